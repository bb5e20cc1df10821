import type { PatientParameters } from '@/lib/schema/patient-parameters';
import type { Violation } from './answer-draft';
import { findDoses } from './find-doses';
import { matchClause, readLabelConditions, readSentenceBands } from './read-sentence-bands';

/** A label the claim prints before what it governs ("Trẻ em dưới 12 tuổi: …"). */
const LABEL = /^([\p{Lu}][^:.;\n]{0,60}):\s/u;

/**
 * Issue 9 item 7: a claim whose every banded clause excludes the patient in the question is
 * removed — "10 - 29 ml/phút: …" for a patient at Clcr 40, an adult dose for an 8-year-old.
 * The extractive answerer never proposes one; an LLM, given the neighbouring band in the same
 * excerpt, can. A claim with no band, or with one clause that fits, stays.
 */
export function checkBandExclusion(
  text: string,
  patient: PatientParameters | undefined,
): Violation | null {
  if (!patient) return null;
  const label = LABEL.exec(text);
  const labelConditions = label ? readLabelConditions([label[1]!]) : [];
  const body = label ? text.slice(label[0].length) : text;
  const clauses = readSentenceBands(body).filter(
    (clause) => labelConditions.length + clause.conditions.length > 0,
  );
  const verdicts = clauses.map((clause) =>
    matchClause(labelConditions, clause.conditions, patient),
  );
  if (verdicts.length === 0 || !verdicts.every((v) => v === 'excludes')) return null;
  // A verdict for another part of the pregnancy, with no dose, is the pregnant patient's to
  // know for the weeks to come (DOXYCYCLIN at 10 weeks: "không dùng doxycyclin trong nửa cuối
  // thai kỳ"); a dose for another trimester is still removed.
  const trimesterOnly = [...labelConditions, ...clauses.flatMap((c) => c.conditions)].every(
    (c) => c.kind === 'trimester',
  );
  if (trimesterOnly && findDoses(text).length === 0) return null;
  return {
    rule: 'band_excludes_patient',
    reason: `lib/answer/policy/check-band-exclusion: every band the claim states excludes the patient (${JSON.stringify(patient)})`,
  };
}
