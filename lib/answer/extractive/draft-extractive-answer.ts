import { askedStrengths, namesAskedStrength } from './names-asked-strength';
import { indicationPart } from './indication-part';
import { askedSections } from '@/lib/question/asked-sections';
import 'server-only';
import type { Chunk } from '@/lib/schema/chunk';
import {
  LABEL,
  POPULATION_PHRASES,
  coordinatedNames,
  isIndicationLabel,
  isPurposeLabel,
  longIndicationHeading,
  namesOwnIndication,
  namesPurposeLabel,
  readOwnLabels,
} from '@/lib/book/label-grammar';
import { readChunkLines, syllables, syllablesOfFolded, type ChunkLine } from './read-chunk-lines';
import type { PatientParameters } from '@/lib/schema/patient-parameters';
import { SECTION_DISPLAY_NAMES, type SectionKey } from '@/lib/schema/section-keys';
import { statesMostCommon } from '@/lib/question/asks-most-common';
import type { PatientCondition } from '@/lib/question/read-patient-conditions';
import { containsPhrase } from '@/lib/text/contains-phrase';
import { HEADING_STOP_WORDS } from '@/lib/text/heading-stop-words';
import { namesPhraseInTwoParts } from '@/lib/text/names-phrase-in-two-parts';
import { lacksSections, unprintedSections } from '@/lib/answer/describe-missing-section';
import { leaveOneWordOut } from '@/lib/text/leave-one-word-out';
import { withoutLinkingWords } from '@/lib/text/without-linking-words';
import { foldDiacritics, foldWords } from '@/lib/text/fold-diacritics';
import { formScopeExcludes } from '@/lib/answer/safety/form-scope-excludes';
import { statesBaselineTest } from './read-baseline-test';
import { statesNearDelivery } from './read-near-delivery';
import type { AnswerDraft } from '@/lib/answer/policy/answer-draft';
import { captionAttachment, captionUnlocatedBlock } from '@/lib/answer/policy/caption-attachment';
import { attachmentsToShow, carriesQuarantine } from '@/lib/answer/policy/carries-quarantine';
import { findDoses } from '@/lib/answer/policy/find-doses';
import { splitSentences } from '@/lib/answer/policy/split-sentences';
import {
  isElderly,
  POPULATION_LABEL_PHRASES,
  type PopulationKey,
} from '@/lib/retrieval/population-cues';
import { readDialysisKinds } from '@/lib/retrieval/read-dialysis-kinds';
import { isOtherDialysisLine } from './is-other-dialysis-line';
import type { RetrievedChunk } from '@/lib/retrieval/retrieve-chunks';
import type { AskedQuestion, Asks } from '@/lib/question/asked-question';
import type { UnderstoodQuery } from '@/lib/retrieval/understand-query';
import { aloneCandidate, type Base, type Candidate, type Fit } from './candidate';
import { affirmsTakenDrug, deniesTakenDrug } from './denies-taken-drug';
import { weighLine, weighQuestionWords, wordPairs } from './weigh-question-words';
import { coverQuestionWords } from './cover-question-words';
import { askedForms, scopeExcludes } from '@/lib/answer/safety/form-scope-excludes';
import { rareWordsLine } from './rare-words-line';
import { innSpellingKey } from '@/lib/retrieval/inn-spelling-key';
import { isInnTableName } from '@/lib/retrieval/names/register-table-names';
import { isVietnameseSyllable } from '@/lib/text/is-vietnamese-syllable';
import { readReferredPopulation, REFERRED_LABELS } from './read-referred-population';
import { spellAsBookInn } from '@/lib/retrieval/spell-as-book-inn';
import { writeDraftLead } from '../write-draft-lead';
import { maxDoseStrength, statesMaxDose } from '@/lib/question/read-max-dose';
import { isContextAge, onlyAdultAgeTyped } from '@/lib/question/is-context-age';
import { isOutgrownChildBand } from '@/lib/answer/policy/is-outgrown-child-band';
import { pharmacologyTopicLine } from './pharmacology-topics';
import { phaseFit } from '@/lib/question/read-dose-phase';
import { routeFit } from '@/lib/question/read-route';
import { findEffectLead, type EffectAsked } from './find-effect-lead';
import type { AskedEffect } from './read-asked-effect';
import {
  ANSWERING_TABLE,
  NO_LINE_FACTS,
  MAX_DOSE_TABLE,
  RELEVANCE_TABLE,
  ROUTE_TABLE,
  VERDICT_TABLE,
  type LineFacts,
  type RankContext,
  type Ranked,
} from '@/lib/answer/rank/answer-tables';
import { rankByKeys } from '@/lib/answer/rank/rank-by-keys';
import type { RankTable, RankTrace } from '@/lib/answer/rank/rank-key';
import { isConditionHeading, isConditionLabel } from './is-condition-label';
import { askedDosageForms, formLabelFit } from './form-label-fit';
import {
  kidneyNearNormal,
  kidneyNormal,
  readRenalSeverity,
} from '@/lib/question/renal-value-conditions';
import { isRouteLabel } from './is-route-label';
import { isStepLabel } from './is-step-label';
import { namesTreatedCondition } from '@/lib/book/read-treated-condition';
import { isGenericLabel, isUnaskableLabel } from './is-generic-label';
import { matchDirection } from './match-direction';
import { isMemberClassPhrase, namesPartner, withPartnerSynonyms } from './names-partner';
import { namesSubstanceItself } from './names-substance-itself';
import { clinicianNames } from './label-synonyms';
import { isVerdictSentence, readVerdictStrength } from './read-verdict';
import { statesDosingTime } from './read-dosing-time';
import { statesMissedDose, statesMissedDoseAdvice } from './read-missed-dose';
import { statesRouteSwitch, switchTarget } from './read-route-switch';
import { statesInfusionTime } from './read-infusion-time';
import {
  describesOverdose,
  headsManagement,
  headsOverdoseSigns,
  listsOverdoseSigns,
  namesAntagonist,
  namesAntidote,
  reversesEffect,
  statesManagement,
} from './read-overdose-management';
import { statesWithdrawal } from './read-withdrawal';
import { findRenalWordsGap } from './find-renal-words-gap';
import { asksDoseAmount, asksDoseWords } from '@/lib/question/asks-dose-words';
import { namesPopulation } from './find-population-elsewhere';
import {
  matchConditions,
  outgrownInfantBand,
  matchUnderLabels,
  mayBeChild,
  readLabelConditions,
  liesAboveEveryBand,
  readSentenceBands,
  type BandClause,
  type BandCondition,
} from '@/lib/answer/policy/read-sentence-bands';

/**
 * The default answerer: verbatim sentences from the best chunks, each citing its chunk, and a
 * lead line that frames without stating anything. Deterministic — no model, no clock — so the
 * same question gives the same answer. The policy still checks every sentence; this proposes.
 *
 * Issue 9: the first line is the one that answers. The patient read from the question (renal
 * function, age, weight, pregnancy stage, hepatic impairment, the partner drug, the direction
 * asked) is matched against the conditions each sentence states, clause by clause: the clause
 * whose band holds the patient's value comes first, shown without its neighbouring bands; a
 * sentence whose bands all exclude the patient is never shown. Before this rule 14 of 87 answers
 * on an unseen book showed the neighbouring band or the wrong-direction list.
 */

export const MAX_SENTENCES = 4;
/** A section asked for whole, as a list (wholeList below). */
const MAX_LIST_SENTENCES = 8;
const LIST_SECTIONS: ReadonlySet<SectionKey> = new Set(['chong_chi_dinh', 'chi_dinh']);
const MAX_CHUNKS = 4;
/** Chunks searched for the partner drug or a direction: a long list can sit in a later chunk. */
const MAX_INTERACTION_CHUNKS = 8;

/**
 * Words that say who the patient is, not what is asked about them: "Người dị ứng cephalosporin
 * …" led with "Có thể có dị ứng chéo … ở khoảng 5 - 10% người bệnh" (one more word shared, and
 * that word "người") before the contraindication.
 */
const PATIENT_WORDS = new Set('nguoi benh nhan bi dang me be'.split(' '));

const AGE_GROUPS: readonly PopulationKey[] = [
  'tre_so_sinh',
  'tre_em',
  'nguoi_lon',
  'nguoi_cao_tuoi',
];

/** The patient's indication as the label readers compare it (folded), or null. */
function foldedIndication(p: PatientParameters): string | null {
  return p.indication ? foldDiacritics(p.indication).trim() : null;
}

/**
 * Populations the patient's parameters imply, whatever words named them: "CrCl 60 ml/min",
 * "Child Pugh B" and "thai 20 tuần" name no population cue, and the sentences labelled for
 * that population ranked below unlabelled ones.
 */
function patientPopulations(p: PatientParameters): PopulationKey[] {
  const keys: PopulationKey[] = [];
  // A normal clearance ("CrCl 90") is no renal patient (organImpaired).
  if ((p.renal && organImpaired(p)) || p.serum_creatinine) keys.push('suy_than');
  if (p.dialysis) keys.push('loc_mau');
  if (p.hepatic) keys.push('suy_gan');
  if (p.pregnancy) keys.push('phu_nu_co_thai');
  if (p.lactation) keys.push('cho_con_bu');
  return keys;
}

/** What one question asks of a chunk's lines: its words, its patient's populations. */
interface QuestionReading {
  rank: number;
  terms: Set<string>;
  /** The question's population phrases, and the other ages' (see questionReading). */
  popPhrases: string[];
  otherPhrases: string[];
  askedFolded: string;
  indication: string | null;
}

/**
 * A chunk's sentences with the label chain each sits under. A label alone on its paragraph is a
 * scope that governs the paragraphs after it; a label that opens a paragraph governs only that
 * paragraph (the same reading as the chunker's). Only a real population or condition label is
 * carried: "… được tính theo công thức:" before a formula was carried onto every step after it
 * ("… công thức — Bước 2: …"). The chain is read once per chunk text (readChunkLines), then
 * each line is scored for the question.
 */
function candidatesOf(
  chunk: Chunk,
  rank: number,
  terms: Set<string>,
  u: UnderstoodQuery,
  patient: PatientParameters,
): Base[] {
  const q = questionReading(rank, terms, u, patient);
  return readChunkLines(chunk).map((line) => {
    const under =
      line.topicOver !== null && namesTopic(line.topicOver, q.askedFolded, q.indication)
        ? line.topicOver
        : null;
    const labels = under ? withTopic(line.printed, line.scope, under) : line.printed;
    return scoredCandidate(chunk, q, { ...line, labels, under });
  });
}

/**
 * Other ages only: an age group is one patient or another, while a dialysis patient is also a
 * renal one ("Suy thận: … dùng sau thẩm tách máu" answers the dialysis question). The adult is
 * "other" only to an age asked: "Người lớn: … theo dõi chức năng gan" is for the hepatic patient
 * too, where "Người cao tuổi: … điều chỉnh liều trong suy thận" is the elderly's.
 */
function questionReading(
  rank: number,
  terms: Set<string>,
  u: UnderstoodQuery,
  patient: PatientParameters,
): QuestionReading {
  const keys = new Set([...u.populations.map((p) => p.key), ...patientPopulations(patient)]);
  const popPhrases = [...keys].flatMap((k) => POPULATION_LABEL_PHRASES[k]);
  const asksAge = AGE_GROUPS.some((k) => keys.has(k));
  const otherPhrases = AGE_GROUPS.filter((k) => !keys.has(k) && (asksAge || k !== 'nguoi_lon'))
    .flatMap((k) => POPULATION_LABEL_PHRASES[k])
    .filter((p) => !popPhrases.includes(p));
  return {
    ...{ rank, terms, popPhrases, otherPhrases },
    askedFolded: u.question.folded,
    indication: foldedIndication(patient),
  };
}

/**
 * The candidate's scores. Distinct words: "không cần chỉnh liều" three times over is not three
 * answers to "liều tối đa" (measured: "Amlodipin liều tối đa?" led with the renal line that
 * repeats "liều"). A line labelled for another population that mentions the asked one compares
 * the two ("Liều ở người cao tuổi: Liều khởi đầu phải thấp hơn liều người lớn"): it is not a line
 * for the asked one (ACENOCOUMAROL: "Liều acenocoumarol cho người lớn?" led with it).
 */
function scoredCandidate(
  chunk: Chunk,
  r: QuestionReading,
  line: ChunkLine & { labels: string[]; under: string | null },
): Base {
  const { sentence, i, under } = line;
  const overlap = new Set(line.words.filter((w) => r.terms.has(w))).size;
  const haystack = line.foldedLine;
  const labelHaystack = line.foldedLabels;
  const names = (phrases: readonly string[], text: string) =>
    phrases.some((p) => p && containsPhrase(text, p));
  const labelOther = names(r.otherPhrases, labelHaystack);
  const labelled = names(r.popPhrases, labelHaystack);
  const population = labelled || (!labelOther && names(r.popPhrases, haystack));
  return {
    chunk,
    text: sentence.text,
    labels: line.labels,
    topic: under,
    labelled: population && labelled,
    otherPopulation: labelOther && !labelled,
    matched: overlap,
    ...{
      words: line.words,
      labelWords: line.labelWords,
      weighted: 0,
      phrased: 0,
      uniqueWord: false,
    },
    endsParagraph: line.endsParagraph,
    order: (r.rank * 1000 + chunk.part_index) * 1000 + i,
    population,
    score: overlap / Math.max(1, r.terms.size) + (population ? 2 : 0) - r.rank * 0.05,
  };
}

/** `chain` with the long heading `topic` after the labels it took from `scope`. */
function withTopic(chain: readonly string[], scope: readonly string[], topic: string): string[] {
  let at = 0;
  while (at < chain.length && scope.includes(chain[at]!)) at++;
  return [...chain.slice(0, at), topic, ...chain.slice(at)];
}

function withLabels(labels: readonly string[], text: string): string {
  return labels.length ? `${labels.join(' — ')}: ${text}` : text;
}

/**
 * The clauses of a sentence that fit the patient, verbatim, behind the head that names the
 * quantity ("Độ thanh thải creatinin … 10 - 29 ml/phút: …"). Null when no clause fits.
 */
function fittingClauses(
  text: string,
  clauses: readonly BandClause[],
  verdicts: readonly Fit[],
): string | null {
  // A clause with no condition of its own continues the band before it ("dưới 10 ml/phút: giảm
  // một nửa liều; tối đa 14 ngày"); one before any band is the sentence's own preamble.
  let governing: Fit = 'fits';
  const keep = clauses.filter((clause, i) => {
    if (clause.conditions.length > 0) governing = verdicts[i]!;
    return governing === 'fits' && (clause.conditions.length > 0 || i > 0 || verdicts.length === 1);
  });
  if (!verdicts.includes('fits') || keep.length === 0) return null;
  // Only the labels state a condition: the sentence is one piece.
  if (clauses.every((c) => c.conditions.length === 0)) return text;
  if (keep.length === clauses.length) return text;
  if (keep.some((c) => sharesNextDose(text, clauses, c))) return text;
  const first = clauses[0]!;
  const head =
    keep[0] !== first && first.conditionStart !== null
      ? text.slice(first.start, first.conditionStart).trim()
      : '';
  // Neighbouring kept clauses are shown as the book joins them; a gap is marked "…".
  const runs: { start: number; end: number }[] = [];
  for (const c of keep) {
    const last = runs[runs.length - 1];
    const adjacent =
      last && clauses.indexOf(c) === clauses.findIndex((x) => x.end === last.end) + 1;
    if (last && adjacent) last.end = c.end;
    else runs.push({ start: c.start, end: c.end });
  }
  const body = runs.map((r) => text.slice(r.start, r.end).trim().replace(/[;,]$/, '')).join(' … ');
  const shown = head ? `${head} … ${body}` : body;
  return /[.!?…]$/.test(shown) ? shown : `${shown}.`;
}

/**
 * A band that is only its condition, joined by "và"/"hoặc" to the next one, shares the dose that
 * follows it: "Trẻ em dưới 8 tuổi và trẻ trên 8 tuổi nặng dưới 45 kg: 2,2 mg/kg …". Measured on
 * unseen batch 148 (first run): a 6-year-old was shown "…: Trẻ em dưới 8 tuổi." without the dose.
 */
function sharesNextDose(text: string, clauses: readonly BandClause[], c: BandClause): boolean {
  const next = clauses[clauses.indexOf(c) + 1];
  if (!next || c.conditionStart === null || c.conditionEnd === null) return false;
  if (next.conditionStart === null) return false;
  // Neither head holds an amount of its own ("giảm 50% khi … 25 - 50 ml/phút và giảm 75% khi …").
  const heads = text.slice(c.start, c.conditionStart) + text.slice(next.start, next.conditionStart);
  if (/\d/.test(heads)) return false;
  const rest = foldDiacritics(text.slice(c.conditionEnd, next.start)).toLowerCase();
  return /^\s*(?:va|hoac|hay|or|and)\s*$/u.test(rest);
}

/** The no-band line's opening; a lifted table's row that holds the value withdraws it. */
export const NO_BAND = 'Dược thư không nêu mức nào chứa đúng giá trị của người bệnh trong câu hỏi.';

/**
 * Whether the patient has a number a band can hold (an age group or an indication is not). An
 * INR is one: the book grades a coumarin's overdose management by it (find-numeric-bands.ts).
 */
function hasNumericValues(p: PatientParameters): boolean {
  return !!(
    p.renal ||
    p.age_years ||
    p.weight_kg ||
    p.pregnancy?.trimester ||
    p.hepatic?.severity ||
    p.inr ||
    p.hours_since_dose
  );
}

/** Whether the patient has a value any band can hold: otherwise no sentence is read for bands. */
function hasBandValues(p: PatientParameters): boolean {
  return hasNumericValues(p) || !!(p.age_group || p.indication);
}

/**
 * The sentence's own labels ("Trẻ em: 15 - 20 mg/kg …") are conditions like the carried ones,
 * every one of them: a paragraph that prints its whole chain inline ("Liều dùng: Điều trị phù:
 * Liều uống: Người lớn: Liều thông thường 20 - 80 mg …") was read by its first label only, so
 * the adult's usual dose did not fit an adult while the lines after it, carrying the same
 * chain, did (unseen batch 10, FUROSEMID).
 *
 * A later label with a number is the sentence's own band ("Suy thận: Độ thanh thải creatinin
 * 30 - 50 ml/phút: …"), read with its clauses below: the labels stop before it. In a sentence
 * of several clauses a later label is its first clause's ("Uống: Người lớn …: 2,5 mg/ngày; Trẻ
 * em: 1 tháng đến 16 tuổi: …", ENALAPRIL): when a later clause has a band of its own, only
 * the first label governs the whole.
 */
function governingChain(
  c: Base,
  clauses: readonly BandClause[],
  /** readOwnLabels(c.text).labels, read once by the caller. */
  own: readonly string[],
): string[] {
  const numbered = own.findIndex((label, i) => i > 0 && /\d/.test(label));
  const laterBand = clauses.slice(1).some((cl) => cl.conditions.length > 0);
  const governing = laterBand ? 1 : numbered < 0 ? own.length : numbered;
  return [...c.labels, ...own.slice(0, governing).filter((l) => isConditionLabel(l))];
}

/**
 * Whether a line names, in words, the renal stage the patient's kidney value is in by the usual
 * staging ("suy thận nhẹ và vừa" for Clcr 45; renal-value-conditions.ts), not "suy thận" alone.
 * Measured on unseen batch 11 (first run): "Enoxaparin for DVT … CrCl 45 ml/min — có phải giảm
 * 50% liều như suy thận nặng không?" led with the no-band line over "Cần cẩn thận theo dõi khi
 * dùng enoxaparin cho người bị suy thận nhẹ và vừa".
 */
function namesRenalStage(text: string, patient: PatientParameters): boolean {
  const stage = readRenalSeverity(patient);
  if (!stage) return false;
  const folded = foldWords(text);
  return stage.book.some((phrase) => phrase !== 'suy than' && containsPhrase(folded, phrase));
}

/** How a line stands against an interaction partner: named or not, by name, by its own label. */
function judgePartner(
  text: string,
  whole: string,
  partnerPhrases: readonly string[],
): { fit: Fit; shown: string; strength?: number } {
  const haystack = foldDiacritics(whole);
  if (!namesPartner(haystack, partnerPhrases)) return { fit: 'silent', shown: whole };
  // A line naming the partner itself before one naming only its class (drug-class-members.ts).
  // Measured once classes were read (unseen batch 1): CLOPIDOGREL's "Thuốc ức chế bơm proton …"
  // came level with "(ví dụ omeprazol …)" for omeprazol.
  const byNameOnly = partnerPhrases.filter((p) => !isMemberClassPhrase(p));
  const byName = namesPartner(haystack, byNameOnly);
  // Then a line whose own label is the partner ("Cyclosporin: Diltiazem làm tăng nồng độ …")
  // over one listing it among others. Measured on unseen batch 12 (first run): DILTIAZEM with
  // ciclosporin led with "Thuốc chống loạn nhịp: … carbamazepin, ciclosporin, atanazavir …".
  // (A bonus for a line that says to avoid the pair was tried and withdrawn: ENALAPRIL's
  // "… nên tránh phối hợp thuốc ức chế ACE với aspirin" then led an ibuprofen question.)
  const own = LABEL.exec(text)?.[1];
  // The label is the partner's name itself, a word or three, not a class heading that lists it.
  const ownLabel =
    byName &&
    own !== undefined &&
    own.trim().split(/\s+/).length <= 3 &&
    namesPartner(foldDiacritics(own), byNameOnly);
  const strength = (byName ? 2 : 1) + (ownLabel ? 0.5 : 0);
  return { fit: 'fits', shown: whole, strength };
}

/** How a sentence stands against the patient, and what of it is shown. */
function judge(
  c: Base,
  patient: PatientParameters,
  partnerPhrases: readonly string[],
  askedDrug: string,
  classPhrases: readonly string[],
): { fit: Fit; shown: string; band?: string; strength?: number } {
  const whole = withLabels(c.labels, c.text);
  if (partnerPhrases.length > 0) return judgePartner(c.text, whole, partnerPhrases);
  if (patient.direction) {
    const d = matchDirection(c.text, patient.direction, askedDrug, classPhrases);
    if (d !== 'silent') return { fit: d, shown: whole };
  }
  if (!hasBandValues(patient)) return { fit: 'silent', shown: whole };
  const clauses = readSentenceBands(c.text);
  const ownLabels = readOwnLabels(c.text).labels;
  const chain = governingChain(c, clauses, ownLabels);
  const labelConditions = readLabelConditions(chain);
  const verdicts = clauses.map((cl) => matchUnderLabels(chain, cl.conditions, patient));
  const fitting = fittingClauses(c.text, clauses, verdicts);
  if (fitting !== null) {
    const shown =
      clauses.length === 1 || fitting === c.text ? whole : withLabels(c.labels, fitting);
    const clause = clauses[verdicts.indexOf('fits')]!;
    const first = clauses[0]!;
    // The head names the quantity ("Suy thận: Độ thanh thải creatinin"); without it a bare
    // "30 - 50 ml/phút" reads as a rate.
    const head =
      first.conditionStart !== null ? c.text.slice(first.start, first.conditionStart).trim() : '';
    const band =
      clause.conditionStart !== null && clause.conditionEnd !== null
        ? [head, c.text.slice(clause.conditionStart, clause.conditionEnd)].filter(Boolean).join(' ')
        : undefined;
    // An age band asked of a group with no age ("liều cho trẻ em?") weighs nothing: the group
    // does not say which of its bands holds. Measured on the real-text case "Clindamycin liều
    // cho trẻ em?": once the injection lines were read under "Trẻ em" (first-set batch 107),
    // "Trẻ dưới một tháng tuổi: 15 - 20 mg/kg/ngày" led over the children's oral line.
    const unjudged = (x: BandCondition) =>
      x.kind === 'numeric' && x.quantity === 'age_years' && !patient.age_years ? 0 : 0.5;
    // A condition that holds for the patient counts more than one their values cannot judge.
    // Measured on the real book (ABACAVIR): "Abacavir liều cho trẻ em 20 kg?" led with "Trẻ trên
    // 3 tháng tuổi đến 12 tuổi là 8 mg/kg/lần …" (an age, and the child's age is not given) over
    // "Với trẻ cân nặng ≥ 14 kg - 21 kg: …", the band that holds the weight.
    const strength = [
      ...labelConditions,
      ...clauses.filter((_, i) => verdicts[i] === 'fits').flatMap((cl) => cl.conditions),
    ]
      .filter((x) => !(x.kind === 'numeric' && x.implicit))
      .reduce((sum, x) => sum + (matchConditions([x], patient) === 'fits' ? 1 : unjudged(x)), 0);
    return { fit: 'fits', shown, strength, ...(band ? { band } : {}) };
  }
  if (verdicts.length > 0 && verdicts.every((v) => v === 'excludes'))
    return { fit: 'excludes', shown: whole };
  // Some clauses exclude, none fits: what is left is shown without the excluded bands.
  if (verdicts.some((v) => v === 'excludes')) {
    const rest = clauses
      .filter((_, i) => verdicts[i] === 'silent' && clauses[i]!.conditions.length === 0)
      .map((cl) => c.text.slice(cl.start, cl.end).trim().replace(/[;,]$/, ''));
    if (rest.length === 0) return { fit: 'excludes', shown: whole };
    return { fit: 'silent', shown: withLabels(c.labels, `… ${rest.join(' … ')}.`) };
  }
  // The indication may be the line's own label: "Zona: Người lớn, 800 mg/lần, 5 lần/ngày …"
  // prints its indication before a population the label grammar does not read (a comma, not a
  // colon). Measured on the real book (ACICLOVIR): "Liều aciclovir uống điều trị zona ở người
  // lớn?" led with the intravenous dose for HSV in the immunocompromised, and the zona line was
  // never shown. Such a line names no age, and the book's unlabelled doses are the adult's: it
  // does not fit a child ("Thủy đậu: 800 mg/lần …" is no 1-year-old's chickenpox dose).
  const indication = patient.indication ? foldDiacritics(patient.indication) : null;
  const labels = mayBeChild(patient) ? c.labels : [...c.labels, ...ownLabels];
  if (indication && labels.some((l) => containsPhrase(foldDiacritics(l), indication)))
    return { fit: 'fits', shown: whole };
  if (namesRenalStage(whole, patient)) return { fit: 'fits', shown: whole, strength: 0.5 };
  return { fit: 'silent', shown: whole };
}

