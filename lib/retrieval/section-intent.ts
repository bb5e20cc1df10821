import 'server-only';
import { asksDoseAmount } from '@/lib/question/asks-dose-words';
import { foldDiacritics } from '@/lib/text/fold-diacritics';
import type { SectionKey } from '@/lib/schema/section-keys';
import { SECTION_KEYS } from '@/lib/schema/section-keys';
import { compileCues, matchCues, type CuePhrase, type CueMatch } from './match-cue-phrases';
import { tokenizeQuery } from './tokenize-query';
import type { PatientParameters } from '@/lib/schema/patient-parameters';
import { findAskingSentences } from './find-asking-sentences';
import { asksCanUse } from './asks-can-use';
import { findPatientSections } from './find-patient-sections';
import { readPatientParameters } from './read-patient-parameters';
import { tellsIngestionEvent } from '@/lib/question/tells-ingestion-event';

export interface SectionWeight {
  key: SectionKey;
  /** 0..1: how strongly the question asks for this section. */
  weight: number;
}

type Targets = readonly SectionWeight[];

const dose = (weight = 1): Targets => [{ key: 'lieu_luong_va_cach_dung', weight }];

/** Cues that name the patient's kidney or liver function (they point at the dose section). */
const ORGAN_CUES: readonly { phrase: string; value: Targets }[] = [
  { phrase: 'suy thận', value: dose(0.7) },
  { phrase: 'độ thanh thải creatinin', value: dose(0.9) },
  { phrase: 'thanh thải creatinin', value: dose(0.9) },
  { phrase: 'clcr', value: dose(0.9) },
  { phrase: 'mức lọc cầu thận', value: dose(0.9) },
  { phrase: 'egfr', value: dose(0.9) },
  { phrase: 'suy gan', value: dose(0.5) },
  // English, as clinicians write it (issue 37).
  { phrase: 'renal impairment', value: dose(0.7) },
  { phrase: 'renal failure', value: dose(0.7) },
  { phrase: 'renal insufficiency', value: dose(0.7) },
  { phrase: 'kidney failure', value: dose(0.7) },
  { phrase: 'kidney disease', value: dose(0.7) },
  { phrase: 'crcl', value: dose(0.9) },
  { phrase: 'creatinine clearance', value: dose(0.9) },
  { phrase: 'gfr', value: dose(0.9) },
  { phrase: 'hepatic impairment', value: dose(0.5) },
  { phrase: 'liver disease', value: dose(0.5) },
  { phrase: 'liver failure', value: dose(0.5) },
  { phrase: 'hepatic failure', value: dose(0.5) },
];
const SUBSTANCE_TARGETS: Targets = [
  { key: 'tuong_tac_thuoc', weight: 0.8 },
  { key: 'than_trong', weight: 0.7 },
];
const ORGAN_CUE_TARGETS: ReadonlySet<Targets> = new Set(ORGAN_CUES.map((c) => c.value));
const to = (key: SectionKey, weight = 1): Targets => [{ key, weight }];
/**
 * When in the day or the meal the patient takes it ("buổi tối", "sau ăn"): a dosing question by
 * itself, but in "Tôi uống A buổi sáng và B buổi tối. Có cần lưu ý gì không?" it only tells
 * the schedule, and the pair is what is asked (understand-query.ts reads isScheduleCue).
 */
const SCHEDULE: Targets = dose(0.8);
/** A phrase that names no section and keeps a shorter cue inside it from firing ("sữa mẹ"). */
const NOTHING: Targets = [];
const OVERDOSE = 'qua_lieu_va_xu_tri' as const;

/**
 * Cue phrases → sections. Written with diacritics; matched with or without them (see
 * matchCues). Where a short cue sits inside a longer one ("chỉ định" in "chống chỉ định",
 * "liều" in "quá liều", "ADR" in "xử trí ADR", "tác dụng" in "cơ chế tác dụng"), the longer
 * phrase wins because cue matching is longest-first.
 *
 * Weights: 1 for a cue that names the section; less for a cue that usually but not always
 * means it ("nhiệt độ" is also a fever; "suy thận" alone may be a caution question).
 */
/**
 * A dose missed, as the question tells it: cues for Cách dùng ("Nếu quên một liều …"), never
 * damped as told, and they make an asked "uống gấp đôi" the catch-up the book's Cách dùng answers
 * ("Không tự ý uống gấp đôi liều"), not an overdose. Told in one sentence and asked in the next
 * ("Sáng nay … nên quên, đến 12 giờ trưa mới nhớ ra. … tối nay có phải uống gấp đôi không?"): measured on
 * first-set batch 123 (stop 63, first run), that question was answered from Quá liều.
 */
const MISSED_DOSE_CUES = [
  'quên liều',
  'quên uống',
  'quên tiêm',
  'quên một liều',
  'quên mất',
  'uống bù',
  'bỏ lỡ liều',
  'missed dose',
  'mới nhớ ra',
  'nên quên',
  'bị quên',
  'forgot',
  'forgot to take',
  'missed a dose',
  'missed her dose',
  'missed his dose',
  'missed my dose',
] as const;

