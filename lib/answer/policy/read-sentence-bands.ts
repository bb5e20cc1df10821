import { memoizeByToken } from '@/lib/text/memoize-by-token';
import type {
  BandQuantity,
  HepaticSeverity,
  PatientParameters,
  ValueInterval,
} from '@/lib/schema/patient-parameters';
import { findNumericBands } from '@/lib/text/find-numeric-bands';
import { foldDiacritics } from '@/lib/text/fold-diacritics';
import { splitSentences } from './split-sentences';

/**
 * The conditions a sentence of the book states, clause by clause (issue 9 item 2). The book
 * writes several bands in one sentence — "30 - 50 ml/phút: …; 10 - 29 ml/phút: …; dưới 10
 * ml/phút: …", "giảm 50% khi mức lọc cầu thận từ 25 - 50 ml/phút và giảm 75% khi dưới 25
 * ml/phút", "Không cần điều chỉnh liều ở người suy gan nhẹ; ở người suy gan nặng, giảm …" — so
 * a clause, not the sentence, is what fits or excludes a patient. Read by grammar: clauses end
 * at ";", and a clause holding two bands of one quantity is cut at the "và"/"," between them.
 */

export type BandCondition =
  | {
      kind: 'numeric';
      quantity: BandQuantity;
      interval: ValueInterval;
      /** Read from a population word ("Người lớn", "Trẻ em"), not from a number in the text. */
      implicit?: boolean;
    }
  | { kind: 'hepatic'; severity: HepaticSeverity }
  /** A bleeding grade the book steps an overdose by: the patient's grades it fits. */
  | { kind: 'bleeding'; fits: readonly Bleeding[] }
  | { kind: 'trimester'; trimester: 1 | 2 | 3 }
  /**
   * The sex a serum creatinine band is for ("> 1,5 mg/dl ở nam, > 1,4 mg/dl ở nữ"). Read only
   * beside such a band: "phụ nữ có thai" elsewhere is a population, not a sex band.
   */
  | { kind: 'sex'; sex: 'male' | 'female' };

export interface BandClause {
  /** Offsets into the sentence. */
  start: number;
  end: number;
  /** Where the clause's first condition starts (its "head" ends there). */
  conditionStart: number | null;
  /** Where the clause's first condition ends ("10 - 29 ml/phút" is text[conditionStart, conditionEnd]). */
  conditionEnd: number | null;
  conditions: BandCondition[];
}

interface Mention {
  condition: BandCondition;
  start: number;
  end: number;
}

/**
 * "suy gan nặng", "Child-Pugh B", and two grades joined ("Suy gan vừa và nặng", "suy gan nhẹ
 * đến vừa"): each grade named, and those between for a range. Measured on first-set batch 88
 * (stop 58, first run): ABACAVIR's "Suy gan vừa và nặng" was read as moderate only, and a
 * Child-Pugh C cirrhosis was told no band of the book held it.
 */
const HEPATIC =
  /suy\s+(?:chuc\s+nang\s+)?gan\s+(?:muc\s+do\s+)?(nhe|vua|trung\s+binh|nang)(?:\s*(,|va|hoac|den|toi|-|–)\s*(?:suy\s+gan\s+)?(nhe|vua|trung\s+binh|nang)(?![\p{L}]))?|child[\s-]*pugh\s+(a|b|c)(?![\p{L}])/gu;
const SEVERITY_ORDER: readonly HepaticSeverity[] = ['nhe', 'vua', 'nang'];
const severityOf = (word: string): HepaticSeverity =>
  word === 'nhe' ? 'nhe' : word === 'nang' ? 'nang' : 'vua';

