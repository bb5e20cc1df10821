import { isDialysisAskedAt } from './blank-dialysis-asked';
import { isUnbornChildAt, isWantedChildAt } from './wanted-child';
import { isYoungAdjectiveAt } from './young-adjective';
import { compileCues, foldPhrase, matchCues, type CuePhrase } from './match-cue-phrases';
import { isNegatedAt, isPastPregnancyAt, isPreventedAt } from './mask-negated-states';
import { tokenizeQuery } from './tokenize-query';
import { foldDiacritics } from '@/lib/text/fold-diacritics';
import type { PatientParameters } from '@/lib/schema/patient-parameters';

export const POPULATION_KEYS = [
  'tre_so_sinh',
  'tre_em',
  'nguoi_lon',
  'nguoi_cao_tuoi',
  'phu_nu_co_thai',
  'cho_con_bu',
  'suy_than',
  'suy_gan',
  'loc_mau',
] as const;
export type PopulationKey = (typeof POPULATION_KEYS)[number];

export interface AgeBound {
  min?: number;
  max?: number;
}

export interface PopulationCue {
  key: PopulationKey;
  /** The question's words, as typed. */
  phrase: string;
  /** Offsets into the NFC question. */
  start: number;
  end: number;
  /** Age read from the phrase, in years ("trẻ dưới 6 tuổi" → { max: 6 }). */
  ageYears?: AgeBound;
}

const LABELS: Record<PopulationKey, readonly string[]> = {
  tre_so_sinh: ['trẻ sơ sinh', 'sơ sinh', 'trẻ đẻ non', 'tháng tuổi'],
  tre_em: ['trẻ em', 'trẻ nhỏ', 'trẻ', 'nhi khoa'],
  nguoi_lon: ['người lớn'],
  nguoi_cao_tuoi: ['người cao tuổi', 'người già', 'cao tuổi'],
  // "người bệnh mang thai" as CLINDAMYCIN's dose line prints it ("7 ngày liên tục cho người bệnh
  // mang thai"): unread, a pregnant patient's course was answered from Thời kỳ mang thai alone
  // (first-set batch 99, first run).
  phu_nu_co_thai: [
    'người mang thai',
    'phụ nữ mang thai',
    'phụ nữ có thai',
    'có thai',
    'người bệnh mang thai',
  ],
  cho_con_bu: ['cho con bú', 'sữa mẹ'],
  suy_than: ['suy thận', 'độ thanh thải creatinin', 'clcr', 'chức năng thận'],
  // "Bệnh gan tiến triển" is how Chống chỉ định names the patient a Child-Pugh question asks
  // about: without it "Suy gan dùng atorvastatin được không?" found no section naming the
  // population and abstained.
  suy_gan: ['suy gan', 'xơ gan', 'chức năng gan', 'bệnh gan'],
  loc_mau: ['lọc máu', 'thẩm phân', 'thẩm tách'],
};

/**
 * The labels the book prints before population-specific text ("Trẻ em:", "Người cao tuổi:",
 * "Suy thận:", "Trẻ sơ sinh cho tới 3 tháng tuổi:", "người bệnh suy thận" — seen in the real
 * samples), folded, so retrieval can boost chunks whose text or context labels carry the
 * population asked about.
 */
export const POPULATION_LABEL_PHRASES: Readonly<Record<PopulationKey, readonly string[]>> = (() => {
  const folded = {} as Record<PopulationKey, readonly string[]>;
  for (const key of POPULATION_KEYS) folded[key] = LABELS[key].map(foldPhrase);
  return folded;
})();

/** A fixed population, or an age phrase whose numbers decide it. */
type CueValue =
  | { kind: 'fixed'; key: PopulationKey }
  | { kind: 'age'; bound: 'under' | 'over' | 'at' | 'range'; unit: 'year' | 'month' | 'day' };

const fixed = (key: PopulationKey): CueValue => ({ kind: 'fixed', key });
const age = (
  bound: 'under' | 'over' | 'at' | 'range',
  unit: 'year' | 'month' | 'day' = 'year',
): CueValue => ({ kind: 'age', bound, unit });

const CHILD_WORDS = ['trẻ', 'bé', 'trẻ em', 'cháu', 'con', 'bệnh nhi'] as const;

