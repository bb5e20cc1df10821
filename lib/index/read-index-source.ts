import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { INDEX_FILES, indexSourceSchema, type IndexSource } from './index-files';

/** The index's source.json, validated: which PDF (path, sha256, bytes, pages) it was built from. */
export async function readIndexSource(indexDir: string): Promise<IndexSource> {
  return indexSourceSchema.parse(
    JSON.parse(await readFile(path.join(indexDir, INDEX_FILES.source), 'utf8')),
  );
}

/** readIndexSource for scripts that decide synchronously whether an index is stale. */
export function readIndexSourceSync(indexDir: string): IndexSource {
  return indexSourceSchema.parse(
    JSON.parse(readFileSync(path.join(indexDir, INDEX_FILES.source), 'utf8')),
  );
}

/** source.json's text as the ingest writes it; parsed first so a bad record is never written. */
export function formatIndexSource(source: IndexSource): string {
  return JSON.stringify(indexSourceSchema.parse(source), null, 2) + '\n';
}
