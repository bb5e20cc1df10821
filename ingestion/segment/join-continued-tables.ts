import type { BBox } from '@/lib/schema/geometry';
import { foldDiacritics } from '@/lib/text/fold-diacritics';
import type { FlowItem, LiftedBlock } from './lift-page-blocks';

/**
 * A table broken by a column or a page is one table: one block, one region per piece, shape
 * `cross_page_continuation`, its crop the pieces stacked. Measured defects: a table continued on
 * the next page with its header row repeated and "(tiếp theo)" above it was lifted as two
 * blocks, the second classed as a merged-header table (issue 10); on a TeX-typeset book the
 * repeated header's cells wrapped to three lines at another width than the first page's, and the
 * table again split in two (issue 40).
 *
 * A piece is a continuation by what it is, not by how its lines break: piece B continues piece
 * A when nothing but a continuation caption stands between them in reading order, B opens the
 * next column or the next page (so A ran to the end of its column), and B has A's width and
 * A's column count and column edges. If B repeats A's header — its header cells, joined per
 * column over however many rows they take, read the same as A's once folded and stripped of
 * spaces and the hyphens a wrap leaves — the repeat is dropped from the cells, as is a caption
 * the grid took in as a row of its own.
 */

/**
 * "(tiếp theo)" / "(tiếp)" / "(tiếp theo trang trước)" — the book's "continued" — alone or after
 * a table title; or "tiếp theo trang trước" as a line of its own, a table title before it.
 */
const CONTINUATION_CAPTION =
  /(?:\(\s*tiếp(?:\s+theo(?:\s+trang\s+trước)?)?\s*\)|^(?:bảng\s+[\p{L}\p{N}.]+\s*[.:–-]?\s*)?tiếp\s+theo\s+trang\s+trước)\s*[.:]?$/iu;
/** Column edges of two pieces agree within this fraction of the table width. */
const SAME_EDGES = 0.04;
/** Two pieces are one table's width within this fraction. */
const SAME_WIDTH = 0.05;
/** A repeated header takes at most this many grid rows (a two-level header, or a wrapped one
 * whose lines the grid read as rows). */
const MAX_HEADER_ROWS = 4;

export function isContinuationCaption(text: string): boolean {
  return CONTINUATION_CAPTION.test(text.normalize('NFC').trim());
}

const width = (b: BBox) => b[2] - b[0];

/** Interior column edges as fractions of the width, left to right. */
function interiorEdges(fractions: readonly number[]): number[] {
  const edges: number[] = [];
  let at = 0;
  for (const f of fractions.slice(0, -1)) edges.push((at += f));
  return edges;
}

/** B has A's column count, column edges and width: the same grid, wherever it was drawn. */
function sameStructure(a: LiftedBlock, b: LiftedBlock): boolean {
  const fa = a.column_fractions;
  const fb = b.column_fractions;
  if (fa.length !== fb.length || fa.length === 0) return false;
  const eb = interiorEdges(fb);
  if (!interiorEdges(fa).every((x, i) => Math.abs(x - eb[i]!) <= SAME_EDGES)) return false;
  const wa = width(a.regions.at(-1)!.bbox);
  const wb = width(b.regions[0]!.bbox);
  return Math.abs(wa - wb) <= SAME_WIDTH * Math.max(wa, wb);
}

/** B's first piece opens the column after A's last piece: the next page, or to its right. */
function opensNextColumn(a: LiftedBlock, b: LiftedBlock): boolean {
  const last = a.regions.at(-1)!;
  const first = b.regions[0]!;
  if (first.physical_page === last.physical_page + 1) return true;
  if (first.physical_page !== last.physical_page) return false;
  const rightOf = first.bbox[0] >= last.bbox[2] - 1;
  const higher = first.bbox[1] < last.bbox[1];
  return rightOf && higher;
}

/**
 * A header cell's text as compared, however it wrapped: folded, lower-cased, letters and digits
 * only ("Liều mỗi lần (mg/ kg)" and "Liều mỗi lần (mg/kg)", "creati- nin" and "creatinin" agree).
 */
export function headerCellKey(text: string): string {
  return foldDiacritics(text.normalize('NFC')).replace(/[^\p{L}\p{N}]+/gu, '');
}

/** The first `n` rows' cells joined per column, as keys. */
function headerKeys(rows: readonly string[][], n: number): string[] {
  const columns = rows[0]?.length ?? 0;
  return Array.from({ length: columns }, (_, c) =>
    headerCellKey(
      rows
        .slice(0, n)
        .map((row) => row[c] ?? '')
        .join(' '),
    ),
  );
}

/**
 * How many leading rows of `b` repeat the header rows `a` opens with (0: no header repeated).
 * The most rows that match win: a two-row header repeated whole is dropped whole.
 */
export function repeatedHeaderRows(a: readonly string[][], b: readonly string[][]): number {
  const columns = a[0]?.length ?? 0;
  for (let nb = Math.min(MAX_HEADER_ROWS, b.length - 1); nb >= 1; nb--) {
    if (b.slice(0, nb).some((row) => row.length !== columns)) continue;
    const keysB = headerKeys(b, nb);
    if (keysB.every((k) => k.length === 0)) continue;
    for (let na = 1; na <= MAX_HEADER_ROWS && na < a.length; na++) {
      const keysA = headerKeys(a, na);
      if (keysA.every((k, i) => k === keysB[i])) return nb;
    }
  }
  return 0;
}

/** Leading rows of `cells` that hold nothing but a continuation caption (a row of the grid). */
function captionRows(cells: readonly string[][]): number {
  let n = 0;
  while (n < cells.length - 1) {
    const text = cells[n]!.filter((cell) => cell.trim().length > 0);
    if (text.length === 0 || !isContinuationCaption([...new Set(text)].join(' '))) break;
    n++;
  }
  return n;
}

/**
 * Joins continued tables across the flows of consecutive pages (each page's reading-order flow,
 * blocks in place). The first piece's item absorbs the rest; later pieces and the continuation
 * captions between pieces leave the flow (a caption is part of the table, not prose).
 */
export function joinContinuedTables(flows: FlowItem[][]): FlowItem[][] {
  const flat = flows.flat();
  const dropped = new Set<FlowItem>();
  for (let i = 0; i < flat.length; i++) {
    const head = flat[i]!;
    if (head.kind !== 'block' || head.block.kind !== 'table' || dropped.has(head)) continue;
    const a = head.block;
    let j = i + 1;
    for (;;) {
      const captions: FlowItem[] = [];
      let k = j;
      for (; k < flat.length; k++) {
        const item = flat[k]!;
        if (item.kind !== 'line' || !isContinuationCaption(item.line.text)) break;
        captions.push(item);
      }
      const next = flat[k];
      if (next?.kind !== 'block' || next.block.kind !== 'table') break;
      const b = next.block;
      if (!opensNextColumn(a, b) || !sameStructure(a, b)) break;
      const rows = b.cells.slice(captionRows(b.cells));
      a.cells.push(...rows.slice(repeatedHeaderRows(a.cells, rows)));
      a.regions.push(...b.regions);
      a.shape = 'cross_page_continuation';
      a.header_row = [];
      dropped.add(next);
      for (const c of captions) dropped.add(c);
      j = k + 1;
    }
  }
  return flows.map((flow) => flow.filter((item) => !dropped.has(item)));
}