/** The grades a hepatic mention names: one, two joined, or a range ("nhẹ đến nặng"). */
function hepaticGrades(m: RegExpMatchArray): HepaticSeverity[] {
  if (m[4]) return [{ a: 'nhe', b: 'vua', c: 'nang' }[m[4]] as HepaticSeverity];
  const first = severityOf(m[1]!);
  if (!m[3]) return [first];
  const second = severityOf(m[3]);
  if (!/^(?:den|toi|-|–)$/.test(m[2]!)) return [...new Set([first, second])];
  const [i, j] = [SEVERITY_ORDER.indexOf(first), SEVERITY_ORDER.indexOf(second)];
  return SEVERITY_ORDER.slice(Math.min(i, j), Math.max(i, j) + 1);
}
const TRIMESTER =
  /(?<![\p{L}])(?:(?:ba|3)\s+thang|tam\s+ca\s+nguyet(?:\s+thu)?)\s+(dau|giua|cuoi|nhat|hai|ba|iii|ii|i)(?![\p{L}])/gu;
/**
 * Half a pregnancy ("nửa cuối thai kỳ", "nửa sau của thai kỳ"), read as the trimesters it
 * reaches into: the second half is the second and third, the first half the first and second.
 * Measured (stop 61, a doctor's question, DOXYCYCLIN): "không dùng doxycyclin trong nửa cuối thai
 * kỳ" was read as no band, and a woman at 10 weeks was told the book advises against the drug
 * "như người bệnh trong câu hỏi".
 */
const PREGNANCY_HALF =
  /(?<![\p{L}])nua\s+(dau|cuoi|sau)\s+(?:cua\s+)?(?:thai\s+ky|thoi\s+ky\s+mang\s+thai)(?![\p{L}])/gu;
const TRIMESTER_OF: Record<string, 1 | 2 | 3> = {
  dau: 1,
  nhat: 1,
  i: 1,
  giua: 2,
  hai: 2,
  ii: 2,
  cuoi: 3,
  ba: 3,
  iii: 3,
};

function mentionsIn(text: string): Mention[] {
  const folded = foldDiacritics(text);
  // No digit, no age ("hai tuổi", a number in words) and no hepatic or trimester word: nothing
  // to read (most sentences of a section).
  if (!/\d/.test(folded) && !/gan|pugh|thang|nguyet|tuoi|chay\s+mau|nua/.test(folded)) return [];
  const out: Mention[] = findNumericBands(text, folded).map((b) => ({
    condition: { kind: 'numeric', quantity: b.quantity, interval: b.interval },
    start: b.start,
    end: b.end,
  }));
  if (folded.length !== text.length) return out;
  for (const m of folded.matchAll(HEPATIC))
    for (const severity of hepaticGrades(m))
      out.push({
        condition: { kind: 'hepatic', severity },
        start: m.index,
        end: m.index + m[0].length,
      });
  for (const m of folded.matchAll(TRIMESTER)) {
    out.push({
      condition: { kind: 'trimester', trimester: TRIMESTER_OF[m[1]!]! },
      start: m.index,
      end: m.index + m[0].length,
    });
  }
  for (const m of folded.matchAll(PREGNANCY_HALF))
    for (const trimester of m[1] === 'dau' ? ([1, 2] as const) : ([2, 3] as const))
      out.push({
        condition: { kind: 'trimester', trimester },
        start: m.index,
        end: m.index + m[0].length,
      });
  for (const m of folded.matchAll(BLEEDING_GRADE)) {
    const g = m.groups!;
    const fits: Bleeding[] = g.except
      ? ['none', 'gum_nose']
      : g.none
        ? ['none']
        : g.minor
          ? ['gum_nose', 'minor']
          : ['major'];
    out.push({ condition: { kind: 'bleeding', fits }, start: m.index, end: m.index + m[0].length });
  }
  out.push(...sexMentions(text, folded, out));
  return out.sort((a, b) => a.start - b.start);
}

type Bleeding = NonNullable<PatientParameters['bleeding']>;

