import 'server-only';
import { asksCanUse } from '@/lib/retrieval/asks-can-use';
import { foldWords } from '@/lib/text/fold-diacritics';

/**
 * Yes/no use questions and the sentences that answer them. "Warfarin có dùng được cho người mang
 * thai không?" is answered by "Chống chỉ định trong thai kỳ…", not by the sentence before it in
 * the book ("Thuốc qua nhau thai và có thể gây dị tật…"), which is why, not whether. Measured on
 * the answer golden set: 5 of 199 answers led with the reason or a neighbouring caution while
 * the verdict stood on line two or three (warfarin ×2, metformin in lactation, amlodipin in
 * hepatic impairment, ibuprofen in severe renal impairment).
 *
 * Both tests run on folded text (no diacritics, lower case), the way the question is read.
 */

/**
 * "có dùng được … không", "uống X được không", "dùng được cho … không", "có cần chỉnh liều …
 * không", "có ảnh hưởng không", "có sao không".
 */
const ASKS_VERDICT = new RegExp(
  [
    String.raw`(?:dung|uong|tiem|truyen)(?:\s+[\p{L}\d]+){0,3}?\s+duoc\s+(?:khong|ko)`,
    String.raw`co\s+(?:nen|duoc|the)\s+(?:dung|uong|tiem|truyen|cho\s+con\s+bu)`,
    String.raw`co\s+(?:dung|uong|tiem|truyen)(?:\s+[\p{L}\d]+){0,8}?\s+(?:khong|ko)`,
    String.raw`co\s+can\s+(?:dieu\s+)?chinh\s+lieu`,
    String.raw`(?:dieu\s+)?chinh\s+lieu(?:\s+[\p{L}\d]+){0,5}?\s+(?:khong|ko)`,
    String.raw`co\s+anh\s+huong(?:\s+gi)?\s+(?:khong|ko)`,
    String.raw`dung\s+duoc(?:\s+[\p{L}\d]+){0,6}?\s+(?:khong|ko)`,
    String.raw`co\s+sao\s+(?:khong|ko)`,
    // Stopping asked ("có cần ngưng cho bú không?", "có cần ngưng aspirin trước không?"): measured on
    // unseen batch 8 (FUROSEMID), no yes/no question, led with the data before the verdict.
    String.raw`(?:can|phai|nen)\s+(?:ngung|thoi|dung)(?:\s+[\p{L}\d]+){0,5}?\s+(?:khong|ko)`,
    // "có an toàn không", "is it safe": measured on unseen real monographs (batch 2), "diazepam
    // pregnancy có an toàn không" was no yes/no question and led with the section's first line.
    String.raw`(?:co\s+)?an\s+toan\s+(?:khong|ko)`,
    String.raw`is\s+it\s+safe|safe\s+(?:in|during|for|with)`,
    // "can digoxin be given IM?" (unseen batch 8) answered by "Không tiêm bắp vì …".
    String.raw`(?:can|could|should|may)(?:\s+[\p{L}\d-]+){1,4}?\s+be\s+(?:given|used|taken|administered|combined|crushed)`,
  ]
    .map((p) => `(?<![\\p{L}])${p}(?![\\p{L}])`)
    .join('|'),
  'u',
);

