import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildDrugIndexJson } from '@/lib/index/build-drug-index-json';
import { INDEX_FILES, STORE_SUBDIR } from '@/lib/index/index-files';
import { formatIndexSource, readIndexSource } from '@/lib/index/read-index-source';
import type { Chunk } from '@/lib/schema/chunk';
import { pageRecordSchema, type PageRecord } from '@/lib/schema/page';
import type { IngestReport } from '@/lib/schema/report';
import { TOKENIZER_NAME } from '@/lib/text/count-tokens';
import { buildStoredPoints, sparseIndexText } from '@/lib/store/build-stored-points';
import type { ChunkStore } from '@/lib/store/chunk-store';
import { LocalStore } from '@/lib/store/local-store';
import { CHUNKS_FILE } from '@/lib/store/local-store-files';
import { chunkSection } from './chunk/chunk-section';
import { startCropWorker, type CropRun } from './crops/start-crop-worker';
import { startSparseWorker, type SparseRun } from './sparse/build-sparse-in-worker';
import { extractBook } from './extract/extract-book';
import { buildPageLines } from './build-page-lines';
import { gateSectionOf } from './gates/gate-section';
import { checkIngestRecords } from './gates/check-ingest-records';
import { checkTextQuality } from './gates/check-text-quality';
import type { GateResult } from './gates/gate-result';
import { runGates } from './gates/run-gates';
import { collectGarbage } from './collect-garbage';
import { countIngest } from './count-ingest';
import { swapIndexGeneration } from './swap-index-generation';
import { writeJsonl } from './write-jsonl';
import type { IngestArgs } from './parse-ingest-args';
import { RegionError } from './segment/find-regions';
import { folioNumber, segmentBook, type SegmentedBook } from './segment/segment-book';

export interface IngestProgress {
  stage(name: string): void;
  pages(done: number, total: number): void;
}

export interface IngestOutcome {
  exitCode: 0 | 1;
  report: IngestReport;
  /** Where the rejected run's files were kept, when gates failed. */
  rejectedDir?: string;
}

export interface IngestDeps {
  /** The store to load into after the gates pass (--store qdrant); LocalStore in DIR otherwise. */
  openRemoteStore?: () => ChunkStore;
  progress?: IngestProgress;
  /** Dense vectors for chunk texts (EMBEDDING_BASE_URL); sparse-only when absent. */
  embedDocuments?: (texts: readonly string[]) => Promise<number[][]>;
}

/**
 * The whole ingest: extract → segment → chunk → gates → load, with the crops drawn in a worker
 * thread from segmentation to the end of the load (report.json's `crops` is their own drawing
 * time, `crops_wait` what the load still waited for), and the sparse vectors begun in another
 * once the chunks exist (`sparse_worker`; `sparse` is the load's own share of them). Both workers
 * boot at the end of the page reading, while this thread does the book-level half of extraction. Everything is written
 * to a temp folder beside DIR and published only when every gate passes, as one atomic swap of the link DIR
 * (swap-index-generation.ts); a failed gate keeps DIR's previous content (its report.json
 * aside) and leaves the rejected run, without crops, in `DIR.rejected`.
 * Bad input throws (ExtractError, RegionError, UsageError) and leaves nothing written.
 */