/**
 * The policy's own caption for a chunk's lifted block: the one sentence a descriptor chunk may be
 * cited by, and how a quarantined chunk is cited when none of its sentences can be quoted.
 */
function captionOf(chunk: Chunk): string {
  const attachment = attachmentsToShow(chunk)[0];
  return attachment ? captionAttachment(attachment, chunk, true) : captionUnlocatedBlock(chunk);
}

/**
 * What every line standing for a locked passage says (ADR 0006 rule 3): the dose is the book's
 * own lines, shown as a picture. The answer eval reads it to tell such a line from a sentence
 * of the same chunk that only shares its citation marker.
 */
export const LOCKED_PASSAGE_SHOWN = 'được hiển thị nguyên văn bằng ảnh chụp dòng sách bên cạnh';

/** The longest passage of one chunk that a citation quotes for its locked lines (characters). */
const MAX_LOCKED_PASSAGE = 600;

/** The picked lines kept, and per chunk the passage its locked lines are quoted by. */
interface LockedPassages {
  kept: Candidate[];
  /** The passage, and the locked lines it shows (a table's lead-in is pointed at apart). */
  byChunk: Map<string, { quote: string; lines: Candidate[] }>;
}

/**
 * The picked lines a passage can show. A citation quotes one passage of its chunk, so the locked
 * lines of one chunk under the same outermost label share it, the book's text from the first to
 * the last when that is short; a locked line beyond it, under another label, or of a chunk an
 * earlier sentence already quotes, is left out. Measured on unseen batches 38-44: of two locked
 * lines of one chunk (a child's first day and the usual dose of GABAPENTIN, one chunk of a
 * section that lost its table), only the first was shown.
 */
function lockedPassages(picked: readonly Candidate[], quoted: ReadonlySet<string>): LockedPassages {
  const kept: Candidate[] = [];
  const spans = new Map<string, { from: number; to: number; head: string; first: Candidate }>();
  // Only the lines under the first one's outermost label ("Liều dùng" heads every line, so it
  // is not one): another indication's lines of the chunk stay out of its passage, as they
  // stayed out of the answer.
  const headOf = (c: Candidate) =>
    lockedScope(c)
      .split(' — ')
      .find((label) => !isGenericLabel(label)) ?? '';
  for (const c of picked) {
    const id = c.chunk.chunk_id;
    const at = c.chunk.source_text.indexOf(c.text);
    const span = spans.get(id);
    if (!isLocked(c)) kept.push(c);
    else if (quoted.has(id) || (span && at < 0)) continue;
    else if (!span) {
      spans.set(id, { from: at, to: at + c.text.length, head: headOf(c), first: c });
      kept.push(c);
    } else {
      const from = Math.min(span.from, at);
      const to = Math.max(span.to, at + c.text.length);
      if (to - from > MAX_LOCKED_PASSAGE || headOf(c) !== span.head) continue;
      spans.set(id, { ...span, from, to });
      kept.push(c);
    }
  }
  const byChunk = new Map<string, { quote: string; lines: Candidate[] }>();
  for (const [id, span] of spans) {
    const lines = kept.filter(
      (c) => c.chunk.chunk_id === id && isLocked(c) && pointedLeadIn(c) === null,
    );
    const quote = span.from >= 0 ? span.first.chunk.source_text.slice(span.from, span.to) : '';
    byChunk.set(id, { quote: quote || (lines[0] ?? span.first).text, lines });
  }
  return { kept, byChunk };
}

/** A sentence that announces what follows: "… bao gồm các biện pháp sau:", "… như sau:". */
const ANNOUNCES_LIST = /(?:sau|như sau|gồm|bao gồm|dưới đây)\s*:\s*$/u;

/**
 * A picked sentence that announces a list is followed by the sentence the book prints after it,
 * the list it announces: alone it says nothing. Measured on unseen batch 44 (first run): "Xử trí
 * phù mạch ở lưỡi do enalapril gồm những bước nào?" showed "Điều trị phù mạch ở lưỡi, thanh môn
 * hoặc thanh quản, bao gồm các biện pháp sau:" and not "Ngừng dùng enalapril và cho người bệnh vào
 * viện; tiêm adrenalin dưới da; …". A table's lead-in is pointed at its crop instead.
 */
function withListsAfterLeadIns(
  picked: readonly Candidate[],
  candidates: readonly Candidate[],
): Candidate[] {
  const out: Candidate[] = [];
  for (const c of picked) {
    if (out.includes(c)) continue;
    out.push(c);
    if (!ANNOUNCES_LIST.test(c.text) || pointedLeadIn(c) !== null) continue;
    const next = candidates.find((x) => x.chunk === c.chunk && x.order === c.order + 1);
    if (next && !out.includes(next)) out.push(next);
  }
  return out.slice(0, Math.max(picked.length, MAX_SENTENCES));
}

/**
 * The line for a fitting dose in a chunk that lost a table (ADR 0006 rule 3): it names where the
 * dose is and never states it; the citation quotes the sentence so the UI shows the book's own
 * lines as a passage crop. A line that prints its own indication is named by it alone: the
 * indications carried from the chunk's context are another paragraph's (the real book's
 * ACICLOVIR zona line was named "Nhiễm HSV ở mắt — Thủy đậu — Zona").
 */
function lockedLine(cs: readonly Candidate[]): string {
  const scopes = [...new Set(cs.map(lockedScope).filter((x) => x.length > 0))];
  const where = scopes.length ? `cho ${scopes.map((x) => `“${x}”`).join(', ')} ` : '';
  return `Liều ${where}${LOCKED_PASSAGE_SHOWN}, không chép lại số liều vì đoạn này đi kèm bảng hoặc công thức được tách riêng.`;
}

/** The labels a locked line is named by ("Trẻ em 6 - 12 tuổi — Ngày thứ hai"), or "". */
function lockedScope(c: Candidate): string {
  const own = LABEL.exec(c.text);
  // "Dự phòng tiên phát hoặc thứ phát:" prints what is done, not its indication.
  const ownIndication = own !== null && namesOwnIndication(own[1]!);
  // A band read from a sentence that prints its dose ("Liều duy trì là 900 mg/ngày với trẻ nặng
  // từ 26 - 36 kg") would state the locked number in the line that promises not to: the policy
  // then removed the whole line, and the answer had no line for the patient's weight at all
  // (unseen batch 43, first run, GABAPENTIN for a 28 kg child).
  const band = c.band && findDoses(c.band).length === 0 ? c.band : null;
  const scope = [
    ...c.labels.filter((label) => !ownIndication || !isIndicationLabel(label)),
    ...(band ? [band] : own && isConditionLabel(own[1]!) ? [own[1]!] : []),
  ];
  return scope.join(' — ');
}

/**
 * A lead-in whose content is a lifted table or formula ("Ở người suy thận, liều metformin được
 * điều chỉnh theo độ thanh thải creatinin như sau:") answers only with where that content is.
 * Shown bare it was the first line of "Metformin có dùng được khi eGFR 25 không?" and said
 * nothing; now it says the content is the book's table, shown as a crop, and never a number
 * from it (ADR 0006 rule 3). Null for any other sentence.
 */
function pointedLeadIn(c: Candidate): string | null {
  if (!/:\s*$/.test(c.text) || !carriesQuarantine(c.chunk)) return null;
  const attachment = attachmentsToShow(c.chunk)[0];
  const noun = !attachment
    ? 'bảng hoặc công thức'
    : attachment.kind === 'table'
      ? 'bảng'
      : 'công thức';
  // No page number here: every number in a sentence must be in its cited text (rule 4); the
  // policy's caption for the same block, and the citation, give the page.
  return `${c.shown.replace(/\s*:\s*$/, '')}: nội dung này là ${noun} của sách, xem ảnh chụp ${noun} bên dưới; câu trả lời không chép lại số từ ${noun}.`;
}

/**
 * The one sentence that has more of the question's words than any other, when it has at least
 * two: what was asked, named. Measured: "Kali clorid pha loãng thế nào?" led with "Cách dùng:
 * Viên giải phóng kéo dài phải uống nguyên viên…" (the section's first line) while "Dạng tiêm
 * truyền được pha loãng và truyền trong ít nhất 15 phút" stood below it.
 */
function soleBestMatch(
  candidates: readonly Candidate[],
  askedFirst?: SectionKey,
): Candidate | undefined {
  let best: Candidate | undefined;
  let tie = false;
  for (const c of candidates) {
    // A heading the book prints without a colon ("Xử trí khi quên liều") names the question's
    // words and answers nothing: it tied with the sentence under it, so neither led "Warfarin
    // quên liều thì làm sao?" and the adult dose did.
    if (isHeading(c.text)) continue;
    if (!best || c.matched > best.matched) {
      best = c;
      tie = false;
    } else if (c.matched === best.matched) tie = true;
  }
  if (!best || best.matched < 2) return undefined;
  if (!tie) return best;
  // Lines tied on three or more of the question's words both answer it: the book's first leads
  // rather than a line that names less. Measured on the real book (ACICLOVIR): "Aciclovir thuốc
  // mỡ bôi mấy lần một ngày?" tied "Cách dùng thuốc mỡ: Bôi lên …" with "Thuốc mỡ tra mắt: Ngày
  // bôi 5 lần …" and led with "Ưống trong 5 - 10 ngày", which names one word.
  // Only of the section the question asks first: "Paracetamol có ảnh hưởng đến isoniazid
  // không?" ties two Dược lý lines ("… ít ảnh hưởng đến chức năng gan …") above Tương tác
  // thuốc's "Với isoniazid: …", and none of them leads.
  if (best.matched < 3) return undefined;
  const tied = candidates.filter((c) => !isHeading(c.text) && c.matched === best!.matched);
  const inAsked = tied.filter((c) => c.chunk.section_key === askedFirst);
  return inAsked.sort((a, b) => a.order - b.order)[0];
}

/**
 * Whether the question names a phrase with its linking words left out: "dày sừng ánh nắng" names
 * "Dày sừng do ánh nắng" (unseen batch 11, DICLOFENAC: the gel's line was never the first).
 */
/** "mức", "mức độ", "ở mức" before a degree (folded). */
const DEGREE_FILLER =
  /(?<![\p{L}])(?:o\s+)?muc(?:\s+do)?\s+(?=(?:nhe|vua|nang|trung\s+binh)(?![\p{L}]))/gu;

function namesWithoutLinks(askedFolded: string, phrase: string): boolean {
  const bare = withoutLinkingWords(phrase);
  return bare !== phrase && bare.split(' ').length >= 3 && containsPhrase(askedFolded, bare);
}

/**
 * Whether the question names a label phrase, whole or with one of its words left out, when the
 * phrase is long enough that the rest still names it: clinicians shorten the book's disease
 * names. Measured on unseen real monographs (DICLOFENAC, batch 4 first run): "… viêm khớp dạng
 * thấp thiếu niên, diclofenac uống liều bao nhiêu?" did not name "Viêm đa khớp dạng thấp thiếu
 * niên:", and the suppository's age lines led.
 */
function namesLabelPhrase(askedFolded: string, phrase: string): boolean {
  if (containsPhrase(askedFolded, phrase)) return true;
  // A degree said with "mức (độ)" names the book's "đau vừa" (unseen batch 49, first run: "Người
  // lớn đau mức vừa sau nhổ răng khôn … codein mỗi lần bao nhiêu mg" named no "Đau nhẹ và vừa").
  const plain = askedFolded.replace(DEGREE_FILLER, '');
  if (plain !== askedFolded && containsPhrase(plain, phrase)) return true;
  if (namesWithoutLinks(askedFolded, phrase)) return true;
  if (namesPhraseInTwoParts(askedFolded, phrase)) return true;
  if (phrase.split(/\s+/).filter(Boolean).length < 5) return false;
  return leaveOneWordOut(phrase, false).some((shorter) => containsPhrase(askedFolded, shorter));
}

/**
 * A folded label without its bracketed gloss: "Thoái hóa (hư) khớp" is named "thoái hóa khớp"
 * (unseen batch 33: the oral osteoarthritis dose lost to the gel's "Thoái hóa khớp:").
 */
function unglossed(folded: string): string {
  return folded.replace(/\s*\([^()]*\)\s*/g, ' ').trim();
}

/**
 * The names a label goes by, folded: itself, and each part of two or more words around its
 * parentheses ("Co giật (động kinh)" by either name; "Liệt chu kỳ (do hạ kali trong bệnh
 * Westphal)" by "liệt chu kỳ": measured on the real book (ACETAZOLAMID), "Acetazolamid liệt chu
 * kỳ liều?" led with a "Chú ý:" line), and its head before a comma ("Thường gặp, ADR > 1/100" by
 * "thường gặp"; not "viêm giác mạc" of "Dự phòng tái phát, viêm giác mạc", the head's object).
 */
function labelNames(label: string): string[] {
  const folded = foldDiacritics(label).trim();
  const parts = [
    ...folded.split(/[()]/),
    unglossed(folded),
    folded.split(',')[0]!,
    indicationPart(folded) ?? '',
    ...coordinatedNames(folded),
    outbreakName(folded),
  ]
    .map((x) => x.trim())
    .filter((x) => x.split(/\s+/).filter(Boolean).length >= 2);
  // "Điều trị brucella" is named by the disease alone, a long enough word (unseen batch 57,
  // first run: "… culture-confirmed brucellosis. What oral doxycycline regimen …?" was led by
  // the malaria prophylaxis lines). Not "Dự phòng …": prevention is asked in its own words.
  const treated = /^dieu tri\s+(\S{6,}(?:\s+\S+)*)$/u.exec(folded)?.[1];
  // "Chứng say núi", "Bệnh lao phổi" are named by the disease without its generic head (first-set
  // batches 87-88, first runs: "… to prevent altitude sickness" and "… khỏi say độ cao" — "say
  // núi" added — never met "Chứng say núi").
  const headed = /^(?:chung|benh)\s+(\S+(?:\s+\S+)+)$/u.exec(folded)?.[1];
  // "Dạng thuốc bọt" is named "dạng bọt" (first-set batches 95-96: "… clindamycin dạng bọt
  // (foam) bôi mặt …" named no form label once the acne lines were read under their age
  // heading, and the gel's "Bôi một lớp mỏng, 2 lần/ngày" led).
  const form = /^dang\s+thuoc\s+(\S+(?:\s+\S+)*)$/u.exec(folded)?.[1];
  return [
    ...new Set([
      folded,
      ...parts,
      ...clinicianNames(folded),
      ...(treated ? [treated] : []),
      ...(headed ? [headed] : []),
      ...(form ? [`dang ${form}`] : []),
    ]),
  ];
}

/**
 * An epidemic disease the book heads "Bệnh tả:" as a clinician names it by its outbreak, "dịch
 * tả" (folded). Measured on unseen batch 43 (first run): "xã đang có dịch tả … cotrimoxazol uống
 * bao nhiêu" named no label, and the otitis and plague lines led.
 */
const outbreakName = (folded: string) => folded.replace(/^benh (\S+)$/, 'dich $1');

/**
 * The sentence whose label the question names: "Vancomycin điều trị viêm phổi bệnh viện liều bao
 * nhiêu?" is answered by "Viêm phổi bệnh viện: Người lớn: 15 - 20 mg/kg/lần …". Measured on the
 * sample book: every indication-labelled dose line sat in a chunk that lost a formula, was left
 * out as a locked dose, and the answer led with "Liều dùng tùy theo mức độ bệnh …". The longest
 * label named wins (two or more words, so "Liều dùng" in the question is not a label named);
 * the book's order breaks a tie.
 */
function labelNamedLead(
  candidates: readonly Candidate[],
  askedFolded: string,
  asks: Pick<AskedQuestion['asks'], 'route' | 'amount'>,
): Candidate | undefined {
  const haystack = askedFolded;
  const { amount, route } = asks;
  const kinds = askedFolded.match(DOSE_KIND) ?? [];
  let best: Candidate | undefined;
  let bestKey: readonly number[] = [];
  for (const c of candidates) {
    // A line said for another age group is not the adult's (unseen batch 30: "Dự phòng huyết
    // khối cho trẻ em: …" led for a 72-year-old once a typed adult age let this rule fire).
    if (c.otherPopulation) continue;
    const own = LABEL.exec(c.text);
    const labels = [...c.labels, ...(own && isConditionLabel(own[1]!) ? [own[1]!] : [])];
    for (const label of labels) {
      if (isUnaskableLabel(label)) continue;
      for (const phrase of label === c.topic ? topicNames(label) : labelNames(label)) {
        // A long label named with one word left out counts (namesLabelPhrase): "điều trị triệu
        // chứng Meniere" names "Điều trị triệu chứng bệnh Ménière" (unseen batch 7).
        if (phrase.split(/\s+/).length < 2 || !namesLabelPhrase(haystack, phrase)) continue;
        const purpose = labels.some((l) => namesPurposeLabel(haystack, l));
        const key = labelLeadKey(c, phrase, kinds, amount, route, purpose);
        if (!best || compareKeys(key, bestKey) > 0) {
          best = c;
          bestKey = key;
        }
      }
    }
  }
  return best;
}

/** The dose kinds a question may name, folded: the line that names the same kind answers it. */
const DOSE_KIND =
  /(?<!\p{L})lieu\s+(?:thu\s+hai|thu\s+2|duy\s+tri|nap|tan\s+cong|ban\s+dau|khoi\s+dau|tiep\s+theo|nhac\s+lai)(?!\p{L})/gu;

/**
 * How a line under a named label leads, as a vector compared left to right: the longest label
 * phrase named; the dose kind the question names ("liều thứ hai", "liều duy trì"); a line that
 * states a dose when an amount is asked; then book order. Measured on unseen batch 1 once English
 * indications were given their Vietnamese words: "Epinephrine cardiac arrest liều bao nhiêu?" led
 * with "Ngừng tim: Adrenalin là thuốc ưu tiên …", the first line under the label, over "Liều
 * thường được khuyên dùng là tiêm tĩnh mạch từ 0,5 đến 1 mg …".
 */
function labelLeadKey(
  c: Candidate,
  phrase: string,
  /** The dose kinds the question names (DOSE_KIND), read once per question. */
  kinds: readonly string[],
  amount: boolean,
  /** The route asked: under one label, its line leads (unseen batch 28: "… bơm trực tràng — tiền mê đường này bao nhiêu mg?" under "Tiền mê, an dịu …" got "Uống 5 - 15 mg"). */
  route: AskedQuestion['asks']['route'],
  /** A purpose label over the line the question names ("Dự phòng …" under the indication named). */
  namesPurpose: boolean,
): readonly number[] {
  const namesKind = kinds.length > 0 && kinds.some((k) => containsPhrase(foldWords(c.text), k));
  const statesDose = amount && findDoses(c.text).length > 0;
  const namesRoute = route !== null && routeFit(foldWords(c.shown), route) === 1;
  return [
    phrase.length,
    Number(namesPurpose),
    Number(namesRoute),
    Number(namesKind),
    Number(statesDose),
    -c.order,
  ];
}

/** Lexicographic comparison of two key vectors of the same length. */
function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

/**
 * Whether a sentence is said for an indication the question does not name: under a label that
 * is a condition but no population ("Rung nhĩ: Người lớn: …"), or opening with "Với <an
 * indication>," after its labels ("Người cao tuổi: Với suy tim mức độ nhẹ, …").
 */
function scopedElsewhere(c: Candidate, askedFolded: string): boolean {
  const named = namedIn(askedFolded);
  const own = readOwnLabels(c.text);
  // Under an innermost indication the question names, a line is for it, whatever heading is
  // above ("Nhãn khoa — Bôi tại chỗ người lớn: Dày sừng do ánh nắng: …", DICLOFENAC, unseen
  // batch 11); a form printed after it is another matter ("Tăng huyết áp: Nang giải phóng
  // chậm: …" is not the tablet asked).
  // A step of a regimen ("Ngày thứ hai:") is no indication the line is said for.
  const labels = [...c.labels, ...own.labels].filter((label) => !isStepLabel(label));
  const innermost = labels
    .map((label) => indicationOf(label))
    .filter((x): x is string => x !== null)
    .at(-1);
  if (innermost !== undefined && named(innermost)) return false;
  if (
    labels.some((label) => {
      const indication = indicationOf(label);
      return indication !== null && !named(indication);
    })
  )
    return true;
  const clause = /^Với\s+([^,;:]{3,80}),/u.exec(own.rest.trim());
  if (clause && !named(clause[1]!)) return true;
  return companionNotAsked(own.rest, askedFolded);
}

/** Whether a sentence is said for a second condition the question does not name. */
function companionNotAsked(text: string, askedFolded: string): boolean {
  const companion = COMPANION_CONDITION.exec(foldDiacritics(text))?.[1];
  return companion !== undefined && !namedIn(askedFolded)(companion);
}

/**
 * "… người bệnh suy thận kèm nhiễm HIV như sau:": a second condition the line is said for.
 * Measured on a doctor's question (ACICLOVIR, stop 65): "Clcr 8 ml/phút, chưa lọc máu, bị zona"
 * led with the HIV patients' renal table over the general one.
 */
