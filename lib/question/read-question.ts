import { INR_OVER_RANGE, TELLS_INGESTION } from './tells-ingestion';
import { drugsAskedAbout } from './named-as-taken';
import { readNotTaken } from './read-not-taken';
import { readDosePhases } from './read-dose-phase';
import { readAskedEffect, type AskedEffect } from '@/lib/answer/extractive/read-asked-effect';
import { toldBookSymptoms } from '@/lib/retrieval/plain-symptom-terms';
import { foldDiacritics } from '@/lib/text/fold-diacritics';
import { asksDosingTime } from '@/lib/answer/extractive/read-dosing-time';
import { asksMissedDose } from '@/lib/answer/extractive/read-missed-dose';
import { asksRouteSwitch } from '@/lib/answer/extractive/read-route-switch';
import { asksInfusionTime } from '@/lib/answer/extractive/read-infusion-time';
import { asksBaselineTest } from '@/lib/answer/extractive/read-baseline-test';
import { asksNearDelivery } from '@/lib/answer/extractive/read-near-delivery';
import {
  asksAntidote,
  asksEffectManagement,
  asksManagement,
  asksOverdoseSigns,
  namesAntagonist,
  STOP_DRUG_ASKED,
} from '@/lib/answer/extractive/read-overdose-management';
import { asksForVerdictAfter } from '@/lib/answer/extractive/read-verdict';
import { sectionsForTopic } from './sections-for-topic';
import { ingestedAnother } from './asks-about-event';
import type { SectionWeight } from '@/lib/retrieval/section-intent';
import { PHARMACOLOGY_TOPICS } from '@/lib/answer/extractive/pharmacology-topics';
import { foldWords } from '@/lib/text/fold-diacritics';
import { readDialysisAsked } from '@/lib/retrieval/blank-dialysis-asked';
import { asksWithdrawal } from '@/lib/answer/extractive/read-withdrawal';
import { asksCanUse } from '@/lib/retrieval/asks-can-use';
import type { DrugLexicon } from '@/lib/retrieval/drug-lexicon';
import { readAdverseEffectAsked } from '@/lib/retrieval/read-adverse-effect-asked';
import { blankMentions } from '@/lib/retrieval/blank-mentions';
import { readLabValues } from './lab-value-conditions';
import { readSubstance } from '@/lib/retrieval/read-substance';
import {
  understandQuery,
  type ConversationTurn,
  type UnderstoodQuery,
} from '@/lib/retrieval/understand-query';
import type { Asks, AskedQuestion } from './asked-question';
import type { QuestionText } from './question-text';
import { asksMostCommon } from './asks-most-common';
import { asksFoodEffect } from './asks-food-effect';
import { asksMaxDose } from './read-max-dose';
import { asksDoseAdjustment } from './asks-dose-adjustment';
import { readPatientConditions } from './read-patient-conditions';
import { asksDoseAmount, asksDoseWords } from './asks-dose-words';

/** One named reader of what the question asks: its verdict goes in `asks[name]`. */
interface AskReader<K extends keyof Asks> {
  name: K;
  /** `before`: what the readers above it read, so a verdict is read once and built on. */
  read: (q: QuestionText, u: UnderstoodQuery, before: Partial<Asks>) => Asks[K];
}

const reader = <K extends keyof Asks>(name: K, read: AskReader<K>['read']): AskReader<K> => ({
  name,
  read,
});

/** An overdose asked in plain words: the section cues put Quá liều và xử trí first. */
const asksOverdose = (u: UnderstoodQuery) => u.sections[0]?.key === 'qua_lieu_va_xu_tri';

/**
 * The readers of `asks`, in order; each keeps its own file and table test
 * (lib/answer/extractive/read-*.ts, lib/retrieval/asks-can-use.ts, read-substance.ts).
 */