/** What a sentence says of use: forbidden, avoided, allowed, weighed, or the dose changed. */
const VERDICT = new RegExp(
  [
    String.raw`khong\s+(?:nen\s+|duoc\s+)?(?:tiem|truyen)(?!\s+duoc)`,
    String.raw`chong\s+chi\s+dinh`,
    String.raw`khong\s+(?:nen\s+|duoc\s+)?(?:dung(?!\s+nap)|su\s+dung|cho\s+con\s+bu)`,
    String.raw`tranh\s+(?:dung|su\s+dung|cho\s+con\s+bu|phoi\s+hop)`,
    String.raw`co\s+the\s+(?:dung|su\s+dung|cho\s+con\s+bu)`,
    String.raw`dung\s+duoc`,
    String.raw`an\s+toan`,
    String.raw`(?:dieu\s+)?chinh\s+lieu`,
    // "chỉ dùng furosemid trong thời kì có thai khi …": the drug and the patient may stand between.
    String.raw`chi\s+(?:nen\s+)?dung(?:\s+[\p{L}\d]+){0,8}?\s+khi`,
    String.raw`han\s+che\s+(?:dung|su\s+dung)`,
    // Safety not established is the book's answer too ("… ở trẻ sơ sinh chưa được xác định").
    String.raw`chua\s+(?:duoc\s+)?xac\s+dinh`,
    String.raw`chua\s+co\s+(?:du\s+|day\s+du\s+)?du\s+lieu`,
    String.raw`(?:giam|bat\s+dau\s+(?:bang|voi))\s+(?:\d+\s*%\s+)?lieu`,
    String.raw`can\s+nhac`,
    String.raw`ngung\s+(?:thuoc|dung|cho\s+con\s+bu)`,
    String.raw`khong\s+khuyen\s+cao`,
  ]
    .map((p) => `(?<![\\p{L}])${p}(?![\\p{L}])`)
    .join('|'),
  'u',
);

/**
 * Retrieval's can-use reader is a yes/no question too: the two read one question. Measured: with
 * the patient between the verb and "được không" ("Warfarin dùng cho phụ nữ có thai được
 * không?", "Ciprofloxacin cho con bú được không?"), retrieval read a can-use question and this
 * reader none, so the answer led with the book's reason ("Thuốc qua nhau thai và có thể gây dị
 * tật …") above its verdict ("Chống chỉ định trong thai kỳ …"); on the real book "Acetazolamid
 * dùng cho phụ nữ có thai được không?" led with "Thuốc lợi tiểu thiazid … đi qua hàng rào nhau
 * thai" above "Vì vậy, acetazolamid không được sử dụng cho người mang thai".
 */
export function asksForVerdict(question: string, folded: string = foldWords(question)): boolean {
  return ASKS_VERDICT.test(folded) || asksCanUse(question, folded);
}

export function isVerdictSentence(sentence: string): boolean {
  return VERDICT.test(foldWords(sentence));
}

/** What a follow-up asks of its own: a dose, a how, a what, a when. */
const OWN_ASK =
  /(?<![\p{L}])(?:lieu|bao\s+nhieu|nhu\s+the\s+nao|cach|gi|khi\s+nao|bao\s+lau|tuong\s+tac)(?![\p{L}])/u;

/**
 * A follow-up that only names a new patient ("còn cho con bú thì sao?", "thế còn người suy
 * thận?") asks what the question it follows asked. Measured on the sample book: after
 * "Metformin có dùng cho người suy thận được không?", "còn cho con bú thì sao?" led with "Thuốc
 * vào sữa mẹ với lượng nhỏ" above "Cân nhắc khi cho con bú".
 */
export function asksForVerdictAfter(
  question: string,
  previous: string | undefined,
  folded: string = foldWords(question),
): boolean {
  if (asksForVerdict(question, folded)) return true;
  if (previous === undefined || OWN_ASK.test(folded)) return false;
  return asksForVerdict(previous);
}

/** Word-bounded alternatives on folded text. */
const anyOf = (parts: readonly string[]) =>
  new RegExp(parts.map((p) => `(?<![\\p{L}])${p}(?![\\p{L}])`).join('|'), 'u');

/**
 * A sentence that itself says no: "chống chỉ định", "không (nên/được) dùng", "tránh dùng",
 * "không cho con bú". Not "cân nhắc ngừng cho con bú" or "không khuyến cáo … khi dùng liều cao":
 * read as a no, they were shown as binding on the patient in the first snapshot review of the
 * safety lines (lib/answer/safety).
 */
