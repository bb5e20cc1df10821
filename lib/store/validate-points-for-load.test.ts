import { describe, expect, it } from 'vitest';
import type { StoredPoint } from './chunk-store';
import { makeFixtureChunk } from './testing/make-fixture-chunk';
import { validatePointsForLoad } from './validate-points-for-load';

function point(part: number, extra: Partial<StoredPoint> = {}): StoredPoint {
  return {
    chunk: makeFixtureChunk({ part_index: part, part_count: 3 }),
    sparse: { indices: [1, 7, 4_294_967_295], values: [0.5, 1, 2] },
    ...extra,
  };
}

describe('validatePointsForLoad', () => {
  it('returns parsed chunks, copied vectors and the dense size', () => {
    const points = [point(0, { dense: [1, 0] }), point(1, { dense: [0, 2] })];
    const result = validatePointsForLoad(points);
    expect(result.chunks.map((c) => c.chunk_id)).toEqual([
      'thuoc_thu__lieu_luong_va_cach_dung__0',
      'thuoc_thu__lieu_luong_va_cach_dung__1',
    ]);
    expect(result.denseSize).toBe(2);
    expect(result.dense).toEqual([
      [1, 0],
      [0, 2],
    ]);
    expect(result.sparse[0]).toEqual(points[0]?.sparse);
    expect(result.sparse[0]).not.toBe(points[0]?.sparse);
  });

  it('accepts an empty sparse vector (a chunk of symbols only)', () => {
    expect(() =>
      validatePointsForLoad([point(0, { sparse: { indices: [], values: [] } })]),
    ).not.toThrow();
  });

  it.each([
    ['no points', [], /no points given/],
    ['a duplicated chunk id', [point(0), point(0)], /#1.*"chunk_id" is duplicated/],
    [
      'unsorted indices',
      [point(0), point(1, { sparse: { indices: [3, 2], values: [1, 1] } })],
      /_1" \(#1\).*sparse\.indices/,
    ],
    [
      'repeated index',
      [point(0, { sparse: { indices: [2, 2], values: [1, 1] } })],
      /sparse\.indices/,
    ],
    ['negative index', [point(0, { sparse: { indices: [-1], values: [1] } })], /sparse\.indices/],
    [
      'index ≥ 2^32',
      [point(0, { sparse: { indices: [2 ** 32], values: [1] } })],
      /sparse\.indices/,
    ],
    [
      'fractional index',
      [point(0, { sparse: { indices: [1.5], values: [1] } })],
      /sparse\.indices/,
    ],
    ['NaN value', [point(0, { sparse: { indices: [1], values: [NaN] } })], /sparse\.values/],
    [
      'length mismatch',
      [point(0, { sparse: { indices: [1, 2], values: [1] } })],
      /different lengths/,
    ],
    ['dense on some points only', [point(0, { dense: [1] }), point(1)], /#1.*"dense" is missing/],
    ['dense only after the first', [point(0), point(1, { dense: [1] })], /#1.*"dense" is given/],
    [
      'dense of another size',
      [point(0, { dense: [1, 0] }), point(1, { dense: [1] })],
      /1 dimensions/,
    ],
    ['an all-zero dense vector', [point(0, { dense: [0, 0] })], /all zeros/],
    ['a non-finite dense value', [point(0, { dense: [Infinity, 0] })], /non-finite/],
    ['an empty dense vector', [point(0, { dense: [] })], /at least one dimension/],
    [
      'a bad chunk last',
      [
        point(0),
        { ...point(1), chunk: { ...point(1).chunk, schema_version: 3 } } as unknown as StoredPoint,
      ],
      /#1.*schema_version/,
    ],
  ])('refuses %s', (_label, points, message) => {
    expect(() => validatePointsForLoad(points)).toThrow(message);
  });
});