const COMPANION_CONDITION =
  /\bkem\s+(?:theo\s+)?((?:nhiem|benh|bi|mac)\s+[^,;:.()]{2,40}?)(?:\s+nhu\s+sau|\s*[,;:.(]|$)/u;

/** Whether the question names a phrase (folded), or the indication of a population label. */
const namedIn = (askedFolded: string) => (phrase: string) => {
  const folded = foldDiacritics(phrase).trim();
  if (folded.length === 0) return false;
  const indicated = indicationPart(folded);
  const had = WHO_HAS.exec(folded)?.[1];
  // Named as namesAskedLabel names it (by any of its names, one word of a long one left out):
  // measured on unseen batch 43 (first run), "dự phòng huyết khối tĩnh mạch" named "Dự phòng
  // huyết khối tắc tĩnh mạch:" as a label but not as the scope, and the medical patient's
  // prophylaxis dose was left out; on batches 45 and 46, "tiền mê" named "Tiền mê, an dịu trong
  // các thủ thuật:" by its head but not as the scope.
  return (
    labelNames(phrase).some((name) => namesLabelPhrase(askedFolded, name)) ||
    (!!had && had.includes(' ') && containsPhrase(askedFolded, had)) ||
    // a one-word indication, which labelNames leaves out
    (!!indicated && containsPhrase(askedFolded, indicated)) ||
    namesTreatedCondition(askedFolded, phrase)
  );
};

/**
 * "Với người (đã) mắc X", "Ở bệnh nhân bị X": the people who have X, named by X. Measured on
 * unseen batch 3 (DOXYCYCLIN): "Giang mai trên 1 năm …?" did not name "Với người đã mắc giang
 * mai trên 1 năm:", and its line was left out as another indication's.
 */
const WHO_HAS =
  /^(?:voi|o|cho)\s+(?:nguoi\s+benh|nguoi|benh\s+nhan)\s+(?:da\s+|dang\s+)?(?:mac|bi|co)\s+(.+)$/u;

/** A label's indication: itself, or the part of a population label before "cho <population>". */
function indicationOf(label: string): string | null {
  if (isIndicationLabel(label)) return label;
  const part = isConditionLabel(label) ? indicationPart(foldDiacritics(label).trim()) : null;
  return part !== null && isIndicationLabel(part) ? part : null;
}

/** Whether a label over the line is an indication the question names. */
function namesAskedIndication(c: Candidate, askedFolded: string): boolean {
  const named = namedIn(askedFolded);
  return [...c.labels, ...readOwnLabels(c.text).labels].some((label) => {
    const indication = indicationOf(label);
    return indication !== null && named(indication);
  });
}

/**
 * Whether a line sits under a label the question names that is neither a population nor a kind
 * of line: an indication or a form ("Thủy đậu", "Zona", "Phù"). The patient's indication, read
 * from the question ("… bị glôcôm"), names a label that holds it ("Glôcôm góc mở"): measured on
 * the real book (ACETAZOLAMID), "Acetazolamid cho trẻ 20 kg bị glôcôm?" led with the epilepsy
 * section's "Trẻ em: Giống liều người lớn" above the glaucoma section's child dose.
 */
function namesAskedLabel(
  c: Candidate,
  askedFolded: string,
  indication: string | null,
  ownOnly = false,
  routes = true,
): boolean {
  const own = readOwnLabels(c.text).labels;
  // A long heading is kept over a line only when the question names it (candidatesOf).
  if (!ownOnly && c.topic) return true;
  return (ownOnly ? own : [...c.labels, ...own]).some((label) => {
    const folded = foldDiacritics(label).trim();
    if (folded.length === 0 || isUnaskableLabel(label)) return false;
    // A purpose alone ("Dự phòng tiên phát hoặc thứ phát") is named by asking to prevent: the
    // indication it serves is the label above it. Measured on unseen batch 28 (COTRIMOXAZOL),
    // once that label was read: "… prophylactic dose …" was shown the Pneumocystis treatment
    // dose before the prophylaxis lines, and the lower prophylactic dose not at all.
    if (isPurposeLabel(label)) return namesPurposeLabel(askedFolded, label);
    // A heading too long for a label lists indications: named when the question names one of
    // them. Not by the patient's indication found in it: "Giảm nguy cơ tái phát các hành vi tự tử
    // ở bệnh nhân tâm thần phân liệt" is not the schizophrenia dose.
    // A heading alone on its line may be longer than an inline label (isConditionHeading), and
    // is named as a label is: "Dự phòng giảm chức năng thận do thuốc cản quang" (10 words,
    // first-set batches 111-112, ACETYLCYSTEIN) was named by no question, its dose never shown.
    if (!isConditionLabel(label))
      return (
        (isLongIndicationLabel(label) &&
          topicNames(label).some((phrase) => containsPhrase(askedFolded, phrase))) ||
        (isConditionHeading(label) &&
          labelNames(label).some((name) => namesLabelPhrase(askedFolded, name)))
      );
    if (!routes && isRouteLabel(label)) return false;
    if (POPULATION_PHRASES.some((p) => p && containsPhrase(folded, p))) {
      const indicated = indicationPart(folded);
      return indicated !== null && namesLabelPhrase(askedFolded, indicated);
    }
    if (indication && containsPhrase(folded, indication)) return true;
    if (namesTreatedCondition(askedFolded, label)) return true;
    return labelNames(label).some((name) => namesLabelPhrase(askedFolded, name));
  });
}

/**
 * An indication heading too long for a label (label-grammar.ts), which governs the rest of its
 * paragraph as a label does. Measured on unseen
 * batch 35 (DOXYCYCLIN): "Điều trị viêm nội mạc tử cung, viêm phần phụ, viêm phúc mạc:" (13
 * words) named no asked indication, and "… viêm phần phụ … chuyển sang uống thế nào?" was not
 * shown its "Sau đó tiếp tục uống 100 mg, ngày 2 lần …".
 */
const isLongIndicationLabel = (label: string) => longIndicationHeading(`${label}:`) !== null;

/**
 * Whether the question names one of the indications a long heading lists ("Glôcôm thứ phát và
 * trước phẫu thuật glôcôm góc đóng thứ phát ở người lớn" lists "glôcôm thứ phát"), or the
 * patient's indication is one of them. Such a heading names a population too, so it is read by
 * its listed phrases of two or more words that are no population, not whole like a label.
 */
function namesTopic(topic: string, askedFolded: string, indication: string | null): boolean {
  if (indication && containsPhrase(foldDiacritics(topic), indication)) return true;
  return topicNames(topic).some((phrase) => containsPhrase(askedFolded, phrase));
}

/** The phrases a long heading lists, folded: two or more words each, no population alone. */
function topicNames(topic: string): string[] {
  return foldDiacritics(topic)
    .trim()
    .split(/,\s*|\s+(?:va|hoac)\s+/u)
    .map((phrase) => phrase.trim())
    .filter((phrase) => phrase.split(/\s+/u).length >= 2 && !POPULATION_PHRASES.includes(phrase));
}

/** Words of a dose question that name no population, indication, route or form. */
const DOSE_ONLY_WORDS = new Set(
  'lieu luong toi da thieu bao nhieu moi ngay lan mg thong thuong nguoi lon bat dau khoi uong lau thoi gian dieu tri dot'.split(
    ' ',
  ),
);

/**
 * The question asks the dose (or how long) and nothing more ("Liều metformin tối đa mỗi
 * ngày?", "Metronidazol uống bao lâu?"). The verb alone asks how the drug is taken, not its
 * dose. Measured on the real book (ACETAZOLAMID): "Acetazolamid uống thế nào?" was read as a
 * dose question and led with the epilepsy section's adult line, once a "Người lớn:" heading
 * governed the lines under it.
 */
function asksDoseOnly(terms: ReadonlySet<string>): boolean {
  const words = [...terms];
  return words.some((w) => !TAKING_WORDS.has(w)) && words.every((w) => DOSE_ONLY_WORDS.has(w));
}

/** The verb of taking, and the patient's own words: no dose asked by them alone. */
const TAKING_WORDS = new Set('uong nguoi lon'.split(' '));

/**
 * English words that fold like Vietnamese syllables ("an" is "ăn", "to" is "tơ", "me" is "mẹ"):
 * in a question written in English they name nothing of the book's. Measured on unseen batch 25:
 * "… managed as an outpatient …" weighed a line for "ăn sáng và ăn tối" like the answering one.
 */
const ENGLISH_FUNCTION_WORDS = new Set(
  'an the with what how many and for of is are can be to in on at or if it we he she his her after before does should per day days dose doses me my by from as was has had not no'.split(
    ' ',
  ),
);

/**
 * A dose asked of no one in particular is the adult's: the section's first "Người lớn: …" line
 * that no indication governs. Measured: "Liều metformin tối đa mỗi ngày?" led with "Người cao
 * tuổi: … dùng liều như người lớn …" (the adult line, "tối đa 2 000 - 3 000 mg/ngày", sat in a
 * chunk that lost a table and was left out), and "Amlodipin liều tối đa?" with "Liều dùng tùy
 * theo mức độ bệnh …". A locked line leads as the book's own lines, never its numbers.
 */
function adultDoseLine(candidates: readonly Candidate[]): Candidate | undefined {
  return candidates
    .filter((c) => {
      if (c.chunk.section_key !== 'lieu_luong_va_cach_dung') return false;
      // "Liều dùng: Người lớn: …" and "Người lớn: …" alike: the generic heading is skipped. The
      // "Người lớn:" may head the paragraph ("Người lớn:" alone, then "Uống: 150 - 450 mg/lần
      // …", as the real book's CLINDAMYCIN prints it): the label chain is read as one.
      const first = [...c.labels, ...readOwnLabels(c.text).labels].find(
        (label) => !isGenericLabel(label),
      );
      return first !== undefined && /^nguoi lon(?![a-z])/.test(foldDiacritics(first).trim());
    })
    .sort((a, b) => a.order - b.order)[0];
}

/**
 * The adult's dose where the book labels none: its "Người lớn:" line, else the section's first
 * line stating a dose under no population label — the book's unlabelled doses are the adult's.
 * Measured on the real book (ACENOCOUMAROL, no "Người lớn:" line): "Liều acenocoumarol cho
 * người lớn?" led with "Liều ở người cao tuổi: …" while "Liều uống thông thường: Trong ngày đầu
 * là 4 mg/ngày …" opens the section's doses.
 */
function adultDefaultLine(candidates: readonly Candidate[]): Candidate | undefined {
  const labelled = adultDoseLine(candidates);
  if (labelled) return labelled;
  return candidates
    .filter((c) => {
      if (c.chunk.section_key !== 'lieu_luong_va_cach_dung' || findDoses(c.text).length === 0)
        return false;
      const labels = foldDiacritics([...c.labels, ...readOwnLabels(c.text).labels].join(' '));
      return !POPULATION_PHRASES.some((p) => p && containsPhrase(labels, p));
    })
    .sort((a, b) => a.order - b.order)[0];
}

/** A band on kidney or liver function, or on dialysis, as the book heads it. */
const ORGAN_BAND =
  /thanh\s+thai|clcr|mlcn|egfr|loc\s+cau\s+than|child|tham\s+tach|tham\s+phan|loc\s+mau/;

/**
 * The first sentence, outside Tương tác thuốc, of the asked drug's retrieved prose that names
 * the partner (by its whole phrase), as a candidate shown on its own.
 */
function partnerElsewhere(
  retrieved: readonly RetrievedChunk[],
  drugId: string,
  partners: readonly string[],
): Candidate | undefined {
  return sentenceElsewhere(retrieved, drugId, 'tuong_tac_thuoc', (text) => {
    const folded = foldDiacritics(text);
    return namesPartner(folded, partners);
  });
}

/**
 * The first sentence of the asked drug's retrieved prose, outside the section `skip`, that
 * `names` accepts, as a candidate shown on its own.
 */
function sentenceElsewhere(
  retrieved: readonly RetrievedChunk[],
  drugId: string,
  skip: SectionKey | null,
  names: (text: string) => boolean,
  /** Of the sentences `names` accepts, the one scoring most; the first on a tie. */
  score?: (text: string) => number,
): Candidate | undefined {
  let best: { chunk: Chunk; text: string; order: number; score: number } | undefined;
  for (const { chunk } of retrieved) {
    if (chunk.drug_id !== drugId || chunk.chunk_kind !== 'prose' || chunk.section_key === skip)
      continue;
    for (const [i, sentence] of splitSentences(chunk.source_text).entries()) {
      if (!names(sentence.text)) continue;
      if (!score) return aloneCandidate(chunk, sentence.text, i, 'fits');
      const scored = score(sentence.text);
      if (!best || scored > best.score)
        best = { chunk, text: sentence.text, order: i, score: scored };
    }
  }
  return best && aloneCandidate(best.chunk, best.text, best.order, 'fits');
}

/**
 * The chunks a can-use question reads, best first, with every section it asks among them: the
 * best chunk of each, then the next best of any. Measured on the real book (SPIRONOLACTON):
 * "Spironolacton cho người suy gan được không?" asks Chống chỉ định, Thận trọng and (for "suy
 * gan") Liều lượng; the dose section's three parts took three of the four places, Thận trọng,
 * whose "… suy giảm chức năng thận, chức năng gan" answers, was never read, and the answer led
 * with "Cách dùng: Tránh dùng các chế phẩm chứa nhiều kali".
 */
function pickChunks(relevant: readonly RetrievedChunk[], max: number): Chunk[] {
  const firstOfSection = new Set<RetrievedChunk>();
  const sections = new Set<string>();
  for (const r of relevant) {
    const key = `${r.chunk.drug_id}\u0000${r.chunk.section_key}`;
    if (sections.has(key)) continue;
    sections.add(key);
    firstOfSection.add(r);
  }
  const kept = new Set([...firstOfSection].slice(0, max));
  for (const r of relevant) {
    if (kept.size >= max) break;
    kept.add(r);
  }
  return relevant.filter((r) => kept.has(r)).map((r) => r.chunk);
}

/** Reactions in general, not one effect: "phản ứng", "tác dụng không mong muốn", "ADR". */
const GENERAL_REACTION =
  /(?<!\p{L})(?:phan\s+ung|tac\s+dung\s+(?:khong\s+mong\s+muon|phu)|adr)(?!\p{L})/u;

/**
 * A line names the asked effect with two of its words (all of them when it has one), or by one
 * of the names findEffectLead reads for it (EFFECT_SYNONYMS, a drop as "hạ"): the ADR guidance
 * names "Mất phối hợp vận động" where a relative says "loạng choạng" (unseen batch 138, first
 * run, GABAPENTIN: the answer said the guidance does not name it).
 */
function namesEffect(text: string, effect: EffectAsked): boolean {
  const own = new Set(syllables(text));
  const { words } = effect;
  return (
    words.filter((w) => own.has(w)).length >= Math.min(2, words.length) ||
    findEffectLead([text], effect) !== null
  );
}

/** The first sentence of the asked drug's retrieved prose, in any section, that names the effect. */
function effectElsewhere(
  retrieved: readonly RetrievedChunk[],
  drugId: string,
  effect: EffectAsked,
): Candidate | undefined {
  return sentenceElsewhere(retrieved, drugId, 'huong_dan_xu_tri_adr', (text) =>
    namesEffect(text, effect),
  );
}

/** The first line, in book order, that says what a stopping, infusion or timing question asks. */
function topicLeadOf(candidates: readonly Candidate[], asks: Asks): Candidate | undefined {
  const says: ((c: Candidate) => boolean) | undefined = asks.missedDose
    ? (c) => c.chunk.section_key === 'lieu_luong_va_cach_dung' && statesMissedDose(c.text)
    : asks.withdrawal
      ? (c) => statesWithdrawal(c.text)
      : asks.infusionTime
        ? (c) => statesInfusionTime(c.text)
        : // Whether food changes it is no question of when to take it (asks-food-effect.ts).
          asks.dosingTime && !asks.foodEffect
          ? (c) => c.chunk.section_key === 'lieu_luong_va_cach_dung' && statesDosingTime(c.text)
          : asks.mostCommon
            ? (c) => statesMostCommon(foldWords(c.text))
            : asks.baselineTest
              ? (c) => statesBaselineTest(c.text)
              : asks.nearDelivery
                ? (c) => c.chunk.section_key === 'thoi_ky_mang_thai' && statesNearDelivery(c.text)
                : undefined;
  if (!says) return undefined;
  // Of a forgotten dose's lines, the one naming most of the question: the book's "Nếu quên thì
  // phải uống ngay khi nhớ" and "Nếu nhớ ra vào lúc sắp đến giờ … thì bỏ qua liều" answer
  // different stories (first-set batches 81 and 110: remembered near the next dose).
  if (asks.missedDose)
    return [...candidates]
      .filter(says)
      .sort((a, b) => b.weighted - a.weighted || a.order - b.order)[0];
  return [...candidates].sort((a, b) => a.order - b.order).find(says);
}

/** A short line with no sentence end: a heading, not something the book says. */
function isHeading(text: string): boolean {
  const trimmed = text.trim();
  return !/[.!?…:;)]$/.test(trimmed) && trimmed.split(/\s+/).length <= 8;
}

/** Whether a line names a condition the question says the patient has (lab values included). */
function namesConditionOf(text: string, conditions: readonly PatientCondition[]): boolean {
  if (conditions.length === 0) return false;
  const folded = foldWords(text);
  return conditions.some(
    (c) =>
      c.source !== 'words' &&
      c.source !== 'medication' &&
      c.book.some((phrase) => containsPhrase(folded, phrase)),
  );
}

/**
 * What to do about an overdose or an adverse effect, or what an overdose does, asked: the line
 * of Quá liều và xử trí or Hướng dẫn cách xử trí ADR that says it (read-overdose-management.ts).
 */
/**
 * The line of Hướng dẫn cách xử trí ADR that says what to do about the effect asked: the line
 * naming the effect when it says what to do, else the first after it that does. The section
 * names an effect, then its management ("Táo bón … Nếu cần có thể sử dụng thuốc nhuận tràng").
 * Measured on unseen batch 13 (CODEIN): "… bị táo bón mấy hôm …, có cách gì không?" led with "Buồn
 * nôn, nôn, táo bón khi dùng liều lặp lại nhiều lần", the line that only names it.
 */
function managementAfterEffect(
  pool: readonly Candidate[],
  effect: AskedEffect | null,
): Candidate | undefined {
  if (!effect) return undefined;
  const lines = pool
    .filter((c) => c.chunk.section_key === 'huong_dan_xu_tri_adr')
    .sort((a, b) => a.order - b.order);
  // The effect's head: a patient adds how long and how bad ("táo bón mấy hôm không đi ngoài").
  const heads = effect.words.map((_, k) =>
    effect.words.slice(0, effect.words.length - k).join(' '),
  );
  // The longest head any line names: "bạch cầu đa nhân trung tính" is not the first line that
  // names "bạch cầu" (CLOZAPIN, stop 61's doctor's questions: "… trừ mất bạch cầu hạt").
  const named = heads
    .filter((h) => h.split(' ').length >= 2)
    .map((head) => ({ head, at: lines.findIndex((c) => containsPhrase(foldWords(c.text), head)) }))
    .find((x) => x.at >= 0);
  if (!named) return undefined;
  const { head, at } = named;
  // A measure's line gives its threshold and what to do there ("Nếu thấy giảm tiểu cầu dưới
  // 100 000/mm3, phải ngừng thuốc ngay"): it answers, not the remedy after it (unseen batch 57
  // once a platelet count was read as the measure asked: "Nếu chảy máu nặng, có thể dùng
  // protamin sulfat" led). The first that names the measure with a number and says what to do.
  if (effect.measured) {
    const threshold = lines.find((c) => {
      const folded = foldWords(c.text);
      return (
        containsPhrase(folded, head) &&
        /\d/.test(folded) &&
        (ADVICE.test(folded) || REMEDY.test(folded))
      );
    });
    if (threshold) return threshold;
  }
  // The effect's own line that says what to do answers ("Nếu các triệu chứng nặng (lú lẫn, hôn
  // mê ở người suy thận), phải ngừng thuốc ngay"), not the line after it (ACICLOVIR, unseen batch
  // 78: "Diễn biến thường tốt sau khi ngừng thuốc …" led).
  const own = foldWords(lines[at]!.text);
  if (ADVICE.test(own) || REMEDY.test(own)) return lines[at];
  // What to do, after the effect is named: a remedy ("có thể dùng …", "nếu cần …") before a
  // precaution ("tránh dùng liều cao"), the effect's own line last.
  const near = [...lines.slice(at + 1, at + 4), lines[at]!];
  // With neither, the line naming the effect: measured on unseen batch 66 (first run), "… tăng 9
  // kg … Xử trí ADR này thế nào?" led with the agranulocytosis lines, which share the patient's
  // diagnosis, while "Tăng cân có thể xuất hiện …" and the diet line after it were not shown.
  return (
    near.find((c) => REMEDY.test(foldWords(c.text))) ??
    near.find((c) => ADVICE.test(foldWords(c.text))) ??
    lines[at]
  );
}

/** A remedy the management section gives, folded: "có thể sử dụng thuốc nhuận tràng". */
const REMEDY =
  /(?<![\p{L}])(?:co\s+the\s+(?:dung|su\s+dung|ngam|uong|cho|tiem|giam)|neu\s+can)(?![\p{L}])/u;
/** Any advice: "tránh …", "nên …", "phải ngừng …", "giảm liều …". */
const ADVICE =
  /(?<![\p{L}])(?:tranh|nen|phai\s+(?:ngung|giam|dung)|can\s+(?:ngung|giam|huong\s+dan|theo\s+doi|kiem\s+tra)|giam\s+lieu|ngung\s+thuoc)(?![\p{L}])/u;

function managementLead(
  pool: readonly Candidate[],
  wanted: ReadonlySet<SectionKey>,
  asks: Asks,
  conditions: readonly PatientCondition[] = [],
): Candidate | undefined {
  // An antidote asked is answered by the line on the antidote: "Paracetamol quá liều thì dùng
  // thuốc giải độc gì?" led with "Cho uống than hoạt …" above "Không có thuốc giải độc đặc
  // hiệu". Counting every shared word instead led "Digoxin quá liều xử trí thế nào?" with the
  // same line ("xử trí" folds to "trị" of "điều trị").
  // A management question on an overdose opens with the section's first line that is not what
  // the overdose does.
  if (wanted.has('qua_lieu_va_xu_tri') && asks.management)
    return overdoseManagementLead(pool, asks, conditions);
  // Asked of an overdose in its own words ("có bù kali không?"), the same line leads; not when
  // an adverse effect's management is asked (unseen batch 12, CLOPIDOGREL: a suspected TTP led
  // with "Xử trí quá liều clopidogrel bằng truyền tiểu cầu", the platelet count its condition).
  if (wanted.has('qua_lieu_va_xu_tri') && !asks.overdoseSigns && !asks.effectManagement) {
    const forState = pool
      .filter((c) => c.chunk.section_key === 'qua_lieu_va_xu_tri')
      .sort((a, b) => a.order - b.order)
      .find((c) => namesConditionOf(c.text, conditions));
    if (forState) return forState;
  }
  // What the overdose does, asked: the line that says it.
  // A line naming the signs ("Các triệu chứng … là …") before one on what the overdose leads to.
  if (wanted.has('qua_lieu_va_xu_tri') && asks.overdoseSigns)
    return pool
      .filter((c) => c.chunk.section_key === 'qua_lieu_va_xu_tri' && describesOverdose(c.text))
      .sort(
        (a, b) =>
          Number(listsOverdoseSigns(b.text)) - Number(listsOverdoseSigns(a.text)) ||
          a.order - b.order,
      )[0];
  if (wanted.has('huong_dan_xu_tri_adr') && asks.effectManagement)
    return effectManagementLead(pool, asks);
  return undefined;
}

/**
 * What to do about an overdose: a line under "Triệu chứng:" describes the overdose though its
 * own words do not say so; of the rest, the antidote asked, the line naming the patient's state,
 * the antagonist the book names by its drug, then a line that says what to do (statesManagement).
 */
function overdoseManagementLead(
  pool: readonly Candidate[],
  asks: Asks,
  conditions: readonly PatientCondition[],
): Candidate | undefined {
  // In the book's order, not retrieval's: the section's second part ranked first led
  // COLCHICIN's management with "Tử vong đã xảy ra khi tiêm tĩnh mạch …" (unseen batch 72).
  const lines = pool
    .filter(
      (c) =>
        c.chunk.section_key === 'qua_lieu_va_xu_tri' &&
        !describesOverdose(c.text) &&
        !c.labels.some(headsOverdoseSigns),
    )
    .sort((a, b) => bookOrder(a) - bookOrder(b));
  const antidote = asks.antidote
    ? (lines.find((c) => namesAntidote(c.text)) ?? lines.find((c) => reversesEffect(c.text)))
    : undefined;
  // The patient's state in the overdose names its own line: "Ngộ độc digoxin, K máu 6,3
  // mmol/l, có bù kali không?" led with the chelator line above "… dùng muối kali nếu có giảm
  // kali huyết …, nhưng không dùng nếu có tăng kali huyết" (unseen batch 8).
  const forState = lines.find((c) => namesConditionOf(c.text, conditions));
  // Then the antagonist the book names by its drug ("Dùng naloxon ngay …"): after the line on
  // antidotes in general ("Không có thuốc giải độc đặc hiệu"; before it, COLCHICIN's and
  // CLOZAPIN's were lost, batches 1, 3, 64) and after the patient's state ("… tụt huyết áp
  // thì nâng áp bằng thuốc gì?" asks a drug, not an antidote; batch 3).
  const antagonist = asks.antidote ? lines.find((c) => namesAntagonist(c.text)) : undefined;
  // The part the book heads "Xử trí:" before a line that only names an act ("tiêm" of a route).
  const headed = lines.find((c) => headsManagement(c.text) || c.labels.some(headsManagement));
  return (
    antidote ??
    forState ??
    antagonist ??
    headed ??
    lines.find((c) => statesManagement(c.text)) ??
    lines[0]
  );
}

/**
 * An adverse effect's management: the line of Hướng dẫn cách xử trí ADR that names most of the
 * question, else its first. Measured: "Furosemid gây hạ kali máu phải làm gì?" led with Quá
 * liều's "Quá liều gây mất nước … rối loạn điện giải", "Bổ sung kali …" second. When no line
 * there names the effect (two or more of the question's words), the line of another section read
 * that names it most answers. Measured on the real book (SPIRONOLACTON): "Spironolacton tăng kali
 * huyết phải làm gì?" led with "Giảm natri huyết thường biểu hiện: …" (the section's first line,
 * on another effect) while Quá liều says "Nếu tăng kali huyết có thay đổi điện tâm đồ: Tiêm tĩnh
 * mạch natri bicarbonat …".
 */
function effectManagementLead(pool: readonly Candidate[], asks: Asks): Candidate | undefined {
  const afterEffect = managementAfterEffect(pool, asks.effect);
  if (afterEffect) return afterEffect;
  const byMatch = (a: Candidate, b: Candidate) => b.matched - a.matched || a.order - b.order;
  const byWeight = (a: Candidate, b: Candidate) => b.phrased - a.phrased || byMatch(a, b);
  const adr = pool.filter((c) => c.chunk.section_key === 'huong_dan_xu_tri_adr').sort(byWeight);
  if (adr[0] && adr[0].matched >= 2) return adr[0];
  // Not a line on what an overdose does ("Quá liều gây mất nước … máu" shares "gây", "máu"
  // with "Furosemid gây hạ kali máu phải làm gì?"), and naming more than the ADR line does.
  // Nor a precaution (Thận trọng says what to watch before the effect, not what to do once it
  // came): measured once Thận trọng was asked beside an effect's management, SPIRONOLACTON's
  // "Kiểm soát chặt nồng độ kali huyết …" led over Quá liều's treatment of a high potassium.
  const named = pool
    .filter((c) => !describesOverdose(c.text) && c.chunk.section_key !== 'than_trong')
    .sort(byMatch)[0];
  return named && named.matched >= 2 && named.matched > (adr[0]?.matched ?? 0) ? named : adr[0];
}

/** A line's place in the book: its chunk's part, then its sentence (Base.order adds the rank). */
function bookOrder(c: Candidate): number {
  return c.chunk.part_index * 1000 + (c.order % 1000);
}

