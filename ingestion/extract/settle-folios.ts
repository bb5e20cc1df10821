import { folioKind, folioValue, type FolioKind } from './read-folio-token';

/**
 * Which numbers read at the ends of running-header/footer rows are page numbers. A folio
 * progresses with the physical page: larger on a later page, by no more than the pages between
 * (an unnumbered page may or may not use up a number), so roman front matter, unnumbered region
 * title pages and a numbering that restarts for a new region all pass, while
 *   - a number printed on every page ("2025", a journal's year in its running header) never
 *     steps and is no folio (measured on a third-party journal PDF: every page got "2025"), and
 *   - a roman-looking word that is a unit ("mm" from a leaflet's printing note, "cm", "ml")
 *     stands for a number no front matter reaches and is no folio (measured on a drug leaflet).
 * No global page offset is assumed anywhere.
 */

/**
 * Front matter set in roman numerals is short: Dược thư's runs to a few dozen pages. Roman
 * "numbers" above this are words: "mm" (2000), "cm" (900), "ml" (1050), "dl" (550), "cc" (200).
 */
export const MAX_ROMAN_FOLIO = 99;
/** How many pages either side to look for a folio running in step. */
export const SEQUENCE_REACH = 3;
/** Two readings are in one place on their pages when their baselines differ by less than this × size. */
const SAME_POSITION = 0.5;

export interface FolioReading {
  physical_page: number;
  /** Which running row it was read from: a folio runs in step only with folios in the same place. */
  side: 'top' | 'bottom';
  folio: string;
  baseline: number;
  size: number;
}

/** A token readFolioToken accepted that can be a page number at all. */
export function isPlausibleFolio(folio: string): boolean {
  const value = folioValue(folio);
  if (!(value >= 1)) return false;
  return folioKind(folio) === 'arabic' || value <= MAX_ROMAN_FOLIO;
}

interface Placed {
  kind: FolioKind;
  value: number;
  baseline: number;
  size: number;
}

/** How many readings within SEQUENCE_REACH pages, in the same place, run in step with `r`. */
function neighboursInStep(r: FolioReading, placed: Map<string, Placed>): number {
  const kind = folioKind(r.folio);
  const value = folioValue(r.folio);
  let count = 0;
  for (let d = -SEQUENCE_REACH; d <= SEQUENCE_REACH; d++) {
    if (d === 0) continue;
    const other = placed.get(`${r.side}:${r.physical_page + d}`);
    if (!other || other.kind !== kind) continue;
    if (Math.abs(other.baseline - r.baseline) > SAME_POSITION * Math.max(other.size, r.size))
      continue;
    const step = other.value - value;
    // A repeated number has step 0: never in step, however many pages print it.
    if (Math.sign(step) === Math.sign(d) && Math.abs(step) <= Math.abs(d)) count++;
  }
  return count;
}

/**
 * The readings that are page numbers, keyed `${side}:${physical_page}`. `pageCount` is the
 * number of pages in the document: a one-page document has no neighbour to step with, so its
 * plausible folio stands on the row's own evidence (a ruled, numbered header).
 */
export function settleFolios(
  readings: readonly FolioReading[],
  pageCount: number,
): Map<string, string> {
  const plausible = readings.filter((r) => isPlausibleFolio(r.folio));
  const placed = new Map<string, Placed>();
  for (const r of plausible)
    placed.set(`${r.side}:${r.physical_page}`, {
      kind: folioKind(r.folio),
      value: folioValue(r.folio),
      baseline: r.baseline,
      size: r.size,
    });
  const settled = new Map<string, string>();
  for (const r of plausible) {
    if (pageCount === 1 || neighboursInStep(r, placed) >= 1)
      settled.set(`${r.side}:${r.physical_page}`, r.folio);
  }
  return settled;
}
