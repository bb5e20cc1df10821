import type { BBox } from '@/lib/schema/geometry';
import type { Segment, TextLine } from './extract-types';
import { readFolioToken } from './read-folio-token';
import { settleFolios, type FolioReading } from './settle-folios';
import { countAtMost, countBelow } from './sorted-bounds';

/**
 * Running headers and footers, recognised across the whole book (ADR 0004's blocking defect:
 * "DTQGVN 2" + folio + drug name leaked into 12% of sections, often mid-sentence, because
 * they were never taken out of the body).
 *
 * The header names a different drug and folio on every page, so no single string or y value
 * finds it. A row of text is a running header/footer when it is the outermost row at the top
 * or bottom of its page and
 *   - its vertical position recurs on other pages (same side, within a fraction of its size),
 *   - it stands apart from the body: a ruling beside it, or a gap wider than the body's line
 *     pitch to the next row, and
 *   - it carries a folio at one end (arabic or roman) that runs in step with the folios of
 *     nearby pages, and/or text that recurs at an end of such rows on many pages ("DTQGVN 2").
 * The folio is read from that row: the numeral at an end that is not part of the recurring
 * text (the "2" of "DTQGVN 2" is not a folio).
 */

/** Only rows whose box lies in this outer fraction of the page are considered at all. */
const OUTER_BAND = 0.2;
/** Baselines within this fraction of the font size are one row (and one position across pages). */
const SAME_BASELINE = 0.35;
const SAME_POSITION = 0.5;
/**
 * A row stands apart when the next row's baseline is at least this many line pitches away
 * (measured on the sample books: running header 2.2 pitches above the body, front-matter
 * footer 1.63 under a full contents page; body paragraph and heading spacing ≤ 1.35; rows of
 * a table 1.2).
 * The pitch is the page's own (median baseline step between lines stacked in one column), not
 * the row's font size: the 8 pt rows of a table at 13.6 pt pitch are not apart from each
 * other in 9 pt body text set at 11 pt.
 */
const ISOLATION = 1.5;
/** A ruling belongs to a row when it is this close (× size) above or below it... */
const RULE_DISTANCE = 1.0;
/** ...covers at least this share of the row's width, or the row covers this share of it... */
const RULE_OVERLAP = 0.5;
/**
 * ...and runs across at least this share of the page's text block. A header rule spans the
 * page; the rule under the last row of a column-wide table at the foot of a page (the sample
 * book's cross-page tables) does not.
 */
const RULE_SPAN = 0.6;
/** End n-grams of up to this many words are compared across pages. */
const MAX_NGRAM = 3;
/**
 * Recurring text marks a running row only when it is on at least this share of all pages:
 * "DTQGVN 2" heads nearly every page; a unit such as "mg" ending the last table row of a few
 * pages does not. Front matter, whose recurring text is on few pages, is found by its folios.
 */
const TEXT_SHARE = 0.1;
/**
 * Recurring text is reported as boilerplate only when it is on at least this share of the
 * running rows of its side: "DTQGVN 2" is on nearly all of them, a drug name that heads two or
 * three pages is not (and is legitimate body text a gate must not flag).
 */
const BOILERPLATE_SHARE = 0.25;

export interface HeaderInputPage {
  physical_page: number;
  width: number;
  height: number;
  lines: readonly TextLine[];
  rulings: readonly Segment[];
}

export interface RunningHeaderPage {
  physical_page: number;
  /** The folio printed in this page's running header/footer, or null. */
  printed_page: string | null;
  /** The lines to take off the page (all lines of each running header/footer row). */
  boilerplate: TextLine[];
}

export interface RunningHeaders {
  pages: RunningHeaderPage[];
  /** Text recurring across running headers/footers ("DTQGVN 2"); folios and drug names excluded. */
  boilerplate_strings: string[];
}

type Side = 'top' | 'bottom';

