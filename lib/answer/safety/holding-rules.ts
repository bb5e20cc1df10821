import { isElderly } from '@/lib/retrieval/population-cues';
import {
  matchConditions,
  matchUnderLabels,
  readSentenceBands,
  type BandClause,
  type BandCondition,
} from '@/lib/answer/policy/read-sentence-bands';
import { foldWords } from '@/lib/text/fold-diacritics';
import { escapeRegExp } from '@/lib/text/escape-reg-exp';
import { HOURS_PER_UNIT } from '@/lib/text/hours-per-unit';
import { tailAfter, type PatientCondition } from '@/lib/question/read-patient-conditions';
import { namesPartner } from '@/lib/answer/extractive/names-partner';
import { ALLERGY_TO, BOOK_ALLERGY } from '@/lib/question/read-allergies';
import { bandHoldsValue, readLabBands } from './read-lab-bands';
import { maskExceptions } from './mask-exceptions';
import { namesCondition } from './name-condition';
import { gradeHolds } from './graded-electrolyte';
import { containsPhrase, phraseAt, phraseOffsets } from '@/lib/text/contains-phrase';
import type { PatientParameters } from '@/lib/schema/patient-parameters';
import type { SectionKey } from '@/lib/schema/section-keys';

/** "không có chống chỉ định …": the book lifts its contraindications for the patient it names. */
export const LIFTS_CONTRAINDICATION =
  /(?<![\p{L}])khong\s+(?:co\s+)?chong\s+chi\s+dinh(?![\p{L}])/u;

/** The conditions the question says the patient has, and what the drug treats. */
export interface NamedConditions {
  conditions: readonly PatientCondition[];
  /** conditionText of the drug's Chỉ định. */
  indication: string;
}

/** One sentence of a safety section, as a holding rule reads it. */
export interface SafetySentence {
  section: SectionKey;
  text: string;
  /** foldWords(text). */
  folded: string;
  /** The chunk's carried condition labels ("Trẻ em", "Suy thận"): a label may exclude. */
  labels: readonly string[];
  /** The drug of the monograph the sentence is in. */
  drug_id: string;
  /**
   * The sentence as a named condition is looked for (named-condition-text.ts): punctuation as
   * spaces, and its exceptions ("trừ khi …", "(trừ phi …)") blanked.
   */
  conditionText: string;
}

/**
 * A rule that decides whether a sentence of a safety section holds for the patient of the
 * question: a row of HOLDING_RULES, named so the trace says which one fired.
 */
export interface HoldingRule {
  name: string;
  /** Sections whose sentences the rule reads. */
  sections: readonly SectionKey[];
  /**
   * What of the patient the rule reads: their values (a number, pregnancy, lactation, a newborn)
   * or the conditions the question names. A rule of values never runs for a patient with none:
   * "trẻ em" alone is no age, and "Trẻ em dưới 18 tuổi" does not hold for it.
   */
  reads: 'values' | 'conditions';
  /** Whether the sentence must itself say no ("không dùng", "tránh dùng", "chống chỉ định"). */
  needsVerdict: boolean;
  /**
   * The row reads the sentences that lift a contraindication ("không có chống chỉ định tuyệt
   * đối …"), which every other row skips; a line of it is no "no" (no dose is withheld for it).
   */
  permits?: true;
  holds: (s: SafetySentence, p: PatientParameters, named: NamedConditions) => boolean;
  /**
   * What the answer line says before the book's sentence: what the sentence is, and why it is
   * the patient's. Never a paraphrase of the sentence, never the patient's number (every number
   * an answer states must be in the text it cites).
   */
  heading: string;
  /** Why the rule exists: the measured defect. */
  reason: string;
}

/** A laboratory threshold the sentence sets holds a reading the question gives (read-lab-bands.ts). */
function labBandHeld(folded: string, named: NamedConditions): boolean {
  const bands = readLabBands(folded);
  if (bands.length === 0) return false;
  const readings = named.conditions.flatMap((c) => (c.reading ? [c.reading] : []));
  return bands.some((b) =>
    readings.some((r) => r.analyte === b.analyte && bandHoldsValue(b, r.value)),
  );
}

/** Contraindicated everywhere in Chống chỉ định; elsewhere only where the sentence says no. */
const CI: readonly SectionKey[] = ['chong_chi_dinh'];
/**
 * Chỉ định too: a "không dùng" there binds ("Vì vậy không dùng để điều trị tăng huyết áp cho
 * người cao tuổi", FUROSEMID; unseen batch 11 first run, an 82-year-old's hypertension).
 */
const ELSEWHERE: readonly SectionKey[] = [
  'than_trong',
  'thoi_ky_mang_thai',
  'thoi_ky_cho_con_bu',
  'chi_dinh',
];

/** A condition that is the patient's own value, read from a number or a word of the sentence. */
const ownCondition = (c: BandCondition) => !(c.kind === 'numeric' && c.implicit);

/**
 * Whether a clause of the sentence states a band that holds the patient's value (Clcr 25 in
 * "Clcr < 30 ml/phút", age 1 in "Trẻ em dưới 2 tuổi", Child-Pugh C in "suy gan nặng", week 8 in
 * "3 tháng đầu thai kỳ"), under labels that do not exclude the patient. A label alone never
 * makes a sentence hold: "Người lớn:" fits every adult.
 */
function bandHolds(s: SafetySentence, p: PatientParameters, named: NamedConditions): boolean {
  return readSentenceBands(s.text).some((clause) => {
    const own = clause.conditions.filter(ownCondition);
    if (!own.some((c) => matchConditions([c], p) === 'fits')) return false;
    if (procedureAfter(s.text, clause)) return false;
    if (purposeNotTold(s.text, clause, named)) return false;
    if (pregnantBeforeBand(s.text, clause) && !p.pregnancy) return false;
    if (nursingBeforeBand(s.text, clause) && !p.lactation) return false;
    return matchConditions(own, p) === 'fits' && matchUnderLabels(s.labels, own, p) === 'fits';
  });
}

