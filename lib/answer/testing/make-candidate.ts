import { aloneCandidate, type Candidate } from '@/lib/answer/extractive/candidate';
import type { Chunk } from '@/lib/schema/chunk';

/** A candidate line for the lead-rule tables' tests: `text` in `chunk`, silent, nothing matched. */
export function makeCandidate(
  chunk: Chunk,
  text: string,
  extra: Partial<Candidate> = {},
): Candidate {
  return { ...aloneCandidate(chunk, text, 0, 'silent'), ...extra };
}