/** The direction's target as the book writes it (the reader folds it). */
const TARGET_WORDS: Record<string, string> = {
  'tac dung': 'tác dụng',
  'nong do': 'nồng độ',
  'hieu qua': 'hiệu quả',
  inr: 'INR',
  'thai tru': 'thải trừ',
  'hap thu': 'hấp thu',
  'chuyen hoa': 'chuyển hóa',
  'doc tinh': 'độc tính',
  'thanh thai': 'thanh thải',
  'nguy co': 'nguy cơ',
};

function directionGap(
  direction: NonNullable<PatientParameters['direction']>,
  drugName: string,
): string {
  const verb = direction.verb === 'tang' ? 'tăng' : 'giảm';
  const target = TARGET_WORDS[direction.target ?? ''] ?? direction.target ?? '';
  // "Clarithromycin làm tăng nồng độ thuốc nào?" asks what the drug acts on. Measured: the gap
  // line said "các thuốc làm tăng nồng độ của CLARITHROMYCIN", the opposite direction.
  const which =
    direction.of === 'other'
      ? `các thuốc mà ${drugName} làm ${verb} ${target}`
      : `các thuốc làm ${verb} ${target} của ${drugName}`;
  return `Dược thư không tách riêng ${which}: các câu dưới đây là những gì sách nêu, không nói rõ chiều tăng hay giảm.`;
}

/** What the book was searched for: the pair ("tương tác giữa A và B") or the partner as typed. */
const DIALYSIS_NAMES = { mau: 'thẩm tách máu (thận nhân tạo)', phuc_mac: 'thẩm phân phúc mạc' };

/**
 * The line that says the book speaks of the other kind of dialysis than the patient's, or null
 * when a shown sentence names the patient's kind, or none names a kind at all.
 */
function dialysisGap(patient: PatientParameters, shown: readonly string[]): string | null {
  const kind = patient.dialysis;
  if (kind !== 'mau' && kind !== 'phuc_mac') return null;
  const named = new Set(shown.flatMap((t) => [...readDialysisKinds(foldDiacritics(t))]));
  const other = kind === 'mau' ? 'phuc_mac' : 'mau';
  if (named.has(kind) || !named.has(other)) return null;
  return `Dược thư không nêu riêng cho người bệnh ${DIALYSIS_NAMES[kind]}: các câu dưới đây nói về ${DIALYSIS_NAMES[other]}.`;
}

function partnerOf(asked: AskedQuestion, askedDrugId: string, chunks: readonly Chunk[]): string {
  const { understood: u, patient } = asked;
  const nameOf = (id: string) => chunks.find((c) => c.drug_id === id)?.drug_name;
  const pair = u.interactionPair?.map(nameOf);
  if (pair?.[0] && pair[1]) return `tương tác giữa ${pair[0]} và ${pair[1]}`;
  const other = u.interactionPair?.find((id) => id !== askedDrugId);
  const mention = u.mentions.find((m) => m.drug_id === other);
  return mention?.matched ?? u.otherDrugTerms[0] ?? patient.partner ?? 'thuốc được hỏi';
}

/** Names the partner drug goes by: the question's own words and the partner monograph's title. */
function partnerPhrasesOf(
  asked: AskedQuestion,
  chunks: readonly Chunk[],
  askedDrugId: string,
  classPhrases: ReadonlyMap<string, readonly string[]>,
): string[] {
  const { understood: u, patient } = asked;
  const out = new Set<string>();
  if (u.interactionPair) {
    const other = u.interactionPair.find((id) => id !== askedDrugId);
    const mention = u.mentions.find((m) => m.drug_id === other);
    if (mention) out.add(foldDiacritics(mention.matched));
    const title = chunks.find((c) => c.drug_id === other)?.drug_name;
    if (title) out.add(foldDiacritics(title));
    // The book often names a partner by its class, as the partner's own Loại thuốc line calls it
    // (read-class-phrases.ts): DICLOFENAC's "Người đang dùng bất cứ thuốc chống đông máu nào"
    // for acenocoumarol ("Thuốc uống chống đông máu"), FUROSEMID's "Glycosid tim:" for digoxin.
    // The book shortens its class names, never at the ends ("glycosid trợ tim" in DIGOXIN's Loại
    // thuốc is "Glycosid tim:" in FUROSEMID's interactions, unseen batch 4).
    for (const phrase of other ? (classPhrases.get(other) ?? []) : [])
      for (const variant of [phrase, ...leaveOneWordOut(phrase, true)]) out.add(variant);
  }
  // A substance is named by the book in its own words: "Với alcohol (rượu)", "ethanol".
  const substance = asked.asks.substance;
  // Not by its name folded when that is a syllable of common words (read-substance.ts
  // nameFoldsInBook): "trà" is the "tra" of "kiểm tra".
  const foldsAway = substance?.nameFoldsInBook === false && patient.partner === substance.name;
  if (patient.partner && !foldsAway) out.add(foldDiacritics(patient.partner));
  for (const phrase of [...(substance?.phrases ?? []), ...(substance?.book ?? [])]) out.add(phrase);
  // A name the book has no monograph for ("letrozol") is still named in this one's lists.
  // Spelled in English too ("quinidine sulfate"): also as the book spells it (spell-as-book-inn.ts).
  for (const term of u.otherDrugTerms)
    for (const variant of spellAsBookInn(foldDiacritics(term).toLowerCase())) out.add(variant);
  const askedName = foldDiacritics(chunks.find((c) => c.drug_id === askedDrugId)?.drug_name ?? '');
  return withPartnerSynonyms([...out], askedName, !u.interactionPair).filter((p) => p.length > 2);
}

/** A candidate with the facts a ranking table reads; the book order always. */
function rankedOf(c: Candidate, facts: Partial<LineFacts>): Ranked<Candidate> {
  return { line: c, facts: { ...NO_LINE_FACTS, ...facts, order: c.order } };
}

/** How a dose line fits the phase of the regimen asked; other sections' lines name no phase. */
function phaseOf(s: DraftState, c: Candidate, shownFolded?: string): number {
  if (c.chunk.section_key !== DOSES) return 0;
  return phaseFit(shownFolded ?? foldWords(c.shown), s.asked.asks.phases);
}

/** The candidates ranked by a table (lib/answer/rank), traced when asked. */
function rankLines(
  table: RankTable<Ranked<unknown>, RankContext>,
  lines: readonly Ranked<Candidate>[],
  ctx: RankContext,
  trace: RankTrace[] | undefined,
): Candidate[] {
  const traced = trace ? { sink: trace, label: (r: Ranked<Candidate>) => r.line.shown } : undefined;
  return rankByKeys(table, lines, ctx, traced).map((r) => r.line);
}

/** What the lead rules read: the lines of the answer and what the question asks of them. */
interface LeadContext {
  asked: AskedQuestion;
  /** The lines that may be shown. */
  pool: readonly Candidate[];
  /** Every line read, locked or not. */
  candidates: readonly Candidate[];
  /** The lines picked by relevance, in book order. */
  picked: readonly Candidate[];
  /** Lead-ins of a lifted table that bands the patient's value or population. */
  leadIns: readonly Candidate[];
  wanted: ReadonlySet<SectionKey>;
  /** The question's syllables, the drug's name left out. */
  terms: ReadonlySet<string>;
  populationsAsked: boolean;
  /** The line the indication names, when the patient's value lies above every band. */
  indicationLead?: Candidate;
  /** The patient is an adult by word only. */
  onlyAdult: boolean;
  /** No population and no value asked. */
  general: boolean;
  verdictLead: () => Candidate | undefined;
  trace: RankTrace[] | undefined;
}

/**
 * A rule that may name the line that leads an answer no band decides. The first rule that
 * applies and picks a line wins; an exclusive rule that applies ends the search even when it
 * picks none.
 */
interface LeadRule {
  name: string;
  appliesWhen?: (x: LeadContext) => boolean;
  exclusive?: boolean;
  pick: (x: LeadContext) => Candidate | undefined;
  reason: string;
}

const DOSES: SectionKey = 'lieu_luong_va_cach_dung';
const ADR: SectionKey = 'tac_dung_khong_mong_muon';
const PREGNANCY: SectionKey = 'thoi_ky_mang_thai';
const OVERDOSE: SectionKey = 'qua_lieu_va_xu_tri';
const PHARMACOLOGY: SectionKey = 'duoc_ly_va_co_che_tac_dung';

/** The ADR section's lines in book order, and the first that names the asked effect. */
function effectNamedLine(
  candidates: readonly Candidate[],
  effect: EffectAsked,
  section: SectionKey = ADR,
): Candidate | undefined {
  const adr = candidates
    .filter((c) => c.chunk.section_key === section)
    .sort((a, b) => a.order - b.order);
  const lead = findEffectLead(
    adr.map((c) => c.text),
    effect,
  );
  return lead ? adr[lead.index] : undefined;
}

/**
 * The gap when no ADR line names the effect a yes/no question asks about, said first and in
 * the question's words (never a number): the headline lines follow.
 */
function adverseEffectGap(
  asked: AskedQuestion,
  wanted: ReadonlySet<SectionKey>,
  candidates: readonly Candidate[],
  chosen: readonly Chunk[],
): AnswerDraft['sentences'][number] | null {
  const effect = asked.asks.adverseEffect;
  const adrChunk = chosen.find((c) => c.section_key === ADR);
  if (!effect || !wanted.has(ADR) || !adrChunk || /\d/.test(effect.phrase)) return null;
  // The patient's story in its own words is not said to be missing from the book.
  if (effect.told) return null;
  // Nor a phrase that points back at the story ("hỏng da chỗ đó", "tổn thương này"): it names
  // no effect the book could print. Measured on first-set batches 85 and 86 (stop 57, first
  // runs): "… thuốc thoát ra ngoài ven … có làm hỏng da chỗ đó không?" was told that ACICLOVIR's
  // ADR section does not name it, while it says "… tiêm ra ngoài tĩnh mạch, gây viêm và hoại tử mô".
  if (POINTS_BACK.test(effect.phrase)) return null;
  if (effectNamedLine(candidates, effect)) return null;
  return {
    text: `Mục Tác dụng không mong muốn (ADR) của ${adrChunk.drug_name} trong Dược thư không nêu “${effect.phrase}”.`,
    cites: [adrChunk.chunk_id],
    gap: 'effect',
  };
}

/** A demonstrative in an effect's phrase: it refers to what the question told. */
const POINTS_BACK = /(?<![\p{L}])(?:này|đó|đấy|kia|ấy|nay|do|day|this|that|these|those)$/iu;

/** A line on mixing: "trộn", "pha chung / lẫn", "tương kỵ", "tương hợp". */
const SAYS_MIXING =
  /(?<![\p{L}])(?:tron|pha\s+(?:chung|lan|cung)|tuong\s+(?:ky|ki|hop))(?![\p{L}])/iu;

/** The lead rules, in order (README "Answers"; `npm run explain` prints which fired). */
export const LEAD_RULES: readonly LeadRule[] = [
  {
    name: 'dialysis_line',
    appliesWhen: (x) => (x.asked.patient.dialysis ?? x.asked.asks.dialysis) != null,
    pick: (x) => dialysisLineOf(x.pool, (x.asked.patient.dialysis ?? x.asked.asks.dialysis)!),
    reason:
      'A dialysis patient, or dialysis asked about as a remedy, is answered by the line on dialysis before a renal table. Measured (ACICLOVIR): "… thẩm phân máu dùng liều thế nào?" led with the oral renal table\'s lead-in; unseen batch 4: "… có cần chạy thận để thải thuốc không?" needs the line that says whether it does.',
  },
  {
    name: 'mixing_line',
    appliesWhen: (x) =>
      x.asked.understood.sections.some((w) => w.key === 'tuong_ky') &&
      !x.pool.some((c) => c.chunk.section_key === 'tuong_ky'),
    pick: (x) => x.pool.find((c) => SAYS_MIXING.test(foldDiacritics(c.text))),
    reason:
      'What a drug may be mixed with, asked of a monograph that prints no Tương kỵ, is answered by the line of another section that says it. Measured on unseen batch 143 (first run): COTRIMOXAZOL\'s "Không được trộn với thuốc hoặc dung dịch khác" came third, under "Cotrimoxazol có loại uống và loại tiêm truyền tĩnh mạch".',
  },
  {
    name: 'table_lead_in',
    pick: tableLeadInOf,
    reason:
      'A value no sentence bands opens with the lead-in of the table that holds the bands; of several, the one naming most of the question, and one said for a second condition the question does not name ("… suy thận kèm nhiễm HIV") or for another route than the one asked only when no other is. Measured: "CrCl 60 ml/min ciprofloxacin chỉnh liều thế nào?" led with "Người cao tuổi: Dùng liều như người lớn …"; a doctor\'s question (ACICLOVIR, stop 65), Clcr 8 and zona, led with the HIV patients\' table.',
  },
  {
    name: 'indication_over_value',
    appliesWhen: (x) => x.indicationLead !== undefined,
    pick: (x) => x.indicationLead,
    reason:
      'A clearance or weight above every band the book prints, told beside an indication: the line the indication names, the no-band line second. Measured on unseen batches 21–23: "NMCT không ST chênh lên, 82 kg, Clcr 72 — enoxaparin liều bao nhiêu?" led with "no band holds the value" and the renal lines; the indication\'s dose was never shown.',
  },
  {
    name: 'topic_line',
    // Not when an amount is asked too: "… khởi đầu clozapin liều bao nhiêu, uống lúc nào trong
    // ngày?" led with "Cách dùng: … trong bữa ăn hoặc cách xa bữa ăn" over the Parkinson dose
    // (unseen batch 8); the dose leads, the timing line follows.
    // A dose to restart with is asked of the restart line itself ("BN tự bỏ Leponex 5 ngày, giờ
    // uống lại thì bắt đầu lại liều bao nhiêu?", unseen batch 3, led by a tablet-halving line).
    appliesWhen: (x) => !x.asked.asks.amount || x.asked.asks.missedDose,
    // A forgotten dose's line shares no dose word with the question, so relevance leaves it out
    // of the candidates: it is looked for in the whole pool (first-set batch 123, first run).
    pick: (x) => topicLeadOf(x.asked.asks.missedDose ? x.pool : x.candidates, x.asked.asks),
    reason:
      'How the drug is stopped, how fast it goes in, when in the day it is taken or what to do about a forgotten dose is answered by the line that says so (read-withdrawal.ts, read-infusion-time.ts, read-dosing-time.ts, read-missed-dose.ts).',
  },
  {
    name: 'effect_named',
    appliesWhen: (x) =>
      x.asked.asks.adverseEffect !== null && (x.wanted.has(ADR) || x.wanted.has(PREGNANCY)),
    // A harm to the unborn child is named in Thời kỳ mang thai ("… có thể gây sảy thai …"):
    // measured on unseen batch 12 (FUROSEMID), "thuốc có gây sảy thai … không?" led with "…
    // ảnh hưởng đến thai do làm giảm thể tích máu của mẹ".
    pick: (x) =>
      x.wanted.has(ADR)
        ? effectNamedLine(x.candidates, x.asked.asks.adverseEffect!)
        : effectNamedLine(x.candidates, x.asked.asks.adverseEffect!, PREGNANCY),
    reason:
      'A yes/no about one adverse effect ("X có gây rụng tóc không?") is answered by the ADR line that names it (find-effect-lead.ts). Measured (issue 37): such questions led with the ADR section\'s first frequency line.',
  },
  {
    name: 'pharmacology_topic',
    appliesWhen: (x) => x.asked.understood.sections[0]?.key === PHARMACOLOGY,
    pick: (x) => pharmacologyTopicLine(x.pool, x.asked.text.folded),
    reason:
      "What a pharmacology question asks (onset, half-life, elimination, protein binding …) is said in the book's own words for it (pharmacology-topics.ts). Measured on unseen batches 1–56: 60 pharmacology questions led by another Dược lý line.",
  },
  {
    name: 'verdict',
    // A yes/no on managing an adverse effect ("xử trí thế nào, truyền tiểu cầu có được không?")
    // asks about the management, not the drug: the management line answers it (unseen batch 12,
    // CLOPIDOGREL: a suspected TTP led with the overdose's platelet transfusion).
    appliesWhen: (x) =>
      x.asked.asks.verdict && (x.asked.asks.canUse || !x.asked.asks.effectManagement),
    exclusive: true,
    pick: (x) => x.verdictLead(),
    reason: 'A yes/no question opens with the verdict (VERDICT_TABLE).',
  },
  {
    name: 'management',
    pick: (x) => managementLead(x.pool, x.wanted, x.asked.asks, x.asked.conditions),
    reason:
      'What to do about an overdose or an adverse effect, its antidote, or what an overdose does, asked: the line that says it. Measured: "Paracetamol quá liều thì dùng thuốc giải độc gì?" led with "Cho uống than hoạt …".',
  },
  {
    name: 'max_dose_line',
    appliesWhen: (x) => x.asked.asks.maxDose,
    pick: (x) => maxDoseLine(x),
    reason:
      "A maximum asked: the dose line that states one, under the label the question names, an adult's before a child's when no population is asked. Measured on 18 real monographs never asked before: 0 of 8 maximum-dose questions led with it, one with the children's maximum.",
  },
  {
    name: 'dose_place_line',
    // Only a dose asked by its place, its amount asked: measured on batches 1-56 in memory, any
    // phase led a titration question with another indication's day-by-day line (batch 7), a
    // dilution question with the maintenance rate (batch 44), "liều thứ ba … có lợi gì không"
    // with the second dose (batch 29), and a "sau đó" read as the doses after the first put the
    // first dose above the second (batch 3).
    appliesWhen: (x) => x.wanted.has(DOSES) && x.asked.asks.amount,
    pick: (x) => dosePlaceLine(x),
    reason:
      'A dose asked by its place ("liều (tiêm) thứ hai bao nhiêu"): the dose line that names that place, under the label the question names first; before label_named, whose first line is the regimen\'s first dose, and route_line, whose route the phase\'s line may leave to the line before it. Measured on unseen batch 56 (first run): "… đã tiêm TM diltiazem 15 mg …, 15 phút sau tần số vẫn 140 l/p. Liều tiêm thứ hai bao nhiêu?" led with Cách dùng\'s dilution line.',
  },
  {
    name: 'label_named',
    // An adult's age typed as a number is the patient's context, not a population asked: measured
    // on unseen batch 24, "Alcohol withdrawal day 1: 48 yo man … how many mg per dose …?" led
    // with "Lo âu nặng: …" over "Hội chứng cai rượu: Uống 5 - 20 mg …".
    appliesWhen: (x) => !x.populationsAsked || onlyAdultAgeTyped(x.asked.understood.populations),
    pick: (x) => labelNamedLead(x.candidates, x.asked.text.folded, x.asked.asks),
    reason:
      'The line whose label the question names ("… viêm phổi bệnh viện liều bao nhiêu?"). Measured: every indication-labelled dose line sat in a chunk that lost a formula and the answer led with "Liều dùng tùy theo mức độ bệnh …".',
  },
  {
    name: 'route_line',
    appliesWhen: (x) => x.asked.asks.route !== null && x.wanted.has(DOSES),
    pick: (x) => routeLine(x),
    reason:
      'The route asked: the first dose line that names it, under the label the question names first; after label_named, whose label often names the route ("Cách dùng thuốc mỡ"). Measured on unseen real monographs (batch 3 first run): 16 of 50 misses ignored the route, population or indication asked.',
  },
  {
    name: 'rare_words_line',
    pick: (x) => rareWordsLine(x.pool, x.asked.understood.sections[0]?.key),
    reason:
      'The line of the section asked whose question words weigh clearly most, rare words most (rare-words-line.ts). Measured on the unseen batches 4–17: 83 of 230 answers without the fact in the first two lines led with another line of the right section.',
  },
  {
    name: 'adult_default',
    appliesWhen: (x) => x.onlyAdult && x.wanted.has(DOSES) && asksDoseOnly(x.terms),
    pick: (x) => adultDefaultLine(x.candidates),
    reason:
      'An adult dose where the book labels none: its first unlabelled dose. Measured (ACENOCOUMAROL): "Liều acenocoumarol cho người lớn?" led with "Liều ở người cao tuổi: …".',
  },
  {
    name: 'adult_dose',
    appliesWhen: (x) => x.general && x.wanted.has(DOSES) && asksDoseOnly(x.terms),
    pick: (x) => adultDoseLine(x.candidates),
    reason:
      'A dose asked of no one is the adult\'s. Measured: "Liều metformin tối đa mỗi ngày?" led with "Người cao tuổi: … dùng liều như người lớn …".',
  },
  {
    name: 'sole_best_match',
    appliesWhen: (x) => x.general,
    pick: (x) => soleBestMatch(x.candidates, x.asked.understood.sections[0]?.key),
    reason:
      'The one line with more of the question\'s words than any other. Measured: "Kali clorid pha loãng thế nào?" led with the section\'s first line.',
  },
];

/** The first lead rule that applies and picks a line, traced as one table of rule rows. */
function pickLead(x: LeadContext, trace: RankTrace[] | undefined): Candidate | undefined {
  const rows: RankTrace['rows'] = [];
  let lead: Candidate | undefined;
  for (const rule of LEAD_RULES) {
    const applies = rule.appliesWhen?.(x) ?? true;
    const picked = applies ? rule.pick(x) : undefined;
    rows.push({ label: rule.name, vector: { applies: Number(applies), picked: Number(!!picked) } });
    if (picked || (applies && rule.exclusive)) {
      lead = picked;
      break;
    }
  }
  trace?.push({ table: 'lead_rules', rows });
  return lead;
}

const CHILD_PHRASES = [...POPULATION_LABEL_PHRASES.tre_em, ...POPULATION_LABEL_PHRASES.tre_so_sinh];
/** Labels of every population but the adult: a line for them answers no one-in-particular. */
const OTHER_THAN_ADULT = (Object.keys(POPULATION_LABEL_PHRASES) as PopulationKey[])
  .filter((k) => k !== 'nguoi_lon')
  .flatMap((k) => POPULATION_LABEL_PHRASES[k]);

/** A line's carried and own labels, folded. */
const labelsOf = (c: Candidate) =>
  foldDiacritics([...c.labels, ...readOwnLabels(c.text).labels].join(' '));

/** The dose line stating a maximum that answers a maximum asked (LEAD_RULES max_dose_line). */
function maxDoseLine(x: LeadContext): Candidate | undefined {
  const indication = foldedIndication(x.asked.patient);
  // Asked of no one, a maximum under another population's label is not the answer: measured
  // on the 680-monograph sample, "Liều tối đa carvedilol mỗi ngày?" led with the child's "tối
  // đa 0,6 mg/kg/ngày" where the adult line states none (the issue's "children's maximum, the
  // adults' left out"). Then no line leads by this rule and the adult dose does.
  const otherPopulation = (c: Candidate) =>
    !x.populationsAsked && OTHER_THAN_ADULT.some((p) => containsPhrase(labelsOf(c), p));
  const lines = x.candidates
    .filter((c) => statesDoseMaximum(c) && !otherPopulation(c))
    .map((c) =>
      rankedOf(c, {
        // Named by its own or carried labels; a long heading kept over the line (c.topic) is no
        // label the question named.
        namesAskedLabel: namesAskedLabel(
          { ...c, topic: null },
          x.asked.text.labelFolded,
          indication,
        ),
        adultLine: POPULATION_LABEL_PHRASES.nguoi_lon.some((p) => containsPhrase(labelsOf(c), p)),
        childLine: CHILD_PHRASES.some((p) => containsPhrase(labelsOf(c), p)),
        routeFit: routeFit(foldWords(c.shown), x.asked.asks.route),
      }),
    );
  return rankLines(
    MAX_DOSE_TABLE,
    lines,
    {
      ownSection: false,
      populationsAsked: x.populationsAsked,
      routeAsked: x.asked.asks.route !== null,
    },
    x.trace,
  )[0];
}

/** The dose line naming the asked route that answers the question best (see the sort). */
function routeLine(x: LeadContext): Candidate | undefined {
  const indication = foldedIndication(x.asked.patient);
  const lines = x.candidates
    .filter((c) => c.chunk.section_key === DOSES && findDoses(c.text).length > 0)
    .map((c) => ({ c, folded: foldWords(c.shown) }))
    .filter(({ folded }) => routeFit(folded, x.asked.asks.route) === 1);
  const ranked = lines.map(({ c, folded }) =>
    rankedOf(c, {
      namesAskedLabel: namesAskedLabel(c, x.asked.text.labelFolded, indication),
      namedWords: c.matched,
      phaseFit: phaseFit(folded, x.asked.asks.phases),
    }),
  );
  return rankLines(
    ROUTE_TABLE,
    ranked,
    { ownSection: false, phaseAsked: x.asked.asks.phases.length > 0 },
    x.trace,
  )[0];
}

/** The dose line naming the place of the dose asked (LEAD_RULES dose_place_line), ranked as route_line's. */
function dosePlaceLine(x: LeadContext): Candidate | undefined {
  const place = dosePlaceAsked(x.asked.text.folded);
  if (place === null) return undefined;
  const indication = foldedIndication(x.asked.patient);
  const ranked = x.pool
    .filter((c) => c.chunk.section_key === DOSES && containsPhrase(foldWords(c.shown), place))
    .map((c) =>
      rankedOf(c, {
        namesAskedLabel: namesAskedLabel(c, x.asked.text.labelFolded, indication),
        namedWords: c.matched,
        phaseFit: 1,
      }),
    );
  return rankLines(ROUTE_TABLE, ranked, { ownSection: false, phaseAsked: true }, x.trace)[0];
}

