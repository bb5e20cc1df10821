import type { FontStyle } from '../content/content-types';

/** Font metrics the layout needs. Widths come from the same font program pdfkit embeds, so the
 * positions written to truth are the positions drawn. */
export interface TextMeasurer {
  width(text: string, style: FontStyle, size: number): number;
  /** Ascender and descender per point of size (descender positive, below the baseline). */
  ascent(style: FontStyle): number;
  descent(style: FontStyle): number;
  /** True if every character of `text` has a glyph in the face. */
  covers(text: string, style: FontStyle): boolean;
}

/** The slice of pdfkit's font object we read; pdfkit's typings do not expose it. */
export interface PdfkitFontInternals {
  ascender: number;
  descender: number;
  font: { hasGlyphForCodePoint(codePoint: number): boolean };
}

export interface PdfkitLike {
  font(name: string): PdfkitLike;
  fontSize(size: number): PdfkitLike;
  widthOfString(text: string): number;
}

/**
 * A measurer over a pdfkit document with the four faces registered under `fontNames`. Widths are
 * cached per face, size and word: the 680-monograph book measures millions of words, nearly all
 * repeats.
 */
export function createPdfkitMeasurer(
  doc: PdfkitLike,
  fontNames: Record<FontStyle, string>,
  internals: (doc: PdfkitLike) => PdfkitFontInternals,
): TextMeasurer {
  // One map per face and size: building a "style|size|word" key for every lookup cost more than
  // the lookup itself on the 680-monograph book.
  const caches = new Map<string, Map<string, number>>();
  const metrics = new Map<FontStyle, PdfkitFontInternals>();
  let current = '';
  const select = (style: FontStyle, size: number): void => {
    const key = `${style}|${size}`;
    if (key !== current) {
      doc.font(fontNames[style]).fontSize(size);
      current = key;
    }
  };
  const fontOf = (style: FontStyle): PdfkitFontInternals => {
    let m = metrics.get(style);
    if (!m) {
      select(style, 10);
      m = internals(doc);
      metrics.set(style, m);
    }
    return m;
  };
  return {
    width(text, style, size) {
      const face = `${style}|${size}`;
      let cache = caches.get(face);
      if (!cache) {
        cache = new Map();
        caches.set(face, cache);
      }
      let w = cache.get(text);
      if (w === undefined) {
        select(style, size);
        w = doc.widthOfString(text);
        cache.set(text, w);
      }
      return w;
    },
    ascent: (style) => fontOf(style).ascender / 1000,
    descent: (style) => -fontOf(style).descender / 1000,
    covers(text, style) {
      const font = fontOf(style).font;
      for (const ch of text) {
        const cp = ch.codePointAt(0) ?? 0;
        if (cp === 32) continue;
        if (!font.hasGlyphForCodePoint(cp)) return false;
      }
      return true;
    },
  };
}
