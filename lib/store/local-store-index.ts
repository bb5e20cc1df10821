import 'server-only';

import type { Chunk } from '@/lib/schema/chunk';
import type { SparseVector } from '@/lib/text/build-sparse-vector';
import {
  FILTER_FIELDS,
  checkSearchRequest,
  filterMatchesNothing,
  prefetchLimit,
  type ChunkFilter,
  type FilterField,
  type ScoredChunk,
  type SearchRequest,
} from './chunk-store';
import { fuseRrf } from './fuse-rrf';
import type { GenerationData } from './local-store-files';
import { selectTop, type Hit } from './select-top';
import { cheaperToLookUp, indexInRange, unionSorted } from './sorted-doc-lists';

/** Qdrant's sparse IDF: ln(1 + (N − n + 0.5)/(n + 0.5)). */
export function sparseIdf(points: number, withTerm: number): number {
  return Math.log(1 + (points - withTerm + 0.5) / (withTerm + 0.5));
}

/**
 * A generation in memory, with what a query needs precomputed: postings with an IDF per term
 * (over this collection, as Qdrant computes it), unit dense vectors, and payload indexes
 * (value → points) on drug_id, section_key, atc_codes, chunk_kind. Search is exact: every
 * posting of every query term, every dense vector passing the filter.
 */
export class LocalStoreIndex {
  private readonly idf: Float64Array;
  private readonly byId = new Map<string, number>();
  private readonly payload = new Map<FilterField, Map<string, number[]>>();

  constructor(private readonly data: GenerationData) {
    const n = data.chunks.size;
    this.idf = new Float64Array(data.terms.length);
    for (let slot = 0; slot < data.terms.length; slot += 1) {
      this.idf[slot] = sparseIdf(n, (data.offsets[slot + 1] ?? 0) - (data.offsets[slot] ?? 0));
    }
    for (const field of FILTER_FIELDS) this.payload.set(field, new Map());
    data.keys.forEach((keys, doc) => {
      this.byId.set(keys.chunk_id, doc);
      for (const field of FILTER_FIELDS) {
        const raw = keys[field];
        const values = Array.isArray(raw) ? raw : [raw];
        const index = this.payload.get(field);
        for (const value of new Set(values)) {
          const docs = index?.get(value);
          if (docs) docs.push(doc);
          else index?.set(value, [doc]);
        }
      }
    });
  }

  get collection(): string {
    return this.data.manifest.collection;
  }

  get size(): number {
    return this.data.chunks.size;
  }

  get denseSize(): number | null {
    return this.data.denseSize;
  }

  /**
   * null: no filter. Otherwise the points that pass, ascending: the first field's values' lists
   * united, then each other field's test applied to those points (their keys). A drug filter
   * leaves a few dozen of the book's ~15k points; a mask over every point, built and scanned
   * per search, was a third of a filtered search's time (CPU profile, 800 answers on the
   * 680-monograph index). The later fields are tested point by point, not united and
   * intersected: a section's list holds every drug's points, and uniting the five safety
   * sections' lists (thousands of points, sorted) to keep a dozen was ~1.5% of an answer's CPU.
   */
  private filterDocs(filter: ChunkFilter | undefined): Int32Array | null {
    let docs: Int32Array | null = null;
    for (const field of FILTER_FIELDS) {
      const wanted = filter?.[field];
      if (wanted === undefined) continue;
      if (docs !== null) {
        docs = this.keepMatching(docs, field, wanted);
        continue;
      }
      const index = this.payload.get(field);
      docs = unionSorted(wanted.map((value) => index?.get(value) ?? []));
    }
    return docs;
  }

  /** The points of `docs` whose `field` has one of `wanted` (as the payload index reads it). */
  private keepMatching(
    docs: Int32Array,
    field: FilterField,
    wanted: readonly string[],
  ): Int32Array {
    const values = new Set(wanted);
    const out = new Int32Array(docs.length);
    let n = 0;
    for (let i = 0; i < docs.length; i += 1) {
      const doc = docs[i]!;
      const raw = this.data.keys[doc]![field];
      if (Array.isArray(raw) ? raw.some((v) => values.has(v)) : values.has(raw)) out[n++] = doc;
    }
    return out.subarray(0, n);
  }

