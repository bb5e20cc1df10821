import { readBookSentences } from '@/lib/book/read-book-sentences';
import type { BookSentence } from '@/lib/schema/book-sentence';
import type { Chunk } from '@/lib/schema/chunk';
import { placeBookSentences } from '../chunk/place-book-sentences';
import { gateResult, type GateResult } from './gate-result';
import { indexSections, sectionRef, type GateSection } from './gate-section';

export const SENTENCE_CHAIN_NOT_SECTION_READING = 'sentence_chain_not_section_reading';

/**
 * Issue 36's chunk-size gate: every prose chunk stores its sentences, they cover its
 * source_text, and each is stored under the chain the whole section's reading gives it, so
 * the labels an answer reads do not depend on where the packer cut (or on the chunk size).
 * Measured before the sentences were read at ingest (npm run eval:chains): 105 of 1,279 real
 * sentences read under another chain when the chunks were smaller.
 */
export function checkSentenceChains(
  chunks: readonly Chunk[],
  sections: readonly GateSection[],
): GateResult {
  const byRef = indexSections(sections);
  const readings = new Map<string, BookSentence[]>();
  const violations: string[] = [];
  for (const chunk of chunks) {
    if (chunk.chunk_kind !== 'prose') continue;
    const ref = sectionRef(chunk.drug_id, chunk.section_key);
    const section = byRef.get(ref);
    if (!section) continue; // chunk_source_text_not_unique reports it
    let reading = readings.get(ref);
    if (!reading) {
      reading = readBookSentences({
        text: section.text,
        sectionKey: chunk.section_key,
        tableLifted: section.block_ids.length > 0,
        ...(section.table_offsets ? { tableOffsets: section.table_offsets } : {}),
        carried: [],
        drugName: chunk.drug_name,
      });
      readings.set(ref, reading);
    }
    const problem = describeMismatch(chunk, section.text, reading);
    if (problem)
      violations.push(`${chunk.chunk_id} page ${chunk.source_page_range[0]}: ${problem}`);
  }
  return gateResult(SENTENCE_CHAIN_NOT_SECTION_READING, violations);
}

/** What is wrong with a chunk's stored sentences, or null. */
function describeMismatch(
  chunk: Chunk,
  sectionText: string,
  reading: readonly BookSentence[],
): string | null {
  const stored = chunk.sentences;
  if (!stored) return 'no sentences stored';
  const start = sectionText.indexOf(chunk.source_text);
  if (start < 0) return null; // chunk_source_text_not_unique reports it
  const expected = placeBookSentences(
    sectionText,
    reading,
    { start, end: start + chunk.source_text.length },
    chunk.drug_name,
  );
  const uncovered = uncoveredText(chunk.source_text, stored);
  if (uncovered !== null) return `"${uncovered}" is in no stored sentence`;
  for (const [i, want] of expected.entries()) {
    const got = stored[i];
    if (!got || got.start !== want.start || got.end !== want.end)
      return `sentence ${i} is not the section's sentence at ${want.start}`;
    if (got.kind !== want.kind || got.labels.join(' — ') !== want.labels.join(' — '))
      return `"${chunk.source_text.slice(got.start, got.end).slice(0, 60)}" stored under "${got.labels.join(' — ')}", the section reads "${want.labels.join(' — ')}"`;
  }
  return stored.length === expected.length
    ? null
    : `${stored.length - expected.length} sentences more than the section's`;
}

/** The first non-space text of `source` outside every sentence, or null. */
function uncoveredText(source: string, sentences: readonly BookSentence[]): string | null {
  let at = 0;
  for (const s of sentences) {
    const gap = source.slice(at, s.start).trim();
    if (gap) return gap.slice(0, 40);
    at = Math.max(at, s.end);
  }
  const tail = source.slice(at).trim();
  return tail ? tail.slice(0, 40) : null;
}
