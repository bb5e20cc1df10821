import { blockSchema } from '@/lib/schema/block';
import { chunkSchema, type Chunk } from '@/lib/schema/chunk';
import { monographSchema } from '@/lib/schema/monograph';
import type { PageRecord } from '@/lib/schema/page';
import { folioNumber, type SegmentedBook } from '../segment/segment-book';
import { gateResult, type GateResult } from './gate-result';

/**
 * The gates only the whole ingest can see, beside the chunk stage's (runGates):
 * - monograph_page_without_folio: a page a monograph covers, or a block's page, prints no
 *   arabic folio — its citations would have no printed page (never guessed from an offset);
 * - block_outside_section: a table/formula met before its monograph's first section;
 * - record_fails_schema: a chunk, block or monograph the shared zod schemas refuse.
 */
export function checkIngestRecords(
  book: SegmentedBook,
  chunks: readonly Chunk[],
  pages: readonly PageRecord[],
): GateResult[] {
  const monographPages = new Set<number>();
  for (const m of book.monographs) {
    for (let p = m.source_page_range[0]; p <= m.source_page_range[1]; p++) monographPages.add(p);
  }
  const withoutFolio = pages
    .filter((p) => monographPages.has(p.physical_page) && folioNumber(p.printed_page) === null)
    .map(
      (p) => `physical page ${p.physical_page + 1}: no arabic folio read in the monograph range`,
    );
  const schemaFailures = [
    ...chunks
      .filter((c) => !chunkSchema.safeParse(c).success)
      .map((c) => `chunk ${c.chunk_id}: fails chunk schema v4`),
    ...book.blocks
      .filter((b) => !blockSchema.safeParse(b).success)
      .map((b) => `block ${b.block_id}: fails block schema`),
    ...book.monographs
      .filter((m) => !monographSchema.safeParse(m).success)
      .map((m) => `monograph ${m.drug_id}: fails monograph schema`),
  ];
  return [
    gateResult('monograph_page_without_folio', [
      ...withoutFolio,
      ...book.blocks_without_folio.map((id) => `block ${id}: its page prints no folio`),
    ]),
    gateResult(
      'block_outside_section',
      Array.from(
        { length: book.orphan_blocks },
        () => 'a table/formula stands before the first section of its monograph',
      ),
    ),
    gateResult('record_fails_schema', schemaFailures),
  ];
}
