import { z } from 'zod';

/**
 * The index folder's contract (ARCHITECTURE.md "Index folder"): every file the ingest writes into
 * INDEX_DIR and every reader opens, named once. A reader that spelled a name itself would keep
 * working on an old index and silently miss a renamed file.
 */
export const INDEX_FILES = {
  pages: 'pages.jsonl',
  pageLines: 'page-lines.jsonl',
  monographs: 'monographs.jsonl',
  /** GET /api/drug-index's body, built once by the ingest and streamed (issue 39). */
  drugIndex: 'drug-index.json',
  blocks: 'blocks.jsonl',
  chunks: 'chunks.jsonl',
  report: 'report.json',
  source: 'source.json',
} as const;

/** Where the ingest writes the LocalStore inside INDEX_DIR, and where the server opens it. */
export const STORE_SUBDIR = 'store';

/** source.json, written by the ingest beside the index: which book the index came from. */
export const indexSourceSchema = z.object({
  pdf_path: z.string().min(1),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  bytes: z.number().int().nonnegative(),
  pages: z.number().int().positive(),
});
export type IndexSource = z.infer<typeof indexSourceSchema>;
