import { describe, expect, it } from 'vitest';
import { findReadingPlace, readingPlaceOffset } from './find-reading-place';
import { layoutPages } from './layout-pages';

const a4 = () => ({ width: 500, height: 700 });
// Tops 0, 710, 1420, 2130 at scale 1; 0, 1410, 2820, 4230 at scale 2 (gap 10).
const atOne = layoutPages(4, a4, 1, 10);
const atTwo = layoutPages(4, a4, 2, 10);

describe('findReadingPlace', () => {
  it.each([
    ['the top of the book', 0, { page: 1, fraction: 0 }],
    ['above the book is its top', -40, { page: 1, fraction: 0 }],
    ['half way down page 1', 350, { page: 1, fraction: 0.5 }],
    ['the gap after page 1 is its foot', 705, { page: 1, fraction: 1 }],
    ['the top of page 2', 710, { page: 2, fraction: 0 }],
    ['a quarter down page 3', 1595, { page: 3, fraction: 0.25 }],
    ['past the end is the last page', 99_999, { page: 4, fraction: 1 }],
  ])('%s', (_name, y, expected) => {
    expect(findReadingPlace(atOne, y)).toEqual(expected);
  });
});

describe('readingPlaceOffset', () => {
  it.each([
    ['page 1 top', atOne, { page: 1, fraction: 0 }, 0],
    ['page 3 a quarter down at scale 1', atOne, { page: 3, fraction: 0.25 }, 1595],
    ['the same place at scale 2', atTwo, { page: 3, fraction: 0.25 }, 3170],
    ['a page the layout lacks is its top', atOne, { page: 9, fraction: 0.5 }, 0],
  ])('%s', (_name, layout, place, expected) => {
    expect(readingPlaceOffset(layout, place)).toBe(expected);
  });

  it('keeps the line under the eye across a zoom', () => {
    for (const y of [0, 350, 1000, 1595, 2500]) {
      const place = findReadingPlace(atOne, y);
      expect(findReadingPlace(atTwo, readingPlaceOffset(atTwo, place))).toEqual(place);
    }
  });
});
