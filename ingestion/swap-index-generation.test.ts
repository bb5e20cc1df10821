import {
  cp,
  lstat,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  realpath,
  writeFile,
} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { swapIndexGeneration } from './swap-index-generation';

async function staged(parent: string, marker: string): Promise<string> {
  const dir = await mkdtemp(path.join(parent, 'staged-'));
  await writeFile(path.join(dir, 'marker.txt'), marker);
  return dir;
}

describe('swapIndexGeneration', () => {
  it('publishes into a missing DIR, then replaces it with one rename of a link', async () => {
    const parent = await mkdtemp(path.join(os.tmpdir(), 'swap-'));
    const outDir = path.join(parent, 'index');
    await swapIndexGeneration(await staged(parent, 'one'), outDir);
    expect((await lstat(outDir)).isSymbolicLink()).toBe(true);
    expect(await readFile(path.join(outDir, 'marker.txt'), 'utf8')).toBe('one');
    const first = await realpath(outDir);
    await swapIndexGeneration(await staged(parent, 'two'), outDir);
    expect(await readFile(path.join(outDir, 'marker.txt'), 'utf8')).toBe('two');
    // The previous generation stays for requests that resolved it before the swap.
    expect(await readFile(path.join(first, 'marker.txt'), 'utf8')).toBe('one');
  });

  it('keeps only the served generation and the previous one', async () => {
    const parent = await mkdtemp(path.join(os.tmpdir(), 'swap-'));
    const outDir = path.join(parent, 'index');
    for (const marker of ['a', 'b', 'c', 'd']) {
      await swapIndexGeneration(await staged(parent, marker), outDir);
    }
    const names = (await readdir(parent)).sort();
    expect(names.filter((n) => n.startsWith('index.gen-'))).toHaveLength(2);
    expect(names.filter((n) => n.includes('.link-'))).toEqual([]);
  });

  it('moves an old-layout plain folder aside once', async () => {
    const parent = await mkdtemp(path.join(os.tmpdir(), 'swap-'));
    const outDir = path.join(parent, 'index');
    await mkdir(outDir);
    await writeFile(path.join(outDir, 'marker.txt'), 'legacy');
    await swapIndexGeneration(await staged(parent, 'new'), outDir);
    expect((await lstat(outDir)).isSymbolicLink()).toBe(true);
    expect(await readFile(path.join(outDir, 'marker.txt'), 'utf8')).toBe('new');
    expect((await readdir(parent)).some((n) => n.startsWith('index.gen-legacy-'))).toBe(true);
  });
});

describe('re-ingest swaps under load', () => {
  type Post = (request: Request) => Promise<Response>;
  let parent: string;
  let outDir: string;
  let sampleDir: string;
  let answer: Post;
  let chat: Post;

  // A copy of the sample index as a finished ingest would leave it (its store link relative).
  const stageSample = async () => {
    const dir = path.join(parent, `staged-${Math.random().toString(36).slice(2)}`);
    await cp(sampleDir, dir, { recursive: true, verbatimSymlinks: true });
    return dir;
  };

  beforeAll(async () => {
    sampleDir = await realpath(inject('sampleIndexDir'));
    parent = await mkdtemp(path.join(os.tmpdir(), 'swap-load-'));
    outDir = path.join(parent, 'index');
    await swapIndexGeneration(await stageSample(), outDir);
    vi.stubEnv('INDEX_DIR', outDir);
    answer = (await import('@/app/api/answer/route')).POST;
    chat = (await import('@/app/api/chat/route')).POST;
  });

  it('answers every request (no 500, no 503) while the index is swapped 6 times', async () => {
    const questions = ['liều metformin cho người lớn', 'chống chỉ định của metformin'];
    const statuses = new Map<number, number>();
    let stop = false;
    const client = async (n: number) => {
      for (let i = 0; !stop; i += 1) {
        // Each request arrives through a socket, so the event loop turns between two of a
        // client's requests; an answer whose per-request look-ups are synchronous (index pin,
        // store link: get-answer-deps.ts) never yields by itself, and four clients calling the
        // route back to back would starve the swaps' timers for ever.
        await new Promise((resolve) => setImmediate(resolve));
        const route = (n + i) % 2 === 0 ? answer : chat;
        const res = await route(
          new Request('http://localhost/api/answer', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ question: questions[i % questions.length] }),
          }),
        );
        await res.arrayBuffer();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      }
    };
    const clients = Array.from({ length: 4 }, (_, n) => client(n));
    for (let swap = 0; swap < 6; swap += 1) {
      const next = await stageSample();
      await swapIndexGeneration(next, outDir);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    stop = true;
    await Promise.all(clients);
    const total = [...statuses.values()].reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThan(20);
    expect(Object.fromEntries(statuses)).toEqual({ 200: total });
  });
});
