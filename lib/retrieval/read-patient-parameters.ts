import { readBleeding } from './read-bleeding';
import { readAgeSexShorthand, type AgeSexShorthand } from './read-age-sex-shorthand';
import { readHoursSinceDose } from '@/lib/text/find-dose-time-bands';
import { blankYoungAdjective } from './young-adjective';
import type { PatientParameters, ValueInterval } from '@/lib/schema/patient-parameters';
import { CREATININE_UMOL_PER_MG_DL, findNumericBands } from '@/lib/text/find-numeric-bands';
import { foldDiacritics } from '@/lib/text/fold-diacritics';
import { maskNegatedStates } from './mask-negated-states';
import { blankDialysisAsked } from './blank-dialysis-asked';
import { readDialysisKinds } from './read-dialysis-kinds';
import { parseVnNumber, VN_NUMBER_SOURCE } from '@/lib/text/parse-vn-number';
import { HOURS_PER_UNIT } from '@/lib/text/hours-per-unit';
import { stageChildPugh } from './stage-child-pugh';
import { readSubstance } from './read-substance';
import { ENGLISH_CLINICAL_TERMS } from './english-clinical-terms';

/**
 * The patient a question describes (issue 9): renal function with its unit, age, weight,
 * pregnancy stage, lactation, hepatic impairment, dialysis, the indication, the direction asked
 * and the second drug. Pure and by grammar — the same number reader as the book's bands — so
 * "Clcr 32,5 ml/ phút", "eGFR 35 ml/phút/1,73 m²", "trẻ 18 tháng tuổi", "từ 40 kg trở lên" and
 * "tuần thai 34" all come out as values a band can be matched against.
 */

const NUM = `(?:${VN_NUMBER_SOURCE})`;
const point = (v: number): ValueInterval => ({
  min: v,
  max: v,
  min_inclusive: true,
  max_inclusive: true,
});

const RENAL_KEY =
  /(?<![\p{L}])(clcr|cl\s*cr|crcl|(?:do\s+)?thanh\s+thai\s+creatinin|creatinine?\s+clearance|egfr|gfr|(?:muc|do)\s+loc\s+cau\s+than)(?![\p{L}])/u;
/**
 * Words a clinician puts between the clearance's name and its value: "Clcr: 40", "creatinine
 * clearance is now 7 ml/min", "eGFR khoảng 25". Measured on unseen batch 32 (first run): "…
 * creatinine clearance is now 7 ml/min …" read no clearance, and the answer said no band held
 * the patient's value above "Phải tránh dùng thuốc khi thanh thải creatinin < 10 ml/phút".
 */
// …and the formula it was estimated by: "Creatinine clearance by Cockcroft-Gault is 22 mL/min"
// read no clearance, and ENOXAPARIN's "Suy thận nặng (Clcr < 30 ml/phút)" did not lead (unseen
// batch 52, first run).
const BEFORE_VALUE = String.raw`(?:(?:la|=|:|is|was|of|now|currently|today|at|about|around|approximately|approx|~|only|just|hien|hien\s+tai|con|chi\s+con|chi|khoang|tam|do\s+duoc|\(?\s*(?:(?:by|using|per|theo|tinh\s+theo|estimated|calculated)\s+)?(?:cockcroft[-\s]*gault|ckd[-\s]*epi|mdrd)\s*\)?|estimated|calculated|tinh\s+duoc|tinh\s+ra|uoc\s+tinh|uoc\s+luong)\s*)*`;
const BOUND_WORD =
  /^(duoi|nho\s+hon|<|≤|<=|tren|lon\s+hon|>|≥|>=|under|below|less\s+than|over|above|more\s+than|greater\s+than)\s*$/u;

/**
 * "creatinin huyết thanh 2 mg/dl", "creatinin máu 180 µmol/l": a serum creatinine (not a
 * clearance: "thanh thải" never precedes it), with the word for blood or a unit to tell it apart.
 */
const SERUM_UNIT = String.raw`(?:mg\s*/\s*dl|[µu]mol\s*/\s*l|micromol\s*/\s*l)`;
const SERUM_CREATININE = new RegExp(
  String.raw`(?<![\p{L}])(?<!thanh\s+thai\s+)creatinine?\s+(?:(?:huyet\s+thanh|huyet\s+tuong|mau|ht|htg|serum|plasma)\s*(?:la|=|:)?\s*${NUM}(?:\s*${SERUM_UNIT})?|(?:la|=|:)?\s*${NUM}\s*${SERUM_UNIT})`,
  'u',
);

function readSerumCreatinine(text: string, folded: string): string | undefined {
  const m = SERUM_CREATININE.exec(folded);
  return m ? text.slice(m.index, m.index + m[0].length) : undefined;
}

/** A bound word before a typed value: "dưới 50", "> 2", "trên 180". */
const BOUND = String.raw`(?:duoi|nho\s+hon|tren|lon\s+hon|<=|>=|<|>|≤|≥)`;

/** "dưới 50" → (-, 50); "≥ 2" → [2, -); a bare number → that point. */
function valueAfter(word: string | undefined, v: number): ValueInterval {
  const w = word?.trim();
  if (!w) return point(v);
  return /^(duoi|nho|<|≤)/.test(w)
    ? { min: null, max: v, min_inclusive: false, max_inclusive: /[≤=]/.test(w) }
    : { min: v, max: null, min_inclusive: /[≥=]/.test(w), max_inclusive: false };
}

/**
 * The serum creatinine's value in mg/dl, only when its unit was typed: "creatinin máu 180
 * µmol/l" is 2,04 mg/dl (÷ 88.4). A bare "creatinin máu 2,1" could be either unit (mg/dl runs
 * 0,5 - 15, µmol/l 40 - 1 300, and they overlap): no value is guessed, the answer says the
 * measures differ instead.
 */
const SERUM_VALUE = new RegExp(
  String.raw`(?<![\p{L}])(?<!thanh\s+thai\s+)creatinine?(?:\s+(?:huyet\s+thanh|huyet\s+tuong|trong\s+mau|mau|ht|htg|serum|plasma))?\s*(?:la|=|:)?\s*(?<word>${BOUND}\s*)?(?<v>${NUM})\s*(?<unit>mg\s*/\s*dl|mg\s*%|(?:micro|µ|μ|mc|u)\s*mol\s*/\s*l(?:it)?)(?![\p{L}])`,
  'u',
);

function readSerumCreatinineValue(folded: string): ValueInterval | undefined {
  const m = SERUM_VALUE.exec(folded);
  const v = m ? parseVnNumber(m.groups!.v!) : null;
  if (!m || v === null) return undefined;
  const scale = /mol/.test(m.groups!.unit!) ? 1 / CREATININE_UMOL_PER_MG_DL : 1;
  return valueAfter(m.groups!.word, v * scale);
}

/**
 * "nhịp tim 45", "mạch 48 lần/phút", "HR 45", "nhịp chậm 45", "tần số tim dưới 50", "a resting
 * heart rate of 44/min", "pulse 48" (stop 57's doctor's questions: the English was not read and
 * DILTIAZEM's "Nhịp tim chậm < 50/phút" did not lead): a number
 * right after the heart word (or the band reader's "… lần/phút" after one), its rhythm told
 * between ("mạch đều 46 l/p": unseen batch 115, first run; "nhịp xoang chậm 46 l/p": unseen batch
 * 140, first run), or its Holter summary ("mach trung binh 47 l/p, thap nhat 41": unseen batch
 * 156, first run, read no rate and DILTIAZEM's "Nhịp tim chậm < 50/phút" did not lead). "nhịp
 * thở 20" is a breathing rate; "tĩnh mạch 10 mg" no pulse.
 */
