import 'server-only';

import { randomBytes } from 'node:crypto';
import { promises as fs, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { SCHEMA_VERSION } from '@/lib/schema/block';
import type { Chunk } from '@/lib/schema/chunk';
import {
  StoreNotLoadedError,
  type ChunkFilter,
  type ChunkStore,
  type LoadResult,
  type ScoredChunk,
  type SearchRequest,
  type StoreInfo,
  type StoredPoint,
} from './chunk-store';
import { MANIFEST_FILE, readGeneration, syncDirectory, writeGeneration } from './local-store-files';
import { LocalStoreIndex, type ParsedChunks } from './local-store-index';
import { validatePointsForLoad } from './validate-points-for-load';
import { escapeRegExp } from '@/lib/text/escape-reg-exp';

/**
 * LocalStore: the embedded ChunkStore, in process, with Qdrant's semantics (chunk-store.ts).
 *
 * On disk, `dir` (normally `<INDEX_DIR>/store`) is a symbolic link to the generation being
 * served, a sibling folder `<name>.<collection>` that is written once and never modified
 * (format: local-store-files.ts). A load writes a new generation into a hidden `.partial`
 * folder, renames it to its final name once complete, then swaps the link with a rename — the
 * one atomic step, so a reader sees the old store or the new one, never a mix, and a crash at
 * any point leaves the old store served. A plain folder cannot be swapped atomically on Linux
 * (rename refuses a non-empty target), hence the link. The previous generation is kept (a
 * reader that resolved it just before the swap can finish); older ones are removed.
 *
 * Reads go through a per-process cache keyed by `dir`: each call resolves the link and
 * re-reads the small manifest; when either changed (a re-ingest under a running server) the
 * new generation is opened once and served from then on.
 *
 * One writer at a time per `dir` (the ingest); readers are unlimited.
 */

interface CachedGeneration {
  generation: string;
  manifestText: string;
  index: LocalStoreIndex;
}

const cache = new Map<string, CachedGeneration>();
/**
 * Opened stores kept per process. A server pins each request to INDEX_DIR's current generation
 * (lib/index/pin-index-dir.ts), so every re-ingest brings a new `dir`: without a bound, each one
 * would keep a whole store in memory for the life of the process. A request already holding an
 * evicted store keeps it (snapshots hold their index) until it finishes.
 */
const MAX_CACHED_STORES = 1;

function remember(dir: string, entry: CachedGeneration): void {
  cache.delete(dir);
  cache.set(dir, entry);
  for (const key of cache.keys()) {
    if (cache.size <= MAX_CACHED_STORES) break;
    cache.delete(key);
  }
}
const opening = new Map<string, Promise<CachedGeneration>>();

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';
}

async function resolveGeneration(
  dir: string,
): Promise<{ generation: string; manifestText: string }> {
  try {
    // Synchronous, as the other per-request look-ups of the index (get-answer-deps.ts says why).
    const generation = realpathSync.native(dir);
    const manifestText = readFileSync(path.join(generation, MANIFEST_FILE), 'utf8');
    return { generation, manifestText };
  } catch (error) {
    if (isMissing(error)) throw new StoreNotLoadedError(dir);
    throw error;
  }
}

async function currentIndex(dir: string): Promise<LocalStoreIndex> {
  const { generation, manifestText } = await resolveGeneration(dir);
  const cached = cache.get(dir);
  if (cached && cached.generation === generation && cached.manifestText === manifestText) {
    return cached.index;
  }
  const key = `${dir}\n${generation}\n${manifestText}`;
  let pending = opening.get(key);
  if (!pending) {
    pending = readGeneration(generation, manifestText).then((data) => ({
      generation,
      manifestText,
      index: new LocalStoreIndex(data),
    }));
    opening.set(key, pending);
    pending.then(
      (entry) => {
        remember(dir, entry);
        opening.delete(key);
      },
      () => opening.delete(key),
    );
  }
  return (await pending).index;
}

function newCollectionName(): string {
  const stamp = new Date().toISOString().replace(/[-:.]/g, '');
  return `local_${stamp}_${randomBytes(3).toString('hex')}`;
}

/** Points `link` at `target` (relative to link's folder) by renaming a fresh link over it. */
async function swapLink(link: string, target: string): Promise<void> {
  const parent = path.dirname(link);
  const base = path.basename(link);
  const fresh = path.join(parent, `.${base}.link-${randomBytes(4).toString('hex')}`);
  await fs.symlink(target, fresh, 'dir');
  try {
    const existing = await fs.lstat(link).catch((error: unknown) => {
      if (isMissing(error)) return null;
      throw error;
    });
    if (existing && !existing.isSymbolicLink()) {
      // A plain folder from elsewhere (a copy, an older layout): moved aside once, not deleted;
      // this one step is not atomic, every later swap is.
      await fs.rename(link, path.join(parent, `${base}.legacy-${Date.now()}`));
    }
    await fs.rename(fresh, link);
  } catch (error) {
    await fs.rm(fresh, { force: true });
    throw error;
  }
  await syncDirectory(parent);
}