/** The dose asked by its place ("liều (tiêm) thứ hai"), as the book names it ("liều thứ hai"). */
function dosePlaceAsked(folded: string): string | null {
  const m = /(?<![\p{L}])lieu\s+(?:tiem\s+|uong\s+)?thu\s+(hai|ba|tu|[2-9])(?![\p{L}\d])/u.exec(
    folded,
  );
  return m ? `lieu thu ${m[1]}` : null;
}

/** The book's line on the patient's kind of dialysis, not a table's lead-in. */
function dialysisLineOf(
  pool: readonly Candidate[],
  kind: NonNullable<PatientParameters['dialysis']>,
): Candidate | undefined {
  const lines = [...pool]
    .sort((a, b) => a.order - b.order)
    .filter((c) => pointedLeadIn(c) === null)
    .map((c) => ({ c, kinds: readDialysisKinds(foldDiacritics(c.text)) }));
  // A line that says "thẩm phân" without the kind speaks of every kind: measured on first-set
  // batch 89, "… có lọc máu được không?" found no haemodialysis line in NATRI CLORID's "… nếu
  // cần thiết, có thể thẩm phân", the one line on it.
  return (
    lines.find((l) => (kind === 'khong_ro' ? l.kinds.size > 0 : l.kinds.has(kind)))?.c ??
    lines.find((l) => l.kinds.has('khong_ro'))?.c
  );
}

/**
 * One draft in the making: what the question asks of the retrieved chunks, the lines read from
 * them, and what has been picked and said so far. Each phase below reads and extends it.
 */
interface DraftState {
  asked: AskedQuestion;
  retrieved: readonly RetrievedChunk[];
  classPhrases: ReadonlyMap<string, readonly string[]>;
  trace: RankTrace[] | undefined;
  /** The sections the question is about, not every section a cue brushed against. */
  wanted: Set<SectionKey>;
  relevant: RetrievedChunk[];
  askedDrugId: string;
  interaction: boolean;
  /** The partner's names, from the asked drug's side (empty unless an interaction names one). */
  partnerPhrases: string[];
  /** A drug named beside the asked one when another section is asked first (addPartnerAside). */
  asidePhrases: string[];
  partnersFor: (drugId: string) => string[];
  chosen: Chunk[];
  prose: Chunk[];
  /** The question's syllables, the drug's name left out. */
  terms: Set<string>;
  sentences: AnswerDraft['sentences'];
  candidates: Candidate[];
  excluded: Candidate[];
  fits: Candidate[];
  /** Dose lines that fit the patient, left out because a poisoning is asked (poisoningAskedFirst). */
  fitsElsewhere?: boolean;
  askedPopulations: Set<PopulationKey>;
  ownSection: boolean;
  picked: Candidate[];
  cap: number;
  listLeftOut: Chunk | null;
  /** The sections asked that the monograph does not print (missingSections). */
  missing: readonly SectionKey[];
  effectGap?: AnswerDraft['sentences'][number];
  /** The line added to the fitting ones because its rare words name the question (addAskedIndicationLines). */
  rareLine?: Candidate;
  /** The line the question's indication names, when the patient's value lies above every band (addNoBandLine). */
  indicationLead?: Candidate;
  /** The no-band line, said after that line rather than first. */
  afterLead?: AnswerDraft['sentences'][number];
  /** Every line read that no band excludes, before any narrowing to a population. */
  read: Candidate[];
  /** The question's words weighed over the candidate lines (weighQuestionWords). */
  weights?: ReadonlyMap<string, number>;
}

/** A line stating a dose in a chunk that lost a table: shown as the book's lines, never stated. */
const isLocked = (c: Candidate) => carriesQuarantine(c.chunk) && findDoses(c.shown).length > 0;

/** The draft for a retrieval that found the drug. Empty `sentences` means nothing fit. */
export function draftExtractiveAnswer(
  asked: AskedQuestion,
  retrieved: readonly RetrievedChunk[],
  /** Per drug id, the phrases its monograph calls it by (read-class-phrases.ts). */
  classPhrases: ReadonlyMap<string, readonly string[]> = new Map(),
  /** Where each ranking table's key vectors go, for `npm run explain`. */
  trace?: RankTrace[],
): AnswerDraft {
  const s = scopeDraft(asked, retrieved, classPhrases, trace);
  if (!s) return { sentences: [] };
  readCandidates(s);
  addAskedIndicationLines(s);
  addMaximumLines(s);
  addNoBandLine(s);
  // An adult's age told as context of a yes/no question fits every adult line: the verdict
  // lines answer it (is-context-age.ts). Measured on unseen batch 11 once "30t" was read as an
  // age: "BN nữ 30t rối loạn ám ảnh …, kê diazepam … có phù hợp không?" led with the adult dose.
  // Not so for an interaction: its lines fit by the partner they name, whatever the age.
  // Measured on unseen batch 32 (first run): "Mẹ tôi 66 tuổi … enalapril … diclofenac. Uống chung
  // hai thuốc này có được không …?" led with diclofenac's lithium line.
  if (s.fits.length > 0 && (!isContextAge(asked) || s.interaction) && !stoppingAnswered(s))
    pickFitting(s);
  else pickUnfitted(s);
  keepNamedFallbackLines(s);
  addReferredPopulationLine(s);
  addParagraphDoseLine(s);
  addSubstanceOwnLine(s);
  addRouteSwitchLine(s);
  // Nothing the question names in the other sections: "not found", with the page to open.
  if (s.missing.length > 0 && s.picked.length === 0) return { sentences: [] };
  // The parts of the question first, then the rest of a short section in the book's order.
  addCoveringLines(s);
  addShortSectionLines(s);
  addPartnerAside(s);
  addGapLines(s);
  addPartnerGap(s);
  return renderDraft(s);
}

/**
 * A food or drink asked beside the drug, the lines picked naming it only by what in it acts
 * ("sữa" by "calci"): the book's own sentence on the food leads, wherever it is ("thức ăn và sữa
 * ít ảnh hưởng lên hấp thu" in Dược động học). Measured on a doctor's question (DOXYCYCLIN, stop
 * 65): "Uống doxycyclin với sữa được không?" led with the antacid line, the milk never named.
 */
function addSubstanceOwnLine(s: DraftState): void {
  const substance = s.asked.asks.substance;
  // With no line naming it at all, the partner's gap line says where the book does (addPartnerGap).
  if (!substance || !s.interaction || s.fits.length === 0) return;
  if (s.picked.some((c) => namesSubstanceItself(c.shown, substance))) return;
  const own = sentenceElsewhere(s.retrieved, s.askedDrugId, null, (text) =>
    namesSubstanceItself(text, substance),
  );
  if (own) showLine(s, own, 0);
}

/** Shows a line found outside the ranked candidates at `at` of the picked lines, its chunk cited. */
function showLine(s: DraftState, line: Candidate, at: number): void {
  const rest = s.picked.filter((c) => c.text !== line.text);
  s.picked = [...rest.slice(0, at), line, ...rest.slice(at)];
  if (!s.chosen.includes(line.chunk)) s.chosen.push(line.chunk);
}

/**
 * A change of route asked: the dose section's own line on it leads, wherever its part ranked
 * (read-route-switch.ts); of several, the first in the book. Measured on unseen batches 129, 139
 * and 140 (first runs): COTRIMOXAZOL's "Liều tiêm truyền tương tự như liều uống", ENALAPRIL's "Khi
 * bắt đầu liệu pháp uống tiếp theo liệu pháp enalaprilat tĩnh mạnh …" and DIGOXIN's "… sinh khả
 * dụng của các thuốc tiêm và uống khi chuyển từ đường dùng này qua đường dùng kia" were never
 * shown; each answer led with one route's dose.
 */
function addRouteSwitchLine(s: DraftState): void {
  if (!s.asked.asks.routeSwitch) return;
  const doses = s.retrieved
    .filter((r) => r.chunk.section_key === DOSES && r.chunk.drug_id === s.askedDrugId)
    .sort((a, b) => a.chunk.part_index - b.chunk.part_index);
  // Of several, the one sharing most of the question's syllables, the first in the book on a tie.
  // Only a line for the way the question switches, or for both ways.
  const target = switchTarget(s.asked.text.folded);
  const forTarget = (text: string) => {
    const way = switchTarget(foldWords(text));
    return statesRouteSwitch(text) && (way === null || target === null || way === target);
  };
  const line = sentenceElsewhere(doses, s.askedDrugId, null, forTarget, (text) =>
    countShared(text, s.terms),
  );
  if (!line) return;
  // The band of a kidney or liver value keeps the lead (Clcr 45 and IV enalaprilat: "Clcr > 30
  // ml/phút: Bắt đầu bằng 1,25 mg …", unseen batch 76); the switch's line comes second.
  const organ = s.asked.patient.renal !== undefined || s.asked.patient.hepatic !== undefined;
  const others = s.picked.some((c) => c.text !== line.text);
  showLine(s, line, organ && others ? 1 : 0);
}

/**
 * A lead dose line that states no dose, its paragraph going on: the paragraph's next sentence,
 * when it states one, follows it. The book opens an indication with what the drug does for it
 * and gives the dose in the sentence after ("Chảy máu đường tiêu hóa trên: Tiêm adrenalin qua
 * nội soi có tác dụng tốt … Tiêm 0,5 ml dung dịch adrenalin (1:10 000) chia làm nhiều mũi …").
 * Measured on unseen batch 133 (first run, EPINEPHRIN): the endoscopic injection asked was led by
 * its opening sentence, the anaphylaxis dose second, the 0,5 ml of 1:10 000 never shown.
 */
function addParagraphDoseLine(s: DraftState): void {
  const lead = s.picked[0];
  if (!lead || lead.chunk.section_key !== DOSES || lead.endsParagraph) return;
  if (findDoses(lead.shown).length > 0) return;
  if (!s.asked.asks.amount && !s.wanted.has(DOSES)) return;
  // By its text: overlapping chunks keep one copy of a sentence, not always in the lead's chunk.
  const lines = readChunkLines(lead.chunk);
  const at = lines.findIndex((l) => l.sentence.text === lead.text);
  const following = at >= 0 ? lines[at + 1]?.sentence.text : undefined;
  // From every line read: a population narrowing (addNoBandLine) may have left it out.
  const next = following ? s.read.find((c) => c.text === following) : undefined;
  if (!next || findDoses(next.shown).length === 0 || s.picked[1] === next) return;
  s.picked = [lead, next, ...s.picked.slice(1).filter((c) => c !== next)];
}

/**
 * A lead dose line whose dose is another population's ("Cân nặng dưới 20 kg: Liều dùng giống
 * như trẻ sơ sinh"): that population's first dose line of the same section follows it, one
 * sharing the line's indication first, whatever band the patient's own values exclude it by.
 * Measured on first-set batch 109 (after its fixes): a 13 kg child's acetylcysteine infusion led
 * with the reference, and the neonate's "Bắt đầu liều 150 mg/kg trong 3 ml/kg …" it names was
 * never shown.
 */
function addReferredPopulationLine(s: DraftState): void {
  // The lead only: a reference further down is another population's aside (the golden
  // snapshot's "Acetylcystein liều tiêu chất nhày cho trẻ 3 tuổi?" would show the newborn's
  // infusion after it).
  const lead = s.picked[0];
  const referred =
    lead && findDoses(lead.shown).length === 0 ? readReferredPopulation(lead.text) : null;
  if (!lead || !referred) return;
  const own = new Set(lead.labels.map(foldWords));
  const sharesLabel = (c: Candidate) => Number(c.labels.some((l) => own.has(foldWords(l))));
  const target = [...s.candidates, ...s.excluded]
    .filter(
      (c) =>
        c.chunk.drug_id === lead.chunk.drug_id &&
        c.chunk.section_key === lead.chunk.section_key &&
        !s.picked.includes(c) &&
        namesReferred(c, referred) &&
        findDoses(c.shown).length > 0,
    )
    .sort((a, b) => sharesLabel(b) - sharesLabel(a) || a.order - b.order)[0];
  if (target) s.picked.splice(1, 0, target);
}

/** The line is the referred population's: a label over it, or its own opening, names it. */
const namesReferred = (c: Candidate, referred: string) =>
  (REFERRED_LABELS[referred] ?? [referred]).some(
    (opening) =>
      c.labels.some((l) => foldWords(l).startsWith(opening)) ||
      foldWords(c.text).startsWith(opening),
  );

/**
 * The sections a clinician reads whole when they are short: each says one thing in a few lines
 * (what an overdose does and what to do, how to store, what to do about an adverse effect, what
 * not to mix, pregnancy's and breastfeeding's verdicts and reasons), and a question asks it whole
 * or in parts the ranking cannot tell apart. Measured on first-set batches 97–108 (after their
 * fixes): "What toxicity should we expect, is there an antidote, and will dialysis remove it?" was
 * answered with ABACAVIR's one dialysis line of its three.
 */
const WHOLE_WHEN_SHORT: ReadonlySet<SectionKey> = new Set([
  'qua_lieu_va_xu_tri',
  'do_on_dinh_va_bao_quan',
  'huong_dan_xu_tri_adr',
  'tuong_ky',
  'thoi_ky_mang_thai',
  'thoi_ky_cho_con_bu',
]);
/** A section of at most this many lines is short. */
const SHORT_SECTION = 6;

/** The rest of the short section the lead is from, in the book's order, after the picked lines. */
function addShortSectionLines(s: DraftState): void {
  const lead = s.picked[0];
  if (!lead || s.interaction || !WHOLE_WHEN_SHORT.has(lead.chunk.section_key)) return;
  const section = s.read.filter(
    (c) => c.chunk.drug_id === lead.chunk.drug_id && c.chunk.section_key === lead.chunk.section_key,
  );
  if (section.length > SHORT_SECTION || section.some(isLocked)) return;
  // Not a storage line of a dosage form the question does not ask (form-scope-excludes.ts); an
  // overdose's "tiêm tĩnh mạch" is the remedy's route, not the form swallowed (unseen batch 15).
  const otherForm = (c: Candidate) =>
    c.chunk.section_key === 'do_on_dinh_va_bao_quan' &&
    formScopeExcludes(foldDiacritics(c.text), s.asked.text.folded);
  const rest = section
    .filter((c) => !s.picked.includes(c) && !otherForm(c))
    .sort((a, b) => a.order - b.order);
  s.picked = [...s.picked, ...rest];
}

/** At most this many lines are added for the parts of a question the picked lines leave out. */
const COVER_ROOM = 2;
/** The least weight of the question's words not yet shown that a line must hold to be added. */
const COVER_MINIMUM = 3;

/**
 * The lines that say the parts of the question the picked lines leave out (cover-question-words.ts):
 * never a line locked with a lifted table, one labelled for another population, one said for an
 * indication the question does not name, or a line of the dose section the patient's bands do
 * not pick. An interaction list keeps its own lines.
 */
function addCoveringLines(s: DraftState): void {
  if (s.interaction || !s.weights || s.picked.length === 0) return;
  const askedFolded = s.asked.text.folded;
  // Nor a line of the dose section the patient's bands do not pick, nor any line stating a dose:
  // added there, a line is a neighbouring band. Measured on batches 1-106 in memory: the adult's
  // rheumatoid dose was added for an 8-year-old, the bolus to a question on the infusion, the
  // obese patient's rule to a pregnant one, the 8-hour protamine rule to an injection 10 hours ago.
  // Asked only of the line that would be added (the scope reading is the costly part).
  const eligible = (c: Candidate) =>
    !scopedElsewhere(c, askedFolded) &&
    (c.fit === 'fits' || (c.chunk.section_key !== DOSES && findDoses(c.shown).length === 0));
  const pool = s.candidates.filter((c) => !isLocked(c) && !c.otherPopulation);
  s.picked = [
    ...s.picked,
    ...coverQuestionWords(s.picked, pool, s.weights, COVER_ROOM, COVER_MINIMUM, eligible),
  ];
}

/**
 * Answered from other sections (missingSections), a line must hold a word the question names
 * beyond asking the missing section: "Quá liều foscarnet xử trí thế nào?" was shown "Acid
 * mefenamic làm giảm nồng độ foscarnet …" under the gap line (snapshot probes, stop 57), where
 * "Không tìm thấy" and the page to open say more. "… methemoglobin … xanh methylen?" keeps its
 * lines.
 */
function keepNamedFallbackLines(s: DraftState): void {
  if (s.missing.length === 0) return;
  const asking = new Set([
    ...s.missing.flatMap((k) => syllables(SECTION_DISPLAY_NAMES[k])),
    ...FALLBACK_ASKING_WORDS,
  ]);
  const named = [...s.terms].filter((w) => w.length >= 3 && !asking.has(w));
  // A line on mixing answers a Tương kỵ the monograph lacks in its own words ("trộn"), whatever
  // the question's ("pha chung chai với ceftriaxon"): the mixing_line lead.
  const mixing = s.missing.includes('tuong_ky');
  const kept = s.picked.filter(
    (c) =>
      named.some((w) => c.words.includes(w)) ||
      (mixing && SAYS_MIXING.test(foldDiacritics(c.text))),
  );
  s.picked = kept.length > 0 ? kept : latinNamedLines(s, named);
}

/** A word of five letters or more that is no Vietnamese syllable: a substance, a drug, a test. */
const isLatinWord = (w: string) => w.length >= 5 && !isVietnameseSyllable(w);

/** How many lines the missing section's fallback takes from the lines that name a Latin word. */
const FALLBACK_LATIN_LINES = 3;

/**
 * When no picked line names the question, the lines of the other sections that name one of its
 * Latin words (a substance, a drug, a test: never a Vietnamese syllable, five letters at least),
 * most weight first. Measured on first-set batches 97-101 (after their fixes): "… blood
 * cyanide … Should we wait for the cyanide level …?" of NATRI NITROPRUSIAT, whose text here has
 * no Quá liều, picked Chống chỉ định's lines, named none, and answered "Không tìm thấy" while
 * Dược lý speaks of the cyanide.
 */
function latinNamedLines(s: DraftState, named: readonly string[]): Candidate[] {
  const latin = named.filter(isLatinWord);
  if (latin.length === 0) return [];
  return s.candidates
    .filter((c) => !c.otherPopulation && latin.some((w) => c.words.includes(w)))
    .sort((a, b) => b.weighted - a.weighted || b.matched - a.matched || a.order - b.order)
    .slice(0, FALLBACK_LATIN_LINES);
}

/** The words of asking what to do, which name nothing of the answer. */
const FALLBACK_ASKING_WORDS = 'the nao lam gia sao phai khong duoc nguy hiem can cach gap'.split(
  ' ',
);

/**
 * How to stop the drug is asked and a line says it: no band decides that, so the lines that fit
 * the patient's age do not lead. Measured on unseen batches 51 and 52 (first runs): "Con tôi uống
 * gabapentin chống động kinh …, tôi định cho cháu bỏ thuốc luôn từ mai có được không?" was
 * answered with the children's doses; "Không nên dừng thuốc đột ngột …" was not shown.
 */
function stoppingAnswered(s: DraftState): boolean {
  return s.asked.asks.withdrawal && topicLeadOf(s.candidates, s.asked.asks) !== undefined;
}

/**
 * A drug named beside the asked one, in a question that asks another section first: its names,
 * and the asked drug's interaction parts that name it, read too (addPartnerAside).
 */
function partnerAsideOf(
  asked: AskedQuestion,
  wanted: ReadonlySet<SectionKey>,
  relevant: readonly Chunk[],
  askedDrugId: string,
  classPhrases: ReadonlyMap<string, readonly string[]>,
  ranked: readonly Chunk[],
): { phrases: string[]; parts: Chunk[] } {
  const u = asked.understood;
  if (!wanted.has('tuong_tac_thuoc') || (u.otherDrugTerms.length === 0 && u.drugs.length < 2))
    return { phrases: [], parts: [] };
  const phrases = partnerPhrasesOf(asked, relevant, askedDrugId, classPhrases);
  if (phrases.length === 0) return { phrases, parts: [] };
  const parts = relevant.filter(
    (c) =>
      c.drug_id === askedDrugId &&
      c.section_key === 'tuong_tac_thuoc' &&
      !ranked.includes(c) &&
      namesPartner(foldWords(c.source_text), phrases),
  );
  return { phrases, parts };
}

/**
 * A drug the patient takes, named beside the asked one in a question that asks its dose or its
 * cautions first: the asked drug's interaction line that names it comes second, after the line
 * that answers. Measured on unseen batches 35–39 (first runs): 9 questions naming a second drug
 * ("đang uống probenecid … thêm diclofenac … có cần giảm liều không?", "… on hydrochlorothiazide
 * … combining it with her diuretic?") were answered from the dose section alone, the book's line
 * on that pair not shown.
 */
function addPartnerAside(s: DraftState): void {
  if (s.asidePhrases.length === 0) return;
  const line = s.candidates.find(
    (c) =>
      c.chunk.section_key === 'tuong_tac_thuoc' &&
      c.chunk.drug_id === s.askedDrugId &&
      namesPartner(foldWords([...c.labels, c.text].join(' ')), s.asidePhrases),
  );
  if (!line || s.picked.includes(line)) return;
  const pair = [line, ...paragraphAfter(s.candidates, line, 2)];
  const rest = s.picked.filter((c) => !pair.includes(c));
  s.picked = [...rest.slice(0, 1), ...pair, ...rest.slice(1)].slice(0, MAX_SENTENCES);
}

/**
 * Up to `n` sentences after `line` in its paragraph, in order, none that opens with its own label
 * (the next item of a list). The book says what to do about a pair in the sentences after the
 * one that names it ("Lithi: Diclofenac có thể làm tăng nồng độ lithi …. Nếu phải phối hợp …").
 */
function paragraphAfter(candidates: readonly Candidate[], line: Candidate, n: number): Candidate[] {
  const out: Candidate[] = [];
  for (let previous = line; out.length < n && !previous.endsParagraph; ) {
    const next = candidates.find((c) => c.chunk === line.chunk && c.order === previous.order + 1);
    if (!next || readOwnLabels(next.text).labels.length > 0) break;
    out.push(next);
    previous = next;
  }
  return out;
}

/**
 * The sections asked that the drug's monograph does not print: none of them among the chunks
 * retrieved for a question that asked them (retrieval brings every asked section it finds).
 * Measured on first-set batches 77-84 (stop 57, first runs): NATRI NITRIT prints no Quá liều và
 * xử trí, and five questions about the poisoning it treats ("… cần theo dõi chỉ số xét nghiệm
 * nào", "… thiocyanate … a concern for him?") were answered "Không tìm thấy", while its Dược lý,
 * Thận trọng and Hướng dẫn cách xử trí ADR say it.
 */
function missingSections(
  asked: ReadonlySet<SectionKey>,
  retrieved: readonly RetrievedChunk[],
): SectionKey[] {
  const drug = retrieved[0]?.chunk.drug_id;
  if (retrieved.some((r) => r.chunk.drug_id !== drug)) return [];
  if (![...asked].every((k) => ANSWERED_ELSEWHERE.has(k))) return [];
  return unprintedSections(asked, retrieved);
}

/**
 * The sections the draft reads and their chunks: the sections asked, or, when the monograph
 * prints none of them (missingSections), its other clinical sections, said so first
 * (missingSectionLine).
 */
function sectionsToRead(
  askedKeys: ReadonlySet<SectionKey>,
  retrieved: readonly RetrievedChunk[],
): { wanted: Set<SectionKey>; relevant: RetrievedChunk[]; missing: SectionKey[] } {
  const missing = missingSections(askedKeys, retrieved);
  const wanted = new Set<SectionKey>(missing.length > 0 ? [] : askedKeys);
  const relevant = retrieved.filter(
    (r) =>
      (wanted.size === 0 || wanted.has(r.chunk.section_key)) &&
      (missing.length === 0 || !NOT_ANSWERING.has(r.chunk.section_key)),
  );
  return { wanted, relevant, missing };
}

/**
 * The sections another section may answer for: what to do about a poisoning or an adverse
 * effect is said in Dược lý, Thận trọng or Liều lượng of an antidote's monograph. Not a dose (a
 * number from Dược lý is no dose: "Tác dụng của thuốc phụ thuộc vào liều …" led a dose question
 * of NATRI NITROPRUSIAT, whose excerpt prints no Liều lượng), nor an interaction list.
 */
const ANSWERED_ELSEWHERE: ReadonlySet<SectionKey> = new Set<SectionKey>([
  'qua_lieu_va_xu_tri',
  'huong_dan_xu_tri_adr',
  // What not to mix a drug with is said in Cách dùng when the monograph prints no Tương kỵ (unseen
  // batch 143, first run: COTRIMOXAZOL's "Không được trộn với thuốc hoặc dung dịch khác" was not
  // found for "… cho pantoprazol vào chung chai …, pha trộn chung được không?").
  'tuong_ky',
]);

/** Sections that name or file the drug and answer no clinical question. */
const NOT_ANSWERING: ReadonlySet<SectionKey> = new Set<SectionKey>([
  'ten_chung_quoc_te',
  'ma_atc',
  'loai_thuoc',
  'dang_thuoc_va_ham_luong',
  'do_on_dinh_va_bao_quan',
  'thong_tin_quy_che',
  'ten_thuong_mai',
]);

