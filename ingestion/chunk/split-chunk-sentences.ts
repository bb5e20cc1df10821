import { isWhitespaceAt, trimSpan, type TextSpan } from './text-span';

/** Punctuation that ends a sentence when whitespace and a capital follow (ADR 0004 §3). */
const BOUNDARY_PUNCTUATION = new Set(['.', ';', ':']);
/** May stand between the whitespace and the capital: `. (Xem …`, `: "Khả năng …`. */
const OPENING_PUNCTUATION = new Set(['(', '[', '"', '“', '‘', "'", '*']);
const CAPITAL = /^\p{Lu}$/u;

/**
 * Sentence spans of `text[from, to)`, trimmed, in order. A boundary is a paragraph break
 * ("\n") or `.`/`;`/`:` followed by whitespace and a capital letter — any Unicode capital, so
 * Đ, Â, Ơ, Ư, Ê, Ô and their accented forms count.
 *
 * Requiring whitespace is what keeps numbers whole: a decimal comma (`0,425 mg/kg`), a
 * thousands group (`1 000 000`) or a ratio (`1/1 000`) never has punctuation followed by
 * whitespace and a capital. Requiring a capital is what keeps abbreviations whole (`v.v. và`,
 * `Clcr. thấp`): the book's sentences start with a capital, an abbreviation's continuation
 * does not.
 *
 * Not the policy's splitSentences (lib/answer/policy/split-sentences.ts), which cuts a chunk's
 * source_text into quotable sentences: there `:` never splits, so a population label and its
 * dose stay one quote, and `!`/`?`/`…` do. Here `;` and `:` before a capital end an atom
 * too, so chunk packing (atomise-section.ts) and the ends-on-label gate can see a heading-like
 * label ("Người lớn: Uống …") as the start of what follows.
 */
export function splitChunkSentences(text: string, from = 0, to = text.length): TextSpan[] {
  const spans: TextSpan[] = [];
  let segmentStart = from;
  const push = (end: number) => {
    const span = trimSpan(text, { start: segmentStart, end });
    if (span) spans.push(span);
  };

  let i = from;
  while (i < to) {
    if (!isWhitespaceAt(text, i)) {
      i++;
      continue;
    }
    let j = i;
    let paragraphBreak = false;
    while (j < to && isWhitespaceAt(text, j)) {
      if (text.charCodeAt(j) === 0x0a) paragraphBreak = true;
      j++;
    }
    const previous = text[i - 1];
    if (
      paragraphBreak ||
      (i > from &&
        previous !== undefined &&
        BOUNDARY_PUNCTUATION.has(previous) &&
        startsWithCapital(text, j, to))
    ) {
      push(i);
      segmentStart = j;
    }
    i = j;
  }
  push(to);
  return spans;
}

function startsWithCapital(text: string, at: number, to: number): boolean {
  let k = at;
  while (k < to && OPENING_PUNCTUATION.has(text[k] ?? '')) k++;
  const ch = text[k];
  return k < to && ch !== undefined && CAPITAL.test(ch);
}
