/**
 * Times extraction of a whole book and samples peak RSS (main thread and workers share the
 * process): `npx tsx ingestion/extract/benchmark-extract-book.ts FILE [--workers N]`.
 */
import { parseArgs } from 'node:util';
import { extractBook } from './extract-book';

const USAGE = 'usage: benchmark-extract-book.ts FILE [--workers N]';

async function main(): Promise<void> {
  let parsed;
  try {
    parsed = parseArgs({
      args: process.argv.slice(2),
      options: { workers: { type: 'string' } },
      allowPositionals: true,
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
  const [file] = parsed.positionals;
  const workers = parsed.values.workers === undefined ? undefined : Number(parsed.values.workers);
  if (!file) {
    console.error(USAGE);
    process.exit(2);
  }
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  const started = performance.now();
  const book = await extractBook(file, { workers });
  const ms = performance.now() - started;
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage().rss);
  const lines = book.pages.reduce((n, p) => n + p.lines.length, 0);
  const folios = book.pages.filter((p) => p.printed_page !== null).length;
  console.log(
    JSON.stringify({
      file,
      pages: book.pages.length,
      lines,
      pages_with_folio: folios,
      boilerplate_strings: book.boilerplate_strings,
      ms: Math.round(ms),
      pages_per_s: Number((book.pages.length / (ms / 1000)).toFixed(1)),
      peak_rss_mb: Math.round(peak / 1e6),
    }),
  );
}

void main();