const SECTION_CUES: readonly CuePhrase<Targets>[] = [
  // Liều lượng và cách dùng
  { phrase: 'liều', value: dose() },
  { phrase: 'liều dùng', value: dose() },
  { phrase: 'liều lượng', value: dose() },
  { phrase: 'liều tối đa', value: dose() },
  // The most a day allows, asked as "quá liều cho phép" (beyond the allowed dose) or "một ngày
  // tối đa": a maximum dose, not an overdose to manage. Measured on unseen batch 32 (first run):
  // "… 225 mg/ngày … có quá liều cho phép không, một ngày tối đa được bao nhiêu?" was answered
  // from Quá liều và xử trí ("Liều gây chết ở người chưa biết").
  ...['quá liều cho phép', 'vượt quá liều cho phép', 'vượt liều cho phép', 'liều cho phép'].map(
    (phrase) => ({ phrase, value: dose() }),
  ),
  ...['ngày tối đa', 'tối đa bao nhiêu', 'tối đa được bao nhiêu', 'tối đa một ngày'].map(
    (phrase) => ({ phrase, value: dose(0.8) }),
  ),
  { phrase: 'liều nạp', value: dose() },
  { phrase: 'liều duy trì', value: dose() },
  { phrase: 'chỉnh liều', value: dose() },
  { phrase: 'hiệu chỉnh liều', value: dose() },
  { phrase: 'giảm liều', value: dose() },
  // A dose raised or lowered to an amount, the drug's name between ("tăng acarbose lên 100 mg x 3
  // lần/ngày … có tăng được không?"): measured on first-set batches 99 and 100 (first runs), two
  // such questions naming a co-medication were answered that Tương tác thuốc does not name it.
  ...[
    'tăng lên # mg',
    'giảm xuống # mg',
    'hạ xuống # mg',
    'increase to # mg',
    'reduce to # mg',
  ].map((phrase) => ({ phrase, value: dose(0.9) })),
  { phrase: 'bao nhiêu mg', value: dose() },
  { phrase: 'bao nhiêu ml', value: dose() },
  { phrase: 'bao nhiêu viên', value: dose() },
  { phrase: 'mấy viên', value: dose() },
  { phrase: 'mấy lần', value: dose(0.8) },
  { phrase: 'bao nhiêu lần', value: dose(0.8) },
  { phrase: 'mg/kg', value: dose() },
  { phrase: 'cách dùng', value: dose() },
  { phrase: 'dùng thế nào', value: dose() },
  { phrase: 'dùng như thế nào', value: dose() },
  { phrase: 'uống thế nào', value: dose() },
  { phrase: 'uống như thế nào', value: dose() },
  { phrase: 'uống bao nhiêu', value: dose() },
  // Measured: "Omeprazol cho trẻ nặng 15 kg dùng bao nhiêu?" had no section cue and led with
  // Chống chỉ định's "Trẻ em dưới 18 tuổi…" instead of the 10–20 kg band.
  { phrase: 'dùng bao nhiêu', value: dose() },
  { phrase: 'tiêm bao nhiêu', value: dose() },
  { phrase: 'tiêm thế nào', value: dose() },
  { phrase: 'truyền bao nhiêu', value: dose() },
  { phrase: 'tốc độ truyền', value: dose() },
  // How fast an injection is pushed is Cách dùng's (unseen batch 4, DIGOXIN: "tiêm tĩnh mạch bơm
  // nhanh trong 1 phút được không?" was read as a can-use question only).
  { phrase: 'tiêm nhanh', value: dose(0.9) },
  { phrase: 'bơm nhanh', value: dose(0.9) },
  { phrase: 'tiêm chậm', value: dose(0.9) },
  { phrase: 'bơm chậm', value: dose(0.9) },
  { phrase: 'bơm trong bao lâu', value: dose() },
  { phrase: 'pha loãng', value: dose(0.7) },
  { phrase: 'pha với', value: dose(0.7) },
  { phrase: 'pha thế nào', value: dose(0.9) },
  // The fluid a drug is diluted in is Cách dùng's ("Dung dịch tương hợp pha tiêm bao gồm: Natri
  // clorid 0,9%, dung dịch dextrose 5% …"): unseen batch 22, "pha colistin vao chai nao duoc, co
  // bat buoc phai dung NaCl 0,9% khong?" read Tương kỵ alone and answered nothing.
  { phrase: 'pha vào chai nào', value: dose() },
  { phrase: 'pha bằng', value: dose(0.8) },
  { phrase: 'pha trong', value: dose(0.7) },
  { phrase: 'dung môi', value: dose(0.8) },
  { phrase: 'dung dịch pha', value: dose(0.8) },
  { phrase: 'dextrose', value: dose(0.6) },
  { phrase: 'glucose 5%', value: dose(0.6) },
  { phrase: 'ringer', value: dose(0.6) },
  { phrase: 'diluent', value: dose(0.8) },
  { phrase: 'trước ăn', value: SCHEDULE },
  { phrase: 'sau ăn', value: SCHEDULE },
  { phrase: 'lúc đói', value: SCHEDULE },
  { phrase: 'trước hay sau ăn', value: dose(0.9) },
  // When in the day it is taken: "Furosemid uống lúc nào?" found no cue and led with
  // "Quá mẫn với furosemid …" while Cách dùng says "Uống vào buổi sáng để tránh tiểu đêm".
  { phrase: 'uống lúc nào', value: dose(0.9) },
  { phrase: 'uống vào lúc nào', value: dose(0.9) },
  { phrase: 'uống khi nào', value: dose(0.9) },
  { phrase: 'uống cách', value: dose(0.8) },
  { phrase: 'cách xa', value: dose(0.8) },
  { phrase: 'uống giờ nào', value: dose(0.9) },
  { phrase: 'uống vào giờ nào', value: dose(0.9) },
  { phrase: 'tiêm lúc nào', value: dose(0.9) },
  // Timing and route (issue 37): "tiêm X buổi tối sau ăn có được không?" is a question for Cách
  // dùng, and so is the route ("Đường dùng sai khi dùng insulin:") and how a tablet is taken.
  // Not "tiêm tĩnh mạch" alone: "Kali clorid có tiêm tĩnh mạch trực tiếp được không?" is a
  // can-use question that Chống chỉ định and Thận trọng answer.
  { phrase: 'đường dùng', value: dose() },
  { phrase: 'đường tiêm', value: dose(0.9) },
  { phrase: 'cách tiêm', value: dose() },
  { phrase: 'cách uống', value: dose() },
  { phrase: 'nhai', value: dose(0.8) },
  { phrase: 'bẻ đôi', value: dose(0.9) },
  { phrase: 'bẻ viên', value: dose(0.9) },
  { phrase: 'nghiền', value: dose(0.9) },
  { phrase: 'ngậm dưới lưỡi', value: dose(0.9) },
  { phrase: 'bụng đói', value: SCHEDULE },
  { phrase: 'khi đói', value: SCHEDULE },
  { phrase: 'bữa ăn', value: SCHEDULE },
  { phrase: 'trong bữa ăn', value: SCHEDULE },
  { phrase: 'mấy giờ', value: dose(0.9) },
  { phrase: 'giờ nào', value: dose(0.9) },
  { phrase: 'thời điểm', value: dose(0.8) },
  { phrase: 'trước khi ngủ', value: SCHEDULE },
  // A missed dose is said in Cách dùng ("Nếu quên một liều …"), not in Quá liều (MISSED_DOSE_CUES).
  ...MISSED_DOSE_CUES.map((phrase) => ({ phrase, value: dose() })),
  // English (issue 37): the dose asked in English.
  { phrase: 'dose', value: dose() },
  { phrase: 'doses', value: dose() },
  { phrase: 'dosage', value: dose() },
  { phrase: 'dosing', value: dose() },
  { phrase: 'maximum dose', value: dose() },
  { phrase: 'max dose', value: dose() },
  { phrase: 'loading dose', value: dose() },
  { phrase: 'how much', value: dose(0.9) },
  // "how many drops", "what total dose", "maintenance" (unseen batch 16, first run: a PRK
  // question with diclofenac eye drops named no section and was answered from Tương tác thuốc).
  { phrase: 'how many drops', value: dose() },
  { phrase: 'how many times', value: dose(0.9) },
  { phrase: 'how often', value: dose(0.9) },
  { phrase: 'how long', value: dose(0.8) },
  // How long a course runs (unseen batch 11: "Adult with early Lyme disease … treat for how many
  // days?" named no section).
  { phrase: 'how many days', value: dose(0.9) },
  { phrase: 'how many weeks', value: dose(0.9) },
  // and in Vietnamese (first-set batch 99, first run: "… viên đặt âm đạo clindamycin … Em phải
  // đặt mấy ngày?" in pregnancy named no section, and the 7-night course was never shown)
  // A verb of using it before the count: "mấy ngày" alone is as often how long before surgery to
  // stop, or how long until it acts (unseen batches 11, 13, 71).
  ...['đặt', 'uống', 'dùng', 'bôi', 'tiêm', 'nhỏ'].flatMap((verb) =>
    ['mấy ngày', 'bao nhiêu ngày', 'mấy tuần', 'bao nhiêu tuần'].map((count) => ({
      phrase: `${verb} ${count}`,
      value: dose(0.9),
    })),
  ),
  { phrase: 'duration', value: dose(0.8) },
  { phrase: 'regimen', value: dose(0.9) },
  { phrase: 'total dose', value: dose() },
  { phrase: 'maintenance', value: dose(0.9) },
  { phrase: 'initial dose', value: dose() },
  { phrase: 'starting dose', value: dose() },
  // An infusion's rate and its titration are its dose (first-set batch 153, first run: "Starting
  // rate of sodium nitroprusside in mcg/kg/min and how to titrate?" asked no dose section).
  { phrase: 'starting rate', value: dose() },
  { phrase: 'initial rate', value: dose() },
  { phrase: 'titrate', value: dose(0.9) },
  { phrase: 'titration', value: dose(0.9) },
  { phrase: 'uptitrate', value: dose(0.9) },
  { phrase: 'how to take', value: dose() },
  { phrase: 'how to use', value: dose() },
  { phrase: 'how to give', value: dose() },
  { phrase: 'administration', value: dose() },
  { phrase: 'administer', value: dose() },
  // Pushed straight into the vein or run as an infusion is the dose section's Cách dùng ("Tránh
  // truyền nhanh hoặc bơm thẳng vào tĩnh mạch"): unseen batch 10's "… có bơm thẳng TM chậm được
  // không hay bắt buộc truyền, pha xong để được bao lâu?" lost it once the storage cue was read.
  { phrase: 'bơm thẳng', value: dose(0.9) },
  { phrase: 'tiêm thẳng', value: dose(0.9) },
  { phrase: 'bắt buộc truyền', value: dose(0.9) },
  // "can digoxin be given IM instead?" named no section (unseen batch 8).
  { phrase: 'be given', value: dose(0.9) },
  { phrase: 'route', value: dose(0.9) },
  { phrase: 'infusion rate', value: dose() },
  { phrase: 'with food', value: SCHEDULE },
  { phrase: 'empty stomach', value: SCHEDULE },
  { phrase: 'before meals', value: SCHEDULE },
  { phrase: 'after meals', value: SCHEDULE },
  // "Atorvastatin uống buổi tối hay sáng?" found no cue and led with Dạng thuốc và hàm lượng.
  { phrase: 'buổi sáng', value: SCHEDULE },
  { phrase: 'buổi tối', value: SCHEDULE },
  { phrase: 'sáng hay tối', value: dose(0.9) },
  { phrase: 'tối hay sáng', value: dose(0.9) },
  // How long it is taken: "Metronidazol uống bao lâu?" found no cue and led with the forms.
  { phrase: 'uống bao lâu', value: dose(0.9) },
  // How long a course is kept up: "… thì phải duy trì ít nhất bao lâu?" named no section and was
  // answered from Chỉ định (unseen batch 9).
  { phrase: 'duy trì bao lâu', value: dose(0.9) },
  { phrase: 'duy trì ít nhất bao lâu', value: dose(0.9) },
  { phrase: 'kéo dài bao lâu', value: dose(0.8) },
  { phrase: 'tối thiểu bao lâu', value: dose(0.8) },
  { phrase: 'ít nhất bao lâu', value: dose(0.8) },
  { phrase: 'dùng bao lâu', value: dose(0.9) },
  { phrase: 'dùng trong bao lâu', value: dose(0.9) },
  { phrase: 'điều trị bao lâu', value: dose(0.9) },
  { phrase: 'điều trị trong bao lâu', value: dose(0.9) },
  { phrase: 'thời gian điều trị', value: dose(0.9) },
  { phrase: 'đợt điều trị', value: dose(0.8) },
  // How fast it goes in (read-infusion-time.ts): "Vancomycin truyền trong bao lâu?" found no cue
  // and led with Độ ổn định và bảo quản; Cách dùng says "truyền … trong ít nhất 60 phút".
  { phrase: 'truyền trong bao lâu', value: dose(0.9) },
  { phrase: 'truyền bao lâu', value: dose(0.9) },
  { phrase: 'tiêm trong bao lâu', value: dose(0.9) },
  { phrase: 'thời gian truyền', value: dose(0.9) },
  { phrase: 'tốc độ tối đa', value: dose(0.9) },
  { phrase: 'truyền nhanh', value: dose(0.8) },
  { phrase: 'truyền chậm', value: dose(0.8) },
  // Renal dosing is dosing: the book's renal adjustments are in this section. These describe the
  // patient (ORGAN_CUES): a can-use question naming one still asks whether the drug may be used.
  ...ORGAN_CUES,

  // Chống chỉ định
  { phrase: 'chống chỉ định', value: to('chong_chi_dinh') },
  // Clinicians' shorthand (the golden set's "ccđ ciprofloxacin" found no section without it).
  { phrase: 'ccđ', value: to('chong_chi_dinh') },
  { phrase: 'không được dùng', value: to('chong_chi_dinh', 0.9) },
  { phrase: 'không được dùng khi', value: to('chong_chi_dinh') },
  { phrase: 'cấm dùng', value: to('chong_chi_dinh', 0.9) },
  { phrase: 'contraindicated', value: to('chong_chi_dinh') },
  { phrase: 'contraindication', value: to('chong_chi_dinh') },
  { phrase: 'contraindications', value: to('chong_chi_dinh') },
  {
    phrase: 'không nên dùng',
    value: [
      { key: 'chong_chi_dinh', weight: 0.7 },
      { key: 'than_trong', weight: 0.6 },
    ],
  },
  {
    phrase: 'dùng được không',
    value: [
      { key: 'chong_chi_dinh', weight: 0.5 },
      { key: 'than_trong', weight: 0.4 },
    ],
  },
  {
    phrase: 'có dùng được',
    value: [
      { key: 'chong_chi_dinh', weight: 0.5 },
      { key: 'than_trong', weight: 0.4 },
    ],
  },
  {
    phrase: 'có dùng cho',
    value: [
      { key: 'chong_chi_dinh', weight: 0.5 },
      { key: 'than_trong', weight: 0.4 },
    ],
  },
  {
    phrase: 'có được dùng',
    value: [
      { key: 'chong_chi_dinh', weight: 0.5 },
      { key: 'than_trong', weight: 0.4 },
    ],
  },

  // Chỉ định
  { phrase: 'chỉ định', value: to('chi_dinh') },
  { phrase: 'dùng để làm gì', value: to('chi_dinh') },
  { phrase: 'để làm gì', value: to('chi_dinh', 0.9) },
  { phrase: 'điều trị bệnh gì', value: to('chi_dinh') },
  { phrase: 'trị bệnh gì', value: to('chi_dinh') },
  { phrase: 'chữa bệnh gì', value: to('chi_dinh') },
  { phrase: 'công dụng', value: to('chi_dinh') },
  { phrase: 'tác dụng gì', value: to('chi_dinh', 0.8) },
  {
    phrase: 'là thuốc gì',
    value: [
      { key: 'chi_dinh', weight: 0.8 },
      { key: 'loai_thuoc', weight: 0.6 },
    ],
  },
  { phrase: 'dùng khi nào', value: to('chi_dinh', 0.8) },
  { phrase: 'dùng trong trường hợp nào', value: to('chi_dinh') },
  { phrase: 'indication', value: to('chi_dinh') },
  { phrase: 'indications', value: to('chi_dinh') },
  { phrase: 'used for', value: to('chi_dinh', 0.9) },
  // Whether the book lists the drug for a condition (unseen batch 28, first run: "Is colchicine a
  // listed option for the arthritis here?" was answered from Tên chung quốc tế).
  { phrase: 'listed option', value: to('chi_dinh', 0.9) },
  { phrase: 'listed for', value: to('chi_dinh', 0.9) },
  { phrase: 'indicated for', value: to('chi_dinh') },
  { phrase: 'an option for', value: to('chi_dinh', 0.8) },

  // Pregnancy and breastfeeding in English. The Vietnamese words are read as the patient's
  // parameters (findPatientSections); read-patient-parameters.ts does not read English, so a
  // question written so ("Metformin use in pregnancy?") named no section (issue 37).
  ...['pregnancy', 'pregnant', 'trimester'].map((phrase) => ({
    phrase,
    value: to('thoi_ky_mang_thai'),
  })),
  ...['breastfeeding', 'breast feeding', 'lactation', 'lactating', 'nursing mother'].map(
    (phrase) => ({ phrase, value: to('thoi_ky_cho_con_bu') }),
  ),

  // Thời kỳ mang thai, Thời kỳ cho con bú and dialysis: read as the patient's parameters
  // (findPatientSections), not listed here a second time.

  // Tương tác thuốc
  { phrase: 'tương tác', value: to('tuong_tac_thuoc') },
  { phrase: 'dùng chung', value: to('tuong_tac_thuoc', 0.9) },
  { phrase: 'dùng chung với', value: to('tuong_tac_thuoc') },
  { phrase: 'dùng cùng', value: to('tuong_tac_thuoc', 0.9) },
  { phrase: 'dùng cùng với', value: to('tuong_tac_thuoc') },
  { phrase: 'uống chung', value: to('tuong_tac_thuoc', 0.9) },
  { phrase: 'uống cùng', value: to('tuong_tac_thuoc', 0.9) },
  { phrase: 'dùng đồng thời', value: to('tuong_tac_thuoc', 0.9) },
  // "dùng A chung với B": the drug sits between "dùng" and "chung với".
  { phrase: 'chung với', value: to('tuong_tac_thuoc', 0.9) },
  { phrase: 'cùng lúc với', value: to('tuong_tac_thuoc', 0.9) },
  { phrase: 'cùng nhau', value: to('tuong_tac_thuoc', 0.7) },
  { phrase: 'phối hợp', value: to('tuong_tac_thuoc', 0.9) },
  { phrase: 'phối hợp với', value: to('tuong_tac_thuoc') },
  { phrase: 'kết hợp', value: to('tuong_tac_thuoc', 0.8) },
  { phrase: 'kết hợp với', value: to('tuong_tac_thuoc', 0.9) },
  { phrase: 'interaction', value: to('tuong_tac_thuoc') },
  { phrase: 'interactions', value: to('tuong_tac_thuoc') },
  { phrase: 'interact', value: to('tuong_tac_thuoc') },
  { phrase: 'taken with', value: to('tuong_tac_thuoc', 0.9) },
  { phrase: 'together with', value: to('tuong_tac_thuoc', 0.9) },
  { phrase: 'combined with', value: to('tuong_tac_thuoc', 0.9) },
  // A diet rule ("Dùng warfarin phải kiêng ăn gì?") is what the drug is not taken with: the
  // book says it in Tương tác thuốc (issue 37), not in Hướng dẫn cách xử trí ADR.
  ...[
    'kiêng gì',
    'kiêng ăn',
    'kiêng ăn gì',
    'kiêng uống',
    'cần kiêng',
    'phải kiêng',
    'kiêng cữ',
    'ăn kiêng',
  ].map((phrase) => ({ phrase, value: to('tuong_tac_thuoc', 0.9) })),

  // What the patient drinks or smokes (read-substance.ts): the book speaks of it in Tương tác
  // thuốc, and in Thận trọng ("Không uống rượu trong khi điều trị"). Measured on the real book
  // (ABACAVIR): "Abacavir uống rượu được không?" read Chống chỉ định and led with "Dị ứng với
  // abacavir", while Tương tác thuốc says "Với alcohol (rượu): Không có tương tác lâm sàng …".
  ...['rượu', 'rượu bia', 'bia', 'alcohol', 'ethanol', 'đồ uống có cồn', 'nước bưởi'].map(
    (phrase) => ({ phrase, value: SUBSTANCE_TARGETS }),
  ),
  { phrase: 'hút thuốc', value: SUBSTANCE_TARGETS },
  { phrase: 'thuốc lá', value: SUBSTANCE_TARGETS },
  // The foods and drinks of issue 37 (read-substance.ts). "bưởi", "sữa", "trà", "chè", "dừa"
  // only as typed with their marks: folded they are "buổi", "sửa", "trả", "che", "đưa".
  ...[
    'nước ép bưởi',
    'quả bưởi',
    'grapefruit',
    'cà phê',
    'coffee',
    'trà xanh',
    'nước chè',
    'rau xanh',
    'rau lá xanh',
    'rau cải',
    'nước dừa',
    'smoking',
    'tobacco',
  ].map((phrase) => ({ phrase, value: SUBSTANCE_TARGETS })),
  ...['bưởi', 'sữa', 'trà', 'chè', 'dừa'].map((phrase) => ({
    phrase,
    value: SUBSTANCE_TARGETS,
    foldedOk: false,
  })),
  // Milk that is the nursing child's, not a drink taken with the drug: these name no section
  // here (the breastfeeding patient is read by findPatientSections) and keep "sữa" from firing.
  ...['sữa mẹ', 'bú sữa', 'tiết sữa', 'mất sữa', 'sữa non', 'vào sữa', 'tạo sữa'].map((phrase) => ({
    phrase,
    value: NOTHING,
  })),
  // Stopping drink is the state treated (an indication), not alcohol taken with the drug, nor the
  // drug's own withdrawal: measured on unseen batch 15, "Severe alcohol withdrawal: … diazepam IV
  // hoặc IM mỗi lần bao nhiêu mg?" led with Tương tác thuốc's "… và rượu" line.
  ...['cai rượu', 'hội chứng cai rượu', 'alcohol withdrawal'].map((phrase) => ({
    phrase,
    value: NOTHING,
  })),

  // Tác dụng không mong muốn
  { phrase: 'tác dụng phụ', value: to('tac_dung_khong_mong_muon') },
  { phrase: 'tác dụng không mong muốn', value: to('tac_dung_khong_mong_muon') },
  { phrase: 'tác dụng ngoại ý', value: to('tac_dung_khong_mong_muon') },
  { phrase: 'phản ứng có hại', value: to('tac_dung_khong_mong_muon') },
  { phrase: 'adr', value: to('tac_dung_khong_mong_muon') },
  { phrase: 'có gây', value: to('tac_dung_khong_mong_muon', 0.6) },
  // One effect asked about (issue 37; read-adverse-effect-asked.ts reads which one): "Ù tai có
  // phải do furosemid?", "Mờ mắt sau khi uống X là do đâu?".
  { phrase: 'có phải do', value: to('tac_dung_khong_mong_muon', 0.8) },
  // The same asked with "tại" or "vì" (unseen batch 14: "… Có phải tại thuốc không?" found no
  // cue), and in English.
  { phrase: 'có phải tại', value: to('tac_dung_khong_mong_muon', 0.8) },
  { phrase: 'có phải vì', value: to('tac_dung_khong_mong_muon', 0.8) },
  { phrase: 'caused by', value: to('tac_dung_khong_mong_muon', 0.7) },
  { phrase: 'do đâu', value: to('tac_dung_khong_mong_muon', 0.7) },
  { phrase: 'tác hại', value: to('tac_dung_khong_mong_muon', 0.9) },
  { phrase: 'side effect', value: to('tac_dung_khong_mong_muon') },
  { phrase: 'side effects', value: to('tac_dung_khong_mong_muon') },
  { phrase: 'adverse effect', value: to('tac_dung_khong_mong_muon') },
  { phrase: 'adverse effects', value: to('tac_dung_khong_mong_muon') },
  { phrase: 'adverse reaction', value: to('tac_dung_khong_mong_muon') },
  { phrase: 'adverse reactions', value: to('tac_dung_khong_mong_muon') },
  { phrase: 'adverse events', value: to('tac_dung_khong_mong_muon') },
  // How often an effect happens (unseen batch 36, first run: "How common is sedation/drowsiness
  // with diazepam …?" was answered from Dược lý; the ADR section gives "4 - 11%").
  ...['how common', 'how frequent', 'how frequently', 'incidence'].map((phrase) => ({
    phrase,
    value: to('tac_dung_khong_mong_muon'),
  })),
  // A reaction of one organ, in English (unseen batch 35, first run: "How serious can
  // cotrimoxazole skin reactions get - can they kill?" named no section and was answered with
  // doses).
  ...['skin reaction', 'skin reactions', 'allergic reaction', 'allergic reactions'].map(
    (phrase) => ({ phrase, value: to('tac_dung_khong_mong_muon', 0.9) }),
  ),
  // The English ways to ask whether an effect is the drug's (unseen batch 26, first run: "Can
  // enoxaparin cause this, and is it usually transient?", "Is this a recognised furosemide effect
  // in children?", "… among entecavir's recognised lab abnormalities?" named no section).
  { phrase: 'cause this', value: to('tac_dung_khong_mong_muon', 0.8) },
  { phrase: 'cause these', value: to('tac_dung_khong_mong_muon', 0.8) },
  { phrase: 'causing this', value: to('tac_dung_khong_mong_muon', 0.8) },
  { phrase: 'recognised effect', value: to('tac_dung_khong_mong_muon', 0.9) },
  { phrase: 'recognized effect', value: to('tac_dung_khong_mong_muon', 0.9) },
  { phrase: 'known effect', value: to('tac_dung_khong_mong_muon', 0.9) },
  { phrase: 'recognised', value: to('tac_dung_khong_mong_muon', 0.6) },
  { phrase: 'recognized', value: to('tac_dung_khong_mong_muon', 0.6) },
  { phrase: 'lab abnormalities', value: to('tac_dung_khong_mong_muon', 0.9) },
  { phrase: 'laboratory abnormalities', value: to('tac_dung_khong_mong_muon', 0.9) },
  { phrase: 'due to the drug', value: to('tac_dung_khong_mong_muon', 0.8) },
  { phrase: 'drug-induced', value: to('tac_dung_khong_mong_muon', 0.8) },

  // Hướng dẫn cách xử trí ADR
  { phrase: 'xử trí adr', value: to('huong_dan_xu_tri_adr') },
  { phrase: 'xử trí tác dụng phụ', value: to('huong_dan_xu_tri_adr') },
  { phrase: 'xử trí tác dụng không mong muốn', value: to('huong_dan_xu_tri_adr') },
  { phrase: 'xử lý tác dụng phụ', value: to('huong_dan_xu_tri_adr') },
  // A drug leaking out of the vein is an adverse event the book says how to treat (phentolamin
  // for a vasopressor). Measured on unseen batches 47-50 (first runs): 3 of 4 extravasation
  // questions were answered from the dose section.
  ...['thoát mạch', 'thoát ra ngoài mạch', 'extravasation', 'extravasated'].map((phrase) => ({
    phrase,
    value: to('huong_dan_xu_tri_adr', 0.9),
  })),
  // What to do about an effect: "Furosemid gây hạ kali máu phải làm gì?" found no cue and led
  // with Chống chỉ định's "Hạ kali máu nặng …" while Hướng dẫn cách xử trí ADR says "Bổ sung kali …".
  // And as a patient asks it: "… bị táo bón …, có cách gì không?", "khô miệng …, có cách nào đỡ
  // không?", "giảm liều hay ngưng hẳn?" (unseen batch 13, first run: found no section, or
  // Chỉ định, while Hướng dẫn cách xử trí ADR says "Nếu cần có thể sử dụng thuốc nhuận tràng").
  ...[
    'xử trí',
    'xử lý',
    'phải làm gì',
    'có cách gì',
    'có cách nào',
    'cách nào đỡ',
    'làm sao cho đỡ',
    // a patient's "trick" for an effect (unseen batch 152, first run: "khô miệng …, có mẹo gì cho
    // đỡ không?" named no section)
    'có mẹo gì',
    'mẹo nào',
    'giảm liều hay ngưng',
    'giảm liều hay ngừng',
    'giảm liều hay dừng',
    // and as first-set batches 77-82 asked it (stop 57, first runs): "Giờ phải làm sao, có thuốc
    // gì chữa không?", "How should this be managed?" named no section. Not "what should we do":
    // said after a pair ("What does diclofenac do to digoxin, and what should we do?", batches 20,
    // 24, 38) it took the answer from Tương tác thuốc to the overdose section.
    'phải làm sao',
    'có thuốc gì chữa',
    'how should this be managed',
    'how should it be managed',
    'how should we manage',
    'how do we manage',
    'how to manage',
    // Stop 61's doctor's questions: "… absolute neutrophil count of 1.2 x 10^9/L. What should be
    // done?" on clozapine named no section and led with a pharmacokinetic line.
    'what should be done',
    'what must be done',
    'what needs to be done',
  ].map((phrase) => ({
    phrase,
    value: [
      { key: 'huong_dan_xu_tri_adr' as const, weight: 0.5 },
      { key: 'qua_lieu_va_xu_tri' as const, weight: 0.5 },
    ],
  })),

  // Whether an effect wears off: Hướng dẫn cách xử trí ADR says how it goes ("Buồn ngủ thường hết
  // sau vài ngày dùng thuốc"). Measured on unseen batch 116 (first run): "Mấy ngày đầu buồn ngủ
  // díp cả mắt, liệu có đỡ dần không hay phải bỏ thuốc?" was answered with DIMENHYDRINAT's doses.
  ...[
    'có đỡ dần',
    'đỡ dần',
    'có tự hết',
    'tự hết không',
    'có hết không',
    'có giảm dần',
    'go away',
    'goes away',
  ].map((phrase) => ({
    phrase,
    value: [
      { key: 'huong_dan_xu_tri_adr' as const, weight: 0.8 },
      { key: 'tac_dung_khong_mong_muon' as const, weight: 0.6 },
    ],
  })),

  // Quá liều và xử trí
  { phrase: 'quá liều', value: to('qua_lieu_va_xu_tri') },
  { phrase: 'xử trí quá liều', value: to('qua_lieu_va_xu_tri') },
  { phrase: 'ngộ độc', value: to('qua_lieu_va_xu_tri') },
  // Overdose in plain words (issue 37): "uống nhầm", "uống 10 viên một lúc có sao không", "lỡ
  // uống gấp đôi", "uống 2 lần liều" were answered from ADR or Thận trọng.
  { phrase: 'uống nhầm', value: to(OVERDOSE) },
  { phrase: 'nuốt nhầm', value: to(OVERDOSE) },
  // Swallowed whole, a relative's words (first-set batch 114, first run: "Em gái tôi 16 tuổi giận
  // dỗi nuốt hết 10 viên acarbose …" was read as a milk interaction, and Chống chỉ định's
  // "… dưới 18 tuổi" led).
  { phrase: 'nuốt hết', value: to(OVERDOSE) },
  { phrase: 'nuốt cả', value: to(OVERDOSE) },
  // Given by mistake, and the antidote asked in plain words (unseen batch 36, first run: "Điều
  // dưỡng tiêm nhầm enoxaparin 2 lần … Thuốc giải là gì …?" led with Chống chỉ định and the
  // dose section; Quá liều và xử trí names protamin).
  { phrase: 'tiêm nhầm', value: to(OVERDOSE) },
  // An amount swallowed said as an estimate (unseen batch 37, first run: "… uống khoảng 25 viên
  // clozapin 100 mg, … ngoài cho than hoạt thì phải theo dõi những gì" was answered from Thận
  // trọng). Not "than hoạt" alone: activated charcoal is a monograph of its own.
  ...['uống khoảng # viên', 'uống chừng # viên', 'uống gần # viên'].map((phrase) => ({
    phrase,
    value: to(OVERDOSE, 0.9),
  })),
  // What a relative does after a child swallowed tablets, and the pack taken (unseen batch 45,
  // first run: "… lấy vỉ thuốc say xe dimenhydrinat uống mấy viên … có nên móc họng cho cháu nôn
  // ra không?" was answered with the children's doses). Not "gây nôn": a drug may cause vomiting.
  { phrase: 'móc họng', value: to(OVERDOSE) },
  { phrase: 'cho nôn ra', value: to(OVERDOSE) },
  { phrase: 'rửa dạ dày', value: to(OVERDOSE) },
  { phrase: 'lấy vỉ thuốc', value: to(OVERDOSE, 0.9) },
  { phrase: 'nghịch thuốc', value: to(OVERDOSE, 0.9) },
  // "nghịch lấy uống mấy viên" (unseen batch 51, first run: answered with the children's doses)
  { phrase: 'nghịch lấy', value: to(OVERDOSE, 0.9) },
  { phrase: 'truyền nhầm', value: to(OVERDOSE) },
  { phrase: 'tiêm quá liều', value: to(OVERDOSE) },
  { phrase: 'thuốc giải', value: to(OVERDOSE, 0.9) },
  { phrase: 'giải độc đặc hiệu', value: to(OVERDOSE) },
  { phrase: 'uống lộn', value: to(OVERDOSE, 0.9) },
  { phrase: 'uống quá nhiều', value: to(OVERDOSE) },
  { phrase: 'dùng quá nhiều', value: to(OVERDOSE) },
  { phrase: 'quá nhiều viên', value: to(OVERDOSE) },
  { phrase: 'lỡ uống gấp đôi', value: to(OVERDOSE) },
  { phrase: 'lỡ uống gấp đôi liều', value: to(OVERDOSE) },
  { phrase: 'uống gấp đôi', value: to(OVERDOSE, 0.9) },
  { phrase: 'uống gấp đôi liều', value: to(OVERDOSE, 0.9) },
  { phrase: 'gấp đôi liều', value: to(OVERDOSE, 0.9) },
  { phrase: 'uống gấp #', value: to(OVERDOSE, 0.9) },
  { phrase: 'uống gấp # liều', value: to(OVERDOSE, 0.9) },
  { phrase: 'uống gấp # lần liều', value: to(OVERDOSE, 0.9) },
  { phrase: '# lần liều', value: to(OVERDOSE, 0.9) },
  { phrase: 'lỡ uống', value: to(OVERDOSE, 0.7) },
  { phrase: 'hết vỉ', value: to(OVERDOSE, 0.9) },
  { phrase: 'cả vỉ', value: to(OVERDOSE, 0.9) },
  // A whole container, or a self-harm attempt, is an overdose: "Cháu uống cả lọ thuốc gút
  // colchicin để tự tử" was answered from Chỉ định (unseen batch 6).
  { phrase: 'cả lọ', value: to(OVERDOSE, 0.9) },
  { phrase: 'cả hộp', value: to(OVERDOSE, 0.9) },
  { phrase: 'cả chai', value: to(OVERDOSE, 0.9) },
  { phrase: 'hết lọ', value: to(OVERDOSE, 0.9) },
  { phrase: 'hết hộp', value: to(OVERDOSE, 0.9) },
  // The amount said between the verb and the container, or the container said whole: "uống hết
  // 1 vỉ diclofenac (10 viên)", "uống trộm gần hết chai siro colistin" (unseen batches 13 and 14)
  // were answered from the dose section.
  ...['vỉ', 'lọ', 'hộp', 'chai', 'tuýp'].flatMap((container) => [
    { phrase: `hết # ${container}`, value: to(OVERDOSE, 0.9) },
    { phrase: `hết chừng # ${container}`, value: to(OVERDOSE, 0.9) },
    { phrase: `gần hết ${container}`, value: to(OVERDOSE, 0.9) },
    { phrase: `nguyên ${container}`, value: to(OVERDOSE, 0.9) },
    { phrase: `nguyên # ${container}`, value: to(OVERDOSE, 0.9) },
  ]),
  { phrase: 'hết chai', value: to(OVERDOSE, 0.9) },
  { phrase: 'uống trộm', value: to(OVERDOSE, 0.9) },
  // A child swallowing tablets not meant for it, and the antibody fragments that reverse it:
  // measured on unseen batch 34 (first run), "Bé 2 tuổi 12 kg nuốt khoảng 10 viên digoxin … của
  // ông … Viện có Fab kháng digoxin …" was answered from Liều lượng, led by the contraindications
  // its own AV block held.
  ...['nuốt # viên', 'nuốt khoảng # viên', 'nuốt chừng # viên', 'nuốt mấy viên'].map((phrase) => ({
    phrase,
    value: to(OVERDOSE, 0.9),
  })),
  ...['mảnh fab', 'fab kháng', 'fab fragments', 'digifab', 'digibind'].map((phrase) => ({
    phrase,
    value: to(OVERDOSE),
  })),
  // Whether an amount taken can kill is the overdose section's (its lethal doses): "uống 7 viên
  // colchicin 1 mg một lúc …, liều đó có thể chết người không?" was answered from the dose
  // section (unseen batch 7).
  { phrase: 'chết người', value: to(OVERDOSE) },
  { phrase: 'gây chết', value: to(OVERDOSE) },
  { phrase: 'liều chết', value: to(OVERDOSE) },
  { phrase: 'liều gây tử vong', value: to(OVERDOSE) },
  { phrase: 'lethal', value: to(OVERDOSE) },
  { phrase: 'fatal dose', value: to(OVERDOSE) },
  // "Clozapine overdose … from what dose is it usually fatal?" weighed "dose" as much as
  // "overdose" and was answered from Liều lượng (unseen batch 10).
  { phrase: 'fatal', value: to(OVERDOSE) },
  // Typed without marks, "tu tu" is mostly "từ từ" (slowly: "hạ từ từ", "tiêm từ từ"), which
  // took a step-down question to the overdose section (first-set batch 98, first run: "… Ha mot
  // lan tu 900 xuong 400 mg duoc khong hay phai ha tu tu?"); unmarked, the act is read only after
  // a word of intent.
  { phrase: 'tự tử', value: to(OVERDOSE), foldedOk: false },
  ...['để tự tử', 'định tự tử', 'muốn tự tử', 'toan tự tử', 'nhằm tự tử', 'tự tử bằng'].map(
    (phrase) => ({ phrase, value: to(OVERDOSE) }),
  ),
  { phrase: 'tự sát', value: to(OVERDOSE) },
  { phrase: 'suicide', value: to(OVERDOSE) },
  // A thought of it, a risk of it or the behaviour a drug treats is no overdose: "trầm cảm … có ý
  // nghĩ tự sát, … diazepam đơn độc được không?" was read as one and its contraindication never
  // read (unseen batch 9). The longer cue wins and names no section.
  ...['ý nghĩ', 'ý tưởng', 'ý định', 'nguy cơ', 'hành vi'].flatMap((head) =>
    ['tự sát', 'tự tử'].map((act) => ({ phrase: `${head} ${act}`, value: NOTHING })),
  ),
  { phrase: 'suicidal ideation', value: NOTHING },
  // Whether what was taken can kill, in plain words (unseen batch 57 and 58, first runs: "… tự
  // uống một lúc 8 viên colchicin 1 mg … có nguy hiểm đến tính mạng không?" was answered from
  // Thận trọng, "… lỡ nuốt khoảng 7-8 viên …" from the dose section).
  { phrase: 'nguy hiểm đến tính mạng', value: to(OVERDOSE, 0.8) },
  { phrase: 'nguy hiểm tính mạng', value: to(OVERDOSE, 0.8) },
  // "uống 2 viên một lúc" may be an ordinary dose too: the dose is read beside it.
  ...[
    '# viên một lúc',
    '# viên cùng lúc',
    '# viên # lúc',
    '# viên một lần',
    'một lúc # viên',
    'cùng lúc # viên',
  ].map((phrase) => ({
    phrase,
    value: [
      { key: OVERDOSE, weight: 0.9 },
      { key: 'lieu_luong_va_cach_dung' as const, weight: 0.7 },
    ],
  })),
  { phrase: 'overdose', value: to(OVERDOSE) },
  { phrase: 'overdosage', value: to(OVERDOSE) },
  // Tablets swallowed at once, and what is done for it, in English (unseen batch 35, first run:
  // "… 45 min after swallowing about 25 tablets of diazepam 5 mg … which decontamination and
  // supportive measures …?" named no section and was answered with doses).
  ...[
    'swallowed # tablets',
    'swallowing # tablets',
    'swallowed about # tablets',
    'swallowing about # tablets',
    'took # tablets',
    // a count in words, or no count (stop 57's doctor's questions: "A 3-year-old swallowed about
    // ten dimenhydrinate 50 mg tablets … What should we do?" was answered with the child's doses)
    'swallowed about',
    'accidentally swallowed',
    'swallowed several',
    'swallowed a handful',
    'swallowed a whole',
    'swallowed ten',
    'swallowed twenty',
    'ingestion',
    'ingested',
    'decontamination',
    'gastric lavage',
    'activated charcoal',
  ].map((phrase) => ({ phrase, value: to(OVERDOSE, 0.9) })),
  { phrase: 'poisoning', value: to(OVERDOSE) },
  { phrase: 'antidote', value: to(OVERDOSE, 0.8) },
  { phrase: 'giải độc', value: to('qua_lieu_va_xu_tri', 0.7) },
  // "Thẩm tách máu có loại bỏ được digoxin không?": whether dialysis removes the drug is said in
  // Quá liều và xử trí; the dialysis patient alone pointed at the dose.
  { phrase: 'loại bỏ', value: to('qua_lieu_va_xu_tri', 0.9) },
  { phrase: 'bị loại', value: to('qua_lieu_va_xu_tri', 0.8) },
  // The same in English, and a drug's toxicity named as such: measured on unseen batch 32 (first
  // run), "… drowsy, slurring his speech and seeing double. Is this gabapentin toxicity, and can
  // dialysis remove the drug?" named only the dose section (the dialysis patient).
  ...['remove the drug', 'removed by dialysis', 'dialysable', 'dialyzable', 'dialysis remove'].map(
    (phrase) => ({ phrase, value: to(OVERDOSE, 0.9) }),
  ),
  // Whether dialysis clears it, asked of the drug itself: Dược lý says so too ("Gabapentin có
  // thể bị loại khỏi huyết tương bằng thẩm phân máu"; unseen batch 68, first run: "Is gabapentin
  // removed by hemodialysis?" named no section and led with the dose table).
  ...['removed by hemodialysis', 'removed by haemodialysis', 'cleared by dialysis'].map(
    (phrase) => ({
      phrase,
      value: [
        { key: 'duoc_ly_va_co_che_tac_dung' as const, weight: 0.9 },
        { key: OVERDOSE, weight: 0.9 },
      ],
    }),
  ),
  // Toxicity alone only brushes Quá liều (under understand-query's WEAK_SECTION): of two drugs
  // ("Will the ritonavir booster push clozapine levels up …, and what does that mean for
  // toxicity?") it is the pair's interaction that is asked.
  ...['toxicity', 'toxic', 'intoxication', 'nhiễm độc'].map((phrase) => ({
    phrase,
    value: to(OVERDOSE, 0.35),
  })),

  // Độ ổn định và bảo quản
  { phrase: 'bảo quản', value: to('do_on_dinh_va_bao_quan') },
  { phrase: 'độ ổn định', value: to('do_on_dinh_va_bao_quan') },
  // a solution's stability asked outright (unseen batch 19: "… truyền hết trong vòng bao lâu để
  // thuốc còn ổn định")
  { phrase: 'còn ổn định', value: to('do_on_dinh_va_bao_quan') },
  { phrase: 'nhiệt độ', value: to('do_on_dinh_va_bao_quan', 0.7) },
  { phrase: 'tủ lạnh', value: to('do_on_dinh_va_bao_quan', 0.9) },
  // Keeping it at home in plain words (unseen batch 33, first run: "Lọ chưa pha thì cất ở nhà thế
  // nào cho khỏi hỏng ạ?" named no section). "cất" only as typed: folded it is "cắt" (to cut).
  ...['cất'].map((phrase) => ({
    phrase,
    value: to('do_on_dinh_va_bao_quan', 0.9),
    foldedOk: false,
  })),
  // "nước cất" is distilled water, a diluent (Cách dùng), not keeping anything
  { phrase: 'nước cất', value: NOTHING },
  { phrase: 'khỏi hỏng', value: to('do_on_dinh_va_bao_quan', 0.9) },
  { phrase: 'bị hỏng', value: to('do_on_dinh_va_bao_quan', 0.7) },
  { phrase: 'hạn dùng', value: to('do_on_dinh_va_bao_quan', 0.8) },
  { phrase: 'storage', value: to('do_on_dinh_va_bao_quan') },
  // Kept after mixing or opening, frozen, at room temperature, as patients and nurses ask it
  // (unseen batch 16, first run: "chai siro đã pha để được mấy ngày" was read as an overdose by
  // "cả chai", "cất vào ngăn đá" named no section, "once the bottle has been opened" none).
  { phrase: 'pha cả chai', value: to('do_on_dinh_va_bao_quan') },
  { phrase: 'đã pha', value: to('do_on_dinh_va_bao_quan', 0.8) },
  { phrase: 'sau khi pha', value: to('do_on_dinh_va_bao_quan', 0.8) },
  { phrase: 'để được mấy ngày', value: to('do_on_dinh_va_bao_quan', 0.9) },
  { phrase: 'để được bao lâu', value: to('do_on_dinh_va_bao_quan', 0.9) },
  { phrase: 'dùng được mấy ngày', value: to('do_on_dinh_va_bao_quan', 0.8) },
  { phrase: 'ngăn đá', value: to('do_on_dinh_va_bao_quan') },
  { phrase: 'đông đá', value: to('do_on_dinh_va_bao_quan') },
  { phrase: 'nhiệt độ phòng', value: to('do_on_dinh_va_bao_quan', 0.9) },
  { phrase: 'sau khi mở', value: to('do_on_dinh_va_bao_quan') },
  { phrase: 'mở lọ', value: to('do_on_dinh_va_bao_quan', 0.8) },
  { phrase: 'been opened', value: to('do_on_dinh_va_bao_quan') },
  { phrase: 'once opened', value: to('do_on_dinh_va_bao_quan') },
  { phrase: 'stored', value: to('do_on_dinh_va_bao_quan') },
  // "Store" as a verb only: a noun before it makes it a shop ("next to a fertiliser store",
  // first-set batch 154, first run: a nitrate poisoning was answered from NATRI NITRIT's Bảo
  // quản), and a body store is pharmacology ("total-body digoxin store").
  ...['to store', 'we store', 'i store', 'you store', 'store it', 'store them', 'store this'].map(
    (phrase) => ({ phrase, value: to('do_on_dinh_va_bao_quan', 0.9) }),
  ),
  ...['store the', 'store in', 'store at', 'store unopened', 'store opened'].map((phrase) => ({
    phrase,
    value: to('do_on_dinh_va_bao_quan', 0.9),
  })),
  { phrase: 'fridge', value: to('do_on_dinh_va_bao_quan') },
  { phrase: 'refrigerator', value: to('do_on_dinh_va_bao_quan') },
  { phrase: 'room temperature', value: to('do_on_dinh_va_bao_quan', 0.9) },
  { phrase: 'freezer', value: to('do_on_dinh_va_bao_quan') },
  { phrase: 'stability', value: to('do_on_dinh_va_bao_quan') },
  // Where a patient keeps it, said in words (unseen batch 18, first run: "để trên bàn cạnh cửa
  // sổ, nắng chiếu vào … phải cất thuốc thế nào" named no section).
  { phrase: 'cất thuốc', value: to('do_on_dinh_va_bao_quan') },
  { phrase: 'cất giữ', value: to('do_on_dinh_va_bao_quan') },
  { phrase: 'để thuốc', value: to('do_on_dinh_va_bao_quan', 0.8) },
  { phrase: 'nắng chiếu', value: to('do_on_dinh_va_bao_quan', 0.9) },
  { phrase: 'ánh nắng chiếu', value: to('do_on_dinh_va_bao_quan', 0.9) },
  { phrase: 'sunlight', value: to('do_on_dinh_va_bao_quan', 0.8) },
  { phrase: 'kept', value: to('do_on_dinh_va_bao_quan', 0.6) },
  // A tablet changed in colour is a storage question (not "đổi màu", "chuyển màu": the skin or the
  // urine changes colour as an adverse effect) (unseen batch 20: "… để trong tủ bếp cạnh bếp
  // ga, … mấy viên ngả màu vàng … uống tiếp được không?").
  { phrase: 'ngả màu', value: to('do_on_dinh_va_bao_quan', 0.9) },
  { phrase: 'biến màu', value: to('do_on_dinh_va_bao_quan', 0.9) },
  { phrase: 'discoloured', value: to('do_on_dinh_va_bao_quan', 0.9) },
  { phrase: 'discolored', value: to('do_on_dinh_va_bao_quan', 0.9) },
  // A bottle opened, and how long it keeps (unseen batch 147, first run: "Lọ đã mở nắp rồi thì
  // dùng được bao lâu" named no section, and ENTECAVIR's storage line never led).
  ...['mở nắp', 'đã mở lọ', 'after opening'].map((phrase) => ({
    phrase,
    value: to('do_on_dinh_va_bao_quan', 0.9),
  })),

  // Tương kỵ (the book and doctors write both kỵ and kị)
  { phrase: 'tương kỵ', value: to('tuong_ky') },
  { phrase: 'tương kị', value: to('tuong_ky') },
  { phrase: 'pha chung', value: to('tuong_ky', 0.8) },
  { phrase: 'pha cùng', value: to('tuong_ky', 0.8) },
  { phrase: 'trộn chung', value: to('tuong_ky', 0.8) },
  { phrase: 'trộn lẫn', value: to('tuong_ky', 0.8) },
  // Drawn up or run together, as nurses ask it (unseen batch 15, first run: "rút chung bơm tiêm
  // với thuốc khác", "bơm vào dây truyền đang chạy natri bicarbonat" were read as can-use
  // questions and answered from Chống chỉ định).
  { phrase: 'rút chung', value: to('tuong_ky') },
  { phrase: 'chung bơm tiêm', value: to('tuong_ky') },
  { phrase: 'cùng bơm tiêm', value: to('tuong_ky') },
  { phrase: 'chung một bơm tiêm', value: to('tuong_ky') },
  // The count in digits, and the bag named by its fluid (unseen batch 144, first run: "rút
  // furosemid 40mg chung 1 bơm tiêm với metoclopramid" was read as an interaction question, "pha
  // 2 ống Seduxen vào chai NaCl 0,9% để truyền" as a can-use one).
  { phrase: 'chung 1 bơm tiêm', value: to('tuong_ky') },
  { phrase: 'cùng 1 bơm tiêm', value: to('tuong_ky') },
  { phrase: 'trong 1 bơm tiêm', value: to('tuong_ky') },
  { phrase: 'trong một bơm tiêm', value: to('tuong_ky') },
  { phrase: 'bơm chung', value: to('tuong_ky', 0.9) },
  { phrase: 'tiêm chung', value: to('tuong_ky', 0.8) },
  { phrase: 'vào chai', value: to('tuong_ky', 0.8) },
  { phrase: 'vào túi dịch', value: to('tuong_ky', 0.8) },
  // Which bag is Cách dùng's list of fluids first (unseen batch 22: "pha colistin vào chai nào
  // được" is answered by "Dung dịch tương hợp pha tiêm bao gồm: …").
  // Not "vào dịch nào": folded, it is "vào dịch não" (the cerebrospinal fluid, unseen batch 121).
  ...['vào chai nào', 'vào túi nào'].map((phrase) => ({
    phrase,
    value: [
      { key: 'lieu_luong_va_cach_dung' as const, weight: 0.9 },
      { key: 'tuong_ky' as const, weight: 0.8 },
    ],
  })),
  // The same line, as a code team asks it (unseen batch 147, first run: "chỉ có 1 đường truyền …
  // Push adrenaline ngay qua cùng đường đó không flush được không?" led with a gap line on
  // Tương tác thuốc before "Adrenalin tương kỵ với các dung dịch kiềm").
  ...[
    'cùng 1 đường truyền',
    'cùng một đường truyền',
    'qua cùng đường',
    'same iv line',
    'same cannula',
  ].map((phrase) => ({ phrase, value: to('tuong_ky', 0.9) })),
  { phrase: 'vào bơm tiêm', value: to('tuong_ky', 0.8) },
  { phrase: 'vào dây truyền', value: to('tuong_ky', 0.9) },
  { phrase: 'chung dây truyền', value: to('tuong_ky') },
  { phrase: 'vào chai dịch truyền', value: to('tuong_ky', 0.9) },
  { phrase: 'pha vào chai', value: to('tuong_ky', 0.9) },
  { phrase: 'pha vào dịch truyền', value: to('tuong_ky', 0.9) },
  // The line or the bag named as what runs or hangs already (unseen batch 18, first run: "bơm
  // furosemid vào cùng đường truyền đang chạy diltiazem", "add potassium chloride into the same
  // bag" named no section).
  { phrase: 'cùng đường truyền', value: to('tuong_ky') },
  { phrase: 'chung đường truyền', value: to('tuong_ky') },
  { phrase: 'vào đường truyền', value: to('tuong_ky', 0.9) },
  { phrase: 'cùng dây truyền', value: to('tuong_ky') },
  // Two infusions through one line by a three-way tap (unseen batch 30, first run: "bn chi con 1
  // duong TM. noi chac 3 cho 2 thuoc chay chung duoc khong" was answered from Tương tác thuốc).
  { phrase: 'chạc 3', value: to('tuong_ky') },
  { phrase: 'chạc ba', value: to('tuong_ky') },
  { phrase: 'chạy chung', value: to('tuong_ky', 0.9) },
  { phrase: 'three-way', value: to('tuong_ky', 0.9) },
  { phrase: 'cùng chai', value: to('tuong_ky', 0.9) },
  { phrase: 'chung chai', value: to('tuong_ky', 0.9) },
  { phrase: 'same bag', value: to('tuong_ky') },
  { phrase: 'same line', value: to('tuong_ky') },
  { phrase: 'same infusion', value: to('tuong_ky') },
  { phrase: 'same drip', value: to('tuong_ky') },
  { phrase: 'mixed with', value: to('tuong_ky', 0.8) },
  { phrase: 'mix with', value: to('tuong_ky', 0.8) },
  { phrase: 'y-site', value: to('tuong_ky') },
  { phrase: 'same syringe', value: to('tuong_ky') },
  { phrase: 'compatible', value: to('tuong_ky') },
  { phrase: 'incompatible', value: to('tuong_ky') },

  // Thận trọng
  { phrase: 'thận trọng', value: to('than_trong') },
  // How the drug is stopped (read-withdrawal.ts): Thận trọng says it, sometimes the dose section.
  // "Prednisolon ngừng thuốc đột ngột có sao không?" found no cue and led with a trial's
  // discontinuation rate from Dược lý.
  ...['ngừng', 'ngưng', 'dừng'].flatMap((verb) =>
    [`${verb} thuốc đột ngột`, `${verb} đột ngột`, `cách ${verb} thuốc`].map((phrase) => ({
      phrase,
      value: [
        { key: 'than_trong' as const, weight: 1 },
        { key: 'lieu_luong_va_cach_dung' as const, weight: 0.8 },
      ],
    })),
  ),
  { phrase: 'hội chứng cai', value: to('than_trong', 0.9) },
  // What happens once the drug is stopped, or whether to stop it (unseen batch 38, first run:
  // "… bác sĩ cho ngưng. Ngưng thuốc rồi thì bệnh có bùng lại không …?" named no section;
  // "Should digoxin be continued with closer monitoring, or stopped?" named Thận trọng only).
  ...[
    'sau khi ngưng',
    'sau khi ngừng',
    'sau khi dừng',
    'ngưng thuốc rồi',
    'ngừng thuốc rồi',
    'bùng lại',
    'after stopping',
    'or stopped',
    // whether an effect told means stopping the drug (unseen batch 39, first run: "… hôm nay bị
    // tiêu chảy, đau bụng, buồn nôn. có nên uống tiếp … hay phải ngưng thuốc?" was answered with
    // the gout doses; Hướng dẫn cách xử trí ADR says "Cần ngừng dùng colchicin nếu có các
    // triệu chứng rối loạn tiêu hóa")
    // (of the drug only: "có cần ngưng cho bú" stops the breastfeeding, unseen batch 8)
    ...['ngưng', 'ngừng', 'dừng'].flatMap((verb) =>
      ['hay phải', 'có phải', 'có nên', 'có cần', 'phải'].map((ask) => `${ask} ${verb} thuốc`),
    ),
  ].map((phrase) => ({
    phrase,
    value: [
      { key: 'than_trong' as const, weight: 0.9 },
      { key: 'huong_dan_xu_tri_adr' as const, weight: 0.8 },
    ],
  })),
  // Addiction, and stopping the drug before an operation, asked plainly or in English (unseen
  // batch 37, first run: "… uống ngắn ngày như vậy có dễ nghiện không?" was answered with doses,
  // Thận trọng says "Nghiện thuốc ít xảy ra khi sử dụng diazepam trong thời gian ngắn"; "… must
  // always be stopped before any operation?" was answered with the daily dose).
  ...[
    'nghiện',
    'lệ thuộc thuốc',
    'phụ thuộc thuốc',
    'addiction',
    'addictive',
    'dependence',
    // taken for long (unseen batch 37, first run: "uống kéo dài lâu như vậy có sao không?"
    // was answered with doses; Thận trọng says "Phải tránh dùng doxycyclin trong thời gian dài")
    'kéo dài lâu',
    'dùng lâu có sao',
    'uống lâu có sao',
    'long-term use',
    'trước mổ',
    'trước khi mổ',
    'trước phẫu thuật',
    'trước khi phẫu thuật',
    'before surgery',
    'before an operation',
    'before any operation',
    'before the operation',
    'perioperative',
    'be stopped',
  ].map((phrase) => ({ phrase, value: to('than_trong', 0.8) })),
  // What to watch and have ready: the book says it in Thận trọng ("Phải thận trọng khi tiêm tĩnh
  // mạch lần đầu … có đầy đủ phương tiện hồi sức"); of two drugs taken together it asks the pair
  // (understand-query.ts). Measured on unseen batch 32 (first run): "Trước và trong khi tiêm liều
  // đầu cần chuẩn bị, theo dõi những gì?" read only "liều".
  ...[
    'cần chuẩn bị',
    'chuẩn bị gì',
    'chuẩn bị những gì',
    'theo dõi gì',
    'theo dõi những gì',
    'giám sát gì',
    // which tests (unseen batch 33, first run: "… nghi bị chảy máu do thuốc thì bác sĩ sẽ cho
    // thử máu những gì?" named Chỉ định; Thận trọng says "phải xét nghiệm số lượng hồng cầu")
    'xét nghiệm gì',
    'xét nghiệm những gì',
    'thử máu những gì',
    'thử máu gì',
    'what tests',
    'which tests',
    'what should we monitor',
    'monitoring',
    'what to monitor',
    // tests on a schedule (unseen batch 35, first run: "… có cần xét nghiệm đếm tiểu cầu định
    // kỳ không?" named no section; Thận trọng says "cần phải theo dõi số lượng tiểu cầu")
    'xét nghiệm định kỳ',
    'kiểm tra định kỳ',
    'theo dõi định kỳ',
    'có cần xét nghiệm',
    'cần xét nghiệm',
    'need to monitor',
    'should we monitor',
    'routine monitoring',
  ].map((phrase) => ({ phrase, value: to('than_trong', 0.7) })),
  // "Cefotaxim có dị ứng chéo với penicilin không?" was read as an interaction with penicilin;
  // Thận trọng says "Có thể có dị ứng chéo giữa penicilin và cephalosporin …".
  {
    phrase: 'dị ứng chéo',
    value: [
      { key: 'than_trong', weight: 1 },
      { key: 'chong_chi_dinh', weight: 0.8 },
    ],
  },
  // The patient out in the sun (unseen batch 36, first run: "… ra đồng giữa trưa nắng gắt. Uống
  // thuốc này có cần kiêng nắng không?" was read as a diet rule; Thận trọng says "Tránh phơi nắng
  // kéo dài"). Not the vial in the sun: "nắng chiếu", "sunlight" ask Độ ổn định và bảo quản.
  ...[
    'cần kiêng nắng',
    'phải kiêng nắng',
    'kiêng nắng',
    'tránh nắng',
    'phơi nắng',
    'ra nắng',
    'đi nắng',
    'sun exposure',
    'sunburn',
  ].map((phrase) => ({ phrase, value: to('than_trong') })),
  // Whether the drug must be stopped, in English (unseen batch 36, first run: "… does the
  // monograph say colistin should be stopped?" was answered from the dose section; Thận trọng
  // says "cần ngưng thuốc ngay lập tức").
  ...['should be stopped', 'be discontinued', 'should we stop', 'stop the drug'].map((phrase) => ({
    phrase,
    value: to('than_trong', 0.8),
  })),
  { phrase: 'lưu ý', value: to('than_trong', 0.7) },
  { phrase: 'cẩn thận', value: to('than_trong', 0.7) },
  { phrase: 'cảnh báo', value: to('than_trong', 0.7) },
  { phrase: 'precaution', value: to('than_trong') },
  { phrase: 'precautions', value: to('than_trong') },
  { phrase: 'warnings', value: to('than_trong', 0.8) },
  // In English a clinician asks for the cautions by these (unseen batch 18, first run: "Does
  // the monograph flag angle-closure glaucoma as a caution?", "advise caution for people who
  // drive", "any warning?", "a specific respiratory danger … to watch for" named no section).
  { phrase: 'caution', value: to('than_trong') },
  { phrase: 'cautions', value: to('than_trong') },
  { phrase: 'warning', value: to('than_trong', 0.8) },
  // "What specific risk does the monograph flag for …?" (unseen batch 25, first run)
  { phrase: 'risk', value: to('than_trong', 0.7) },
  { phrase: 'risks', value: to('than_trong', 0.7) },
  { phrase: 'danger', value: to('than_trong', 0.7) },
  { phrase: 'dangers', value: to('than_trong', 0.7) },
  { phrase: 'watch for', value: to('than_trong', 0.6) },
  { phrase: 'drive', value: to('than_trong', 0.8) },
  { phrase: 'driving', value: to('than_trong', 0.8) },
  { phrase: 'operate machinery', value: to('than_trong', 0.8) },
  { phrase: 'lái xe', value: to('than_trong', 0.8) },
  { phrase: 'vận hành máy', value: to('than_trong', 0.8) },

  // Dược lý và cơ chế tác dụng (Dược động học is a heading inside this part)
  { phrase: 'cơ chế', value: to('duoc_ly_va_co_che_tac_dung') },
  { phrase: 'cơ chế tác dụng', value: to('duoc_ly_va_co_che_tac_dung') },
  { phrase: 'dược lý', value: to('duoc_ly_va_co_che_tac_dung') },
  { phrase: 'dược động học', value: to('duoc_ly_va_co_che_tac_dung') },
  { phrase: 'dược lực học', value: to('duoc_ly_va_co_che_tac_dung') },
  { phrase: 'nửa đời', value: to('duoc_ly_va_co_che_tac_dung') },
  { phrase: 'thời gian bán thải', value: to('duoc_ly_va_co_che_tac_dung') },
  { phrase: 'bán thải', value: to('duoc_ly_va_co_che_tac_dung') },
  { phrase: 'thải trừ', value: to('duoc_ly_va_co_che_tac_dung', 0.9) },
  { phrase: 'hấp thu', value: to('duoc_ly_va_co_che_tac_dung', 0.8) },
  // What kind of molecule it is (unseen batch 68, first run: "What chemical class does
  // diltiazem belong to? Is it a dihydropyridine …?" was answered from Tương tác thuốc).
  ...['chemical class', 'drug class', 'what class', 'which class', 'nhóm hóa học'].map(
    (phrase) => ({
      phrase,
      value: [
        { key: 'duoc_ly_va_co_che_tac_dung' as const, weight: 1 },
        { key: 'loai_thuoc' as const, weight: 0.9 },
      ],
    }),
  ),
  { phrase: 'chuyển hóa', value: to('duoc_ly_va_co_che_tac_dung', 0.8) },
  // A disease's name, not the drug's metabolism ("rối loạn chuyển hóa porphyrin", which an
  // English "porphyria" gains: unseen batch 12 was answered from Dược lý once it did).
  { phrase: 'rối loạn chuyển hóa', value: NOTHING },
  { phrase: 'sinh khả dụng', value: to('duoc_ly_va_co_che_tac_dung', 0.9) },
  { phrase: 'mechanism', value: to('duoc_ly_va_co_che_tac_dung') },
  { phrase: 'mechanism of action', value: to('duoc_ly_va_co_che_tac_dung') },
  { phrase: 'half life', value: to('duoc_ly_va_co_che_tac_dung') },
  { phrase: 'pharmacokinetics', value: to('duoc_ly_va_co_che_tac_dung') },
  { phrase: 'bioavailability', value: to('duoc_ly_va_co_che_tac_dung', 0.9) },
  // Unseen batch 43 (first run): "what fraction of a codeine dose is converted to morphine" named
  // only Liều lượng.
  { phrase: 'converted to', value: to('duoc_ly_va_co_che_tac_dung') },
  { phrase: 'metabolized', value: to('duoc_ly_va_co_che_tac_dung') },
  { phrase: 'metabolised', value: to('duoc_ly_va_co_che_tac_dung') },
  { phrase: 'metabolism', value: to('duoc_ly_va_co_che_tac_dung', 0.9) },
  // How the drug becomes active, where it binds, where it reaches, as clinicians ask it. Measured
  // on unseen batches 49 and 50 (first runs): "Is clopidogrel active as swallowed, or does it have
  // to be converted first?", "… CYP2C19 genotype really change how clopidogrel is activated …",
  // "codein chuyển thành morphin là nhờ enzym gan nào?", "… gắn vào đích nào trong não?",
  // "Cotrimoxazol có thấm vào DNT không?", "half-lives of its active metabolites" were answered
  // from Liều lượng or Tương tác thuốc; 3 of 10 pharmacology questions held the fact.
  ...[
    'chuyển thành',
    'tiền thuốc',
    'dạng có hoạt tính',
    'chất chuyển hóa có hoạt tính',
    'thụ thể',
    'gắn vào đích',
    'thấm vào',
    'thấm qua',
    'phân bố',
    'cyp2d6',
    'cyp2c19',
    'cyp3a4',
    'prodrug',
    'converted',
    'activated',
    'activation',
    'active metabolite',
    'active metabolites',
    'half-lives',
    'genotype',
    'polymorphism',
    'receptor',
    'binding site',
    'penetrates',
    'penetration',
    'distribution',
    // how soon it acts and how much of it is bound (unseen batch 52, first run: "… bao lâu sau mới
    // bắt đầu thấy tác dụng?", "Furosemid gắn với protein huyết tương bao nhiêu phần trăm?")
    'bắt đầu thấy tác dụng',
    'bắt đầu có tác dụng',
    'protein huyết tương',
    'gắn với protein',
    // the English "protein-bound", spelled out (english-clinical-terms.ts; unseen batch 56)
    'liên kết với protein',
    'peak effect',
    'maximal effect',
    'maximum effect',
  ].map((phrase) => ({ phrase, value: to('duoc_ly_va_co_che_tac_dung', 0.9) })),
  // What the drug does in the body and to which organisms, as clinicians ask it (unseen batch 20,
  // first run: thirteen of forty-five answers were in Dược lý, and "therapeutic plasma range",
  // "relied on against these organisms", "đào thải chậm hơn … bao nhiêu lần", "có chữa khỏi
  // hẳn … không", "resistance … in the first year" named no section or another).
  // How soon the drug acts, how long its effect lasts, how soon it wears off: Dược lý says it
  // ("tác dụng xuất hiện nhanh sau 1/2 giờ … duy trì tác dụng từ 6 - 8 giờ", "thời gian chảy máu
  // trở về mức ban đầu trong vòng 5 ngày"). Measured on unseen batch 32 (first run): "uống xong
  // bao lâu thì bắt đầu phải đi tiểu nhiều, kéo dài mấy tiếng", "phải uống bao lâu mới thấy
  // bớt", "ngưng rồi thì khoảng mấy ngày sau máu mới đông lại" named Liều lượng or no section.
  ...[
    'bao lâu mới thấy',
    'bao lâu thì thấy',
    'bao lâu mới có tác dụng',
    'bao lâu thì có tác dụng',
    'bao lâu có tác dụng',
    'bao lâu thì bắt đầu',
    'bao lâu mới bắt đầu',
    'bao lâu mới bớt',
    'bao lâu thì bớt',
    'bao lâu mới đỡ',
    'bao lâu thì đỡ',
    'bao lâu thì hết tác dụng',
    'bao lâu mới hết tác dụng',
    // not "tác dụng kéo dài" alone: that is also a product ("nang tác dụng kéo dài", batch 10)
    'kéo dài mấy tiếng',
    'hết tác dụng',
    'máu mới đông',
    'đông máu lại',
    'khởi phát tác dụng',
    'thời gian tác dụng',
    'onset of action',
    'how long until it works',
    'how long does it take to work',
    'how quickly does it work',
    'duration of action',
    'wear off',
    'wears off',
    // how soon a tablet "takes", in plain words, and when its effect is greatest (unseen batch 57,
    // first run: "Uống vào thì bao lâu thuốc mới ngấm?", "… mấy giờ thì đạt tác dụng tối đa?")
    'mới ngấm',
    'thì ngấm',
    'đạt tác dụng tối đa',
    // unseen batches 55 and 56 (first runs): "How fast does inhaled … adrenaline start to act?"
    // named no section; "Uống 1 viên … thì tác dụng được mấy tiếng?" named Liều lượng
    'start to act',
    'starts to act',
    'start working',
    'starts working',
    'begin to work',
    'kick in',
    // how fast it acts, how long its effect lasts, when it is full, as English asks it (first-set
    // batches 77 and 78, stop 57, first runs: "How fast does sodium nitroprusside act …, and how
    // long does the effect last …?" and "How long does spironolactone take to reach its full
    // diuretic effect …?" named Liều lượng)
    'how fast does',
    'how quickly does',
    'effect last',
    'effect lasts',
    'effects last',
    'full effect',
    'full diuretic effect',
    'tác dụng được mấy tiếng',
    'tác dụng được bao lâu',
    'tác dụng trong bao lâu',
    // how it leaves the body, in English (unseen batch 55: "How is entecavir cleared from the
    // body — mainly by the liver or by the kidneys?" named no section)
    'cleared from',
    'cleared by',
    'eliminated',
    'excreted',
    'excretion',
    // when the level peaks and settles (unseen batch 33, first run: "Uống vào khoảng bao lâu
    // thì thuốc lên cao nhất trong máu", "How soon after each dose is the peak level reached …
    // steady state?" were answered from Liều lượng)
    'nồng độ đỉnh',
    'đạt đỉnh',
    'lên cao nhất',
    'cao nhất trong máu',
    'trạng thái ổn định',
    'nồng độ ổn định',
    'peak level',
    'peak concentration',
    'peak plasma',
    'time to peak',
    'steady state',
  ].map((phrase) => ({ phrase, value: to('duoc_ly_va_co_che_tac_dung', 0.9) })),
  // asked of the dose just given, the level's time course outweighs the word "dose"; so does how
  // much of it reaches the blood, or builds up (first-set batches 111-112, first runs: "how much
  // of each dose actually reaches the bloodstream in active form, and does the drug accumulate
  // …?", "How much aciclovir actually gets into the body when the cream is applied …?" were
  // answered from Liều lượng)
  ...[
    'peak level reached',
    'how soon after each dose',
    'reaches the bloodstream',
    'reach the bloodstream',
    'into the bloodstream',
    'gets into the blood',
    'gets into the body',
    'in active form',
    'accumulate',
    'accumulates',
    'accumulation',
    'tích lũy',
    'tích luỹ',
    'ngấm vào máu',
    'vào được máu',
    // how much longer it stays, compared (unseen batch 147 and 148, first runs: "How much longer
    // is diazepam elimination in the elderly compared with younger adults?" was read as a dose
    // asked, and DIAZEPAM's "Ở người cao tuổi, thời gian đào thải kéo dài gấp 2 đến 4 lần" never led)
    'how much longer',
    'how many times longer',
    'how much slower',
  ].map((phrase) => ({
    phrase,
    value: to('duoc_ly_va_co_che_tac_dung', 1),
  })),
  { phrase: 'đào thải', value: to('duoc_ly_va_co_che_tac_dung', 0.9) },
  { phrase: 'nồng độ điều trị', value: to('duoc_ly_va_co_che_tac_dung', 0.9) },
  { phrase: 'nồng độ trong máu', value: to('duoc_ly_va_co_che_tac_dung', 0.8) },
  { phrase: 'nồng độ thuốc', value: to('duoc_ly_va_co_che_tac_dung', 0.7) },
  { phrase: 'kháng tự nhiên', value: to('duoc_ly_va_co_che_tac_dung') },
  { phrase: 'phổ tác dụng', value: to('duoc_ly_va_co_che_tac_dung') },
  { phrase: 'phổ kháng khuẩn', value: to('duoc_ly_va_co_che_tac_dung') },
  { phrase: 'vi khuẩn nào', value: to('duoc_ly_va_co_che_tac_dung', 0.9) },
  { phrase: 'có tác dụng với', value: to('duoc_ly_va_co_che_tac_dung', 0.8) },
  { phrase: 'chữa khỏi', value: to('duoc_ly_va_co_che_tac_dung', 0.8) },
  { phrase: 'khỏi hẳn', value: to('duoc_ly_va_co_che_tac_dung', 0.8) },
  { phrase: 'kháng thuốc', value: to('duoc_ly_va_co_che_tac_dung', 0.8) },
  { phrase: 'therapeutic range', value: to('duoc_ly_va_co_che_tac_dung') },
  { phrase: 'therapeutic plasma range', value: to('duoc_ly_va_co_che_tac_dung') },
  { phrase: 'therapeutic level', value: to('duoc_ly_va_co_che_tac_dung') },
  { phrase: 'plasma level', value: to('duoc_ly_va_co_che_tac_dung', 0.8) },
  { phrase: 'absorption', value: to('duoc_ly_va_co_che_tac_dung', 0.8) },
  { phrase: 'absorbed', value: to('duoc_ly_va_co_che_tac_dung', 0.8) },
  { phrase: 'elimination', value: to('duoc_ly_va_co_che_tac_dung', 0.8) },
  { phrase: 'spectrum', value: to('duoc_ly_va_co_che_tac_dung') },
  { phrase: 'active against', value: to('duoc_ly_va_co_che_tac_dung') },
  { phrase: 'relied on against', value: to('duoc_ly_va_co_che_tac_dung') },
  { phrase: 'organisms', value: to('duoc_ly_va_co_che_tac_dung', 0.7) },
  { phrase: 'resistance', value: to('duoc_ly_va_co_che_tac_dung', 0.8) },
  { phrase: 'cure', value: to('duoc_ly_va_co_che_tac_dung', 0.7) },

  // Dạng thuốc và hàm lượng ("viên bao nhiêu mg" beats the dosing "bao nhiêu mg" inside it)
  { phrase: 'dạng thuốc', value: to('dang_thuoc_va_ham_luong') },
  { phrase: 'dạng bào chế', value: to('dang_thuoc_va_ham_luong') },
  { phrase: 'hàm lượng', value: to('dang_thuoc_va_ham_luong') },
  { phrase: 'viên bao nhiêu mg', value: to('dang_thuoc_va_ham_luong') },
  { phrase: 'ống bao nhiêu mg', value: to('dang_thuoc_va_ham_luong') },
  { phrase: 'có dạng', value: to('dang_thuoc_va_ham_luong', 0.8) },
  { phrase: 'có những dạng', value: to('dang_thuoc_va_ham_luong') },
  // Which product: "Trẻ sơ sinh thì dùng nước muối sinh lý loại nào là tốt nhất?" (issue 37's
  // development set) led with Dược lý. "thuộc loại nào" stays Loại thuốc (the longer cue).
  { phrase: 'loại nào', value: to('dang_thuoc_va_ham_luong', 0.8) },
  { phrase: 'dạng nào', value: to('dang_thuoc_va_ham_luong', 0.9) },
  { phrase: 'dạng gì', value: to('dang_thuoc_va_ham_luong', 0.9) },

  // Tên thương mại
  { phrase: 'biệt dược', value: to('ten_thuong_mai') },
  { phrase: 'tên biệt dược', value: to('ten_thuong_mai') },
  { phrase: 'tên thương mại', value: to('ten_thuong_mai') },
  { phrase: 'brand name', value: to('ten_thuong_mai') },

  // Tên chung quốc tế
  { phrase: 'tên chung quốc tế', value: to('ten_chung_quoc_te') },
  { phrase: 'tên quốc tế', value: to('ten_chung_quoc_te') },
  { phrase: 'tên gốc', value: to('ten_chung_quoc_te', 0.8) },

  // Mã ATC
  { phrase: 'mã atc', value: to('ma_atc') },
  { phrase: 'atc', value: to('ma_atc', 0.9) },

  // Loại thuốc
  { phrase: 'thuộc nhóm', value: to('loai_thuoc') },
  { phrase: 'nhóm thuốc', value: to('loai_thuoc') },
  { phrase: 'loại thuốc', value: to('loai_thuoc') },
  { phrase: 'thuộc loại', value: to('loai_thuoc') },
  { phrase: 'nhóm nào', value: to('loai_thuoc', 0.8) },
  // Drugs counted are no class asked: "đã uống mấy loại thuốc không đỡ, … có uống clozapin được
  // không?" was answered with CLOZAPIN's class alone (unseen batch 47, first run). The longer cue
  // wins and names no section.
  ...['mấy', 'nhiều', 'các', 'những', 'vài', 'hai', 'ba', '#'].map((count) => ({
    phrase: `${count} loại thuốc`,
    value: NOTHING,
  })),
  // Nor the drug itself pointed at ("Có thuốc giải cho loại thuốc này không?", unseen batch 64,
  // first run: Loại thuốc was asked level with Quá liều và xử trí).
  ...['này', 'đó', 'ấy', 'kia'].map((that) => ({ phrase: `loại thuốc ${that}`, value: NOTHING })),

  // Thông tin quy chế (the book prints both "quy chế" and "qui chế")
  { phrase: 'quy chế', value: to('thong_tin_quy_che') },
  { phrase: 'qui chế', value: to('thong_tin_quy_che') },
  { phrase: 'kê đơn', value: to('thong_tin_quy_che') },
  { phrase: 'thuốc thiết yếu', value: to('thong_tin_quy_che', 0.9) },
  { phrase: 'bảo hiểm y tế', value: to('thong_tin_quy_che', 0.9) },
  { phrase: 'bhyt', value: to('thong_tin_quy_che', 0.9) },
];

