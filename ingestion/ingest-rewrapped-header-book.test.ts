import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { INDEX_FILES } from '@/lib/index/index-files';
import { readJsonlSync } from '@/lib/index/read-jsonl';
import { blockSchema, type Block } from '@/lib/schema/block';
import { chunkSchema, type Chunk } from '@/lib/schema/chunk';
import { sampleTruthSchema, type SampleTruth } from '@/lib/schema/sample-truth';
import { runIngest } from './run-ingest';
import { CONTINUED_FROM_PAGE_CAPTION } from './sample/layout/layout-monographs';
import { ensureSampleBook } from './sample/ensure-sample-book';
import { scoreIngest } from './testing/score-ingest';

/**
 * Issue 40's acceptance on a book whose repeated header wraps differently: the default sample's
 * content, but each table continued on the next page sits under "Tiếp theo trang trước" with its
 * header repeated at another wrap (three lines a cell), as a TeX-typeset book printed one. The
 * previous join wrote each such table as two blocks. A book of its own, so the default book, the
 * evals and the e2e index are untouched.
 */
const BOOK_DIR = '.cache/rewrapped-header';
const INDEX_DIR = path.resolve(`${BOOK_DIR}-index`);

let truth: SampleTruth;
let blocks: Block[];
let chunks: Chunk[];
let outcome: Awaited<ReturnType<typeof runIngest>>;
let truthPath: string;

beforeAll(async () => {
  const book = await ensureSampleBook({ dir: BOOK_DIR, rewrapContinuedHeader: true });
  await rm(INDEX_DIR, { recursive: true, force: true });
  outcome = await runIngest({ pdf: book.pdfPath, out: INDEX_DIR, store: 'local' });
  truth = sampleTruthSchema.parse(JSON.parse(readFileSync(book.truthPath, 'utf8')));
  blocks = readJsonlSync(path.join(INDEX_DIR, INDEX_FILES.blocks), blockSchema);
  chunks = readJsonlSync(path.join(INDEX_DIR, INDEX_FILES.chunks), chunkSchema);
  truthPath = book.truthPath;
}, 600_000);

describe('a book whose continued tables repeat their header at another wrap', () => {
  it('ingests, passes every gate and finds every monograph and block of the truth', () => {
    expect(outcome.report.gate_examples).toEqual({});
    expect(outcome.exitCode).toBe(0);
    const score = scoreIngest(INDEX_DIR, truthPath);
    expect(score.monographs_exact).toBe(true);
    expect(score.blocks_found).toBe(score.blocks);
  });

  it('writes each continued table as one cross_page_continuation block, the repeat dropped', () => {
    const continued = truth.blocks.filter((b) => b.shape === 'cross_page_continuation');
    const overPages = continued.filter(
      (b) => b.regions[0]!.physical_page !== b.regions.at(-1)!.physical_page,
    );
    expect(overPages.length).toBeGreaterThan(0);
    expect(blocks).toHaveLength(truth.blocks.length);
    for (const tb of continued) {
      const found = blocks.find(
        (b) => b.drug_id === tb.drug_id && b.physical_page === tb.regions[0]!.physical_page,
      );
      expect(found?.shape, tb.block_id).toBe('cross_page_continuation');
      expect(found?.regions.map((r) => r.physical_page)).toEqual(
        tb.regions.map((r) => r.physical_page),
      );
      // The band column holds exactly the table's rows: the repeated header is no row of it.
      expect(found?.band_columns?.[0]?.cells, tb.block_id).toEqual(tb.rows.map((row) => row[0]));
      const png = readFileSync(path.join(INDEX_DIR, 'crops', `${found!.block_id}.png`));
      const drawn = found!.regions.reduce((h, r) => h + (r.bbox[3] - r.bbox[1]), 0);
      expect(png.readUInt32BE(20), 'the crop stacks the pieces').toBeGreaterThanOrEqual(2 * drawn);
    }
  });

  it('keeps the continuation caption out of the prose', () => {
    const caption = CONTINUED_FROM_PAGE_CAPTION.toLowerCase();
    for (const c of chunks)
      if (c.chunk_kind === 'prose') expect(c.text.toLowerCase(), c.chunk_id).not.toContain(caption);
  });
});
