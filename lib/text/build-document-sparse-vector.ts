import { buildSparseVector, weighTermSlots, type SparseVector } from './build-sparse-vector';
import { continueTermHash, hashTerm } from './hash-term';
import {
  EXACT_WEIGHT,
  FOLDED_PREFIX,
  FOLDED_WEIGHT,
  foldSyllable,
  splitSyllables,
  tokenizeVietnamese,
} from './tokenize-vietnamese';

/** A term's number in `termIds`, and its hash (hashTerm of its text). */
interface TermEntry {
  id: number;
  hash: number;
}

/** A syllable's two terms: itself (exact stream) and `~` + its folded spelling. */
interface SyllableTerms {
  exact: TermEntry;
  folded: TermEntry;
  /** The folded spelling without the prefix: a folded bigram's second half. */
  foldedText: string;
}

// Unigram terms ("liều", "~lieu") → a small number, so a bigram is a pair of slots instead of a
// new string to hash for every occurrence. Reset when full, between calls.
const MAX_TERM_IDS = 1 << 20;
const termIds = new Map<string, TermEntry>();
// Syllable spelling → its two terms: one lookup per syllable where folding it, prefixing the
// folded spelling and finding both terms were four (a book is ~1.9M syllables). Entries hold
// term ids, so it is cleared with termIds.
const syllableTerms = new Map<string, SyllableTerms>();

function termEntry(term: string): TermEntry {
  let entry = termIds.get(term);
  if (entry === undefined) {
    entry = { id: termIds.size, hash: hashTerm(term) };
    termIds.set(term, entry);
  }
  return entry;
}

function termsOfSyllable(syllable: string): SyllableTerms {
  let terms = syllableTerms.get(syllable);
  if (terms === undefined) {
    const foldedText = foldSyllable(syllable);
    terms = {
      exact: termEntry(syllable),
      folded: termEntry(FOLDED_PREFIX + foldedText),
      foldedText,
    };
    syllableTerms.set(syllable, terms);
  }
  return terms;
}

// A term's slot in the vector being built, by term id; -1 when the call has not seen it. A typed
// array instead of a map: two lookups per syllable of every chunk.
const slotOfTerm = new Int32Array(MAX_TERM_IDS).fill(-1);
/** Longest text (in syllables) whose bigram keys (slot·4n + slot) stay small integers. */
const MAX_FAST_SYLLABLES = 8_000;

/**
 * `buildSparseVector(tokenizeVietnamese(text), { kind: 'document', avgDocLength })`, value for
 * value and in the same order, without building a term object or a bigram string per
 * occurrence: on the 680-monograph book those were most of the store's load stage (a book is
 * ~8M term occurrences). The two must agree exactly — the equality is tested on the real book.
 */
export function buildDocumentSparseVector(text: string, avgDocLength: number): SparseVector {
  const syllables = splitSyllables(text);
  const n = syllables.length;
  if (n > MAX_FAST_SYLLABLES) {
    return buildSparseVector(tokenizeVietnamese(text), { kind: 'document', avgDocLength });
  }
  if (termIds.size + 2 * n >= MAX_TERM_IDS) {
    termIds.clear();
    syllableTerms.clear();
  }
  const exact: TermEntry[] = new Array<TermEntry>(n);
  const folded: TermEntry[] = new Array<TermEntry>(n);
  const exactTexts: string[] = new Array<string>(n);
  const foldedTexts: string[] = new Array<string>(n);
  for (let i = 0; i < n; i++) {
    const syllable = syllables[i]!.text;
    const terms = termsOfSyllable(syllable);
    exact[i] = terms.exact;
    folded[i] = terms.folded;
    exactTexts[i] = syllable;
    foldedTexts[i] = terms.foldedText;
  }

  // Distinct terms in first-occurrence order: exact unigrams, exact bigrams, folded unigrams,
  // folded bigrams — tokenizeVietnamese's order, so values that share an index add up in the
  // same order and give the same float.
  const hashes: number[] = [];
  const tfs: number[] = [];
  const weights: number[] = [];
  const touched: number[] = [];
  const bigramSlots = new Map<number, number>();
  const keyBase = 4 * n;
  const addSlot = (hash: number, weight: number) => {
    hashes.push(hash);
    tfs.push(1);
    weights.push(weight);
    return hashes.length - 1;
  };
  const stream = (entries: readonly TermEntry[], seconds: readonly string[], weight: number) => {
    for (let i = 0; i < n; i++) {
      const entry = entries[i]!;
      const slot = slotOfTerm[entry.id]!;
      if (slot < 0) {
        slotOfTerm[entry.id] = addSlot(entry.hash, weight);
        touched.push(entry.id);
      } else {
        tfs[slot]! += 1;
        weights[slot] = Math.max(weights[slot]!, weight);
      }
    }
    for (let i = 1; i < n; i++) {
      if (!syllables[i]!.joinsPrevious) continue;
      const first = entries[i - 1]!;
      // Unigram slots are below 3n, so this key names the pair (exact and folded terms differ).
      const key = slotOfTerm[first.id]! * keyBase + slotOfTerm[entries[i]!.id]!;
      const slot = bigramSlots.get(key);
      if (slot === undefined) {
        // A bigram's text is "first second" (folded: "~first second"); syllables hold no space.
        // Hashed on from the first term's, through the space then the second syllable: the
        // joined string was one allocation per bigram occurrence.
        const hash = continueTermHash(continueTermHash(first.hash, ' '), seconds[i]!);
        bigramSlots.set(key, addSlot(hash, weight));
      } else {
        tfs[slot]! += 1;
        weights[slot] = Math.max(weights[slot]!, weight);
      }
    }
  };
  try {
    stream(exact, exactTexts, EXACT_WEIGHT);
    stream(folded, foldedTexts, FOLDED_WEIGHT);
  } finally {
    for (const id of touched) slotOfTerm[id] = -1;
  }
  return weighTermSlots({ hashes, tfs, weights }, { kind: 'document', avgDocLength }, n);
}
