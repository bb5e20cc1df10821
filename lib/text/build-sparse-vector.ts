import { hashTerm } from './hash-term';
import { tokenizeVietnamese, type TokenizedText } from './tokenize-vietnamese';

/** Qdrant's sparse vector shape: indices strictly ascending, one value per index. */
export interface SparseVector {
  indices: number[];
  values: number[];
}

export const BM25_K1 = 1.2;
export const BM25_B = 0.75;

export type SparseVectorMode =
  /** `avgDocLength`: mean `syllableCount` over the collection being loaded. */
  { kind: 'document'; avgDocLength: number } | { kind: 'query' };

/**
 * Weighted terms → sparse vector, hashed with FNV-1a (hashTerm).
 *
 * Documents carry BM25's saturated term frequency times the term's stream weight:
 *   weight · tf·(k1 + 1) / (tf + k1·(1 − b + b·dl/avgdl)),  k1 = 1.2, b = 0.75, dl = syllables.
 * Queries carry the stream weight once per distinct term (repeating a word in a question does
 * not count it twice).
 *
 * IDF is not in either vector: the stores apply it at query time over the loaded collection,
 * as Qdrant's `modifier: idf` does (idf = ln(1 + (N − n + 0.5)/(n + 0.5))). So a vector never
 * goes stale when the collection changes.
 *
 * Terms whose hashes collide share an index and their values add (see hashTerm).
 */
export function buildSparseVector(tokens: TokenizedText, mode: SparseVectorMode): SparseVector {
  // Distinct terms in first-occurrence order, as parallel arrays: one object per term of every
  // chunk (~4M for a book) was the load stage's largest cost after tokenizing.
  const slotOf = new Map<string, number>();
  const hashes: number[] = [];
  const tfs: number[] = [];
  const weights: number[] = [];
  for (const { term, weight } of tokens.terms) {
    const slot = slotOf.get(term);
    if (slot === undefined) {
      slotOf.set(term, hashes.length);
      hashes.push(hashTerm(term));
      tfs.push(1);
      weights.push(weight);
    } else {
      tfs[slot]! += 1;
      weights[slot] = Math.max(weights[slot]!, weight);
    }
  }

  let lengthNorm = 1;
  if (mode.kind === 'document') {
    if (!(Number.isFinite(mode.avgDocLength) && mode.avgDocLength > 0)) {
      throw new Error(
        `buildSparseVector: avgDocLength must be a positive number, got ${mode.avgDocLength}`,
      );
    }
    lengthNorm = 1 - BM25_B + (BM25_B * tokens.syllableCount) / mode.avgDocLength;
  }

  const byIndex = new Map<number, number>();
  for (let slot = 0; slot < hashes.length; slot++) {
    const tf = tfs[slot]!;
    const weight = weights[slot]!;
    const value =
      mode.kind === 'document'
        ? (weight * (tf * (BM25_K1 + 1))) / (tf + BM25_K1 * lengthNorm)
        : weight;
    const index = hashes[slot]!;
    byIndex.set(index, (byIndex.get(index) ?? 0) + value);
  }

  const indices = [...byIndex.keys()].sort((a, b) => a - b);
  return { indices, values: indices.map((i) => byIndex.get(i) ?? 0) };
}

/** The sparse vector of a question, as the retrieval layer sends it to a ChunkStore. */
export function buildQuerySparseVector(question: string): SparseVector {
  return buildSparseVector(tokenizeVietnamese(question, 'query'), { kind: 'query' });
}