/**
 * The band is said of pregnant women ("thai phụ có huyết áp trên 130/80"): it is no other
 * patient's. Measured on unseen batch 30 (first run): a 64-year-old man with BP 135/80 was shown
 * ADRENALIN's "… thai phụ có huyết áp trên 130/80 …" as a band holding his value.
 */
const PREGNANT_HEAD =
  /(?<![\p{L}])(?:thai\s+phu|phu\s+nu\s+(?:co|mang)\s+thai|nguoi\s+(?:co|mang)\s+thai|pregnant)(?![\p{L}])/u;
function pregnantBeforeBand(text: string, clause: BandClause): boolean {
  return headItemNames(text, clause, PREGNANT_HEAD);
}

/**
 * The band is the nursing infant's, said of the mother ("Không dùng diazepam cho người cho con
 * bú dưới 6 tháng tuổi"): it holds for no patient but a breastfeeding one. Measured on unseen
 * batch 32 (first run): a 9-day-old with tetanus was shown that line as a band holding his age.
 */
const NURSING_HEAD =
  /(?<![\p{L}])(?:cho\s+con\s+bu|dang\s+cho\s+bu|nuoi\s+con\s+bang\s+sua\s+me|breastfeeding|nursing\s+mothers?)(?![\p{L}])/u;
function nursingBeforeBand(text: string, clause: BandClause): boolean {
  return headItemNames(text, clause, NURSING_HEAD);
}

/** Whether the band's own item of a list, before its condition, names the pattern's patient. */
function headItemNames(text: string, clause: BandClause, pattern: RegExp): boolean {
  if (clause.conditionStart === null) return false;
  // The band's own item of a list: "Phụ nữ mang thai, phụ nữ đang cho con bú, trẻ em dưới 16
  // tuổi" bands the child's age, not a pregnant woman's.
  const head = text.slice(clause.start, clause.conditionStart);
  const item = head.slice(Math.max(head.lastIndexOf(','), head.lastIndexOf(';')) + 1);
  return pattern.test(foldWords(item));
}

/**
 * A procedure the band's patients undergo, named after the band ("trẻ em (dưới 18 tuổi) thực
 * hiện cắt amiđan, nạo V.A"): the age alone is not the contraindication. Measured on unseen
 * batches 7 and 8 (CODEIN): every codeine dose for a teenager in pain led with the
 * tonsillectomy contraindication. A question naming the procedure still meets it as a named
 * condition (condition_named).
 */
const PROCEDURE =
  /(?<![\p{L}])(?:thuc\s+hien|phau\s+thuat|sau\s+mo|cat\s+amidan|nao\s+v\s*a)(?![\p{L}])/u;
function procedureAfter(text: string, clause: BandClause): boolean {
  if (clause.conditionEnd === null) return false;
  return PROCEDURE.test(foldWords(text.slice(clause.conditionEnd, clause.end)));
}

/**
 * The band's patients are treated for something ("Chống chỉ định để điều trị ỉa chảy cấp ở trẻ
 * dưới 12 tuổi"): the age alone is not the contraindication, only the use the question tells.
 * Measured on a doctor's question (CODEIN, stop 65): a 5-year-old's dry cough led with the
 * diarrhoea contraindication. A question naming the diarrhoea still meets it.
 */
const PURPOSE = /(?<![\p{L}])de\s+(?:dieu\s+tri|chua)\s+(.{3,60})$/u;
function purposeNotTold(text: string, clause: BandClause, named: NamedConditions): boolean {
  if (clause.conditionStart === null) return false;
  const head = foldWords(text.slice(clause.start, clause.conditionStart));
  const purpose = PURPOSE.exec(head)?.[1];
  if (purpose === undefined) return false;
  return !named.conditions.some(
    (c) =>
      containsPhrase(purpose, c.asked) || c.book.some((phrase) => containsPhrase(purpose, phrase)),
  );
}

const PREGNANT = ['co thai', 'mang thai', 'thai ky', 'thai nghen', 'thoi ky mang thai'];
const LACTATING = ['cho con bu', 'nuoi con bang sua me', 'dang cho bu'];
const NEWBORN = ['tre so sinh'];
const ELDERLY = ['nguoi cao tuoi', 'nguoi gia', 'nguoi lon tuoi', 'benh nhan cao tuoi'];

/**
 * A "không dùng" of Chỉ định is said for one indication ("không dùng để điều trị tăng huyết áp
 * cho người cao tuổi"): it binds only a patient the question names that condition of. Measured
 * in review: FUROSEMID's line led a question about diclofenac for a 74-year-old on furosemid for
 * heart failure. The other sections' verdicts are said for the patient, whatever the indication.
 */
const forAskedIndication = (s: SafetySentence, named: NamedConditions) =>
  s.section !== 'chi_dinh' ||
  named.conditions.some(
    (c) =>
      (c.source === 'name' || c.source === 'words') &&
      c.book.some((phrase) => containsPhrase(s.folded, phrase)),
  );

const names = (s: SafetySentence, phrases: readonly string[]) =>
  phrases.some((phrase) => containsPhrase(s.folded, phrase));

/** A trimester the sentence states that is not the patient's own excludes them. */
const trimesterExcludes = (s: SafetySentence, p: PatientParameters) =>
  readSentenceBands(s.text).some(
    (cl) =>
      cl.conditions.some((c) => c.kind === 'trimester') &&
      matchConditions(
        cl.conditions.filter((c) => c.kind === 'trimester'),
        p,
      ) === 'excludes',
  );

/**
 * Every trimester the sentence bands comes after the patient's own: a verdict for the weeks to
 * come ("không dùng doxycyclin trong nửa cuối thai kỳ" at 10 weeks). One for weeks already past
 * is not (acebutolol's "3 tháng đầu" at 20 weeks).
 */