/** Said first when the asked sections are not printed (missingSections). */
function missingSectionLine(s: DraftState): AnswerDraft['sentences'][number] | null {
  const first = s.chosen[0];
  if (s.missing.length === 0 || !first) return null;
  return {
    text: `${lacksSections(first.drug_name, s.missing)}; các câu dưới đây lấy từ mục khác của chuyên luận.`,
    cites: [first.chunk_id],
    gap: 'section',
  };
}

/** The sections that pair the drug with another: what it is taken with, what it is mixed with. */
const PAIR_SECTIONS: readonly SectionKey[] = ['tuong_tac_thuoc', 'tuong_ky'];

/**
 * The pair section asked. A Tương kỵ the monograph does not print is none: the other sections
 * asked answer as for any question (unseen batch 143, first run: COTRIMOXAZOL has no Tương kỵ,
 * and "… cho pantoprazol vào chung chai …, pha trộn chung được không?" answered "Không tìm thấy"
 * while its Cách dùng says "Không được trộn với thuốc hoặc dung dịch khác"). Not so Tương tác
 * thuốc: its partner is looked for in every section (addPartnerGap), and a contraindication
 * naming it answers (NATRI NITROPRUSIAT's "Người bị giảm thị lực do thuốc lá", batches 80–142).
 */
function pairSectionOf(
  wanted: ReadonlySet<SectionKey>,
  relevant: readonly RetrievedChunk[],
): SectionKey | undefined {
  return PAIR_SECTIONS.find(
    (k) => wanted.has(k) && (k !== 'tuong_ky' || relevant.some((r) => r.chunk.section_key === k)),
  );
}

/** Which sections and chunks the draft reads, and whether it is an interaction's. */
function scopeDraft(
  asked: AskedQuestion,
  retrieved: readonly RetrievedChunk[],
  classPhrases: ReadonlyMap<string, readonly string[]>,
  trace: RankTrace[] | undefined,
): DraftState | null {
  const u = asked.understood;
  const { wanted, relevant, missing } = sectionsToRead(askedSections(u.sections), retrieved);
  if (relevant.length === 0) return null;
  // A question naming a partner drug whose strongest section is Tương tác thuốc is an interaction
  // question even when another cue brushed a second section: "Dùng digoxin cùng furosemid cần
  // lưu ý gì?" (lưu ý → Thận trọng too) led with "Phối hợp furosemid với losartan …", a pair
  // nobody asked about.
  const askedDrugId = relevant[0]!.chunk.drug_id;
  const relevantChunks = relevant.map((r) => r.chunk);
  // Tương kỵ is read as Tương tác thuốc is: the lines naming what it is mixed with answer, and
  // the list of what it may be mixed with is no answer about heparin (unseen batch 15: "… rút
  // chung codein vào bơm tiêm heparin …?" showed "Có thể kết hợp codein với aspirin …").
  const pairSection = pairSectionOf(wanted, relevant);
  const interactionFirst = pairSection !== undefined && u.sections[0]?.key === pairSection;
  const pairPhrases =
    pairSection && (wanted.size === 1 || interactionFirst)
      ? partnerPhrasesOf(asked, relevantChunks, askedDrugId, classPhrases)
      : [];
  const interaction =
    pairSection !== undefined &&
    (wanted.size === 1 || (interactionFirst && pairPhrases.length > 0));
  const partnerPhrases = interaction ? pairPhrases : [];
  // The partner is the other drug of the pair from each monograph's side: in FUROSEMID's list
  // for "digoxin với furosemid" it is digoxin. Searched with the asked drug's partners
  // everywhere, every sentence of the partner's own monograph "named the partner" (its own
  // name) and fitted, and "Dùng đồng thời furosemid với ampicilin" answered the pair.
  const partnersByDrug = new Map<string, string[]>();
  const partnersFor = (drugId: string): string[] => {
    if (!interaction || partnerPhrases.length === 0) return [];
    let phrases = partnersByDrug.get(drugId);
    if (!phrases) {
      phrases = partnerPhrasesOf(asked, relevantChunks, drugId, classPhrases);
      partnersByDrug.set(drugId, phrases);
    }
    return phrases;
  };
  const searchesLists = interaction && (partnerPhrases.length > 0 || asked.patient.direction);
  // A can-use question reads every section it asks (pickChunks); any other reads the chunks as
  // ranked: sections brought in only to be represented led "Paracetamol có ảnh hưởng đến
  // isoniazid không?" with a Dược lý line.
  const ranked = asked.asks.canUse
    ? pickChunks(relevant, MAX_CHUNKS)
    : relevant.slice(0, searchesLists ? MAX_INTERACTION_CHUNKS : MAX_CHUNKS).map((r) => r.chunk);
  // An adverse effect asked yes/no is looked for in every part of the ADR section retrieved: the
  // answer says the section does not name it only after reading all of it. Measured on unseen
  // batch 21 (stop 43 review): ENOXAPARIN's "Hiếm gặp …: Tăng kali huyết, …", in a fifth part,
  // was said not to be named.
  const effectParts = asked.asks.adverseEffect
    ? relevant.map((r) => r.chunk).filter((c) => c.section_key === ADR && !ranked.includes(c))
    : [];
  const aside = interaction
    ? { phrases: [], parts: [] }
    : partnerAsideOf(asked, wanted, relevantChunks, askedDrugId, classPhrases, ranked);
  const asidePhrases = aside.phrases;
  const chosen = [...ranked, ...effectParts, ...aside.parts];
  const drugWords = new Set(chosen.flatMap((c) => syllables(c.drug_name)));
  const terms = new Set(syllablesOfFolded(u.question.folded).filter((w) => !drugWords.has(w)));
  // A lifted table or formula is answered by its crop: cite the descriptor with nothing to say.
  const sentences: AnswerDraft['sentences'] = chosen
    .filter((c) => c.chunk_kind === 'block_descriptor')
    .map((chunk) => ({ text: captionOf(chunk), cites: [chunk.chunk_id] }));
  return {
    ...{ asked, retrieved, classPhrases, trace, wanted, relevant, askedDrugId, interaction },
    ...{ partnerPhrases, partnersFor, chosen, terms, sentences, asidePhrases, missing },
    prose: chosen.filter((c) => c.chunk_kind === 'prose'),
    ...{ candidates: [], read: [], excluded: [], fits: [] },
    ...{ askedPopulations: new Set(), ownSection: false },
    ...{ picked: [], cap: MAX_SENTENCES, listLeftOut: null },
  };
}

/**
 * Each candidate's weight of the question's words (weigh-question-words.ts), read by the
 * rare_words_line lead rule.
 */
function weighCandidates(s: DraftState, candidates: Candidate[]): void {
  const u = s.asked.understood;
  // What the question is about, not what it asks for: the words of asking a dose ("liều", "tối
  // đa", "mỗi ngày") and of the patient weigh nothing. Measured on the snapshot probes: "Liều tối
  // đa X mỗi ngày?" led with "Nếu quên một liều, dùng ngay …" ("ngay" folds like "ngày").
  // Nor do the population's words ("mẹ … cho bú", "người già"), which the population keys rank.
  const populationWords = new Set(u.populations.flatMap((p) => syllables(p.phrase)));
  const english = u.writtenInEnglish;
  const about = new Set(
    [...s.terms].filter(
      (w) =>
        !DOSE_ONLY_WORDS.has(w) &&
        !TAKING_WORDS.has(w) &&
        !PATIENT_WORDS.has(w) &&
        !populationWords.has(w) &&
        !(english && ENGLISH_FUNCTION_WORDS.has(w)),
    ),
  );
  // Nor the words naming the section asked: "X tương tác với thuốc nào?" led with the one
  // interaction line that says "tương tác" (snapshot review).
  const sectionWords = new Set([...s.wanted].flatMap((k) => syllables(SECTION_DISPLAY_NAMES[k])));
  const pairs = new Set(
    wordPairs(syllablesOfFolded(u.question.folded)).filter((p) =>
      p.split(' ').every((w) => about.has(w) && !sectionWords.has(w)),
    ),
  );
  // One count over the lines: a word's weight is the same with or without the pairs counted.
  const weights = weighQuestionWords(about, candidates, pairs);
  s.weights = weights;
  // A word of seven letters or more that one line alone holds names it as two words would:
  // "tularemia", "psittaci", "brucella". Measured on unseen batch 25 (first run): "Hunter, 38 yo,
  // ulceroglandular tularemia … oral doxycycline. What dose and for how many days?" shares one
  // word with the tularemia line, and the adult malaria line led.
  const unique = Math.log(1 + candidates.length);
  for (const c of candidates) {
    c.weighted = weighLine(weights, c, false);
    c.phrased = weighLine(weights, c);
    c.uniqueWord = [...c.words, ...c.labelWords].some(
      (w) => w.length >= 7 && Math.abs((weights.get(w) ?? 0) - unique) < 1e-9,
    );
  }
}

/** A population's label after the last clause break of what precedes a fragment. */
const POPULATION_BEFORE =
  /(?:^|[;.])[^;.]*(?<![\p{L}])(?:tre\s+em|tre\s+so\s+sinh|so\s+sinh|tre|nguoi\s+lon|nguoi\s+cao\s+tuoi|thieu\s+nien)(?![\p{L}])[^;.]*:\s*$/iu;

/**
 * A part that opens inside a sentence (a chunk's overlap can begin at a label in mid-sentence)
 * holds a fragment whose chain lost the labels before it in that sentence; the whole sentence,
 * read by another part, is the one shown. Measured on unseen batch 25 (first run, ENALAPRIL):
 * "Enalapril: 0,08 mg/kg ngày 1 lần, tối đa 5 mg", the children's dose after "; Trẻ em: 1 tháng
 * đến 16 tuổi:", was shown to a 48-year-old under "Người lớn liều thông thường đầu tiên
 * enalapril".
 */
function withoutFragments(
  candidates: readonly Candidate[],
  /** Each candidate's folded text, whitespace collapsed (readCandidates' once-each keys). */
  folded: readonly string[],
): Candidate[] {
  // Only when a population's label stands between the sentence's last ";" and the fragment:
  // an indication's label before "Người lớn: …" leaves the fragment's chain right.
  const opensPart = (c: Candidate) => c.chunk.source_text.trimStart().startsWith(c.text.trim());
  return candidates.filter(
    (c, i) =>
      !isWordFragment(folded[i]!) &&
      (!opensPart(c) ||
        !candidates.some(
          (d, j) =>
            d.chunk.drug_id === c.chunk.drug_id &&
            d.chunk.section_key === c.chunk.section_key &&
            d.chunk.part_index < c.chunk.part_index &&
            folded[j]!.length > folded[i]!.length &&
            folded[j]!.endsWith(folded[i]!) &&
            POPULATION_BEFORE.test(folded[j]!.slice(0, folded[j]!.length - folded[i]!.length)),
        )),
  );
}

/**
 * A "sentence" of one word and no number is the tail of a line the text layer broke ("Tối đa: 40
 * mg/" ⏎ "ngày."): it says nothing. Measured on unseen batch 41 (ENOXAPARIN): "Dự phòng huyết
 * khối cho trẻ em (tiêm dưới da): ngày." led an 82-year-old's answer.
 */
const isWordFragment = (folded: string) =>
  !/\d/.test(folded) && folded.split(/[^\p{L}]+/u).filter(Boolean).length < 2;

/**
 * The lines of the other kind of dialysis left out when the book has the patient's own kind
 * (is-other-dialysis-line.ts). When it has only the other kind, they stay: the answer shows them
 * under a line saying which kind they are of (dialysisGap).
 */
function withoutOtherDialysis(candidates: Candidate[], patient: PatientParameters): Candidate[] {
  const kind = patient.dialysis;
  if (!kind || kind === 'khong_ro') return candidates;
  const whole = (c: Candidate) => withLabels(c.labels, c.text);
  const own = candidates.some((c) => readDialysisKinds(foldDiacritics(whole(c))).has(kind));
  return own ? candidates.filter((c) => !isOtherDialysisLine(whole(c), kind)) : candidates;
}

/**
 * A line labelled for patients not on a drug the patient takes is left out (deniesTakenDrug),
 * one labelled for patients on it fits (affirmsTakenDrug): its own labels and the lead-in of its
 * text before the first colon ("Cho người lớn chưa dùng thuốc lợi tiểu …: Liều … 1,25 mg"). The
 * drug of the line itself is not a drug taken beside it.
 */
function withRegimen(
  c: Candidate,
  medications: readonly PatientCondition[],
  /** The kinds of drug the question says the patient is not on (read-not-taken.ts). */
  notTaken: readonly string[],
): Candidate {
  const taken = medications.filter((x) => x.drug_id !== c.chunk.drug_id).flatMap((x) => x.book);
  if (taken.length === 0 && notTaken.length === 0) return c;
  const leadIn = c.text.includes(':') ? c.text.slice(0, c.text.indexOf(':')) : '';
  const label = foldWords([...c.labels, leadIn].join(' ; '));
  // A line for patients on a kind of drug the patient is not on is another group's.
  if (notTaken.length > 0 && affirmsTakenDrug(label, notTaken)) return { ...c, fit: 'excludes' };
  if (taken.length === 0) return c;
  if (deniesTakenDrug(label, taken)) return { ...c, fit: 'excludes' };
  if (c.fit !== 'excludes' && affirmsTakenDrug(label, taken))
    return { ...c, fit: 'fits', onTakenRegimen: true };
  return c;
}

/**
 * The book's spelling of a Latin word the question types the English way ("cyanide",
 * "thiocyanate", "methaemoglobin" are the book's "cyanid", "thiocyanat", "methemoglobin";
 * inn-spelling-key.ts), added to the question's words before the lines are weighed; never the
 * drug's own name ("sodium" keys as NATRI's "natri"). Measured on first-set batches 97-101
 * (after their fixes): English questions on the cyanide of NATRI NITROPRUSIAT, whose text here
 * stops at Thận trọng, weighed no line of its Dược lý and were answered "Không tìm thấy".
 */
function addSpellingKeyTerms(s: DraftState): void {
  // Not a drug's name: a partner or an allergen keyed onto its lines moved the weights of every
  // line naming it (batches 1-128: "penicillin" led DOXYCYCLIN's syphilis question off its line).
  const latin = [...s.terms].filter((w) => isLatinWord(w) && !isInnTableName(w));
  if (latin.length === 0) return;
  const own = new Set(s.askedDrugId.split('_').map(innSpellingKey));
  const keys = new Set(latin.map(innSpellingKey).filter((k) => !own.has(k)));
  for (const chunk of s.prose)
    for (const line of readChunkLines(chunk))
      for (const w of line.words)
        if (w.length >= 5 && !s.terms.has(w) && keys.has(innSpellingKey(w))) s.terms.add(w);
}

/** Every sentence of the chosen prose, judged against the patient; the excluded set apart. */
function readCandidates(s: DraftState): void {
  addSpellingKeyTerms(s);
  const { asked, prose } = s;
  const u = asked.understood;
  const patient = asked.patient;
  // Parts of one section are read in book order, ranked as the section's best part: the general
  // line comes before the indication-specific ones. Measured: "Liều ciprofloxacin cho trẻ em?"
  // led with part 1's "Trẻ em: 5 mg/kg/lần … (nhiễm khuẩn ở người bệnh giảm bạch cầu trung
  // tính)" because BM25 ranked part 1 above part 0, whose "Trẻ em: 10 - 20 mg/kg/lần" is the
  // section's general child dose.
  const sectionRank = new Map<string, number>();
  for (const chunk of prose) {
    const key = `${chunk.drug_id}\u0000${chunk.section_key}`;
    if (!sectionRank.has(key)) sectionRank.set(key, sectionRank.size);
  }
  const judged: Candidate[] = prose
    .flatMap((chunk) =>
      candidatesOf(
        chunk,
        sectionRank.get(`${chunk.drug_id}\u0000${chunk.section_key}`)!,
        s.terms,
        u,
        patient,
      ),
    )
    .map((c) => ({
      ...c,
      ...judge(
        c,
        patient,
        s.partnersFor(c.chunk.drug_id),
        foldDiacritics(c.chunk.drug_name),
        s.classPhrases.get(c.chunk.drug_id) ?? [],
      ),
    }));
  // Overlapping chunks repeat sentences: one sentence is shown once, whatever label it carried
  // (a step was printed twice, once under a stale label).
  const seen = new Set<string>();
  const unique: Candidate[] = [];
  const keys: string[] = [];
  for (const c of judged) {
    const key = foldDiacritics(c.text).replace(/\s+/g, ' ');
    if (seen.has(key)) continue;
    seen.add(key);
    unique.push(c);
    keys.push(key);
  }
  const medications = asked.conditions.filter((x) => x.source === 'medication');
  const kept = withoutOtherDialysis(withoutFragments(unique, keys), patient);
  const notTaken = asked.asks.notTaken;
  const candidates =
    medications.length > 0 || notTaken.length > 0
      ? kept.map((c) => withRegimen(c, medications, notTaken))
      : kept;
  weighCandidates(s, candidates);
  settleCandidates(s, candidates);
}

/** Who is asked about, whether the section is theirs, and which lines fit, are excluded or stay. */
function settleCandidates(s: DraftState, candidates: readonly Candidate[]): void {
  const { asked } = s;
  const u = asked.understood;
  const patient = asked.patient;
  // The population's own section, asked about that population. A section read only because it
  // names the population elsewhere is not: "Vitamin D cho trẻ sơ sinh liều bao nhiêu?" is
  // answered from Thời kỳ mang thai (the dose section never names neonates) and led with its
  // first sentence, "Có thể dùng khi có chỉ định", instead of the one that names neonates.
  s.askedPopulations = new Set([
    ...u.populations.map((p) => p.key),
    ...patientPopulations(patient),
  ]);
  // No section asked is no own section: every() of nothing was true, so "Fluconazol dùng được
  // cho trẻ sơ sinh không?" kept the pregnancy sentences and led with "Tránh dùng liều cao …
  // trong ba tháng đầu thai kỳ" over "Hiệu quả và độ an toàn ở trẻ sơ sinh chưa được xác định".
  s.ownSection =
    s.wanted.size > 0 &&
    [...s.wanted].every(
      (k) =>
        (k === 'thoi_ky_mang_thai' && s.askedPopulations.has('phu_nu_co_thai')) ||
        (k === 'thoi_ky_cho_con_bu' && s.askedPopulations.has('cho_con_bu')),
    );
  // A sentence whose bands all exclude the patient is never shown, nor the opposite direction.
  // A line scoped to other dosage forms is no line for this question (form-scope-excludes.ts):
  // measured on first-set batch 96 once "Làm vậy có được không?" was read as can-use (stop 60),
  // "… tiêm tĩnh mạch trực tiếp trong 2 phút" led with "Các sản phẩm dùng tại chỗ và đường âm
  // đạo …".
  // Only in the safety sections, as the safety lines read it: the dose section's route labels
  // are the route's own business (route_line, the route keys).
  const forms = askedForms(asked.text.folded);
  const otherForm = (c: Candidate) =>
    forms.length > 0 &&
    SCOPED_SECTIONS.has(c.chunk.section_key) &&
    scopeExcludes(c.words.join(' '), forms);
  s.excluded = candidates.filter((c) => c.fit === 'excludes');
  s.candidates = candidates.filter((c) => c.fit !== 'excludes' && !otherForm(c));
  s.read = s.candidates;
  const fitting = s.candidates.filter((c) => c.fit === 'fits');
  s.fits = anotherSectionAskedFirst(s) ? fitting.filter(notDose) : fitting;
  s.fitsElsewhere = s.fits.length < fitting.length;
}

/** The sections whose lines scope themselves to dosage forms as a contraindication does. */
const SCOPED_SECTIONS: ReadonlySet<SectionKey> = new Set(['chong_chi_dinh', 'than_trong']);

/**
 * A dose that fits the patient does not answer a poisoning, nor an adverse effect: when Quá liều và xử trí is asked
 * first and has lines, the dose section came second from the patient's age and weight, and its
 * fitting lines neither lead nor leave a "no band" line. Measured on unseen batch 35 (first
 * run): "bé 7 tuổi 22 kg uống nhầm khoảng 8 viên dimenhydrinat … chăm sóc ban đầu thế nào?"
 * led with the 6–12-year-olds' doses above Quá liều và xử trí.
 */
const notDose = (c: Candidate) => c.chunk.section_key !== DOSES;

function anotherSectionAskedFirst(s: DraftState): boolean {
  const first = s.asked.understood.sections[0]?.key;
  if (first === undefined || first === DOSES) return false;
  if (!s.candidates.some((c) => c.chunk.section_key === first)) return false;
  // The same for an adverse effect asked first with no dose in the question's words: measured
  // on unseen batch 43 (first run), "On entecavir 0.5 mg daily … Are raised amylase and
  // bilirubin listed adverse effects …?" was answered with the adult's dose lines.
  // And for how the drug acts or leaves the body, asked with no dose amount: "Nửa đời thải trừ
  // của codein là bao lâu để giải thích khoảng cách giữa các liều?" led with the dose lines
  // (unseen batch 44, first run).
  const folded = s.asked.text.folded;
  if (first === PHARMACOLOGY) return !asksDoseAmount(folded);
  return first === OVERDOSE || (first === ADR && !asksDoseWords(folded));
}

/**
 * The indication the question names decides over a population word: when no fitting line is
 * under it, the lines of the same sections under it fit, though they print no band ("Điều trị
 * brucella: Uống 100 mg/lần …" names no age). Measured on unseen batch 10 (DOXYCYCLIN): "benh
 * brucella nguoi lon, doxycyclin uong lieu bao nhieu" led with the three "Phòng sốt rét ở người
 * lớn" lines, which fit the adult, and never showed the brucella line.
 */
function addAskedIndicationLines(s: DraftState): void {
  // The book's unlabelled doses are the adult's: for a child only a line that opens with the
  // child ("Bệnh tả: Người lớn liều … Trẻ em liều trimethoprim 4 - 5 mg/kg …", unseen batch 43,
  // first run: the cholera dose of a 4-year-old was never among the lines that fit) is added.
  if (s.fits.length === 0 || s.interaction) return;
  const child = mayBeChild(s.asked.patient);
  const askedFolded = s.asked.text.folded;
  const indication = foldedIndication(s.asked.patient);
  // A route label is no indication: "Uống:" is named by the verb of every oral question.
  const forAsked = (c: Candidate) =>
    namesAskedLabel(c, s.asked.text.labelFolded, indication, false, false) &&
    !scopedElsewhere(c, askedFolded);
  // A fitting line for the indication by another route than the one asked does not answer it
  // (unseen batch 33: the gel's "Thoái hóa khớp:" line for "… start oral diclofenac …").
  const route = s.asked.asks.route;
  const otherRoute = (c: Candidate) => route !== null && routeFit(foldWords(c.shown), route) === -1;
  if (s.fits.some((c) => forAsked(c) && !otherRoute(c))) return;
  const sections = new Set(s.fits.map((c) => c.chunk.section_key));
  const inSections = s.candidates.filter((c) => sections.has(c.chunk.section_key));
  const named = inSections.filter(
    (c) => c.fit === 'silent' && forAsked(c) && (!child || OPENS_WITH_CHILD.test(c.text)),
  );
  if (child && named.length === 0) return;
  // An indication the labels do not spell as the question does is named by its rare words: the
  // one line of the section whose question words weigh clearly most (rare-words-line.ts).
  // Measured on unseen batch 23 (DOXYCYCLIN): "… chẩn đoán sốt Q (Coxiella burnetii) … liều bao
  // nhiêu" (a 47-year-old) led with the three "Phòng sốt rét ở người lớn" lines, which fit the
  // adult, and never showed "Điều trị bệnh Lyme (…), bệnh sốt Q (do Coxiella burnetii) …".
  // The clearest of all the section's lines, and only when it is not one that fits already,
  // nor when the patient's kidney or liver is told: a line for it changes the dose, whatever the
  // indication. Measured on unseen batch 11: "Enoxaparin for DVT … CrCl 45 ml/min — có phải giảm
  // 50% liều …?" led with the DVT dose over "… suy thận nhẹ và vừa"; on the golden set,
  // "Omeprazol có cần chỉnh liều khi suy gan nhẹ không?" with the renal line.
  const clearest =
    named.length === 0 && !organImpaired(s.asked.patient)
      ? rareWordsLine(inSections, s.asked.understood.sections[0]?.key)
      : undefined;
  const rare = clearest?.fit === 'silent' ? clearest : undefined;
  const added = rare ? [rare] : named;
  if (added.length === 0) return;
  s.fits = [...s.fits, ...added.map((c) => ({ ...c, fit: 'fits' as const }))];
  // Of the asked indication's lines, the one the question's words name clearly leads them
  // (names_rare_words): measured on unseen batches 41 and 43, "… viêm phổi … nằm bất động …
  // dự phòng huyết khối …" was shown the surgical prophylaxis lines before "… ở người bệnh nội
  // khoa phải nằm bất động, dùng liều 40 mg …", printed last under the same heading.
  const sibling =
    rare ??
    (named.length > 1 ? rareWordsLine(named, s.asked.understood.sections[0]?.key) : undefined);
  if (sibling) s.rareLine = s.fits[s.fits.length - added.length + added.indexOf(sibling)];
}

