import type { PolicyResult } from './answer-draft';
import { NOT_FOUND_ANSWER } from './abstain';

/** "Uống 250 mg/lần." + [1, 2] → "Uống 250 mg/lần [1][2]." */
function withMarkers(text: string, markers: readonly number[]): string {
  if (markers.length === 0) return text;
  const tags = markers.map((m) => `[${m}]`).join('');
  const end = /[.!?;:…]$/u.exec(text);
  return end ? `${text.slice(0, -end[0].length)} ${tags}${end[0]}` : `${text} ${tags}`;
}

/**
 * The answer string: the lead, one kept sentence per line, then one caption per lifted block.
 * Captions are part of the text, not only of `attachments`, so a client that shows nothing but
 * the string still says the table exists and where (ADR 0006: a consumer that ignores
 * attachments must be unable to miss the fact). Never empty.
 */
export function renderAnswer(result: PolicyResult): string {
  if (result.form === 'not_found') return NOT_FOUND_ANSWER;
  const lines = [
    ...(result.lead ? [result.lead] : []),
    ...result.sentences.map((s) => withMarkers(s.text, s.markers)),
    ...result.captions.map((c) => withMarkers(c.text, c.markers)),
  ];
  return lines.length > 0 ? lines.join('\n') : NOT_FOUND_ANSWER;
}