const trimesterLater = (s: SafetySentence, p: PatientParameters) => {
  const own = p.pregnancy?.trimester;
  if (!own) return false;
  const banded = readSentenceBands(s.text).flatMap((cl) =>
    cl.conditions.flatMap((c) => (c.kind === 'trimester' ? [c.trimester] : [])),
  );
  return banded.length > 0 && banded.every((t) => t > own);
};

/** The patient is pregnant or breastfeeding, so no young child, whatever age is told. */
const isMother = (p: PatientParameters) => p.pregnancy !== undefined || p.lactation === true;

/** The age under which the book's bands speak of a young child. */
const YOUNG_CHILD_YEARS = 12;

/**
 * The sentence bands an age under YOUNG_CHILD_YEARS ("Không dùng cho trẻ em dưới 3 tuổi …"):
 * said of young children only. Measured once the book's printed substances were read as drugs
 * taken (batch 12, in memory): "Thai phụ 26 tuần … lọ đa liều 300 mg/3 ml (có cồn benzylic) …"
 * led with ENOXAPARIN's "Không dùng cho trẻ em dưới 3 tuổi lọ thuốc tiêm … do có cồn benzylic".
 */
const namesYoungChild = (s: SafetySentence) =>
  readSentenceBands(s.text).some((clause) =>
    clause.conditions.some(
      (c) =>
        c.kind === 'numeric' &&
        c.quantity === 'age_years' &&
        c.interval.max !== null &&
        c.interval.max <= YOUNG_CHILD_YEARS,
    ),
  );

/** A band the sentence states that leaves the patient out ("Trẻ em < 2 tuổi …" for a 3-year-old). */
const bandExcludes = (s: SafetySentence, p: PatientParameters) =>
  readSentenceBands(s.text).some((clause) => clauseExcludes(clause, p));

/** A clause's own band leaves the patient out. */
function clauseExcludes(clause: BandClause, p: PatientParameters): boolean {
  return ownBandsExclude(clause.conditions.filter(ownCondition), p);
}

/** The bands read as the patient's own leave the patient out, or band an age not told. */
function ownBandsExclude(own: readonly BandCondition[], p: PatientParameters): boolean {
  if (own.length > 0 && matchConditions(own, p) === 'excludes') return true;
  return bandsUntoldAge(own, p);
}

/**
 * A condition named under an age band ("người đái tháo đường typ 2 dưới 18 tuổi") holds only for a
 * patient whose age the question tells: a question that gives none is an adult's far more often
 * than not, and holding the line withheld the dose. Measured on first-set batch 81 (stop 57,
 * first run): "BN ĐTĐ typ 2, 72 kg … Liều duy trì thường dùng của acarbose khoảng bao nhiêu?" was
 * told ACARBOSE's contraindication held and given no dose.
 */
function bandsUntoldAge(own: readonly BandCondition[], p: PatientParameters): boolean {
  if (p.age_years || p.age_group) return false;
  return own.some((c) => c.kind === 'numeric' && c.quantity === 'age_years');
}

/**
 * A condition the question says the patient has, named in the sentence outside its exceptions,
 * under no band that leaves the patient out. Measured on the real monographs: ACETYLCYSTEIN's
 * "Trẻ em < 2 tuổi với chỉ định tiêu chất nhày" led a 3-year-old's mucolytic dose question.
 */
const namesPatientCondition = (s: SafetySentence, p: PatientParameters, named: NamedConditions) =>
  (named.conditions.some((c) => namesCondition(s.conditionText, c, named.indication)) ||
    namesTwoConditions(s, named)) &&
  !namingClausesExcluded(s, p, named);

/**
 * Whether every clause that names the patient's condition carries a band that leaves the
 * patient out. A list joined by ";" bands each item alone: measured on unseen batch 48 (first
 * run), COTRIMOXAZOL's "Suy thận nặng mà không giám sát được nồng độ thuốc trong huyết tương;
 * …; trẻ nhỏ dưới 2 tháng tuổi." held for no adult at Clcr 12, the infants' band read as the
 * whole line's. With no clause of its own naming it (two conditions named across the line), the
 * whole line's bands decide.
 */
function namingClausesExcluded(
  s: SafetySentence,
  p: PatientParameters,
  named: NamedConditions,
): boolean {
  const clauses = readSentenceBands(s.text);
  if (clauses.length < 2) return wholeLineExcludes(s, clauses, p, named);
  const naming = clauses.flatMap((clause) => {
    const text = maskExceptions(foldWords(s.text.slice(clause.start, clause.end)));
    const conditions = named.conditions.filter((c) => namesCondition(text, c, named.indication));
    return conditions.length > 0 ? [{ clause, conditions }] : [];
  });
  if (naming.length === 0) return wholeLineExcludes(s, clauses, p, named);
  return naming.every(({ clause, conditions }) =>
    conditions.every((c) => clauseExcludesCondition(clause, c, p)),
  );
}

/** The line's bands, read as one: each condition it names is left out by a band of its own. */
function wholeLineExcludes(
  s: SafetySentence,
  clauses: readonly BandClause[],
  p: PatientParameters,
  named: NamedConditions,
): boolean {
  const conditions = named.conditions.filter((c) =>
    namesCondition(s.conditionText, c, named.indication),
  );
  if (conditions.length === 0) return bandExcludes(s, p);
  return conditions.every((c) => clauses.some((clause) => clauseExcludesCondition(clause, c, p)));
}

/**
 * A clause's band leaves out the patient's named condition only when it bands that condition's
 * own quantity ("suy thận, tốc độ lọc cầu thận < 30 ml/phút" for renal failure), or the patient
 * (an age, a weight, a trimester, a sex). Measured at stop 57 (the English heart rate read): in
 * ACEBUTOLOL's "…, nhịp tim chậm (dưới 45 - 50 nhịp/phút), huyết áp thấp, …" the heart-rate band
 * left out a patient at 78/min, and "huyết áp thấp" stopped holding for his 86/54. Scoping by
 * comma is wrong too: DICLOFENAC prints the renal band after the comma.
 */
