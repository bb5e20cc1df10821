import type { Chunk } from '@/lib/schema/chunk';
import { containsPhrase } from '@/lib/text/contains-phrase';
import { gateResult, type GateResult } from './gate-result';

export const BLOCK_TEXT_LEAKED_INTO_CHUNK_TEXT = 'block_text_leaked_into_chunk_text';

/** Cells, header row first, as extraction read them: block_id → rows → cells. */
export type BlockCells = Readonly<Record<string, readonly (readonly string[])[]>>;

/** Consecutive cells that, found together in prose, are a linearised table. */
export const LEAK_RUN_CELLS = 3;
/** A run shorter than this (`A B C`) is too short to be evidence. */
export const LEAK_RUN_MIN_CHARS = 8;
/**
 * Words a textual body cell needs before finding it alone in prose is evidence of a leak. Was 4:
 * on the 680-monograph book that raised 19 false alarms, all the pharmacokinetic row label
 * "Thể tích phân bố" restated in the pharmacology prose around its table. Noun phrases of that
 * length are the book's ordinary vocabulary; a linearised table is still caught by rule (a).
 */
export const DISTINCTIVE_CELL_MIN_WORDS = 6;

const DIGIT = /\p{N}/u;
const LETTER = /\p{L}/u;

/**
 * ADR 0006 gate 4: no prose chunk's embedded text contains a quarantined block's text. A
 * prose chunk leaks block B when its text (whitespace collapsed) contains, at word boundaries:
 *
 * (a) a run of LEAK_RUN_CELLS or more consecutive non-empty cells of B — row by row, header
 *     row included, across row ends — joined by single spaces, LEAK_RUN_MIN_CHARS or longer. That is what a table
 *     linearised into prose looks like (`> 80 Không điều chỉnh liều 50 - 80 200 - 800 mg …`),
 *     and it cannot arise by coincidence; or
 * (b) one distinctive body cell: 2+ characters, letters and no digit, at least
 *     DISTINCTIVE_CELL_MIN_WORDS words.
 *
 * What (b) deliberately leaves to (a):
 * - cells with a digit (doses, thresholds, ranges, `> 10`, `250 mg/lần, ngày 2 lần`). The
 *   book's prose routinely restates the usual dose that a table repeats — ACICLOVIR's renal
 *   table has a "Liều thông thường" column of the doses printed in the prose above it — so a
 *   dose number also in prose must not fail the build;
 * - header cells (`Độ thanh thải creatinin (ml/phút)`): ADR 0006 puts them in descriptor text
 *   on purpose, and prose names the same quantities;
 * - short textual cells (`Không dùng`, `Liều thông thường`, `Vô niệu`, a drug's own name):
 *   ordinary prose phrases that every dosing section uses.
 */
export function checkBlockTextLeak(chunks: readonly Chunk[], blockCells: BlockCells): GateResult {
  const violations: string[] = [];
  for (const chunk of chunks) {
    if (chunk.chunk_kind !== 'prose') continue;
    // Normalised only for a chunk that carries a block: most carry none, and normalising every
    // chunk's text was ~0.15 s of the gates on the 680-monograph book.
    let prose: string | undefined;
    for (const attachment of chunk.attachments) {
      const rows = blockCells[attachment.block_id];
      if (!rows) continue;
      prose ??= ` ${normalise(chunk.text)} `;
      const evidence = findLeak(prose, rows);
      if (evidence) {
        violations.push(
          `${chunk.chunk_id} page ${chunk.source_page_range[0]}: block ${attachment.block_id} ${evidence}`,
        );
      }
    }
  }
  return gateResult(BLOCK_TEXT_LEAKED_INTO_CHUNK_TEXT, violations);
}

/**
 * The first leak of `rows` in `prose` (normalised, padded with spaces), described; else null.
 * Exported for tests and for checking blocks against any text, not only chunks.
 */
export function findLeak(prose: string, rows: readonly (readonly string[])[]): string | null {
  const cells = rows.flatMap((row) => row.map(normalise)).filter((cell) => cell.length > 0);
  for (let i = 0; i + LEAK_RUN_CELLS <= cells.length; i++) {
    const run = cells.slice(i, i + LEAK_RUN_CELLS).join(' ');
    if (run.length >= LEAK_RUN_MIN_CHARS && containsPhrase(prose, run))
      return `run of ${LEAK_RUN_CELLS} cells "${run}"`;
  }
  for (const row of rows.slice(1)) {
    for (const raw of row) {
      const cell = normalise(raw);
      if (isDistinctive(cell) && containsPhrase(prose, cell)) return `cell "${cell}"`;
    }
  }
  return null;
}

function isDistinctive(cell: string): boolean {
  return (
    cell.length >= 2 &&
    LETTER.test(cell) &&
    !DIGIT.test(cell) &&
    cell.split(' ').length >= DISTINCTIVE_CELL_MIN_WORDS
  );
}

function normalise(text: string): string {
  return text.normalize('NFC').replace(/\s+/gu, ' ').trim();
}