interface Row {
  lines: TextLine[];
  baseline: number;
  size: number;
  bbox: BBox;
  tokens: string[];
}

interface Candidate {
  page: number;
  side: Side;
  row: Row;
  isolated: boolean;
  ruled: boolean;
  ngrams: { key: string; from: number; to: number }[];
}

function rowsOf(lines: readonly TextLine[]): Row[] {
  const sorted = [...lines].sort((a, b) => a.baseline - b.baseline);
  const rows: Row[] = [];
  for (const line of sorted) {
    const last = rows[rows.length - 1];
    if (
      last &&
      Math.abs(line.baseline - last.baseline) <= SAME_BASELINE * Math.max(last.size, line.font_size)
    ) {
      last.lines.push(line);
      last.size = Math.max(last.size, line.font_size);
      last.bbox = [
        Math.min(last.bbox[0], line.bbox[0]),
        Math.min(last.bbox[1], line.bbox[1]),
        Math.max(last.bbox[2], line.bbox[2]),
        Math.max(last.bbox[3], line.bbox[3]),
      ];
    } else {
      rows.push({
        lines: [line],
        baseline: line.baseline,
        size: line.font_size,
        bbox: [...line.bbox],
        tokens: [],
      });
    }
  }
  for (const row of rows) row.lines.sort((a, b) => a.bbox[0] - b.bbox[0]);
  return rows;
}

/** A row's words, read only for the rows that are candidates (the top and bottom ones). */
function withTokens(row: Row): Row {
  row.tokens = row.lines
    .map((l) => l.text)
    .join(' ')
    .split(/\s+/)
    .filter((t) => t.length > 0);
  return row;
}

function hasRuleBeside(row: Row, rulings: readonly Segment[], blockWidth: number): boolean {
  const width = row.bbox[2] - row.bbox[0];
  return rulings.some((r) => {
    if (r.orientation !== 'horizontal') return false;
    if (r.bbox[2] - r.bbox[0] < RULE_SPAN * blockWidth) return false;
    const y = (r.bbox[1] + r.bbox[3]) / 2;
    const reach = RULE_DISTANCE * row.size;
    if (y < row.bbox[1] - reach || y > row.bbox[3] + reach) return false;
    const overlap = Math.min(r.bbox[2], row.bbox[2]) - Math.max(r.bbox[0], row.bbox[0]);
    const ruleWidth = r.bbox[2] - r.bbox[0];
    return overlap >= RULE_OVERLAP * Math.min(width, ruleWidth) && overlap > 0;
  });
}

/** Word n-grams anchored at either end of the row that contain a letter (text, not a number). */
function endNgrams(tokens: readonly string[]): { key: string; from: number; to: number }[] {
  const out: { key: string; from: number; to: number }[] = [];
  const seen = new Set<string>();
  const n = tokens.length;
  for (let k = 1; k <= Math.min(MAX_NGRAM, n); k++) {
    for (const [from, to] of [
      [0, k],
      [n - k, n],
    ] as const) {
      const words = tokens.slice(from, to);
      if (!words.some((w) => /\p{L}/u.test(w))) continue;
      const key = words.join(' ');
      const id = `${from}:${to}`;
      if (seen.has(id)) continue;
      seen.add(id);
      out.push({ key, from, to });
    }
  }
  return out;
}

/** Median baseline step from each line to the nearest line below it that it overlaps in x. */
function linePitch(lines: readonly TextLine[]): number | null {
  // For each line, the nearest baseline below it (past SAME_BASELINE) of a line it overlaps in
  // x. Scanned in baseline order, the first such line is the nearest: every pair was compared
  // before, O(n²) a page (~0.2 s of the 680-monograph book's main thread).
  const byBaseline = [...lines].sort((a, b) => a.baseline - b.baseline);
  const steps: number[] = [];
  for (const a of lines) {
    const floor = SAME_BASELINE * a.font_size;
    let lo = 0;
    let hi = byBaseline.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (byBaseline[mid]!.baseline - a.baseline <= floor) lo = mid + 1;
      else hi = mid;
    }
    for (let k = lo; k < byBaseline.length; k++) {
      const b = byBaseline[k]!;
      if (Math.min(a.bbox[2], b.bbox[2]) - Math.max(a.bbox[0], b.bbox[0]) <= 0) continue;
      steps.push(b.baseline - a.baseline);
      break;
    }
  }
  if (steps.length === 0) return null;
  steps.sort((x, y) => x - y);
  return steps[Math.floor(steps.length / 2)]!;
}

