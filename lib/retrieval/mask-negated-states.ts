/**
 * A patient's state the question says the patient is NOT in ("không chạy thận", "chưa có thai",
 * "không cho con bú", "not pregnant") is masked out of the folded question before the state
 * readers read it, so it is never read as the patient's. Measured on unseen real questions
 * (batch 4, first run): "… eGFR 24, không chạy thận, dự phòng huyết khối …" was read as a
 * haemodialysis patient, for whom Chống chỉ định's "Suy thận nặng (Clcr < 30 ml/phút) trừ khi
 * thẩm phân" would no longer hold.
 *
 * Only a negation printed right before the state counts (one helping word between: "không có
 * thai", "không phải chạy thận", "chưa bị suy gan"); "có thai được không?" asks about the
 * state and keeps it. Masking writes spaces of the same length, so offsets stay aligned.
 */
const NEGATION = String.raw`(?:khong|chua|not|no|non|never)(?:\s+(?:co|phai|con|bi|dang|duoc|can|is|on|currently))?\s*-?\s*`;

/** The states a question names for its patient (folded), as the readers read them. */
const STATES = [
  String.raw`chay\s+than(?:\s+nhan\s+tao)?`,
  String.raw`loc\s+mau`,
  String.raw`tham\s+(?:tach|phan)(?:\s+(?:mau|phuc\s+mac|mang\s+bung))?`,
  String.raw`than\s+nhan\s+tao`,
  String.raw`(?:co|mang)\s+thai`,
  String.raw`bau`,
  String.raw`cho\s+(?:con\s+|be\s+|tre\s+)?bu`,
  String.raw`suy\s+gan`,
  String.raw`(?:on\s+)?(?:hemo)?dialysis`,
  String.raw`pregnant`,
  String.raw`breast\s*-?\s*feeding`,
];

const NEGATED = new RegExp(
  String.raw`(?<![\p{L}])${NEGATION}(${STATES.join('|')})(?![\p{L}])`,
  'gu',
);

/**
 * A pregnancy placed before or after now is no pregnancy of the patient's: "Before pregnancy she
 * was well controlled on acebutolol", "trước khi có thai". Measured on first-set batch 100 (stop 59
 * first run, read again at stop 60): a mother three weeks after delivery, breastfeeding, was
 * read as pregnant and led with "Sách khuyên không dùng khi mang thai, như người bệnh …".
 * Pregnancy only: "sau lọc máu" is a patient on dialysis.
 */
const PAST_PREGNANCY_BEFORE = String.raw`(?:before|prior\s+to|after|since|truoc\s+khi|truoc|sau\s+khi)\s+(?:(?:she|her|the|this)\s+)?(?:(?:got|became|becoming|getting|was|last|previous|first)\s+)?`;
const PREGNANCY_STATES = String.raw`(?:co|mang)\s+thai|bau|pregnan(?:t|cy)`;
const PAST_PREGNANCY = new RegExp(
  String.raw`(?<![\p{L}])${PAST_PREGNANCY_BEFORE}(${PREGNANCY_STATES})(?![\p{L}])`,
  'gu',
);

const masked = (whole: string, state: string) => {
  const at = whole.length - state.length;
  return whole.slice(0, at) + ' '.repeat(state.length);
};

export function maskNegatedStates(folded: string): string {
  return folded.replace(NEGATED, masked).replace(PAST_PREGNANCY, masked);
}

const PAST_PREGNANCY_AT = new RegExp(String.raw`(?<![\p{L}])${PAST_PREGNANCY_BEFORE}$`, 'u');

/** Whether the pregnancy word at `start` is placed before or after now ("before ⟨pregnancy⟩"). */
export function isPastPregnancyAt(folded: string, start: number): boolean {
  return PAST_PREGNANCY_AT.test(folded.slice(0, start));
}

const NEGATION_BEFORE = new RegExp(String.raw`(?<![\p{L}])${NEGATION}$`, 'u');

/** Whether the folded text just before `start` negates what starts there ("không ⟨chạy thận⟩"). */
export function isNegatedAt(folded: string, start: number): boolean {
  return NEGATION_BEFORE.test(folded.slice(0, start));
}

/**
 * An organ state the question asks to prevent is no state of the patient's: "dự phòng suy giảm
 * chức năng thận do thuốc cản quang", "để tránh suy thận", "to prevent kidney injury". Measured
 * on first-set batches 111 and 112 (first runs, ACETYLCYSTEIN): read as a renal patient, the
 * contrast-prophylaxis dose was thrown out for naming no renal impairment, and the answer was
 * "Không tìm thấy" (or the overdose's signs).
 */
const PREVENTED_BEFORE = new RegExp(
  String.raw`(?<![\p{L}])(?:du\s+phong|phong\s+ngua|phong|ngua|de\s+tranh|tranh|bao\s+ve\s+(?:khoi|chong)|prevent(?:ing)?|prevention\s+of|prophylaxis\s+(?:of|against)|avoid(?:ing)?)\s+(?:(?:bi|su|tinh\s+trang|nguy\s+co)\s+)?$`,
  'u',
);

/** Whether the state at `start` is one the question asks to prevent ("dự phòng ⟨suy thận⟩"). */
export function isPreventedAt(folded: string, start: number): boolean {
  return PREVENTED_BEFORE.test(folded.slice(0, start));
}