const HEART_RATE = new RegExp(
  String.raw`(?<![\p{L}])(?:nhip\s+tim(?:\s+(?:cham|nhanh))?|tan\s+so\s+tim|nhip\s+(?:cham|nhanh)|(?<!(?:tinh|dong|thoat|phu|tim|vi|huyet)\s)mach|hr|nhip|(?:resting\s+)?heart\s+rate|pulse(?:\s+rate)?)(?![\p{L}])\s*(?:(?:deu|khong\s+deu|xoang|cham|nhanh|trung\s+binh|thap\s+nhat|luc\s+nghi|regular|irregular|sinus|average|mean|lowest|resting)\s+){0,2}(?:la|=|:|chi|con|khoang|of|is|was|at)?\s*(?<word>${BOUND}\s*)?(?<v>\d{2,3})(?![\d,.]?\d)(?!\s*(?:mg|ml|kg|mcg|g(?![\p{L}])|%|tuoi|thang|tuan|ngay|gio|phut(?![\p{L}])))`,
  'u',
);

/**
 * The patient's INR: "INR 9,2", "INR hôm nay 9,2", "INR lên 7,8", "INR = 6", "INR was 9.2" (a
 * few words may stand between), or a bound the band reader reads ("INR > 8"). A ratio: a number
 * followed by a unit is something else ("INR 2 - 3 ngày sau").
 */
const INR_POINT =
  /(?<![\p{L}])inr(?:\s+(?:hom\s+nay|hien\s+tai|do\s+duoc|luc\s+vao(?:\s+vien)?|today|now|is|was|of|at|la|len|tang\s+len|con))*\s*(?:=|:|~)?\s*(?<v>\d{1,2}(?:[.,]\d{1,2})?)(?![\d,.]?\d)(?!\s*(?:-|–|den|toi|ngay|gio|tuan|lan|mg)(?![\p{L}]))/u;

function readInr(text: string, folded: string): ValueInterval | undefined {
  const band = findNumericBands(text, folded).find((b) => b.quantity === 'inr');
  if (band) return band.interval;
  const m = INR_POINT.exec(folded);
  const v = m ? parseVnNumber(m.groups!.v!) : null;
  return v === null ? undefined : { min: v, max: v, min_inclusive: true, max_inclusive: true };
}

function readHeartRate(text: string, folded: string): ValueInterval | undefined {
  const band = findNumericBands(text, folded).find((b) => b.quantity === 'heart_rate');
  if (band) return band.interval;
  const m = HEART_RATE.exec(folded);
  if (!m) return undefined;
  return valueAfter(m.groups!.word, Number(m.groups!.v));
}

/**
 * "huyết áp 140/90", "HA 150/95", "huyết áp tâm thu 85", "HATT 85", "HA nền 82/50" (unseen batch
 * 9: the word between was read as no pressure): systolic and diastolic in
 * mmHg. A single number after "huyết áp" with no "tâm thu"/"tâm trương" is the systolic, as
 * clinicians say it; "HA" only in capitals ("hạ" folds to "ha"); "BP", "SBP" and "blood pressure"
 * in English.
 */
const BLOOD_PRESSURE = new RegExp(
  String.raw`(?<![\p{L}])(?<key>huyet\s+ap|ha|bp|sbp|blood\s+pressure)(?:\s*(?:tam\s+(?<which>thu|truong)|(?<abbr>tt|ttr)))?(?![\p{L}])\s*(?:(?:nen|hien\s+tai|hien|luc\s+nay|bay\s+gio|gio|luc\s+vao(?:\s+vien)?|khi\s+nam|do\s+duoc|con|tut\s+con|chi\s+con)\s+)?(?:la|=|:|do|khoang)?\s*(?<word>${BOUND}\s*)?(?<a>\d{2,3})(?!\d)(?:\s*/\s*(?<d>\d{2,3})(?!\d))?(?:\s*(?<unit>mm\s*hg))?(?![\p{L}\d])`,
  'gdu',
);

/**
 * A pressure pair a few words after "HA" ("HA đo nhiều lần chỉ 86/54"): two numbers with a slash
 * are a blood pressure whatever words stand between. Measured on unseen batch 31 (first run): the
 * pair was not read, and DILTIAZEM's "huyết áp tâm thu < 90 mmHg" never led. A count may stand
 * between ("HA đo 3 lần trong ngày đều khoảng 205/118": first-set batch 93, first run).
 */
const BLOOD_PRESSURE_PAIR =
  /(?<![\p{L}])(?<key>huyet\s+ap|ha|bp)(?:\s+(?:[\p{L}]+|\d{1,2}(?![\d/,.]))){1,8}\s+(?<a>\d{2,3})\s*\/\s*(?<d>\d{2,3})(?![\d/])/du;

/**
 * Whether a pressure key was typed as it must be: the initials "HA", "BP", "SBP" only in capitals
 * ("hạ" folds to "ha"); "huyết áp" and "blood pressure" in any case.
 */
function typedAsKey(text: string, at: readonly number[], key: string): boolean {
  return !INITIAL_KEYS.has(key) || text.slice(at[0], at[1]) === key.toUpperCase();
}
const INITIAL_KEYS: ReadonlySet<string> = new Set(['ha', 'bp', 'sbp']);

function readBloodPressure(
  text: string,
  folded: string,
): Pick<PatientParameters, 'systolic_bp' | 'diastolic_bp'> {
  const read = readBloodPressureAfterKey(text, folded);
  if (read.systolic_bp || read.diastolic_bp) return read;
  const pair = BLOOD_PRESSURE_PAIR.exec(folded);
  if (!pair) return {};
  const g = pair.groups!;
  if (!typedAsKey(text, pair.indices!.groups!.key!, g.key!)) return {};
  return { systolic_bp: point(Number(g.a)), diastolic_bp: point(Number(g.d)) };
}

function readBloodPressureAfterKey(
  text: string,
  folded: string,
): Pick<PatientParameters, 'systolic_bp' | 'diastolic_bp'> {
  for (const m of folded.matchAll(BLOOD_PRESSURE)) {
    const g = m.groups!;
    // In English as clinicians write it too: "BP 82/50", "SBP 85", "blood pressure 90/60".
    // Measured on unseen batch 29 (first run): "… septic shock …; BP 82/50 …. Can we give IV
    // diltiazem …?" never met DILTIAZEM's "Giảm huyết áp nặng (huyết áp tâm thu < 90 mmHg)".
    if (!typedAsKey(text, m.indices!.groups!.key!, g.key!)) continue;
    const which =
      g.which ??
      (g.abbr === 'ttr' ? 'truong' : g.abbr === 'tt' || g.key === 'sbp' ? 'thu' : undefined);
    // "tăng huyết áp 2 năm" is no pressure: a bare number needs "tâm thu/trương" or the unit.
    if (!g.d && !which && !g.unit) continue;
    const a = valueAfter(g.word, Number(g.a));
    if (which === 'truong') return { diastolic_bp: a };
    return g.d ? { systolic_bp: a, diastolic_bp: point(Number(g.d)) } : { systolic_bp: a };
  }
  return {};
}

/**
 * The patient's sex when the question states it: "nam", "nữ", "bệnh nhân nam 60 tuổi", "ông",
 * "bà", "phụ nữ", "đàn ông"; a pregnant or breastfeeding patient is a woman. Read from the
 * text with its marks: folded, "nam" is also "năm" (a year), "ông" "ống" (a tube), "bà" "ba"
 * (three). "Việt Nam" is no man.
 */
// Typed without marks, "nam" after a blood pressure is "nằm" (lying), and "nữ" is "nu" after the
// patient's word: "BN nu 45t … HA nam 115/70, dung 85/55" (unseen batch 147, first run: read as
// a man).
const MALE =
  /(?<![\p{L}])(?<!(?:ha|huyết\s+áp|huyet\s+ap|bp)\s+)(?:nam(?:\s+giới)?|đàn\s+ông|ông|cụ\s+ông|nam\s+giới)(?![\p{L}])/iu;
const FEMALE =
  /(?<![\p{L}])(?:nữ(?:\s+giới)?|phụ\s+nữ|đàn\s+bà|bà|cụ\s+bà|sản\s+phụ|thai\s+phụ|(?<=(?:bn|bệnh\s+nhân|benh\s+nhan|bé|be|cháu|chau|trẻ|tre)\s+)nu)(?![\p{L}])/iu;