  /** mask[doc] === 1 for each of `docs`. */
  private maskOf(docs: Int32Array): Uint8Array {
    const mask = new Uint8Array(this.size);
    for (let i = 0; i < docs.length; i += 1) mask[docs[i]!] = 1;
    return mask;
  }

  private findSlot(term: number): number {
    return indexInRange(this.data.terms, 0, this.data.terms.length, term);
  }

  /**
   * searchSparse's per-point scores and marks, kept between searches and zeroed again at the
   * points each search touched: a drug's search touches a few dozen of ~15k points, and two
   * fresh arrays over every point per search (a request runs three to six) cost more than the
   * scoring. Searches are synchronous, so one pair serves them all.
   */
  private sparseScratch: { scores: Float64Array; touched: Uint8Array } | null = null;

  private searchSparse(query: SparseVector, candidates: Int32Array | null, limit: number): Hit[] {
    this.sparseScratch ??= {
      scores: new Float64Array(this.size),
      touched: new Uint8Array(this.size),
    };
    const { scores, touched } = this.sparseScratch;
    const hits: number[] = [];
    try {
      return this.scoreSparse(query, candidates, limit, scores, touched, hits);
    } finally {
      for (const doc of hits) {
        scores[doc] = 0;
        touched[doc] = 0;
      }
    }
  }

  private scoreSparse(
    query: SparseVector,
    candidates: Int32Array | null,
    limit: number,
    scores: Float64Array,
    touched: Uint8Array,
    hits: number[],
  ): Hit[] {
    const { offsets } = this.data;
    const { docs, codes, palette } = this.data.postings;
    let mask: Uint8Array | null = null;
    // Terms in query order, as before: each point's score is summed in the same order, so it is
    // the same double whichever way a term's postings are read.
    query.indices.forEach((term, i) => {
      const slot = this.findSlot(term);
      if (slot < 0) return;
      const weight = (query.values[i] ?? 0) * (this.idf[slot] ?? 0);
      const start = offsets[slot] as number;
      const end = offsets[slot + 1] as number;
      const add = (p: number, doc: number) => {
        if (touched[doc] === 0) {
          touched[doc] = 1;
          hits.push(doc);
        }
        // The very f32 the store was loaded with (compact-postings.ts).
        scores[doc] = (scores[doc] as number) + weight * (palette[codes[p] as number] as number);
      };
      if (candidates !== null && cheaperToLookUp(candidates.length, end - start)) {
        for (let c = 0; c < candidates.length; c += 1) {
          const doc = candidates[c] as number;
          const p = indexInRange(docs, start, end, doc);
          if (p >= 0) add(p, doc);
        }
        return;
      }
      if (candidates !== null) mask ??= this.maskOf(candidates);
      for (let p = start; p < end; p += 1) {
        const doc = docs[p] as number;
        if (mask !== null && mask[doc] !== 1) continue;
        add(p, doc);
      }
    });
    return selectTop(hits, scores, limit);
  }

  // Exact cosine over every point passing the filter: vectors are unit length since load, so
  // the dot product with the unit query is the cosine (Qdrant's Cosine distance likewise).
  private searchDense(query: readonly number[], filtered: Int32Array | null, limit: number): Hit[] {
    const dense = this.data.dense;
    const size = this.data.denseSize ?? 0;
    if (!dense) return [];
    const norm = Math.sqrt(query.reduce((sum, x) => sum + x * x, 0));
    if (norm === 0) return [];
    const unit = Float64Array.from(query, (x) => x / norm);
    const scores = new Float64Array(this.size);
    const candidates = new Int32Array(this.size);
    const unrolled = size - (size % 4);
    let count = 0;
    const points = filtered === null ? this.size : filtered.length;
    for (let k = 0; k < points; k += 1) {
      const doc = filtered === null ? k : (filtered[k] as number);
      // Four accumulators: measured ~1.5× faster than one on 12k × 1024 dimensions.
      let s0 = 0;
      let s1 = 0;
      let s2 = 0;
      let s3 = 0;
      const base = doc * size;
      let i = 0;
      for (; i < unrolled; i += 4) {
        s0 += (unit[i] as number) * (dense[base + i] as number);
        s1 += (unit[i + 1] as number) * (dense[base + i + 1] as number);
        s2 += (unit[i + 2] as number) * (dense[base + i + 2] as number);
        s3 += (unit[i + 3] as number) * (dense[base + i + 3] as number);
      }
      for (; i < size; i += 1) s0 += (unit[i] as number) * (dense[base + i] as number);
      scores[doc] = s0 + s1 + s2 + s3;
      candidates[count] = doc;
      count += 1;
    }
    return selectTop(candidates.subarray(0, count), scores, limit);
  }

