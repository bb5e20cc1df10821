import { z } from 'zod';

/**
 * The one machine-readable line every benchmark prints after its human output, for
 * `npm run bench` (run-all-benches.ts) to collect: `BENCH_JSON {"bench": …, "figures": […]}`.
 * A figure carries its same-run baseline when the bench measures one (PyMuPDF for the ingest),
 * and the goal it is held to, as text.
 */
export const BENCH_JSON_PREFIX = 'BENCH_JSON ';

export const benchFigureSchema = z.object({
  name: z.string().min(1),
  value: z.number(),
  unit: z.string(),
  baseline: z.object({ name: z.string().min(1), value: z.number() }).optional(),
  goal: z.string().optional(),
});
export type BenchFigure = z.infer<typeof benchFigureSchema>;

export const benchResultSchema = z.object({
  bench: z.string().min(1),
  figures: z.array(benchFigureSchema),
});
export type BenchResult = z.infer<typeof benchResultSchema>;

export function printBenchFigures(bench: string, figures: BenchFigure[]): void {
  console.log(`${BENCH_JSON_PREFIX}${JSON.stringify({ bench, figures })}`);
}

/**
 * Every bench result in a bench's output, wherever the line sits (Playwright's reporter may
 * indent it); lines that do not parse are skipped, so changes to the human output cannot break
 * the collection.
 */
export function readBenchFigures(output: string): BenchResult[] {
  const results: BenchResult[] = [];
  for (const line of output.split('\n')) {
    const at = line.indexOf(BENCH_JSON_PREFIX);
    if (at < 0) continue;
    try {
      const parsed = benchResultSchema.safeParse(
        JSON.parse(line.slice(at + BENCH_JSON_PREFIX.length)),
      );
      if (parsed.success) results.push(parsed.data);
    } catch {
      // Not a bench line after all (a log that happens to quote the prefix).
    }
  }
  return results;
}
