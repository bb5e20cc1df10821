import {
  headBefore,
  phraseStarts,
  tailAfter,
  type PatientCondition,
} from '@/lib/question/read-patient-conditions';

/** Two kinds that part: a word of one where the other has another word. */
const conflicts = (a: readonly string[], b: readonly string[]) =>
  a.some((w, i) => i < b.length && b[i] !== w);

/**
 * Whether a sentence (conditionText, exceptions blanked) names a condition the question says
 * the patient has, as the same kind of that condition:
 * - a kind the question types ("glôcôm góc mở") is not another kind the sentence names
 *   ("glôcôm góc đóng mạn tính");
 * - a condition the drug treats (named in its Chỉ định) holds only in the kind the sentence
 *   names, when it names one: ACETAZOLAMID treats glaucoma, and its contraindication "điều trị
 *   dài ngày glôcôm góc đóng mạn tính" is not every glaucoma patient's (measured on the real
 *   monographs: six glaucoma dose questions led with it); METFORMIN treats diabetes, and
 *   "Đái tháo đường nhiễm toan ceton, tiền hôn mê đái tháo đường" is not a diabetic's
 *   contraindication. The kind is the condition words on either side of the name.
 */
export function namesCondition(
  text: string,
  condition: PatientCondition,
  /** conditionText of the drug's Chỉ định. */
  indication: string,
): boolean {
  for (const phrase of condition.book) {
    const treated = phraseStarts(indication, phrase).next().done === false;
    for (const at of phraseStarts(text, phrase)) {
      const after = tailAfter(text, at + phrase.length, true);
      if (conflicts(condition.tail, after)) continue;
      const ownKind =
        headBefore(text, at).length === 0 && after.every((w) => condition.tail.includes(w));
      if (treated && !ownKind) continue;
      return true;
    }
  }
  return false;
}