const COMPILED = compileCues(SECTION_CUES);

/**
 * "How much", when nothing else in the question names a section: the amount a clinician asks
 * about a drug is its dose. Measured on the real book (NATRI NITROPRUSIAT): "… truyền tốc độ bao
 * nhiêu cho người 70 kg?" found no cue and led with Dược lý. Only a fallback: in "chống chỉ định
 * khi Clcr bao nhiêu" it is the threshold that is counted, and the contraindication is asked.
 */
const AMOUNT_CUES = compileCues<Targets>([{ phrase: 'bao nhiêu', value: dose(0.6) }]);

export interface SectionCueHit {
  phrase: string;
  start: number;
  end: number;
  targets: Targets;
}

/** A cue that tells when in the day or the meal the drug is taken (SCHEDULE). */
export function isScheduleCue(hit: SectionCueHit): boolean {
  return hit.targets === SCHEDULE;
}

/** A span of the question that cue matching reads through (a drug name, by its offsets). */
export interface SkippedSpan {
  start: number;
  end: number;
}

/**
 * The cue phrases found (question order), for explanations and for follow-up logic. A cue split
 * by a drug name (a span in `skip`) is read through it, but only where the words matched
 * without reading through it are not taken: "Child-Pugh C dùng omeprazol được không?" asked
 * "dùng … được không" and found no cue, so the dose section answered a can-I-use question the
 * contraindication answers; while "không được dùng warfarin trong trường hợp nào" keeps its
 * "không được dùng" rather than becoming "dùng … trong trường hợp nào" (an indication cue).
 */
