import { isTcvn3CapitalsFont, isTcvn3FontName } from '@/lib/text/tcvn3-encoding';
import { isVniFontName } from '@/lib/text/vni-encoding';
import { isSpacingAccentCode } from '@/lib/text/spacing-accents';
import { buildGlyphSpans, type GlyphFont } from './build-glyph-spans';
import { countInkedCodePoints } from './count-inked-chars';
import { countSpacedLetters } from './count-spaced-letters';
import type { Span } from './extract-types';
import {
  addDefects,
  countAllDefects,
  countCharDefects,
  hasCharDefects,
  isSymbolFont,
  addFontTokens,
  addTokenCounts,
  NO_DEFECTS,
  NO_FONT_TOKENS,
  noTokenCounts,
  TOKEN_COUNT_KEYS,
  type TokenCounts,
  puaRange,
  type FontHealth,
  type PageHealth,
} from './measure-text-health';
import type { Glyph } from './read-glyphs';
import type { LegacyEncoding } from './repair-glyph-text';

/** What the page reader knows of one pdf.js font. */
export interface PageFont {
  font: string;
  bold: boolean;
  italic: boolean;
  ascent: number;
  descent: number;
  /** A composite font with no ToUnicode map: pdf.js reads its raw glyph codes as text. */
  unmapped: boolean;
}

function isLoneSpacingAccent(text: string): boolean {
  const t = text.trim();
  return t.length === 1 && isSpacingAccentCode(t.charCodeAt(0));
}

/** A page whose letters are more than this share run together is read glyph by glyph. */
const LONG_LETTERS_REREAD = 0.05;

export function legacyEncodingOf(font: string): LegacyEncoding {
  if (isTcvn3FontName(font)) return 'tcvn3';
  return isVniFontName(font) ? 'vni' : null;
}

export interface PageTextLayerInput {
  physical_page: number;
  /** pdf.js text items: raw text (before any normalisation) and font id. */
  items: readonly { str: string; fontName: string }[];
  /** The spans built from those items (the path every clean page takes). */
  spans: Span[];
  fontOf: (id: string) => PageFont;
  /** The page's glyphs from its operator list, read only when the page needs repair. */
  readGlyphs: () => Glyph[];
  /** Read glyph by glyph whatever the page shows (a book whose other pages run words together). */
  forceGlyphs?: boolean;
}

/**
 * Token counts of texts joined by newlines (tokens never cross them), in all and per font: the
 * font that makes a page unreadable is named in the refusal.
 */
function measureTexts(texts: readonly { text: string; font: string }[]): TokenCounts & {
  byFont: Map<string, TokenCounts>;
} {
  const byFont = new Map<string, TokenCounts>();
  for (const { text, font } of texts) {
    let f = byFont.get(font);
    if (!f) byFont.set(font, (f = noTokenCounts()));
    addTokenCounts(text, f);
  }
  const all = noTokenCounts();
  for (const f of byFont.values()) for (const key of TOKEN_COUNT_KEYS) all[key] += f[key];
  return { ...all, byFont };
}

/**
 * Measures a page's text layer and, when it carries a defect a repair can undo (decomposed or
 * misplaced marks, compatibility ligatures, a legacy 8-bit Vietnamese encoding, Symbol bullets,
 * words run together, a tracked title spelled out letter by letter), rebuilds its spans glyph by glyph with the repairs applied. A clean page
 * keeps pdf.js's spans untouched, so a clean book reads exactly as before.
 */
export function readPageTextLayer(input: PageTextLayerInput): {
  spans: Span[];
  health: PageHealth;
} {
  const byFont = new Map<string, FontHealth>();
  const symbolFonts = new Set<string>();
  let needsRepair = input.forceGlyphs === true;
  for (const item of input.items) {
    const meta = input.fontOf(item.fontName);
    let health = byFont.get(meta.font);
    if (!health) {
      health = {
        font: meta.font,
        glyphs: 0,
        ...NO_DEFECTS,
        unmapped: 0,
        symbol: 0,
        legacy: legacyEncodingOf(meta.font),
        left: NO_DEFECTS,
        pua_range: null,
        ...NO_FONT_TOKENS,
      };
      byFont.set(meta.font, health);
      if (isSymbolFont(meta.font)) symbolFonts.add(meta.font);
    }
    const chars = countInkedCodePoints(item.str);
    const symbol = symbolFonts.has(meta.font);
    health.glyphs += chars;
    if (meta.unmapped) health.unmapped += chars;
    if (symbol) health.symbol += chars;
    if (hasCharDefects(item.str)) {
      let defects = countCharDefects(item.str);
      // A legacy encoding's 8-bit codes are letters of their own (TCVN3's 0xD0 is "é").
      if (health.legacy && defects.lookalikes > 0) defects = { ...defects, lookalikes: 0 };
      Object.assign(health, addDefects(health, defects));
      // A lone spacing accent item may be a tone pdf.js split off its letter; only the glyphs'
      // positions tell (build-glyph-spans.ts). A prime after a digit is no defect.
      if (countAllDefects(defects) > 0 || isLoneSpacingAccent(item.str)) needsRepair = true;
    }
    if (health.legacy || symbol) needsRepair = true;
  }
  const raw = measureTexts(
    input.items.map((item) => ({ text: item.str, font: input.fontOf(item.fontName).font })),
  );
  const ranTogether = raw.letters > 0 && raw.long_letters / raw.letters > LONG_LETTERS_REREAD;
  if (ranTogether) needsRepair = true;
  const letterSpaced = input.items.some((item) => countSpacedLetters(item.str) > 0);
  if (letterSpaced) needsRepair = true;

  let spans = input.spans;
  if (needsRepair) {
    const fonts = new Map<string, GlyphFont>();
    spans = buildGlyphSpans(input.readGlyphs(), (id) => {
      let f = fonts.get(id);
      if (!f) {
        const meta = input.fontOf(id);
        f = {
          ...meta,
          encoding: legacyEncodingOf(meta.font),
          capitals: isTcvn3CapitalsFont(meta.font),
        };
        fonts.set(id, f);
      }
      return f;
    });
  }

  // A page left as pdf.js read it has the same tokens as its raw text; a repaired one is
  // measured again on what the repair made of it.
  const final = needsRepair ? measureTexts(spans) : raw;
  for (const [font, m] of final.byFont) {
    const health = byFont.get(font);
    if (!health) continue;
    addFontTokens(health, m);
  }
  for (const span of spans) {
    const health = byFont.get(span.font);
    if (!health || !hasCharDefects(span.text)) continue;
    health.left = addDefects(health.left, countCharDefects(span.text));
    const range = puaRange(span.text);
    if (range)
      health.pua_range = health.pua_range
        ? [Math.min(health.pua_range[0], range[0]), Math.max(health.pua_range[1], range[1])]
        : range;
  }
  return {
    spans,
    health: {
      physical_page: input.physical_page,
      fonts: [...byFont.values()],
      tokens: final.tokens,
      readable: final.readable,
      letters: final.letters,
      long_letters: final.long_letters,
      repaired: needsRepair,
      ran_together: ranTogether,
      letter_spaced: letterSpaced,
    },
  };
}