function candidatesOf(page: HeaderInputPage): Candidate[] {
  const rows = rowsOf(page.lines);
  const out: Candidate[] = [];
  const pitch = linePitch(page.lines);
  const blockWidth =
    Math.max(...page.lines.map((l) => l.bbox[2])) - Math.min(...page.lines.map((l) => l.bbox[0]));
  const make = (row: Row, neighbour: Row | undefined, side: Side): Candidate => ({
    page: page.physical_page,
    side,
    row: withTokens(row),
    isolated:
      !neighbour ||
      Math.abs(neighbour.baseline - row.baseline) >=
        ISOLATION * (pitch ?? 1.2 * Math.max(row.size, neighbour.size)),
    ruled: hasRuleBeside(row, page.rulings, blockWidth),
    ngrams: endNgrams(row.tokens),
  });
  const top = rows[0];
  const bottom = rows[rows.length - 1];
  if (top && top.bbox[3] <= OUTER_BAND * page.height) out.push(make(top, rows[1], 'top'));
  if (bottom && bottom !== top && bottom.bbox[1] >= (1 - OUTER_BAND) * page.height)
    out.push(make(bottom, rows[rows.length - 2], 'bottom'));
  return out;
}

/** How many pages have a candidate on the same side within a fraction of its size. */
function positionCounts(cands: readonly Candidate[]): Map<Candidate, number> {
  const counts = new Map<Candidate, number>();
  for (const side of ['top', 'bottom'] as const) {
    const list = cands
      .filter((c) => c.side === side)
      .sort((a, b) => a.row.baseline - b.row.baseline);
    const baselines = list.map((c) => c.row.baseline);
    // A page has at most one candidate per side, so candidates in the window are pages.
    list.forEach((c) => {
      const tol = SAME_POSITION * c.row.size;
      counts.set(
        c,
        countAtMost(baselines, c.row.baseline + tol) - countBelow(baselines, c.row.baseline - tol),
      );
    });
  }
  return counts;
}

/** Pages on which each end n-gram occurs, per side. */
function ngramPages(cands: readonly Candidate[]): Map<string, Set<number>> {
  const pages = new Map<string, Set<number>>();
  for (const c of cands) {
    for (const g of c.ngrams) {
      const key = `${c.side}\u0000${g.key}`;
      let set = pages.get(key);
      if (!set) pages.set(key, (set = new Set()));
      set.add(c.page);
    }
  }
  return pages;
}

interface RowReading {
  /** The row's most widespread recurring end text (on two or more pages), if any. */
  recurring: { key: string; from: number; to: number; count: number } | null;
  folio: string | null;
}

/**
 * Reads a candidate row: its recurring end text and the folio at one of its ends. The folio
 * must lie outside the recurring text — the "2" of "DTQGVN 2" is not a page number.
 */