/** `nursing`: the fold with the state words typed as other words blanked (withoutFalseStates). */
function readSex(
  text: string,
  nursing: string,
  shorthand: AgeSexShorthand | undefined,
): PatientParameters['sex'] {
  const lower = text.toLowerCase().replace(/(?<![\p{L}])việt\s+nam(?![\p{L}])/gu, '');
  const male = MALE.test(lower);
  const female = FEMALE.test(lower) || PREGNANT.test(nursing) || LACTATING.test(nursing);
  if (!male && !female) return shorthand?.sex;
  if (male === female) return undefined;
  return male ? 'male' : 'female';
}

function readRenal(text: string, folded: string): PatientParameters['renal'] {
  const key = RENAL_KEY.exec(folded);
  const bands = findNumericBands(text, folded).filter((b) => b.quantity === 'renal_function');
  const measure = key
    ? /gfr|loc\s+cau\s+than/.test(key[1]!)
      ? ('egfr' as const)
      : ('clcr' as const)
    : ('unspecified' as const);
  if (bands.length > 0) {
    const band = bands[0]!;
    const written = folded.slice(band.start, band.end);
    return {
      measure,
      unit: /1[,.]73/.test(written) ? 'ml/phút/1,73 m²' : 'ml/phút',
      value: band.interval,
    };
  }
  if (!key) return undefined;
  // "Clcr 40", "eGFR: 35", "Clcr dưới 10": a number right after the name, no unit typed.
  const after = folded.slice(key.index + key[0].length);
  // English bounds too, "well" before them: "creatinine clearance well under 10 mL/min" (first-set
  // batch 141, first run: read no clearance, and ACETAZOLAMID's "Clcr < 10 ml/phút: Tránh sử
  // dụng" was not shown to an anuric patient on haemodialysis).
  const m = new RegExp(
    String.raw`^\s*${BEFORE_VALUE}((?:(?:well|far|much)\s+)?(?:duoi|nho\s+hon|tren|lon\s+hon|under|below|less\s+than|over|above|more\s+than|greater\s+than|<=|>=|<|>|≤|≥)\s*)?(${NUM})`,
    'u',
  ).exec(after);
  if (!m) return undefined;
  const v = parseVnNumber(m[2]!);
  if (v === null) return undefined;
  const word = m[1]?.trim().replace(/^(?:well|far|much)\s+/u, '');
  let value = point(v);
  if (word && BOUND_WORD.test(word)) {
    value = /^(duoi|nho|<|≤|under|below|less)/.test(word)
      ? { min: null, max: v, min_inclusive: false, max_inclusive: /[≤=]/.test(word) }
      : { min: v, max: null, min_inclusive: /[≥=]/.test(word), max_inclusive: false };
  }
  return { measure, unit: null, value };
}

const CHILD = /(?<![\p{L}])(tre|be|em be|chau)(?![\p{L}])/u;
const CHILD_NOT_BE = /(?<![\p{L}])(tre|em be|chau)(?![\p{L}])/u;
/** English function words: two of them and a folded "be" is the English verb, not "bé". */
/**
 * English function words, not "be" itself: a Vietnamese question typed without diacritics says
 * "bé" twice ("Be trai 14 thang … Cho be uong …"), which read as two English words lost the
 * infant's age (first-set batch 96, stop 58: ACETYLCYSTEIN's "Trẻ em < 2 tuổi …" never held).
 */
const ENGLISH_WORDS =
  /(?<![\p{L}])(?:the|is|are|can|could|should|been|given|with|for|of|and|what|how|in|on|to|any|instead)(?![\p{L}])/gu;
/**
 * Whether the question names a child. Measured on unseen batch 8: "No IV access — can digoxin be
 * given IM instead?" read "be" as "bé" and the patient as a child.
 */
function namesChild(text: string, folded: string): boolean {
  if (childWord(CHILD_NOT_BE, text, folded) || /(?<![\p{L}])bé(?![\p{L}])/iu.test(text))
    return true;
  return childWord(CHILD, text, folded) && (folded.match(ENGLISH_WORDS)?.length ?? 0) < 2;
}

/** The child words as typed: with their own diacritics, or with none. */
const CHILD_TYPED = new Set(['tre', 'trẻ', 'be', 'bé', 'em be', 'em bé', 'chau', 'cháu']);

/**
 * A child word of `pattern` in the folded question that was typed as a child word, not another
 * word folding alike: "châu Phi" (Africa) folds to "chau", "trễ" (late) to "tre". Measured on
 * unseen batch 24 (first run): "Chồng tôi sắp sang châu Phi làm công trình 18 tháng …" read a
 * child of 18 months, and DOXYCYCLIN's "Trẻ em dưới 8 tuổi" led as a contraindication.
 */
function childWord(pattern: RegExp, text: string, folded: string): boolean {
  if (folded.length !== text.length) return pattern.test(folded);
  for (const m of folded.matchAll(new RegExp(pattern.source, 'gu'))) {
    const at = m.index ?? 0;
    if (CHILD_TYPED.has(text.slice(at, at + m[0].length).toLowerCase())) return true;
  }
  return false;
}

/**
 * The one list of pregnancy and breastfeeding words: section intent reads them from here too
 * (find-patient-sections.ts). "bầu" alone and "thai nhi" were section cues only before, and
 * "cho bé bú" was read by neither.
 */
// English as clinicians write it ("pregnant 10 weeks", "breastfeeding"): read as the same patient,
// so the safety lines hold for her. Measured: the English section cues found Thời kỳ mang thai,
// but the patient was read as not pregnant and no contraindication led.
// "at 37 weeks' gestation" too, not a baby's ("newborn 30 weeks gestation") (unseen batch 64, first
// run: a woman near term was read as no pregnancy, her baby-to-be's "newborn" as the patient).
/**
 * Pregnant, said or shown by a test ("beta-hCG dương tính", "urine hCG is positive", "que thử 2
 * vạch", an embryo transfer): measured on first-set batches 95-96 (stop 58, first runs), an IVF
 * transfer with a beta-hCG of 620 and a positive urine hCG never met ABACAVIR's "Phụ nữ mang thai".
 */
