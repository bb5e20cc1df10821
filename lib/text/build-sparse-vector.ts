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
  const slots: TermSlots = { hashes: [], tfs: [], weights: [] };
  const slotOf = new Map<string, number>();
  for (const { term, weight } of tokens.terms) {
    const slot = slotOf.get(term);
    if (slot === undefined) {
      slotOf.set(term, slots.hashes.length);
      slots.hashes.push(hashTerm(term));
      slots.tfs.push(1);
      slots.weights.push(weight);
    } else {
      slots.tfs[slot]! += 1;
      slots.weights[slot] = Math.max(slots.weights[slot]!, weight);
    }
  }
  return weighTermSlots(slots, mode, tokens.syllableCount);
}

/** A text's distinct terms in first-occurrence order: hash, frequency and stream weight. */
export interface TermSlots {
  hashes: number[];
  tfs: number[];
  weights: number[];
}

/** More slots than any chunk or question has; a slot number packs under it beside its hash. */
const SLOT_SPAN = 2 ** 21;

/**
 * Slot numbers ordered by (hash, slot). Below SLOT_SPAN slots, one native numeric sort of
 * hash·2^21 + slot (exact below 2^53) instead of a comparator: the store sorts ~15k vectors.
 */
function slotsByHash(hashes: readonly number[]): ArrayLike<number> {
  const k = hashes.length;
  if (k >= SLOT_SPAN) return [...hashes.keys()].sort((a, b) => hashes[a]! - hashes[b]! || a - b);
  const order = new Float64Array(k);
  for (let slot = 0; slot < k; slot++) order[slot] = hashes[slot]! * SLOT_SPAN + slot;
  order.sort();
  for (let i = 0; i < k; i++) order[i] = order[i]! % SLOT_SPAN;
  return order;
}

/**
 * Term slots → the sparse vector (see buildSparseVector): terms whose hashes collide share an
 * index, their values added in slot order, so every builder of a vector gives the same floats.
 */
export function weighTermSlots(
  slots: TermSlots,
  mode: SparseVectorMode,
  syllableCount: number,
): SparseVector {
  let lengthNorm = 1;
  if (mode.kind === 'document') {
    if (!(Number.isFinite(mode.avgDocLength) && mode.avgDocLength > 0)) {
      throw new Error(
        `sparse vector: avgDocLength must be a positive number, got ${mode.avgDocLength}`,
      );
    }
    lengthNorm = 1 - BM25_B + (BM25_B * syllableCount) / mode.avgDocLength;
  }
  const { hashes, tfs, weights } = slots;
  const order = slotsByHash(hashes);
  const indices: number[] = [];
  const values: number[] = [];
  for (let i = 0; i < order.length; i++) {
    const slot = order[i]!;
    const tf = tfs[slot]!;
    const weight = weights[slot]!;
    const value =
      mode.kind === 'document'
        ? (weight * (tf * (BM25_K1 + 1))) / (tf + BM25_K1 * lengthNorm)
        : weight;
    const index = hashes[slot]!;
    if (indices.length > 0 && indices[indices.length - 1] === index) {
      values[values.length - 1]! += value;
    } else {
      indices.push(index);
      values.push(value);
    }
  }
  return { indices, values };
}

/** The sparse vector of a question, as the retrieval layer sends it to a ChunkStore. */
export function buildQuerySparseVector(question: string): SparseVector {
  return buildSparseVector(tokenizeVietnamese(question, 'query'), { kind: 'query' });
}
