import 'server-only';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { makeQueryEmbedder } from '@/lib/ai/get-embedding-model';
import type { Env } from '@/lib/env';
import { monographSchema } from '@/lib/schema/monograph';
import type { ChunkStore } from '@/lib/store/chunk-store';
import { openLocalStoreSnapshot } from '@/lib/store/local-store';
import { QdrantStore } from '@/lib/store/qdrant-store';
import { buildDrugLexicon, type DrugLexicon } from './drug-lexicon';
import type { RetrievalContext } from './retrieve-chunks';

/** Where the ingest writes the LocalStore inside INDEX_DIR (see ingestion/run-ingest.ts). */
export const STORE_SUBDIR = 'store';

let lexiconCache: { key: string; lexicon: DrugLexicon } | null = null;

/**
 * The drug lexicon of the index's monographs, built once per process and rebuilt when a
 * re-ingest replaces monographs.jsonl.
 */
export async function loadDrugLexicon(indexDir: string): Promise<DrugLexicon> {
  const file = path.join(indexDir, 'monographs.jsonl');
  const info = await stat(file);
  const key = `${file}:${info.mtimeMs}:${info.size}`;
  if (lexiconCache?.key === key) return lexiconCache.lexicon;
  const monographs = (await readFile(file, 'utf8'))
    .split('\n')
    .filter(Boolean)
    .map((line) => monographSchema.parse(JSON.parse(line)));
  const lexicon = buildDrugLexicon(
    monographs.map((m) => ({
      drug_id: m.drug_id,
      drug_name: m.drug_name,
      inn: m.inn,
      trade_names: m.trade_names,
    })),
  );
  lexiconCache = { key, lexicon };
  return lexicon;
}

export function openChunkStore(
  indexDir: string,
  env: Pick<Env, 'QDRANT_URL' | 'QDRANT_API_KEY' | 'QDRANT_COLLECTION'>,
): Promise<ChunkStore> {
  if (env.QDRANT_URL) {
    return Promise.resolve(
      new QdrantStore({
        url: env.QDRANT_URL,
        apiKey: env.QDRANT_API_KEY,
        collection: env.QDRANT_COLLECTION ?? 'duoc_thu',
      }),
    );
  }
  return openLocalStoreSnapshot(path.join(indexDir, STORE_SUBDIR));
}

export async function openRetrievalContext(env: Env): Promise<RetrievalContext> {
  const [store, lexicon] = await Promise.all([
    openChunkStore(env.INDEX_DIR, env),
    loadDrugLexicon(env.INDEX_DIR),
  ]);
  return { store, lexicon, embed: makeQueryEmbedder(env) };
}
