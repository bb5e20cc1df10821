import { citeChunk } from './cite-chunk';
import type { Chunk } from '@/lib/schema/chunk';
import type { Citation } from '@/lib/schema/citation';
import type { KeptSentence, PolicyCaption } from './answer-draft';
import type { UnmarkedCaption } from './collect-attachments';
import { pickQuote } from './pick-quote';

export type AssignedCitations = {
  sentences: KeptSentence[];
  captions: PolicyCaption[];
  citations: Citation[];
};

/**
 * Markers 1..n in order of first use — kept sentences first, then the policy's captions — so
 * "[1]" is always the first chip the clinician sees. Every cited id is a retrieved chunk by
 * the time this runs (rule 4 removed the rest); a missing one is a programming error.
 */
export function assignCitations(
  kept: readonly { text: string; cites: string[]; quote?: { text: string; locked: boolean } }[],
  captions: readonly UnmarkedCaption[],
  retrieved: ReadonlyMap<string, Chunk>,
): AssignedCitations {
  const markers = new Map<string, number>();
  const claimsByChunk = new Map<string, string[]>();
  const quoteByChunk = new Map<string, { text: string; locked: boolean }>();
  const markerFor = (chunkId: string): number => {
    const existing = markers.get(chunkId);
    if (existing !== undefined) return existing;
    if (!retrieved.has(chunkId)) {
      throw new Error(
        `lib/answer/policy/assign-citations: chunk ${chunkId} is not retrieved (rule 4 should have removed it)`,
      );
    }
    const next = markers.size + 1;
    markers.set(chunkId, next);
    return next;
  };

  const sentences = kept.map((s) => {
    for (const id of s.cites) claimsByChunk.set(id, [...(claimsByChunk.get(id) ?? []), s.text]);
    const first = s.cites[0];
    // A locked quote wins over a plain one: the passage crop is what keeps the dose unstated.
    const had = first ? quoteByChunk.get(first) : undefined;
    if (s.quote && first && (!had || (!had.locked && s.quote.locked)))
      quoteByChunk.set(first, s.quote);
    return {
      text: s.text,
      cites: [...s.cites],
      markers: s.cites.map(markerFor),
      ...(s.quote ? { quote: s.quote } : {}),
    };
  });
  const markedCaptions = captions.map((c) => ({ ...c, markers: [markerFor(c.chunk_id)] }));

  const citations: Citation[] = [...markers.entries()].map(([chunkId, marker]) => {
    const chunk = retrieved.get(chunkId)!;
    const chosen = quoteByChunk.get(chunkId);
    const quote = chosen?.text ?? pickQuote(chunk, claimsByChunk.get(chunkId) ?? []);
    return citeChunk(chunk, marker, quote, chosen?.locked === true);
  });
  return { sentences, captions: markedCaptions, citations };
}