// A test strip read the other way round, "thử que lên 2 vạch", "thử que thấy 2 vạch": first-set
// batch 123 (stop 63, first run) read no pregnancy, and ABACAVIR's "Phụ nữ mang thai" did not lead.
// An intrauterine pregnancy seen on a scan ("siêu âm … thấy thai trong tử cung 9 tuần"): first-set
// batch 108, first run, read no pregnancy, and ABACAVIR's "Phụ nữ mang thai" did not lead.
// Near term, said by the birth to come ("Sản phụ 37 tuần", "dự kiến sinh trong tuần tới", "gần
// ngày sinh"): unseen batches 143 and 144 (first runs) read no pregnancy, and ENOXAPARIN's "…
// chất chống đông tác dụng thấp hơn khi sắp đến ngày sinh" never led. Not "sản phụ" alone: it is
// also a woman just delivered; nor "mổ lấy thai 2 ngày" (a caesarean two days ago).
const PREGNANT =
  /(?<![\p{L}])(san\s+phu(?=\s+\d{1,2}\s*tuan)|sap\s+sinh|gan\s+ngay\s+(?:sinh|de)|du\s+kien\s+sinh|ngay\s+du\s+sinh|sap\s+den\s+ngay\s+sinh|near\s+term|due\s+to\s+deliver|due\s+date|co\s+thai|mang\s+thai|bau|thai\s+ky|thai\s+phu|thai\s+nhi|tuan\s+thai|tam\s+ca\s+nguyet|(?<!lay\s)thai\s+\d|thai\s+trong\s+(?:buong\s+)?tu\s+cung|pregnan(?:t|cy)(?!\s+test\s+(?:was\s+|is\s+)?negative)|trimester|(?:beta[\s-]*)?hcg(?:\s+(?:nieu|mau|huyet\s+thanh|urine|serum|today|hom\s+nay))*\s+(?:(?:is|was|la)\s+)?(?:duong\s+tinh|positive|\+|\d{2,6}(?=\s*m?(?:iu|ui|u)))|(?:que\s+thu|thu\s+que)\s+(?:thai\s+)?(?:(?:len|thay|duoc|co|ra|hien)\s+)?(?:ro\s+)?(?:2|hai)\s+vach|chuyen\s+phoi|embryo\s+transfer|(?<!(?:born|neonates?|infants?|preterm|baby)[^.?!;]{0,24})\d{1,2}\s*(?:weeks?|wk)'?\s+(?:of\s+)?gestation)(?![\p{L}])/u;
// Twins fed ("vừa cho hai bé bú": unseen batch 121, first run, read no nursing mother, and the
// ten days since her caesarean as the patient's age).
// "breastfed" too, after the mother's word: "Postpartum mum, baby 10 weeks old exclusively
// breastfed" (unseen batch 152, first run: no nursing mother was read, and the baby's age was
// taken for the patient's). Not of the baby who is the patient ("HIV-exposed baby, 6 weeks old,
// breastfed": unseen batch 39).
const LACTATING =
  /(?<![\p{L}])(cho\s+(?:(?:hai|2|ca\s+hai)\s+)?(?:con\s+|be\s+|tre\s+)?bu|cho\s+(?:con|be|tre|chau)\s+(?:[\d,.]+\s+(?:thang|tuan|ngay)(?:\s+tuoi)?\s+)bu|dang\s+bu|nuoi\s+con\s+bu|nuoi\s+con\s+bang\s+sua\s+me|sua\s+me|(?:qua|vao|bai\s+tiet\s+vao)\s+sua(?!\s+(?:chua|bot|dac|tuoi|dau\s+nanh))|mat\s+sua|tiet\s+sua|breast\s*-?\s*feed(?:ing|s)?|(?<=(?:mum|mom|mother|postpartum|post-partum|san\s+phu)[^.?!]{0,60})breast\s*-?\s*fed|lactating|lactation|nursing\s+mother|breast\s*milk|(?:expressing|pumping)\s+(?:breast\s*)?milk)(?![\p{L}])/u;
/**
 * "bú" (to suckle) as typed: folded, "bù" (to replace, "chờ bù đủ dịch", "đang bù dịch") is "bu"
 * too. Measured on unseen batch 34 (first run): "BN nam 40t bỏng … trong lúc chờ bù đủ dịch" was
 * read as a nursing mother, lost his sex, and led with the breastfeeding section's verdict; on
 * batch 36 (first run), "bé trai 6 tuổi … đang bù dịch" was told a nursing mother may not take
 * cotrimoxazol. In a question typed with its marks, every "bu" typed otherwise is blanked
 * (offsets kept) before the nursing words are read.
 */
const BU_FOLDED = /(?<![\p{L}])bu(?![\p{L}])/gu;
/**
 * The same for "thai" (fetus): folded, "thải" (to excrete) is "thai" too, and "có thải qua thận"
 * read as "có thai". Measured on unseen batch 139 (first run): a 70-year-old asked how much
 * diclofenac "thải qua thận" was read as a pregnant woman, and the pregnancy section's verdicts
 * led. And "bầu" (pregnant): "quý báu" folds to "quy bau".
 */
const FOLDED_HOMOGRAPHS: readonly { folded: RegExp; typed: string }[] = [
  { folded: BU_FOLDED, typed: 'bú' },
  { folded: /(?<![\p{L}])thai(?![\p{L}])/gu, typed: 'thai' },
  { folded: /(?<![\p{L}])bau(?![\p{L}])/gu, typed: 'bầu' },
];
/**
 * A question typed with its marks has marked words throughout; one or two are the reader's own
 * expansions ("34t" → "34 tuổi"). Measured on first-set batch 99: "Chi 34t … dang cho con bu
 * hoan toan", typed without marks, had its "bu" blanked once "34t" was expanded, and was read as
 * no nursing mother.
 */
const MARKED_WORD = /[\p{L}]*[^\x00-\x7f][\p{L}]*/gu;
// And a fifth of its words at least: the book's words the request adds after an abbreviation
// ("THA tăng huyết áp") are three marked words in a question typed without any (unseen batch 155,
// first run: "San phu sau sinh 10 ngay, THA … Van cho be bu me duoc khong" lost its "bu" and was
// read as no nursing mother).
function typedWithMarks(text: string): boolean {
  const nfc = text.normalize('NFC');
  const marked = (nfc.match(MARKED_WORD) ?? []).length;
  const words = (nfc.match(/\p{L}+/gu) ?? []).length;
  return marked >= 3 && marked >= 0.2 * words;
}
/** The fold with every state word (FOLDED_HOMOGRAPHS) typed as another word blanked. */
function withoutFalseStates(text: string, folded: string): string {
  if (text.length !== folded.length || !typedWithMarks(text)) return folded;
  let out = folded;
  for (const { folded: syllable, typed } of FOLDED_HOMOGRAPHS)
    for (const m of folded.matchAll(syllable)) {
      const at = m.index;
      if (text.slice(at, at + typed.length).toLowerCase() === typed) continue;
      out = out.slice(0, at) + ' '.repeat(typed.length) + out.slice(at + typed.length);
    }
  return out;
}

const ENGLISH_TRIMESTER =
  /(?<![\p{L}])(?:(first|1st|second|2nd|third|3rd)\s+trimester|trimester\s+(1|2|3|i{1,3}))(?![\p{L}\d])/u;
const ENGLISH_TRIMESTER_OF: Record<string, 1 | 2 | 3> = {
  first: 1,
  '1st': 1,
  '1': 1,
  i: 1,
  second: 2,
  '2nd': 2,
  '2': 2,
  ii: 2,
  third: 3,
  '3rd': 3,
  '3': 3,
  iii: 3,
};

/**
 * "mới tròn 2 tuổi", "sắp 2 tuổi", "chưa đủ 2 tuổi", "turns 2 next month", "almost 2 years". Not
 * "mới" alone: "cháu mới 1 tuổi rưỡi" is the child's age now, "only one and a half" (first-set
 * batch 154, first run: blanked, no age was read).
 */
const AGE_TO_REACH =
  /(?<![\p{L}])(?:moi\s+(?:tron|du|duoc|len)\s+|(?:sap|chua|gan|chuan\s+bi)\s+(?:(?:tron|du|duoc|len)\s+)?|turns?\s+|almost\s+|nearly\s+)\d+(?:[.,]\d+)?\s*(?:tuoi|years?(?:\s+old)?)(?![\p{L}])/gu;

function blankAgeToReach(folded: string): string {
  return folded.replace(AGE_TO_REACH, (m) => ' '.repeat(m.length));
}

/** `text` with the spans `blanked` blanked (same length, offsets kept). */
function blankLike(text: string, blanked: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++)
    out += blanked[i] === ' ' && text[i] !== ' ' ? ' ' : text[i];
  return out;
}

/**
 * A newborn's gestational age ("sơ sinh non 31 tuần", "sinh non 32 tuần", "tuổi thai 30 tuần",
 * "born at 31 weeks"): how early the baby came, not how old it is. Measured on unseen batch 139
 * (first run): "Sơ sinh non 31 tuần, CN 1,3 kg" was read as a child of 31 weeks (7 months), and
 * DIGOXIN's "Trẻ 1 tháng - 2 tuổi" dose led over "Sơ sinh dưới 1,5 kg".
 */
const GESTATIONAL_AGE = new RegExp(
  String.raw`(?<![\p{L}])(?:(?:sinh|de)?\s*non\s+(?:thang\s+)?(?:luc\s+|khi\s+)?|tuoi\s+thai\s+|born\s+at\s+)${NUM}\s*(?:tuan|weeks?)(?:\s+tuoi\s+thai|\s+thai)?(?![\p{L}])|${NUM}\s*tuan\s+tuoi\s+thai(?![\p{L}])`,
  'gu',
);

/** A newborn named: "sơ sinh", "neonate", "newborn", "preterm baby". */
const NEWBORN =
  /(?<![\p{L}])(?:so\s+sinh|neonates?|newborns?|(?:preterm|premature)\s+(?:babys?|babies|infants?|neonates?))(?![\p{L}])/u;

const AND_A_HALF = /(?<![\p{L}\d,.])(\d{1,2})\s*(tuoi|thang)\s+ruoi(?![\p{L}])/u;