export const ASK_READERS = [
  reader('canUse', (q) => asksCanUse(q.text, q.folded)),
  reader('verdict', (q, u) => asksForVerdictAfter(q.text, u.followsQuestion, q.folded)),
  reader('withdrawal', (q) => asksWithdrawal(q.text)),
  reader('infusionTime', (q) => asksInfusionTime(q.text, q.folded)),
  reader('dosingTime', (q) => asksDosingTime(q.text, q.folded)),
  reader('missedDose', (q) => asksMissedDose(q.text, q.folded)),
  reader('routeSwitch', (q, u) =>
    asksRouteSwitch(q.folded, [
      ...u.mentions.filter((m) => m.drug_id !== u.drugs[0]).map((m) => foldWords(m.matched)),
      ...u.otherDrugTerms.map((t) => foldWords(t)),
    ]),
  ),
  reader('baselineTest', (q) => asksBaselineTest(q.folded)),
  reader('nearDelivery', (q) => asksNearDelivery(q.folded)),
  reader(
    'pharmacologyTopic',
    (q) => PHARMACOLOGY_TOPICS.find((t) => t.asked.test(q.folded))?.name ?? null,
  ),
  reader('management', (q, u) => asksManagement(q.text, q.folded, asksOverdose(u))),
  reader('antidote', (q, u) => asksAntidote(q.text, q.folded, u.drugs)),
  reader('overdoseSigns', (q, u) => asksOverdoseSigns(q.text, q.folded, asksOverdose(u))),
  reader('effectManagement', (q) => asksEffectManagement(q.text, q.folded)),
  // A value out of its limits before an effect told in words: "bạch cầu … 900/mm3, kèm sốt 38,6
  // độ" is managed by the count's thresholds (unseen batch 40, once a fever's degrees were read).
  reader(
    'effect',
    (q) =>
      readAskedEffect(q.text, q.folded) ?? measuredEffect(q.folded) ?? toldEffect(q.text, q.folded),
  ),
  reader(
    'substance',
    (q, u) => readSubstance(...blankMentions(q.folded, q.text, u.mentions)) ?? null,
  ),
  reader('adverseEffect', (q, u) => readAdverseEffectAsked(q.text, u.mentions, q.folded)),
  reader('amount', (q) => asksDoseAmount(q.folded, true)),
  reader('maxDose', (q) => asksMaxDose(q.folded)),
  reader('doseAdjustment', (q) => asksDoseAdjustment(q.folded)),
  reader('mostCommon', (q) => asksMostCommon(q.folded)),
  // after `substance`: a named coffee or milk is an interaction, not food
  reader('foodEffect', (q, _u, before) => asksFoodEffect(q.folded, before.substance != null)),
  reader('route', (_q, u) => u.route),
  reader('phases', (q) => readDosePhases(q.folded)),
  reader('notTaken', (q) => readNotTaken(q.folded)),
  reader('dialysis', (q) => readDialysisAsked(q.folded)),
] as const;

/** Runs the readers of `asks` over one question text. */
export function readAsks(q: QuestionText, u: UnderstoodQuery): Asks {
  const out: Partial<Record<keyof Asks, unknown>> = {};
  for (const r of ASK_READERS) out[r.name] = r.read(q, u, out as Partial<Asks>);
  return out as Asks;
}

/**
 * A question, with the conversation before it, read once into everything it asks (issue 36
 * item 1): drugs and mentions, the pair and its direction, sections, populations, the patient's
 * values and `asks`. Retrieval, the extractive and LLM drafters and the gap writers read its
 * fields; none of them reads the raw question again.
 */
export function readQuestion(
  question: string,
  history: readonly ConversationTurn[] | undefined,
  lexicon: DrugLexicon,
): AskedQuestion {
  const read = understandQuery(question, history, lexicon);
  const text = read.question;
  const asks = readAsks(text, read);
  // A topic the book says in sections no cue names leads the sections (sections-for-topic.ts).
  const sections = sectionsForTopic(
    read.sections,
    asks,
    (key) => key !== 'lieu_luong_va_cach_dung' || asksDoseWords(text.folded),
  );
  const eventOnly = withoutPatientDoses(
    overdoseFirst(sections, asks, text, read),
    asks,
    text,
    read,
  );
  const withSections = eventOnly === read.sections ? read : { ...read, sections: [...eventOnly] };
  const understood = withoutTakenDrugs(text, withSections);
  return {
    ...{ text, understood, patient: understood.patient },
    // The conditions read every drug named: a drug taken is the patient's co-medication.
    conditions: readPatientConditions(text, withSections),
    asks,
  };
}

/**
 * What to do about an overdose asked, Quá liều first, and no dose word: the dose section the
 * patient's age or weight brought in is no part of it. Measured on first-set batch 104 once "bé
 * gái 16t" was read as an age: "… uống hết vỉ spironolacton … Có thuốc giải độc không, xử trí ban
 * đầu thế nào?" was shown the 12–18-year-olds' dose before "Không có thuốc giải độc đặc hiệu".
 */
function withoutPatientDoses(
  sections: readonly SectionWeight[],
  asks: Asks,
  text: QuestionText,
  read: UnderstoodQuery,
): readonly SectionWeight[] {
  const event = asks.management || asks.antidote || asks.overdoseSigns;
  // A dose asked of an antagonist named ("How much protamine?") is the remedy's, not the patient's
  // (unseen batch 152, first run: ENOXAPARIN's treatment doses led an overdose given in error).
  const remedyDose = asks.antidote && namesAntagonist(text.text, text.folded);
  if (
    !event ||
    sections[0]?.key !== 'qua_lieu_va_xu_tri' ||
    (asksDoseWords(text.folded) && !remedyDose)
  )
    return sections;
  // Not when what was swallowed is another drug: the asked one is the remedy, dosed for the
  // patient (first-set batch 100: acetylcystein for a toddler's paracetamol, by weight).
  if (ingestedAnother({ text, understood: read })) return sections;
  const kept = sections.filter((x) => x.key !== 'lieu_luong_va_cach_dung');
  return kept.length === sections.length ? sections : kept;
}

