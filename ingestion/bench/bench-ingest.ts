/**
 * npm run bench:ingest [-- --monographs 680 --pdf FILE]
 *
 * The ingest on a book the size of the real one (extract → segment → chunk → gates → crops →
 * load), its wall time and peak RSS, and in the same run PyMuPDF's get_text("dict") over the same
 * PDF as a baseline (Debian python3-fitz). Targets (issue 3): ≤ 90 s, peak RSS ≤ 1.5 GB.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureSampleBook } from '../sample/ensure-sample-book';
import { runIngest } from '../run-ingest';

const { values } = parseArgs({
  options: { monographs: { type: 'string', default: '680' }, pdf: { type: 'string' } },
});

const PYMUPDF = `
import sys, time, fitz
doc = fitz.open(sys.argv[1])
t = time.perf_counter()
chars = 0
for page in doc:
    d = page.get_text("dict")
    chars += sum(len(s["text"]) for b in d["blocks"] for l in b.get("lines", []) for s in l["spans"])
print(f"{time.perf_counter() - t:.3f} {doc.page_count} {chars}")
`;

async function main() {
  const pdf =
    values.pdf ??
    (
      await ensureSampleBook({
        dir: `.cache/sample-${values.monographs}`,
        monographs: Number(values.monographs),
      })
    ).pdfPath;
  const out = await mkdtemp(path.join(os.tmpdir(), 'bench-ingest-'));
  try {
    const started = performance.now();
    const rssAt: string[] = [];
    const rss = () => `${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MB`;
    const outcome = await runIngest(
      { pdf, out: path.join(out, 'index'), store: 'local' },
      { progress: { stage: (name) => rssAt.push(`${name} ${rss()}`), pages: () => undefined } },
    );
    rssAt.push(`end ${rss()}`);
    const seconds = (performance.now() - started) / 1000;
    const rssMb = process.resourceUsage().maxRSS / 1024;
    const py = spawnSync('/usr/bin/python3', ['-c', PYMUPDF, pdf], { encoding: 'utf8' });
    const baseline = py.status === 0 ? Number(py.stdout.trim().split(' ')[0]) : NaN;

    console.log(`book: ${pdf}`);
    console.log(
      `pages: ${outcome.report.counts.pages}, monographs: ${outcome.report.counts.monographs}, chunks: ${outcome.report.counts.chunks}, blocks: ${outcome.report.counts.blocks}`,
    );
    console.log(
      `gates: ${outcome.report.passed ? 'all pass' : JSON.stringify(outcome.report.gates)}`,
    );
    console.log(`stages (ms): ${JSON.stringify(outcome.report.timings_ms)}`);
    console.log(`ingest wall time: ${seconds.toFixed(1)} s (target ≤ 90 s)`);
    console.log(
      `peak RSS: ${rssMb.toFixed(0)} MB (target ≤ 1536 MB); RSS at each stage's start: ${rssAt.join(', ')}`,
    );
    if (Number.isFinite(baseline)) {
      const extract = (outcome.report.timings_ms.extract ?? 0) / 1000;
      console.log(`PyMuPDF get_text("dict") baseline: ${baseline.toFixed(1)} s`);
      console.log(
        `ratio extract/PyMuPDF: ${(extract / baseline).toFixed(2)}×; whole ingest/PyMuPDF: ${(seconds / baseline).toFixed(2)}×`,
      );
    } else {
      console.log(
        `PyMuPDF baseline unavailable (${py.stderr.trim().split('\n').at(-1) ?? 'no python3-fitz'}): apt-get install python3-fitz`,
      );
    }
    if (outcome.exitCode !== 0) process.exitCode = 1;
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}

await main();