export async function runIngest(args: IngestArgs, deps: IngestDeps = {}): Promise<IngestOutcome> {
  const t0 = performance.now();
  const timings: Record<string, number> = {};
  const lap = (name: string, since: number) =>
    (timings[name] = Math.round(performance.now() - since));
  const progress = deps.progress;

  const pdfPath = path.resolve(args.pdf);
  const outDir = path.resolve(args.out);
  const info = await stat(pdfPath).catch(() => null);
  if (!info?.isFile()) throw new InputError(`${args.pdf}: no such file`);
  const pdfBytes = new Uint8Array(await readFile(pdfPath));
  const pdfLength = pdfBytes.length;
  const sha256 = createHash('sha256').update(pdfBytes).digest('hex');

  // The crop and sparse workers boot while this thread does the book-level half of extraction
  // and segmentation, the other core otherwise idle; they are handed their work later.
  let crops: CropRun | undefined;
  let sparseRun: SparseRun | undefined;
  const stopWorkers = async () => {
    await sparseRun?.stop();
    await crops?.stop();
  };
  const startWorkers = () => {
    crops = startCropWorker(pdfBytes);
    // `--workers 0` (everything in this thread, for debugging) computes the sparse vectors in
    // the load.
    if (args.workers !== 0) sparseRun = startSparseWorker();
  };

  // Written by the crop worker from segmentation on, by this thread after the checks below.
  const tmpDir = `${outDir}.tmp-${process.pid}-${Date.now()}`;
  // Released once its records are written (below): load needs the chunks alone.
  let book: SegmentedBook | undefined;
  let extracted: Awaited<ReturnType<typeof extractBook>>;
  let pages: PageRecord[];
  let t = performance.now();
  try {
    progress?.stage('extract');
    extracted = await extractBook(pdfPath, {
      workers: args.workers,
      // A scanned cover is harmless; a scanned monograph page is checked after segmentation.
      allowImageOnlyPages: true,
      onProgress: (d, n) => progress?.pages(d, n),
      onPagesRead: startWorkers,
    });
    lap('extract', t);
    if (!crops) startWorkers();

    progress?.stage('segment');
    t = performance.now();
    try {
      book = segmentBook(extracted.pages, args.monographPages);
    } catch (error) {
      if (error instanceof RegionError) throw new InputError(`${args.pdf}: ${error.message}`);
      throw error;
    }
    lap('segment', t);
    // The crops are drawn on the other core from here on, while this thread writes, chunks,
    // gates and loads; they are written into the unpublished folder, so the
    // publish-only-when-every-gate-passes contract holds (a rejected run stops the worker and
    // keeps no crops, as before).
    crops!.render(book.blocks, tmpDir);

    pages = extracted.pages.map((p) =>
      pageRecordSchema.parse({
        physical_page: p.physical_page,
        printed_page: p.printed_page,
        width: p.width,
        height: p.height,
      }),
    );
    const imageOnlyPages = extracted.image_only_pages ?? [];
    const monographRange = book.monograph_range;
    const scanned = imageOnlyPages.filter((p) => p >= monographRange[0] && p <= monographRange[1]);
    if (scanned.length > 0) {
      throw new InputError(
        `${args.pdf} page ${scanned[0]! + 1}: page paints images or text outlines but has no text layer, inside the monograph range (${scanned.length} such page(s)); a scanned or outlined page cannot be cited [no_text]`,
      );
    }
  } catch (error) {
    await stopWorkers();
    await rm(tmpDir, { recursive: true, force: true });
    throw error;
  }

  await mkdir(tmpDir, { recursive: true });
  try {
    // Find in the book (issue 15) searches every line of every page, not only the chunks. The
    // extracted pages (every span of the book, most of the heap at this point) are released as
    // soon as these are written.
    await writeJsonl(path.join(tmpDir, INDEX_FILES.pageLines), buildPageLines(extracted.pages));
    extracted.pages.length = 0;
    collectGarbage();
    await writeJsonl(path.join(tmpDir, INDEX_FILES.pages), pages);
    await writeJsonl(path.join(tmpDir, INDEX_FILES.monographs), book.monographs);
    await writeJsonl(path.join(tmpDir, INDEX_FILES.blocks), book.blocks);
    await writeFile(
      path.join(tmpDir, INDEX_FILES.source),
      formatIndexSource({ pdf_path: pdfPath, sha256, bytes: pdfLength, pages: pages.length }),
    );

    progress?.stage('chunk');
    t = performance.now();
    const printedOf = new Map(pages.map((p) => [p.physical_page, folioNumber(p.printed_page)]));
    const printedPageOf = (physical: number) => printedOf.get(physical) ?? null;
    const chunks: Chunk[] = book.sections.flatMap((section) =>
      chunkSection(section, printedPageOf),
    );
    lap('chunk', t);
    // The load stage's sparse vectors, begun on another thread while this one gates (a
    // rejected run drops them); this thread joins in at the load.
    sparseRun?.start(chunks.map(sparseIndexText));
    collectGarbage();

    progress?.stage('gates');
    t = performance.now();
    const results = checkBook(book, chunks, pages, extracted.boilerplate_strings);
    lap('gates', t);
    const passed = results.every((r) => r.count === 0);

    const report: IngestReport = {
      source_pdf: pdfPath,
      source_sha256: sha256,
      counts: countIngest(book, chunks, pages),
      gates: Object.fromEntries(results.map((r) => [r.gate, r.count])),
      gate_examples: Object.fromEntries(
        results.filter((r) => r.count > 0).map((r) => [r.gate, r.examples]),
      ),
      passed,
      timings_ms: timings,
      tokenizer: TOKENIZER_NAME,
    };
    // Segmentation's sections, lines and block cells: ~100 MB of heap on the 680-monograph book
    // that the load stage (its peak) does not need.
    book = undefined;
    collectGarbage();

    if (!passed) {
      await writeJsonl(path.join(tmpDir, INDEX_FILES.chunks), chunks);
      await stopWorkers();
      await rm(path.join(tmpDir, 'crops'), { recursive: true, force: true });
      await writeFile(
        path.join(tmpDir, INDEX_FILES.report),
        JSON.stringify(report, null, 2) + '\n',
      );
      const rejectedDir = `${outDir}.rejected`;
      await rm(rejectedDir, { recursive: true, force: true });
      await rename(tmpDir, rejectedDir);
      await mkdir(outDir, { recursive: true });
      await writeFile(
        path.join(outDir, INDEX_FILES.report),
        JSON.stringify(report, null, 2) + '\n',
      );
      return { exitCode: 1, report, rejectedDir };
    }

    progress?.stage('load');
    t = performance.now();
    const dense = deps.embedDocuments
      ? await deps.embedDocuments(chunks.map((c) => c.text))
      : undefined;
    let sparse;
    if (sparseRun) {
      // `sparse` is this thread's part of the load; `sparse_worker` the worker's own time.
      const since = performance.now();
      const share = await sparseRun.finish();
      sparse = share.vectors;
      lap('sparse', since);
      timings.sparse_worker = share.workerMs;
    }
    const points = buildStoredPoints(chunks, dense, sparse);
    await new LocalStore(path.join(tmpDir, STORE_SUBDIR)).load(points);
    if (args.store === 'qdrant') {
      if (!deps.openRemoteStore) throw new InputError('--store qdrant needs QDRANT_URL');
      await deps.openRemoteStore().load(points);
    }
    lap('load', t);
    // The store has just written these chunks, one JSON record a line in the same order: the
    // same bytes (compared by bench:ingest --reference), copied rather than serialised twice
    // (~0.4 s of stringify and writing on the 680-monograph book).
    await copyFile(
      path.join(tmpDir, STORE_SUBDIR, CHUNKS_FILE),
      path.join(tmpDir, INDEX_FILES.chunks),
    );
    // GET /api/drug-index's body, built once here from the files just written instead of by
    // every server on its first request (issue 39: ~75 MB of a server's RSS on 680 monographs).
    t = performance.now();
    await writeFile(
      path.join(tmpDir, INDEX_FILES.drugIndex),
      await buildDrugIndexJson(tmpDir, await readIndexSource(tmpDir)),
    );
    lap('drug_index', t);

    progress?.stage('crops');
    // The crops' own time, drawn beside chunk, gates and load; `crops_wait` is what the ingest
    // still waited for them after the load.
    t = performance.now();
    timings.crops = (await crops!.done).ms;
    lap('crops_wait', t);
    timings.total = Math.round(performance.now() - t0);
    await writeFile(path.join(tmpDir, INDEX_FILES.report), JSON.stringify(report, null, 2) + '\n');
    await swapIndexGeneration(tmpDir, outDir);
    return { exitCode: 0, report };
  } catch (error) {
    await stopWorkers();
    await rm(tmpDir, { recursive: true, force: true });
    throw error;
  }
}

/** Every gate: the chunk stage's (runGates), the whole ingest's records, the text layer's. */
function checkBook(
  book: SegmentedBook,
  chunks: readonly Chunk[],
  pages: readonly PageRecord[],
  runningHeaders: readonly string[],
): GateResult[] {
  const gateReport = runGates({
    chunks,
    sections: book.sections.map(gateSectionOf),
    blocks: book.blocks,
    blockCells: Object.fromEntries(book.block_cells),
    runningHeaders,
    monographPhysicalRange: book.monograph_range,
  });
  return [
    ...gateReport.results,
    ...checkIngestRecords(book, chunks, pages),
    ...checkTextQuality(book.monographs, book.monograph_range),
  ];
}

/** Bad input found by the pipeline itself (exit 2). */
export class InputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InputError';
  }
}