/**
 * The bleeding grades an overdose's steps are printed by ("INR > 8, không có chảy máu", "5 < INR <
 * 8, không có biểu hiện chảy máu khác ngoài chảy máu lợi hoặc chảy máu cam", "có chảy máu nhẹ",
 * "chảy máu nặng"), matched against the bleeding the question tells (read-bleeding.ts). Measured
 * on first-set batch 90 (stop 58, first run): bruises and a little blood in the urine at INR 9,6
 * led with "INR > 8, không có chảy máu".
 */
const BLEEDING_GRADE =
  /(?<![\p{L}])(?:(?<except>khong\s+co\s+(?:bieu\s+hien\s+)?chay\s+mau\s+khac\s+ngoai\s+chay\s+mau\s+(?:loi|cam)(?:\s+hoac\s+chay\s+mau\s+(?:loi|cam))?)|(?<none>khong\s+co\s+(?:bieu\s+hien\s+)?chay\s+mau)|(?<minor>chay\s+mau\s+nhe)|(?<major>chay\s+mau\s+nang))(?![\p{L}])/gu;

/** "ở nam", "nam giới", "ở nữ", "phụ nữ", "đàn ông", as the book writes a creatinine band's sex. */
const SEX =
  /(?<![\p{L}])(?:o\s+(?<o>nam|nu)(?:\s+gioi)?|(?<g>nam|nu)\s+gioi|(?<w>phu\s+nu|dan\s+ong|dan\s+ba))(?![\p{L}])/gu;

/**
 * The sexes written right after a serum creatinine band ("> 1,5 mg/dl ở nam") or right before
 * it ("ở nữ: > 1,4 mg/dl"), in the same clause. "nam" must be written "nam" (folded, "năm" is
 * a year), "nữ" "nữ".
 */
function sexMentions(text: string, folded: string, mentions: readonly Mention[]): Mention[] {
  const bands = mentions.filter(
    (m) => m.condition.kind === 'numeric' && m.condition.quantity === 'serum_creatinine_mg_dl',
  );
  if (bands.length === 0) return [];
  const out: Mention[] = [];
  for (const m of folded.matchAll(SEX)) {
    const start = m.index;
    const end = start + m[0].length;
    const near = bands.some((b) => {
      const between = start >= b.end ? folded.slice(b.end, start) : folded.slice(end, b.start);
      return (start >= b.end ? start - b.end <= 15 : b.start - end <= 25) && !/[.;]/.test(between);
    });
    if (!near) continue;
    const word = m.groups!.o ?? m.groups!.g ?? m.groups!.w!;
    const written = text.slice(start, end).toLowerCase();
    const male = word === 'nam' || word === 'dan ong';
    if (word === 'nam' && !/(?<![\p{L}])nam(?![\p{L}])/u.test(written)) continue;
    if (word === 'nu' && !/nữ/u.test(written)) continue;
    out.push({ condition: { kind: 'sex', sex: male ? 'male' : 'female' }, start, end });
  }
  return out;
}

const sameKind = (a: BandCondition, b: BandCondition) =>
  a.kind === b.kind &&
  (a.kind !== 'numeric' || (b.kind === 'numeric' && a.quantity === b.quantity));

/**
 * Sentences repeat across requests (the same chunks answer the same drugs): their clauses are
 * kept, bounded, so a request pays only for sentences not read before (bench:api budget).
 */
const CACHE_LIMIT = 20_000;

/** The sentence cut into clauses, each with the conditions it states. */
export const readSentenceBands: (sentence: string) => BandClause[] = memoizeByToken(
  (sentence) => readClauses(sentence),
  CACHE_LIMIT,
);