async function linkTarget(link: string): Promise<string | null> {
  try {
    return await fs.realpath(link);
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/**
 * Removes generations, stale `.partial` folders and stale links of `dir`, except `keep`.
 * Best effort: the load has already succeeded, and a leftover folder is only disk space.
 */
async function retireGenerations(dir: string, keep: readonly string[]): Promise<void> {
  const parent = path.dirname(dir);
  const base = escapeRegExp(path.basename(dir));
  const ours = new RegExp(
    `^(?:${base}\\.(?:local_[0-9TZ]+_[0-9a-f]+|legacy-\\d+)` +
      `|\\.${base}\\.(?:local_[0-9TZ]+_[0-9a-f]+\\.partial|link-[0-9a-f]+))$`,
  );
  // Generations are siblings of the link, so names identify them (real paths may differ
  // from `dir`'s spelling when a parent folder is itself a link).
  const kept = new Set(keep.map((k) => path.basename(k)));
  for (const name of await fs.readdir(parent).catch(() => [] as string[])) {
    if (!ours.test(name) || kept.has(name)) continue;
    await fs.rm(path.join(parent, name), { recursive: true, force: true }).catch(() => undefined);
  }
}

export class LocalStore implements ChunkStore {
  readonly dir: string;

  constructor(dir: string) {
    this.dir = path.resolve(dir);
  }

  async load(points: readonly StoredPoint[]): Promise<LoadResult> {
    const validated = validatePointsForLoad(points);
    const parent = path.dirname(this.dir);
    const base = path.basename(this.dir);
    await fs.mkdir(parent, { recursive: true });

    const previous = await linkTarget(this.dir);
    const previousCollection = previous
      ? await resolveGeneration(this.dir)
          .then(
            ({ manifestText }) => (JSON.parse(manifestText) as { collection?: string }).collection,
          )
          .catch(() => undefined)
      : undefined;

    const collection = newCollectionName();
    const staging = path.join(parent, `.${base}.${collection}.partial`);
    const generation = path.join(parent, `${base}.${collection}`);
    try {
      await writeGeneration(staging, collection, validated);
      await fs.rename(staging, generation);
      await swapLink(this.dir, path.basename(generation));
    } catch (error) {
      await fs.rm(staging, { recursive: true, force: true });
      const served = await linkTarget(this.dir).catch(() => null);
      if (served === null || path.basename(served) !== path.basename(generation)) {
        await fs.rm(generation, { recursive: true, force: true });
      }
      throw error;
    }
    await retireGenerations(this.dir, previous ? [generation, previous] : [generation]);

    return {
      collection,
      points: validated.chunks.length,
      hasDense: validated.denseSize !== null,
      replaced: previousCollection ?? null,
    };
  }

  async search(request: SearchRequest): Promise<ScoredChunk[]> {
    return (await currentIndex(this.dir)).search(request);
  }

  async getChunks(ids: readonly string[]): Promise<Chunk[]> {
    return (await currentIndex(this.dir)).getChunks(ids);
  }

  async scrollChunks(filter: ChunkFilter): Promise<Chunk[]> {
    return (await currentIndex(this.dir)).scroll(filter);
  }

  async count(): Promise<number> {
    return (await currentIndex(this.dir)).size;
  }

  async info(): Promise<StoreInfo> {
    return infoOf(await currentIndex(this.dir));
  }
}

function infoOf(index: LocalStoreIndex): StoreInfo {
  return {
    backend: 'local',
    collection: index.collection,
    points: index.size,
    hasDense: index.denseSize !== null,
    denseSize: index.denseSize,
    schemaVersion: SCHEMA_VERSION,
  };
}

/**
 * The generation `dir` served when it was opened, for the life of one request: every read
 * answers from that generation even if a re-ingest swaps `dir` meanwhile. Read-only.
 *
 * A chunk is parsed once per snapshot: a second read of the same point returns the object the
 * first read returned, so the readers of one request share it and none may edit it. Measured:
 * an answer read 23 chunks and 17 distinct ones (the whole search, the section search and the
 * section's scroll return the same chunks; the safety and population readers scroll them
 * again), and parsing was ~11% of an answer's CPU (in-process profile, bench:api questions).
 */
export class LocalStoreSnapshot implements ChunkStore {
  private readonly parsed: ParsedChunks = new Map();

  constructor(
    readonly dir: string,
    private readonly index: LocalStoreIndex,
  ) {}

  load(): Promise<LoadResult> {
    return Promise.reject(new Error(`LocalStoreSnapshot ${this.dir}: read-only`));
  }

  search(request: SearchRequest): Promise<ScoredChunk[]> {
    return Promise.resolve(this.index.search(request, this.parsed));
  }

  getChunks(ids: readonly string[]): Promise<Chunk[]> {
    return Promise.resolve(this.index.getChunks(ids, this.parsed));
  }

  scrollChunks(filter: ChunkFilter): Promise<Chunk[]> {
    return Promise.resolve(this.index.scroll(filter, this.parsed));
  }

  count(): Promise<number> {
    return Promise.resolve(this.index.size);
  }

  info(): Promise<StoreInfo> {
    return Promise.resolve(infoOf(this.index));
  }
}

/** A read-only snapshot of the store at `dir` as served now (StoreNotLoadedError if none). */
export async function openLocalStoreSnapshot(dir: string): Promise<LocalStoreSnapshot> {
  const resolved = path.resolve(dir);
  return new LocalStoreSnapshot(resolved, await currentIndex(resolved));
}

/**
 * The LocalStore at `dir`, opened (and cached for the process) now, so a missing or corrupt
 * store fails here rather than on the first question. Throws StoreNotLoadedError when nothing
 * has been loaded at `dir`.
 */
export async function openLocalStore(dir: string): Promise<LocalStore> {
  const store = new LocalStore(dir);
  await currentIndex(store.dir);
  return store;
}
