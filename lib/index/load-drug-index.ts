import 'server-only';
import { open, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { drugIndexSchema } from '@/lib/schema/drug-index';
import { buildDrugIndexJson } from './build-drug-index-json';
import { INDEX_FILES, type IndexSource } from './index-files';

/** The body built in memory, for an index ingested before drug-index.json existed. */
let built: { key: string; json: Uint8Array<ArrayBuffer> } | null = null;
/** The monographs' ids in the index's A–Z order, for the drug filter. */
let order: { key: string; ids: readonly string[] } | null = null;

/** Which generation's drug index a cached value belongs to: rebuilt when a re-ingest swaps it. */
async function keyOf(indexDir: string, source: IndexSource): Promise<string> {
  const file = path.join(indexDir, INDEX_FILES.monographs);
  const info = await stat(file);
  return `${file}:${info.mtimeMs}:${info.size}:${source.sha256}`;
}

/** Null when the index has no drug-index.json (ingested before the file existed). */
async function openPrebuilt(indexDir: string) {
  return open(path.join(indexDir, INDEX_FILES.drugIndex)).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  });
}

async function builtJson(indexDir: string, source: IndexSource): Promise<Uint8Array<ArrayBuffer>> {
  const key = await keyOf(indexDir, source);
  if (built?.key !== key) {
    built = { key, json: new TextEncoder().encode(await buildDrugIndexJson(indexDir, source)) };
  }
  return built.json;
}

/**
 * GET /api/drug-index's body (JSON): drug-index.json, which the ingest wrote, streamed from the
 * file and never held; an older index without it gets the same bytes built here once per
 * generation (build-drug-index-json.ts). The file is opened now, so a re-ingest that swaps the
 * index mid-response does not change what the response reads.
 */
export async function openDrugIndexBody(indexDir: string, source: IndexSource): Promise<BodyInit> {
  const file = await openPrebuilt(indexDir);
  if (file === null) return builtJson(indexDir, source);
  return Readable.toWeb(file.createReadStream()) as ReadableStream<Uint8Array<ArrayBuffer>>;
}

/**
 * The ids of the drug index's monographs, A–Z as it lists them: what /api/drug-index/match
 * orders its matches by. Read once per generation.
 */
export async function loadDrugIndexOrder(
  indexDir: string,
  source: IndexSource,
): Promise<readonly string[]> {
  const key = await keyOf(indexDir, source);
  if (order?.key === key) return order.ids;
  const file = await openPrebuilt(indexDir);
  let text: string;
  if (file === null) text = new TextDecoder().decode(await builtJson(indexDir, source));
  else {
    try {
      text = await file.readFile('utf8');
    } finally {
      await file.close();
    }
  }
  const ids = drugIndexSchema.parse(JSON.parse(text)).drugs.map((d) => d.drug_id);
  order = { key, ids };
  return ids;
}
