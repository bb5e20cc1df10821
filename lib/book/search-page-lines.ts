import type { PageRegion } from '@/lib/schema/geometry';
import type { PageLines } from '@/lib/schema/page-lines';
import { foldDiacritics } from '@/lib/text/fold-diacritics';
import { dropSoftHyphens, lineSeparator } from '@/lib/text/join-line-text';
import { normalizeTonePlacement } from '@/lib/text/normalize-tone-placement';

/**
 * One page made searchable: its lines joined, folded, with offsets back to lines.
 * Each line's text lives only in `text` and its box in `boxes`: a record per line (its own
 * string and box array) was ~35 MB of the 96 MB heap find's index took on the 680-monograph
 * book (200,937 lines; npm run bench:memory).
 */
export interface SearchablePage {
  physical_page: number;
  /** 4 numbers per line, its bbox exactly as page-lines.jsonl gives it (f64, so unchanged). */
  boxes: Float64Array;
  /**
   * The lines joined as one paragraph's (NFC): a space between them, none after a line-end
   * hyphen, soft hyphens dropped (join-line-text.ts).
   */
  text: string;
  /** `text` diacritic-folded and lower-cased, one UTF-16 unit per unit of `text`. */
  folded: string;
  /** Offset in `text` where each line starts. */
  lineStarts: Uint32Array;
}

export interface PageLinesIndex {
  pages: SearchablePage[];
}

export interface FindHit {
  physical_page: number;
  /** Reading-order index of the line the match starts on. */
  line_index: number;
  before: string;
  match: string;
  after: string;
  /** The box of every line the match touches: what the viewer highlights. */
  regions: PageRegion[];
}

export interface FindOutcome {
  /** Every match in the book, even those past the limit. */
  total: number;
  hits: FindHit[];
}

/** Characters of context each side of a match in a snippet. */
const SNIPPET_CONTEXT = 40;

/** Each character's folded form, computed once: a book uses a few hundred distinct characters. */
const foldedChars = new Map<string, string>();

/**
 * Folds one character at a time so offsets survive: "Ư" → "u", "đ" → "d". A character whose
 * folded form is not one unit long (none in Vietnamese; a ligature, say) is kept lower-cased,
 * so the folded string always lines up with the text. Cached per character and joined once:
 * folding the 680-monograph sample's 18 M characters one normalize() call and one string
 * append each took 31 s and 418 MB on the loaded machine.
 */
function foldAligned(text: string): string {
  const out = new Array<string>(text.length);
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    let folded = foldedChars.get(ch);
    if (folded === undefined) {
      const f = foldDiacritics(ch);
      const lower = ch.toLowerCase();
      folded = f.length === 1 ? f : lower.length === 1 ? lower : ch;
      foldedChars.set(ch, folded);
    }
    out[i] = folded;
  }
  return out.join('');
}

/** Lower case and one tone placement ("hoà" = "hòa"), per word; NFC in and out, same length. */
function exactForm(text: string): string {
  const out = text.toLowerCase().replace(/\p{L}+/gu, (w) => normalizeTonePlacement(w));
  return out.length === text.length ? out : text.toLowerCase();
}

/** One page made searchable; it keeps nothing of `page`, so a loader can drop each as it goes. */
export function indexPage(page: PageLines): SearchablePage {
  const lineStarts: number[] = [];
  let text = '';
  let prev = '';
  for (const line of page.lines) {
    const printed = line.text.normalize('NFC');
    if (lineStarts.length > 0) text += lineSeparator(prev);
    lineStarts.push(text.length);
    text += dropSoftHyphens(printed);
    prev = printed;
  }
  return {
    physical_page: page.physical_page,
    boxes: Float64Array.from(page.lines.flatMap((line) => line.bbox)),
    text,
    folded: foldAligned(text),
    lineStarts: Uint32Array.from(lineStarts),
  };
}

export function indexPageLines(pages: readonly PageLines[]): PageLinesIndex {
  return { pages: pages.map(indexPage) };
}

/** The line holding `offset` (the last line starting at or before it). */
function lineAt(starts: ArrayLike<number>, offset: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The query as compared: NFC, whitespace collapsed; null when too short to be worth a search. */
export function normalizeFindQuery(query: string): string | null {
  const text = query.normalize('NFC').replace(/\s+/g, ' ').trim();
  return foldDiacritics(text).length >= 2 ? text : null;
}

/**
 * Every occurrence of `query` in the book, in page and reading order, at most `limit` returned.
 * Diacritics are optional in the query: "amoxicilin" finds "Amoxicilin" and "lieu dung" finds
 * "Liều dùng"; a query typed WITH diacritics means those diacritics ("thận" does not find
 * "than"). A match may run over a line break (lines are joined by a space, or by nothing after
 * a line-end hyphen: "NDC-Metformin" finds "NDC-" / "Metformin").
 */
export function searchPageLines(index: PageLinesIndex, query: string, limit: number): FindOutcome {
  const text = normalizeFindQuery(query);
  if (text === null) return { total: 0, hits: [] };
  const folded = foldAligned(text);
  const exact = folded === text.toLowerCase() ? null : exactForm(text);
  const hits: FindHit[] = [];
  let total = 0;
  for (const page of index.pages) {
    let from = 0;
    for (;;) {
      const at = page.folded.indexOf(folded, from);
      if (at < 0) break;
      from = at + Math.max(1, folded.length);
      // Only the matched slice is put in exact form: a third copy of the book's text in memory
      // (~18 MB of strings for the 1,668-page book) for a check a few hits need.
      if (exact !== null && exactForm(page.text.slice(at, at + folded.length)) !== exact) continue;
      total += 1;
      if (hits.length >= limit) continue;
      const end = at + folded.length;
      const first = lineAt(page.lineStarts, at);
      const last = lineAt(page.lineStarts, end - 1);
      const regions: PageRegion[] = [];
      for (let i = first; i <= last && 4 * i + 3 < page.boxes.length; i++) {
        const [x0, y0, x1, y1] = page.boxes.subarray(4 * i, 4 * i + 4);
        regions.push({ physical_page: page.physical_page, bbox: [x0!, y0!, x1!, y1!] });
      }
      const start = Math.max(0, at - SNIPPET_CONTEXT);
      hits.push({
        physical_page: page.physical_page,
        line_index: first,
        before: (start > 0 ? '…' : '') + page.text.slice(start, at).trimStart(),
        match: page.text.slice(at, end),
        after:
          page.text.slice(end, end + SNIPPET_CONTEXT).trimEnd() +
          (end + SNIPPET_CONTEXT < page.text.length ? '…' : ''),
        regions,
      });
    }
  }
  return { total, hits };
}