function readAge(
  text: string,
  folded: string,
  nursing: string,
  /** The English case line's "45M" (readAgeSexShorthand), when no band gives the age. */
  shorthand: AgeSexShorthand | undefined,
): Pick<PatientParameters, 'age_years' | 'age_group'> {
  // An age the child is still to reach is no age: "còn 1 tháng nữa bé mới tròn 2 tuổi" of a boy
  // of 23 months (first-set batch 105, first run: read as 2 years, and ACETYLCYSTEIN's "Trẻ em
  // < 2 tuổi với chỉ định tiêu chất nhày" did not hold).
  const reached = blankAgeToReach(folded);
  const band = findNumericBands(blankLike(text, reached), reached).find(
    (b) => b.quantity === 'age_years',
  );
  // An infant's age beside a pregnant or nursing patient is her baby's: "Breastfeeding mother, baby
  // 3 months old, needs diclofenac …" (unseen batch 117, first run: read as a patient of 3 months,
  // no band of the dose section held her and the lactation lines came second).
  // A delivery told alone is not enough: "bé sinh được 2 tháng" is the baby's own age.
  const mother = PREGNANT.test(nursing) || LACTATING.test(nursing);
  const mothersBaby =
    band !== undefined && band.interval.max !== null && band.interval.max < 2 && mother;
  // "1 tuổi rưỡi" is a year and a half, "8 tháng rưỡi" eight months and a half. Measured on
  // first-set batch 154 (first run): "cháu … mới 1 tuổi rưỡi … Acemuc" was read as a year old at
  // best, and ACETYLCYSTEIN's "Trẻ em < 2 tuổi với chỉ định tiêu chất nhày" did not lead.
  const half = AND_A_HALF.exec(reached);
  if (band && half && !mothersBaby && Math.abs(half.index - band.start) < 3) {
    const v = Number(half[1]) + 0.5;
    return { age_years: point(half[2] === 'thang' ? v / 12 : v) };
  }
  if (band && !mothersBaby) return { age_years: band.interval };
  if (!band && shorthand) return { age_years: point(shorthand.age) };
  // "bé 3 tháng", "trẻ 10 ngày": an age without "tuổi", when a child is named and no pregnancy.
  // "Mẹ cho bé bú": the child is the nursing infant, the patient is the mother.
  const childPatient = namesChild(text, blankYoungAdjective(folded)) && !mother;
  if (childPatient) {
    const m = new RegExp(
      String.raw`(?<![\p{L}\d])(${NUM})\s*(thang|tuan|ngay)(?![\p{L}])(\s+ruoi(?![\p{L}]))?`,
      'u',
    ).exec(folded.replace(GESTATIONAL_AGE, (g) => ' '.repeat(g.length)));
    const typed = m ? parseVnNumber(m[1]!) : null;
    const v = typed !== null && m?.[3] ? typed + 0.5 : typed;
    if (m && v !== null) {
      const scale = m[2] === 'thang' ? 1 / 12 : m[2] === 'tuan' ? 7 / 365.25 : 1 / 365.25;
      return { age_years: point(v * scale) };
    }
  }
  // A pregnant or nursing patient's newborn is her baby, not the patient (unseen batch 64, first
  // run: "Thai phụ … trẻ sơ sinh có bị ảnh hưởng gì" held COTRIMOXAZOL's "trẻ nhỏ dưới 2 tháng
  // tuổi" for the mother).
  // In English too: "preterm neonate 1,6 kg" (unseen batch 147, first run: no age was read, and
  // ENOXAPARIN's adults' "Liều dùng cho người nhẹ cân (nữ < 45 kg, nam < 57 kg)" held the baby's
  // weight and led).
  if (NEWBORN.test(folded) && !PREGNANT.test(nursing) && !LACTATING.test(nursing))
    return { age_group: 'so_sinh' };
  if (/(nguoi\s+)?cao\s+tuoi|nguoi\s+gia|nguoi\s+lon\s+tuoi/.test(folded))
    return { age_group: 'nguoi_cao_tuoi' };
  if (childPatient) return { age_group: 'tre_em' };
  // Measured: "Liều vancomycin cho người lớn?" led with a "Trẻ em:" line, whose "không vượt quá
  // liều người lớn" named the population asked; an adult is a band the child lines exclude.
  if (/(?<![\p{L}])nguoi\s+lon(?![\p{L}])/u.test(folded)) return { age_group: 'nguoi_lon' };
  return {};
}

/**
 * A weight the patient gained or lost ("tăng 9 kg", "sụt 5 kg", "gained 9 kg") is a change, not
 * the body weight. Measured on unseen batch 44 (first run): "uống clozapin được 4 tháng thì tăng
 * 9 kg … nên làm gì?" was read as a 9 kg patient and answered from the dose section.
 */
const WEIGHT_CHANGE =
  /(?<![\p{L}])(?:tang|giam|sut|mat|len|xuong|them|gained?|lost|loses?|losing|gaining)(?:\s+(?:can|khoang|gan|tren|hon|duoc|them))*\s*$/u;

/**
 * A weight told as today's beside an earlier one ("tháng trước 29 kg … hôm nay cân lại được 31
 * kg"): the patient's weight is the one said now. Measured on first-set batch 154 (first run): a
 * child weighed again at 31 kg was answered with the 21 - 30 kg line of the month before.
 */
const WEIGHED_NOW =
  /(?<![\p{L}])(?:hom\s+nay|bay\s+gio|hien\s+(?:tai|nay|gio)|nay|gio|can\s+lai|now|today|currently)(?![\p{L}])[^.;?!\d]{0,24}$/u;

function readWeight(text: string, folded: string): ValueInterval | undefined {
  const weights = findNumericBands(text, folded).filter(
    (b) => b.quantity === 'weight_kg' && !WEIGHT_CHANGE.test(folded.slice(0, b.start)),
  );
  const band =
    (weights.length > 1
      ? weights.find((b) => WEIGHED_NOW.test(folded.slice(Math.max(0, b.start - 40), b.start)))
      : undefined) ?? weights[0];
  if (band) return band.interval;
  const m = new RegExp(String.raw`(?:can\s+)?nang\s+(${NUM})(?![\d\p{L}])`, 'u').exec(folded);
  const v = m ? parseVnNumber(m[1]!) : null;
  return v === null ? undefined : point(v);
}

const ORDINAL: Record<string, 1 | 2 | 3> = {
  nhat: 1,
  '1': 1,
  i: 1,
  dau: 1,
  hai: 2,
  '2': 2,
  ii: 2,
  giua: 2,
  ba: 3,
  '3': 3,
  iii: 3,
  cuoi: 3,
};

function trimesterOfWeek(week: number): 1 | 2 | 3 {
  return week < 14 ? 1 : week < 28 ? 2 : 3;
}

/**
 * A delivery told ("sinh được 2 tháng", "delivered three weeks ago", "sau sinh") ends the
 * pregnancy the question also speaks of, unless it gives a week or trimester of one now. Measured
 * on first-set batch 99 (stop 59 first run, read again at stop 60): "ĐTĐ typ 2 từ trước khi có
 * thai, trong thai kỳ tiêm insulin. Nay sinh được 2 tháng, đang cho con bú …" was read as pregnant.
 */
const DELIVERED =
  /(?<![\p{L}])(?<!truoc\s(?:khi\s)?)(?:(?:mo\s+lay\s+thai|sinh\s+mo|c[-\s]?section|ca?esarean)(?=[^.;?!]{0,30}?\d+\s*(?:gio|h|tieng|ngay|tuan|hours?|hrs?|days?|weeks?)(?![\p{L}]))|(?:sinh|de)\s+(?:con\s+|be\s+|thuong\s+|mo\s+|doi\s+)?(?:duoc|xong|cach\s+day)|sau\s+(?:khi\s+)?(?:sinh|de)(?!\s+(?:non|thieu|ly|hoc|vat|san))|delivered|gave\s+birth|post[-\s]?partum|after\s+(?:delivery|giving\s+birth))(?![\p{L}])/u;