/** A line the book opens with the child it is for, no colon: "Trẻ em liều …", "Trẻ em từ …". */
const OPENS_WITH_CHILD = /^(?:Trẻ em|Trẻ sơ sinh|Trẻ nhỏ|Trẻ)\s(?![^:]{0,40}:)/u;

/** A dose line that states a maximum (read-max-dose.ts), as the line is shown. */
function statesDoseMaximum(c: Candidate): boolean {
  return c.chunk.section_key === DOSES && statesMaxDose(foldWords(c.shown));
}

/**
 * The most a day allows, asked of an adult whose fitting lines state none: the dose section's
 * lines that state a maximum under no other population fit too, and ANSWERING_TABLE's
 * states_maximum puts them first. Measured on unseen batch 32 (first run): "Anh tôi 45 tuổi …
 * 225 mg/ngày … một ngày tối đa được bao nhiêu?" was answered by the eye drops' "Người lớn:"
 * lines, which fit a 45-year-old; "Liều tối đa là 150 mg" names no age and never fitted.
 */
function addMaximumLines(s: DraftState): void {
  if (!s.asked.asks.maxDose || s.fits.length === 0 || mayBeChild(s.asked.patient)) return;
  if (s.fits.some(statesDoseMaximum)) return;
  const askedFolded = s.asked.text.folded;
  const added = s.candidates.filter(
    (c) =>
      c.fit === 'silent' &&
      statesDoseMaximum(c) &&
      !c.otherPopulation &&
      !scopedElsewhere(c, askedFolded),
  );
  if (added.length > 0) s.fits = [...s.fits, ...added.map((c) => ({ ...c, fit: 'fits' as const }))];
}

/**
 * The book bands this quantity but no band holds the value: said plainly, first, with the bands
 * the book does print (issue 9: "when the book has no band for the value, say so"). A
 * population's own section (Thời kỳ mang thai, cho con bú) speaks of the whole population: a
 * sentence for another trimester is left out, but the rest still answers, so there is no "no
 * band" line ("tam cá nguyệt thứ hai" was told the book had no band for it, above the sentence
 * that contraindicates the drug in all of pregnancy). A patient known only by group ("trẻ em",
 * no age) whom a sentence names outright ("Trẻ em và thiếu niên đang phát triển, trừ các chỉ
 * định đặc biệt") is spoken of: no value is left unbanded. Measured: "Ciprofloxacin cho trẻ em
 * được không?" opened with the no-band line, citing "… người trên 60 tuổi …", above that
 * contraindication.
 */
function addNoBandLine(s: DraftState): void {
  const { candidates, fits } = s;
  if (isContextAge(s.asked)) return;
  const namedGroupOnly =
    !hasNumericValues(s.asked.patient) &&
    candidates.some((c) => c.population && c.fit !== 'excludes');
  const eligible =
    fits.length === 0 &&
    !s.fitsElsewhere &&
    !s.interaction &&
    !s.ownSection &&
    !namedGroupOnly &&
    asksBand(s);
  // A band of the sentence itself leaves the patient out, not only its label: "Sơ sinh > 2,5 kg:
  // …" is left out of a 68 kg adult's answer by the newborn label, while its weight band holds
  // (unseen batch 16, once first-year labels excluded such a weight).
  const bandedOut = (outgrown: (x: BandCondition) => boolean) =>
    s.excluded.find((c) =>
      readSentenceBands(c.text).some(
        (cl) =>
          cl.conditions.length > 0 &&
          !cl.conditions.every(
            (x) =>
              // a bleeding grade steps an overdose; it leaves no value unbanded (batch 40's
              // gum bleeding was told no level held once the grades were read)
              x.kind === 'bleeding' ||
              outgrownInfantBand(x, s.asked.patient) ||
              outgrown(x) ||
              matchConditions([x], s.asked.patient) === 'fits',
          ),
      ),
    );
  const banded = eligible ? bandedOut(() => false) : undefined;
  // A child's band an adult has outgrown is no band the book leaves this patient out of: no
  // line says so (is-outgrown-child-band.ts), while the line the question names still leads.
  const noBand = banded && bandedOut((x) => isOutgrownChildBand(x, s.asked.patient));
  // A clearance or weight above every band the book prints is context, not the question: the
  // line the question's words name clearly leads, the no-band line after it (rare-words-line.ts,
  // liesAboveEveryBand).
  // Read only where it is used: beside a no-band line, or where the candidates are narrowed to
  // the population's lines below.
  const narrows = fits.length === 0 && !s.ownSection && candidates.some((c) => c.population);
  const clearest =
    banded || narrows ? rareWordsLine(candidates, s.asked.understood.sections[0]?.key) : undefined;
  if (
    banded &&
    clearest &&
    !clearest.population &&
    !isLocked(clearest) &&
    liesAboveEveryBand(
      s.asked.patient,
      [...s.excluded, ...candidates].map((c) => c.text),
    )
  )
    s.indicationLead = clearest;
  if (noBand) {
    const lockedNoBand = carriesQuarantine(noBand.chunk) && findDoses(noBand.text).length > 0;
    const say = (x: AnswerDraft['sentences'][number]) =>
      s.indicationLead ? (s.afterLead = x) : s.sentences.push(x);
    say(
      lockedNoBand
        ? {
            text: `${NO_BAND} Các mức sách nêu ${LOCKED_PASSAGE_SHOWN}.`,
            cites: [noBand.chunk.chunk_id],
            quote: noBand.text,
            locked_dose: true,
          }
        : {
            // The bands are quoted, not restated: every one of them excludes this patient.
            text: `${NO_BAND} Các mức sách nêu có trong câu được trích dẫn.`,
            cites: [noBand.chunk.chunk_id],
            quote: noBand.text,
          },
    );
  }
  if (narrows) s.candidates = narrowedToPopulation(s, candidates, clearest);
}

/**
 * The lines a population question keeps when no line fits the patient: those naming the
 * population, and the ones below.
 */
function narrowedToPopulation(
  s: DraftState,
  candidates: readonly Candidate[],
  clearest: Candidate | undefined,
): Candidate[] {
  // A population question is answered from what the book says for that population — unless
  // the section is the population's own (Thời kỳ mang thai, Thời kỳ cho con bú): there every
  // sentence is about it, and the one that merely repeats its name is not the answer.
  // Nor is the line the question's words name clearly left out for an age told as context:
  // measured on unseen batch 24 (first run), "Mẹ tôi 64 tuổi … nhạt nhẽo, mất vị, … phân lỏng. Có
  // phải do thuốc không?" was shown only the ADR line naming "người cao tuổi".
  // A population named in words ("Bệnh nhân xơ gan …") is what is asked: its lines only.
  const onlyAges = s.asked.understood.populations.every((p) => p.ageYears !== undefined);
  const kept = onlyAges ? clearest : undefined;
  // An adult is also the patient of the unlabelled lines under the indication the question names
  // (the book's doses are the adult's unless it says whose; routes do not count as indications).
  // Measured on unseen batch 28 (first run): "bn nu 30t lo au nang … vien dan dat hau mon diazepam
  // … bao nhieu mg" kept only the lines naming adults, and "Lo âu nặng — Đạn trực tràng: 10 - 30
  // mg" was never read; so were "Tiền mê …: Uống 5 - 15 mg" and "Hội chứng cai rượu: Uống 5 - 20
  // mg …" for adults of 45 and 48 (batches 21 and 24).
  // An old patient's typed age is an adult's too (onlyAdultAgeTyped): measured on unseen batch
  // 52, "BN 68 tuổi NMCT ST chênh lên …, điều trị nội khoa bảo tồn. Clopidogrel liều bao nhiêu" kept
  // only "… suy thận, người già là không cần thiết", never the STEMI line.
  const adultOnly =
    [...s.askedPopulations].every((k) => k === 'nguoi_lon') ||
    onlyAdultAgeTyped(s.asked.understood.populations);
  const indication = foldedIndication(s.asked.patient);
  const namedIndication = (c: Candidate) =>
    adultOnly &&
    !c.otherPopulation &&
    namesAskedLabel(c, s.asked.text.labelFolded, indication, false, false);
  // Nor the ADR line naming the effect a yes/no question asks about: measured on unseen batch 21
  // (stop 43 review), "BN nam 69t …, bệnh thận ĐTĐ … Enoxaparin có gây tăng kali máu không?" kept
  // only the bleeding line naming "tuổi cao, suy thận", and said the section did not name the
  // effect that its "Hiếm gặp …: Tăng kali huyết, …" names.
  const effect = s.asked.asks.adverseEffect;
  const effectLine = effect ? effectNamedLine(candidates, effect) : undefined;
  // Nor the line on dialysis, asked about as a remedy: measured on first-set batch 89, "BN nam
  // 59t … Na máu 168 … có lọc máu được không?" kept only the adult's lines once dialysis asked
  // was no longer read as a dialysis patient.
  const remedy = s.asked.asks.dialysis;
  const dialysisLine = remedy ? dialysisLineOf(candidates, remedy) : undefined;
  // Nor the line on what to do about the effect asked: measured (stop 61, a doctor's question),
  // "A 60-year-old man on clozapine … absolute neutrophil count of 1.2 x 10^9/L. What should be
  // done?" kept only "Thận trọng khi sử dụng clozapin cho người cao tuổi".
  const managed = s.asked.asks.effectManagement
    ? managementAfterEffect(candidates, s.asked.asks.effect)
    : undefined;
  return candidates.filter(
    (c) =>
      c.population ||
      c === kept ||
      c === effectLine ||
      c === dialysisLine ||
      c === managed ||
      namedIndication(c),
  );
}

/**
 * Whether the question asks what a band decides: a dose (the dose section asked) or whether the
 * drug may be used, and not an event or a topic the bands do not answer (an adverse effect, how
 * to stop, an overdose, what to do about an effect). Measured on unseen batch 15 (first run): "no
 * band the book prints holds the patient's value" led seven answers whose question asked no band
 * at all ("… Clcr 55 — người già yếu có dễ bị ngộ độc thuốc hơn không", "… 62 tuổi … thuốc có làm
 * trầm cảm không"), the answering line second.
 */
function asksBand(s: DraftState): boolean {
  const { asks } = s.asked;
  if (asks.adverseEffect || asks.withdrawal || asks.management || asks.effectManagement)
    return false;
  if (asks.overdoseSigns || asks.antidote) return false;
  // A dose asked of a section the population sent it to ("azathioprin liều cho trẻ 5 tuổi?",
  // answered from Thận trọng) still asks a band.
  return s.wanted.has(DOSES) || asks.canUse || /(?<!\p{L})lieu(?!\p{L})/u.test(s.asked.text.folded);
}

/**
 * One sentence once: overlapping parts carry the same line under two chunks (measured on unseen
 * batch 7, COLCHICIN: the primary biliary cirrhosis dose was shown twice, [1] and [2]). Compared
 * by words alone: a chain printed inline in one part ("Liều dùng: Phù phổi cấp: Người lớn: …") is
 * carried in the next ("Liều dùng — Phù phổi cấp: Người lớn: …").
 */
function onceEach<C>(lines: readonly C[], folded: (c: C) => string): C[] {
  const said = new Set<string>();
  return lines.filter((c) => {
    const words = folded(c)
      .replace(/[^\p{L}\p{N}%]+/gu, ' ')
      .trim();
    if (said.has(words)) return false;
    said.add(words);
    return true;
  });
}

/**
 * The answer's cut without the lines said for another route or indication. A line by the route
 * asked, ranked below the cut, takes the place of one that left it for another route: measured
 * on batches 1-136 in memory (unseen batch 60, DIGOXIN), lines of another route filled the cut
 * and left it, and the line by the route asked below it was never shown. Only such a line: any
 * line below the cut brought ACICLOVIR's intravenous "Người lớn: Điều trị từ 5 - 7 ngày" into an
 * oral zona answer (the realdata snapshot).
 */
function keptOfCut(
  ranked: readonly Ranked<Candidate>[],
  full: readonly Candidate[],
  elsewhere: ReadonlySet<Candidate>,
  routeAnswered: boolean,
): Candidate[] {
  const byRoute = new Set(ranked.filter((r) => r.facts.routeFit === 1).map((r) => r.line));
  const below = routeAnswered
    ? full.slice(MAX_SENTENCES).filter((c) => byRoute.has(c) && !elsewhere.has(c))
    : [];
  const cut = full.slice(0, MAX_SENTENCES).filter((c) => !elsewhere.has(c));
  return [...cut, ...below].slice(0, MAX_SENTENCES);
}

/**
 * Lines whose band holds the patient: ranked by ANSWERING_TABLE (whose rows say why), then a
 * little of what surrounds them, only when the answer is not an interaction list (a
 * neighbouring list is the wrong answer there).
 */
function pickFitting(s: DraftState): void {
  const { asked, fits, ownSection, trace } = s;
  const patient = asked.patient;
  const organ = (c: Candidate) => fitsOrgan(c, patient);
  const shownFolded = new Map(fits.map((c) => [c, foldWords(c.shown)]));
  const ranked = fitFacts(s, organ, shownFolded);
  // A line for the indication asked fits: a line said for another indication is a neighbouring
  // band, not an answer. Measured on unseen batch 6 (ENOXAPARIN): a child's prophylaxis dose was
  // followed by "Điều trị huyết khối cho trẻ em: … 1 mg/kg", the treatment dose.
  // The lines left out are not replaced: what ranked below them (another population's line, a
  // support line) would come up in their place.
  const forAsked = ranked.some(
    (r) => (r.facts.namesAskedLabel || r.facts.namesRareWords) && !r.facts.scopedElsewhere,
  );
  // So is a line said for another route once a line names the route asked. Measured on unseen
  // batch 8 (DIGOXIN): "… không uống được, digoxin tiêm TM liều ban đầu?" led with the oral
  // child's dose, under the "Suy tim" label the question named, above the intravenous one.
  const routeAnswered = ranked.some((r) => r.facts.routeFit === 1);
  // So is another product's line when the form asked has one (form-label-fit.ts).
  const formAnswered = ranked.some((r) => r.facts.formFit === 1);
  const elsewhere = new Set(
    ranked
      .filter(
        (r) =>
          (forAsked &&
            r.facts.scopedElsewhere &&
            !r.facts.namesAskedLabel &&
            !r.facts.namesRareWords &&
            // The patient's own regimen ("Cho người lớn đang dùng thuốc lợi tiểu …") is theirs,
            // whatever indication heads it.
            !r.facts.onTakenRegimen) ||
          (routeAnswered && r.facts.routeFit === -1) ||
          (formAnswered && r.facts.formFit === -1),
      )
      .map((r) => r.line),
  );
  const elderly = isElderly(asked.patient);
  const ranked0 = rankLines(
    ANSWERING_TABLE,
    ranked,
    {
      ownSection,
      maxDose: asked.asks.maxDose,
      amountAsked: asked.asks.amount,
      routeAsked: asked.asks.route !== null,
      formAsked: ranked.some((r) => r.facts.formFit !== 0),
      phaseAsked: asked.asks.phases.length > 0,
      elderly,
    },
    trace,
  );
  const full = withoutAdultDosesBesideElderly(ranked0, ranked, shownFolded, elderly);
  const ranking = full.slice(0, MAX_SENTENCES);
  // Never every line: with all the leading lines said for another indication or route, the
  // answer was "Không tìm thấy" while the section printed the dose (unseen batch 44, first run:
  // furosemid by mouth for mild hypercalcaemia). The ranking then stands as it is, labels shown.
  const kept = keptOfCut(ranked, full, elsewhere, routeAnswered);
  const answering = onceEach(kept.length > 0 ? kept : ranking, (c) => shownFolded.get(c)!);
  const room = s.interaction ? 0 : Math.max(0, Math.min(2, MAX_SENTENCES - ranking.length));
  s.picked = [...answering, ...supportLines(s, answering, forAsked, room)];
  // An organ value the fitting lines do not band ("80 tuổi, Clcr 40": the adult line fits the
  // age) is answered by the table that bands it, first. Measured: "Amikacin cho người 80 tuổi
  // Clcr 40?" led with the unadjusted "Người lớn" dose, the renal table's lead-in second.
  // "No fitting line bands it" is read from the bands that fit, not from the lines that name
  // a population: once "Người cao tuổi:" fitted a 70-year-old, its "… theo chức năng thận"
  // named the renal patient and the table's lead-in fell back to second.
  const organUnbanded = organImpaired(patient) && !fits.some(organ);
  // A dialysis patient's line on their dialysis comes before any table's lead-in, as when no line
  // fits (LEAD_RULES dialysis_line). Measured on first-set batch 146 once "61F" was read as an
  // age: "61F on HD … Does she need anything extra on dialysis days?" led with the HIV patients'
  // renal table, "Thẩm phân máu: Bổ sung 1 liều ngay sau mỗi lần thẩm phân máu" left out.
  const organLeadIn = organUnbanded
    ? ((patient.dialysis ? dialysisLineOf(s.candidates, patient.dialysis) : undefined) ??
      s.candidates.find((c) => c.population && pointedLeadIn(c) !== null) ??
      renalLabelledLine(s))
    : undefined;
  if (organLeadIn)
    s.picked = [organLeadIn, ...s.picked.filter((c) => c !== organLeadIn)].slice(0, MAX_SENTENCES);
}

/**
 * With no table lead-in, the first dose line labelled for the renal patient ("Suy thận: Phải điều
 * chỉnh liều dựa vào Clcr."), for a kidney value no fitting line bands. Measured on unseen batch
 * 33 (first run): a 66-year-old with Clcr 18 led with "Người cao tuổi: Không cần điều chỉnh
 * liều", the age's line, above ENTECAVIR's renal lines.
 */
function renalLabelledLine(s: DraftState): Candidate | undefined {
  // A value the usual staging calls normal or near it names no renal patient.
  if (!s.asked.patient.renal || kidneyNearNormal(s.asked.patient)) return undefined;
  return s.candidates
    .filter(
      (c) =>
        c.population &&
        c.chunk.section_key === DOSES &&
        namesPopulation(withLabels(c.labels, c.text), ['suy_than']),
    )
    .sort((a, b) => a.order - b.order)[0];
}

/**
 * A fitting line bands the kidney or liver: a printed band, or the patient's renal stage named
 * in words ("suy thận nhẹ và vừa" for Clcr 45). Measured on unseen batch 11, once "DVT" named its
 * label: "Enoxaparin for DVT … CrCl 45 — có phải giảm 50% liều …?" led with the DVT dose.
 */
function fitsOrgan(c: Candidate, patient: PatientParameters): boolean {
  if (!organImpaired(patient)) return false;
  return (
    (c.band !== undefined && ORGAN_BAND.test(foldDiacritics(c.band))) ||
    namesRenalStage(c.shown, patient)
  );
}

/**
 * Whether the kidney or liver the patient has is one a band adjusts for: dialysis, a liver
 * class, or a renal value that may be under normal (kidneyNormal).
 */
function organImpaired(patient: PatientParameters): boolean {
  if (patient.dialysis || patient.hepatic) return true;
  return patient.renal !== undefined && !kidneyNormal(patient);
}

/**
 * An elderly patient's own dose line ("Người cao tuổi: Liều ban đầu 12,5 - 50 mg/ngày …") leaves
 * out the general adult's dose lines: they are the neighbouring population's doses. Measured on
 * first-set batches 89-90 (stop 58): once the elderly line led, "Người lớn: Phù: Liều ban đầu
 * thông thường: 100 mg/ngày …" followed it for an 82-year-old.
 */
function withoutAdultDosesBesideElderly(
  ranking: Candidate[],
  ranked: readonly Ranked<Candidate>[],
  shownFolded: ReadonlyMap<Candidate, string>,
  elderly: boolean,
): Candidate[] {
  if (!elderly) return ranking;
  const facts = new Map(ranked.map((r) => [r.line, r.facts]));
  const ownDose = (c: Candidate) =>
    !!facts.get(c)?.labelledForPopulation && !!facts.get(c)?.statesDose;
  const own = ranking.find(ownDose);
  if (!own) return ranking;
  // Only the step the elderly line gives ("Liều ban đầu"): an indication's titration ("Suy tim
  // sung huyết: Liều có thể tăng tới 50 mg/ngày sau 8 tuần") is asked of a 66-year-old too.
  const steps = DOSE_STEPS.filter((step) => containsPhrase(shownFolded.get(own)!, step));
  return ranking.filter(
    (c) =>
      ownDose(c) ||
      !(
        facts.get(c)?.adultLine &&
        facts.get(c)?.statesDose &&
        steps.some((step) => containsPhrase(shownFolded.get(c)!, step))
      ),
  );
}

/** The steps of a regimen a dose line may be printed for. */
const DOSE_STEPS = ['lieu ban dau', 'lieu khoi dau', 'lieu duy tri', 'lieu toi da'];

/** The fitting lines with what ANSWERING_TABLE reads of each. */
function fitFacts(
  s: DraftState,
  organ: (c: Candidate) => boolean,
  shownFolded: ReadonlyMap<Candidate, string>,
): Ranked<Candidate>[] {
  const askedFolded = s.asked.text.folded;
  const labelFolded = s.asked.text.labelFolded;
  const indicationFolded = foldedIndication(s.asked.patient);
  // Among indications' lines for an adult with no weight told: the bands decide a child's or a
  // weight's dose (a weight band led "Colistin uống cho bé 12 kg …" before this was limited), and
  // an interaction list keeps the lines naming the partner in the book's order.
  const patient = s.asked.patient;
  const choosesIndication = !s.interaction && !mayBeChild(patient) && !patient.weight_kg;
  const clearest = choosesIndication
    ? rareWordsLine(s.fits, s.asked.understood.sections[0]?.key)
    : undefined;
  const scoped = clearest !== undefined && scopedElsewhere(clearest, askedFolded);
  const strengths = askedStrengths(askedFolded);
  const forms = askedDosageForms(s.asked.text.text);
  return s.fits.map((c) =>
    rankedOf(c, {
      clearestFit: scoped && c === clearest,
      organBand: organ(c),
      onTakenRegimen: c.onTakenRegimen === true,
      // A route is its own key (route_asked): counted here too, an indication's "Tiêm tĩnh
      // mạch:" line outranked the child's injection dose under "Tiêm bắp và tiêm tĩnh mạch:"
      // (first-set batch 97, CLINDAMYCIN: the anthrax line led a 6-year-old's osteomyelitis).
      namesAskedLabel: namesAskedLabel(c, labelFolded, indicationFolded, false, false),
      namesOwnLabel: namesAskedLabel(c, labelFolded, indicationFolded, true, false),
      namesRareWords: c === s.rareLine,
      labelledForPopulation: c.labelled,
      adultLine: POPULATION_LABEL_PHRASES.nguoi_lon.some((p) => containsPhrase(labelsOf(c), p)),
      scopedElsewhere: scopedElsewhere(c, askedFolded),
      bandStrength: c.strength ?? 0,
      namesAskedStrength: namesAskedStrength(shownFolded.get(c)!, strengths),
      statesMaximum: maxDoseStrength(shownFolded.get(c)!),
      statesDose: findDoses(c.text).length > 0,
      formFit: forms.size > 0 ? formLabelFit(labelsWithOwn(c), forms) : 0,
      routeFit: routeFit(shownFolded.get(c)!, s.asked.asks.route),
      phaseFit: phaseOf(s, c, shownFolded.get(c)),
    }),
  );
}

/** The labels over a line and those it prints, joined: what a form label is read in. */
function labelsWithOwn(c: Candidate): string {
  return [...c.labels, ...readOwnLabels(c.text).labels].join(' — ');
}

/**
 * A little of what surrounds the fitting lines, in book order: a population's line or one most
 * like the question. Nor is another indication's line support: after the dose asked came "Đợt gút
 * cấp: …" and "Điều trị xơ gan: Mỗi tuần uống 5 ngày, mỗi ngày 1 mg" (batch 7, COLCHICIN). Nor a
 * line already shown.
 */
function supportLines(
  s: DraftState,
  answering: readonly Candidate[],
  forAsked: boolean,
  room: number,
): Candidate[] {
  const askedFolded = s.asked.text.folded;
  return rankLines(
    RELEVANCE_TABLE,
    s.candidates
      .filter((c) => c.fit === 'silent' && !isLocked(c) && (c.population || c.score > 0.34))
      .filter((c) => !forAsked || !scopedElsewhere(c, askedFolded))
      .filter((c) => !answering.some((a) => a.text === c.text))
      .map((c) => rankedOf(c, { relevance: c.score, phaseFit: phaseOf(s, c) })),
    { ownSection: s.ownSection, phaseAsked: s.asked.asks.phases.length > 0 },
    s.trace,
  )
    .slice(0, room)
    .sort((a, b) => a.order - b.order);
}

/**
 * No line's band holds the patient: the lines most like the question (RELEVANCE_TABLE), a list
 * asked whole shown whole or said not to be, then the line LEAD_RULES names leads. No numeric
 * dose is stated from a chunk that lost a table (ADR 0006 §3): a dose for the asked population
 * is shown as the book's lines (a locked line), any other is left out. A question that names no
 * population is answered by the line that names most of it, locked or not. Measured on the real
 * book (ACICLOVIR, every part of the dose section lost a table): "Aciclovir thuốc mỡ bôi mấy lần
 * một ngày?" left out "Cách dùng thuốc mỡ: Bôi lên …" and led with "Ưống trong 5 - 10 ngày".
 */
