import type { Chunk } from '@/lib/schema/chunk';
import { gateResult, type GateResult } from './gate-result';

export const BOILERPLATE_IN_CHUNK_TEXT = 'boilerplate_in_chunk_text';

/** The running header's book mark ("DTQGVN 2"); found mid-sentence in 12% of sections (ADR 0004). */
export const RUNNING_HEADER_MARK = 'DTQGVN';

/**
 * Chunks whose text or source_text carries running-header boilerplate: the book mark, or any
 * of the running-header lines extraction saw (`1030 Natri clorid DTQGVN 2`), compared with
 * whitespace collapsed. Headers leak mid-sentence (`… thải trừ DTQGVN 2 Aciclovir 115 qua
 * phân.`) and would be embedded and shown to a clinician.
 */
export function checkBoilerplate(
  chunks: readonly Chunk[],
  runningHeaders: readonly string[],
): GateResult {
  const needles = [RUNNING_HEADER_MARK, ...runningHeaders]
    .map(collapseWhitespace)
    .filter((needle) => needle.length > 0);
  // Collapsing whitespace keeps every run of other characters as it is, so a text can hold a
  // needle only if it holds the needle's longest word verbatim. Checked first, that spares the
  // collapse of nearly every chunk (the whole text of the book, twice, before this).
  const anchors = needles.map((needle) =>
    needle.split(' ').reduce((a, b) => (b.length > a.length ? b : a)),
  );
  const violations: string[] = [];
  for (const chunk of chunks) {
    if (!anchors.some((a) => chunk.text.includes(a) || chunk.source_text.includes(a))) continue;
    const haystacks = [collapseWhitespace(chunk.text), collapseWhitespace(chunk.source_text)];
    const found = needles.find((needle) => haystacks.some((haystack) => haystack.includes(needle)));
    if (found !== undefined) {
      violations.push(
        `${chunk.chunk_id} page ${chunk.source_page_range[0]}: contains running header "${found}"`,
      );
    }
  }
  return gateResult(BOILERPLATE_IN_CHUNK_TEXT, violations);
}

function collapseWhitespace(text: string): string {
  return text.replace(/\s+/gu, ' ').trim();
}
