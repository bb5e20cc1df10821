import {
  readRealdataSections,
  REALDATA_PRINTED_PAGE_OF,
} from '@/ingestion/chunk/testing/read-realdata-sections';
import { openSectionsAnswerDeps, type SectionsAnswerDeps } from './open-sections-answer-deps';

export type RealdataAnswerDeps = SectionsAnswerDeps;

/**
 * Answer dependencies over the real book's text (../shared/realdata): each real section goes
 * through the product's own chunker the way an ingest would send it — Markdown tables lifted as
 * quarantined blocks, so a dose beside a lifted table is locked as it would be in the real index
 * — and the chunks are loaded into a LocalStore in a temporary folder. The lexicon is built from
 * the monographs' titles, INN lines and trade names. Null when the samples are absent.
 */
export async function openRealdataAnswerDeps(): Promise<RealdataAnswerDeps | null> {
  const sections = readRealdataSections();
  if (!sections) return null;
  return openSectionsAnswerDeps(
    sections.map((s) => s.input),
    REALDATA_PRINTED_PAGE_OF,
  );
}
