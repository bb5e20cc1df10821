import { hashTerm } from '@/lib/text/hash-term';
import { tokenizeVietnamese } from '@/lib/text/tokenize-vietnamese';

/**
 * A deterministic stand-in for an embedding model, for tests only: folded unigrams feature-
 * hashed into `size` signed buckets. No model weights can be downloaded here; this lets the
 * dense and hybrid paths of the stores run on realistic text without pretending to be one.
 */
export function hashEmbedding(text: string, size = 64): number[] {
  const vector = new Array<number>(size).fill(0);
  for (const { term } of tokenizeVietnamese(text).terms) {
    if (!term.startsWith('~') || term.includes(' ')) continue;
    const h = hashTerm(term);
    vector[h % size] = (vector[h % size] ?? 0) + (h >>> 31 === 1 ? -1 : 1);
  }
  if (!vector.some((x) => x !== 0)) vector[0] = 1;
  return vector;
}