const POPULATION_CUES: readonly CuePhrase<CueValue>[] = [
  { phrase: 'trẻ sơ sinh', value: fixed('tre_so_sinh') },
  { phrase: 'sơ sinh', value: fixed('tre_so_sinh') },
  { phrase: 'trẻ đẻ non', value: fixed('tre_so_sinh') },
  { phrase: 'sinh non', value: fixed('tre_so_sinh') },
  { phrase: 'trẻ non tháng', value: fixed('tre_so_sinh') },
  { phrase: 'trẻ em', value: fixed('tre_em') },
  { phrase: 'trẻ nhỏ', value: fixed('tre_em') },
  { phrase: 'trẻ', value: fixed('tre_em') },
  { phrase: 'bệnh nhi', value: fixed('tre_em') },
  { phrase: 'nhi khoa', value: fixed('tre_em') },
  { phrase: 'nhũ nhi', value: fixed('tre_em') },
  { phrase: 'em bé', value: fixed('tre_em') },
  { phrase: 'cháu bé', value: fixed('tre_em') },
  // Folded "be" is also bể/bẻ/bề: a lone "bé" must be typed with its accent.
  { phrase: 'bé', value: fixed('tre_em'), foldedOk: false },
  { phrase: 'thiếu niên', value: fixed('tre_em') },
  { phrase: 'vị thành niên', value: fixed('tre_em') },
  { phrase: 'người lớn', value: fixed('nguoi_lon') },
  { phrase: 'người trưởng thành', value: fixed('nguoi_lon') },
  { phrase: 'người cao tuổi', value: fixed('nguoi_cao_tuoi') },
  { phrase: 'người lớn tuổi', value: fixed('nguoi_cao_tuoi') },
  { phrase: 'người già', value: fixed('nguoi_cao_tuoi') },
  { phrase: 'cao tuổi', value: fixed('nguoi_cao_tuoi') },
  { phrase: 'phụ nữ có thai', value: fixed('phu_nu_co_thai') },
  { phrase: 'phụ nữ mang thai', value: fixed('phu_nu_co_thai') },
  { phrase: 'người mang thai', value: fixed('phu_nu_co_thai') },
  { phrase: 'có thai', value: fixed('phu_nu_co_thai') },
  { phrase: 'mang thai', value: fixed('phu_nu_co_thai') },
  { phrase: 'thai phụ', value: fixed('phu_nu_co_thai') },
  { phrase: 'bà bầu', value: fixed('phu_nu_co_thai') },
  { phrase: 'bầu', value: fixed('phu_nu_co_thai') },
  { phrase: 'cho con bú', value: fixed('cho_con_bu') },
  { phrase: 'đang cho bú', value: fixed('cho_con_bu') },
  { phrase: 'nuôi con bằng sữa mẹ', value: fixed('cho_con_bu') },
  { phrase: 'suy thận', value: fixed('suy_than') },
  { phrase: 'suy chức năng thận', value: fixed('suy_than') },
  { phrase: 'bệnh thận', value: fixed('suy_than') },
  { phrase: 'giảm chức năng thận', value: fixed('suy_than') },
  { phrase: 'suy giảm chức năng thận', value: fixed('suy_than') },
  { phrase: 'chức năng thận kém', value: fixed('suy_than') },
  { phrase: 'chức năng thận giảm', value: fixed('suy_than') },
  { phrase: 'độ thanh thải creatinin', value: fixed('suy_than') },
  { phrase: 'thanh thải creatinin', value: fixed('suy_than') },
  { phrase: 'clcr', value: fixed('suy_than') },
  { phrase: 'mức lọc cầu thận', value: fixed('suy_than') },
  { phrase: 'egfr', value: fixed('suy_than') },
  { phrase: 'suy gan', value: fixed('suy_gan') },
  { phrase: 'xơ gan', value: fixed('suy_gan') },
  { phrase: 'bệnh gan', value: fixed('suy_gan') },
  { phrase: 'suy chức năng gan', value: fixed('suy_gan') },
  { phrase: 'giảm chức năng gan', value: fixed('suy_gan') },
  { phrase: 'chức năng gan kém', value: fixed('suy_gan') },
  { phrase: 'lọc máu', value: fixed('loc_mau') },
  { phrase: 'thẩm phân', value: fixed('loc_mau') },
  { phrase: 'thẩm tách', value: fixed('loc_mau') },
  { phrase: 'chạy thận', value: fixed('loc_mau') },
  { phrase: 'chạy thận nhân tạo', value: fixed('loc_mau') },
  { phrase: 'lọc màng bụng', value: fixed('loc_mau') },
  // English, as Vietnamese clinicians often write it (issue 37): the same populations.
  ...(
    [
      ['tre_so_sinh', ['neonate', 'neonates', 'neonatal', 'newborn', 'newborns', 'preterm']],
      ['tre_em', ['child', 'children', 'pediatric', 'paediatric', 'infant', 'infants', 'paeds']],
      ['nguoi_lon', ['adult', 'adults']],
      ['nguoi_cao_tuoi', ['elderly', 'geriatric', 'older adults', 'older patients']],
      ['phu_nu_co_thai', ['pregnancy', 'pregnant', 'trimester']],
      [
        'cho_con_bu',
        // "expressing breast milk for her baby" (first-set batch 101, first run: read as no
        // nursing mother, and ACARBOSE's "Người mang thai hoặc đang cho con bú" never led)
        [
          'breastfeeding',
          'breast feeding',
          'lactation',
          'lactating',
          'nursing mother',
          'breast milk',
          'breastmilk',
          'expressing milk',
          'pumping milk',
        ],
      ],
      [
        'suy_than',
        [
          'renal impairment',
          'renal failure',
          'renal insufficiency',
          'kidney disease',
          'kidney failure',
          'crcl',
          'creatinine clearance',
          'gfr',
        ],
      ],
      [
        'suy_gan',
        ['hepatic impairment', 'liver disease', 'liver failure', 'hepatic failure', 'cirrhosis'],
      ],
      ['loc_mau', ['dialysis', 'hemodialysis', 'haemodialysis', 'peritoneal dialysis']],
    ] as const
  ).flatMap(([key, phrases]) => phrases.map((phrase) => ({ phrase, value: fixed(key) }))),
  // Ages: "trẻ dưới 6 tuổi", "bé 18 tháng", "trẻ từ 2 đến 12 tuổi", "bệnh nhân 70 tuổi".
  ...CHILD_WORDS.flatMap((child): CuePhrase<CueValue>[] => [
    { phrase: `${child} dưới # tuổi`, value: age('under') },
    { phrase: `${child} trên # tuổi`, value: age('over') },
    { phrase: `${child} # tuổi`, value: age('at') },
    { phrase: `${child} từ # đến # tuổi`, value: age('range') },
    { phrase: `${child} từ # tới # tuổi`, value: age('range') },
    { phrase: `${child} # # tuổi`, value: age('range') },
    { phrase: `${child} dưới # tháng`, value: age('under', 'month') },
    { phrase: `${child} dưới # tháng tuổi`, value: age('under', 'month') },
    { phrase: `${child} # tháng`, value: age('at', 'month') },
    { phrase: `${child} # tháng tuổi`, value: age('at', 'month') },
    { phrase: `${child} # ngày tuổi`, value: age('at', 'day') },
  ]),
  { phrase: 'dưới # tuổi', value: age('under') },
  { phrase: 'trên # tuổi', value: age('over') },
  { phrase: 'từ # tuổi trở lên', value: age('over') },
  { phrase: '# tuổi', value: age('at') },
  { phrase: '# tháng tuổi', value: age('at', 'month') },
  { phrase: '# ngày tuổi', value: age('at', 'day') },
];

