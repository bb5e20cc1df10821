import type { Span } from './extract-types';
import { isWhitespaceCode } from './count-inked-chars';
import { findWordGap } from './find-word-gap';
import { distanceAcross, glyphSize, glyphStart } from './glyph-geometry';
import type { Glyph } from './read-glyphs';
import { joinSpacingAccentGlyphs } from './join-spacing-accent-glyphs';
import { attachOrphanMarks, repairGlyphText, type LegacyEncoding } from './repair-glyph-text';
import { moveMisplacedTone } from '@/lib/text/move-misplaced-tone';
import { spanBox } from './span-box';

/** What building spans needs to know of a font. */
export interface GlyphFont {
  font: string;
  bold: boolean;
  italic: boolean;
  ascent: number;
  descent: number;
  encoding: LegacyEncoding;
  /** A ".Vn…H" face: its lower-case codes draw capitals. */
  capitals: boolean;
}

/** A glyph this far (em) from where the pen stopped starts a new span (a column, a cell). */
const RUN_BREAK_EM = 0.6;
/** Baselines further apart than this (em) are not one run. */
const BASELINE_BREAK_EM = 0.1;
/** A run with fewer gaps than this borrows the page's gap distribution for its font size. */
const MIN_OWN_GAPS = 8;

interface Placed {
  text: string;
  glyph: Glyph;
  /** Only whitespace (a space glyph, or nothing drawn as text). */
  space: boolean;
  /** Position along the run's direction, page points. */
  start: number;
  end: number;
  size: number;
}

function isSpaceText(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (!isWhitespaceCode(text.charCodeAt(i))) return false;
  return true;
}

function placed(glyph: Glyph, text: string): Placed {
  const start = glyphStart(glyph);
  return {
    text,
    glyph,
    space: isSpaceText(text),
    start,
    end: start + glyph.advance,
    size: glyphSize(glyph),
  };
}

function sameRun(prev: Placed, next: Placed): boolean {
  if (prev.glyph.fontId !== next.glyph.fontId) return false;
  if (Math.abs(prev.size - next.size) > 0.01 * prev.size) return false;
  if (Math.abs(distanceAcross(prev.glyph, next.glyph)) > BASELINE_BREAK_EM * prev.size)
    return false;
  const gap = (next.start - prev.end) / prev.size;
  return gap > -RUN_BREAK_EM && gap < RUN_BREAK_EM;
}

function gapsOf(run: readonly Placed[]): number[] {
  const gaps: number[] = [];
  for (let i = 1; i < run.length; i++) {
    const a = run[i - 1]!;
    const b = run[i]!;
    if (a.space || b.space) continue;
    gaps.push((b.start - a.end) / a.size);
  }
  return gaps;
}

function toSpan(run: readonly Placed[], threshold: number, font: GlyphFont): Span | null {
  let first: Placed | undefined;
  let last: Placed | undefined;
  let text = '';
  for (let i = 0; i < run.length; i++) {
    const p = run[i]!;
    const prev = run[i - 1];
    if (p.space) {
      text += ' ';
      continue;
    }
    first ??= p;
    last = p;
    if (prev && !prev.space && (p.start - prev.end) / prev.size > threshold) text += ' ';
    text += p.text;
  }
  if (!first || !last) return null;
  text = text.replace(/\s+/gu, ' ').trim();
  if (!text) return null;
  const width = Math.max(0, last.end - first.start);
  return {
    text,
    font: font.font,
    bold: font.bold,
    italic: font.italic,
    size: first.size,
    baseline: first.glyph.matrix[5],
    bbox: spanBox(first.glyph.matrix, width, font.ascent, font.descent),
  };
}

/**
 * A page's glyphs → spans, repaired at the glyph level: each glyph's text is repaired (see
 * repair-glyph-text.ts), orphan mark glyphs and spacing-accent glyphs join their letter, then glyphs are cut into runs
 * (one font and size, one baseline, the pen moving on) and each run's words are parted by its
 * own gap distribution (find-word-gap.ts). Glyph advances are the font's own, so a repaired
 * span is exactly as wide as what is drawn.
 */
export function buildGlyphSpans(
  glyphs: readonly Glyph[],
  fontOf: (id: string) => GlyphFont,
): Span[] {
  const texts = joinSpacingAccentGlyphs(
    attachOrphanMarks(
      glyphs.map((g) => {
        const font = fontOf(g.fontId);
        return repairGlyphText(g.text, font.encoding, font.capitals);
      }),
    ),
    glyphs,
  );
  // A glyph whose text a mark glyph joined reads as nothing where the font gave it text.
  const joinedMarks = texts.some((t, i) => t === '' && glyphs[i]!.text !== '');
  const runs: Placed[][] = [];
  let current: Placed[] = [];
  for (let i = 0; i < glyphs.length; i++) {
    const p = placed(glyphs[i]!, texts[i]!);
    // A joined mark glyph reads as nothing; it keeps no place of its own in the text.
    if (!p.text) continue;
    const prev = current[current.length - 1];
    if (prev && !sameRun(prev, p)) {
      runs.push(current);
      current = [];
    }
    current.push(p);
  }
  if (current.length > 0) runs.push(current);

  // Short runs (a table cell, a heading) borrow the word gaps of the page's runs of their size.
  const pooled = new Map<number, number[]>();
  const ownGaps = runs.map(gapsOf);
  for (let r = 0; r < runs.length; r++) {
    const key = Math.round(runs[r]![0]!.size * 2);
    const list = pooled.get(key) ?? [];
    for (const gap of ownGaps[r]!) list.push(gap);
    pooled.set(key, list);
  }
  const pooledGap = new Map<number, number>();
  const spans: Span[] = [];
  for (let r = 0; r < runs.length; r++) {
    const run = runs[r]!;
    const own = ownGaps[r]!;
    let threshold: number;
    if (own.length >= MIN_OWN_GAPS) threshold = findWordGap(own);
    else {
      const key = Math.round(run[0]!.size * 2);
      threshold = pooledGap.get(key) ?? findWordGap(pooled.get(key) ?? own);
      pooledGap.set(key, threshold);
    }
    const span = toSpan(run, threshold, fontOf(run[0]!.glyph.fontId));
    if (!span) continue;
    // A mark glyph joined by position may have found the vowel before the one it sits on.
    if (joinedMarks) span.text = span.text.replace(/[\p{L}\p{M}]+/gu, moveMisplacedTone);
    spans.push(span);
  }
  return spans;
}
