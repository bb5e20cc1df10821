import 'server-only';

import { QdrantClient, type Schemas } from '@qdrant/js-client-rest';
import { SCHEMA_VERSION } from '@/lib/schema/block';
import { chunkSchema, type Chunk } from '@/lib/schema/chunk';
import {
  FILTER_FIELDS,
  StoreNotLoadedError,
  checkSearchRequest,
  filterMatchesNothing,
  type ChunkFilter,
  type ChunkStore,
  type LoadResult,
  type ScoredChunk,
  type SearchRequest,
  type StoreInfo,
  type StoredPoint,
} from './chunk-store';
import { DENSE_VECTOR, SPARSE_VECTOR, buildQdrantQuery } from './build-qdrant-query';
import { toQdrantFilter } from './to-qdrant-filter';
import { pointIdForChunk } from './uuid5';
import { validatePointsForLoad } from './validate-points-for-load';

export interface QdrantStoreOptions {
  url: string;
  apiKey?: string;
  /** The alias readers use (QDRANT_COLLECTION); loads create `<collection>_<timestamp>`. */
  collection: string;
  /** Points per upsert request. */
  batchSize?: number;
  /** Request timeout, ms. */
  timeoutMs?: number;
  /** The client's server-version probe (default on; it only warns). */
  checkCompatibility?: boolean;
}

/** Payload key holding the point's position in its load, for book-order scrolls. */
const LOAD_ORDINAL = 'load_ordinal';
const SCROLL_PAGE = 256;

function isNotFound(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 404 || /\b404\b/.test(String((error as Error | null)?.message ?? ''));
}

function timestamp(date: Date): string {
  return date.toISOString().replace(/[-:.TZ]/g, '');
}

/**
 * QdrantStore: the deployment ChunkStore (semantics in chunk-store.ts, shared with LocalStore).
 *
 * A load creates a new collection `<alias>_<timestamp>` — named sparse vector `sparse` with
 * `modifier: idf`, named dense vector `dense` (cosine) when the points carry one, keyword
 * payload indexes on drug_id, section_key, atc_codes, chunk_kind — upserts in batches with
 * `wait`, checks the count, then moves the alias in one atomic alias request and deletes the
 * collection the alias left. Until the alias moves, readers see the old collection; a failed
 * load deletes its own collection and leaves the alias alone. Point id = uuid5(chunk_id), so
 * a re-load of the same chunks has the same ids and the same results.
 *
 * Readers use the alias. The payload is the chunk plus `load_ordinal`; chunks are read back
 * through chunkSchema, which drops that extra key.
 */
export class QdrantStore implements ChunkStore {
  private readonly client: QdrantClient;
  private readonly alias: string;
  private readonly batchSize: number;

  constructor(options: QdrantStoreOptions) {
    if (!/^[A-Za-z0-9_-]+$/.test(options.collection)) {
      throw new Error(
        `QdrantStore: collection "${options.collection}" must be letters, digits, "_" or "-"`,
      );
    }
    this.client = new QdrantClient({
      url: options.url,
      apiKey: options.apiKey,
      timeout: options.timeoutMs,
      checkCompatibility: options.checkCompatibility ?? true,
    });
    this.alias = options.collection;
    this.batchSize = options.batchSize ?? 256;
  }

  private async aliasTarget(): Promise<string | null> {
    const { aliases } = await this.client.getAliases();
    return aliases.find((a) => a.alias_name === this.alias)?.collection_name ?? null;
  }

  private async newCollectionName(): Promise<string> {
    const now = Date.now();
    for (let bump = 0; bump < 1000; bump += 1) {
      const name = `${this.alias}_${timestamp(new Date(now + bump))}`;
      if (!(await this.client.collectionExists(name)).exists) return name;
    }
    throw new Error(`QdrantStore: no free collection name for ${this.alias}`);
  }

