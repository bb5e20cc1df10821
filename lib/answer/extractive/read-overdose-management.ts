import 'server-only';
import { foldWords } from '@/lib/text/fold-diacritics';
import {
  GIVEN_IN_ERROR,
  INR_OVER_RANGE,
  OD_BY_INTENT,
  TOXICITY_TOLD,
} from '@/lib/question/tells-ingestion';

/**
 * Whether to stop the drug is asked ("có cần bỏ thuốc luôn không", "có phải ngưng thuốc không"):
 * asked, not told. "… phải ngưng thuốc. Nay bác sĩ …" tells a past reaction (unseen batch 73, read
 * so at stop 68: CLOPIDOGREL's allergy line no longer led); "có phải là lý do khiến nhiều người phải
 * bỏ thuốc không?" (unseen batch 42) asks whether the effect makes people stop it. Measured on
 * unseen batches 147-148 (first runs): "đi đứng loạng choạng … Có cần bỏ thuốc luôn không hay giảm
 * bớt?" led with the dose section and Thận trọng, not with Hướng dẫn cách xử trí ADR.
 */
export const STOP_DRUG_ASKED = String.raw`co\s+(?:can|phai|nen)\s+(?:bo|ngung|dung)\s+thuoc(?:\s+luon)?\s+(?:khong|ko|hay)`;

/**
 * "Digoxin quá liều xử trí thế nào?" asks what to do, and Quá liều và xử trí opens with what the
 * overdose does ("Ngộ độc gây loạn nhịp, buồn nôn, rối loạn thị giác") before what to do ("Dùng
 * kháng thể đặc hiệu khi ngộ độc nặng"). Measured on the sample book: every one of its overdose
 * sections that has both puts the effects first, so a management question led with them.
 * Both tests read folded text (no diacritics, lower case).
 */
// "dùng thuốc gì", "treatment": measured on unseen real monographs (batch 1 and 2), "Quá liều
// codein dùng thuốc gì?" was no management question and led with the symptoms.
// "có cách gì không", "giảm liều hay ngưng hẳn" (unseen batch 13): a patient's words for it.
// "What should we do?" after a toddler's ingestion led with the signs (stop 58's doctor's
// questions): English asks what to do without "manage". "What should be done?" after a
// neutrophil count on clozapine led with a pharmacokinetic line (stop 61's doctor's questions).
// Whether to stop the drug (STOP_DRUG_ASKED).
// What dose of a remedy is given, asked in English ("What atropine dose does the formulary give":
// unseen batch 147, first run, after an "Intentional OD" of diltiazem, led with its
// contraindications); only with the remedy named ("what dose per kg do we give" asks the drug's
// own dose). An overdose told by intent ("intentional OD", "OD on …") is one.
// What is given for it, asked in English ("What anticonvulsant do we give a child here?": unseen
// batch 144, first run, read no management and led with the overdose's signs).
const ASKS_MANAGEMENT = new RegExp(
  String.raw`(?<!\p{L})(?:xu\s+tri|xu\s+ly|dieu\s+tri|lam\s+gi|lam\s+sao|giai\s+doc|cap\s+cuu|can\s+lam|thuoc\s+gi|co\s+cach\s+(?:gi|nao)|cach\s+nao\s+do|giam\s+lieu\s+hay\s+(?:ngung|ngung|dung)|${STOP_DRUG_ASKED}|treatment|treat|manage(?:ment)?|what\s+(?:should|do|can|must)\s+(?:we|i|you|they)\s+do|what\s+(?:should|must|can|needs?\s+to)\s+be\s+done|what\s+to\s+do|what\s+now|what\s+(?:\p{L}+\s+){0,2}?(?:do|should|can|must)\s+(?:we|i|you)\s+(?:give|use)|which\s+(?:\p{L}+\s+){0,2}?(?:to\s+(?:give|use)|(?:do|should|can)\s+(?:we|i|you)\s+(?:give|use))|what\s+(?!dose)\p{L}+\s+dose\s+(?:\p{L}+\s+){0,3}?(?:give|recommend|suggest)s?)(?!\p{L})`,
  'u',
);

