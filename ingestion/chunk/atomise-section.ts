import { countTokens } from '@/lib/text/count-tokens';
import { CHUNK_LIMITS, type ChunkLimits } from './chunk-limits';
import { findLeadingLabel, isHeadingPhrase } from './detect-label';
import { splitChunkSentences } from './split-chunk-sentences';
import { splitTrailingLabel } from './split-trailing-label';
import { trimSpan, type TextSpan } from './text-span';

/** The smallest unit the packer moves: a sentence, a trailing label, or one item of a long list. */
export interface Atom extends TextSpan {
  tokens: number;
  /** The label that opens this atom (`Người lớn:` in `Người lớn: 500 mg …`), if any. */
  label: TextSpan | null;
  /** The atom is nothing but its label. */
  labelOnly: boolean;
  /** A whole paragraph shaped like a sub-heading without a colon (`Dược động học`). */
  heading: boolean;
  /**
   * The atom introduces what follows: it ends with ':' (a label, or a sentence like `… như
   * sau:`) or is a sub-heading. A part never ends on one: the intro would be separated from
   * its content.
   */
  introducesNext: boolean;
  /** Index of the atom's paragraph within the section. */
  paragraph: number;
  /** No more atoms follow in this atom's paragraph. */
  paragraphEnd: boolean;
}

/** List separators inside one grammatical sentence. A decimal comma has no whitespace after it. */
const LIST_SEPARATOR = /[,;]\s/gu;

/**
 * Cuts a section's text into atoms. A sentence longer than the packing target that contains
 * list separators is split after each one: VORICONAZOL's `tương tác thuốc` is one sentence
 * hundreds of drug names long, and kept whole it produced 981- and 888-token parts; cut
 * mid-sentence by a blind window, a truncated interaction list reads as "not listed".
 */
export function atomiseSection(text: string, limits: ChunkLimits = CHUNK_LIMITS): Atom[] {
  const spans: { span: TextSpan; tokens: number | null }[] = [];
  for (const sentence of splitChunkSentences(text)) {
    for (const piece of splitTrailingLabel(text, sentence)) {
      const tokens = countTokens(text.slice(piece.start, piece.end));
      if (tokens > limits.target) {
        for (const item of splitOnListSeparators(text, piece))
          spans.push({ span: item, tokens: null });
      } else {
        spans.push({ span: piece, tokens });
      }
    }
  }

  let paragraph = 0;
  return spans.map(({ span, tokens }, index): Atom => {
    const previous = spans[index - 1]?.span;
    const next = spans[index + 1]?.span;
    const paragraphStart =
      previous === undefined || text.slice(previous.end, span.start).includes('\n');
    if (previous && paragraphStart) paragraph++;
    const paragraphEnd = next === undefined || text.slice(span.end, next.start).includes('\n');
    const label = findLeadingLabel(text, span);
    const heading =
      paragraphStart && paragraphEnd && isHeadingPhrase(text.slice(span.start, span.end));
    return {
      // Not `...span`: spreading spans of several shapes took V8's slow path, ~5 µs an atom.
      start: span.start,
      end: span.end,
      tokens: tokens ?? countTokens(text.slice(span.start, span.end)),
      label,
      labelOnly: label !== null && label.end === span.end,
      heading,
      introducesNext: heading || text[span.end - 1] === ':',
      paragraph,
      paragraphEnd,
    };
  });
}

function splitOnListSeparators(text: string, span: TextSpan): TextSpan[] {
  const pieces: TextSpan[] = [];
  let start = span.start;
  const body = text.slice(span.start, span.end);
  for (const match of body.matchAll(LIST_SEPARATOR)) {
    const cut = span.start + match.index + 1; // keep the separator with the item it ends
    const piece = trimSpan(text, { start, end: cut });
    if (piece) pieces.push(piece);
    start = cut;
  }
  const last = trimSpan(text, { start, end: span.end });
  if (last) pieces.push(last);
  return pieces;
}
