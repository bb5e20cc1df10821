/** A [start, end) span of a text. */
export interface QuoteSpan {
  start: number;
  end: number;
}

/** Where a quote of several sentences may be cut when it is not one contiguous passage. */
const SENTENCE_BREAK = /(?<=[.;!?…])\s+/u;

/**
 * Where `quote` stands in `source`, as spans of `source`. Whitespace is ignored on both sides:
 * a quote rejoins lines with " " where the book broke them with "\n", and the answer layer
 * normalises spaces ("ml/ phút" → "ml/phút"), yet every other character must match exactly.
 * A quote that is not one contiguous passage (sentences picked from different places) is
 * located sentence by sentence, in order; a sentence that is not in `source` adds nothing.
 * Both texts are compared as NFC; `source` is expected to be NFC already (ingest writes it so),
 * because the spans are offsets into it.
 */
export function locateQuote(source: string, quote: string): QuoteSpan[] {
  const squeezed = squeeze(source);
  const whole = findSqueezed(squeezed, quote.normalize('NFC'), 0);
  if (whole) return [whole.span];

  const spans: QuoteSpan[] = [];
  let from = 0;
  for (const sentence of quote.normalize('NFC').split(SENTENCE_BREAK)) {
    const found = findSqueezed(squeezed, sentence, from) ?? findSqueezed(squeezed, sentence, 0);
    if (!found) continue;
    spans.push(found.span);
    from = found.next;
  }
  return spans.sort((a, b) => a.start - b.start);
}

interface Squeezed {
  text: string;
  /** offsets[i] = index in the source of squeezed character i. */
  offsets: number[];
}

function squeeze(source: string): Squeezed {
  // Runs between whitespace are appended whole, not character by character.
  let text = '';
  const offsets: number[] = [];
  let runStart = -1;
  for (let i = 0; i <= source.length; i++) {
    const space = i === source.length || isSpace(source.charCodeAt(i));
    if (!space) {
      if (runStart < 0) runStart = i;
      offsets.push(i);
    } else if (runStart >= 0) {
      text += source.slice(runStart, i);
      runStart = -1;
    }
  }
  return { text, offsets };
}

/** \s, by code point: a regex test per character cost more than the search itself. */
function isSpace(code: number): boolean {
  if (code === 32 || (code >= 9 && code <= 13)) return true;
  if (code < 0x85) return false;
  return (
    code === 0x85 ||
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

function findSqueezed(
  squeezed: Squeezed,
  needle: string,
  from: number,
): { span: QuoteSpan; next: number } | null {
  const compact = needle.replace(/\s+/gu, '');
  if (compact.length === 0) return null;
  const at = squeezed.text.indexOf(compact, from);
  if (at < 0) return null;
  const last = at + compact.length - 1;
  return {
    span: { start: squeezed.offsets[at]!, end: squeezed.offsets[last]! + 1 },
    next: last + 1,
  };
}
