import type { Chunk } from '@/lib/schema/chunk';
import type { Violation } from './answer-draft';
import { foldBookTextForMatch, foldForMatch } from './normalize-text';

function wordCount(folded: string): number {
  return (folded.match(/[\p{L}\p{M}]+/gu) ?? []).length;
}

function letterCount(folded: string): number {
  return (folded.match(/[\p{L}]/gu) ?? []).length;
}

/** Cells like "Liều" or "mg" are too generic to tell an echo from ordinary prose. */
function isDistinctive(cell: string): boolean {
  return wordCount(cell) >= 2 || letterCount(cell) >= 6;
}

/**
 * Rule 2 (ADR 0006 obligation 2): a table's header_row is never presented as its content.
 * A header row is the first ruled row as read, unverified; strung together in a sentence it
 * looks like the table itself. A cell the cited prose also says is the book's own prose, not an
 * echo. What remains is an echo when two cells of one block appear, or one specific cell
 * (three words or more, e.g. "Độ thanh thải creatinin (ml/phút)"). A descriptor chunk's text
 * pasted into a sentence is an echo too.
 */
export function checkHeaderEcho(
  text: string,
  cited: readonly Chunk[],
  retrieved: readonly Chunk[],
): Violation | null {
  const sentence = foldForMatch(text);
  const citedProse = cited
    .filter((c) => c.chunk_kind === 'prose')
    .map((c) => foldBookTextForMatch(c.source_text));

  for (const chunk of retrieved) {
    if (chunk.chunk_kind === 'block_descriptor') {
      for (const own of [chunk.text, chunk.source_text]) {
        if (sentence.includes(foldBookTextForMatch(own))) {
          return {
            rule: 'header_row_echo',
            reason: `rule 2: repeats the text of descriptor chunk ${chunk.chunk_id}`,
          };
        }
      }
    }
    for (const attachment of chunk.attachments) {
      const echoed = attachment.header_row
        .map(foldBookTextForMatch)
        .filter(isDistinctive)
        .filter((cell) => sentence.includes(cell))
        .filter((cell) => !citedProse.some((prose) => prose.includes(cell)));
      const distinct = [...new Set(echoed)];
      if (distinct.length >= 2 || distinct.some((cell) => wordCount(cell) >= 3)) {
        return {
          rule: 'header_row_echo',
          reason: `rule 2: presents header_row of block ${attachment.block_id} as content: ${distinct.map((c) => `"${c}"`).join(', ')}`,
        };
      }
    }
  }
  return null;
}