const COMPILED = compileCues(POPULATION_CUES);
const CHILD_PUGH = /^child[\s-]*pugh/iu;

const YEARS_PER: Record<'year' | 'month' | 'day', number> = {
  year: 1,
  month: 1 / 12,
  day: 1 / 365,
};

/** The age from which a patient is elderly (Vietnam's Law on the Elderly): one number for all. */
export const ELDERLY_FROM_YEARS = 60;

/** The patient is elderly: an age from ELDERLY_FROM_YEARS, or the word. */
export const isElderly = (p: Pick<PatientParameters, 'age_group' | 'age_years'>) =>
  p.age_group === 'nguoi_cao_tuoi' || (p.age_years?.min ?? 0) >= ELDERLY_FROM_YEARS;

/** Age bound → population: under 1 month is a newborn, under 18 a child, 60 and over elderly. */
function classifyAge(bound: AgeBound): PopulationKey {
  const max = bound.max ?? Number.POSITIVE_INFINITY;
  const min = bound.min ?? 0;
  if (max <= 1 / 12 + 1e-9) return 'tre_so_sinh';
  if (max < 18 || min < 18) return min >= 18 ? 'nguoi_lon' : 'tre_em';
  if (min >= ELDERLY_FROM_YEARS) return 'nguoi_cao_tuoi';
  return 'nguoi_lon';
}

