import { describe, expect, it } from 'vitest';
import { compactPostings } from './compact-postings';

function valueAt(postings: ReturnType<typeof compactPostings>, p: number): number | undefined {
  return postings.palette[postings.codes[p]!];
}

describe('compactPostings', () => {
  const docs = Uint32Array.from([0, 3, 7, 3]);
  const values = Float32Array.from([0.1, 1.7, 0.1, 2.25]);

  it.each([
    ['few points: Uint16 point numbers', 8, Uint16Array],
    ['exactly 65,536 points: still Uint16', 65_536, Uint16Array],
    ['more than 65,536 points: Uint32 kept', 65_537, Uint32Array],
  ])('%s', (_, points, type) => {
    const out = compactPostings(docs, values, points);
    expect(out.docs).toBeInstanceOf(type);
    expect([...out.docs]).toEqual([...docs]);
  });

  it('reads back the very same f32 through the palette', () => {
    const out = compactPostings(docs, values, 8);
    expect(out.palette.length).toBe(3);
    expect(out.codes).toBeInstanceOf(Uint16Array);
    expect(values.map((_, p) => valueAt(out, p)!)).toEqual(values);
  });

  it('codes in a Uint32 when there are more distinct values than a Uint16 can code', () => {
    const many = Float32Array.from({ length: 70_000 }, (_, i) => i + 0.5);
    const out = compactPostings(new Uint32Array(many.length), many, 1);
    expect(out.codes).toBeInstanceOf(Uint32Array);
    expect(valueAt(out, 69_999)).toBe(69_999.5);
    expect(many.every((v, p) => valueAt(out, p) === v)).toBe(true);
  });

  it('gives -0 and +0 their own codes, in first-seen order, and grows past its first table', () => {
    const signed = Float32Array.from([0, -0, 0, 3.5, -0]);
    const out = compactPostings(new Uint32Array(signed.length), signed, 1);
    expect([...out.codes]).toEqual([0, 1, 0, 2, 1]);
    expect(Object.is(out.palette[1], -0)).toBe(true);
    const spread = Float32Array.from({ length: 5000 }, (_, i) => (i % 2500) / 7);
    const grown = compactPostings(new Uint32Array(spread.length), spread, 1);
    expect(grown.palette.length).toBe(2500);
    expect(spread.every((v, p) => valueAt(grown, p) === v)).toBe(true);
  });
});
