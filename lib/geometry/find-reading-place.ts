import { findPageAt, type PageLayout } from './layout-pages';

/** A place in the book independent of zoom: a page and how far down it, 0 (top) to 1 (foot). */
export interface ReadingPlace {
  page: number;
  fraction: number;
}

/**
 * The place at column offset `y` (pixels from the top of the first page). A point in the gap
 * after a page is that page's foot. Kept as a fraction so that after a zoom or a resized column
 * the same line of the same page can be put back under the reader's eye.
 */
export function findReadingPlace(layout: PageLayout, y: number): ReadingPlace {
  const page = findPageAt(layout, y);
  const top = layout.tops[page - 1] ?? 0;
  const height = layout.heights[page - 1] ?? 1;
  return { page, fraction: Math.min(1, Math.max(0, (y - top) / Math.max(1, height))) };
}

/** The column offset of `place` in `layout`: the inverse of findReadingPlace. */
export function readingPlaceOffset(layout: PageLayout, place: ReadingPlace): number {
  return (
    (layout.tops[place.page - 1] ?? 0) + place.fraction * (layout.heights[place.page - 1] ?? 0)
  );
}
