import type { BBox } from '@/lib/schema/geometry';
import type { FlowItem, LiftedBlock } from './lift-page-blocks';

/**
 * A table broken by a column or a page is one table: one block, one region per piece, shape
 * `cross_page_continuation`, its crop the pieces stacked. Measured defect (issue 10): a table
 * continued on the next page with its header row repeated and "(tiếp theo)" above it was lifted
 * as two blocks, the second classed as a merged-header table — its descriptor and crop split
 * one table, and the second half answered without the first.
 *
 * Geometry decides: piece B continues piece A when nothing but a continuation caption stands
 * between them in reading order, B opens the next column or the next page (so A ran to the end
 * of its column), and both have the same width and column structure. Whether B repeats the
 * header row does not matter; a repeated header is dropped from the cells.
 */

/** "(tiếp theo)" / "(tiếp)" — the book's "continued" — alone or after a table title. */
const CONTINUATION_CAPTION = /\(\s*tiếp(?:\s+theo)?\s*\)\s*[.:]?$/iu;
/** Column boundaries of two pieces agree within this fraction of the table width. */
const SAME_COLUMNS = 0.04;
/** Two pieces are one table's width within this fraction. */
const SAME_WIDTH = 0.05;

export function isContinuationCaption(text: string): boolean {
  return CONTINUATION_CAPTION.test(text.normalize('NFC').trim());
}

const width = (b: BBox) => b[2] - b[0];

function sameStructure(a: LiftedBlock, b: LiftedBlock): boolean {
  const fa = a.column_fractions;
  const fb = b.column_fractions;
  if (fa.length !== fb.length || fa.length === 0) return false;
  if (!fa.every((x, i) => Math.abs(x - fb[i]!) <= SAME_COLUMNS)) return false;
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

/** How many leading rows of `b` repeat the leading rows of `a` (a repeated header). */
function repeatedRows(a: string[][], b: string[][]): number {
  let n = 0;
  while (
    n < a.length &&
    n < b.length - 1 &&
    a[n]!.length === b[n]!.length &&
    a[n]!.some((cell) => cell.length > 0) &&
    a[n]!.every((cell, i) => cell === b[n]![i])
  )
    n++;
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
      a.cells.push(...b.cells.slice(repeatedRows(a.cells, b.cells)));
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
