import type { Chunk } from '@/lib/schema/chunk';
import { isLabelPhrase } from '../chunk/detect-label';
import { splitChunkSentences } from '../chunk/split-chunk-sentences';
import { splitTrailingLabel } from '../chunk/split-trailing-label';
import { isWhitespaceAt } from '../chunk/text-span';

import { gateResult, type GateResult } from './gate-result';

export const CHUNK_ENDS_ON_LABEL = 'chunk_ends_on_label';

/**
 * Prose chunks whose source ends on a label (`… Người lớn:`), the defect behind 38 chunks
 * whose dose sat in the next chunk. The last part of a section that has lifted blocks is
 * exempt: there the label's content is the lifted table, which every chunk of the section
 * carries as an attachment. Anywhere else a trailing label has lost what it governs.
 */
export function checkChunkEndsOnLabel(chunks: readonly Chunk[]): GateResult {
  const violations: string[] = [];
  for (const chunk of chunks) {
    if (chunk.chunk_kind !== 'prose') continue;
    const lastPart = chunk.part_index === chunk.part_count - 1;
    if (lastPart && chunk.attachments.length > 0) continue;
    const label = trailingLabel(chunk.source_text);
    if (label) {
      violations.push(
        `${chunk.chunk_id} page ${chunk.source_page_range[1]}: part ends on label "${label}"`,
      );
    }
  }
  return gateResult(CHUNK_ENDS_ON_LABEL, violations);
}

function trailingLabel(text: string): string | null {
  // The last sentence ends at the text's last printed character, and a label ends in ':'
  // (isLabelPhrase): any other text cannot end on one, and is not split into sentences (that
  // split over every chunk was ~0.25 s of the gates on the 680-monograph book).
  let end = text.length;
  while (end > 0 && isWhitespaceAt(text, end - 1)) end--;
  if (end === 0 || text.charCodeAt(end - 1) !== 0x3a) return null;
  const sentences = splitChunkSentences(text);
  const last = sentences[sentences.length - 1];
  if (!last) return null;
  const pieces = splitTrailingLabel(text, last);
  const tail = pieces[pieces.length - 1];
  if (!tail) return null;
  const phrase = text.slice(tail.start, tail.end);
  return isLabelPhrase(phrase) ? phrase : null;
}