export function findSectionCues(
  question: string,
  skip: readonly SkippedSpan[] = [],
): SectionCueHit[] {
  const text = question.normalize('NFC');
  const tokens = tokenizeQuery(text);
  const direct = matchCues(COMPILED, tokens);
  const overlaps = (a: SkippedSpan, b: SkippedSpan) => a.start < b.end && a.end > b.start;
  const across =
    skip.length === 0
      ? []
      : matchCues(
          COMPILED,
          tokens.filter((t) => !skip.some((s) => overlaps(t, s))),
        ).filter(
          (m) =>
            skip.some((s) => m.start < s.start && s.end < m.end) &&
            !direct.some((d) => overlaps(d, m)),
        );
  return [...direct, ...across]
    .sort((a, b) => a.start - b.start)
    .map((m: CueMatch<Targets>) => ({
      phrase: text.slice(m.start, m.end),
      start: m.start,
      end: m.end,
      targets: m.value,
    }));
}

/**
 * Sections named after a population. "Liều sắt cho phụ nữ mang thai" asks for a dose for a
 * pregnant woman: when another section is asked for explicitly, the pregnancy or
 * breastfeeding words describe the patient and weigh POPULATION_SECTION_DAMPING as much.
 */
export const POPULATION_SECTIONS: ReadonlySet<SectionKey> = new Set([
  'thoi_ky_mang_thai',
  'thoi_ky_cho_con_bu',
]);
const POPULATION_SECTION_DAMPING = 0.6;
/**
 * A cue in a sentence that tells (the patient, what was taken, what happened) while another
 * sentence asks weighs this much (find-asking-sentences.ts): it still counts, the asking
 * sentence's cues lead.
 */
