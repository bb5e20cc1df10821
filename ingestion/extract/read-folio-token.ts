/**
 * A page number as printed: arabic ("37", "1030") or roman in one case ("iii", "XIV"),
 * optionally wrapped in dashes or brackets ("– 12 –" arrives as one token when set tight).
 * Returns the numeral as printed, without the wrapping, or null.
 */
const ROMAN = /^(?=[mdclxvi])m{0,4}(cm|cd|d?c{0,3})(xc|xl|l?x{0,3})(ix|iv|v?i{0,3})$/;
const WRAPPING = /^[\-–—([{]*(.*?)[\-–—)\]}.]*$/u;
/** The real book has 1,668 pages; anything longer than four digits is a quantity. */
const ARABIC = /^[1-9]\d{0,3}$/;

export function readFolioToken(token: string): string | null {
  const inner = WRAPPING.exec(token.trim())?.[1] ?? '';
  if (ARABIC.test(inner)) return inner;
  const sameCase = inner === inner.toLowerCase() || inner === inner.toUpperCase();
  if (inner.length > 0 && sameCase && ROMAN.test(inner.toLowerCase())) return inner;
  return null;
}

export type FolioKind = 'arabic' | 'roman';

export function folioKind(folio: string): FolioKind {
  return /^\d+$/.test(folio) ? 'arabic' : 'roman';
}

const ROMAN_VALUES: Record<string, number> = { i: 1, v: 5, x: 10, l: 50, c: 100, d: 500, m: 1000 };

/** The number a folio stands for ("xiv" → 14, "1030" → 1030). */
export function folioValue(folio: string): number {
  if (folioKind(folio) === 'arabic') return Number(folio);
  const chars = folio.toLowerCase();
  let total = 0;
  for (let i = 0; i < chars.length; i++) {
    const v = ROMAN_VALUES[chars[i]!] ?? 0;
    const next = ROMAN_VALUES[chars[i + 1] ?? ''] ?? 0;
    total += v < next ? -v : v;
  }
  return total;
}
