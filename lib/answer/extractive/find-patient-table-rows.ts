import type { AnswerDraft, DraftSentence } from '@/lib/answer/policy/answer-draft';
import { matchConditions } from '@/lib/answer/policy/read-sentence-bands';
import { readDialysisKinds } from '@/lib/retrieval/read-dialysis-kinds';
import type { Block } from '@/lib/schema/block';
import type { Chunk } from '@/lib/schema/chunk';
import type { PatientParameters } from '@/lib/schema/patient-parameters';
import { SECTION_DISPLAY_NAMES } from '@/lib/schema/section-keys';
import { findNumericBands } from '@/lib/text/find-numeric-bands';
import { foldDiacritics, foldWords } from '@/lib/text/fold-diacritics';

/** A row of a lifted table whose band holds the patient, and the chunk that carries the table. */
export interface PatientTableRow {
  chunk: Chunk;
  block: Block;
  /** The row's band cell as read ("Thẩm phân máu", "30 - 49"). */
  cell: string;
  measure: 'dialysis' | 'renal';
  /** The patient's kidney value was told as an eGFR, matched against the table's clearance bands. */
  byEgfr: boolean;
  /** Every retrieved chunk that carries the table: overlapping parts carry it twice. */
  carriers: readonly string[];
}

/** A clearance column: "Độ thanh thải creatinin (ml/phút)", "Clcr (ml/phút)"; not a creatinine level. */
const CLEARANCE_HEADER = /thanh\s+thai|clcr|crcl|mlcn|egfr|ml\s*\/\s*phut/u;

function rowMatches(
  cell: string,
  header: string,
  p: PatientParameters,
): PatientTableRow['measure'] | null {
  if (p.dialysis) {
    const kinds = readDialysisKinds(foldDiacritics(cell));
    if (p.dialysis === 'khong_ro' ? kinds.size > 0 : kinds.has(p.dialysis)) return 'dialysis';
  }
  if (p.renal && CLEARANCE_HEADER.test(foldWords(header)) && /\d/.test(cell)) {
    // The unit is the header's: a row prints "30 - 49", its column "(ml/phút)".
    if (statesBandHolding(`${cell} ml/phút`, p)) return 'renal';
  }
  return null;
}

/**
 * The rows of the retrieved chunks' lifted tables that hold the patient: a dialysis row for a
 * dialysis patient, a clearance band holding the patient's Clcr. One per table, in the order
 * the chunks were retrieved. Measured (issue 36): a haemodialysis patient was told the dose
 * section does not mention dialysis, and answered from pharmacology, while its lifted table has
 * a "Thẩm phân máu" row.
 */
export function findPatientTableRows(
  patient: PatientParameters,
  chunks: readonly Chunk[],
  blocks: ReadonlyMap<string, Block>,
): PatientTableRow[] {
  if (!patient.dialysis && !patient.renal) return [];
  const out: PatientTableRow[] = [];
  const seen = new Set<string>();
  for (const chunk of chunks) {
    if (chunk.chunk_kind !== 'prose') continue;
    for (const attachment of chunk.attachments) {
      const block = blocks.get(attachment.block_id);
      if (!block || block.kind !== 'table' || seen.has(block.block_id)) continue;
      const match = (block.band_columns ?? []).flatMap((column) =>
        column.cells.flatMap((cell) => {
          const measure = rowMatches(cell, column.header, patient);
          return measure ? [{ cell, measure }] : [];
        }),
      )[0];
      if (!match) continue;
      seen.add(block.block_id);
      out.push({
        ...{ chunk, block, ...match },
        byEgfr: match.measure === 'renal' && patient.renal?.measure === 'egfr',
        carriers: chunks
          .filter(
            (c) =>
              c.chunk_kind === 'prose' && c.attachments.some((a) => a.block_id === block.block_id),
          )
          .map((c) => c.chunk_id),
      });
    }
  }
  return out;
}

/**
 * The line that points at the row: what the row is named by when it is words ("Thẩm phân
 * máu"), never a number of the table (ADR 0006; every number an answer states must be in the
 * text it cites, and the cells are not).
 */
