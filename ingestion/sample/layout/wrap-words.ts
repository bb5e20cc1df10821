import type { FontStyle, Run } from '../content/content-types';
import type { TextMeasurer } from './measure-text';

export interface Word {
  text: string;
  style: FontStyle;
  width: number;
  /** The width of a space in this word's face: the gap after it before justification. */
  space: number;
  /** Offset of the word in the paragraph's plain text (runs joined by one space). */
  start: number;
}

export interface WrappedLine {
  words: Word[];
  /** Width with natural spaces. */
  natural: number;
  /** Available width for this line (the first line may be indented). */
  available: number;
  last: boolean;
}

/** Splits runs into measured words; offsets index the plain text `runs.map(r => r.text).join(' ')`. */
export function measureWords(runs: Run[], size: number, measure: TextMeasurer): Word[] {
  const words: Word[] = [];
  let offset = 0;
  runs.forEach((run, i) => {
    if (i > 0) offset += 1;
    const space = measure.width(' ', run.style, size);
    for (const part of run.text.split(' ')) {
      if (part.length > 0) {
        words.push({
          text: part,
          style: run.style,
          width: measure.width(part, run.style, size),
          space,
          start: offset,
        });
      }
      offset += part.length + 1;
    }
    offset -= 1;
  });
  return words;
}

/**
 * Greedy line breaking, no hyphenation (Vietnamese breaks between syllables, and the book does
 * not hyphenate). A word wider than the line gets a line of its own rather than being cut.
 */
export function wrapWords(words: Word[], firstWidth: number, otherWidth: number): WrappedLine[] {
  const lines: WrappedLine[] = [];
  let current: Word[] = [];
  let natural = 0;
  const available = (): number => (lines.length === 0 ? firstWidth : otherWidth);
  for (const word of words) {
    const prev = current[current.length - 1];
    const next = prev ? natural + prev.space + word.width : word.width;
    if (prev && next > available() + 1e-6) {
      lines.push({ words: current, natural, available: available(), last: false });
      current = [word];
      natural = word.width;
    } else {
      current.push(word);
      natural = next;
    }
  }
  if (current.length > 0)
    lines.push({ words: current, natural, available: available(), last: true });
  return lines;
}

export interface PlacedWord extends Word {
  x: number;
}

/** Word positions for a line starting at `x`; justified lines spread the extra space evenly over
 * the gaps, the paragraph's last line keeps natural spacing (as the book sets it). */
export function positionWords(
  line: WrappedLine,
  x: number,
  justify: boolean,
): { words: PlacedWord[]; extra: number; right: number } {
  const gaps = line.words.length - 1;
  const extra =
    justify && !line.last && gaps > 0 ? Math.max(0, (line.available - line.natural) / gaps) : 0;
  const placed: PlacedWord[] = [];
  let cursor = x;
  line.words.forEach((w, i) => {
    placed.push({ ...w, x: cursor });
    cursor += w.width;
    if (i < gaps) cursor += w.space + extra;
  });
  return { words: placed, extra, right: cursor };
}
