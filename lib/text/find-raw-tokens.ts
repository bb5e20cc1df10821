import { isSurrogateCode, tableOfCodeUnits } from './code-unit-table';

/** A decimal number, or a run of letters/marks/digits: the raw tokens syllables are read from. */
export const RAW_TOKEN = /\p{N}+(?:[.,]\p{N}+)+|[\p{L}\p{M}\p{N}]+/gu;

const DIGIT = 1;
const WORD = 2;
const SURROGATE = 4;

/** Each BMP code unit's class in RAW_TOKEN's terms, read from V8's own Unicode tables. */
const CLASS_OF = tableOfCodeUnits((ch, code) =>
  isSurrogateCode(code)
    ? SURROGATE
    : (/\p{N}/u.test(ch) ? DIGIT : 0) | (/[\p{L}\p{M}\p{N}]/u.test(ch) ? WORD : 0),
);

const isDigitAt = (text: string, i: number) =>
  i < text.length && (CLASS_OF[text.charCodeAt(i)]! & DIGIT) !== 0;

/**
 * RAW_TOKEN's matches in `text`, as [start, end) offsets one after the other, from a scan over a
 * class table; null when the text holds a surrogate (astral letters and digits are left to the
 * regex). The regex's Unicode classes and a match object per token were ~0.45 s of each pass
 * over the 680-monograph book's chunks (1.9M tokens; the store reads them twice).
 */
export function findRawTokens(text: string): number[] | null {
  const offsets: number[] = [];
  const n = text.length;
  let i = 0;
  while (i < n) {
    const cls = CLASS_OF[text.charCodeAt(i)]!;
    if (cls & SURROGATE) return null;
    if ((cls & WORD) === 0) {
      i++;
      continue;
    }
    const start = i;
    // First alternative: digits, then one or more groups of [.,] and digits, each greedy.
    if (cls & DIGIT) {
      let j = i;
      while (isDigitAt(text, j)) j++;
      let end = -1;
      for (;;) {
        const sep = text.charCodeAt(j);
        if (j >= n || (sep !== 0x2e && sep !== 0x2c) || !isDigitAt(text, j + 1)) break;
        j += 1;
        while (isDigitAt(text, j)) j++;
        end = j;
      }
      if (end > 0) {
        offsets.push(start, end);
        i = end;
        continue;
      }
    }
    // Second alternative: the longest run of letters, marks and digits.
    let j = i + 1;
    while (j < n && (CLASS_OF[text.charCodeAt(j)]! & WORD) !== 0) j++;
    offsets.push(start, j);
    i = j;
  }
  return offsets;
}
