import {
  headBefore,
  tailAfter,
  type PatientCondition,
} from '@/lib/question/read-patient-conditions';
import { phraseOffsets } from '@/lib/text/contains-phrase';
import { ALLERGY_TO } from '@/lib/question/read-allergies';

const BOOK_NEGATION = new Set(['khong', 'chua']);
const BOOK_NEGATION_HELPERS = new Set(['phai', 'do', 'co', 'bi', 'la', 'duoc', 'mac']);

/**
 * Whether the book negates the condition named at `at`: "sốc không phải do phản vệ" names no
 * anaphylaxis. Measured on unseen batch 6: ADRENALIN's "Người bị tổn thương não, sốc không phải
 * do phản vệ: không dùng dạng tiêm" led a pregnant woman's anaphylaxis question.
 */
function negatedInBook(text: string, at: number): boolean {
  const words = text.slice(0, at).trim().split(' ');
  for (let i = words.length - 1; i >= 0 && i >= words.length - 4; i--) {
    if (BOOK_NEGATION.has(words[i]!)) return true;
    if (!BOOK_NEGATION_HELPERS.has(words[i]!)) return false;
  }
  return false;
}

/**
 * The condition is what the drug may cause, said after the patients it is contraindicated in
 * ("Người bệnh bị gây mê bằng cyclopropan, halothan … vì có thể gây ra rung thất"): it is no
 * patient's condition. Measured on unseen batch 32 (first run): a ventricular fibrillation after
 * failed shocks led with that halothane line before the cardiac-arrest dose. Only "có thể gây
 * (ra)", "gây ra", "dẫn đến/tới" right before the name: folded, "gãy" (a fracture) is "gây".
 */
const CONSEQUENCE_BEFORE = /(?:^|\s)(?:co\s+the\s+gay(?:\s+ra)?|gay\s+ra|dan\s+(?:den|toi))\s*$/;
function consequenceAt(text: string, at: number): boolean {
  return CONSEQUENCE_BEFORE.test(text.slice(Math.max(0, at - 40), at));
}

/**
 * The words that make a measure or an organ a disorder: "giảm tiểu cầu", "tăng kali huyết",
 * "suy tim", "rối loạn đông máu". Folded.
 */
// "giãn", "viêm", "hẹp", "tắc", "loét", "phình", "xơ": an anatomical run the question types ("huyết
// khối ⟨tĩnh mạch⟩" of a DVT) is not the book's "Giãn tĩnh mạch thực quản." (first-set batch 97,
// first run: it led a femoral DVT's question).
const DISORDER_HEADS =
  /(?:^|\s)(?:giam|tang|ha|thieu|mat|suy|roi\s+loan|ton\s+thuong|gian|viem|hep|tac|loet|phinh|xo)$/;

/**
 * The book names a disorder of what the question only names: the question's own words ("xét
 * nghiệm đếm tiểu cầu định kỳ", platelets counted) stand in the book after a word that makes
 * them a disorder ("Tiền sử giảm tiểu cầu do heparin"). A question's run of words keeps its own
 * head (wordPhrases), so one the book heads otherwise is another thing. Measured on unseen
 * batch 35 (first run): a nurse asking whether platelets must be counted on enoxaparin was
 * told the contraindication held for the patient.
 */
function changedInBook(text: string, at: number, tail: readonly string[]): boolean {
  // Unless the question says the measure moved ("tiểu cầu … tụt xuống 85 G/L": unseen batch 12).
  if (tail.some((w) => MOVED.has(w))) return false;
  return DISORDER_HEADS.test(text.slice(Math.max(0, at - 24), at).trimEnd());
}

/**
 * The phrase sits inside the name of a syndrome that holds more words before it ("Hội chứng
 * ⟨nhịp nhanh⟩ nhịp chậm"): the syndrome is another entity, not the state the phrase names.
 * Measured (stop 58's doctor's questions): DIGOXIN at a pulse of 46 led with "Hội chứng nhịp
 * nhanh nhịp chậm", which a plain bradycardia is not. A syndrome named by the phrase alone
 * ("Hội chứng thận hư") still holds, and so does one the question names (a row of
 * condition-names.ts is written for its syndrome): only a state read from a value is parted.
 */
const INSIDE_SYNDROME_NAME = /(?:^|\s)hoi\s+chung(?:\s+[\p{L}\d]+){1,4}\s*$/u;
function insideSyndromeName(text: string, at: number): boolean {
  return INSIDE_SYNDROME_NAME.test(text.slice(Math.max(0, at - 48), at));
}

/**
 * The phrase is what an allergy is to ("Mẫn cảm với acebutolol hoặc với các thuốc chẹn beta"):
 * a substance, read by the allergy rule only, never the patient's condition. Measured on
 * first-set batch 132 (first run): "Đang cần thêm chẹn beta, định dùng acebutolol …" held that
 * line as a condition named, and the renal dose asked was withheld.
 */
const ALLERGY_CLAUSE = new RegExp(String.raw`(?:^|\s)(?:${ALLERGY_TO})\s+(?:voi\s+)?[^,.;:()]*$`);
const insideAllergy = (text: string, at: number) =>
  ALLERGY_CLAUSE.test(text.slice(Math.max(0, at - 80), at));

