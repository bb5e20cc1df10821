import type { SectionWeight } from '@/lib/retrieval/section-intent';
import type { SectionKey } from '@/lib/schema/section-keys';

/**
 * The sections a question asks most: those within three quarters of the top weight, in the
 * order read. The drafter answers from them, the missing-section notice names them, and the
 * safety and other-section rules read them.
 */
export function askedSections(sections: readonly SectionWeight[]): Set<SectionKey> {
  const top = Math.max(0, ...sections.map((s) => s.weight));
  return new Set(sections.filter((s) => s.weight >= 0.75 * top).map((s) => s.key));
}
