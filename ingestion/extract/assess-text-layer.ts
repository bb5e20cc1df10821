import { LONG_TOKEN_LETTERS } from '@/lib/text/is-readable-token';
import { formatPageRanges, formatPages } from '../gates/format-page-ranges';
import { formatPercent, formatShare } from '../gates/format-share';
import {
  addDefects,
  addFontTokens,
  countAllDefects,
  NO_DEFECTS,
  NO_FONT_TOKENS,
  type FontHealth,
  type PageHealth,
} from './measure-text-health';

/** One font over the whole book: its per-page health summed, and where it draws. */
export interface BookFontHealth extends FontHealth {
  /** 0-based physical pages the font draws text on. */
  pages: number[];
  /** Pages where something is left after repair (any of `left`, or unmapped glyphs). */
  bad_pages: number[];
}

export interface BookTextHealth {
  fonts: BookFontHealth[];
  pages: number;
  /** Pages read glyph by glyph because their text layer needed repair. */
  repaired_pages: number[];
  /** Pages whose words pdf.js ran together (the glyph-level word gaps part them again). */
  ran_together_pages: number[];
  /** Pages where pdf.js spelled letter-spaced text out one letter a word (re-read by glyphs). */
  letter_spaced_pages: number[];
  tokens: number;
  readable: number;
  letters: number;
  long_letters: number;
  /** Pages (0-based) with ≥ MIN_PAGE_TOKENS tokens and a readable share under the floor. */
  unreadable_pages: number[];
  /** Tokens, and readable ones, on the unreadable pages: the share their refusal prints. */
  unreadable_pages_tokens: number;
  unreadable_pages_readable: number;
  /** Pages (0-based) whose letters are more than the ceiling inside run-together tokens. */
  glued_pages: number[];
  /** Letters, and those in run-together tokens, on the glued pages: the share their refusal prints. */
  glued_pages_letters: number;
  glued_pages_long_letters: number;
}

/**
 * Thresholds, from measurement. Readable share (valid syllables or Latin words over letter
 * tokens): the real book's converted text scores 0.997–1.000 per file and ≥ 0.986 per
 * monograph, the clean sample book 1.000; a scan's bad OCR layer or a wrong encoding scores far
 * lower. Run-together letters (tokens over 24 letters): 0.0004 on the real text, 0 on the sample,
 * ~0.8 on the glued defect book before repair.
 */
export const MIN_READABLE_SHARE = 0.6;
export const MAX_LONG_LETTER_SHARE = 0.05;
/** A page with fewer tokens than this (a title page, a table) is not judged on its own. */
export const MIN_PAGE_TOKENS = 40;
/**
 * A font with fewer judged tokens than this over the whole book (a few Latin names in italics)
 * is not judged on its own: the defect books' broken faces carry 1,000–9,000.
 */
export const MIN_FONT_TOKENS = 200;
/**
 * Fewer unrepaired characters than this in a font are not refused here: the chunk gate
 * (unreadable_characters_in_chunk) fails the ingest if any reaches a chunk. Measured: one "ộ"
 * drawn in Helvetica (not in WinAnsi) reads as a control character; the defect books carry
 * 245–9,201 per font.
 */
export const MIN_REFUSED_CHARACTERS = 20;
/**
 * Diacritics a font's Unicode map dropped (read-token-spelling.ts). Marks: more than half the
 * syllables whose rhyme needs one written without it (0 of 280,122 on the 680-monograph sample,
 * 0 in the real book's text; all of them on a book whose map drops the marks). Tones: under a
 * fifth of the words with ă, â, ê, ô, ơ, ư or đ carrying one (0.78–0.83 measured), judged on a
 * font with at least MIN_TONE_WORDS of them.
 */
export const MAX_BARE_SHARE = 0.5;
export const MIN_TONED_SHARE = 0.2;
export const MIN_TONE_WORDS = 100;

