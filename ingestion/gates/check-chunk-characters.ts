import type { Chunk } from '@/lib/schema/chunk';
import { gateResult, type GateResult } from './gate-result';
import { isSurrogateCode, tableOfCodeUnits } from '@/lib/text/code-unit-table';
import { countSpacingAccents } from '@/lib/text/spacing-accents';

export const UNREADABLE_CHARACTERS_IN_CHUNK = 'unreadable_characters_in_chunk';

/**
 * Characters no clean Vietnamese text carries: Private Use Area code points, combining marks
 * (text is NFC, so a mark here joined no letter), U+FFFD and control characters, and the
 * compatibility ligatures U+FB00–FB06. Measured before issue 10 on defect books that exited 0:
 * 5,357 PUA characters and 9,873 combining marks in chunks.
 */
const UNREADABLE =
  /[\ue000-\uf8ff\u{f0000}-\u{10fffd}\p{M}\ufffd\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufb00-\ufb06]/u;

/**
 * 1 for every code unit that can start an UNREADABLE match: the BMP characters of its class, and
 * every surrogate (astral PUA and marks are left to the regex). Read from the regex itself, so
 * the two cannot disagree.
 */
const MAYBE_UNREADABLE = tableOfCodeUnits((ch, code) =>
  isSurrogateCode(code) || UNREADABLE.test(ch) ? 1 : 0,
);

/**
 * `UNREADABLE.exec(text)`: a table scan finds clean text (nearly every chunk) clean, and only
 * a text with a candidate goes to the regex. The regex's Unicode class over every chunk's text
 * and source text was ~0.4 s of the gates on the 680-monograph book.
 */
export function findUnreadable(text: string): RegExpExecArray | null {
  for (let i = 0; i < text.length; i++) {
    if (MAYBE_UNREADABLE[text.charCodeAt(i)] === 1) return UNREADABLE.exec(text);
  }
  return null;
}

function describe(ch: string): string {
  return `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * A tone or shape mark written as a spacing accent on a letter ("ngươ`i"): the first word that
 * carries one, or null. Extraction repairs these (spacing-accents.ts); one reaching a chunk is a
 * text layer the repair missed, and the chunk would read "ngươ`i" to the index.
 */
export function findSpacingAccentWord(text: string): string | null {
  if (countSpacingAccents(text) === 0) return null;
  return text.split(/\s+/u).find((word) => countSpacingAccents(word) > 0) ?? null;
}

/**
 * One violation per chunk whose text or source_text carries such a character, or a tone left
 * as a spacing accent.
 */
export function checkChunkCharacters(chunks: readonly Chunk[]): GateResult {
  const violations: string[] = [];
  for (const chunk of chunks) {
    const found = findUnreadable(chunk.text) ?? findUnreadable(chunk.source_text);
    if (found) {
      violations.push(
        `${chunk.chunk_id} page ${chunk.source_page_range[0]}: ${describe(found[0])} at "${found.input.slice(Math.max(0, found.index - 12), found.index + 12)}"`,
      );
      continue;
    }
    const word = findSpacingAccentWord(chunk.text) ?? findSpacingAccentWord(chunk.source_text);
    if (word)
      violations.push(
        `${chunk.chunk_id} page ${chunk.source_page_range[0]}: a tone written as a spacing accent in "${word}"`,
      );
  }
  return gateResult(UNREADABLE_CHARACTERS_IN_CHUNK, violations);
}