function clauseExcludesCondition(
  clause: BandClause,
  condition: PatientCondition,
  p: PatientParameters,
): boolean {
  const own = clause.conditions
    .filter(ownCondition)
    .filter((c) => bandsPatient(c) || bandsConditionOf(c, condition));
  return ownBandsExclude(own, p);
}

/** A band of who the patient is, not of a measured state: it leaves out every condition. */
const bandsPatient = (c: BandCondition) =>
  c.kind === 'trimester' ||
  c.kind === 'sex' ||
  (c.kind === 'numeric' && (c.quantity === 'age_years' || c.quantity === 'weight_kg'));

/**
 * The words a condition of a measured quantity is named with (folded, whole words): a heart-rate
 * band bands "nhịp tim chậm", not "huyết áp thấp" beside it. "than" also folds "thần": a nerve
 * condition then stays banded by a renal band, as every condition was before.
 */
const QUANTITY_WORDS: Record<string, readonly string[]> = {
  renal_function: [
    'than',
    'creatinin',
    'clcr',
    'crcl',
    'egfr',
    'gfr',
    'loc cau than',
    'thanh thai',
  ],
  serum_creatinine_mg_dl: ['than', 'creatinin', 'clcr', 'crcl', 'egfr', 'gfr'],
  heart_rate: ['nhip', 'mach', 'hr', 'tim cham', 'bradycardia', 'heart rate'],
  systolic_bp: ['huyet ap', 'ha', 'hatt', 'bp', 'blood pressure'],
  diastolic_bp: ['huyet ap', 'ha', 'hattr', 'bp', 'blood pressure'],
  inr: ['inr', 'chay mau', 'dong mau'],
  hepatic: ['gan', 'child pugh'],
  bleeding: ['chay mau', 'xuat huyet', 'bam tim', 'tieu mau', 'bleeding'],
};

function bandsConditionOf(c: BandCondition, condition: PatientCondition): boolean {
  const key = c.kind === 'numeric' ? c.quantity : c.kind;
  const words = QUANTITY_WORDS[key];
  if (!words) return true;
  return [condition.asked, ...condition.book].some((phrase) =>
    words.some((w) => containsPhrase(phrase, w)),
  );
}

/**
 * Two of the patient's conditions named together in one line are that patient's, even where the
 * drug treats each: DILTIAZEM treats atrial fibrillation and tachycardia with Wolff-Parkinson-
 * White, and "Chống chỉ định tiêm tĩnh mạch: … rung nhĩ có đường dẫn truyền phụ (thí dụ kèm hội
 * chứng Wolff-Parkinson-White …)" holds for atrial fibrillation with a delta wave (unseen batch 10).
 */
function namesTwoConditions(s: SafetySentence, named: NamedConditions): boolean {
  // Rows of CONDITION_NAMES only, each another condition: a question's own words repeat one
  // ("đái tháo đường thai kỳ" read "đái tháo đường" twice, and METFORMIN's diabetic ketoacidosis
  // line led a gestational-diabetes question in the snapshot review).
  const rows = named.conditions.filter(
    (c) => c.source === 'name' && namesCondition(s.conditionText, c, ''),
  );
  if (new Set(rows.map((c) => c.book[0])).size < 2) return false;
  // Two rows the line names as one phrase are one condition, held only in the kind the line
  // names after it: "glôcôm góc đóng" is the rows glaucoma and angle closure, and "… glôcôm góc
  // đóng mạn tính" holds for a patient the question says has it "mạn tính", not for an English
  // "acute angle-closure glaucoma" typed with no kind (first-set batch 98, first run: it held
  // for an acute attack, the drug's own indication).
  const groups = groupSpans(rows.map((c) => ({ ...firstSpan(s.conditionText, c), tail: c.tail })));
  if (groups.length >= 2) return true;
  return groups.some(
    (g) => g.rows >= 2 && tailAfter(s.conditionText, g.end, true).every((w) => g.tails.has(w)),
  );
}

/** Where the line first names one of the condition's phrases. */
function firstSpan(text: string, c: PatientCondition): { start: number; end: number } {
  let best = { start: Infinity, end: Infinity };
  for (const phrase of c.book) {
    const at = phraseAt(text, phrase);
    if (at >= 0 && at < best.start) best = { start: at, end: at + phrase.length };
  }
  return best;
}

interface SpanGroup {
  end: number;
  rows: number;
  tails: Set<string>;
}

/** The spans grouped where they touch (a space apart) or overlap, with their rows' tails. */
function groupSpans(
  spans: readonly { start: number; end: number; tail: readonly string[] }[],
): SpanGroup[] {
  const sorted = spans.filter((x) => Number.isFinite(x.start)).sort((a, b) => a.start - b.start);
  const groups: SpanGroup[] = [];
  for (const x of sorted) {
    const last = groups.at(-1);
    if (last && x.start <= last.end + 1) {
      last.end = Math.max(last.end, x.end);
      last.rows++;
      for (const w of x.tail) last.tails.add(w);
    } else groups.push({ end: x.end, rows: 1, tails: new Set(x.tail) });
  }
  return groups;
}

/**
 * A line that says an allergy ("quá mẫn với …") and names a substance the patient reacted to; or,
 * when the patient reacted to this very drug, one that says it of "the drug" ("Dị ứng hoặc quá
 * mẫn với thuốc", "… với bất kỳ thành phần nào của thuốc"). Measured on unseen batch 19 (first
 * run): "… dùng enalapril … thì nổi ban dát sẩn ngứa toàn thân … khởi trị lại enalapril …, có
 * được không?" led with a dose, ENALAPRIL's "Dị ứng hoặc quá mẫn với thuốc" not shown.
 */
const namesAllergy = (s: SafetySentence, named: NamedConditions) =>
  BOOK_ALLERGY.test(s.folded) &&
  named.conditions.some(
    (c) =>
      c.source === 'allergy' &&
      (namesPartner(s.folded, c.book) ||
        (c.book.includes(s.drug_id.replace(/_/g, ' ')) && OF_THE_DRUG.test(s.folded)) ||
        (c.component === true && OF_A_COMPONENT.test(s.folded))),
  );