const TELLING_DAMPING = 0.5;
const EXPLICIT = 0.9;
/**
 * "được chỉ định diclofenac", "bác sĩ chỉ định tiêm …": the drug was prescribed, a story told,
 * not its indications asked. Measured on unseen batch 134 (first run, DICLOFENAC): "BN … được chỉ
 * định diclofenac ống 75 mg/3 ml tiêm bắp, tiêm ở vị trí nào …?" was answered from Chỉ định.
 */
function tellsPrescribed(question: string, hit: SectionCueHit): boolean {
  if (hit.phrase.toLowerCase() !== 'chỉ định') return false;
  const before = question.slice(0, hit.start).toLowerCase();
  const after = question.slice(hit.end).toLowerCase();
  return (
    /(?<!\p{L})(?:được|đã|bs|bác sĩ)\s*$/u.test(before) ||
    /^\s*(?:dùng|tiêm|uống|truyền)(?!\p{L})/u.test(after)
  );
}

/**
 * A cue right after "đã" (already done) tells what was done, whatever sentence it is in: "Bác sĩ
 * đã giảm liều rồi mà vẫn không đỡ thì phải làm sao?" asks what to do about the effect, not the
 * dose. Measured on unseen batch 138 (first run, GABAPENTIN): answered from the dose section, the
 * ADR guidance "Nếu giảm liều mà không đỡ, phải ngừng thuốc" never shown.
 */