/** A sentence that says what the overdose does: "Quá liều (có thể) gây …", "Ngộ độc gây …". */
// "Các triệu chứng của quá liều … là …" and "Quá liều … có thể dẫn tới …" too (unseen batch 4,
// CLOPIDOGREL: neither was read as describing the overdose).
const DESCRIBES_OVERDOSE =
  /^(?:(?:cac|nhung)\s+)?(?:qua\s+lieu|ngo\s+doc|trieu\s+chung|bieu\s+hien|dau\s+hieu)(?:\s+[\p{L}\d]+){0,4}?\s*(?:gay|co\s+the\s+gay|(?:co\s+the\s+)?dan\s+(?:toi|den)|bao\s+gom|gom|la|:)(?![\p{L}])/u;
/** A line that lists an overdose's signs by name: "Các triệu chứng của quá liều … là …". */
const LISTS_SIGNS = /^(?:(?:cac|nhung)\s+)?(?:trieu\s+chung|bieu\s+hien|dau\s+hieu)(?![\p{L}])/u;

/**
 * The question is about an overdose, not an adverse reaction ("hội chứng người đỏ"); in plain
 * words too (issue 37): "uống nhầm", "uống 10 viên một lúc", "lỡ uống gấp đôi", "uống 2 lần liều",
 * "overdose".
 */
const OVERDOSE = new RegExp(
  String.raw`(?<!\p{L})(?:qua\s+lieu|ngo\s+doc|uong\s+nham|nuot\s+nham|nuot\s+(?:het|ca)|uong\s+lon|(?:uong|dung)\s+qua\s+nhieu|uong\s+gap\s+(?:doi|\d+)|gap\s+doi\s+lieu|\d+\s+lan\s+lieu|\d+\s+vien\s+(?:\p{L}+\s+){0,2}?(?:mot|1|cung)\s+(?:luc|lan)|(?:ca|het)\s+vi|overdose|overdosage|poisoning|${OD_BY_INTENT}|${GIVEN_IN_ERROR}|${TOXICITY_TOLD})(?!\p{L})`,
  'u',
);

/** An antidote, in a question or in the book: "thuốc giải độc", "chất đối kháng". */
// "thuốc giải" alone too, and the book's "thuốc kháng độc" (unseen batch 64, first run: "… nuốt
// mấy viên colchicin … Có thuốc giải cho loại thuốc này không?" read no antidote, and COLCHICIN's
// "Không có thuốc kháng độc đặc hiệu" was no antidote line); not a fever or hangover remedy.
const ANTIDOTE =
  /(?<!\p{L})(?:giai\s+doc|khang\s+doc|thuoc\s+giai(?!\s+(?:nhiet|ruou|cam|khat))|thuoc\s+doi\s+khang|chat\s+doi\s+khang)(?!\p{L})/u;

/**
 * A line that reverses the drug's effect, for a book that names no antidote as such: "Dùng
 * vitamin K để hiệu chỉnh tác dụng của thuốc chống đông máu" (real book, ACENOCOUMAROL, where
 * "Thuốc giải độc acenocoumarol?" led with "Xử trí quá liều thường căn cứ vào INR …"). Not a
 * line that advises against something ("Không nên dùng kèm yếu tố VIIa trong trường hợp cấp
 * cứu đảo ngược tác dụng chống đông").
 */
const REVERSES = /(?:dao\s+nguoc|hieu\s+chinh|trung\s+hoa)\s+tac\s+dung/;
const ADVISES_AGAINST = /^(?:khong\s+(?:nen|duoc|dung)|tranh)(?!\p{L})/u;

/**
 * An antidote asked is an overdose asked, whether or not the question says "quá liều": measured
 * on the real book (ACENOCOUMAROL), "Thuốc giải độc acenocoumarol?" was no management question
 * and led with Quá liều's first line, "Xử trí quá liều thường căn cứ vào INR …".
 */
export function asksAntidote(
  question: string,
  folded: string = foldWords(question),
  /** The asked drugs' ids: an antagonist that is the drug asked is no remedy named. */
  asked: readonly string[] = [],
): boolean {
  // "Quá liều codein dùng thuốc gì?" asks for the drug that treats it: an antidote. Measured on
  // unseen real monographs (first run): it led with the overdose's symptoms, naloxon absent.
  // An overdose told and its antagonist named ("… instead of 40 mg … How much protamine?"):
  // the antagonist's dose is the antidote asked (unseen batch 152, first run).
  return (
    ANTIDOTE.test(withoutKits(folded)) ||
    ((OVERDOSE.test(folded) || INR_OVER_RANGE.test(folded)) &&
      (ASKS_DRUG.test(folded) || ANTAGONIST.test(withoutNames(folded, asked))))
  );
}