export function summariseTextHealth(pages: readonly PageHealth[]): BookTextHealth {
  const fonts = new Map<string, BookFontHealth>();
  const book: BookTextHealth = {
    fonts: [],
    pages: pages.length,
    repaired_pages: [],
    ran_together_pages: [],
    letter_spaced_pages: [],
    tokens: 0,
    readable: 0,
    letters: 0,
    long_letters: 0,
    unreadable_pages: [],
    unreadable_pages_tokens: 0,
    unreadable_pages_readable: 0,
    glued_pages: [],
    glued_pages_letters: 0,
    glued_pages_long_letters: 0,
  };
  for (const page of [...pages].sort((a, b) => a.physical_page - b.physical_page)) {
    const p = page.physical_page;
    if (page.repaired) book.repaired_pages.push(p);
    if (page.ran_together) book.ran_together_pages.push(p);
    if (page.letter_spaced) book.letter_spaced_pages.push(p);
    book.tokens += page.tokens;
    book.readable += page.readable;
    book.letters += page.letters;
    book.long_letters += page.long_letters;
    if (page.tokens >= MIN_PAGE_TOKENS && page.readable / page.tokens < MIN_READABLE_SHARE) {
      book.unreadable_pages.push(p);
      book.unreadable_pages_tokens += page.tokens;
      book.unreadable_pages_readable += page.readable;
    }
    if (page.letters > 0 && page.long_letters / page.letters > MAX_LONG_LETTER_SHARE) {
      book.glued_pages.push(p);
      book.glued_pages_letters += page.letters;
      book.glued_pages_long_letters += page.long_letters;
    }
    for (const f of page.fonts) {
      let b = fonts.get(f.font);
      if (!b) {
        b = {
          font: f.font,
          glyphs: 0,
          ...NO_DEFECTS,
          unmapped: 0,
          symbol: 0,
          legacy: f.legacy,
          left: NO_DEFECTS,
          pua_range: null,
          ...NO_FONT_TOKENS,
          pages: [],
          bad_pages: [],
        };
        fonts.set(f.font, b);
      }
      b.glyphs += f.glyphs;
      addFontTokens(b, f);
      Object.assign(b, addDefects(b, f));
      b.unmapped += f.unmapped;
      b.symbol += f.symbol;
      b.left = addDefects(b.left, f.left);
      if (f.pua_range)
        b.pua_range = b.pua_range
          ? [Math.min(b.pua_range[0], f.pua_range[0]), Math.max(b.pua_range[1], f.pua_range[1])]
          : f.pua_range;
      if (b.pages[b.pages.length - 1] !== p) b.pages.push(p);
      const left = countAllDefects(f.left) + f.unmapped;
      if (left > 0 && b.bad_pages[b.bad_pages.length - 1] !== p) b.bad_pages.push(p);
    }
  }
  book.fonts = [...fonts.values()].sort((a, b) => b.glyphs - a.glyphs);
  return book;
}