/**
 * Hours since the birth, when the question counts them: "mổ lấy thai cách đây khoảng 20 giờ",
 * "C-section 18 hours ago", "sau sinh 2 ngày", "3 days after delivery". ACENOCOUMAROL's Chống chỉ
 * định says "Không dùng acenocoumarol trong vòng 48 giờ sau khi sinh". Measured on first-set
 * batches 145 and 146 (first runs): both mothers, 18 and 20 hours after a caesarean, were given a
 * starting dose (one of them, bridged "through pregnancy", was told the pregnancy verdict).
 */
const BIRTH = String.raw`(?:mo\s+lay\s+thai|sinh\s+mo|sinh\s+thuong|c[-\s]?section|ca?esarean(?:\s+section)?|delivery|delivered|gave\s+birth|sau\s+(?:khi\s+)?(?:sinh|de)|post[-\s]?partum)`;
const SPAN_UNIT = String.raw`(gio|h|tieng|ngay|tuan|hours?|hrs?|days?|weeks?)`;
const POSTPARTUM_SPAN = new RegExp(
  String.raw`(?<![\p{L}])(?:(?<!truoc\s(?:khi\s)?)${BIRTH}(?:\s+(?:duoc|cach\s+day|khoang|about|around|~|roughly))*\s*(${NUM})\s*${SPAN_UNIT}(?![\p{L}])|(${NUM})\s*${SPAN_UNIT}\s+(?:ago\s+)?(?:sau\s+(?:khi\s+)?(?:sinh|de|mo\s+lay\s+thai)|after\s+(?:the\s+)?(?:delivery|birth|c[-\s]?section|caesarean)))`,
  'u',
);

function readPostpartumHours(folded: string): PatientParameters['postpartum_hours'] {
  const m = POSTPARTUM_SPAN.exec(folded);
  if (!m) return undefined;
  const n = parseVnNumber(m[1] ?? m[3]!);
  const per = HOURS_PER_UNIT[m[2] ?? m[4]!];
  if (n === null || per === undefined) return undefined;
  return { min: n * per, max: n * per, min_inclusive: true, max_inclusive: true };
}

function deliveredSince(
  folded: string,
  pregnancy: NonNullable<PatientParameters['pregnancy']>,
): boolean {
  return pregnancy.week === null && pregnancy.trimester === null && DELIVERED.test(folded);
}

function readPregnancy(folded: string): PatientParameters['pregnancy'] {
  if (!PREGNANT.test(folded)) return undefined;
  const tri =
    /tam\s+ca\s+nguyet\s+(?:thu\s+)?(nhat|hai|ba|iii|ii|i|1|2|3|dau|giua|cuoi)(?![\p{L}\d])/u.exec(
      folded,
    ) ?? /(?<![\p{L}])(?:ba|3)\s+thang\s+(dau|giua|cuoi)(?![\p{L}])/u.exec(folded);
  const week = new RegExp(
    // "thai phụ 35 tuần", "bầu 6 tuần": a pregnancy noun right before "N tuần" gives the week;
    // "N tuần" anywhere else may be a duration ("dùng 2 tuần").
    String.raw`tuan\s+(?:thai\s+)?(?:thu\s+)?(${NUM})|(${NUM})\s+tuan(?:\s+tuoi)?\s+thai|(?:thai(?:\s+phu)?|bau|co\s+thai|mang\s+thai|thai\s+trong\s+(?:buong\s+)?tu\s+cung)\s+(${NUM})\s+tuan`,
    'u',
  ).exec(folded);
  const englishWeek = week
    ? null
    : // "at 10 weeks of pregnancy", "10 weeks into her pregnancy" (stop 61's doctor's questions:
      // read as a pregnancy of no week, so the book's "nửa cuối thai kỳ" could not exclude her).
      /(?<![\p{L}\d])(\d{1,2})\s*(?:weeks?|wk)'?\s+(?:(?:of|into)\s+(?:her\s+|the\s+)?)?(?:pregnant|pregnancy|gestation)|(?:pregnant|gestation)\s+(?:at\s+)?(\d{1,2})\s*(?:weeks?|wk)(?![\p{L}])/u.exec(
        folded,
      );
  const w = week
    ? parseVnNumber(week[1] ?? week[2] ?? week[3] ?? '')
    : englishWeek
      ? Number(englishWeek[1] ?? englishWeek[2])
      : null;
  const english = ENGLISH_TRIMESTER.exec(folded);
  return {
    trimester: tri
      ? ORDINAL[tri[1]!]!
      : english
        ? ENGLISH_TRIMESTER_OF[english[1] ?? english[2]!]!
        : w !== null
          ? trimesterOfWeek(w)
          : null,
    week: w,
  };
}

/**
 * Acute liver failure is severe liver failure, whatever the Child-Pugh items typed stage (a class
 * for chronic disease, read from the items typed as a lower bound). Measured on unseen batch 24
 * (first run): "viêm gan A tối cấp: … bilirubin 16 mg/dl, INR 3,4, … lơ mơ" staged class B, and
 * COLCHICIN's "Suy gan nặng" excluded the patient.
 */
const ACUTE_LIVER_FAILURE =
  /(?<![\p{L}])(?:viem\s+gan(?:\s+(?:a|b|e|virus))?\s+toi\s+cap|suy\s+gan\s+(?:toi\s+)?cap|acute\s+liver\s+failure|fulminant\s+hepati(?:tis|c\s+failure))(?![\p{L}])/u;

/** "Child B", "Child C" without "Pugh"; not "child a" (English "a child a week ago"). */
const CHILD_CLASS = /(?<![\p{L}])child\s+(b|c)(?![\p{L}\d])/u;

function readHepatic(folded: string): PatientParameters['hepatic'] {
  // The class or score may come after a word for it ("Child-Pugh class B (score 8)", "Child-Pugh
  // hạng C"): measured on first-set batch 77 (stop 57, first run), "… cirrhosis, Child-Pugh class
  // B (score 8) … Can we start abacavir …?" read no class, and ABACAVIR's "Suy gan vừa và nặng"
  // never led.
  // "Child C" too, as the ward writes it (first-set batch 149, first run: "xo gan Child C do
  // ruou" read no class, and ACENOCOUMAROL's "Suy gan nặng, đặc biệt khi thời gian prothrombin đã
  // bị kéo dài" never led).
  const pugh =
    /child[\s-]*pugh\s*(?:(?:class|grade|score|hang|loai|nhom|muc|diem)\s*)?(?:(a|b|c)(?![\p{L}])|(\d+)\s*(?:diem)?)/u.exec(
      folded,
    ) ?? CHILD_CLASS.exec(folded);
  // The organ first too: "gan đã suy nặng lắm rồi" (unseen batch 119, first run: a liver cancer
  // told so never met COLCHICIN's "Suy gan nặng").
  const severe =
    /suy\s+(?:chuc\s+nang\s+)?gan\s+(?:muc\s+do\s+)?(nhe|vua|trung\s+binh|nang)/u.exec(folded) ??
    /(?<![\p{L}])gan\s+(?:da\s+|bi\s+)?suy\s+(?:rat\s+|qua\s+)?(nhe|vua|nang)(?![\p{L}])/u.exec(
      folded,
    );
  const acute = ACUTE_LIVER_FAILURE.test(folded);
  // The class the typed values stage, when no class is typed (stage-child-pugh.ts).
  const staged = pugh ? null : stageChildPugh(folded);
  if (
    !pugh &&
    !severe &&
    !acute &&
    !staged &&
    !/suy\s+(?:chuc\s+nang\s+)?gan|benh\s+gan|xo\s+gan/.test(folded)
  )
    return undefined;
  let child: 'A' | 'B' | 'C' | null = staged?.child_pugh ?? null;
  if (pugh?.[1]) child = pugh[1].toUpperCase() as 'A' | 'B' | 'C';
  else if (pugh?.[2]) {
    const score = Number(pugh[2]);
    child = score <= 6 ? 'A' : score <= 9 ? 'B' : 'C';
  }
  const fromWord = acute
    ? 'nang'
    : severe
      ? severe[1] === 'nhe'
        ? 'nhe'
        : severe[1] === 'nang'
          ? 'nang'
          : 'vua'
      : null;
  const fromPugh = child === 'A' ? 'nhe' : child === 'B' ? 'vua' : child === 'C' ? 'nang' : null;
  return { severity: (fromWord ?? fromPugh) as 'nhe' | 'vua' | 'nang' | null, child_pugh: child };
}