/**
 * The asked drug's own overdose told, and what to do or give asked: Quá liều và xử trí leads,
 * whatever dose word names the remedy ("What atropine dose does the formulary give?"). Measured
 * on unseen batch 147 (first run): "Intentional OD, ~20 tabs diltiazem … What atropine dose …"
 * was answered from DILTIAZEM's dose section. Not when what was swallowed is another drug: the
 * asked one is the remedy, dosed for the patient.
 */
function overdoseFirst(
  sections: readonly SectionWeight[],
  asks: Asks,
  text: QuestionText,
  read: UnderstoodQuery,
): readonly SectionWeight[] {
  if (!(asks.management || asks.antidote) || sections[0]?.key === 'qua_lieu_va_xu_tri')
    return sections;
  const overAnticoagulated = INR_OVER_RANGE.test(text.folded);
  if (!(INGESTION.test(text.folded) || overAnticoagulated)) return sections;
  if (ingestedAnother({ text, understood: read })) return sections;
  // Told by no section cue ("80 mg SC instead of 40 mg … How much protamine?": unseen batch 152,
  // first run), the overdose is asked all the same.
  const overdose = sections.find((x) => x.key === 'qua_lieu_va_xu_tri') ?? {
    key: 'qua_lieu_va_xu_tri' as const,
    weight: 0,
  };
  const lead = { ...overdose, weight: Math.max(overdose.weight, sections[0]?.weight ?? 1) };
  return [lead, ...sections.filter((x) => x !== overdose)];
}

/**
 * A question naming drugs the patient already takes beside the one it asks about ("đang dùng
 * digoxin, furosemid và bisoprolol. Khi thêm enalapril thì nên khởi đầu liều thế nào …?") is
 * about that one: the drugs taken are the patient's, read by the safety lines, not answered
 * from. Not a pair asked (Tương tác thuốc first, or a pair read). Measured on unseen batch 42
 * (first run): that question was answered from DIGOXIN's and FUROSEMID's dose sections, with no
 * line of ENALAPRIL's.
 */
function withoutTakenDrugs(text: QuestionText, u: UnderstoodQuery): UnderstoodQuery {
  if (u.drugs.length < 2 || u.interactionPair || u.sections[0]?.key === 'tuong_tac_thuoc') return u;
  const asking = drugsAskedAbout({ text, understood: u }, u.drugs);
  return asking.length < u.drugs.length ? { ...u, drugs: asking } : u;
}

/**
 * An effect told in plain words in another sentence than the asking one ("… 4 ngày chưa đi
 * ngoài được. Có cách gì xử lý không?"), by the book's word the symptom table gives it
 * (plain-symptom-terms.ts): measured on unseen batch 59 (first run), no effect was read and the
 * answer led with the ADR line naming constipation, not the remedy after it.
 */
function toldEffect(text: string, folded: string): AskedEffect | null {
  // Only beside the asking words of a management question, as readAskedEffect reads them: an
  // effect told before a can-use question is the patient's history (measured: read so, 32
  // answers over batches 1-60 lost a contraindication held by a past reaction).
  // Nor the signs of an ingestion: "… nuốt mất 2 viên. Giờ bé ngủ li bì …" asks about the
  // overdose (unseen batch 23).
  if (!ASKS_MANAGEMENT.test(folded) || INGESTION.test(folded)) return null;
  const term = toldBookSymptoms(text)[0]?.split(',')[0]?.trim();
  if (!term) return null;
  return { phrase: term, words: foldDiacritics(term).toLowerCase().split(/\s+/) };
}

/**
 * A laboratory value out of its limits, told beside a management question ("… absolute
 * neutrophil count of 1.2 x 10^9/L. What should be done?"): the effect is what was measured, as
 * the book names it, and its management lines name it with their thresholds ("Nếu thấy … số
 * lượng tuyệt đối bạch cầu đa nhân trung tính < 1 000 tế bào/mm3 phải ngừng điều trị").
 * Measured (stop 61, a doctor's question, CLOZAPIN): no effect was read, and the answer led with
 * a pharmacokinetic line.
 */
function measuredEffect(folded: string): AskedEffect | null {
  if (!ASKS_MANAGEMENT.test(folded) || INGESTION.test(folded)) return null;
  const reading = readLabValues(folded).find((r) => r.book.length > 0);
  return reading
    ? { phrase: reading.measured, words: reading.measured.split(/\s+/), measured: true }
    : null;
}

// and in English (unseen batch 66, first run: "… swelling of the tongue and larynx. What does
// the management of ACE-inhibitor angioedema involve?" read no effect)
// Whether to stop the drug for it (STOP_DRUG_ASKED: unseen batches 147-148, first runs).
const ASKS_MANAGEMENT = new RegExp(
  String.raw`(?<!\p{L})(?:xu\s+tri|xu\s+ly|phai\s+lam\s+gi|can\s+lam\s+gi|lam\s+sao|co\s+cach\s+(?:gi|nao)|management|managed?|what\s+should\s+(?:we|i)\s+do|what\s+(?:should|must|needs?\s+to)\s+be\s+done|what\s+to\s+do|${STOP_DRUG_ASKED})(?!\p{L})`,
  'u',
);
const INGESTION = TELLS_INGESTION;