function readClauses(sentence: string): BandClause[] {
  const mentions = mentionsIn(sentence);
  // Cut points: every ";", and the last "và"/"," between two mentions of one kind in a clause.
  // A sex is a band's qualifier, not a band: "> 1,5 mg/dl ở nam, > 1,4 mg/dl ở nữ" is cut
  // between the two creatinine bands, each clause keeping its sex.
  const bands = mentions.filter((m) => m.condition.kind !== 'sex');
  const cuts = new Set<number>();
  for (let i = sentence.indexOf(';'); i >= 0; i = sentence.indexOf(';', i + 1)) cuts.add(i + 1);
  for (let i = 1; i < bands.length; i += 1) {
    const prev = bands[i - 1]!;
    const cur = bands[i]!;
    if (!sameKind(prev.condition, cur.condition)) continue;
    const between = sentence.slice(prev.end, cur.start);
    if (between.includes(';')) continue;
    const folded = foldDiacritics(between);
    // "trong 3 tháng đầu và 3 tháng cuối": conditions joined with nothing between them are one
    // clause; a cut needs words of its own on both sides ("… và giảm 75% khi …").
    if (folded.replace(/\b(va|hoac)\b|[,\s]/g, '') === '') continue;
    const at = Math.max(
      folded.lastIndexOf(' va '),
      folded.lastIndexOf(', '),
      folded.lastIndexOf(' hoac '),
    );
    // "2 tuổi hoặc trên 2 tuổi" is one band (the reader joined it); a bare "-" joins a range.
    if (at >= 0) cuts.add(prev.end + at + 1);
  }
  const bounds = [0, ...[...cuts].sort((a, b) => a - b), sentence.length];
  const clauses: BandClause[] = [];
  for (let i = 0; i + 1 < bounds.length; i += 1) {
    let start = bounds[i]!;
    const end = bounds[i + 1]!;
    // The conjunction a cut falls before belongs to no clause.
    const lead = /^\s*(?:và|hoặc|,)?\s*/u.exec(sentence.slice(start, end));
    start += lead ? lead[0].length : 0;
    if (sentence.slice(start, end).trim() === '') continue;
    const inside = mentions.filter((m) => m.start >= start && m.end <= end);
    clauses.push({
      start,
      end,
      conditionStart: inside[0]?.start ?? null,
      conditionEnd: inside[0]?.end ?? null,
      conditions: inside.map((m) => m.condition),
    });
  }
  return clauses;
}

/** What the label chain a sentence sits under says about the patient ("Trẻ em dưới 12 tuổi:"). */
export function readLabelConditions(labels: readonly string[]): BandCondition[] {
  const out: BandCondition[] = [];
  for (const label of labels) out.push(...labelConditions(label));
  return out;
}

/**
 * One label's conditions, kept per label text (bounded, cleared whole as readSentenceBands'
 * cache is). A book has few label texts and every sentence under one re-reads it, once for the
 * chain and once per clause (matchUnderLabels): measured, reading them again (mentionsIn's fold
 * and regular expressions, up to four times a label) was ~4% of an answer's CPU (in-process
 * profile of 2,000 bench:api questions on the 680-monograph index).
 */
const LABEL_CACHE_LIMIT = 4_096;

const labelConditions: (label: string) => readonly BandCondition[] = memoizeByToken(
  (label) => readOneLabel(label),
  LABEL_CACHE_LIMIT,
);