function readDialysis(folded: string): PatientParameters['dialysis'] {
  const kinds = readDialysisKinds(folded);
  if (kinds.has('phuc_mac')) return 'phuc_mac';
  if (kinds.has('mau')) return 'mau';
  return kinds.has('khong_ro') ? 'khong_ro' : undefined;
}

const TARGETS =
  'tac\\s+dung|nong\\s+do|hieu\\s+qua|inr|thai\\s+tru|hap\\s+thu|chuyen\\s+hoa|doc\\s+tinh|thanh\\s+thai|nguy\\s+co';

function readDirection(folded: string): PatientParameters['direction'] {
  const verbs = [...folded.matchAll(/(?<![\p{L}])(tang|giam)(?![\p{L}])/gu)].map((m) => m[1]);
  const target = new RegExp(`(?<![\\p{L}])(${TARGETS})(?![\\p{L}])`, 'u').exec(folded);
  // "tăng hay giảm" asks which: there is no direction to pick a list by.
  if (verbs.length === 0 || new Set(verbs).size > 1) return undefined;
  // "… làm tăng nồng độ (của) (những) thuốc nào / các thuốc khác": the target is the other
  // drugs', the drug asked about is the one acting.
  const ofOther =
    target !== null &&
    /^\s+(?:cua\s+)?(?:nhung\s+|cac\s+)?thuoc\s+(?:nao|khac)(?![\p{L}])/u.test(
      folded.slice(target.index + target[0].length),
    );
  return {
    verb: verbs[0] as 'tang' | 'giam',
    target: target ? target[1]!.replace(/\s+/g, ' ') : null,
    ...(ofOther ? { of: 'other' as const } : {}),
  };
}

// Compared with diacritics: folded, "cần" (need) and "cản" (of "cản quang") are one word.
const STOP_AFTER = new Set([
  ...'có không được thì thế như ra sao gì nào cần sẽ bị làm tương hay ở trên cho khi và với cùng nếu trong trước sau'.split(
    ' ',
  ),
  // typed without marks, the asking words that are no part of a name (unseen batch 151, first
  // run: "Uong chung voi com hoac sua duoc khong?" was told Tương tác thuốc "không nêu com hoac
  // sua duoc khong")
  ...'duoc khong thi sao nao neu khi'.split(' '),
]);

/**
 * The joining words as typed: each with its own diacritics, or with none (a question typed
 * without them). Folded, "vã" (vã mồ hôi, sweating) is "và" and "cũng" (also) is "cùng":
 * measured on unseen batch 15, "… run, vã mồ hôi, … diazepam IV hoặc IM mỗi lần bao nhiêu mg?"
 * read "mồ hôi" as a second substance and answered that Tương tác thuốc does not name it.
 */
const JOINING_WORDS = new Set(
  'chung với voi phối phoi hợp hop kết ket đồng dong thời thoi và va cùng cung'.split(' '),
);
function typedAsJoining(typed: string): boolean {
  return typed
    .normalize('NFC')
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => JOINING_WORDS.has(word));
}

/**
 * The book's words an English term was spelled out with (english-clinical-terms.ts), folded,
 * where they hold a joining word: their "với" joins no second substance. Measured on unseen
 * batch 56 (first run): "How highly protein-bound are clopidogrel and its main metabolite?"
 * became "… liên kết với protein are …", read the partner "protein are clopidogrel and its" and
 * was answered that Tương tác thuốc does not name it.
 */
const JOINED_EXPANSIONS = ENGLISH_CLINICAL_TERMS.map(([, words]) =>
  foldDiacritics(words).toLowerCase(),
).filter((words) => /(?<![\p{L}])(?:voi|va|cung)(?![\p{L}])/u.test(words));

/** `folded` with each joined expansion blanked, its length kept (offsets still index `text`). */
function maskJoinedExpansions(folded: string): string {
  let out = folded;
  for (const words of JOINED_EXPANSIONS) out = out.replaceAll(words, ' '.repeat(words.length));
  return out;
}

/**
 * "A và B", "A với B", "dùng A cùng B", "tương tác giữa A và B": B as typed. Not "cùng lúc",
 * "cùng một lúc", "cùng thời điểm" (at the same time): unseen batch 41, "… uống chung hai thuốc
 * này cùng lúc buổi sáng có sao không?" was told that Tương tác thuốc "không nêu luc buoi sang co".
 */
function readPartner(text: string, typedFolded: string): string | undefined {
  const folded = maskJoinedExpansions(typedFolded);
  const m = [
    ...folded.matchAll(
      /(?<![\p{L}])(?:chung\s+voi|phoi\s+hop\s+voi|ket\s+hop\s+voi|dong\s+thoi\s+voi|va|voi|cung(?!\s+(?:mot\s+)?(?:luc|thoi\s+diem)(?![\p{L}])))\s+/gu,
    ),
  ].find((c) => typedAsJoining(text.slice(c.index, c.index + c[0].length)));
  if (!m) return undefined;
  const start = m.index + m[0].length;
  const words: string[] = [];
  const re = /[\p{L}\p{N}-]+/gu;
  re.lastIndex = start;
  let end = start;
  for (let w = re.exec(folded); w && words.length < 5; w = re.exec(folded)) {
    // Only spaces between the words of one name; punctuation ends it.
    if (/[^\s]/.test(folded.slice(end, w.index)) && words.length > 0) break;
    const word = text.slice(w.index, w.index + w[0].length).toLowerCase();
    // "không" ends the question ("… với aspirin không?") except inside the one class name that
    // carries it: "chống viêm không steroid" (NSAID), which was cut to "thuốc chống viêm".
    const insideName =
      word === 'không' && /^\s+steroid(?![\p{L}])/u.test(folded.slice(re.lastIndex));
    if (STOP_AFTER.has(word) && !insideName) break;
    words.push(w[0]);
    end = w.index + w[0].length;
  }
  if (words.length === 0) return undefined;
  // "với thuốc nào", "cùng những thuốc nào": the question asks which drugs, it names none (the
  // answer said "… không nêu thuốc").
  // "cùng thuốc khác", "với thuốc này": no drug is named either (the answer said "… không nêu
  // thuốc khác" of a section that lists dozens).
  if (/^(?:(?:nhung|cac)\s+)?thuoc(?:\s+(?:khac|nay|do|kia))?$/.test(words.join(' ')))
    return undefined;
  // "uống chung với nhau": each other, no partner named (unseen batch 17: "… Hai thứ này uống
  // chung với nhau được không?" was answered "… không nêu nhau").
  const named = foldDiacritics(words.join(' ')).toLowerCase();
  if (/^nhau$/.test(named)) return undefined;
  // "ái lực với thụ thể dopamin": a receptor the drug binds, no second substance (unseen batch
  // 68, first run: answered that Tương tác thuốc "không nêu dopamin").
  if (/^(?:cac\s+)?(?:thu\s+the|receptors?)(?![\p{L}])/u.test(named)) return undefined;
  return text.slice(start, end);
}

/** "A làm tăng hay giảm nồng độ B": B, the drug the effect is on, as typed. */
function readEffectObject(text: string, folded: string): string | undefined {
  const m = new RegExp(
    `(?<![\\p{L}])(?:tang|giam)(?:\\s+hay\\s+(?:tang|giam))?\\s+(?:${TARGETS})\\s+(?:cua\\s+)?([\\p{L}]{3,}(?:\\s+[\\p{L}]{1,3}(?![\\p{L}]))?)`,
    'u',
  ).exec(folded);
  if (!m || /^(thuoc|nay|trong|cac|nhung|khi)\b/.test(m[1]!)) return undefined;
  const start = m.index + m[0].length - m[1]!.length;
  return text.slice(start, start + m[1]!.length);
}

/**
 * The indication after "điều trị", "trị", "bị" or "mắc", up to the verb or punctuation after it.
 * Two letters at least: "ho", "lao", "phù" are indications the book heads doses with. Measured:
 * with four, "Liều acetazolamid cho người lớn bị phù" read no indication and led with the
 * glaucoma dose above "Phù do suy tim sung huyết hoặc do thuốc:". It ends before the
 * question's own words: "… có bị Glocom không?" read "Glocom không" (issue 37's development set).
 * "chuẩn bị" (prepare), "thiết bị" are no "bị": "chuẩn bị tiêm enoxaparin …" was read as an
 * indication (unseen batch 8).
 */