const n = (x: number) => x.toLocaleString('en-US');
/** A share for the health report, which judges nothing (refusals print through formatShare). */
const pct = (a: number, b: number) => formatPercent(b > 0 ? a / b : 0);
const hex = (cp: number) => `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * What cannot be repaired, as the one line a user reads (exit 2), or null when the text layer
 * can be trusted. The first defect found wins, most specific first: a font without a Unicode
 * map, Private Use Area characters, U+FFFD/control characters, marks no letter took, spacing
 * accents no letter took, a font
 * that dropped its diacritics or its tones, words run together, then text that is not
 * Vietnamese at all.
 */
export function findTextLayerRefusal(book: BookTextHealth): string | null {
  for (const f of book.fonts) {
    if (f.unmapped >= MIN_REFUSED_CHARACTERS)
      return `font ${f.font} has no Unicode map: ${n(f.unmapped)} glyphs on ${formatPages(f.bad_pages)} cannot be read`;
  }
  for (const f of book.fonts) {
    if (f.left.pua >= MIN_REFUSED_CHARACTERS && f.pua_range) {
      const [lo, hi] = f.pua_range;
      const range = lo === hi ? hex(lo) : `${hex(lo)}–${hex(hi)}`;
      return `Private Use Area characters ${range} in font ${f.font} on ${f.bad_pages.length} ${f.bad_pages.length === 1 ? 'page' : 'pages'} (${formatPageRanges(f.bad_pages)}): the font does not say which letters they are`;
    }
  }
  for (const f of book.fonts) {
    if (f.left.replacement >= MIN_REFUSED_CHARACTERS)
      return `font ${f.font} maps ${n(f.left.replacement)} glyphs to U+FFFD or control characters on ${formatPages(f.bad_pages)}`;
  }
  for (const f of book.fonts) {
    if (f.left.marks >= MIN_REFUSED_CHARACTERS)
      return `font ${f.font} has ${n(f.left.marks)} combining marks that join no letter on ${formatPages(f.bad_pages)}`;
  }
  for (const f of book.fonts) {
    if (f.left.spacing_accents >= MIN_REFUSED_CHARACTERS)
      return `font ${f.font} writes ${n(f.left.spacing_accents)} tone marks as spacing accents (´ \` ˜ ˆ ˘) that join no letter on ${formatPages(f.bad_pages)}`;
  }
  for (const f of book.fonts) {
    if (f.bare >= MIN_REFUSED_CHARACTERS && f.bare > MAX_BARE_SHARE * f.needs_mark)
      return `font ${f.font} drops Vietnamese diacritics: ${formatShare({
        part: f.bare,
        whole: f.needs_mark,
        limit: MAX_BARE_SHARE,
        side: 'ceiling',
        what: `of its ${n(f.needs_mark)} words whose spelling needs a mark (người, thuốc, liều) have none`,
        pages: f.pages,
      })}`;
  }
  for (const f of book.fonts) {
    if (f.vietnamese_letters >= MIN_TONE_WORDS && f.toned < MIN_TONED_SHARE * f.vietnamese_letters)
      return `font ${f.font} drops Vietnamese tone marks: ${formatShare({
        part: f.toned,
        whole: f.vietnamese_letters,
        limit: MIN_TONED_SHARE,
        side: 'floor',
        what: `of its ${n(f.vietnamese_letters)} words with ă, â, ê, ô, ơ, ư or đ carry a tone (about 80% in Vietnamese text)`,
        pages: f.pages,
      })}`;
  }
  if (book.glued_pages.length > 0)
    return `words run together: ${formatShare({
      part: book.glued_pages_long_letters,
      whole: book.glued_pages_letters,
      limit: MAX_LONG_LETTER_SHARE,
      side: 'ceiling',
      what: `of letters are in tokens longer than ${LONG_TOKEN_LETTERS} letters`,
      pages: book.glued_pages,
    })} (the text layer has no word spaces)`;
  if (book.unreadable_pages.length > 0) {
    const share = formatShare({
      part: book.unreadable_pages_readable,
      whole: book.unreadable_pages_tokens,
      limit: MIN_READABLE_SHARE,
      side: 'floor',
      what: 'valid syllables',
      pages: book.unreadable_pages,
    });
    const culprits = unreadableFonts(book);
    const fonts = culprits
      .map(
        (f) =>
          `font ${f.font}: ${formatShare({ part: f.readable, whole: f.tokens, limit: MIN_READABLE_SHARE, side: 'floor', what: 'valid syllables', pages: f.pages })}`,
      )
      .join('; ');
    const legacy = culprits.map((f) => undecodedEncodingOf(f.font)).find(Boolean);
    const cause = legacy
      ? `the font's name says ${legacy}, an 8-bit Vietnamese encoding this reader does not decode`
      : 'a scan with a bad OCR layer, or an encoding this reader does not know?';
    return `the text layer is not Vietnamese: ${share}${fonts ? `; ${fonts}` : ''} (${cause})`;
  }
  // A font under the floor on pages that another font keeps above it: its headings or labels
  // are garbage all the same. Measured: a book whose bold and italic faces wrote their tones
  // as spacing accents read 78% on its pages and failed only at segmentation, naming no font.
  const font = book.fonts
    .filter(
      (f) =>
        judgedTokens(f) >= MIN_FONT_TOKENS && f.readable / judgedTokens(f) < MIN_READABLE_SHARE,
    )
    .sort((a, b) => b.tokens - a.tokens)[0];
  if (font) {
    const legacy = undecodedEncodingOf(font.font);
    const cause = legacy
      ? `the font's name says ${legacy}, an 8-bit Vietnamese encoding this reader does not decode`
      : 'its Unicode map is not the letters it draws';
    return `the text layer of font ${font.font} is not Vietnamese: ${formatShare({
      part: font.readable,
      whole: judgedTokens(font),
      limit: MIN_READABLE_SHARE,
      side: 'floor',
      what: `of its ${n(judgedTokens(font))} words are valid syllables or Latin words`,
      pages: font.pages,
    })} (${cause})`;
  }
  return null;
}