function readOneLabel(label: string): BandCondition[] {
  const out: BandCondition[] = [];
  out.push(...mentionsIn(label).map((m) => m.condition));
  const folded = foldDiacritics(label);
  // The book's population labels are bands too: an adult dose does not answer for a child.
  // "Ở người lớn và thiếu niên nhiễm HIV:" opens with its population too; the adolescent it adds
  // is 10 and over (WHO). Measured on unseen batch 41 (COTRIMOXAZOL): read as no band, the
  // Pneumocystis prophylaxis dose fitted no 30-year-old, who was shown other indications' doses.
  if (/^(?:(?:o|cho)\s+)?nguoi\s+lon\b/.test(folded) && !/tre/.test(folded))
    out.push({
      kind: 'numeric',
      quantity: 'age_years',
      interval: /\bthieu\s+nien\b/.test(folded) ? ADULT_AND_ADOLESCENT : ADULT,
      implicit: true,
    });
  if (/^(tre\s+em|tre\s+nho)\b/.test(folded) && mentionsIn(label).length === 0)
    out.push({ kind: 'numeric', quantity: 'age_years', interval: CHILD, implicit: true });
  // "Người cao tuổi" is 60 and over (Luật Người cao tuổi 2009, điều 2). Without it the book's
  // general elderly line fitted no 70-year-old: "Người 70 tuổi dùng digoxin liều thế nào?" led
  // with "Người lớn: …", and "Người cao tuổi: Dùng liều thấp hơn …" was not shown.
  if (/^(nguoi\s+cao\s+tuoi|nguoi\s+gia)\b/.test(folded) && mentionsIn(label).length === 0)
    out.push({ kind: 'numeric', quantity: 'age_years', interval: ELDERLY, implicit: true });
  // "Trẻ sơ sinh" is the first 28 days, as the question's "trẻ sơ sinh" is read. Measured on
  // the real book (SPIRONOLACTON): "Trẻ sơ sinh: Uống 1 - 2 mg/kg/ngày …" fitted a child of 5
  // under its "Trẻ em:" heading and led "Spironolacton liều cho trẻ 5 tuổi?", above "Từ 1
  // tháng đến 12 tuổi: Uống 1 - 3 mg/kg/ngày …". Only the bare label: one that goes on ("Trẻ
  // sơ sinh cho tới 3 tháng tuổi") is the book's own band, not 28 days.
  // A label that ends on its population states it too ("Glôcôm thứ phát và trước phẫu thuật
  // glôcôm góc đóng thứ phát ở người lớn"). Measured on the real book (ACETAZOLAMID): the dose
  // under that heading fitted no adult, and the open-angle adult dose led the question on it.
  const tail = /\bo\s+(nguoi\s+lon|tre\s+em)$/.exec(folded.trim());
  if (tail && mentionsIn(label).length === 0)
    out.push({
      kind: 'numeric',
      quantity: 'age_years',
      interval: tail[1]!.startsWith('nguoi') ? ADULT : CHILD,
      implicit: true,
    });
  // "Sơ sinh > 2,5 kg", "Sơ sinh 1,5 - 2,5 kg": the book bands its newborns by weight, and
  // they are newborns all the same. Measured on unseen real monographs (DIGOXIN, batch 4): an
  // infant of 10 months and 8 kg was shown "Sơ sinh > 2,5 kg: Ban đầu 45 microgam/kg …" as
  // fitting. A label that goes on with an age of its own is the book's own band.
  const newborn = /^(?:tre\s+)?so\s+sinh(?![\p{L}])/u.test(folded.trim());
  const statesItsAge = mentionsIn(label).some(
    (m) => m.condition.kind === 'numeric' && m.condition.quantity === 'age_years',
  );
  if (newborn && !statesItsAge && !/tuoi|thang|tuan|ngay/.test(folded))
    out.push({ kind: 'numeric', quantity: 'age_years', interval: NEONATE, implicit: true });
  return out;
}

const ADULT: ValueInterval = { min: 18, max: null, min_inclusive: true, max_inclusive: false };
const ADULT_AND_ADOLESCENT: ValueInterval = {
  min: 10,
  max: null,
  min_inclusive: true,
  max_inclusive: false,
};
const CHILD: ValueInterval = { min: 0, max: 18, min_inclusive: true, max_inclusive: false };
const ELDERLY: ValueInterval = { min: 60, max: null, min_inclusive: true, max_inclusive: false };
const NEONATE: ValueInterval = {
  min: 0,
  max: 28 / 365.25,
  min_inclusive: true,
  max_inclusive: true,
};

export type BandVerdict = 'fits' | 'excludes' | 'silent';

