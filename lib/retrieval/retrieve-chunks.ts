import 'server-only';
import type { Chunk } from '@/lib/schema/chunk';
import type { SectionKey } from '@/lib/schema/section-keys';
import { buildQuerySparseVector } from '@/lib/text/build-sparse-vector';
import { containsPhrase } from '@/lib/text/contains-phrase';
import { foldDiacritics } from '@/lib/text/fold-diacritics';
import { memoizeByToken } from '@/lib/text/memoize-by-token';
import type { ChunkStore, ScoredChunk } from '@/lib/store/chunk-store';
import type { DrugLexicon } from './drug-lexicon';
import { POPULATION_LABEL_PHRASES } from './population-cues';
import { understandQuery, type ConversationTurn, type UnderstoodQuery } from './understand-query';

/**
 * Hybrid retrieval for one question: query understanding decides which drug(s) and sections
 * to look in; sparse BM25 (and dense vectors when an embeddings endpoint is configured, fused by
 * RRF in the store) ranks chunks inside them. Understanding first, because in a formulary the
 * right monograph and section matter more than lexical similarity: "liều amoxicilin cho trẻ em"
 * must land in AMOXICILIN's dosing section, not in another penicillin's.
 */

export interface RetrievedChunk {
  chunk: Chunk;
  score: number;
}

export type RetrievalOutcome =
  /** Chunks found for a drug in the book. */
  | 'ok'
  /** The question names no drug (and none can be inherited): the product does not guess one. */
  | 'no_drug'
  /** The question names a drug the book does not have. */
  | 'unknown_drug'
  /** Empty, punctuation only, or not a question in Vietnamese about a drug. */
  | 'bad_query';

export interface RetrievalResult {
  understanding: UnderstoodQuery;
  outcome: RetrievalOutcome;
  chunks: RetrievedChunk[];
}

export interface RetrievalContext {
  store: ChunkStore;
  lexicon: DrugLexicon;
  /** Dense query embedding, when EMBEDDING_BASE_URL is configured. */
  embed?: (text: string) => Promise<number[]>;
}

export interface RetrieveOptions {
  limit?: number;
}

const MAX_DRUGS = 3;

/**
 * A chunk's labels and text folded, remembered by the text: the same chunks are boosted for
 * question after question (measured: ~3% of an answer's CPU was this fold, bench:api questions).
 */
const foldChunkText = memoizeByToken(foldDiacritics, 2_048);

function populationBoost(chunk: Chunk, u: UnderstoodQuery): number {
  if (u.populations.length === 0) return 0;
  const haystack = foldChunkText(`${chunk.context_labels.join(' ')} ${chunk.text}`);
  let boost = 0;
  for (const cue of u.populations) {
    if (POPULATION_LABEL_PHRASES[cue.key].some((phrase) => containsPhrase(haystack, phrase)))
      boost += 0.5;
  }
  return Math.min(boost, 1);
}

/** The name a drug goes by in other monographs' interaction lists. */
function namesOf(drugId: string, lexicon: DrugLexicon): string {
  const entry = lexicon.entries.get(drugId);
  if (!entry) return drugId.replace(/_/g, ' ');
  // The title and the INN: lists in the book name other drugs by their Vietnamese INN.
  return [entry.drug_name, entry.inn ?? ''].join(' ');
}

export async function retrieveChunks(
  question: string,
  history: readonly ConversationTurn[] | undefined,
  ctx: RetrievalContext,
  options: RetrieveOptions = {},
): Promise<RetrievalResult> {
  return retrieveUnderstood(understandQuery(question, history, ctx.lexicon), ctx, options);
}

/** Retrieval for a question already read (readQuestion's `understood`): the answer path's entry. */
export async function retrieveUnderstood(
  u: UnderstoodQuery,
  ctx: RetrievalContext,
  options: RetrieveOptions = {},
): Promise<RetrievalResult> {
  const limit = options.limit ?? 8;
  if (u.issues.includes('empty') || u.issues.includes('no_letters'))
    return { understanding: u, outcome: 'bad_query', chunks: [] };
  if (u.drugs.length === 0) {
    if (u.otherDrugTerms.length > 0)
      return { understanding: u, outcome: 'unknown_drug', chunks: [] };
    return {
      understanding: u,
      outcome: u.issues.includes('not_vietnamese') ? 'bad_query' : 'no_drug',
      chunks: [],
    };
  }

  const sparse = buildQuerySparseVector(u.normalized);
  const dense = ctx.embed ? await ctx.embed(u.normalized).catch(() => undefined) : undefined;
  const sectionWeight = new Map<SectionKey, number>(u.sections.map((s) => [s.key, s.weight]));
  const wanted = [...sectionWeight.keys()];
  const scored = new Map<string, RetrievedChunk>();
  // Per chunk id, for this question: the whole search, the section search and the section's
  // scroll return the same chunks again (measured: populationBoost, its memo's key built and
  // hashed for every hit, was 4% of an answer's CPU, bench:api questions in process).
  const boosts = new Map<string, number>();
  const boostOf = (chunk: Chunk) => {
    let boost = boosts.get(chunk.chunk_id);
    if (boost === undefined) boosts.set(chunk.chunk_id, (boost = populationBoost(chunk, u)));
    return boost;
  };

  const add = (hits: ScoredChunk[], bonus: number) => {
    const top = Math.max(1e-9, ...hits.map((h) => h.score));
    for (const hit of hits) {
      const weight = sectionWeight.get(hit.chunk.section_key) ?? 0;
      // Section intent dominates; the lexical score orders chunks within it.
      const score = bonus + 10 * weight + hit.score / top + boostOf(hit.chunk);
      const prev = scored.get(hit.chunk.chunk_id);
      if (!prev || prev.score < score) scored.set(hit.chunk.chunk_id, { chunk: hit.chunk, score });
    }
  };

  for (const drugId of u.drugs.slice(0, MAX_DRUGS)) {
    const search = (section?: readonly SectionKey[], n = limit * 2, sparseVector = sparse) =>
      ctx.store.search({
        sparse: sparseVector,
        ...(dense ? { dense } : {}),
        filter: { drug_id: [drugId], ...(section ? { section_key: section } : {}) },
        limit: n,
      });
    add(await search(), 0);
    if (wanted.length > 0) {
      add(await search(wanted), 0);
      // A section the question asks for is shown even when no word of the question is in it
      // ("có dùng được cho phụ nữ có thai không?" against a two-line pregnancy section).
      const whole = await ctx.store.scrollChunks({ drug_id: [drugId], section_key: wanted });
      add(
        whole.slice(0, limit * 2).map((chunk) => ({ chunk, score: 0 })),
        0,
      );
    }
  }

  // "A có tương tác với B không?": B's name in A's interaction section, and A's in B's.
  if (u.interactionPair) {
    const [a, b] = u.interactionPair;
    for (const [own, other] of [
      [a, b],
      [b, a],
    ] as const) {
      const hits = await ctx.store.search({
        sparse: buildQuerySparseVector(namesOf(other, ctx.lexicon)),
        filter: { drug_id: [own], section_key: ['tuong_tac_thuoc'] },
        limit: 3,
      });
      add(hits, 5);
    }
  }

  const chunks = [...scored.values()].sort(
    (x, y) => y.score - x.score || x.chunk.chunk_id.localeCompare(y.chunk.chunk_id),
  );
  return { understanding: u, outcome: 'ok', chunks: chunks.slice(0, limit) };
}