/** A font's letter tokens the readable floor judges: all but those of another script. */
const judgedTokens = (f: BookFontHealth) => f.tokens - f.foreign;

/** Fonts with enough text to judge whose own text is under the readable floor, most text first. */
function unreadableFonts(book: BookTextHealth): BookFontHealth[] {
  return book.fonts
    .filter((f) => f.tokens >= MIN_PAGE_TOKENS && f.readable / f.tokens < MIN_READABLE_SHARE)
    .sort((a, b) => b.tokens - a.tokens);
}

/**
 * Legacy 8-bit Vietnamese encodings a font's name declares and this reader does not convert
 * (TCVN3's ".Vn…" and VNI's "VNI-…" faces are: tcvn3-encoding.ts, vni-encoding.ts). Their
 * letters read as Western accented letters or controls, which the readable share catches; the
 * name tells the operator which encoding it was.
 */
const UNDECODED_ENCODINGS: readonly [RegExp, string][] = [
  [/VISCII/i, 'VISCII'],
  [/^VPS[-_ ]/i, 'VPS'],
];

export function undecodedEncodingOf(font: string): string | null {
  for (const [pattern, name] of UNDECODED_ENCODINGS) if (pattern.test(font)) return name;
  return null;
}

/** The health report `--check` prints: per font, then the book's pages. */
export function formatTextHealth(book: BookTextHealth): string {
  const lines: string[] = ['Text layer, per font:'];
  for (const f of book.fonts) {
    const raw: string[] = [];
    if (f.unmapped) raw.push(`${n(f.unmapped)} without Unicode`);
    if (f.pua) raw.push(`${n(f.pua)} Private Use Area`);
    if (f.marks) raw.push(`${n(f.marks)} combining marks`);
    if (f.ligatures) raw.push(`${n(f.ligatures)} ligatures`);
    if (f.spacing_accents) raw.push(`${n(f.spacing_accents)} spacing accents`);
    if (f.lookalikes) raw.push(`${n(f.lookalikes)} lookalike letters (ð for đ, ƣ for ư)`);
    if (f.replacement) raw.push(`${n(f.replacement)} U+FFFD/control`);
    if (f.symbol) raw.push(`${n(f.symbol)} symbol glyphs`);
    if (f.legacy) raw.push(`${f.legacy.toUpperCase()} encoding (converted)`);
    const leftCount = countAllDefects(f.left);
    const after = f.unmapped
      ? 'cannot be read'
      : leftCount > 0
        ? `${n(leftCount)} left after repair`
        : raw.length > 0
          ? 'all repaired'
          : 'clean';
    lines.push(
      `  ${f.font}: ${n(f.glyphs)} glyphs on ${formatPages(f.pages)}; ${raw.length ? raw.join(', ') : 'no defects'} — ${after}`,
    );
    if (f.needs_mark > 0 || f.vietnamese_letters > 0)
      lines.push(
        `    diacritics: ${n(f.bare)} of ${n(f.needs_mark)} words needing a mark written bare; ${pct(f.toned, f.vietnamese_letters)} of ${n(f.vietnamese_letters)} words with ă â ê ô ơ ư đ toned`,
      );
  }
  lines.push(
    `Pages: ${book.pages}; ${book.repaired_pages.length ? `${book.repaired_pages.length} read glyph by glyph to repair (${formatPageRanges(book.repaired_pages)})` : 'none needed repair'}`,
    `Tokens: ${n(book.tokens)}, ${pct(book.readable, book.tokens)} valid Vietnamese syllables or Latin words; ${pct(book.long_letters, book.letters)} of letters in run-together tokens`,
  );
  if (book.ran_together_pages.length)
    lines.push(
      `  words run together as pdf.js reads them, parted by glyph gaps: ${formatPageRanges(book.ran_together_pages)}`,
    );
  if (book.letter_spaced_pages.length)
    lines.push(
      `  letter-spaced text spelled out as pdf.js reads it, parted by glyph gaps: ${formatPageRanges(book.letter_spaced_pages)}`,
    );
  if (book.unreadable_pages.length)
    lines.push(
      `  pages under ${Math.round(MIN_READABLE_SHARE * 100)}% readable: ${formatPageRanges(book.unreadable_pages)}`,
    );
  if (book.glued_pages.length)
    lines.push(`  pages with words run together: ${formatPageRanges(book.glued_pages)}`);
  return lines.join('\n');
}