export function writeTableRowLine(row: PatientTableRow): DraftSentence {
  const section = SECTION_DISPLAY_NAMES[row.chunk.section_key];
  const which =
    row.measure === 'dialysis' && !/\d/.test(row.cell)
      ? `có dòng “${row.cell}”`
      : row.measure === 'dialysis'
        ? 'có dòng cho người bệnh thẩm phân'
        : row.byEgfr
          ? 'có dòng ứng với eGFR của người bệnh nếu đọc như độ thanh thải creatinin (bảng chia theo Clcr, không theo eGFR)'
          : 'có dòng ứng với độ thanh thải creatinin của người bệnh';
  return {
    text: `Bảng của sách trong mục ${section} ${which}: xem ảnh chụp bảng bên dưới; câu trả lời không chép lại số từ bảng.`,
    cites: [row.chunk.chunk_id],
  };
}

/**
 * The draft with the table rows that hold the patient accounted for: a gap line that says no
 * band holds the value, or that the book speaks of renal impairment only in words, is withdrawn
 * when a lifted table's row holds it (a silent wrong gap); a row is pointed at, first, only when
 * no line of the draft already answers from it — a dialysis row when no line names the
 * patient's dialysis, a clearance row when no line of a chunk that carries its table leads
 * into it or states a band that holds the patient; it is said after the first line of such a
 * chunk, if one is shown. Measured (stop 61, a doctor's question,
 * ENTECAVIR at eGFR 35): "Suy thận: Phải điều chỉnh liều dựa vào Clcr" cites the table's chunk
 * and answers nothing of the band; the row for the patient went unsaid.
 */
export function withTableRows(
  draft: AnswerDraft,
  rows: readonly PatientTableRow[],
  noBand: string,
  patient: PatientParameters,
): AnswerDraft {
  if (rows.length === 0) return draft;
  const renal = rows.some((r) => r.measure === 'renal');
  const kept = draft.sentences.filter(
    (s) => !(renal && (s.gap === 'renal_words' || s.text.startsWith(noBand))),
  );
  const namesDialysis = kept.some((s) => readDialysisKinds(foldDiacritics(s.text)).size > 0);
  const fromTable = (row: PatientTableRow, s: DraftSentence) =>
    s.cites.some((id) => row.carriers.includes(id));
  const answersFrom = (row: PatientTableRow) =>
    kept.some(
      (s) => fromTable(row, s) && (leadsIntoTable(s) || statesBandHolding(s.text, patient)),
    );
  const pointed = rows.filter((r) => (r.measure === 'dialysis' ? !namesDialysis : !answersFrom(r)));
  // A clearance row goes right after the first line of its table's chunk ("Suy thận: Phải điều
  // chỉnh liều dựa vào Clcr" reads first, the row after it); with no such line, first.
  const out = [...kept];
  const front: DraftSentence[] = [];
  for (const row of pointed) {
    const at = row.measure === 'renal' ? out.findIndex((s) => fromTable(row, s)) : -1;
    if (at >= 0) out.splice(at + 1, 0, writeTableRowLine(row));
    else front.push(writeTableRowLine(row));
  }
  return { ...draft, sentences: [...front, ...out] };
}

/**
 * A line of the book that hands over to the table below it ("… như sau:", "… theo bảng sau"). A
 * locked line is not one: it says where a dose is shown, whichever passage it is.
 */
function leadsIntoTable(s: DraftSentence): boolean {
  if (s.locked_dose) return false;
  const text = s.text.replace(/\s*(?:\[\d+\])?\s*\.?\s*$/u, '');
  return text.endsWith(':') || /\bnhu sau\b|\bbang (?:sau|duoi)\b|xem bang/u.test(foldWords(text));
}

/** A text that prints a clearance band holding the patient's value (a line, or a row's cell). */
function statesBandHolding(text: string, patient: PatientParameters): boolean {
  return findNumericBands(text).some(
    (b) =>
      b.quantity === 'renal_function' &&
      matchConditions(
        [{ kind: 'numeric', quantity: 'renal_function', interval: b.interval }],
        patient,
      ) === 'fits',
  );
}
