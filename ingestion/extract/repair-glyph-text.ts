import { decodeTcvn3 } from '@/lib/text/tcvn3-encoding';
import { decodeVni } from '@/lib/text/vni-encoding';
import { mapLookalikeLetters } from '@/lib/text/lookalike-letters';
import { composeSpacingAccents, hasSpacingAccent } from '@/lib/text/spacing-accents';
import { hasCharDefects } from './measure-text-health';

/**
 * Repairs of what a font says one glyph is, each named after the defect it undoes (issue 10).
 * They run on glyphs, before lines are measured: a glyph keeps its own advance whatever its
 * text becomes.
 */

const COMBINING = /\p{M}/u;
const ONLY_MARKS = /^\p{M}+$/u;
const LEADING_MARKS = /^(\p{M}+)(\P{M}.*)$/su;

/** U+FB00–FB06 only: ﬀ ﬁ ﬂ ﬃ ﬄ ﬅ ﬆ → ff fi fl ffi ffl st st. Other compatibility forms stay. */
export function expandLigatures(text: string): string {
  return text.replace(/[\ufb00-\ufb06]/gu, (c) => c.normalize('NFKC'));
}

/**
 * A legacy font's mark glyph maps to the mark typed before its letter ("\u0301a" for "á"):
 * move leading marks after the first letter so Unicode can compose them.
 */
export function moveLeadingMarks(text: string): string {
  const m = LEADING_MARKS.exec(text);
  if (!m) return text;
  const rest = m[2]!;
  const first = String.fromCodePoint(rest.codePointAt(0)!);
  return first + m[1] + rest.slice(first.length);
}

/** Letters and marks → one code point per letter (NFC), as the tokenizer and the truth spell them. */
export function composeMarks(text: string): string {
  return text.normalize('NFC');
}

/**
 * Symbol/Wingdings fonts draw their bullets from the Private Use Area (Symbol's U+F0B7 "•",
 * Wingdings' U+F0A7 "▪", U+F0D8 "➢"): a list bullet, never text.
 */
const SYMBOL_BULLETS = new Map([
  ['\uf0b7', '•'],
  ['\uf0a7', '•'],
  ['\uf0d8', '•'],
  ['\uf076', '•'],
  ['\uf0fc', '•'],
]);

export function mapSymbolBullets(text: string): string {
  return SYMBOL_BULLETS.get(text) ?? text;
}

export type LegacyEncoding = 'tcvn3' | 'vni' | null;

/** What one glyph's text becomes: the per-glyph repairs in order. */
export function repairGlyphText(text: string, encoding: LegacyEncoding, capitals = false): string {
  // Ligatures, PUA bullets and marks are all defects: a clean glyph of a Unicode font (nearly
  // every glyph of a book) has nothing to repair, and the book has ~6,500 glyphs a page.
  if (encoding === null && !hasCharDefects(text)) return text;
  let t = expandLigatures(text);
  if (encoding === 'tcvn3') t = decodeTcvn3(t, capitals);
  // A VNI mark glyph becomes combining marks, which attachOrphanMarks joins to its letter.
  else if (encoding === 'vni') t = decodeVni(t);
  t = mapSymbolBullets(t);
  t = mapLookalikeLetters(t);
  // Before the marks are composed: a tone mapped as a combining mark after a shape mapped as a
  // spacing accent ("aˆ\u0309" for "ẩ") composes only once the accent is on its letter.
  if (hasSpacingAccent(t)) t = composeSpacingAccents(t);
  if (COMBINING.test(t)) t = composeMarks(moveLeadingMarks(t));
  return t;
}

/**
 * Marks drawn as glyphs of their own (a zero-width accent glyph beside its letter) join a
 * letter. Unicode's order (mark after its letter) is preferred; a mark with no letter before it
 * in its word (legacy fonts type the accent first) joins the letter after it. The mark glyph then
 * reads as nothing and keeps its place, so advances stay true. The texts, one per glyph, are
 * changed in place and returned.
 */
export function attachOrphanMarks(texts: string[]): string[] {
  // The glyph a mark joins backwards: the last one with text (an earlier mark glyph of the same
  // letter is empty by now: "e", "\u0302", "\u0323" is one letter).
  let last = -1;
  for (let i = 0; i < texts.length; i++) {
    const t = texts[i]!;
    // A text with no defect has no mark (the cheap test first: nearly every glyph is clean).
    if (!t || !hasCharDefects(t) || !ONLY_MARKS.test(t)) {
      if (t) last = i;
      continue;
    }
    const prev = last >= 0 ? texts[last]! : '';
    const next = texts[i + 1] ?? '';
    if (/\p{L}\p{M}*$/u.test(prev)) {
      texts[last] = composeMarks(prev + t);
      texts[i] = '';
    } else if (/^\p{L}/u.test(next)) {
      const first = String.fromCodePoint(next.codePointAt(0)!);
      texts[i + 1] = composeMarks(first + t + next.slice(first.length));
      texts[i] = '';
    }
  }
  return texts;
}