function readRow(
  c: Candidate,
  pagesPerNgram: Map<string, Set<number>>,
  pageWidth: number,
): RowReading {
  // The longer n-gram wins a tie, so "DTQGVN 2" beats "DTQGVN" and covers its "2".
  let best: RowReading['recurring'] = null;
  for (const g of c.ngrams) {
    const count = pagesPerNgram.get(`${c.side}\u0000${g.key}`)?.size ?? 0;
    if (count < 2) continue;
    if (
      !best ||
      count > best.count ||
      (count === best.count && g.to - g.from > best.to - best.from)
    )
      best = { ...g, count };
  }
  const tokens = c.row.tokens;
  const ends: { index: number; folio: string }[] = [];
  for (const index of new Set([0, tokens.length - 1])) {
    const token = tokens[index];
    if (token === undefined) continue;
    if (best && index >= best.from && index < best.to) continue;
    const folio = readFolioToken(token);
    if (folio) ends.push({ index, folio });
  }
  // Both ends numeric and free: the folio sits at the outer edge, farther from the centre.
  let folio: string | null = null;
  if (ends.length === 1) folio = ends[0]!.folio;
  else if (ends.length === 2) {
    const lineAt = (index: number) =>
      index === 0 ? c.row.lines[0]! : c.row.lines[c.row.lines.length - 1]!;
    const dist = (index: number) => {
      const b = lineAt(index).bbox;
      return Math.abs((b[0] + b[2]) / 2 - pageWidth / 2);
    };
    folio = dist(ends[0]!.index) >= dist(ends[1]!.index) ? ends[0]!.folio : ends[1]!.folio;
  }
  return { recurring: best, folio };
}

/**
 * Finds every page's running header/footer rows and the folio printed in them. Needs the
 * whole book (or at least many pages) at once: recurrence across pages is the evidence.
 */
export function findRunningHeaders(pages: readonly HeaderInputPage[]): RunningHeaders {
  const perPage = pages.map(candidatesOf);
  const all = perPage.flat();
  // Recurrence needs two pages; a one-page document can still show a ruled, numbered header.
  const minPages = Math.min(2, pages.length);
  const minTextPages = Math.max(2, Math.ceil(TEXT_SHARE * pages.length));
  const positions = positionCounts(all);
  const pagesPerNgram = ngramPages(all);
  const readings = new Map<Candidate, RowReading>();
  const folioReadings: FolioReading[] = [];
  perPage.forEach((cands, i) => {
    for (const c of cands) {
      const reading = readRow(c, pagesPerNgram, pages[i]!.width);
      readings.set(c, reading);
      if (reading.folio)
        folioReadings.push({
          physical_page: c.page,
          side: c.side,
          folio: reading.folio,
          baseline: c.row.baseline,
          size: c.row.size,
        });
    }
  });
  // Only a number that progresses with the physical page is a folio (settle-folios.ts): the
  // row may still be a running row by its recurring text, but its year or unit is no folio.
  const settled = settleFolios(folioReadings, pages.length);

  const recurring: { side: Side; key: string }[] = [];
  const rowsPerSide = { top: 0, bottom: 0 };
  const result: RunningHeaderPage[] = pages.map((page, i) => {
    const boilerplate: TextLine[] = [];
    let printed: string | null = null;
    for (const c of perPage[i]!) {
      const { recurring: text } = readings.get(c)!;
      const folio = settled.get(`${c.side}:${c.page}`) ?? null;
      const recursInPlace = (positions.get(c) ?? 1) >= minPages;
      const apart = c.isolated || c.ruled;
      const textMarked = text !== null && text.count >= minTextPages;
      const folioMarked = folio !== null;
      if (!(recursInPlace && apart && (textMarked || folioMarked))) continue;
      boilerplate.push(...c.row.lines);
      if (printed === null) printed = folio;
      rowsPerSide[c.side]++;
      if (text) recurring.push({ side: c.side, key: text.key });
    }
    return { physical_page: page.physical_page, printed_page: printed, boilerplate };
  });
  const strings = new Set<string>();
  for (const { side, key } of recurring) {
    const count = pagesPerNgram.get(`${side}\u0000${key}`)?.size ?? 0;
    if (count >= Math.max(minTextPages, BOILERPLATE_SHARE * rowsPerSide[side])) strings.add(key);
  }
  return { pages: result, boilerplate_strings: [...strings].sort() };
}