/**
 * The quantities whose bands the book draws below the usual patient: a clearance or a weight
 * under a threshold changes the dose, one above every band the book prints does not.
 */
const ADJUSTED_BELOW: readonly BandQuantity[] = ['renal_function', 'weight_kg'];

/**
 * Whether the patient's clearance or weight lies above every band of that quantity the sentences
 * print that excludes it (at least one), and under none: the book adjusts for patients below
 * those bands, not for this one. Measured on unseen batches 21–23: a
 * clearance of 70 to 95 told as context ("NMCT không ST chênh lên, 82 kg, Clcr 72 — enoxaparin
 * liều bao nhiêu?") led with "no band holds the value" and the renal lines, and the indication's
 * dose was never shown.
 */
export function liesAboveEveryBand(p: PatientParameters, sentences: readonly string[]): boolean {
  let above = 0;
  for (const text of sentences)
    for (const clause of readSentenceBands(text))
      for (const c of clause.conditions) {
        if (c.kind === 'numeric' && c.quantity === 'age_years' && !c.implicit) {
          const fit = adultOutsideAgeBand(p, c.interval);
          if (fit === false) return false;
          if (fit) above++;
          continue;
        }
        if (c.kind !== 'numeric' || !ADJUSTED_BELOW.includes(c.quantity) || c.implicit) continue;
        const v = patientValue(p, c.quantity);
        if (!v) continue;
        // A band that holds the value is the judge's to read (a line that fits is answered
        // before this is asked).
        // Nor a single value: "cân nặng tới 144 kg" is read as 144 kg, and says no band.
        if (c.interval.min !== null && c.interval.min === c.interval.max) continue;
        if (contains(c.interval, v) || !disjoint(c.interval, v)) continue;
        if (c.interval.max === null || v.min === null || v.min < c.interval.max) return false;
        above++;
      }
  return above > 0;
}

/**
 * An adult's age against an age band that leaves them out: true when the band is a child's or
 * an older patient's than this adult (the book's unbanded lines are this adult's), false when the
 * band leaves the adult out otherwise, null when the band says nothing of the age. Measured on
 * unseen batch 30 (first run): a 72-year-old's stroke prophylaxis led with "no band the book
 * prints holds the value" against an over-75 band, the bedridden patient's 40 mg line after it.
 */
function adultOutsideAgeBand(p: PatientParameters, band: ValueInterval): boolean | null {
  const v = p.age_years;
  if (!v || v.min === null || v.max === null) return null;
  // A kidney or liver patient's age is context: the organ's lines answer (unseen batch 30: a
  // 62-year-old on haemodialysis lost the renal line to a stent dose once read so).
  if (p.renal || p.dialysis || p.hepatic) return null;
  if (contains(band, v) || !disjoint(band, v)) return null;
  if (v.min < ADULT.min!) return false;
  if (band.max !== null && band.max <= CHILD.max!) return true;
  return band.min !== null && band.min >= ELDERLY.min! && v.max < band.min;
}

function contains(band: ValueInterval, v: ValueInterval): boolean {
  const lowOk =
    band.min === null ||
    (v.min !== null &&
      (v.min > band.min || (v.min === band.min && (band.min_inclusive || !v.min_inclusive))));
  const highOk =
    band.max === null ||
    (v.max !== null &&
      (v.max < band.max || (v.max === band.max && (band.max_inclusive || !v.max_inclusive))));
  return lowOk && highOk;
}

function disjoint(a: ValueInterval, b: ValueInterval): boolean {
  const below = (x: ValueInterval, y: ValueInterval) =>
    x.max !== null &&
    y.min !== null &&
    (x.max < y.min || (x.max === y.min && !(x.max_inclusive && y.min_inclusive)));
  return below(a, b) || below(b, a);
}

