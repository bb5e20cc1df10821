/**
 * npm run eval:unseen — the unseen questions (written before any run, never tuned to) answered
 * over the real monographs their batch was written from (the 18 more; batches 77 on, the 12
 * first-set ones: unseen-set.ts monographsOf). A measurement: exit 0 whatever the figures; 2 when
 * ../shared/realdata is absent. `--batch N` answers batch N's question file (default 1;
 * unseen-set.ts UNSEEN_BATCHES). `--json FILE` also writes every answer and score. Record a
 * first run's figures in docs/eval-log.md.
 *
 * `--via-api [--book-dir DIR]` measures what ships instead: the monographs typeset into a PDF,
 * ingested by `npm run ingest` into DIR/index (default .cache/unseen-book; re-ingested every run), every question asked through POST /api/answer's handler; then the
 * in-memory answers to the same questions, and which first lines differ (e2e/eval/answers/unseen/book).
 * Exit 1 when that ingest fails (a gate, or the book refused). Only the 18 more monographs are
 * typeset: `--via-api` on a first-set batch exits 2 and says so. `--tex` typesets them with TeX
 * instead (e2e/eval/tex-book/typeset-tex-book.ts; exit 2 without pdflatex).
 */
import { existsSync, writeFileSync } from 'node:fs';
import { hasPdflatex, typesetTexBook } from '@/e2e/eval/tex-book/typeset-tex-book';
import { runMain } from '@/lib/cli/run-main';
import { compareFirstLines, formatFirstLineComparison } from './book/compare-first-lines';
import { compareReadBackSections } from './book/compare-read-back-sections';
import {
  DEFAULT_UNSEEN_BOOK_DIR,
  ingestUnseenBook,
  UnseenIngestError,
  type UnseenTypesetter,
} from './book/ingest-unseen-book';
import { openApiAnswerer } from './book/open-api-answerer';
import { evaluateUnseen, formatUnseenReport, type UnseenEvalResult } from './evaluate-unseen';
import { isUnseenBatch, monographsOf, type UnseenBatch } from './unseen-set';

const USAGE = 'usage: eval:unseen [--batch N] [--json FILE] [--via-api [--book-dir DIR] [--tex]]';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const jsonAt = args.indexOf('--json');
  const jsonFile = jsonAt >= 0 ? args[jsonAt + 1] : undefined;
  if (jsonAt >= 0 && !jsonFile) {
    console.error(USAGE);
    return 2;
  }
  const batchAt = args.indexOf('--batch');
  const batch = batchAt >= 0 ? Number(args[batchAt + 1]) : 1;
  if (!isUnseenBatch(batch)) {
    console.error(`${USAGE} (no batch ${args[batchAt + 1] ?? ''})`);
    return 2;
  }
  const viaApi = args.includes('--via-api');
  const bookDirAt = args.indexOf('--book-dir');
  const bookDir = bookDirAt >= 0 ? args[bookDirAt + 1] : DEFAULT_UNSEEN_BOOK_DIR;
  const tex = args.includes('--tex');
  if (!bookDir || ((bookDirAt >= 0 || tex) && !viaApi)) {
    console.error(`${USAGE} (--book-dir needs a folder, and --via-api; so does --tex)`);
    return 2;
  }
  if (tex && !hasPdflatex()) {
    console.error('eval:unseen --tex needs pdflatex (TeX Live with vntex), not found on PATH');
    return 2;
  }
  const monographs = monographsOf(batch);
  if (!existsSync(monographs.path)) {
    console.error(`eval:unseen needs ${monographs.path} (../shared/realdata is absent)`);
    return 2;
  }
  // Only the 18 more monographs are typeset into a book (book/typeset-unseen-book.ts); the
  // first set's conversions are partial (ACICLOVIR, CLINDAMYCIN, …) and answered in memory,
  // which gave the same first line as the API on every one of batches 15-76's 2,000 questions.
  if (viaApi && !monographs.typeset) {
    console.error(
      `${USAGE} (batch ${batch} asks the ${monographs.described}, which no typeset book holds: run it without --via-api)`,
    );
    return 2;
  }
  let viaApiRun: Awaited<ReturnType<typeof evaluateViaApi>> = null;
  try {
    if (viaApi) viaApiRun = await evaluateViaApi(batch, bookDir, tex ? typesetTexBook : undefined);
  } catch (error) {
    if (!(error instanceof UnseenIngestError)) throw error;
    console.error(error.message);
    return 1;
  }
  const result = viaApiRun ? viaApiRun.api : await evaluateUnseen(batch);
  if (!result) {
    console.error(`eval:unseen could not read ${monographs.path}`);
    return 2;
  }
  console.log(formatUnseenReport(result));
  if (viaApiRun) console.log(viaApiRun.comparison);
  if (jsonFile) {
    const rows = result.questions.map((q) => ({
      id: q.id,
      question: q.question,
      tags: q.tags,
      score: result.scores.find((s) => s.id === q.id),
      answer: result.answers.get(q.id),
      ...(viaApiRun ? { in_memory_answer: viaApiRun.memory.answers.get(q.id) } : {}),
    }));
    writeFileSync(jsonFile, JSON.stringify({ summary: result.summary, rows }, null, 2) + '\n');
    console.error(`answers written to ${jsonFile}`);
  }
  return 0;
}

/**
 * The batch answered through POST /api/answer over the ingested book, then in memory; the API
 * run comes first because the route reads INDEX_DIR once per process. Null when the realdata
 * file is absent.
 */
async function evaluateViaApi(
  batch: UnseenBatch,
  bookDir: string,
  typeset?: UnseenTypesetter,
): Promise<{ api: UnseenEvalResult; memory: UnseenEvalResult; comparison: string } | null> {
  const started = Date.now();
  const index = await ingestUnseenBook(bookDir, typeset);
  if (!index) return null;
  if (index.missingDrugIds.length > 0)
    console.error(`eval:unseen: ingest did not find ${index.missingDrugIds.join(', ')}`);
  const readBack = compareReadBackSections(index.indexDir);
  const answerer = await openApiAnswerer(index.indexDir);
  const apiStarted = Date.now();
  const api = await evaluateUnseen(batch, {
    answerer,
    measuredVia:
      `measured through POST /api/answer (its route handler, in process) on an index ingested by npm run ingest from a typeset PDF: ` +
      `${index.pages} pages, ${index.monographsFound}/${index.monographsExpected} monographs found` +
      (readBack
        ? `, ${readBack.identical}/${readBack.sections} sections read back word for word as the in-memory harness has them`
        : ''),
  });
  const apiMs = Date.now() - apiStarted;
  const memoryStarted = Date.now();
  const memory = await evaluateUnseen(batch);
  const memoryMs = Date.now() - memoryStarted;
  if (!api || !memory) return null;
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const comparison = [
    formatFirstLineComparison(compareFirstLines(api, memory), memory),
    ...(readBack?.differing.length
      ? [
          'sections ingest read back differently from the harness:',
          ...readBack.differing.flatMap((d) => [
            `  ${d.where}`,
            `    harness:  …${d.harness}…`,
            `    ingested: …${d.ingested}…`,
          ]),
        ]
      : []),
    `book: ${index.pdfPath} → ${index.indexDir} (typeset and ingested in ${seconds(index.ms)})`,
    `wall: ${seconds(Date.now() - started)} (book ${seconds(index.ms)}, API answers ${seconds(apiMs)}, in-memory answers ${seconds(memoryMs)})`,
  ].join('\n');
  return { api, memory, comparison };
}

runMain(main);