/**
 * "(ví dụ loét dạ dày - tá tràng, …)": the phrase is an example of the state the sentence names
 * ("Biểu hiện chảy máu bệnh lý hoạt động"), which the patient must be in. A symptom the question
 * typed for it ("đau dạ dày", a row's `symptoms`) is no such state. Measured on a doctor's question (CLOPIDOGREL,
 * stop 65): "… nay đau dạ dày được kê omeprazol …" led with the active-bleeding contraindication.
 */
const EXAMPLE_BEFORE = /(?:^|\s)(?:vi\s+du|chang\s+han)\s/;
const asExample = (text: string, at: number) =>
  EXAMPLE_BEFORE.test(text.slice(Math.max(0, at - 40), at));

/** "do " right before a phrase: the phrase is a cause the book names. */
const CAUSE_BEFORE = /(?:^|\s)do\s+$/;

/** Words after a measure that say it moved: "tiểu cầu tụt", "kali giảm", "men gan tăng cao". */
const MOVED = new Set(['tut', 'giam', 'ha', 'xuong', 'tang', 'len', 'cao', 'thap', 'roi']);

/** Words that open a qualifying clause of a condition: "rung nhĩ ⟨có đường dẫn truyền phụ⟩". */
const QUALIFIERS = new Set(['co', 'kem', 'kem theo', 'do']);

/**
 * The condition words of a qualifying clause right after offset `end` ("có đường dẫn truyền
 * phụ"), or none. A drug that treats the condition is contraindicated only in that kind.
 * Measured: DILTIAZEM treats atrial fibrillation, and "Liều diltiazem cho bn rung nhĩ?" led with
 * "Chống chỉ định tiêm tĩnh mạch: … rung nhĩ có đường dẫn truyền phụ (… Wolff-Parkinson-White …)".
 */
function qualifierAfter(text: string, end: number): string[] {
  const words = text.slice(end).trim().split(' ');
  if (!QUALIFIERS.has(words[0] ?? '')) return [];
  return tailAfter(text, end + text.slice(end).indexOf(words[0]!) + words[0]!.length, true);
}

/**
 * Two kinds that part: a word of one where the other has another word, unless every word of the
 * book's kind is among the question's ("nặng" of "Bệnh đường tiêu hoá nặng" in "đợt cấp nặng":
 * unseen batch 10, COLCHICIN).
 */
const conflicts = (a: readonly string[], b: readonly string[]) =>
  a.some((w, i) => i < b.length && b[i] !== w) && !b.every((w) => a.includes(w));

/**
 * The book's phrase followed by "não" names the brain's kind of it, another disease: "suy tuần
 * hoàn não" (cerebral insufficiency) is no circulatory failure. Measured on first-set batch 149
 * (first run): a septic shock held NATRI NITROPRUSIAT's "Trong phẫu thuật ở người có suy tuần
 * hoàn não …", which led. Not when the question named the brain too.
 */
function ofTheBrain(text: string, end: number, condition: PatientCondition): boolean {
  return (
    /^\s+nao(?![\p{L}])/u.test(text.slice(end, end + 8)) &&
    !/(?<![\p{L}])nao(?![\p{L}])/u.test(condition.asked)
  );
}

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
    // Named in Chỉ định only as what the patient must not have ("… khi người bệnh không có suy
    // thất trái nặng, phù phổi"), the condition is no indication: measured on unseen batch 130
    // (first run), DILTIAZEM's "Suy thất trái nặng kèm theo sung huyết phổi" did not hold at an
    // ejection fraction of 20%, read as a kind of a condition the drug treats.
    const treated = phraseOffsets(indication, phrase).some((at) => !negatedInBook(indication, at));
    for (const at of phraseOffsets(text, phrase)) {
      if (negatedInBook(text, at) || consequenceAt(text, at) || insideAllergy(text, at)) continue;
      if (condition.source === 'lab_value' && insideSyndromeName(text, at)) continue;
      if (condition.bySymptom && asExample(text, at)) continue;
      if (condition.source === 'words' && changedInBook(text, at, condition.tail)) continue;
      // The question's own words as the cause of another condition the book names ("viêm đại
      // tràng do kháng sinh"): the patient takes the cause, not has the condition. Measured on
      // unseen batches 53 and 54 (first runs): "… viêm phổi đang dùng kháng sinh … codein …"
      // led with CODEIN's "… viêm đại tràng do kháng sinh".
      if (condition.source === 'words' && CAUSE_BEFORE.test(text.slice(Math.max(0, at - 4), at)))
        continue;
      if (ofTheBrain(text, at + phrase.length, condition)) continue;
      const after = tailAfter(text, at + phrase.length, true);
      if (conflicts(condition.tail, after)) continue;
      const ownKind =
        headBefore(text, at).length === 0 &&
        after.every((w) => condition.tail.includes(w)) &&
        qualifierAfter(text, at + phrase.length).length === 0;
      if (treated && !ownKind) continue;
      return true;
    }
  }
  return false;
}