function patientValue(p: PatientParameters, q: BandQuantity): ValueInterval | undefined {
  if (q === 'renal_function') return p.renal?.value;
  if (q === 'weight_kg') return p.weight_kg;
  // Each its own measure: a serum creatinine is never held by a clearance band, nor the reverse
  // (lib/answer/safety/find-measure-mismatches.ts says so in a line).
  if (q === 'serum_creatinine_mg_dl') return p.serum_creatinine_mg_dl;
  if (q === 'heart_rate') return p.heart_rate;
  if (q === 'systolic_bp') return p.systolic_bp;
  if (q === 'diastolic_bp') return p.diastolic_bp;
  if (q === 'inr') return p.inr;
  if (q === 'hours_since_dose') return p.hours_since_dose;
  if (p.age_years) return p.age_years;
  if (p.age_group === 'so_sinh') return NEONATE;
  // "trẻ em" with no age: a child, so an adult band excludes and a "Trẻ em" label fits.
  if (p.age_group === 'tre_em') return CHILD;
  if (p.age_group === 'nguoi_lon') return ADULT;
  return undefined;
}

/**
 * Whether the patient may be under 18, as their age is read for the bands: a newborn, a child,
 * or an age interval that reaches below 18 ("trẻ dưới 5 tuổi" has no lower bound).
 */
export function mayBeChild(p: PatientParameters): boolean {
  const age = patientValue(p, 'age_years');
  return age !== undefined && (age.min === null || age.min < 18);
}

/**
 * A weight no infant has (OUTGROWN_INFANT_KG and above), told with no age: the bands of the first
 * year ("Sơ sinh > 2,5 kg:", "Trẻ dưới 1 tuổi:") are not this patient's. Measured on unseen batch
 * 16 once a near-normal kidney stopped sending the question elsewhere: "New AF …, 68 kg, eGFR
 * 75 … digitalize quickly by mouth …?" led with "Uống: Sơ sinh > 2,5 kg: Ban đầu 45 microgam/kg
 * …", whose weight band holds 68 kg.
 */
const OUTGROWN_INFANT_KG = 15;
export function outgrownInfantBand(c: BandCondition, p: PatientParameters): boolean {
  return (
    c.kind === 'numeric' &&
    c.quantity === 'age_years' &&
    c.interval.max !== null &&
    c.interval.max <= 1 &&
    (p.weight_kg?.min ?? 0) >= OUTGROWN_INFANT_KG
  );
}

function verdictOf(c: BandCondition, p: PatientParameters, asLabel = false): BandVerdict {
  if (c.kind === 'numeric') {
    const v = patientValue(p, c.quantity);
    if (!v) return outgrownInfantBand(c, p) ? 'excludes' : 'silent';
    if (contains(c.interval, v)) return 'fits';
    if (disjoint(c.interval, v)) return 'excludes';
    // A child known only as a child ("trẻ 10 kg", no age) is any age of childhood: a label for
    // part of it ("Trẻ em dưới 12 tuổi:") says for whom the line is, and they are among them.
    // An age inside a sentence stays a condition the child may not meet; an adult is not read
    // this way, the book prints "Người cao tuổi:" as the adult's peer. Measured on the sample
    // book: "Liều ibuprofen cho trẻ 10 kg?" led with "Trẻ em: 10 mg/kg/lần … (viêm khớp dạng
    // thấp …)" and never showed "Trẻ em dưới 12 tuổi: 5 - 10 mg/kg/lần …".
    // A neonate's band is not: the book prints "Trẻ sơ sinh" as the child's peer, and the
    // question's "trẻ sơ sinh" is its own group. Measured on the real book (CLINDAMYCIN), once
    // "một tháng tuổi" was read as a number: "Clindamycin liều cho trẻ em?" led with "Trẻ dưới
    // một tháng tuổi: 15 - 20 mg/kg/ngày …" over the child's "Uống: 8 - 20 mg/kg/ngày …".
    const neonatal = c.interval.max !== null && c.interval.max <= 1 / 12;
    return asLabel &&
      c.quantity === 'age_years' &&
      !neonatal &&
      !p.age_years &&
      p.age_group === 'tre_em'
      ? 'fits'
      : 'silent';
  }
  // A sex qualifies a band, never fits by itself: a man with no creatinine typed is not held by
  // "> 1,5 mg/dl ở nam". The other sex excludes the clause; an unknown sex excludes neither
  // clause, so both hold and the one of the patient's sex is shown (safety first: the line that
  // may be theirs is never hidden for want of a word).
  if (c.kind === 'sex') return p.sex !== undefined && p.sex !== c.sex ? 'excludes' : 'silent';
  if (c.kind === 'bleeding') {
    if (!p.bleeding) return 'silent';
    return c.fits.includes(p.bleeding) ? 'fits' : 'excludes';
  }
  if (c.kind === 'hepatic') {
    const s = p.hepatic?.severity;
    if (!s) return 'silent';
    return s === c.severity ? 'fits' : 'excludes';
  }
  const t = p.pregnancy?.trimester;
  if (!t) return 'silent';
  return t === c.trimester ? 'fits' : 'excludes';
}