const FORBIDS_PARTS = [
  // "Không có chống chỉ định dùng acebutolol trên bệnh nhân suy thận" says yes: read as a no, it
  // led a Clcr 30 patient's dose question as a line the book says not to use (snapshot review
  // of condition_of_value, realdata-33).
  String.raw`(?<!(?:khong|chua)\s+(?:co\s+|phai\s+la\s+|phai\s+)?)chong\s+chi\s+dinh`,
  // Not "khi các thuốc khác không dùng được": other drugs that cannot be used are why this one
  // is indicated (measured once Chỉ định was read for "không dùng" verdicts: "… ở người suy thận
  // mức độ vừa, khi các thuốc khác không dùng được" was shown as the book saying not to use it).
  // "không dung nạp" (intolerant) folds like "không dùng nạp": no verdict (unseen batch 18,
  // CLOZAPIN's Chỉ định "… không đáp ứng hoặc không dung nạp với các thuốc chống loạn thần …").
  String.raw`(?<!khac\s+)khong\s+(?:nen\s+|duoc\s+)?(?:dung(?!\s+nap)|su\s+dung|cho\s+con\s+bu)`,
  // A route forbidden: "Không tiêm bắp vì kích ứng tại chỗ" (DIGOXIN, unseen batch 8, was no
  // verdict for "can digoxin be given IM?"). Not "nếu không tiêm được".
  String.raw`khong\s+(?:nen\s+|duoc\s+)?(?:tiem|truyen)(?!\s+duoc)`,
  String.raw`tranh\s+(?:dung|su\s+dung|cho\s+con\s+bu)`,
  // "… được xem là không an toàn cho những bệnh nhân có rối loạn chuyển hóa porphyrin": read as
  // permitting ("an toàn cho"), no rule held it (first-set batch 141, first run, SPIRONOLACTON).
  String.raw`khong\s+an\s+toan\s+(?:khi|cho|trong|o|voi)`,
];
const FORBIDS = anyOf(FORBIDS_PARTS);

/** Whether a folded sentence itself says no (FORBIDS_PARTS). */
export function forbidsFolded(folded: string): boolean {
  return FORBIDS.test(folded);
}

/** A verdict that forbids or restricts: the book's conclusion a clinician must not miss. */
const RESTRICTS = anyOf([
  ...FORBIDS_PARTS,
  // "Nên ngừng cho con bú nếu dùng thuốc là cần thiết" is the section's verdict; measured on
  // unseen batch 8 (FUROSEMID), "có cần ngưng cho bú không?" led with the data before it.
  String.raw`(?:nen|phai|can)\s+(?:ngung|thoi)\s+cho\s+(?:con\s+)?bu`,
  String.raw`tranh\s+phoi\s+hop`,
  String.raw`han\s+che\s+(?:dung|su\s+dung)`,
  String.raw`chi\s+(?:nen\s+)?dung(?:\s+[\p{L}\d]+){0,8}?\s+khi`,
  String.raw`khong\s+khuyen\s+cao`,
]);
/**
 * A verdict that permits: "có thể dùng", "dùng được", "an toàn khi/cho …". Not "chưa có dữ liệu
 * về an toàn"; and "ngừng thuốc" is no restriction: read so, "… cân nhắc tiếp tục hay ngừng
 * thuốc" (tell the doctor) led over "Có thể dùng khi có chỉ định" in the first snapshot review.
 */
const PERMITS =
  /(?<![\p{L}])(?:co\s+the\s+(?:dung|su\s+dung|cho\s+con\s+bu)|(?<!khong\s+)dung\s+duoc|(?<!khong\s+)an\s+toan\s+(?:khi|cho|trong|o|voi))(?![\p{L}])/u;

/**
 * How strongly a sentence decides: 2 forbids or restricts, 1 permits, 0 neither (no data, a
 * caveat). A section states its data, then its conclusion ("… vì vậy chỉ dùng … khi lợi ích lớn
 * hơn nguy cơ"): measured on unseen real monographs (batch 2), the data led ("Chưa có dữ liệu về
 * tác dụng trên trẻ bú mẹ" over "Người mẹ cho con bú có thể dùng diclofenac khi cần …").
 */
export function readVerdictStrength(sentence: string): 0 | 1 | 2 {
  const folded = foldWords(sentence);
  if (RESTRICTS.test(folded)) return 2;
  return PERMITS.test(folded) ? 1 : 0;
}