/**
 * The folded question with the asked drugs' names blanked: ACETYLCYSTEIN is paracetamol's
 * antagonist, and "… uống nhầm siro paracetamol, đang truyền acetylcystein …" names no remedy
 * beside the drug asked (first-set batch 111, read again at stop 69).
 */
function withoutNames(folded: string, ids: readonly string[]): string {
  return ids.reduce((text, id) => text.split(id.replace(/_/g, ' ')).join(' '), folded);
}

/**
 * An antidote kit named as a thing on the shelf ("tủ cấp cứu chỉ có bộ giải độc cyanid với ống
 * natri nitrit 3%") says where the asked drug comes from, not that its antidote is asked. Measured
 * on first-set batch 153 (first run): a child poisoned by pickling salt, MetHb 38%, was read as
 * asking NATRI NITRIT's antidote, its safety sections never read, and "Methemoglobin huyết do
 * nhiễm độc nitrat, nitrit" did not lead. So does the drug given "as an antidote" ("dùng sodium
 * nitrite IV 'như giải độc'": first-set batch 157, first run, the same contraindication did not
 * lead a child's nitrate poisoning).
 */
const ANTIDOTE_KIT =
  /(?<!\p{L})(?:(?:bo|hop|tui|kit)\s+(?:thuoc\s+)?giai\s+doc(?:\s+[\p{L}]+)?|(?:nhu|lam|de)\s+['"‘“]?\s*(?:thuoc\s+)?giai\s+doc)/gu;
const withoutKits = (folded: string) => folded.replace(ANTIDOTE_KIT, (m) => ' '.repeat(m.length));

const ASKS_DRUG = /(?<!\p{L})(?:thuoc\s+gi|thuoc\s+nao|antidote)(?!\p{L})/u;

/**
 * `overdoseAsked`: the question was read as an overdose in plain words ("lỡ uống 4 viên … một
 * lúc", "uống nhầm"), which name no "quá liều" (its section cue put Quá liều và xử trí first).
 */
export function asksManagement(
  question: string,
  folded: string = foldWords(question),
  overdoseAsked = false,
): boolean {
  return (
    ((OVERDOSE.test(folded) || overdoseAsked) && ASKS_MANAGEMENT.test(folded)) ||
    ANTIDOTE.test(withoutKits(folded))
  );
}

/**
 * The specific antagonists the book names by drug, not as "thuốc giải độc": "Dùng naloxon ngay
 * …", "… dùng flumazenil để hủy bỏ … tác dụng an thần", "protamin sulfat". Measured on unseen
 * batches 65, 66 and 71 (first runs): "… có thuốc gì giải được …?", "Bệnh viện sẽ cho thuốc giải
 * gì?" led with the overdose's signs or first line, the antagonist's line third or absent.
 */
const ANTAGONIST =
  /(?<!\p{L})(?:naloxon\w*|flumazenil|protamin\w*|phentolamin\w*|physostigmin\w*|fab|glucagon|pralidoxim\w*|fomepizol\w*|acetylcystein\w*|idarucizumab|leucovorin|acid\s+folinic|vitamin\s+k\d?)(?!\p{L})/u;

/** A sentence that names a specific antagonist by its drug (ANTAGONIST). */
export function namesAntagonist(sentence: string, folded: string = foldWords(sentence)): boolean {
  return ANTAGONIST.test(folded);
}

/** A sentence that names an antidote ("Không có thuốc giải độc đặc hiệu" names the lack of one). */
export function namesAntidote(sentence: string): boolean {
  return ANTIDOTE.test(foldWords(sentence));
}

/** A sentence that reverses the drug's effect and does not advise against doing so (REVERSES). */
export function reversesEffect(sentence: string): boolean {
  const folded = foldWords(sentence);
  return REVERSES.test(folded) && !ADVISES_AGAINST.test(folded);
}

/**
 * What to do about an adverse effect, not an overdose: "Furosemid gây hạ kali máu phải làm gì?"
 * (Hướng dẫn cách xử trí ADR's "Bổ sung kali …", not Quá liều's "Quá liều gây mất nước …").
 */
export function asksEffectManagement(
  question: string,
  folded: string = foldWords(question),
): boolean {
  return !OVERDOSE.test(folded) && !ANTIDOTE.test(folded) && ASKS_MANAGEMENT.test(folded);
}

/**
 * What an overdose does, asked: "Digoxin quá liều có triệu chứng gì?" led with "Không có thuốc
 * giải độc đặc hiệu; điều trị triệu chứng …" (it shares "triệu chứng") above "Ngộ độc gây loạn
 * nhịp, buồn nôn, rối loạn thị giác".
 */
const ASKS_SIGNS = /(?<!\p{L})(?:trieu\s+chung|bieu\s+hien|dau\s+hieu|gay\s+ra|gay\s+gi)(?!\p{L})/u;

/** Measured on unseen batch 4 (CLOPIDOGREL): "Bn lỡ uống 4 viên … cần theo dõi những biểu hiện gì?" led with Quá liều's first line, the signs' line absent. */
export function asksOverdoseSigns(
  question: string,
  folded: string = foldWords(question),
  overdoseAsked = false,
): boolean {
  return (
    (OVERDOSE.test(folded) || overdoseAsked) &&
    ASKS_SIGNS.test(folded) &&
    !ASKS_MANAGEMENT.test(folded)
  );
}

export function describesOverdose(sentence: string): boolean {
  return DESCRIBES_OVERDOSE.test(foldWords(sentence).trim());
}

/** Whether a line describing an overdose opens with its signs by name (LISTS_SIGNS). */
export function listsOverdoseSigns(sentence: string): boolean {
  return LISTS_SIGNS.test(foldWords(sentence).trim());
}

/**
 * A line that says what to do: it opens with (or sits under) "Xử trí" / "Điều trị", or names an
 * act of treatment (truyền, tiêm, rửa dạ dày, than hoạt, thẩm phân, giải độc, đối kháng, hỗ trợ
 * hô hấp). Measured on unseen real monographs (first run): "Quá liều clopidogrel xử trí thế
 * nào?" led with "Quá liều clopidogrel có thể dẫn tới chảy máu kéo dài …" while "Xử trí quá liều
 * clopidogrel bằng truyền tiểu cầu …" stood fourth.
 */
const STATES_MANAGEMENT =
  /(?<!\p{L})(?:xu\s+tri|dieu\s+tri|giai\s+doc|doi\s+khang|truyen|tiem|rua\s+da\s+day|than\s+hoat|tham\s+phan|tham\s+tach|loc\s+mau|loai\s+bo|ho\s+tro|cap\s+cuu|gay\s+non|tho\s+oxy|duong\s+khi|ho\s+hap\s+nhan\s+tao|bu\s+(?:nuoc|dich|dien\s+giai|kali|natri))(?!\p{L})/u;
/** An instruction opens with its verb: "Dùng kháng thể …", "Cho uống …", "Ngừng thuốc …". */
const INSTRUCTS = /^(?:dung|cho|tiem|truyen|bu|rua|theo\s+doi|ngung)(?!\p{L})/u;

export function statesManagement(sentence: string): boolean {
  const folded = foldWords(sentence).trim();
  return INSTRUCTS.test(folded) || STATES_MANAGEMENT.test(folded);
}

/**
 * The book's own heading of the part that says what to do: "Xử trí:", "Điều trị:", "Cách xử
 * trí:", printed as a label over the lines or opening one. Measured on the stop 60 doctor's
 * questions (COLCHICIN): "Bé 3 tuổi uống nhầm 10 viên colchicin 1 mg, xử trí thế nào?" led with
 * "Tử vong đã xảy ra khi tiêm tĩnh mạch …", its "tiêm" read as an act of treatment, while the
 * section prints "Xử trí: Không có thuốc kháng độc đặc hiệu …" below it.
 */
const MANAGEMENT_HEADING =
  /^(?:cach\s+)?(?:xu\s+tri|dieu\s+tri)(?:\s+(?:qua\s+lieu|ngo\s+doc))?\s*:/u;

export function headsManagement(label: string): boolean {
  return MANAGEMENT_HEADING.test(foldWords(label).trim());
}

/** A heading over overdose lines that says they describe it: "Triệu chứng", "Biểu hiện". */
export function headsOverdoseSigns(label: string): boolean {
  return describesOverdose(`${label.replace(/:\s*$/, '')}:`);
}
