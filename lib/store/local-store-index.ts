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

  /** null: no filter. Otherwise mask[doc] === 1 for the points that pass. */
  private filterMask(filter: ChunkFilter | undefined): Uint8Array | null {
    let mask: Uint8Array | null = null;
    for (const field of FILTER_FIELDS) {
      const wanted = filter?.[field];
      if (wanted === undefined) continue;
      const fieldMask = new Uint8Array(this.size);
      for (const value of wanted) {
        for (const doc of this.payload.get(field)?.get(value) ?? []) fieldMask[doc] = 1;
      }
      if (mask)
        for (let doc = 0; doc < this.size; doc += 1)
          mask[doc] = (mask[doc] ?? 0) & (fieldMask[doc] ?? 0);
      else mask = fieldMask;
    }
    return mask;
  }

  private findSlot(term: number): number {
    const { terms } = this.data;
    let lo = 0;
    let hi = terms.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const value = terms[mid] ?? 0;
      if (value === term) return mid;
      if (value < term) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }

  private searchSparse(query: SparseVector, mask: Uint8Array | null, limit: number): Hit[] {
    const { offsets } = this.data;
    const { docs, codes, palette } = this.data.postings;
    const scores = new Float64Array(this.size);
    const touched = new Uint8Array(this.size);
    const hits: number[] = [];
    query.indices.forEach((term, i) => {
      const slot = this.findSlot(term);
      if (slot < 0) return;
      const weight = (query.values[i] ?? 0) * (this.idf[slot] ?? 0);
      const end = offsets[slot + 1] as number;
      for (let p = offsets[slot] as number; p < end; p += 1) {
        const doc = docs[p] as number;
        if (mask !== null && mask[doc] !== 1) continue;
        if (touched[doc] === 0) {
          touched[doc] = 1;
          hits.push(doc);
        }
        // The very f32 the store was loaded with (compact-postings.ts).
        scores[doc] = (scores[doc] as number) + weight * (palette[codes[p] as number] as number);
      }
    });
    return selectTop(hits, scores, limit);
  }

  // Exact cosine over every point passing the filter: vectors are unit length since load, so
  // the dot product with the unit query is the cosine (Qdrant's Cosine distance likewise).
  private searchDense(query: readonly number[], mask: Uint8Array | null, limit: number): Hit[] {
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
    for (let doc = 0; doc < this.size; doc += 1) {
      if (mask !== null && mask[doc] !== 1) continue;
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

  search(request: SearchRequest): ScoredChunk[] {
    checkSearchRequest(request, this.denseSize);
    if (filterMatchesNothing(request.filter)) return [];
    const mask = this.filterMask(request.filter);
    const { sparse, dense, limit } = request;

    let hits: Hit[];
    if (sparse && dense) {
      const candidates = prefetchLimit(limit);
      const fused = fuseRrf([
        this.searchSparse(sparse, mask, candidates).map((h) => h.doc),
        this.searchDense(dense, mask, candidates).map((h) => h.doc),
      ]);
      hits = fused.slice(0, limit).map(({ item, score }) => ({ doc: item, score }));
    } else if (sparse) {
      hits = this.searchSparse(sparse, mask, limit);
    } else if (dense) {
      hits = this.searchDense(dense, mask, limit);
    } else {
      hits = [];
    }
    return hits.map(({ doc, score }) => ({ chunk: this.chunkAt(doc), score }));
  }

  // Parsed per call from the generation's bytes (compact-chunks.ts), so each caller gets its
  // own object: the generation is shared by every request, and a caller that edits a chunk it
  // was given must not change what the next request reads.
  private chunkAt(doc: number): Chunk {
    if (doc < 0 || doc >= this.size) {
      throw new Error(`LocalStore ${this.collection}: no point #${doc}`);
    }
    return this.data.chunks.at(doc);
  }

  getChunks(ids: readonly string[]): Chunk[] {
    const out: Chunk[] = [];
    for (const id of ids) {
      const doc = this.byId.get(id);
      if (doc !== undefined) out.push(this.chunkAt(doc));
    }
    return out;
  }

  scroll(filter: ChunkFilter): Chunk[] {
    if (filterMatchesNothing(filter)) return [];
    const mask = this.filterMask(filter);
    const out: Chunk[] = [];
    for (let doc = 0; doc < this.size; doc += 1) {
      if (mask === null || mask[doc] === 1) out.push(this.chunkAt(doc));
    }
    return out;
  }
}
