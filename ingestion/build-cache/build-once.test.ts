import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildOnce } from './build-once';

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'build-once-'));
}

describe('buildOnce', () => {
  it('builds once for concurrent callers and leaves no lock', async () => {
    const dir = tempDir();
    const output = path.join(dir, 'out.txt');
    let builds = 0;
    const options = {
      lockPath: path.join(dir, 'out.lock'),
      staleLockMs: 60_000,
      isUpToDate: () => fs.existsSync(output),
      build: async () => {
        builds += 1;
        await new Promise((resolve) => setTimeout(resolve, 50));
        fs.writeFileSync(output, 'built');
      },
    };
    const results = await Promise.all([buildOnce(options), buildOnce(options), buildOnce(options)]);
    expect(builds).toBe(1);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(fs.existsSync(options.lockPath)).toBe(false);
    expect(await buildOnce(options)).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('takes over a lock left by a killed run once it is older than staleLockMs', async () => {
    const dir = tempDir();
    const lockPath = path.join(dir, 'out.lock');
    fs.writeFileSync(lockPath, '12345');
    const old = new Date(Date.now() - 60_000);
    fs.utimesSync(lockPath, old, old);
    let built = false;
    const rebuilt = await buildOnce({
      lockPath,
      staleLockMs: 1_000,
      isUpToDate: () => built,
      build: async () => {
        built = true;
      },
    });
    expect(rebuilt).toBe(true);
    expect(fs.existsSync(lockPath)).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('frees the lock when the build throws, so the next caller can retry', async () => {
    const dir = tempDir();
    const lockPath = path.join(dir, 'out.lock');
    await expect(
      buildOnce({
        lockPath,
        staleLockMs: 60_000,
        isUpToDate: () => false,
        build: () => Promise.reject(new Error('gate failed')),
      }),
    ).rejects.toThrow('gate failed');
    expect(fs.existsSync(lockPath)).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