function pickUnfitted(s: DraftState): void {
  const { candidates, askedPopulations, asked, wanted } = s;
  const mostNamed = Math.max(0, ...candidates.map((c) => c.matched));
  const pool = candidates.filter(
    (c) =>
      !isLocked(c) ||
      c.population ||
      (askedPopulations.size === 0 && c.matched >= 2 && c.matched === mostNamed),
  );
  // A list asked for whole ("Acetazolamid chống chỉ định khi nào?") is shown whole, or says
  // it is not: measured on the real book (ACETAZOLAMID), four of its six contraindications
  // were shown, "Quá mẫn với các sulfonamid" among those left out, with nothing to say so.
  const general = askedPopulations.size === 0 && !hasBandValues(asked.patient);
  const wholeList =
    !s.interaction &&
    general &&
    !asked.asks.canUse &&
    wanted.size === 1 &&
    LIST_SECTIONS.has([...wanted][0]!);
  s.cap = wholeList ? MAX_LIST_SENTENCES : MAX_SENTENCES;
  s.picked = rankLines(
    RELEVANCE_TABLE,
    pool.map((c) => rankedOf(c, { relevance: c.score, phaseFit: phaseOf(s, c) })),
    { ownSection: s.ownSection, phaseAsked: asked.asks.phases.length > 0 },
    s.trace,
  )
    .slice(0, s.cap)
    .sort((a, b) => a.order - b.order);
  if (wholeList && pool.length > s.picked.length) s.listLeftOut = s.picked[0]!.chunk;
  const lead = pickLead(leadContextOf(s, pool, general), s.trace);
  if (lead) s.picked = [lead, ...s.picked.filter((c) => c !== lead)].slice(0, s.cap);
  if (lead) s.picked = withoutOtherIndications(s, lead);
  if (lead && asked.asks.missedDose) s.picked = withMissedDoseAdvice(s.picked, pool, s.cap);
  addEffectManagementGap(s, pool);
}

/**
 * A forgotten dose's lead, then the book's other lines on it in book order ("Nếu quên thì phải
 * uống ngay khi nhớ", "Không tự ý uống gấp đôi liều …"): together they are what to do now.
 * Measured on first-set batches 123-124 (stop 63, first runs): "… tối có cần uống gấp đôi cho bù
 * không?" showed a child's dose before the line on doubling.
 */
function withMissedDoseAdvice(
  picked: readonly Candidate[],
  pool: readonly Candidate[],
  cap: number,
): Candidate[] {
  const [lead, ...rest] = picked;
  if (!lead) return [...picked];
  const advice = pool
    .filter(
      (c) =>
        c !== lead &&
        c.chunk.section_key === 'lieu_luong_va_cach_dung' &&
        statesMissedDoseAdvice(c.text),
    )
    .sort((a, b) => a.order - b.order);
  return [lead, ...advice, ...rest.filter((c) => !advice.includes(c))].slice(0, cap);
}

/**
 * The picked lines less those said for an indication the question does not name, once the lead
 * is said for the one it names (as pickFitting leaves them out of the fitting lines). Measured
 * on unseen batch 7: "Viêm cột sống dính khớp, diclofenac uống liều bao nhiêu một ngày?" showed
 * "Thoái hóa (hư) khớp: Uống 100 - 150 mg/ngày" second, another indication's dose.
 */
/**
 * Whether a line opens with a heading too long for a label ("Điều trị các triệu chứng loạn thần,
 * kích động xuất hiện trong bệnh Parkinson: Bắt đầu 12,5 mg/ngày …") that shares two distinctive
 * words with the question. Measured on unseen batch 8 (CLOZAPIN): that line led "Bn Parkinson có
 * ảo giác, kích động, khởi đầu clozapin liều bao nhiêu?", the schizophrenia dose second.
 */
function headingNamesAsked(text: string, askedFolded: string): boolean {
  return headingWordsAsked(text, askedFolded) >= 2;
}

/** How many distinctive words of a line's opening heading (up to its colon) the question names. */
function headingWordsAsked(text: string, askedFolded: string): number {
  const colon = text.indexOf(':');
  if (colon < 0 || colon > 140) return 0;
  const words = new Set(
    foldWords(text.slice(0, colon))
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length >= 3 && !HEADING_STOP_WORDS.has(w)),
  );
  return [...words].filter((w) => containsPhrase(askedFolded, w)).length;
}

/** A line opening with an indication heading longer than a label (label-grammar.ts). */
const opensLongHeading = (text: string) => longIndicationHeading(text) !== null;

function withoutOtherIndications(s: DraftState, lead: Candidate): Candidate[] {
  const askedFolded = s.asked.text.folded;
  const indication = foldedIndication(s.asked.patient);
  const forAsked = (c: Candidate) => namesAskedLabel(c, s.asked.text.labelFolded, indication);
  // Only a dose section's labels are indications: Quá liều's "Nhịp chậm:", Thận trọng's "Nhiễm
  // độc giáp:" are the branches of what was asked.
  const dose = (c: Candidate) => c.chunk.section_key === 'lieu_luong_va_cach_dung';
  // The lead must be said for an indication the question names, not only under a route or a
  // form it names: "Sốc phản vệ …, chuyển tĩnh mạch liều bao nhiêu?" led with a "Cách dùng:
  // Tiêm bắp:" line, and ADRENALIN's "Choáng phản vệ: … liều tiêm tĩnh mạch" must stay.
  if (!dose(lead)) return s.picked;
  // Led by a long heading the question names, another long heading is another indication:
  // CLOZAPIN's "Giảm nguy cơ tái phát các hành vi tự tử …: Bắt đầu: 12,5 mg" under the
  // Parkinson dose.
  if (opensLongHeading(lead.text) && headingNamesAsked(lead.text, askedFolded))
    return s.picked.filter(
      (c) =>
        !dose(c) ||
        c === lead ||
        (!scopedElsewhere(c, askedFolded) &&
          (!opensLongHeading(c.text) || headingWordsAsked(c.text, askedFolded) > 0)),
    );
  if (!namesAskedIndication(lead, askedFolded) || scopedElsewhere(lead, askedFolded))
    return s.picked;
  return s.picked.filter((c) => !dose(c) || forAsked(c) || !scopedElsewhere(c, askedFolded));
}

/**
 * What the lead rules read. A yes/no question's verdict is ranked by VERDICT_TABLE over the
 * lines that are labelled for the patient, a verdict, or name two of the question's words. A
 * line of Chống chỉ định is a verdict by where the book put it ("Tiền sử dị ứng với penicilin …"
 * says no without a verdict word). The population's own words do not count as the question's:
 * every line of Thời kỳ cho con bú says "bú". An indication alone is no value a table bands: a
 * lead-in answers it only by naming it (measured on the real book, ACICLOVIR: "… viêm giác mạc
 * do HSV liều?" led with the renal table's "Điều chỉnh liều uống ở người suy thận:").
 */
function leadContextOf(s: DraftState, pool: readonly Candidate[], general: boolean): LeadContext {
  const { asked, ownSection, askedPopulations, trace } = s;
  const patient = asked.patient;
  const populationWords = new Set([
    ...asked.understood.populations.flatMap((p) => syllables(p.phrase)),
    ...patientPopulations(patient).flatMap((k) =>
      POPULATION_LABEL_PHRASES[k].flatMap((phrase) => syllables(phrase)),
    ),
  ]);
  const content = [...s.terms].filter((w) => !populationWords.has(w) && !PATIENT_WORDS.has(w));
  // Two or more of the question's content words; ranked by their weight, a rare word weighing
  // most (weigh-question-words.ts). Measured on unseen batch 18: "Em bị chứng sợ đi máy bay …
  // diazepam … có được không?" led with a withdrawal line sharing three common words over "Không
  // nên sử dụng trong trạng thái ám ảnh hoặc sợ hãi".
  const named = (c: Candidate) => {
    const words = new Set(c.words);
    const n = content.filter((w) => words.has(w)).length;
    return n >= 2 ? Math.max(c.weighted, Number.MIN_VALUE) : 0;
  };
  const verdict = (c: Candidate) =>
    isVerdictSentence(c.text) || c.chunk.section_key === 'chong_chi_dinh';
  const indication = patient.indication ? foldDiacritics(patient.indication) : null;
  const bandsTheValue = (c: Candidate) =>
    hasNumericValues(patient) ||
    patient.age_group !== undefined ||
    (indication !== null && containsPhrase(foldDiacritics(c.shown), indication));
  return {
    asked,
    pool,
    candidates: s.candidates,
    picked: s.picked,
    leadIns: pool.filter((c) => pointedLeadIn(c) !== null && (bandsTheValue(c) || c.population)),
    wanted: s.wanted,
    terms: s.terms,
    populationsAsked: askedPopulations.size > 0,
    indicationLead: s.indicationLead,
    onlyAdult:
      patient.age_group === 'nguoi_lon' &&
      !hasNumericValues(patient) &&
      [...askedPopulations].every((k) => k === 'nguoi_lon'),
    general,
    trace,
    verdictLead: () =>
      rankLines(
        VERDICT_TABLE,
        pool
          .filter((c) => (!ownSection && c.labelled) || verdict(c) || named(c) > 0)
          .map((c) =>
            rankedOf(c, {
              labelledForPopulation: c.labelled,
              namedWords: named(c),
              verdict: verdict(c),
              contraindication: c.chunk.section_key === 'chong_chi_dinh',
              // A line of Chống chỉ định forbids by where the book put it.
              verdictStrength:
                c.chunk.section_key === 'chong_chi_dinh' ? 2 : readVerdictStrength(c.text),
              population: c.population,
              routeFit: routeFit(foldWords(c.shown), asked.asks.route),
            }),
          ),
        { ownSection, routeAsked: asked.asks.route !== null },
        trace,
      )[0],
  };
}

/**
 * An adverse effect whose management no line read names: said plainly, first, with the line of
 * another section that names the effect. Measured on the real book (SPIRONOLACTON):
 * "Spironolacton gây vú to ở nam xử trí thế nào?" led with "Khi phối hợp với một thuốc lợi tiểu
 * thiazid …", a line on something else. A line on reactions in general ("Ngừng thuốc khi có
 * phản ứng nặng và điều trị triệu chứng", VANCOMYCIN) answers any effect: no gap then. The
 * effect is echoed as typed: never a number the cited text may not hold.
 */
function addEffectManagementGap(s: DraftState, pool: readonly Candidate[]): void {
  const { asked, chosen } = s;
  const effect =
    s.wanted.has('huong_dan_xu_tri_adr') && asked.asks.effectManagement ? asked.asks.effect : null;
  const adrChunk = chosen.find((c) => c.section_key === 'huong_dan_xu_tri_adr');
  const speaksGenerally = () =>
    pool.some(
      (c) =>
        c.chunk.section_key === 'huong_dan_xu_tri_adr' &&
        GENERAL_REACTION.test(foldDiacritics(c.text)),
    );
  if (
    !effect ||
    effect.measured ||
    /\d/.test(effect.phrase) ||
    !adrChunk ||
    speaksGenerally() ||
    pool.some((c) => namesEffect(c.text, effect))
  )
    return;
  const elsewhere = effectElsewhere(s.retrieved, s.askedDrugId, effect);
  const where = elsewhere
    ? `; mục ${SECTION_DISPLAY_NAMES[elsewhere.chunk.section_key]} có nói đến tác dụng này`
    : '';
  s.effectGap = {
    text: `Mục Hướng dẫn cách xử trí ADR của ${adrChunk.drug_name} trong Dược thư không nêu cách xử trí “${effect.phrase}”${where}.`,
    cites: [adrChunk.chunk_id],
    gap: 'effect',
  };
  s.picked = elsewhere ? [elsewhere] : [];
  if (elsewhere && !chosen.includes(elsewhere.chunk)) chosen.push(elsewhere.chunk);
}

/**
 * The gap lines, each said before the lines it qualifies and in words, never a number: an
 * effect's management not named, an adverse effect not named, a direction the book does not
 * separate, the other kind of dialysis, renal impairment only in words, a serum creatinine
 * against clearance bands.
 */
function addGapLines(s: DraftState): void {
  const { asked, sentences, picked, interaction } = s;
  const patient = asked.patient;
  if (s.effectGap) sentences.push(s.effectGap);
  const adverseGap = adverseEffectGap(asked, s.wanted, s.candidates, s.chosen);
  if (adverseGap) sentences.push(adverseGap);
  const first = picked[0]?.chunk.chunk_id;
  if (first === undefined) return;
  // A direction question the book does not answer by direction: the sentences shown are right
  // but undirected ("… có thể bị thay đổi khi dùng đồng thời với …"), and that is said first,
  // so the list is not read as the drugs that act in the direction asked.
  if (
    patient.direction?.target &&
    interaction &&
    s.partnerPhrases.length === 0 &&
    s.fits.length === 0
  )
    sentences.push({
      text: directionGap(patient.direction, picked[0]!.chunk.drug_name),
      cites: [first],
      gap: 'direction',
    });
  if (interaction) return;
  const shown = picked.map((c) => c.shown);
  // Peritoneal dialysis asked, only haemodialysis in the book (or the reverse): the sentences
  // are still the nearest the book has, but that is said first. Measured: "Liều digoxin cho
  // bệnh nhân thẩm phân phúc mạc?" led with "Ở người bệnh thẩm tách máu, dùng liều sau mỗi
  // lần thẩm tách…", read as the answer for the other kind of dialysis.
  const dialysis = dialysisGap(patient, shown);
  if (dialysis) sentences.push({ text: dialysis, cites: [first], gap: 'dialysis' });
  // An adverse effect asked yes/no is not a question of the renal band: the patient's clearance
  // told with it is context (book-shape test of stop 43: an eGFR beside "có gây tăng kali máu
  // không?" led with "the book speaks of renal impairment only in words").
  const renalWords = s.asked.asks.adverseEffect
    ? null
    : findRenalWordsGap(
        patient,
        shown,
        s.retrieved.map((r) => r.chunk),
      );
  if (renalWords) sentences.push({ text: renalWords, cites: [first], gap: 'renal_words' });
  // A serum creatinine asked, the book banding by clearance: the bands shown cannot be matched
  // to the patient's number, and that is said first. Measured: "Aciclovir liều cho bệnh nhân có
  // creatinin huyết thanh 2 mg/dl?" read no kidney function at all and opened with "Liều dùng
  // tùy theo mức độ bệnh …".
  // Not when the book bands by the serum value too ("… căn cứ vào nồng độ creatinin huyết tương
  // hoặc hệ số thanh thải creatinin", COLISTIN): the line would be false (unseen batches 143 and
  // 144, first runs: a creatinine of 2,1 mg/dl was told the book bands by clearance only).
  const folded = s.chosen.map((c) => foldDiacritics(c.text));
  const bandsByClearance =
    folded.some((t) => /thanh\s+thai\s+creatinin/.test(t)) &&
    !folded.some((t) =>
      /creatinin\s+(?:huyet\s+(?:thanh|tuong)|mau)|nong\s+do\s+creatinin/.test(t),
    );
  if (patient.serum_creatinine && !patient.renal && bandsByClearance)
    sentences.push({
      text: 'Câu hỏi nêu creatinin huyết thanh; Dược thư chia mức liều theo độ thanh thải creatinin, không theo creatinin huyết thanh.',
      cites: [first],
      gap: 'renal_measure',
    });
}

/**
 * A Tương kỵ line that forbids mixing with any drug or fluid names every partner: "không được phối
 * hợp bất cứ thuốc gì vào dịch truyền hoặc bơm tiêm có chứa furosemid". Measured on unseen batch
 * 144 (first run): metoclopramid drawn up with furosemid was told first that Tương kỵ "không nêu
 * metoclopramid", above that line.
 */
const MIXED_WITH_ANY =
  /(?<![\p{L}])(?:bat\s+(?:cu|ky)\s+thuoc|(?:cac\s+)?(?:thuoc|dung\s+dich)\s+(?:nao\s+)?khac)(?![\p{L}])/u;

/**
 * The partner asked about is named nowhere in the interaction sections read: that is the answer,
 * said plainly, citing the section read ("Omeprazol có làm giảm tác dụng clopidogrel không?"
 * showed protamin and amitriptylin with nothing saying clopidogrel is not there). Named in
 * another section the question asks, the partner is no gap: that line answers. Measured:
 * "Metronidazol uống rượu được không?" (rượu asks Thận trọng too) opened with "Phần Tương tác
 * thuốc … không nêu rượu", above "Không uống rượu trong khi điều trị …".
 */
function addPartnerGap(s: DraftState): void {
  const { interaction, partnerPhrases, fits, chosen } = s;
  if (!interaction || partnerPhrases.length === 0 || fits.length > 0) return;
  const partnerShown = partnerOf(s.asked, s.askedDrugId, chosen);
  const answeredElsewhere = partnerElsewhere(s.retrieved, s.askedDrugId, partnerPhrases);
  // A contraindication that names the partner answers the pair whatever section was asked:
  // safety first. Measured on unseen batch 7: "Bn từng sốc phản vệ khi gây tê … bằng lidocain,
  // … kê doxycyclin được không?" opened with "Phần Tương tác thuốc … không nêu lidocain", the
  // contraindication "Quá mẫn với … thuốc gây tê 'loại cain' (ví dụ: Lidocain …)" second.
  const ci = answeredElsewhere?.chunk.section_key === 'chong_chi_dinh';
  if (answeredElsewhere && (ci || s.wanted.has(answeredElsewhere.chunk.section_key))) {
    s.picked = [answeredElsewhere];
    if (!chosen.includes(answeredElsewhere.chunk)) chosen.push(answeredElsewhere.chunk);
    return;
  }
  if (s.picked.length === 0) return;
  const read = [...new Set(s.prose.map((c) => c.drug_name))].join(' và ');
  // The pair said in another section of the asked drug is named in the same line, and shown
  // next. Measured: "Ciprofloxacin uống cùng thuốc kháng acid được không?" was told only that
  // Tương tác thuốc names no antacid, while Cách dùng says "Uống thuốc cách xa thuốc kháng acid
  // … ít nhất 2 giờ". Said without pointing at the next line: the LLM path puts gap lines
  // before its own draft.
  const where = answeredElsewhere
    ? `; mục ${SECTION_DISPLAY_NAMES[answeredElsewhere.chunk.section_key]} của ${answeredElsewhere.chunk.drug_name} có nhắc đến ${partnerShown}`
    : '';
  // The section read is named: an incompatibility asked is read in Tương kỵ, whose lines speak of
  // "một số thuốc" and stay shown. Measured on unseen batch 116 (first run): "… pha natri
  // colistimetat chung một chai dịch truyền với kháng sinh khác …, có tương kỵ gì không?" was
  // told "Phần Tương tác thuốc … không nêu …", and COLISTIN's "Natri colistimetat có thể tương kỵ
  // vật lý và/hoặc hóa học với một số thuốc …" was not shown.
  const section = s.picked[0]!.chunk.section_key;
  if (section === 'tuong_ky' && s.picked.some((c) => MIXED_WITH_ANY.test(foldDiacritics(c.text))))
    return;
  s.sentences.push({
    text: `Phần ${SECTION_DISPLAY_NAMES[section]} của ${read} trong Dược thư không nêu ${partnerShown}${where}.`,
    cites: [s.picked[0]!.chunk.chunk_id],
    gap: 'partner',
  });
  if (section === 'tuong_ky') return;
  // The other interactions are not the pair's: shown, one of them ("Omeprazol làm tăng tác
  // dụng của amitriptylin") read as the answer to "có làm giảm tác dụng clopidogrel không?".
  // Except the line the question's own words name clearly, beyond the partner's name: the kind
  // of drug the partner is. Measured on unseen batch 48 (first run): "… thêm thuốc chuyển hóa qua
  // CYP3A4 (atorvastatin). Có phải lo tương tác dược động học qua CYP không?" was told only that
  // atorvastatin is not named, while "Ít có khả năng tương tác về dược động với các thuốc chuyển
  // hóa do các isoenzym CYP" answers it.
  const clearest = answeredElsewhere ? undefined : classWordsLine(s, partnerPhrases);
  s.picked = answeredElsewhere ? [answeredElsewhere] : clearest ? [clearest] : [];
  if (answeredElsewhere) chosen.push(answeredElsewhere.chunk);
}

/**
 * A partner named by how it is handled ("thuốc chuyển hóa qua CYP3A4", "drugs cleared by the
 * kidney"): the book's interaction line naming the same mechanism speaks of it. Other lines the
 * question's words name are another pair's (measured: with any rare-words line kept, a
 * pyridostigmin question was shown the CNS-depressant line, a paracetamol one the diuretics line).
 */
const MECHANISMS: readonly string[] = [
  'cyp',
  'cytochrom',
  'p450',
  'isoenzym',
  'chuyen hoa',
  'p-glycoprotein',
  'p-gp',
  'bai tiet qua ong than',
  'thai tru qua than',
  'dao thai qua than',
];

function classWordsLine(s: DraftState, partnerPhrases: readonly string[]): Candidate | undefined {
  const asked = MECHANISMS.filter((m) => containsPhrase(s.asked.text.folded, m));
  if (asked.length === 0) return undefined;
  let best: Candidate | undefined;
  let bestCount = 0;
  for (const c of s.candidates) {
    if (c.chunk.section_key !== 'tuong_tac_thuoc') continue;
    const folded = foldDiacritics(c.text).toLowerCase();
    if (partnerPhrases.some((p) => containsPhrase(folded, p))) continue;
    // The line naming most of the mechanisms asked; the book's order breaks a tie.
    const count = asked.filter((m) => containsPhrase(folded, m)).length;
    if (count > bestCount) [best, bestCount] = [c, count];
  }
  return best;
}

/**
 * The picked lines as the draft says them: a table's lead-in as a pointer to its crop, a locked
 * dose as the book's lines (one per chunk: a citation quotes one passage), any other verbatim;
 * then the list-left-out line, a caption for every quarantined chunk with no line left, and the
 * framing lead.
 */
function renderDraft(s: DraftState): AnswerDraft {
  const { sentences, chosen } = s;
  const lockedChunks = new Set<string>(
    sentences.filter((x) => x.locked_dose).flatMap((x) => x.cites.slice(0, 1)),
  );
  const { kept: picked, byChunk } = lockedPassages(
    withListsAfterLeadIns(s.picked, s.candidates),
    lockedChunks,
  );
  // The no-band line follows the indication's line when that line leads; otherwise it is first.
  const afterFirst = picked[0] !== undefined && picked[0] === s.indicationLead;
  // Said first: the lines below answer from other sections, and the reader must know it.
  const missingLine = picked.length > 0 ? missingSectionLine(s) : null;
  if (missingLine) sentences.push(missingLine);
  if (s.afterLead && !afterFirst) sentences.push(s.afterLead);
  // The locked lines of one chunk are one line, at the first one's place: one passage shows them.
  for (const c of picked) {
    const pointer = pointedLeadIn(c);
    if (pointer) sentences.push({ text: pointer, cites: [c.chunk.chunk_id] });
    else if (isLocked(c)) {
      const passage = byChunk.get(c.chunk.chunk_id)!;
      if (passage.lines[0] === c)
        sentences.push({
          text: lockedLine(passage.lines),
          cites: [c.chunk.chunk_id],
          quote: passage.quote,
          locked_dose: true,
        });
    } else sentences.push({ text: c.shown, cites: [c.chunk.chunk_id] });
    if (s.afterLead && afterFirst && c === picked[0]) sentences.push(s.afterLead);
  }
  const left = s.listLeftOut;
  if (left)
    sentences.push({
      text: `Mục ${SECTION_DISPLAY_NAMES[left.section_key]} của ${left.drug_name} còn những câu không hiển thị ở đây: hãy mở sách ở trang được trích dẫn để đọc đủ.`,
      cites: [left.chunk_id],
    });
  // A quarantined chunk with no sentence left still has to be cited, so the policy shows its
  // crop and says the answer is incomplete.
  for (const chunk of s.prose)
    if (carriesQuarantine(chunk) && !picked.some((p) => p.chunk === chunk))
      sentences.push({ text: captionOf(chunk), cites: [chunk.chunk_id] });
  return { lead: writeDraftLead(chosen), sentences };
}

/** The lead-in of the lifted table that holds the patient's bands (the table_lead_in rule). */
function tableLeadInOf(x: LeadContext): Candidate | undefined {
  const route = x.asked.asks.route;
  // Nor one for another route than the one asked: the same doctor's question ("aciclovir uống")
  // led with the intravenous table's lead-in once the HIV one stepped back.
  const unscoped = x.leadIns.filter(
    (c) =>
      !companionNotAsked(c.text, x.asked.text.folded) &&
      !(route !== null && routeFit(foldWords(c.shown), route) === -1),
  );
  const leadIns = unscoped.length > 0 ? unscoped : x.leadIns;
  const mostNamed = [...leadIns]
    .filter((c) => c.matched >= 2)
    .sort((a, b) => b.matched - a.matched || a.order - b.order)[0];
  return (
    mostNamed ??
    x.picked.find((c) => leadIns.includes(c)) ??
    (unscoped.length < x.leadIns.length ? leadIns[0] : undefined)
  );
}

/** How many of the question's syllables a sentence says (folded, whole words). */
function countShared(text: string, terms: ReadonlySet<string>): number {
  const words = new Set(foldWords(text).split(/\s+/));
  let n = 0;
  for (const t of terms) if (words.has(t)) n++;
  return n;
}
