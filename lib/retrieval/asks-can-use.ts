import { foldDiacritics } from '@/lib/text/fold-diacritics';

/**
 * "Fluconazol dùng được cho trẻ sơ sinh không?", "Dùng cho trẻ sơ sinh được không?", "Bà bầu
 * uống được thuốc này không?", "Ciprofloxacin cho trẻ em được không?" (no verb: "cho" gives it): whether the drug may be used at all — a can-use question, which
 * the contraindications answer (and the cautions after them). The cue list has the contiguous
 * forms ("dùng được không", "có dùng được", "có dùng cho"); these put the patient between the
 * verb and "được … không". Measured: "Fluconazol dùng được cho trẻ sơ sinh không?" found no cue
 * and opened with "Dược thư không nêu mức nào chứa đúng giá trị của người bệnh" (the 2–12 years
 * indication) while Chống chỉ định says "Trẻ em dưới 12 tuổi"; asked "Trẻ sơ sinh dùng fluconazol
 * được không?" it led with that contraindication. Starting, preventing with or switching to the
 * drug asks the same: "… dự phòng HKTM bằng enoxaparin 40 mg TDD, được không?" was read as no
 * can-use question (unseen batch 8).
 */
const CAN_USE =
  /(?<!\p{L})(?:dung|uong|tiem|su\s+dung|boi|nho|xit|cho|nap|ke(?:\s+don)?|du\s+phong|bat\s+dau|khoi\s+tri|khoi\s+dau|doi\s+sang|chuyen\s+sang)(?!\p{L})[^?.!]{0,60}?(?<!\p{L})duoc(?!\p{L})(?!\s+(?:\d+|mot|hai|ba|vai|may)\s*(?:ngay|tuan|thang|nam|hom|gio|lan|dot))[^?.!]{0,60}?(?<!\p{L})khong(?!\p{L})\s*(?:a|vay|nhi|the|ha)?\s*(?:,[^?.!,]{0,50})?[?.!]*\s*$/u;
/**
 * The same question asked as a judgement: "… kê diazepam 5 mg x 2 lần/ngày, có phù hợp không?",
 * "có hợp lý không", "có an toàn không", "có nên dùng … không". Measured on unseen batch 11
 * (first run): the first was read as no question at all and led with a dose line, above
 * Chống chỉ định's "Không nên sử dụng trong trạng thái ám ảnh hoặc sợ hãi".
 */
// "liều này ổn không?" (first-set batch 106, first run: a lincomycin anaphylaxis never met
// CLINDAMYCIN's "mẫn cảm với … lincomycin"); not "cảm ơn". A short clause after a comma still
// ends it, as does "xin" before the verb: "… có nên xin tiêm cho bé không, tiêm bao nhiêu?"
// (first-set batch 136, first run: a nitrate-poisoned infant was shown NATRI NITRIT's child dose,
// its "Methemoglobin huyết do nhiễm độc nitrat, nitrit" never read). "An toàn" reaches further, past
// a condition the book's words are added after: "có an toàn cho BN porphyria không?" (first-set
// batch 141, first run: read as no question). Not "có nên truyền …":
// what is infused may be another remedy ("… có nên truyền xanh methylen không?").
const JUDGED =
  /(?:(?<!\p{L})(?:phu\s+hop|hop\s+ly|(?<!cam\s)on)(?!\p{L})[^?.!]{0,20}?|(?<!\p{L})an\s+toan(?!\p{L})[^?.!]{0,60}?|(?<!\p{L})co\s+nen\s+(?:xin\s+|cho\s+)?(?:dung|ke|cho|uong|tiem|bat\s+dau|tiep\s+tuc)(?!\p{L})[^?.!]{0,60}?)(?<!\p{L})khong(?!\p{L})\s*(?:,[^?.!,]{0,50})?[?.!]*\s*$/u;

/**
 * "được 5 ngày" is a duration ("uống codein được 5 ngày, giờ bị táo bón, có cách gì không?",
 * unseen batch 13), read out of the can-use cue above.
 */
/**
 * A dose and "có được không?" with no verb: "IV diltiazem 0.25 mg/kg có được không?" (unseen
 * batch 14, first run: no can-use cue, so the dose followed the contraindication that held).
 * "nạp" (load) is a verb of the cue above; "truyền" is not, since what is infused may be another
 * remedy ("truyền tiểu cầu có được không?").
 */
const BARE =
  /\d\s*(?:mg|mcg|microgam|g|ml|ui|iu)(?:\s*\/\s*[\p{L}\d]+)?\s+co\s+duoc\s+khong(?!\p{L})\s*(?:a|vay|nhi|the|ha)?\s*[?.!]*\s*$/u;

/**
 * The same asked in English: "Can we use oral diltiazem …?", "should we still give IM
 * adrenaline?", "Is dimenhydrinate … OK for someone with epilepsy?", "is it safe to start …".
 * Measured on unseen batch 18 (first run): read as no question, the safety sections were never
 * read for "Sick sinus syndrome, … Can we use oral diltiazem …?" and Dược lý answered. A plan
 * then "Should we?" asks it too (first-set batch 87, stop 58 first run: "… give sodium nitrite
 * 300 mg IV. Should we?").
 */
