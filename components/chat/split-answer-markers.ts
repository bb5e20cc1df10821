/** A piece of one answer line: plain text, or a `[n]` citation marker. */
export type AnswerSegment = { kind: 'text'; text: string } | { kind: 'marker'; marker: number };

const MARKER = /\[(\d{1,3})\]/g;

/**
 * "Uống 500 mg [1][2]." → text, marker 1, marker 2, text. The answer route writes markers as
 * `[n]` right before the sentence's closing punctuation (lib/answer/policy/render-answer.ts);
 * anything else in brackets ("[a]", "[1-2]") stays text. Adjacent text pieces are merged.
 */
export function splitAnswerMarkers(line: string): AnswerSegment[] {
  const segments: AnswerSegment[] = [];
  let last = 0;
  for (const match of line.matchAll(MARKER)) {
    const index = match.index;
    if (index > last) segments.push({ kind: 'text', text: line.slice(last, index) });
    segments.push({ kind: 'marker', marker: Number(match[1]) });
    last = index + match[0].length;
  }
  if (last < line.length) segments.push({ kind: 'text', text: line.slice(last) });
  return segments;
}