function toldAsDone(question: string, hit: SectionCueHit): boolean {
  return /(?<!\p{L})đã\s*$/iu.test(question.slice(Math.max(0, hit.start - 8), hit.start));
}

/** Cues that are a unit: after a number they tell an amount. */
const AMOUNT_UNIT_CUES = new Set(['mg/kg']);

/**
 * Question → sections it asks about, strongest first. A section's weight is the sum of its
 * cues' weights (the patient's parameters as a floor, see findPatientSections), capped at 1; the order uses the uncapped sum, ties keep the book's order. No cue → [] (the caller
 * decides; a follow-up inherits the previous turn's intent).
 */
export function detectSectionIntent(
  question: string,
  patient: PatientParameters = readPatientParameters(question),
  skip: readonly SkippedSpan[] = [],
  folded?: string,
): SectionWeight[] {
  const totals = new Map<SectionKey, number>();
  const told = new Map<SectionKey, number>();
  let onlyOrganCues = true;
  const hits = findSectionCues(question, skip).filter((hit) => hit.targets.length > 0);
  const asking = folded === undefined ? null : findAskingSentences(question, folded);
  const inAsking = (hit: SectionCueHit) =>
    asking?.some((s) => hit.start >= s.start && hit.end <= s.end) ?? true;
  // A poisoning told ("uống nhầm khoảng 8 viên", "uống khoảng 25 viên") is what the question is
  // about, whatever the asking sentence asks of it ("chăm sóc ban đầu thế nào?", "phải theo dõi
  // những gì?"): its cue is not damped. Measured on unseen batch 35 (first run): the first was
  // answered with the 7-year-old's doses; on batch 37 (first run), the second from Thận trọng.
  // Only the poisoning: a told dose or caution cue under a partner asked about ("Could
  // calcitriol raise her digoxin level?") is the patient's story (unseen batch 34).
  const foldedQuestion = folded ?? foldDiacritics(question.normalize('NFC')).toLowerCase();
  const missedDose = hits.some((hit) => MISSED_DOSE_PHRASES.has(hit.phrase.toLowerCase()));
  for (const hit of hits) {
    if (
      missedDose &&
      DOUBLED.test(hit.phrase.toLowerCase()) &&
      hit.targets.some((t) => t.key === OVERDOSE)
    )
      continue;
    // "How much … gets into breast milk / is absorbed" asks what the body takes up, not a dose
    // (asks-dose-words.ts). Measured on unseen batch 117 (first run): "How much diclofenac gets
    // into breast milk …?" was answered from the dose section.
    if (hit.phrase.toLowerCase() === 'how much' && !asksDoseAmount(foldedQuestion)) continue;
    // An amount told ("enoxaparin 1 mg/kg q12h — is there a specific caution …?") asks no dose:
    // measured on unseen batch 25 (first run), that question was answered from Liều lượng.
    if (
      AMOUNT_UNIT_CUES.has(hit.phrase.toLowerCase()) &&
      /\d\s*$/.test(question.slice(0, hit.start))
    )
      continue;
    if (tellsPrescribed(question, hit)) continue;
    if (!ORGAN_CUE_TARGETS.has(hit.targets)) onlyOrganCues = false;
    const telling = !inAsking(hit) || toldAsDone(question, hit);
    const into = telling ? told : totals;
    for (const target of hit.targets) {
      // What the telling sentences say of one section counts once (its strongest cue): measured
      // on unseen batch 26, "… bị tai biến não mấy lần … kê diazepam 5 mg buổi tối. … có cần
      // lưu ý gì không?" summed two told dosing cues over the caution the last sentence asks.
      const damped =
        telling && target.key !== OVERDOSE && !MISSED_DOSE_PHRASES.has(hit.phrase.toLowerCase());
      const weight = damped ? target.weight * TELLING_DAMPING : target.weight;
      into.set(
        target.key,
        telling
          ? Math.max(into.get(target.key) ?? 0, weight)
          : (into.get(target.key) ?? 0) + weight,
      );
    }
  }
  for (const [key, weight] of told) totals.set(key, (totals.get(key) ?? 0) + weight);
  // An ingestion told as an event asks its management however the amount is worded: the
  // overdose cues above are amounts, and "swallowed some of grandma's tablets" matched none.
  if (folded !== undefined && tellsIngestionEvent(question, folded))
    totals.set(OVERDOSE, Math.max(totals.get(OVERDOSE) ?? 0, EXPLICIT));
  // The patient the question describes steers at least as much as a cue naming it would; taken
  // as a floor, not added, so "Clcr 40" (a cue and a parameter) is not counted twice.
  for (const target of findPatientSections(patient)) {
    totals.set(target.key, Math.max(totals.get(target.key) ?? 0, target.weight));
  }
  if (totals.size === 0) {
    for (const hit of matchCues(AMOUNT_CUES, tokenizeQuery(question.normalize('NFC')))) {
      for (const target of hit.value) totals.set(target.key, target.weight);
    }
  }
  // A can-use question with the patient inside it ("dùng được cho trẻ sơ sinh không?") and no
  // cue of its own: the weights of "dùng được không" (asks-can-use.ts). A patient's cue does not
  // make it a dosing question: measured on the real book (SPIRONOLACTON), "Spironolacton cho
  // người suy gan được không?" ("suy gan" → Liều lượng, 0.5) led with "Cách dùng: Tránh dùng các
  // chế phẩm chứa nhiều kali" while Thận trọng names "chức năng gan".
  const organOnly =
    onlyOrganCues && [...totals.keys()].every((key) => key === 'lieu_luong_va_cach_dung');
  if ((totals.size === 0 || organOnly) && asksCanUse(question)) {
    totals.set('chong_chi_dinh', 0.5);
    totals.set('than_trong', 0.4);
  }

  const explicitOther = [...totals].some(
    ([key, total]) => !POPULATION_SECTIONS.has(key) && total >= EXPLICIT,
  );
  if (explicitOther) {
    for (const key of POPULATION_SECTIONS) {
      const total = totals.get(key);
      if (total !== undefined) totals.set(key, total * POPULATION_SECTION_DAMPING);
    }
  }
  // Ranked by the uncapped sum (two dosing cues outrank one contraindication cue), reported
  // capped at 1.
  return [...totals]
    .sort((a, b) => b[1] - a[1] || SECTION_KEYS.indexOf(a[0]) - SECTION_KEYS.indexOf(b[0]))
    .map(([key, total]) => ({ key, weight: Math.min(1, Math.round(total * 100) / 100) }));
}

const MISSED_DOSE_PHRASES: ReadonlySet<string> = new Set(
  MISSED_DOSE_CUES.map((p) => p.normalize('NFC')),
);
const DOUBLED = /gấp đôi|double/u;

/** Exposed for tests: every cue phrase and its targets. */
export const SECTION_CUE_PHRASES = SECTION_CUES;