/**
 * A clause fits when a condition it states holds for the patient and none it states is
 * contradicted; it excludes when, for some kind of condition, every one it states of that kind
 * is contradicted ("3 tháng đầu và 3 tháng cuối" fits either trimester).
 */
export function matchConditions(
  conditions: readonly BandCondition[],
  p: PatientParameters,
  asLabel = false,
): BandVerdict {
  const byKind = new Map<string, BandVerdict[]>();
  for (const c of conditions) {
    const key = c.kind === 'numeric' ? c.quantity : c.kind;
    byKind.set(key, [...(byKind.get(key) ?? []), verdictOf(c, p, asLabel)]);
  }
  let fits = false;
  for (const verdicts of byKind.values()) {
    if (verdicts.includes('fits')) fits = true;
    else if (verdicts.every((v) => v === 'excludes')) return 'excludes';
  }
  return fits ? 'fits' : 'silent';
}

/**
 * A clause under its labels: both must hold. "Trẻ em: … trẻ dưới 2 tuổi dùng nửa liều" fits a
 * child of 18 months; "Trẻ em: Trẻ từ 2 tuổi …" does not, though the label alone would.
 */
export function matchClause(
  labelConditions: readonly BandCondition[],
  clauseConditions: readonly BandCondition[],
  p: PatientParameters,
): BandVerdict {
  const a = matchConditions(labelConditions, p);
  const b = matchConditions(clauseConditions, p);
  if (a === 'excludes' || b === 'excludes') return 'excludes';
  return a === 'fits' || b === 'fits' ? 'fits' : 'silent';
}

/**
 * A clause under a chain of labels, each of which must hold: "Trẻ em: … Trẻ sơ sinh: …" is a
 * neonate's line, not a child of 5's. Read as one list of conditions, the chain was an "or" of
 * its ages (as "3 tháng đầu và 3 tháng cuối" is within one label) and the neonate's dose fitted
 * a child of 5 (the real book, SPIRONOLACTON: "Spironolacton liều cho trẻ 5 tuổi?").
 */
export function matchUnderLabels(
  labels: readonly string[],
  clauseConditions: readonly BandCondition[],
  p: PatientParameters,
): BandVerdict {
  const verdicts = [
    ...labels.map((label) => matchConditions(labelConditions(label), p, true)),
    matchConditions(clauseConditions, p),
  ];
  if (verdicts.includes('excludes')) return 'excludes';
  return verdicts.includes('fits') ? 'fits' : 'silent';
}

/** Whether any sentence of a text states a condition that passes `test` (a renal band, an age …). */
export function statesBandCondition(text: string, test: (c: BandCondition) => boolean): boolean {
  return splitSentences(text).some((s) =>
    readSentenceBands(s.text).some((clause) => clause.conditions.some(test)),
  );
}
