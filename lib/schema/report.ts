import { z } from 'zod';

/** report.json: what an ingest run counted, each gate's count, and where the time went. */
export const ingestReportSchema = z.object({
  source_pdf: z.string(),
  source_sha256: z.string(),
  counts: z.record(z.string(), z.number()),
  /** Every gate is a count that must be 0 (equalities are reported as the difference). */
  gates: z.record(z.string(), z.number()),
  /** Up to a few examples per failing gate, as "file/page/rule: detail" lines for developers. */
  gate_examples: z.record(z.string(), z.array(z.string())),
  passed: z.boolean(),
  timings_ms: z.record(z.string(), z.number()),
  tokenizer: z.string(),
});
export type IngestReport = z.infer<typeof ingestReportSchema>;
