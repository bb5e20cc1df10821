/**
 * npm run bench:ingest [-- --monographs 680 --pdf FILE --keep DIR --reference DIR]
 *
 * The ingest on a book the size of the real one (extract → segment → chunk → gates → crops →
 * load), its wall time and peak RSS, and in the same run PyMuPDF's get_text("dict") over the same
 * PDF as a baseline (Debian python3-fitz; run before and after the ingest, the mean). Targets
 * (issue 13): whole ingest ≤ 5× PyMuPDF, peak RSS ≤ 800 MB. `--keep DIR` keeps the index
 * written; `--reference DIR` compares it with an index written before a change (compareIngestOutput:
 * a speed-up must not change the output) and fails the bench on any difference.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { printBenchFigures, type BenchFigure } from './bench-figures';
import { ensureSampleBook } from '../sample/ensure-sample-book';
import { runIngest } from '../run-ingest';
import { compareIngestOutput, REGION_TOLERANCE_PT } from '../testing/compare-ingest-output';

const { values } = parseArgs({
  options: {
    monographs: { type: 'string', default: '680' },
    pdf: { type: 'string' },
    keep: { type: 'string' },
    reference: { type: 'string' },
  },
});

const RATIO_GOAL = 5;
const RSS_GOAL_MB = 800;

const PYMUPDF = `
import sys, time, fitz
doc = fitz.open(sys.argv[1])
t = time.perf_counter()
c = time.process_time()
chars = 0
for page in doc:
    d = page.get_text("dict")
    chars += sum(len(s["text"]) for b in d["blocks"] for l in b.get("lines", []) for s in l["spans"])
print(f"{time.perf_counter() - t:.3f} {doc.page_count} {chars} {time.process_time() - c:.3f}")
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
  const out = values.keep
    ? path.resolve(values.keep)
    : await mkdtemp(path.join(os.tmpdir(), 'bench-ingest-'));
  const indexDir = values.keep ? out : path.join(out, 'index');
  try {
    // PyMuPDF runs just before the ingest and just after it, and the baseline is the mean of
    // the two: on this shared machine its time moved 5.4–9.5 s between runs minutes apart, and
    // one run taken after the ingest measured a different moment than the ingest's own.
    const runPymupdf = () => {
      const py = spawnSync('/usr/bin/python3', ['-c', PYMUPDF, pdf], { encoding: 'utf8' });
      if (py.status !== 0)
        return {
          wall: NaN,
          cpu: NaN,
          error: py.stderr.trim().split('\n').at(-1) ?? 'no python3-fitz',
        };
      const fields = py.stdout.trim().split(' ').map(Number);
      return { wall: fields[0] ?? NaN, cpu: fields[3] ?? NaN, error: '' };
    };
    const pyBefore = runPymupdf();
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    const rssAt: string[] = [];
    const rss = () => `${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MB`;
    const outcome = await runIngest(
      { pdf, out: indexDir, store: 'local' },
      { progress: { stage: (name) => rssAt.push(`${name} ${rss()}`), pages: () => undefined } },
    );
    rssAt.push(`end ${rss()}`);
    const seconds = (performance.now() - started) / 1000;
    // CPU time of every thread (workers included): on a shared machine the wall time also
    // measures the neighbours, the CPU time much less so.
    const cpu = process.cpuUsage(cpuStarted);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    const rssMb = process.resourceUsage().maxRSS / 1024;
    const pyAfter = runPymupdf();
    const baseline = (pyBefore.wall + pyAfter.wall) / 2;
    const baselineCpu = (pyBefore.cpu + pyAfter.cpu) / 2;

    console.log(`book: ${pdf}`);
    console.log(
      `pages: ${outcome.report.counts.pages}, monographs: ${outcome.report.counts.monographs}, chunks: ${outcome.report.counts.chunks}, blocks: ${outcome.report.counts.blocks}`,
    );
    console.log(
      `gates: ${outcome.report.passed ? 'all pass' : JSON.stringify(outcome.report.gates)}`,
    );
    console.log(`stages (ms): ${JSON.stringify(outcome.report.timings_ms)}`);
    const ratio = seconds / baseline;
    console.log(
      `ingest wall time: ${seconds.toFixed(1)} s (target ≤ ${RATIO_GOAL}× PyMuPDF${Number.isFinite(baseline) ? ` = ${(RATIO_GOAL * baseline).toFixed(1)} s` : ''})`,
    );
    console.log(
      `peak RSS: ${rssMb.toFixed(0)} MB (target ≤ ${RSS_GOAL_MB} MB); RSS at each stage's start: ${rssAt.join(', ')}`,
    );
    if (Number.isFinite(baseline)) {
      const extract = (outcome.report.timings_ms.extract ?? 0) / 1000;
      console.log(
        `PyMuPDF get_text("dict") baseline: ${baseline.toFixed(1)} s, the mean of ${pyBefore.wall.toFixed(1)} s before the ingest and ${pyAfter.wall.toFixed(1)} s after it (CPU ${baselineCpu.toFixed(1)} s)`,
      );
      console.log(
        `ingest CPU time, all threads: ${cpuSeconds.toFixed(1)} s, ${(cpuSeconds / baselineCpu).toFixed(2)}× PyMuPDF's`,
      );
      console.log(
        `ratio extract/PyMuPDF: ${(extract / baseline).toFixed(2)}×; whole ingest/PyMuPDF: ${ratio.toFixed(2)}×`,
      );
    } else {
      console.log(
        `PyMuPDF baseline unavailable (${pyAfter.error || pyBefore.error}): apt-get install python3-fitz`,
      );
    }
    let identical: boolean | null = null;
    let regionShift: number | null = null;
    if (values.reference && outcome.exitCode === 0) {
      const compared = await compareIngestOutput(values.reference, indexDir);
      identical = compared.differences.length === 0;
      regionShift = compared.regionShift;
      console.log(
        identical
          ? `output identical to ${values.reference}: ${compared.compared} records (chunk ids and texts, blocks, pages, page lines, monographs, store files and chunk records, crops byte for byte; highlight boxes moved at most ${regionShift.toExponential(1)} pt, Float32 rounding)`
          : `output DIFFERS from ${values.reference}: ${JSON.stringify(compared.differences, null, 2)}`,
      );
      if (!identical) process.exitCode = 1;
    }
    const pymupdf = Number.isFinite(baseline)
      ? { baseline: { name: 'PyMuPDF get_text("dict")', value: baseline } }
      : {};
    const figures: BenchFigure[] = [
      {
        name: `ingest wall time, ${outcome.report.counts.pages} pages`,
        value: seconds,
        unit: 's',
        ...pymupdf,
        goal: `≤ ${RATIO_GOAL}× baseline`,
      },
      {
        name: 'extract stage',
        value: (outcome.report.timings_ms.extract ?? 0) / 1000,
        unit: 's',
        ...pymupdf,
      },
      {
        name: 'ingest CPU time, all threads',
        value: cpuSeconds,
        unit: 's',
        ...(Number.isFinite(baselineCpu)
          ? { baseline: { name: 'PyMuPDF CPU time', value: baselineCpu } }
          : {}),
      },
      { name: 'ingest peak RSS', value: rssMb, unit: 'MB', goal: `≤ ${RSS_GOAL_MB} MB` },
    ];
    if (identical !== null)
      figures.push({
        name: 'output identical to the reference index',
        value: identical ? 1 : 0,
        unit: 'bool',
        goal: '1',
      });
    if (regionShift !== null)
      figures.push({
        name: 'largest highlight-box move against the reference (Float32 Tm operands)',
        value: regionShift * 1000,
        unit: 'mpt',
        goal: `≤ ${REGION_TOLERANCE_PT * 1000} mpt`,
      });
    printBenchFigures('bench:ingest', figures);
    if (outcome.exitCode !== 0) process.exitCode = 1;
    // Like bench:ui and bench:soak, a missed goal is a failed bench, not a figure to overlook.
    const missed = [
      Number.isFinite(ratio) && ratio > RATIO_GOAL
        ? `wall time ${ratio.toFixed(1)}× PyMuPDF (goal ≤ ${RATIO_GOAL}×)`
        : null,
      rssMb > RSS_GOAL_MB ? `peak RSS ${rssMb.toFixed(0)} MB (goal ≤ ${RSS_GOAL_MB} MB)` : null,
    ].filter((x): x is string => x !== null);
    if (missed.length > 0) {
      console.log(`goals missed: ${missed.join('; ')}`);
      process.exitCode = 1;
    }
  } finally {
    if (!values.keep) await rm(out, { recursive: true, force: true });
  }
}

await main();
