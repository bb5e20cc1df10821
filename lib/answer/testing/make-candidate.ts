import type { Candidate } from '@/lib/answer/extractive/candidate';
import type { Chunk } from '@/lib/schema/chunk';

/** A candidate line for the lead-rule tables' tests: `text` in `chunk`, silent, nothing matched. */
export function makeCandidate(
  chunk: Chunk,
  text: string,
  extra: Partial<Candidate> = {},
): Candidate {
  return {
    chunk,
    text,
    labels: [],
    topic: null,
    order: 0,
    population: false,
    labelled: false,
    matched: 0,
    words: [],
    labelWords: [],
    foldedLabels: '',
    weighted: 0,
    phrased: 0,
    uniqueWord: false,
    endsParagraph: true,
    score: 0,
    fit: 'silent',
    shown: text,
    ...extra,
  };
}
