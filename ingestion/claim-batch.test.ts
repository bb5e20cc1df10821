import { describe, expect, it } from 'vitest';
import { claimBatch } from './claim-batch';

describe('claimBatch', () => {
  it.each([
    [0, 4, []],
    [1, 4, [0]],
    [4, 4, [0]],
    [9, 4, [0, 4, 8]],
    [5, 1, [0, 1, 2, 3, 4]],
  ])('%i items in batches of %i start at %j', (total, batch, firsts) => {
    const cursor = new Int32Array(new SharedArrayBuffer(4));
    const got: number[] = [];
    for (let f = claimBatch(cursor, batch, total); f !== null; f = claimBatch(cursor, batch, total))
      got.push(f);
    expect(got).toEqual(firsts);
    // Once empty, it stays empty for every taker.
    expect(claimBatch(cursor, batch, total)).toBeNull();
  });

  it('gives each batch to one taker only, however the takers interleave', () => {
    const cursor = new Int32Array(new SharedArrayBuffer(4));
    const taken: number[][] = [[], []];
    for (let turn = 0; ; turn++) {
      const first = claimBatch(cursor, 3, 20);
      if (first === null) break;
      taken[turn % 3 === 0 ? 0 : 1]!.push(first);
    }
    expect([...taken[0]!, ...taken[1]!].sort((a, b) => a - b)).toEqual([0, 3, 6, 9, 12, 15, 18]);
  });
});