  async load(points: readonly StoredPoint[]): Promise<LoadResult> {
    const validated = validatePointsForLoad(points);
    const previous = await this.aliasTarget();
    if (previous === null && (await this.client.collectionExists(this.alias)).exists) {
      throw new Error(
        `QdrantStore: "${this.alias}" is a collection, not an alias; rename or delete it ` +
          'so loads can swap an alias onto new collections',
      );
    }

    const name = await this.newCollectionName();
    const vectors: Schemas['VectorsConfig'] =
      validated.denseSize === null
        ? {}
        : { [DENSE_VECTOR]: { size: validated.denseSize, distance: 'Cosine' } };
    await this.client.createCollection(name, {
      vectors,
      sparse_vectors: { [SPARSE_VECTOR]: { modifier: 'idf' } },
    });
    try {
      for (const field of FILTER_FIELDS) {
        await this.client.createPayloadIndex(name, {
          field_name: field,
          field_schema: 'keyword',
          wait: true,
        });
      }
      for (let start = 0; start < validated.chunks.length; start += this.batchSize) {
        const batch: Schemas['PointStruct'][] = [];
        const end = Math.min(start + this.batchSize, validated.chunks.length);
        for (let i = start; i < end; i += 1) {
          const chunk = validated.chunks[i];
          const sparse = validated.sparse[i];
          if (!chunk || !sparse) continue;
          const dense = validated.dense?.[i];
          batch.push({
            id: pointIdForChunk(chunk.chunk_id),
            vector: { [SPARSE_VECTOR]: sparse, ...(dense ? { [DENSE_VECTOR]: dense } : {}) },
            payload: { ...chunk, [LOAD_ORDINAL]: i },
          });
        }
        await this.client.upsert(name, { wait: true, points: batch });
      }
      const { count } = await this.client.count(name, { exact: true });
      if (count !== validated.chunks.length) {
        throw new Error(
          `QdrantStore: ${name} holds ${count} points after upsert, expected ${validated.chunks.length}`,
        );
      }
      const actions: Schemas['AliasOperations'][] = [];
      if (previous !== null) actions.push({ delete_alias: { alias_name: this.alias } });
      actions.push({ create_alias: { collection_name: name, alias_name: this.alias } });
      await this.client.updateCollectionAliases({ actions });
    } catch (error) {
      await this.client.deleteCollection(name).catch(() => undefined);
      throw error;
    }
    if (previous !== null && previous !== name) {
      // The alias has moved: readers no longer reach the old collection. A failure here only
      // leaves disk in use, so it does not fail the load.
      await this.client.deleteCollection(previous).catch(() => undefined);
    }
    return {
      collection: name,
      points: validated.chunks.length,
      hasDense: validated.denseSize !== null,
      replaced: previous,
    };
  }

  /** Runs a read against the alias; a missing alias means nothing was loaded. */
  private async read<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (isNotFound(error)) throw new StoreNotLoadedError(`Qdrant alias "${this.alias}"`);
      throw error;
    }
  }

  private toChunk(id: unknown, payload: unknown): Chunk {
    const parsed = chunkSchema.safeParse(payload);
    if (!parsed.success) {
      throw new Error(
        `QdrantStore ${this.alias}: point ${String(id)} has no v4 chunk payload ` +
          `(${parsed.error.issues[0]?.message ?? 'invalid'})`,
      );
    }
    return parsed.data;
  }

  async search(request: SearchRequest): Promise<ScoredChunk[]> {
    const denseSize = request.dense === undefined ? null : request.dense.length;
    checkSearchRequest(request, denseSize);
    if (filterMatchesNothing(request.filter)) return [];
    const body = buildQdrantQuery(request);
    if (body === null) return [];
    const { points } = await this.read(() => this.client.query(this.alias, body));
    return points.map((p) => ({ chunk: this.toChunk(p.id, p.payload), score: p.score }));
  }

  async getChunks(ids: readonly string[]): Promise<Chunk[]> {
    if (ids.length === 0) return [];
    const records = await this.read(() =>
      this.client.retrieve(this.alias, { ids: ids.map(pointIdForChunk), with_payload: true }),
    );
    const byId = new Map<string, Chunk>();
    for (const record of records) {
      const chunk = this.toChunk(record.id, record.payload);
      byId.set(chunk.chunk_id, chunk);
    }
    return ids.flatMap((id) => {
      const chunk = byId.get(id);
      return chunk ? [chunk] : [];
    });
  }

  async scrollChunks(filter: ChunkFilter): Promise<Chunk[]> {
    if (filterMatchesNothing(filter)) return [];
    const qdrantFilter = toQdrantFilter(filter);
    const found: { ordinal: number; chunk: Chunk }[] = [];
    let offset: Schemas['ExtendedPointId'] | undefined;
    do {
      const page = await this.read(() =>
        this.client.scroll(this.alias, {
          limit: SCROLL_PAGE,
          with_payload: true,
          ...(qdrantFilter ? { filter: qdrantFilter } : {}),
          ...(offset !== undefined ? { offset } : {}),
        }),
      );
      for (const record of page.points) {
        const ordinal = Number((record.payload as Record<string, unknown> | null)?.[LOAD_ORDINAL]);
        found.push({ ordinal, chunk: this.toChunk(record.id, record.payload) });
      }
      const next = page.next_page_offset;
      offset = typeof next === 'string' || typeof next === 'number' ? next : undefined;
    } while (offset !== undefined);
    return found.sort((a, b) => a.ordinal - b.ordinal).map((f) => f.chunk);
  }

  async count(): Promise<number> {
    return (await this.read(() => this.client.count(this.alias, { exact: true }))).count;
  }

  async info(): Promise<StoreInfo> {
    const collection = await this.aliasTarget();
    if (collection === null) throw new StoreNotLoadedError(`Qdrant alias "${this.alias}"`);
    const description = await this.client.getCollection(collection);
    const vectors = description.config.params.vectors;
    const dense =
      vectors && typeof vectors === 'object' && DENSE_VECTOR in vectors
        ? (vectors as Record<string, Schemas['VectorParams'] | undefined>)[DENSE_VECTOR]
        : undefined;
    return {
      backend: 'qdrant',
      collection,
      points: await this.count(),
      hasDense: dense !== undefined,
      denseSize: dense?.size ?? null,
      schemaVersion: SCHEMA_VERSION,
    };
  }
}
