import type { Chunk } from '@/lib/schema/chunk';
import { gateResult, type GateResult } from './gate-result';
import { isSurrogateCode, tableOfCodeUnits } from '@/lib/text/code-unit-table';
import { countSpacingAccents, isSpacingAccentCode } from '@/lib/text/spacing-accents';

export const UNREADABLE_CHARACTERS_IN_CHUNK = 'unreadable_characters_in_chunk';

/**
 * Characters no clean Vietnamese text carries: Private Use Area code points, combining marks
 * (text is NFC, so a mark here joined no letter), U+FFFD and control characters, and the
 * compatibility ligatures U+FB00–FB06, and the lookalike letters Ð ð Ƣ ƣ a font gave for Đ đ Ư ư
 * (2,332 eths reached the chunks of the lookalikes defect book before the repair). Measured before issue 10 on defect books that exited 0:
 * 5,357 PUA characters and 9,873 combining marks in chunks.
 */
const UNREADABLE =
  /[\ue000-\uf8ff\u{f0000}-\u{10fffd}\p{M}\ufffd\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufb00-\ufb06\u00d0\u00f0\u01a2\u01a3]/u;

/**
 * 1 for every code unit that can start an UNREADABLE match: the BMP characters of its class, and
 * every surrogate (astral PUA and marks are left to the regex). Read from the regex itself, so
 * the two cannot disagree. 2 for a spacing accent (a tone the repair may have missed), so one
 * scan of a chunk's text looks for both.
 */
const MAYBE_UNREADABLE = tableOfCodeUnits((ch, code) =>
  isSurrogateCode(code) || UNREADABLE.test(ch) ? 1 : isSpacingAccentCode(code) ? 2 : 0,
);

/**
 * One scan of a text: the first UNREADABLE match, else whether it holds a spacing accent at all.
 * A table scan finds clean text (nearly every chunk) clean, and only a text with a candidate
 * goes to the regex. The regex's Unicode class over every chunk's text and source text was
 * ~0.4 s of the gates on the 680-monograph book.
 */
function scanText(text: string): { unreadable: RegExpExecArray | null; accent: boolean } {
  let accent = false;
  // The regex reads the whole text at the first candidate: once it found nothing, nothing later
  // can match either.
  let searched = false;
  for (let i = 0; i < text.length; i++) {
    const kind = MAYBE_UNREADABLE[text.charCodeAt(i)];
    if (kind === 2) accent = true;
    else if (kind === 1 && !searched) {
      const unreadable = UNREADABLE.exec(text);
      if (unreadable) return { unreadable, accent };
      searched = true;
    }
  }
  return { unreadable: null, accent };
}

/** `UNREADABLE.exec(text)`, by the table scan. */
export function findUnreadable(text: string): RegExpExecArray | null {
  return scanText(text).unreadable;
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
    const text = scanText(chunk.text);
    const source = text.unreadable ? text : scanText(chunk.source_text);
    const found = text.unreadable ?? source.unreadable;
    if (found) {
      violations.push(
        `${chunk.chunk_id} page ${chunk.source_page_range[0]}: ${describe(found[0])} at "${found.input.slice(Math.max(0, found.index - 12), found.index + 12)}"`,
      );
      continue;
    }
    const word =
      (text.accent ? findSpacingAccentWord(chunk.text) : null) ??
      (source.accent ? findSpacingAccentWord(chunk.source_text) : null);
    if (word)
      violations.push(
        `${chunk.chunk_id} page ${chunk.source_page_range[0]}: a tone written as a spacing accent in "${word}"`,
      );
  }
  return gateResult(UNREADABLE_CHARACTERS_IN_CHUNK, violations);
}
