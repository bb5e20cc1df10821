import { readSentenceBands } from '@/lib/answer/policy/read-sentence-bands';
import { readChunkLines } from '@/lib/answer/extractive/read-chunk-lines';
import type { DraftSentence } from '@/lib/answer/policy/answer-draft';
import type { Chunk } from '@/lib/schema/chunk';
import type { PatientParameters } from '@/lib/schema/patient-parameters';
import { foldWords } from '@/lib/text/fold-diacritics';

/** A serum creatinine threshold as the book prints one: "creatinin huyết thanh > 1,5 mg/dl". */
const SERUM_CREATININE_BAND =
  /creatinin\s+(?:huyet\s+thanh|mau|trong\s+mau)[^.;]{0,40}?\d[\d,.]*\s*(?:mg\s*\/\s*dl|mg\s*%|(?:micro|µ|μ|u|mc)mol\s*\/\s*l)/u;

interface Mismatch {
  /** Whether the patient's value is of this kind. */
  patientHas: (p: PatientParameters) => boolean;
  /** Whether the sentence bands the other measure. */
  sentenceBands: (text: string, folded: string) => boolean;
  /** The line's heading, before the book's sentence. */
  heading: string;
}

/**
 * A value the book bands in another measure is never matched silently (issue 36 item 4): the
 * patient's serum creatinine against a clearance threshold, or a clearance against a serum
 * creatinine threshold. Rows of a table, each with what the line says.
 */
export const MISMATCHES: readonly Mismatch[] = [
  {
    // A serum creatinine against a clearance band: never comparable, whatever its unit.
    patientHas: (p) => !!(p.serum_creatinine || p.serum_creatinine_mg_dl) && !p.renal,
    sentenceBands: (text) =>
      readSentenceBands(text).some((cl) =>
        cl.conditions.some((c) => c.kind === 'numeric' && c.quantity === 'renal_function'),
      ),
    heading:
      'Chống chỉ định, ngưỡng theo độ thanh thải creatinin (ml/phút) trong khi câu hỏi nêu creatinin huyết thanh: hai số không so trực tiếp được, hãy tính độ thanh thải',
  },
  {
    // A clearance against a serum creatinine band; a patient who also typed the serum
    // creatinine's value is matched against the band itself (band_holds_value), not told this.
    patientHas: (p) => !!p.renal && !p.serum_creatinine_mg_dl,
    sentenceBands: (_, folded) => SERUM_CREATININE_BAND.test(folded),
    heading:
      'Chống chỉ định, ngưỡng theo creatinin huyết thanh trong khi câu hỏi nêu chức năng thận bằng ml/phút: hai số không so trực tiếp được, hãy đối chiếu creatinin huyết thanh của người bệnh',
  },
  {
    // A serum creatinine typed with no unit ("creatinin máu 2,1") against a serum creatinine
    // band: mg/dl and µmol/l overlap, so no value was read and the band cannot be matched.
    patientHas: (p) => !!p.serum_creatinine && !p.serum_creatinine_mg_dl && !p.renal,
    sentenceBands: (_, folded) => SERUM_CREATININE_BAND.test(folded),
    heading:
      'Chống chỉ định, ngưỡng theo creatinin huyết thanh trong khi câu hỏi không nêu đơn vị (mg/dl hay µmol/l) của creatinin huyết thanh: hãy đối chiếu theo đúng đơn vị',
  },
];

/**
 * For each Chống chỉ định sentence banded in a measure other than the patient's, one line that
 * says so and quotes it, so the clinician compares it by hand.
 */
export function findMeasureMismatches(
  patient: PatientParameters,
  chunks: readonly Chunk[],
): DraftSentence[] {
  const rows = MISMATCHES.filter((m) => m.patientHas(patient));
  if (rows.length === 0) return [];
  const out: DraftSentence[] = [];
  for (const chunk of chunks) {
    if (chunk.chunk_kind !== 'prose' || chunk.section_key !== 'chong_chi_dinh') continue;
    for (const { sentence } of readChunkLines(chunk)) {
      const text = sentence.text;
      const folded = foldWords(text);
      const row = rows.find((m) => m.sentenceBands(text, folded));
      if (!row) continue;
      out.push({
        text: `${row.heading}: ${text.trim()}`,
        cites: [chunk.chunk_id],
        quote: text,
        safety: 'measure_mismatch',
      });
    }
  }
  return out;
}
