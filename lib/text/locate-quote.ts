/** A [start, end) span of a text. */
export interface QuoteSpan {
  start: number;
  end: number;
}

const SPACE = /\s/u;
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
  let text = '';
  const offsets: number[] = [];
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!;
    if (SPACE.test(ch)) continue;
    text += ch;
    offsets.push(i);
  }
  return { text, offsets };
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