/** An allergy said of any of the product's components (named-as-component.ts). */
const OF_A_COMPONENT = new RegExp(
  String.raw`(?<![\p{L}])(?:${ALLERGY_TO})(?:\s+\p{L}+){0,8}?\s+(?:bat\s+(?:ky|cu)\s+thanh\s+phan|(?:mot\s+trong\s+)?(?:cac|nhung)\s+thanh\s+phan)(?![\p{L}])`,
  'u',
);

/** An allergy said of the drug itself, not of a named substance. */
const OF_THE_DRUG = new RegExp(
  String.raw`(?<![\p{L}])(?:${ALLERGY_TO})\s+(?:voi\s+)?(?:thuoc|bat\s+(?:ky|cu)\s+thanh\s+phan)(?![\p{L}])`,
  'u',
);

/**
 * Whether the sentence names another drug the patient takes, or its class, outside an allergy
 * ("Không kết hợp diazepam với một benzodiazepin khác" for a patient on alprazolam). A drug is
 * never its own co-medication: DIAZEPAM's lines do not hold for the diazepam asked about.
 */
const namesMedication = (s: SafetySentence, p: PatientParameters, named: NamedConditions) =>
  !BOOK_ALLERGY.test(s.folded) &&
  !bandExcludes(s, p) &&
  !(isMother(p) && namesYoungChild(s)) &&
  named.conditions.some(
    (c) =>
      c.source === 'medication' &&
      c.drug_id !== s.drug_id &&
      namesPartner(withoutEffects(s.folded, c.book, !toldState(named)), c.book),
  );

/** Whether the question tells a state of the patient, not only the drugs taken or an allergy. */
const toldState = (named: NamedConditions) =>
  named.conditions.some((c) => c.source !== 'medication' && c.source !== 'allergy');

/**
 * The sentence with "tác dụng ⟨class⟩" written out: a class named as an effect is no drug taken
 * ("… gây ra các tác dụng ức chế thần kinh trung ương ở trẻ bú mẹ" names no CNS depressant).
 * Measured on unseen batch 18 (first run): that breastfeeding line of CLOZAPIN was shown as the
 * book saying not to combine clozapin with the antipsychotics the patient had taken. A syndrome
 * named by the class neither ("hội chứng an thần kinh ác tính"): unseen batch 116 (first run)
 * led a patient who had taken risperidone with CLOZAPIN's lithium line.
 */
function withoutEffects(folded: string, phrases: readonly string[], noState: boolean): string {
  let out = folded;
  for (const p of phrases) {
    out = out.split(`tac dung ${p}`).join(' ').split(`hoi chung ${p}`).join(' ');
    if (noState) out = out.replace(causedBy(p), ' ');
    if (STATE_CLASS.test(p)) out = withoutBareStates(out, p);
  }
  return out;
}

/**
 * A class named by what it does to the body ("hạ huyết áp", "giảm đau") is also that state: it
 * names a drug only after a drug's noun ("thuốc (làm) hạ huyết áp", "các chất giảm đau").
 * Measured on unseen batch 151 (first run): a hypertensive on amlodipine ("thuốc hạ huyết áp")
 * held ENALAPRIL's "Hạ huyết áp có trước" as a drug taken, and the starting dose was withheld.
 */
const STATE_CLASS = /^(?:ha|tang|giam)\s/;
const DRUG_NOUN_BEFORE = /(?:thuoc|chat|nhom|cac)(?:\s+(?:lam|gay|co\s+tac\s+dung))?\s*$/;
function withoutBareStates(folded: string, phrase: string): string {
  let out = folded;
  for (const at of phraseOffsets(folded, phrase)) {
    if (DRUG_NOUN_BEFORE.test(folded.slice(Math.max(0, at - 24), at))) continue;
    out = out.slice(0, at) + ' '.repeat(phrase.length) + out.slice(at + phrase.length);
  }
  return out;
}

/** "trong vòng 48 giờ sau khi sinh", "trong 7 ngày đầu sau sinh": the window after the birth. */
const POSTPARTUM_WINDOW =
  /(?<![\p{L}])trong\s+(?:vong\s+)?(\d+)\s*(gio|ngay|tuan)\s+(?:dau\s+)?sau\s+(?:khi\s+)?(?:sinh|de)(?![\p{L}])/u;

/** Whether the hours since the patient's delivery lie inside the window the line prints. */
function postpartumWindowHolds(folded: string, p: PatientParameters): boolean {
  const since = p.postpartum_hours?.max;
  if (since === null || since === undefined) return false;
  const m = POSTPARTUM_WINDOW.exec(folded);
  if (!m) return false;
  return since <= Number(m[1]) * HOURS_PER_UNIT[m[2]!]!;
}

/**
 * A class named as the cause of a state ("suy thận do các thuốc gây độc đối với thận") is no line
 * about a drug taken when the question tells no state at all, only the drugs. Measured on stop
 * 66's doctor's questions: a patient on gentamicin with no kidney failure asked for FUROSEMID was
 * led by "Vô niệu hoặc suy thận do các thuốc gây độc đối với thận hoặc gan" and given no dose.
 * Blanked whatever the question told, it lost four (unseen batches 19, 31, 57, 58): an oliguric
 * kidney injury on gentamicin, a patient on a diuretic dizzy on standing, told in words no
 * condition row names.
 */
