/**
 * FNV-1a, 32 bits, over the term's UTF-8 bytes: a stable sparse-vector index that any language
 * can reproduce. Returned as an unsigned integer (0 … 2^32 − 1), which Qdrant's u32 sparse
 * indices accept.
 *
 * Collisions are accepted: with V distinct terms about V²/2³³ pairs collide (≈ 100 for the
 * ~900k exact+folded unigrams and bigrams of a whole book). Colliding terms share one index —
 * their weights add in a vector and they share an IDF — which perturbs a score slightly and
 * never loses a chunk.
 */
const FNV_OFFSET_BASIS = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

function mix(hash: number, byte: number): number {
  return Math.imul(hash ^ byte, FNV_PRIME);
}

// UTF-8 is produced inline rather than with TextEncoder: hashing runs once per term of every
// chunk (~4M times for a book) and an allocation per term tripled the load time.
export function hashTerm(term: string): number {
  return continueTermHash(FNV_OFFSET_BASIS, term);
}

/**
 * The hash of `a + text` from `hashTerm(a)`: FNV-1a reads bytes left to right, so a bigram's
 * hash ("liều dùng") continues from its first syllable's without building the string.
 */
export function continueTermHash(hashOfPrefix: number, text: string): number {
  let hash = hashOfPrefix;
  for (let i = 0; i < text.length; i += 1) {
    let code = text.charCodeAt(i);
    const low = i + 1 < text.length ? text.charCodeAt(i + 1) : 0;
    if (code >= 0xd800 && code <= 0xdbff && low >= 0xdc00 && low <= 0xdfff) {
      code = 0x10000 + ((code - 0xd800) << 10) + (low - 0xdc00);
      i += 1;
    } else if (code >= 0xd800 && code <= 0xdfff) {
      code = 0xfffd; // a lone surrogate encodes as U+FFFD, as TextEncoder does
    }
    if (code < 0x80) {
      hash = mix(hash, code);
    } else if (code < 0x800) {
      hash = mix(hash, 0xc0 | (code >> 6));
      hash = mix(hash, 0x80 | (code & 0x3f));
    } else if (code < 0x10000) {
      hash = mix(hash, 0xe0 | (code >> 12));
      hash = mix(hash, 0x80 | ((code >> 6) & 0x3f));
      hash = mix(hash, 0x80 | (code & 0x3f));
    } else {
      hash = mix(hash, 0xf0 | (code >> 18));
      hash = mix(hash, 0x80 | ((code >> 12) & 0x3f));
      hash = mix(hash, 0x80 | ((code >> 6) & 0x3f));
      hash = mix(hash, 0x80 | (code & 0x3f));
    }
  }
  return hash >>> 0;
}
