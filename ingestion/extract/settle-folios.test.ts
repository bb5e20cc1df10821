import { describe, expect, it } from 'vitest';
import { isPlausibleFolio, settleFolios, type FolioReading } from './settle-folios';

/** Readings from one running row per page (null: the page prints nothing there). */
function readings(folios: (string | null)[], side: 'top' | 'bottom' = 'top'): FolioReading[] {
  return folios.flatMap((folio, physical_page) =>
    folio === null ? [] : [{ physical_page, side, folio, baseline: 40, size: 8 }],
  );
}

function settle(folios: (string | null)[]): (string | null)[] {
  const settled = settleFolios(readings(folios), folios.length);
  return folios.map((_, p) => settled.get(`top:${p}`) ?? null);
}

describe('settleFolios', () => {
  it.each([
    {
      name: 'arabic folios one per page',
      folios: ['37', '38', '39', '40'],
      want: ['37', '38', '39', '40'],
    },
    {
      name: 'roman front matter, an unnumbered title page, then arabic',
      folios: ['i', 'ii', 'iii', null, '1', '2', '3'],
      want: ['i', 'ii', 'iii', null, '1', '2', '3'],
    },
    {
      name: 'an unnumbered page that uses up a number',
      folios: ['10', '11', null, '13', '14'],
      want: ['10', '11', null, '13', '14'],
    },
    {
      name: 'a region whose numbering restarts',
      folios: ['1495', '1496', '1', '2', '3'],
      want: ['1495', '1496', '1', '2', '3'],
    },
    {
      name: 'a journal year on every page',
      folios: ['2025', '2025', '2025', '2025'],
      want: [null, null, null, null],
    },
    {
      name: 'a number that goes back against its neighbours',
      folios: ['100', '101', '7', '103', '104'],
      want: ['100', '101', null, '103', '104'],
    },
    {
      name: 'a unit read as a roman numeral ("mm" = 2000)',
      folios: ['mm', 'mm'],
      want: [null, null],
    },
    {
      name: 'upper-case roman front matter',
      folios: ['IX', 'X', 'XI'],
      want: ['IX', 'X', 'XI'],
    },
  ])('$name', ({ folios, want }) => {
    expect(settle(folios)).toEqual(want);
  });

  it('keeps the real folio at the foot when the head repeats a year', () => {
    const all = [
      ...readings(['2025', '2025', '2025']),
      ...readings(['12', '13', '14'], 'bottom').map((r) => ({ ...r, baseline: 810 })),
    ];
    const settled = settleFolios(all, 3);
    expect([...settled.entries()].sort()).toEqual([
      ['bottom:0', '12'],
      ['bottom:1', '13'],
      ['bottom:2', '14'],
    ]);
  });

  it('does not step with a folio printed elsewhere on the page', () => {
    const all = [
      { physical_page: 0, side: 'top' as const, folio: '5', baseline: 40, size: 8 },
      { physical_page: 1, side: 'top' as const, folio: '6', baseline: 300, size: 8 },
    ];
    expect(settleFolios(all, 2).size).toBe(0);
  });

  it('takes a one-page document at its word, but not a unit', () => {
    expect(settle(['7'])).toEqual(['7']);
    expect(settle(['mm'])).toEqual([null]);
  });
});

describe('isPlausibleFolio', () => {
  it.each([
    ['1', true],
    ['1668', true],
    ['iii', true],
    ['xcix', true],
    ['XIV', true],
    ['c', false],
    ['mm', false],
    ['cm', false],
    ['ml', false],
    ['dl', false],
    ['cc', false],
  ])('%s → %s', (folio, want) => {
    expect(isPlausibleFolio(folio)).toBe(want);
  });
});