function causedBy(phrase: string): RegExp {
  let re = CAUSED_BY.get(phrase);
  if (!re) {
    re = new RegExp(
      String.raw`(?<![\p{L}])do\s+(?:(?:cac|nhung)\s+)?(?:thuoc\s+(?:khac\s+)?)?(?:gay\s+)?${escapeRegExp(phrase)}(?![\p{L}])`,
      'gu',
    );
    // Bounded: a partner's name is the question's, and questions are many.
    if (CAUSED_BY.size >= CAUSED_BY_MAX) CAUSED_BY.clear();
    CAUSED_BY.set(phrase, re);
  }
  return re;
}
/** One pattern per class phrase, built once: every safety sentence of every request reads them. */
const CAUSED_BY = new Map<string, RegExp>();
const CAUSED_BY_MAX = 4096;

type ConditionSource = PatientCondition['source'];
const BY_VALUE: ReadonlySet<ConditionSource> = new Set([
  'lab_value',
  'renal_value',
  'hepatic_value',
]);
const BY_LAB_VALUE: ReadonlySet<ConditionSource> = new Set(['lab_value']);
const BY_STAGE: ReadonlySet<ConditionSource> = new Set(['renal_value', 'hepatic_value']);
const BY_WORDS: ReadonlySet<ConditionSource> = new Set(['words', 'name']);
const BY_NAME: ReadonlySet<ConditionSource> = new Set(['name', 'lab_value']);
/**
 * A state told (anaphylaxis now, tells-anaphylaxis-now.ts), named in the line: read by the
 * exception rule alone, in the whole line, for the book's exception is the clause that names it
 * ("Đối với người đang cần điều trị cấp cứu sốc phản vệ, …").
 */
const namesStateTold = (s: SafetySentence, named: NamedConditions) =>
  named.conditions.some((c) => c.source === 'state' && names(s, c.book));

/**
 * The named conditions of a table row or a lab value that the drug does not treat (its Chỉ định
 * names none of their phrases), worked out once per drug's conditions, not once per sentence.
 */
const untreatedByName = new WeakMap<NamedConditions, NamedConditions>();
function untreatedNamed(named: NamedConditions): NamedConditions {
  let out = untreatedByName.get(named);
  if (!out) {
    const byName = ofSources(named, BY_NAME);
    out = {
      ...byName,
      conditions: byName.conditions.filter(
        (c) => !c.book.some((phrase) => containsPhrase(named.indication, phrase)),
      ),
    };
    untreatedByName.set(named, out);
  }
  return out;
}

/** The named conditions that came from one kind of reader: a value, or the question's words. */
const ofSources = (named: NamedConditions, sources: ReadonlySet<ConditionSource>) => ({
  ...named,
  conditions: named.conditions.filter((c) => sources.has(c.source)),
});

/**
 * The rows, in order; every sentence is read by every row whose sections hold it, and the first
 * that fires names the reason in the trace.
 */
