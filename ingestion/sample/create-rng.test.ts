import { describe, expect, it } from 'vitest';
import { createRng, hashString } from './create-rng';

describe('createRng', () => {
  it('repeats the same sequence for the same seed and differs for another seed', () => {
    const a = createRng(7);
    const b = createRng(7);
    const c = createRng(8);
    const seqA = Array.from({ length: 20 }, () => a.next());
    const seqB = Array.from({ length: 20 }, () => b.next());
    const seqC = Array.from({ length: 20 }, () => c.next());
    expect(seqA).toEqual(seqB);
    expect(seqA).not.toEqual(seqC);
    for (const v of seqA) expect(v >= 0 && v < 1).toBe(true);
  });

  it.each([
    [0, 0],
    [1, 6],
    [-3, 3],
  ])('int(%i, %i) stays inside its inclusive bounds and reaches both ends', (min, max) => {
    const rng = createRng(42);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const v = rng.int(min, max);
      expect(v >= min && v <= max).toBe(true);
      seen.add(v);
    }
    expect(seen.has(min) && seen.has(max)).toBe(true);
  });

  it('shuffle keeps every item exactly once; sample returns distinct items', () => {
    const rng = createRng(3);
    const items = Array.from({ length: 30 }, (_, i) => i);
    expect([...rng.shuffle(items)].sort((x, y) => x - y)).toEqual(items);
    const s = rng.sample(items, 10);
    expect(new Set(s).size).toBe(10);
  });

  it('fork is deterministic and independent of later draws on the parent', () => {
    const a = createRng(5).fork('x');
    const b = createRng(5).fork('x');
    expect(a.next()).toBe(b.next());
    expect(createRng(5).fork('x').next()).not.toBe(createRng(5).fork('y').next());
  });

  it('hashString is stable', () => {
    expect(hashString('abc')).toBe(hashString('abc'));
    expect(hashString('abc')).not.toBe(hashString('abd'));
  });
});
