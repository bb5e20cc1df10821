import { describe, expect, it } from 'vitest';
import { buildSparseVectors } from '@/lib/store/build-stored-points';
import { startSparseWorker } from './build-sparse-in-worker';

/** Enough texts for many batches, of uneven lengths, so both threads take some. */
const TEXTS = Array.from({ length: 1500 }, (_, i) =>
  [
    `THUỐC ${i}`,
    'Liều lượng và cách dùng',
    `Người lớn: uống ${i % 7} viên, ngày ${1 + (i % 3)} lần. `.repeat(1 + (i % 9)),
    i % 5 === 0 ? 'Suy thận: Clcr 30 - 50 ml/phút: giảm liều một nửa.' : '',
  ].join('\n'),
);

describe('startSparseWorker', () => {
  it('builds with this thread the same vectors as buildSparseVectors, float for float', async () => {
    const run = startSparseWorker();
    run.start(TEXTS);
    const share = await run.finish();
    expect(share.vectors).toEqual(buildSparseVectors(TEXTS));
    expect(share.batches).toBe(Math.ceil(TEXTS.length / 128));
    expect(share.workerBatches).toBeGreaterThan(0);
  }, 60_000);

  it('rejects with the worker’s message when it fails, and stops cleanly', async () => {
    const run = startSparseWorker();
    run.start([42 as unknown as string]);
    await expect(run.finish()).rejects.toThrow(/^sparse worker: /);
    await run.stop();
  }, 60_000);

  it('stops before being handed anything', async () => {
    const run = startSparseWorker();
    await run.stop();
    expect(() => run.start(TEXTS)).not.toThrow();
    await expect(run.finish()).rejects.toThrow(/exited before its vectors were sent/);
  }, 60_000);
});