function readMarkedIndication(text: string, folded: string): string | undefined {
  const m =
    /(?<![\p{L}])(?:de\s+)?(?:dieu\s+tri|(?<!duy\s)tri|(?<!(?:chuan|trang|thiet|du)\s)bi|mac)\s+([\p{L}\s-]{2,60}?)(?=\s+(?:thi|dung|lieu|co|duoc|bao|o|cho|la|khong|chua|khi|nen|phai|can|va|hay|roi|vay)(?![\p{L}])|[?,.;:]|$)/u.exec(
      folded,
    );
  if (!m) return undefined;
  // "duy trì" (maintain) folds like "duy trị": "liều duy trì thường dùng" read the indication
  // "thường", and a child's "Liều thông thường" fitted a 30-year-old (unseen batch 21).
  // "… điều trị liều bao nhiêu" names no disease: the word after the verb is the question's own.
  // Measured on unseen batch 9 (ENOXAPARIN): read as the indication "liều", every line under a
  // "Liều dùng …" label fitted a 6-week-old, the renal lines first.
  if (NOT_INDICATION_START.test(m[1]!)) return undefined;
  const start = m.index + m[0].length - m[1]!.length;
  return text.slice(start, start + m[1]!.length).trim() || undefined;
}

/**
 * Words an indication never opens with: the dose, the question, the drug's use, and how long
 * ("điều trị trong bao lâu", "trị mất mấy ngày"). Measured on unseen batch 23 (DOXYCYCLIN): "…
 * sốt Q. doxycyclin uống liều bao nhiêu, điều trị trong bao lâu" read the indication "trong",
 * and "Làm xơ màng phổi trong tràn dịch màng phổi" was taken for the line under it.
 */
const NOT_INDICATION_START =
  /^(?:lieu|bao|the|nhu|thi|dung|co|duoc|khong|uong|tiem|gi|nao|bang|voi|cho|ra\s+sao|trong|mat|het|keo\s+dai|toi\s+da|them|tiep)(?![\p{L}])/u;

/** The patients a question's closing "cho <patient> <indication>?" names (folded). */
const PATIENT_NOUN = String.raw`(?:tre\s+so\s+sinh|tre\s+em|tre\s+nho|tre|be|nguoi\s+lon|nguoi\s+cao\s+tuoi|nguoi\s+gia|nguoi\s+benh|benh\s+nhan)`;
const TRAILING_INDICATION = new RegExp(
  String.raw`(?<![\p{L}])(?:cho|o)\s+${PATIENT_NOUN}\s+([\p{L}][\p{L}\s-]{1,59}?)\s*[?.!]*\s*$`,
  'du',
);
/**
 * Words that close such a question without naming a disease: the route, the dose asked, the
 * question itself ("uống", "mỗi ngày", "thế nào", "được không"), a sex or a time of life.
 */
const NOT_INDICATION = new RegExp(
  String.raw`(?<![\p{L}])(?:uong|tiem|truyen|tinh\s+mach|bap|dat|nho|boi|ngam|hit|xit|dung|lieu|bao|the|nhu|ra\s+sao|duoc|khong|moi|toi|hang|ngay|lan|nao|gi|la|thi|co|can|nam|nu|tuoi|thang|tuan|kg|gam|mg|thai|cho\s+bu|cho\s+con)(?![\p{L}])`,
  'u',
);

/** The rest of a longer patient noun the shorter one left ("trẻ" + "sơ sinh"). */
const REST_OF_PATIENT = /^(?:so\s+sinh|em|nho|lon|cao\s+tuoi|gia|benh|nhan)(?![\p{L}])/u;

/**
 * The indication a question names after its patient with no "bị" before it: "Acetazolamid liều
 * cho trẻ em phù?" is the child with oedema. Only a closing run of words that names neither the
 * route, the dose nor the question (NOT_INDICATION) is read. Measured on the real book
 * (ACETAZOLAMID): the question read no indication and led with "Glôcôm góc mở — Trẻ em: …",
 * above the child's line under "Phù do suy tim sung huyết hoặc do thuốc:".
 */
function readTrailingIndication(text: string, folded: string): string | undefined {
  const m = TRAILING_INDICATION.exec(folded);
  const at = m?.indices?.[1];
  if (!m || !at || NOT_INDICATION.test(m[1]!) || REST_OF_PATIENT.test(m[1]!)) return undefined;
  return text.slice(at[0], at[1]).trim() || undefined;
}

function readIndication(text: string, folded: string): string | undefined {
  return readMarkedIndication(text, folded) ?? readTrailingIndication(text, folded);
}

export function readPatientParameters(
  question: string,
  /** foldDiacritics of the NFC question, when the caller has it (the request's QuestionText). */
  folded: string = foldDiacritics(question.normalize('NFC')),
): PatientParameters {
  const text = question.normalize('NFC');
  // Offsets into `text` rely on folding keeping one character per character (true for NFC
  // Vietnamese); anything else is read without the offset-based parts.
  const aligned = folded.length === text.length;
  const out: PatientParameters = {};
  const renal = aligned ? readRenal(text, folded) : undefined;
  if (renal) out.renal = renal;
  const serum = aligned && !renal ? readSerumCreatinine(text, folded) : undefined;
  if (serum) out.serum_creatinine = serum;
  const serumValue = aligned ? readSerumCreatinineValue(folded) : undefined;
  if (serumValue) out.serum_creatinine_mg_dl = serumValue;
  // Read once: sex, age and the states all ask whether the patient nurses.
  const nursing = withoutFalseStates(text, folded);
  // The English case line's "45M" gives an age and a sex: read once for both.
  const shorthand = aligned ? readAgeSexShorthand(text) : undefined;
  const sex = aligned ? readSex(text, nursing, shorthand) : undefined;
  if (sex) out.sex = sex;
  const heart = aligned ? readHeartRate(text, folded) : undefined;
  if (heart) out.heart_rate = heart;
  const inr = aligned && /inr/.test(folded) ? readInr(text, folded) : undefined;
  if (inr) out.inr = inr;
  const sinceDose = readHoursSinceDose(folded);
  if (sinceDose) out.hours_since_dose = sinceDose;
  const bleeding = readBleeding(folded);
  if (bleeding) out.bleeding = bleeding;
  if (aligned) Object.assign(out, readBloodPressure(text, folded));
  const age = aligned ? readAge(text, folded, nursing, shorthand) : {};
  Object.assign(out, age);
  const weight = aligned ? readWeight(text, folded) : undefined;
  if (weight) out.weight_kg = weight;
  // A state the question says the patient is not in is no state of the patient's.
  const states = maskNegatedStates(nursing);
  const pregnancy = readPregnancy(states);
  if (pregnancy && !deliveredSince(states, pregnancy)) out.pregnancy = pregnancy;
  if (LACTATING.test(states)) out.lactation = true;
  const postpartum = readPostpartumHours(states);
  if (postpartum) out.postpartum_hours = postpartum;
  const hepatic = readHepatic(states);
  if (hepatic) out.hepatic = hepatic;
  // Dialysis asked about as a remedy ("có phải chạy thận không?") is not had (blank-dialysis-asked.ts).
  const dialysis = readDialysis(blankDialysisAsked(states));
  if (dialysis) out.dialysis = dialysis;
  const direction = readDirection(folded);
  if (direction) out.direction = direction;
  // What the patient drinks or smokes is a partner too (read-substance.ts); a substance that is a
  // monograph of its own may be the drug asked, which this reader cannot tell.
  const substance = readSubstance(folded);
  const partner =
    (aligned ? (readPartner(text, folded) ?? readEffectObject(text, folded)) : undefined) ??
    (substance?.drugOfTheBook ? undefined : substance?.name);
  if (partner) out.partner = partner;
  const indication = aligned ? readIndication(text, folded) : undefined;
  if (indication) out.indication = indication;
  return out;
}