function ageBound(value: Extract<CueValue, { kind: 'age' }>, numbers: number[]): AgeBound | null {
  const scale = YEARS_PER[value.unit];
  const [a, b] = numbers.map((n) => n * scale);
  if (a === undefined || !Number.isFinite(a)) return null;
  switch (value.bound) {
    case 'under':
      return { max: a };
    case 'over':
      return { min: a };
    case 'at':
      return { min: a, max: a };
    case 'range':
      return b === undefined ? null : { min: Math.min(a, b), max: Math.max(a, b) };
  }
}

/** A value told normal right after its name: "bình thường", "trong giới hạn bình thường", "normal". */
const TOLD_NORMAL =
  /^\s*(?:(?:van|con|deu|o\s+muc|trong\s+gioi\s+han|is|was|within)\s+)?(?:binh\s+thuong|normal)(?![\p{L}])/u;

/** Populations a question names, in question order ("trẻ dưới 6 tuổi suy thận" → tre_em, suy_than). */
/** The states of an organ: a question may ask to prevent one, and a dose may not name it. */
export const ORGAN_STATES: ReadonlySet<PopulationKey> = new Set(['suy_than', 'suy_gan']);

export function detectPopulations(
  question: string,
  /** foldDiacritics of the NFC question, when the caller has it (the request's QuestionText). */
  folded: string = foldDiacritics(question.normalize('NFC')),
): PopulationCue[] {
  const text = question.normalize('NFC');
  const aligned = folded.length === text.length;
  const out: PopulationCue[] = [];
  for (const m of matchCues(COMPILED, tokenizeQuery(text))) {
    const phrase = text.slice(m.start, m.end);
    // "không chạy thận", "chưa có thai": a state the patient is said not to be in.
    if (aligned && isNegatedAt(folded, m.start)) continue;
    // "before pregnancy", "trước khi có thai": not now (mask-negated-states.ts).
    const pregnancy = m.value.kind === 'fixed' && m.value.key === 'phu_nu_co_thai';
    if (pregnancy && aligned && isPastPregnancyAt(folded, m.start)) continue;
    if (m.value.kind === 'fixed') {
      // "Child-Pugh" is the liver's score, not a child (English "child" alone is); the patient
      // reader reads the score (read-patient-parameters.ts).
      if (m.value.key === 'tre_em' && CHILD_PUGH.test(text.slice(m.start))) continue;
      // "bs trẻ": a young doctor, no child (young-adjective.ts).
      if (m.value.key === 'tre_em' && aligned && isYoungAdjectiveAt(folded, m.start)) continue;
      // "muốn có em bé": a child wanted, the patient an adult (wanted-child.ts).
      if (m.value.key === 'tre_em' && aligned && isWantedChildAt(folded, m.start)) continue;
      // "có thai 7 tuần … có hại em bé không": the unborn child (wanted-child.ts).
      if (m.value.key === 'tre_em' && aligned && isUnbornChildAt(folded, m.start)) continue;
      // "có phải chạy thận không?": dialysis asked about, not had (blank-dialysis-asked.ts).
      if (m.value.key === 'loc_mau' && aligned && isDialysisAskedAt(folded, m.start)) continue;
      // "Clcr bình thường", "eGFR normal": a kidney told normal is no renal patient (unseen batch
      // 60, first run: "… béo phì, nặng 138 kg … Clcr bình thường. Tính liều … theo cân nặng
      // thực …?" led with the renal lines, the obese patient's line never named).
      if (m.value.key === 'suy_than' && aligned && TOLD_NORMAL.test(folded.slice(m.end))) continue;
      // "dự phòng suy giảm chức năng thận": what the drug is to prevent (mask-negated-states.ts).
      if (ORGAN_STATES.has(m.value.key) && aligned && isPreventedAt(folded, m.start)) continue;
      out.push({ key: m.value.key, phrase, start: m.start, end: m.end });
      continue;
    }
    const bound = ageBound(m.value, m.numbers);
    // An age over 130 is not an age ("500 tuổi" is a typo or not about a patient).
    if (!bound || (bound.min ?? 0) > 130 || (bound.max ?? 0) > 130) continue;
    out.push({ key: classifyAge(bound), phrase, start: m.start, end: m.end, ageYears: bound });
  }
  return out;
}

/** Distinct population keys, first mention first. */
export function populationKeys(cues: readonly PopulationCue[]): PopulationKey[] {
  return [...new Set(cues.map((c) => c.key))];
}
