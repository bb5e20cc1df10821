/** What the preamble's \dtRow writes to TeX's log each time it continues a table. */
const CONTINUED = /^dt-continued-table (\d+)$/gm;

/**
 * The tables TeX broke across a column or a page, by their number in the book (from 1, in the
 * order the book prints them), from TeX's log: a table continued twice is named once.
 */
export function readTexContinuedTables(log: string): Set<number> {
  return new Set([...log.matchAll(CONTINUED)].map((m) => Number(m[1])));
}
