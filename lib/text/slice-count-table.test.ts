import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SliceCountTable } from './slice-count-table';

const hashOf = (s: string) => SliceCountTable.hash(s, 0, s.length);

describe('SliceCountTable', () => {
  it('finds a key by a slice of a longer text, and only that slice', () => {
    const table = new SliceCountTable(100);
    table.set('liều', hashOf('liều'), 3);
    const text = 'Người lớn: liều 500 mg';
    const at = text.indexOf('liều');
    expect(table.get(text, at, at + 4, SliceCountTable.hash(text, at, at + 4))).toBe(3);
    // A prefix or a longer slice of the same place is another key.
    expect(table.get(text, at, at + 3, SliceCountTable.hash(text, at, at + 3))).toBe(-1);
    expect(table.get(text, at, at + 5, SliceCountTable.hash(text, at, at + 5))).toBe(-1);
  });

  it('keeps keys whose hashes collide apart', () => {
    const table = new SliceCountTable(100);
    table.set('ab', 7, 1);
    table.set('cd', 7, 2);
    table.set('abc', 7, 3);
    expect(table.get('xxab', 2, 4, 7)).toBe(1);
    expect(table.get('cd', 0, 2, 7)).toBe(2);
    expect(table.get('abc', 0, 3, 7)).toBe(3);
    expect(table.get('ef', 0, 2, 7)).toBe(-1);
  });

  it('hashes a slice as it hashes the same string on its own', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (before, key, after) => {
        const text = before + key + after;
        expect(SliceCountTable.hash(text, before.length, before.length + key.length)).toBe(
          hashOf(key),
        );
      }),
    );
  });

  it('answers like a Map through growth, whatever the keys', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.string({ maxLength: 6 }), fc.nat(1000))), (pairs) => {
        const table = new SliceCountTable(10_000);
        const map = new Map<string, number>();
        for (const [key, value] of pairs) {
          if (map.has(key)) continue;
          map.set(key, value);
          table.set(key, hashOf(key), value);
        }
        for (const [key, value] of map)
          expect(table.get(key, 0, key.length, hashOf(key))).toBe(value);
        expect(table.size).toBe(map.size);
      }),
    );
    const table = new SliceCountTable(100_000);
    for (let i = 0; i < 5000; i++) table.set(`k${i}`, hashOf(`k${i}`), i);
    for (let i = 0; i < 5000; i += 499)
      expect(table.get(`k${i}`, 0, `k${i}`.length, hashOf(`k${i}`))).toBe(i);
  });

  it('reads a slice once, then answers it from the table', () => {
    const table = new SliceCountTable(100);
    const reads: string[] = [];
    const read = (key: string) => (reads.push(key), key.length * 10);
    const text = 'trẻ em, trẻ sơ sinh';
    expect(table.getOrRead(text, 0, 3, read)).toBe(30);
    expect(table.getOrRead(text, 8, 11, read)).toBe(30);
    expect(table.getOrRead(text, 4, 6, read)).toBe(20);
    expect(reads).toEqual(['trẻ', 'em']);
  });

  it('empties itself at its bound instead of growing past it', () => {
    const table = new SliceCountTable(3);
    for (const key of ['a', 'b', 'c']) table.set(key, hashOf(key), 1);
    expect(table.size).toBe(3);
    table.set('d', hashOf('d'), 4);
    expect(table.size).toBe(1);
    expect(table.get('a', 0, 1, hashOf('a'))).toBe(-1);
    expect(table.get('d', 0, 1, hashOf('d'))).toBe(4);
  });
});