  /** `parsed`: chunks already parsed for the caller, by point (chunksAt). */
  search(request: SearchRequest, parsed?: ParsedChunks): ScoredChunk[] {
    checkSearchRequest(request, this.denseSize);
    if (filterMatchesNothing(request.filter)) return [];
    const filtered = this.filterDocs(request.filter);
    const { sparse, dense, limit } = request;

    let hits: Hit[];
    if (sparse && dense) {
      const candidates = prefetchLimit(limit);
      const fused = fuseRrf([
        this.searchSparse(sparse, filtered, candidates).map((h) => h.doc),
        this.searchDense(dense, filtered, candidates).map((h) => h.doc),
      ]);
      hits = fused.slice(0, limit).map(({ item, score }) => ({ doc: item, score }));
    } else if (sparse) {
      hits = this.searchSparse(sparse, filtered, limit);
    } else if (dense) {
      hits = this.searchDense(dense, filtered, limit);
    } else {
      hits = [];
    }
    const chunks = this.chunksAt(
      hits.map((h) => h.doc),
      parsed,
    );
    return hits.map(({ score }, i) => ({ chunk: chunks[i]!, score }));
  }

  // Parsed per call from the generation's bytes (compact-chunks.ts), so each caller gets its
  // own object: the generation is shared by every request, and a caller that edits a chunk it
  // was given must not change what the next request reads. A caller that passes `parsed` (one
  // request's snapshot, local-store.ts) gets the object it was given before for the same point.
  private chunksAt(docs: readonly number[], parsed?: ParsedChunks): Chunk[] {
    for (const doc of docs) {
      if (doc < 0 || doc >= this.size) {
        throw new Error(`LocalStore ${this.collection}: no point #${doc}`);
      }
    }
    if (!parsed) return this.data.chunks.atEach(docs);
    const missing = [...new Set(docs.filter((doc) => !parsed.has(doc)))];
    const fresh = new Map<number, Chunk>();
    this.data.chunks.atEach(missing).forEach((chunk, i) => fresh.set(missing[i]!, chunk));
    const out = docs.map((doc) => fresh.get(doc) ?? parsed.get(doc)!);
    for (const [doc, chunk] of fresh) {
      if (parsed.size >= MAX_PARSED_CHUNKS) parsed.clear();
      parsed.set(doc, chunk);
    }
    return out;
  }

  getChunks(ids: readonly string[], parsed?: ParsedChunks): Chunk[] {
    const docs: number[] = [];
    for (const id of ids) {
      const doc = this.byId.get(id);
      if (doc !== undefined) docs.push(doc);
    }
    return this.chunksAt(docs, parsed);
  }

  scroll(filter: ChunkFilter, parsed?: ParsedChunks): Chunk[] {
    if (filterMatchesNothing(filter)) return [];
    const filtered = this.filterDocs(filter);
    const docs =
      filtered === null ? Array.from({ length: this.size }, (_, doc) => doc) : [...filtered];
    return this.chunksAt(docs, parsed);
  }
}

/** Chunks one reader has been given, by point (LocalStoreSnapshot's, for one request). */
export type ParsedChunks = Map<number, Chunk>;

/**
 * Past this many, a reader's parsed chunks are dropped and parsed again when asked: an answer
 * reads a few dozen, and a snapshot held for many questions (the evals') stays bounded.
 */
const MAX_PARSED_CHUNKS = 512;
