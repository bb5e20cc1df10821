import { describe, expect, it } from 'vitest';
import { damerauLevenshtein } from './damerau-levenshtein';

describe('damerauLevenshtein', () => {
  it.each<[string, string, number, number]>([
    ['amoxicilin', 'amoxicilin', 2, 0],
    ['amoxcilin', 'amoxicilin', 2, 1], // deletion
    ['amoxicillin', 'amoxicilin', 2, 1], // insertion
    ['paracetamon', 'paracetamol', 2, 1], // substitution
    ['amoxiclin', 'amoxicilin', 2, 1], // one deletion
    ['warafrin', 'warfarin', 2, 1], // transposition counts once
    ['cefriaxon', 'ceftriaxon', 2, 1],
    ['neviparin', 'nevirapin', 2, 2],
    ['', 'abc', 5, 3],
    ['abc', '', 5, 3],
    // bounded: anything above max comes back as max + 1
    ['digxn', 'digoxin', 1, 2],
    ['abcdef', 'uvwxyz', 2, 3],
    ['a', 'abcdefgh', 2, 3],
  ])('%s ↔ %s (max %i) = %i', (a, b, max, expected) => {
    expect(damerauLevenshtein(a, b, max)).toBe(expected);
    expect(damerauLevenshtein(b, a, max)).toBe(expected);
  });
});