// "suitable", "acceptable", a subject of two or three words: measured on first-set batches 101,
// 103 and 104 (first runs), "Is acarbose suitable for him?", "Is acebutolol acceptable for him?"
// and "Is nitroprusside-induced hypotension acceptable for him?" were read as no question, and
// Chống chỉ định was never read for the patient's intestinal ulcers, pulse of 44 or basilar
// stenosis.
const ENGLISH =
  /(?<!\p{L})(?:(?:can|could|may|should)\s+(?:we|i|you|he|she|they|it|the\s+patient|she\s+still|he\s+still|we\s+still|i\s+still)\s+(?:still\s+|simply\s+|just\s+|safely\s+)?(?:use|give|start|take|prescribe|continue|keep|add|be\s+given|be\s+used|have)|is\s+(?:it|this|that|\p{L}+(?:[\s-]+\p{L}+){0,2}?)\s+(?:still\s+)?(?:ok|okay|safe|fine|appropriate|allowed|suitable|acceptable|reasonable|advisable|(?:a\s+)?(?:good|reasonable|safe)\s+(?:choice|option|idea))|(?:ok|okay|safe)\s+(?:to\s+(?:use|give|take|start|continue)|for\s+(?:him|her|them|someone|a|an|the|patients?|people|use))|(?:contraindicated|a\s+contraindication)|(?:should|can|may|could)\s+(?:we|i)(?:\s+(?:do\s+(?:it|that|so)|go\s+ahead))?(?=\s*\?))(?!\p{L})/gu;

/**
 * The English cue, unless its sentence opens a wh-question before it: "What oral doxycycline
 * regimen should I prescribe …?" asks a regimen, not whether (unseen batch 57, first run: read
 * as yes/no, it led with the adult's malaria prophylaxis over "Điều trị brucella: …").
 */
function asksInEnglish(folded: string): boolean {
  return [...folded.matchAll(ENGLISH)].some((m) => {
    const start = Math.max(...['.', '?', '!'].map((p) => folded.lastIndexOf(p, m.index))) + 1;
    return !WH_WORD.test(folded.slice(start, m.index));
  });
}

const WH_WORD = /(?<!\p{L})(?:what|which|how|when|where|why)(?!\p{L})/u;

/** "không được dùng" is a prohibition (its own cue), not a question. */
const NOT_ALLOWED = /(?<!\p{L})khong\s+duoc\s+(?:dung|uong|tiem|su\s+dung)(?!\p{L})/u;

/**
 * A patient's or relative's "is it harmful": "uống acarbose có sao không?", "tiêm vào em tôi có
 * sao không?", "dùng thuốc này có hại gì không?", after a verb of use. Measured on first-set
 * batches 102 and 104 (first runs): a hernia awaiting surgery and a nitrite poisoning were read as
 * no can-use question, and Chống chỉ định was never read. Not after an ingestion told ("uống nhầm
 * 10 viên có sao không?" asks about an overdose, tells-ingestion-event.ts).
 */
const HARMFUL =
  /(?<!\p{L})(?:dung|uong|tiem|su\s+dung|boi|nho|xit|truyen)(?!\p{L})[^?.!]{0,60}?(?<!\p{L})co\s+(?:sao|van\s+de\s+gi|hai\s+gi|nguy\s+hiem\s+gi|anh\s+huong\s+gi)(?!\p{L})[^?.!]{0,20}?(?<!\p{L})khong(?!\p{L})/u;
/**
 * "Làm vậy được không?", "làm thế có ổn không?" after a plan told in the sentence before (first-set
 * batch 108, first run: "… định tiêm natri nitrit 3% 0,2 ml/kg … Làm vậy được không?" for a girl
 * with methaemoglobinaemia was read as no can-use question).
 */
const DOING_SO =
  /(?<!\p{L})lam\s+(?:nhu\s+)?(?:vay|the|the\s+nay|vay\s+thi)\s+(?:co\s+)?(?:duoc|on|dung|an\s+toan)\s+khong(?!\p{L})/u;
/**
 * A plan of how to give it ("pha … với 10 ml nước cất rồi tiêm tĩnh mạch trực tiếp trong 2 phút")
 * makes "làm vậy" the procedure, a question for Cách dùng (first-set batch 96).
 */
const HOW_GIVEN =
  /(?<!\p{L})(?:pha(?:\s+loang)?|toc\s+do|truc\s+tiep|trong\s+\d+\s+phut|bom\s+tiem|dilute|push|over\s+\d+\s+min)(?!\p{L})/u;
const INGESTED =
  /(?<!\p{L})(?:nham|qua\s+lieu|ca\s+vi|het\s+vi|mot\s+luc|nuot|gap\s+doi|qua\s+nhieu)(?!\p{L})/u;

export function asksCanUse(
  question: string,
  /** foldDiacritics(question), when the caller has it (the request's QuestionText). */
  folded: string = foldDiacritics(question.normalize('NFC')),
): boolean {
  return (
    (CAN_USE.test(folded) ||
      JUDGED.test(folded) ||
      BARE.test(folded) ||
      asksInEnglish(folded) ||
      (DOING_SO.test(folded) && !HOW_GIVEN.test(folded)) ||
      (HARMFUL.test(folded) && !INGESTED.test(folded))) &&
    !NOT_ALLOWED.test(folded)
  );
}
