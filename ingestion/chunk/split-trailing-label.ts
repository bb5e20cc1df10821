import { isLabelPhrase } from './detect-label';
import { isWhitespaceAt, trimSpan, type TextSpan } from './text-span';

/** A label can only begin after the end of a sentence or a closing parenthesis. */
const BEFORE_LABEL = new Set(['.', ';', '!', '?', ')', '\n']);

/**
 * Splits a label off the end of a compound atom: `"7,5 mg … .\nBước 5:"` becomes
 * `["7,5 mg … .", "Bước 5:"]`. Without this the packer sees one atom that both finishes
 * `Bước 4` and opens `Bước 5`, and can neither keep the dose with its step nor avoid ending
 * a part on the new label. Returns `[span]` when there is nothing to split.
 */
export function splitTrailingLabel(text: string, span: TextSpan): TextSpan[] {
  if (text[span.end - 1] !== ':') return [span];
  // A tail after a sentence end or a closing parenthesis is tried even when the whole atom is
  // label-shaped: `Tăng lên 7,5 mg (tối đa 15 mg) Bước 5:` is short enough to pass for one
  // label, but a capital after ')' starts the next step. Earliest start wins: the longest
  // label-shaped tail (isLabelPhrase rejects any tail that still contains a sentence end).
  for (let p = span.start + 1; p < span.end; p++) {
    if (!isWhitespaceAt(text, p - 1) || isWhitespaceAt(text, p)) continue;
    let q = p - 1;
    while (q > span.start && isWhitespaceAt(text, q - 1) && text[q - 1] !== '\n') q--;
    const before = text[q - 1];
    const newlineBefore = text.slice(q, p).includes('\n');
    if (!newlineBefore && (before === undefined || !BEFORE_LABEL.has(before))) continue;
    if (!isLabelPhrase(text.slice(p, span.end))) continue;
    const head = trimSpan(text, { start: span.start, end: p });
    if (!head) return [span];
    return [head, { start: p, end: span.end }];
  }
  return [span];
}
