import type { Chunk } from '@/lib/schema/chunk';

/** How a sentence stands against the patient of the question. */
export type Fit = 'fits' | 'excludes' | 'silent';

/**
 * One sentence of a retrieved chunk as the extractive drafter reads it: its label chain, what it
 * matches of the question, and how it stands against the patient. The ranking tables
 * (lib/answer/rank) order these.
 */
export interface Candidate {
  chunk: Chunk;
  /** The sentence, verbatim from the chunk's source_text. */
  text: string;
  /** The label chain the sentence sits under, when it does not print its own. */
  labels: string[];
  /** The heading too long for a label the sentence sits under, when the question names it; also in `labels`. */
  topic: string | null;
  order: number;
  /** The sentence or its label names a population the question asks about. */
  population: boolean;
  /** A label over the sentence (its own or carried) names that population: "Suy thận: …". */
  labelled: boolean;
  /** A label over the sentence names another age group than the one asked ("Trẻ em:" for an adult). */
  otherPopulation?: boolean;
  /** How many of the question's words (the drug's name left out) the sentence has. */
  matched: number;
  /** The sentence's syllables and its labels' (read once with the chunk's lines). */
  words: readonly string[];
  labelWords: readonly string[];
  /**
   * The weight of the question's words it holds, rare words weighing most
   * (weigh-question-words.ts); 0 until the drafter has read every candidate.
   */
  weighted: number;
  /** `weighted` with the question's adjacent word pairs the line holds weighed too (rare-words-line.ts reads it). */
  phrased: number;
  /** The line alone holds a question word of seven letters or more ("tularemia"). */
  uniqueWord: boolean;
  /** The book's paragraph ends after the sentence (read with the chunk's lines). */
  endsParagraph: boolean;
  score: number;
  fit: Fit;
  /** What is shown: the sentence, or only its clauses that fit the patient. */
  shown: string;
  /** The band that fits, as the book writes it ("Độ thanh thải creatinin 10 - 29 ml/phút"). */
  band?: string;
  /**
   * How many conditions the book states in words or numbers for what fits ("Trẻ em dưới 12
   * tuổi" counts, the bare "Trẻ em" does not): a stated band answers before a generic label.
   */
  strength?: number;
  /** Labelled for patients on a drug the patient takes (affirmsTakenDrug). */
  onTakenRegimen?: boolean;
}

export type Base = Omit<Candidate, 'fit' | 'shown' | 'band' | 'strength'>;

/** A line read alone, before the question's words are weighed: no words, no labels, no weight. */
export const UNWEIGHED: Pick<
  Candidate,
  'words' | 'labelWords' | 'weighted' | 'phrased' | 'uniqueWord'
> = { words: [], labelWords: [], weighted: 0, phrased: 0, uniqueWord: false };

/**
 * A sentence read alone, out of its paragraph, shown whole: no labels, nothing matched or
 * weighed. The drafter's lines found outside the ranked candidates (sentenceElsewhere) and the
 * lead-rule tests' lines are built by it.
 */
export function aloneCandidate(chunk: Chunk, text: string, order: number, fit: Fit): Candidate {
  return {
    chunk,
    text,
    labels: [],
    topic: null,
    order,
    population: false,
    labelled: false,
    matched: 0,
    ...UNWEIGHED,
    endsParagraph: true,
    score: 0,
    fit,
    shown: text,
  };
}
