import type { AnswerPatient } from '@/lib/schema/answer-patient';
import type { AskedQuestion } from './asked-question';
import { findUnreadParameters } from './find-parameter-phrases';

/**
 * The patient an answer shows as chips (issue 38 item 1): the values `readQuestion` read (from
 * the question and the conversation before it), and what the question names but was not read.
 */
export function readAnswerPatient(asked: AskedQuestion): AnswerPatient {
  const p = asked.patient;
  return {
    parameters: {
      renal: p.renal,
      serum_creatinine: p.serum_creatinine,
      serum_creatinine_mg_dl: p.serum_creatinine_mg_dl,
      age_years: p.age_years,
      weight_kg: p.weight_kg,
      sex: p.sex,
      pregnancy: p.pregnancy,
      lactation: p.lactation,
      hepatic: p.hepatic,
      dialysis: p.dialysis,
    },
    unread: findUnreadParameters(asked.text.text, p),
  };
}
