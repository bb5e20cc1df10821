import { composeSpacingAccent, markOfSpacingAccent } from '@/lib/text/spacing-accents';
import { distanceAcross, glyphSize, glyphStart } from './glyph-geometry';
import type { Glyph } from './read-glyphs';

/** A neighbour this far (em) from the accent still touches it: a hair of rounding. */
const TOUCH_EM = 0.05;
/** An accent drawn higher or lower than its letter (a raised mark glyph) stays within this (em). */
const ACROSS_EM = 1;

function extent(glyph: Glyph): [number, number] {
  const start = glyphStart(glyph);
  return [start, start + glyph.advance];
}

/**
 * A tone drawn as a glyph of its own whose font maps it to a spacing accent (a mark glyph named
 * "grave" reads U+0060: "ngươ`i") joins the letter it is drawn on. Which letter is read from
 * where the glyphs stand along the line: the neighbour the accent overlaps most, the one before
 * it on a tie (Unicode's order; a zero-width accent touches both); a neighbour further than a
 * hair away is not drawn under it, and an accent that makes no Vietnamese letter with its
 * neighbour (a prime after "N", a backtick) stays text. The accent glyph then reads as nothing
 * and keeps its place, so advances stay true. `texts` (one per glyph, already repaired) are
 * changed in place and returned.
 */
export function joinSpacingAccentGlyphs(texts: string[], glyphs: readonly Glyph[]): string[] {
  for (let i = 0; i < texts.length; i++) {
    const accent = texts[i]!;
    if (!markOfSpacingAccent(accent)) continue;
    const glyph = glyphs[i]!;
    const [start, end] = extent(glyph);
    const size = glyphSize(glyph) || 1;
    const hair = TOUCH_EM * size;
    const overlap = (j: number): number | null => {
      const other = glyphs[j];
      if (!other || !texts[j]) return null;
      // Another line's glyph can stand at the same x: only a glyph on the accent's line counts.
      if (Math.abs(distanceAcross(glyph, other)) > ACROSS_EM * size) return null;
      const [s, e] = extent(other);
      const o = Math.min(e, end + hair) - Math.max(s, start - hair);
      return o > 0 ? o : null;
    };
    let prev = i - 1;
    while (prev >= 0 && !texts[prev]) prev--;
    const next = i + 1 < texts.length ? i + 1 : -1;
    const candidates = [
      { j: prev, o: prev >= 0 ? overlap(prev) : null },
      { j: next, o: next >= 0 ? overlap(next) : null },
    ]
      .filter((c): c is { j: number; o: number } => c.o !== null)
      .sort((a, b) => b.o - a.o || a.j - b.j);
    for (const { j } of candidates) {
      const composed = composeSpacingAccent(texts[j]!, accent);
      if (!composed) continue;
      texts[j] = composed;
      texts[i] = '';
      break;
    }
  }
  return texts;
}
