import 'server-only';
import path from 'node:path';
import type { Env } from '@/lib/env';
import { STORE_SUBDIR } from '@/lib/index/index-files';
import type { ChunkStore } from './chunk-store';
import { openLocalStoreSnapshot } from './local-store';
import { QdrantStore } from './qdrant-store';

type StoreEnv = Pick<Env, 'QDRANT_URL' | 'QDRANT_API_KEY' | 'QDRANT_COLLECTION'>;

/**
 * The Qdrant store the environment names. The only place a QdrantStore is configured from the
 * environment: the collection's default lives in lib/env.ts alone, so the ingest CLI and the
 * server can never load and search different collections.
 */
export function openQdrantStore(env: StoreEnv & { QDRANT_URL: string }): QdrantStore {
  return new QdrantStore({
    url: env.QDRANT_URL,
    apiKey: env.QDRANT_API_KEY,
    collection: env.QDRANT_COLLECTION,
  });
}

/** The store the server searches: Qdrant when QDRANT_URL is set, else the index's LocalStore. */
export function openChunkStore(indexDir: string, env: StoreEnv): Promise<ChunkStore> {
  const url = env.QDRANT_URL;
  if (url) return Promise.resolve(openQdrantStore({ ...env, QDRANT_URL: url }));
  return openLocalStoreSnapshot(path.join(indexDir, STORE_SUBDIR));
}
