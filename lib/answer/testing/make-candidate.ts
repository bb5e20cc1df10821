import { UNWEIGHED, type Candidate } from '@/lib/answer/extractive/candidate';
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
    ...UNWEIGHED,
    endsParagraph: true,
    score: 0,
    fit: 'silent',
    shown: text,
    ...extra,
  };
}
