import 'server-only';
import type { DraftSentence, AnswerDraft } from '@/lib/answer/policy/answer-draft';
import type { AskedQuestion } from '@/lib/question/asked-question';
import { asksAboutEffect, asksAboutEvent } from '@/lib/question/asks-about-event';
import { isAboutPatient } from '@/lib/question/is-about-patient';
import type { PatientCondition } from '@/lib/question/read-patient-conditions';
import type { Chunk } from '@/lib/schema/chunk';
import type { ChunkStore } from '@/lib/store/chunk-store';
import {
  findHoldingLines,
  hasSafetyValues,
  SAFETY_SECTIONS,
  type HoldingTrace,
} from './find-holding-lines';
import { findMeasureMismatches } from './find-measure-mismatches';
import { writeSafetyLines } from './write-safety-lines';

export interface SafetyLines {
  sentences: DraftSentence[];
  /** The chunks they cite: the policy must know them as retrieved. */
  chunks: Chunk[];
}

const NONE: SafetyLines = { sentences: [], chunks: [] };

/**
 * The conditions a line may be led by: the patient's, and none where the condition named is the
 * effect asked about.
 */
function patientConditions(asked: AskedQuestion): readonly PatientCondition[] {
  return asksAboutEffect(asked) || !isAboutPatient(asked) ? [] : asked.conditions;
}

/**
 * Safety first, for every question (issue 36 item 4): when the question carries the patient's
 * values, the drug's safety sections are read whatever was asked, and every sentence that holds
 * for the patient leads the answer. Measured before: 3 of 10 such questions led with the
 * contraindication; the others led with a dose, or said the book gave no renal threshold while
 * Chống chỉ định printed one.
 */
export async function readSafetyLines(
  asked: AskedQuestion,
  drugIds: readonly string[],
  store: ChunkStore,
  trace?: HoldingTrace[],
): Promise<SafetyLines> {
  const p = asked.patient;
  // An overdose's or an adverse effect's management is asked for the event: the patient's values
  // there are its consequences. Measured on unseen batch 5: "Uống quá nhiều viên diltiazem, HA
  // 70/40, nâng huyết áp bằng gì?" led with Chống chỉ định's "Giảm huyết áp nặng".
  if (drugIds.length === 0 || asksAboutEvent(asked)) return NONE;
  const conditions = patientConditions(asked);
  if (!hasSafetyValues(p) && !p.serum_creatinine && conditions.length === 0) return NONE;
  const chunks = await store.scrollChunks({
    drug_id: [...drugIds],
    // Chỉ định too, when a condition is named: a condition the drug treats is read as the kind
    // its contraindication names (name-condition.ts). A patient with values only needs none.
    section_key: conditions.length > 0 ? [...SAFETY_SECTIONS, 'chi_dinh'] : [...SAFETY_SECTIONS],
  });
  const holding = findHoldingLines(p, chunks, trace, conditions);
  const sentences = [...writeSafetyLines(holding), ...findMeasureMismatches(p, chunks)];
  if (sentences.length === 0) return NONE;
  const cited = new Set(sentences.flatMap((s) => s.cites));
  return { sentences, chunks: chunks.filter((c) => cited.has(c.chunk_id)) };
}

/**
 * The draft with the safety lines first; a sentence of the draft that quotes the same book
 * sentence is dropped, so nothing is said twice.
 */
export function withSafetyFirst(draft: AnswerDraft, safety: SafetyLines): AnswerDraft {
  if (safety.sentences.length === 0) return draft;
  const quoted = safety.sentences.map((s) => s.quote?.trim()).filter(Boolean) as string[];
  const rest = draft.sentences.filter(
    (s) => !quoted.some((q) => s.text.includes(q) || (s.quote?.trim() ?? '') === q),
  );
  return { ...draft, sentences: [...safety.sentences, ...rest] };
}
