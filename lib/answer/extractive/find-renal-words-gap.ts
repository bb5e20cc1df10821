import type { Chunk } from '@/lib/schema/chunk';
import type { PatientParameters } from '@/lib/schema/patient-parameters';
import { carriesQuarantine } from '@/lib/answer/policy/carries-quarantine';
import { statesBandCondition } from '@/lib/answer/policy/read-sentence-bands';
import { namesPopulation } from './find-population-elsewhere';

export const RENAL_WORDS_GAP =
  'Các câu dưới đây của Dược thư nói về suy thận bằng lời, không theo trị số độ thanh thải creatinin hay eGFR: sách không cho biết trị số của người bệnh thuộc mức nào.';

/** Whether a text bands kidney function by number ("Clcr 10 - 29 ml/phút: …"). */
function bandsRenalFunction(text: string): boolean {
  return statesBandCondition(text, (c) => c.kind === 'numeric' && c.quantity === 'renal_function');
}

/**
 * A kidney value asked ("eGFR 35"), answered by lines that speak of renal impairment only in
 * words ("Suy thận cấp, suy thận nặng, vô niệu …"): the book does not say which of its words the
 * patient's number is, and the clinician must be told so first, not left to read "suy thận
 * nặng" as settled for them or not. Measured on the real book (SPIRONOLACTON): "Bệnh nhân eGFR
 * 35 dùng spironolacton được không?" led with the contraindication list and nothing said that no
 * line of the monograph gives a threshold.
 *
 * Not said when any chunk the answer could draw on bands kidney function by number, or lost a
 * table (the renal table is then shown as a crop and its bands are the book's answer).
 */
export function findRenalWordsGap(
  patient: PatientParameters,
  shown: readonly string[],
  readable: readonly Chunk[],
): string | null {
  if (!patient.renal || shown.length === 0) return null;
  if (!shown.some((text) => namesPopulation(text, ['suy_than']))) return null;
  const banded = readable.some(
    (chunk) =>
      chunk.chunk_kind === 'block_descriptor' ||
      carriesQuarantine(chunk) ||
      bandsRenalFunction(chunk.text),
  );
  return banded ? null : RENAL_WORDS_GAP;
}
