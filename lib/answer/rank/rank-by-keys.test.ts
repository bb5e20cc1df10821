import { describe, expect, it } from 'vitest';
import { rankByKeys } from './rank-by-keys';
import type { RankTable, RankTrace } from './rank-key';

interface Line {
  id: string;
  organ: boolean;
  strength: number;
  order: number;
}
const table: RankTable<Line, { organAsked: boolean }> = {
  name: 'test',
  keys: [
    {
      name: 'organ',
      appliesWhen: (ctx) => ctx.organAsked,
      score: (c) => Number(c.organ),
      reason: 'x',
    },
    { name: 'strength', score: (c) => c.strength, reason: 'x' },
    { name: 'book_order', score: (c) => -c.order, reason: 'x' },
  ],
};
const lines: Line[] = [
  { id: 'a', organ: false, strength: 2, order: 0 },
  { id: 'b', organ: true, strength: 1, order: 1 },
  { id: 'c', organ: false, strength: 2, order: 2 },
  { id: 'd', organ: false, strength: 3, order: 3 },
];

describe('rankByKeys', () => {
  it.each([
    [true, ['b', 'd', 'a', 'c']],
    [false, ['d', 'a', 'c', 'b']],
  ])('organ asked %s', (organAsked, expected) => {
    expect(rankByKeys(table, lines, { organAsked }).map((l) => l.id)).toEqual(expected);
  });

  it('keeps the input order on a full tie', () => {
    const tied = lines.map((l) => ({ ...l, organ: false, strength: 1, order: 0 }));
    expect(rankByKeys(table, tied, { organAsked: true }).map((l) => l.id)).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
  });

  it('traces every candidate key vector, in ranked order, without the keys that do not apply', () => {
    const sink: RankTrace[] = [];
    rankByKeys(table, lines, { organAsked: false }, { sink, label: (l) => l.id });
    expect(sink).toEqual([
      {
        table: 'test',
        rows: [
          { label: 'd', vector: { strength: 3, book_order: -3 } },
          { label: 'a', vector: { strength: 2, book_order: 0 } },
          { label: 'c', vector: { strength: 2, book_order: -2 } },
          { label: 'b', vector: { strength: 1, book_order: -1 } },
        ],
      },
    ]);
  });
});
