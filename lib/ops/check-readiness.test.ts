import { mkdir, mkdtemp, rename, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseEnv, type Env } from '@/lib/env';
import { INDEX_FILES } from '@/lib/index/index-files';
import { checkReadiness, type WarmPlan } from './check-readiness';
import { opsState } from './ops-state';

let parent: string;
let env: Env;

/** A generation folder as the ingest leaves it, as far as readiness reads it. */
async function generation(name: string, sha: string): Promise<string> {
  const dir = path.join(parent, name);
  await mkdir(dir);
  const pdf = path.join(dir, 'book.pdf');
  await writeFile(pdf, Buffer.alloc(10, 1));
  await writeFile(
    path.join(dir, INDEX_FILES.source),
    JSON.stringify({ pdf_path: pdf, sha256: sha.repeat(64), bytes: 10, pages: 2 }),
  );
  await writeFile(
    path.join(dir, INDEX_FILES.report),
    JSON.stringify({ counts: { monographs: 3 } }),
  );
  return dir;
}

/** Points INDEX_DIR at `target` in one rename, as swap-index-generation.ts does. */
async function point(target: string): Promise<void> {
  const link = path.join(parent, `.link-${path.basename(target)}`);
  await symlink(path.basename(target), link);
  await rename(link, env.INDEX_DIR);
}

function plan(run: () => Promise<unknown> = () => Promise.resolve()): WarmPlan {
  return { steps: [{ name: 'all', run }], countChunks: () => Promise.resolve(7) };
}

async function settle(): Promise<void> {
  await opsState().warming?.done;
}

beforeAll(async () => {
  parent = await mkdtemp(path.join(os.tmpdir(), 'readiness-'));
  env = parseEnv({ INDEX_DIR: path.join(parent, 'index') });
});

afterEach(async () => {
  await settle();
  Object.assign(opsState(), { draining: false, warmed: null, warming: null, warmError: null });
});

describe('checkReadiness', () => {
  it('is 503 no_index while INDEX_DIR does not exist', () => {
    expect(checkReadiness(plan(), env)).toMatchObject({ ready: false, reason: 'no_index' });
  });

  it('is 503 loading until the warm-up ends, then 200 with the generation', async () => {
    await point(await generation('index.gen-a', 'a'));
    let finish = () => {};
    const held = new Promise<void>((resolve) => (finish = resolve));
    expect(
      checkReadiness(
        plan(() => held),
        env,
      ),
    ).toEqual({
      ready: false,
      reason: 'loading',
      retryAfterSeconds: 2,
    });
    expect(
      checkReadiness(
        plan(() => held),
        env,
      ),
    ).toMatchObject({ reason: 'loading' });
    finish();
    await settle();
    const ready = checkReadiness(plan(), env);
    expect(ready).toMatchObject({
      ready: true,
      info: { generation: 'index.gen-a', source_sha256: 'a'.repeat(64), chunks: 7, monographs: 3 },
    });
  });

  it('is 503 swapping from the moment the link moves until the new generation is warm', async () => {
    await checkReadinessWarm();
    await point(await generation('index.gen-b', 'b'));
    expect(checkReadiness(plan(), env)).toMatchObject({ ready: false, reason: 'swapping' });
    await settle();
    expect(checkReadiness(plan(), env)).toMatchObject({
      ready: true,
      info: { generation: 'index.gen-b', source_sha256: 'b'.repeat(64) },
    });
  });

  it('is 503 shutting_down once draining, warm or not', async () => {
    await checkReadinessWarm();
    opsState().draining = true;
    expect(checkReadiness(plan(), env)).toEqual({
      ready: false,
      reason: 'shutting_down',
      retryAfterSeconds: 5,
    });
  });

  it('stays 503 when a feature fails to load, and retries only after a pause', async () => {
    await point(await generation('index.gen-c', 'c'));
    const broken = vi.fn(() => Promise.reject(new Error('find answered 503')));
    expect(checkReadiness(plan(broken), env)).toMatchObject({ reason: 'loading' });
    await settle();
    expect(checkReadiness(plan(broken), env)).toMatchObject({ ready: false, reason: 'no_index' });
    expect(broken).toHaveBeenCalledTimes(1);
  });
});

/** Warms whatever INDEX_DIR points at now. */
async function checkReadinessWarm(): Promise<void> {
  checkReadiness(plan(), env);
  await settle();
  expect(checkReadiness(plan(), env)).toMatchObject({ ready: true });
}