export const HOLDING_RULES: readonly HoldingRule[] = [
  {
    name: 'exception_named',
    heading: 'Chống chỉ định, ngoại lệ nêu tình trạng mà câu hỏi nêu ở người bệnh',
    sections: CI,
    reads: 'conditions',
    needsVerdict: false,
    permits: true,
    holds: (s, p, named) =>
      LIFTS_CONTRAINDICATION.test(s.folded) &&
      (namesAllergy(s, named) ||
        namesPatientCondition(s, p, ofSources(named, BY_WORDS)) ||
        namesStateTold(s, named)),
    reason:
      'Unseen batches 2, 3 and 13: EPINEPHRIN\'s "Đối với người đang cần điều trị cấp cứu sốc phản vệ, không có chống chỉ định tuyệt đối với việc dùng adrenalin" was shown as an allergy\'s contraindication; it is the book lifting its contraindications for the patient in anaphylaxis, and leads as that.',
  },
  {
    name: 'band_holds_value',
    heading: 'Chống chỉ định, mức này chứa giá trị của người bệnh trong câu hỏi',
    sections: CI,
    reads: 'values',
    needsVerdict: false,
    holds: bandHolds,
    reason:
      'Issue 36: asked a dose for a patient whose value falls in a band Chống chỉ định prints (Clcr under its threshold, an age under its limit, a first trimester), the answer led with that contraindication in 3 of 10 cases.',
  },
  {
    name: 'pregnancy_named',
    heading: 'Chống chỉ định, nêu người mang thai như người bệnh trong câu hỏi',
    sections: CI,
    reads: 'values',
    needsVerdict: false,
    holds: (s, p) => !!p.pregnancy && names(s, PREGNANT) && !trimesterExcludes(s, p),
    reason:
      'A pregnant patient asked a dose: Chống chỉ định naming pregnancy holds for her, whatever section the question asked.',
  },
  {
    name: 'lactation_named',
    heading: 'Chống chỉ định, nêu người cho con bú như người bệnh trong câu hỏi',
    sections: CI,
    reads: 'values',
    needsVerdict: false,
    holds: (s, p) => !!p.lactation && names(s, LACTATING),
    reason: 'A breastfeeding patient: Chống chỉ định naming breastfeeding holds for her.',
  },
  {
    name: 'newborn_named',
    heading: 'Chống chỉ định, nêu trẻ sơ sinh như người bệnh trong câu hỏi',
    sections: CI,
    reads: 'values',
    needsVerdict: false,
    holds: (s, p) =>
      (p.age_group === 'so_sinh' || (p.age_years?.max ?? Infinity) < 28 / 365.25) &&
      names(s, NEWBORN),
    reason: 'A newborn: Chống chỉ định naming newborns holds, with no age number to band.',
  },
  {
    name: 'avoid_elderly_named',
    heading: 'Sách khuyên không dùng, nêu người cao tuổi như người bệnh trong câu hỏi',
    sections: ELSEWHERE,
    reads: 'values',
    needsVerdict: true,
    holds: (s, p, named) =>
      isElderly(p) && names(s, ELDERLY) && !bandExcludes(s, p) && forAskedIndication(s, named),
    reason:
      'Unseen batch 11, first run: an 82-year-old\'s isolated systolic hypertension asked of FUROSEMID never met Chỉ định\'s "Vì vậy không dùng để điều trị tăng huyết áp cho người cao tuổi": the elderly are a population named in words, no band.',
  },
  {
    name: 'avoid_band_holds_value',
    heading: 'Sách khuyên không dùng, mức này chứa giá trị của người bệnh trong câu hỏi',
    sections: ELSEWHERE,
    reads: 'values',
    needsVerdict: true,
    holds: bandHolds,
    reason:
      'Issue 36: a "không dùng / tránh dùng" verdict of Thận trọng or the pregnancy and breastfeeding sections whose band holds the patient is as binding as a contraindication.',
  },
  {
    name: 'avoid_in_pregnancy',
    heading: 'Sách khuyên không dùng khi mang thai, như người bệnh trong câu hỏi',
    sections: ['thoi_ky_mang_thai'],
    reads: 'values',
    needsVerdict: true,
    holds: (s, p) => !!p.pregnancy && !trimesterExcludes(s, p),
    reason:
      'A pregnant patient: the pregnancy section\'s "không dùng / chống chỉ định" verdict holds.',
  },
  {
    name: 'avoid_later_in_pregnancy',
    heading:
      'Sách khuyên không dùng ở giai đoạn sau của thai kỳ, người bệnh trong câu hỏi chưa đến giai đoạn này',
    sections: ['thoi_ky_mang_thai'],
    reads: 'values',
    needsVerdict: true,
    // Every banded trimester after hers excludes her, so trimesterExcludes holds too.
    holds: trimesterLater,
    reason:
      'Stop 61, a doctor\'s question (DOXYCYCLIN at 10 weeks): read as no band, "không dùng doxycyclin trong nửa cuối thai kỳ" led as if it held for her; read as a band that excludes her, it left the answer. The weeks to come are hers to know, said as later.',
  },
  {
    name: 'postpartum_window',
    heading:
      'Chống chỉ định, thời gian sau sinh của người bệnh trong câu hỏi nằm trong khoảng sách nêu',
    sections: CI,
    reads: 'values',
    needsVerdict: false,
    holds: (s, p) => postpartumWindowHolds(s.folded, p),
    reason:
      'First-set batches 145 and 146 (first runs): two mothers 18 and 20 hours after a caesarean were given ACENOCOUMAROL\'s starting dose; its Chống chỉ định says "Không dùng acenocoumarol trong vòng 48 giờ sau khi sinh".',
  },
  {
    name: 'avoid_in_lactation',
    heading: 'Sách khuyên không dùng khi cho con bú, như người bệnh trong câu hỏi',
    sections: ['thoi_ky_cho_con_bu'],
    reads: 'values',
    needsVerdict: true,
    holds: (s, p) => !!p.lactation,
    reason: 'A breastfeeding patient: the breastfeeding section\'s "không dùng" verdict holds.',
  },
  {
    name: 'allergy_named',
    heading: 'Chống chỉ định, nêu dị ứng mà câu hỏi nêu ở người bệnh',
    sections: CI,
    reads: 'conditions',
    needsVerdict: false,
    holds: (s, _p, named) => namesAllergy(s, named),
    reason:
      'Unseen batch 9, first run: "từng bị phản vệ … khi truyền heparin …, tiêm enoxaparin được không?" never met "Quá mẫn với enoxaparin, heparin …", and "dị ứng aspirin" led CLOPIDOGREL with "dị ứng với clopidogrel": an allergy holds where the line names its substance or class.',
  },
  {
    name: 'avoid_allergy_named',
    heading: 'Sách khuyên không dùng, nêu dị ứng mà câu hỏi nêu ở người bệnh',
    sections: ELSEWHERE,
    reads: 'conditions',
    needsVerdict: true,
    holds: (s, _p, named) => namesAllergy(s, named),
    reason:
      'A "không dùng" verdict naming the allergy binds as Chống chỉ định\'s does (allergy_named).',
  },
  {
    name: 'medication_named',
    heading: 'Chống chỉ định, nêu thuốc mà câu hỏi nêu người bệnh đang dùng',
    sections: CI,
    reads: 'conditions',
    needsVerdict: false,
    holds: (s, p, named) => namesMedication(s, p, named),
    reason:
      'Unseen batch 10, first run: "đang uống alprazolam …, bs muốn thêm diazepam …, phối hợp được không?" was told that Tương tác thuốc does not name alprazolam, while Chống chỉ định says "Không kết hợp diazepam với một benzodiazepin khác".',
  },
  {
    name: 'avoid_medication_named',
    heading: 'Sách khuyên không dùng cùng thuốc mà câu hỏi nêu người bệnh đang dùng',
    sections: ELSEWHERE,
    reads: 'conditions',
    needsVerdict: true,
    holds: (s, p, named) => namesMedication(s, p, named),
    reason:
      'A "không dùng / tránh dùng" verdict naming the drug taken binds as Chống chỉ định\'s does (medication_named).',
  },
  {
    name: 'interaction_named',
    heading: 'Tương tác thuốc, nêu thuốc mà câu hỏi nêu người bệnh đang dùng',
    sections: ['tuong_tac_thuoc'],
    reads: 'conditions',
    needsVerdict: false,
    holds: (s, p, named) => /^[^\p{L}]*\p{Lu}/u.test(s.text) && namesMedication(s, p, named),
    reason:
      'A drug the patient takes, named in the asked drug\'s Tương tác thuốc (a whole sentence: a list\'s lower-case tail names its drugs without the pair it is about), is shown whatever was asked. Measured on unseen batches 35–39 (first runs): "đang uống probenecid … thêm diclofenac … có cần giảm liều không?", "… duy trì lithi … kê diclofenac …" were answered from the dose section with no line of the pair.',
  },
  {
    name: 'electrolyte_grade',
    heading:
      'Chống chỉ định, nồng độ điện giải của người bệnh trong câu hỏi thuộc mức sách nêu (theo khoảng tham chiếu thường dùng)',
    sections: CI,
    reads: 'conditions',
    needsVerdict: false,
    holds: (s, _p, named) =>
      named.conditions.some(
        (c) => c.grade !== undefined && gradeHolds(s.folded, c.grade.words, c.grade.strengths),
      ),
    reason:
      'First-set batches 99 and 100 (first runs): "Na+ 131 mmol/L … NaCl 3% … có được không?" and "Na 137 mmol/L … truyền ngay 100 ml NaCl 3%" never led with NATRI CLORID\'s "Dung dịch natri clorid ưu trương (3%, 5%) chống chỉ định khi nồng độ điện giải huyết thanh tăng, bình thường hoặc chỉ giảm nhẹ": no reader graded a value into those words.',
  },
  {
    name: 'condition_of_lab_value',
    heading:
      'Chống chỉ định, tình trạng mà trị số của người bệnh trong câu hỏi thuộc về theo ngưỡng thường dùng (câu sách không ghi trị số)',
    sections: CI,
    reads: 'conditions',
    needsVerdict: false,
    holds: (s, p, named) => namesPatientCondition(s, p, ofSources(named, BY_LAB_VALUE)),
    reason:
      'Unseen batch 14, once an ejection fraction of 18% read "bệnh tim nặng": a state a laboratory value puts the patient in is named, not printed as a band beside its dose, and withholds the dose asked (read-safety-lines.ts); a renal or hepatic stage does not (a clearance band is printed with its dose).',
  },
  {
    name: 'condition_of_value',
    heading:
      'Chống chỉ định, tình trạng mà trị số của người bệnh trong câu hỏi thuộc về theo ngưỡng thường dùng (câu sách không ghi trị số)',
    sections: CI,
    reads: 'conditions',
    needsVerdict: false,
    holds: (s, p, named) => namesPatientCondition(s, p, ofSources(named, BY_STAGE)),
    reason:
      'Stop 37, ten doctor questions: COTRIMOXAZOL at Clcr 12 ml/phút did not lead with "Suy thận nặng mà không giám sát được nồng độ thuốc" (severity in words, no number); unseen batch 5: K+ 2,2 mmol/l against "hạ kali huyết nặng". The line says the staging is the usual one, not the book\'s.',
  },
  {
    name: 'avoid_condition_of_value',
    heading:
      'Sách khuyên không dùng, tình trạng mà trị số của người bệnh trong câu hỏi thuộc về theo ngưỡng thường dùng (câu sách không ghi trị số)',
    sections: ELSEWHERE,
    reads: 'conditions',
    needsVerdict: true,
    holds: (s, p, named) => namesPatientCondition(s, p, ofSources(named, BY_VALUE)),
    reason:
      'A "không dùng / tránh dùng" verdict naming the condition the patient\'s value is in binds as Chống chỉ định\'s does (condition_of_value).',
  },
  {
    name: 'condition_named',
    heading: 'Chống chỉ định, nêu tình trạng mà câu hỏi nêu ở người bệnh',
    sections: CI,
    reads: 'conditions',
    needsVerdict: false,
    holds: (s, p, named) => namesPatientCondition(s, p, ofSources(named, BY_WORDS)),
    reason:
      'Unseen batch 5, first run: 0 of 5 contraindications by a condition named in words led (Wolff-Parkinson-White typed "WPW", bilateral renal artery stenosis, prostatic hypertrophy with retention, K+ 2,2 mmol/l against "hạ kali huyết nặng"): the rules above read numbers, pregnancy, lactation and newborns only.',
  },
  {
    name: 'avoid_condition_named',
    heading: 'Sách khuyên không dùng, nêu tình trạng mà câu hỏi nêu ở người bệnh',
    sections: ELSEWHERE,
    reads: 'conditions',
    needsVerdict: true,
    holds: (s, p, named) => namesPatientCondition(s, p, ofSources(named, BY_WORDS)),
    reason:
      'A "không dùng / tránh dùng" verdict of Thận trọng naming the patient\'s condition binds as Chống chỉ định\'s does (condition_named).',
  },
  {
    name: 'lab_band_held',
    heading: 'Sách nêu ngưỡng xét nghiệm mà trị số của người bệnh trong câu hỏi thuộc về',
    sections: [...CI, 'than_trong'],
    reads: 'conditions',
    needsVerdict: false,
    holds: (s, _p, named) => labBandHeld(s.folded, named),
    reason:
      'Unseen batches 129 and 130 (first runs): clozapine patients with neutrophils of 1 300 and 1 400/mm3 were shown the management line "< 1 000 tế bào/mm3 phải ngừng", a band that does not hold them, and never Thận trọng\'s "Ngừng ngay clozapin khi … giảm xuống dưới 1 500 tế bào/mm3", which does (read-lab-bands.ts).',
  },
  {
    name: 'caution_named',
    heading: 'Thận trọng, nêu tình trạng mà câu hỏi nêu ở người bệnh',
    sections: ['than_trong'],
    reads: 'conditions',
    needsVerdict: false,
    // Named conditions only (CONDITION_NAMES, a laboratory value): a run of the question's words
    // ("tiêm tĩnh mạch trực tiếp") met cautions on the route, and a kidney value staged in words
    // met "Thận trọng ở người … suy thận" above the dose band that answers it (snapshot review).
    // Nor a condition the drug treats: every diabetic asking of metformin has it (snapshot
    // review: "đái tháo đường thai kỳ dùng metformin được không" led with a sucrose caution).
    holds: (s, p, named) => namesPatientCondition(s, p, untreatedNamed(named)),
    reason:
      'A caution naming what the patient has is what a clinician must see first when no contraindication holds. Measured on the unseen batches 11–18 (after their fixes): 24 answers whose fact was in Thận trọng led from another section ("Người bị hen như tôi uống codein thì có sao không?" with a dose; "… epilepsy, any warning?" with Chống chỉ định\'s allergy line), the line naming asthma or epilepsy not shown.',
  },
];

/** Every heading a safety line can open with: how a reader (or a scorer) tells such a line. */
export const SAFETY_HEADINGS: readonly string[] = HOLDING_RULES.map((r) => r.heading);
