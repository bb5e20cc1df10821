import { containsPhrase } from '@/lib/text/contains-phrase';
import { namesPhraseInTwoParts } from '@/lib/text/names-phrase-in-two-parts';
import { namesTreatedCondition } from '@/lib/book/read-treated-condition';
import { foldDiacritics } from '@/lib/text/fold-diacritics';
import { withoutLinkingWords } from '@/lib/text/without-linking-words';
import { normalizeText } from '@/lib/answer/policy/normalize-text';
import { askedSections } from '@/lib/question/asked-sections';
import { asksAboutEvent } from '@/lib/question/asks-about-event';
import { drugsAskedAbout } from '@/lib/question/named-as-taken';
import { kidneyNearNormal } from '@/lib/question/renal-value-conditions';
import 'server-only';
import type { LanguageModel } from 'ai';
import type { AnswerResponse, Notice } from '@/lib/schema/answer';
import type { Block } from '@/lib/schema/block';
import type { Chunk } from '@/lib/schema/chunk';
import type { ChunkStore } from '@/lib/store/chunk-store';
import type { HistoryTurn } from '@/lib/schema/chat-message';
import { abstain } from '@/lib/answer/policy/abstain';
import { applyAnswerPolicy } from '@/lib/answer/policy/apply-answer-policy';
import { toAnswerResponse } from '@/lib/answer/policy/to-answer-response';
import type { AnswerDraft, DraftSentence, PolicyOptions } from '@/lib/answer/policy/answer-draft';
import { cropUrlFor } from '@/lib/index/load-blocks';
import {
  retrieveUnderstood,
  type RetrievalContext,
  type RetrievalResult,
} from '@/lib/retrieval/retrieve-chunks';
import {
  ORGAN_STATES,
  populationKeys,
  type PopulationCue,
  type PopulationKey,
} from '@/lib/retrieval/population-cues';
import type { AskedQuestion } from '@/lib/question/asked-question';
import { readQuestion } from '@/lib/question/read-question';
import { readAnswerPatient } from '@/lib/question/read-answer-patient';
import { SECTION_DISPLAY_NAMES, type SectionKey } from '@/lib/schema/section-keys';
import { askBackDrugName, describeUnknownDrugTerms } from '@/lib/retrieval/ask-back-drug-name';
import { describeMissingSection } from './describe-missing-section';
import { appendSectionLines } from './append-section-lines';
import {
  CHILD_KEYS,
  draftAnswersPopulation,
  findPopulationElsewhere,
  namesPopulation,
} from './extractive/find-population-elsewhere';
import {
  draftExtractiveAnswer,
  LOCKED_PASSAGE_SHOWN,
  NO_BAND,
} from './extractive/draft-extractive-answer';
import { readClassPhrases } from './extractive/read-class-phrases';
import {
  isAgeContextOutsideDoses,
  isContextAge,
  isInteractionContextAge,
  onlyAdultAgeTyped,
} from '@/lib/question/is-context-age';
import { draftLlmAnswer } from './llm/draft-llm-answer';
import type { AnswerTrace } from './answer-trace';
import { readSafetyLines, withSafetyFirst, type SafetyLines } from './safety/read-safety-lines';
import { findPatientTableRows, withTableRows } from './extractive/find-patient-table-rows';
import { findPassageLine, withPassageLine } from './extractive/find-passage-line';
import { outlinePatientRows } from './table-rows/outline-patient-rows';

/**
 * The drugs whose safety sections are read: those asked that retrieval found, not those the
 * patient already takes (named-as-taken.ts), two at most.
 */
function safetyDrugsOf(asked: AskedQuestion, chunks: readonly Chunk[]): string[] {
  const found = new Set(chunks.map((c) => c.drug_id));
  const drugs = asked.understood.drugs.filter((id) => found.has(id));
  return drugsAskedAbout(asked, drugs).slice(0, 2);
}

export interface AnswerDeps {
  retrieval: RetrievalContext;
  blocks: ReadonlyMap<string, Block>;
  /** The optional LLM; null → extractive. */
  model: LanguageModel | null;
  llmTimeoutMs?: number;
}

/** Sections about the product, not the patient. */
const PRODUCT_SECTIONS: ReadonlySet<SectionKey> = new Set([
  'dang_thuoc_va_ham_luong',
  'do_on_dinh_va_bao_quan',
  'tuong_ky',
  'ten_thuong_mai',
  'ten_chung_quoc_te',
  'ma_atc',
  'loai_thuoc',
]);

/** Per drug of the chunks, the class phrases of its Loại thuốc line. */
async function readDrugClasses(
  store: ChunkStore,
  chunks: readonly Chunk[],
  pair: readonly string[] = [],
): Promise<Map<string, string[]>> {
  const ids = [...new Set([...chunks.map((c) => c.drug_id), ...pair])];
  if (ids.length === 0) return new Map();
  const lines = await store.scrollChunks({ drug_id: ids, section_key: ['loai_thuoc'] });
  const out = new Map<string, string[]>();
  for (const c of lines)
    out.set(c.drug_id, [...(out.get(c.drug_id) ?? []), ...readClassPhrases(c.text)]);
  return out;
}

/** Why the book gives no answer, said so a clinician knows what to change. */
function outcomeNotice(result: RetrievalResult): Notice | null {
  const u = result.understanding;
  switch (result.outcome) {
    case 'unknown_drug':
      return {
        code: 'not_found',
        message: describeUnknownDrugTerms(u.otherDrugTerms),
      };
    case 'no_drug':
      return {
        code: 'question_adjusted',
        message:
          'Câu hỏi chưa nêu tên một thuốc có trong Dược thư. Hãy ghi rõ tên thuốc (tên chung hoặc biệt dược).',
      };
    case 'bad_query':
      return {
        code: 'question_adjusted',
        message:
          'Không hiểu được câu hỏi. Hãy hỏi bằng tiếng Việt, nêu tên thuốc và điều cần biết (ví dụ: liều, chống chỉ định).',
      };
    default:
      return null;
  }
}

function withNotices(response: AnswerResponse, extra: Notice[]): AnswerResponse {
  return extra.length ? { ...response, notices: [...extra, ...response.notices] } : response;
}

/**
 * Whether the asked section answers the population after all, so no other section is read: the
 * patient's context, an event, the product itself, the nursing infant.
 */
function asksOwnSection(
  asked: AskedQuestion,
  asking: ReadonlySet<SectionKey>,
  keys: readonly PopulationKey[],
  extractiveDraft: () => AnswerDraft,
): boolean {
  const u = asked.understood;
  // An adult's age told as context of a yes/no question: the verdict lines answer for every adult
  // (is-context-age.ts). Measured on unseen batch 12 once "62t" was read as an age: "… khí dung
  // salbutamol chưa đỡ, tiêm dưới da adrenalin 0,5 mg được không?" abstained, "no section speaks
  // of 62 tuổi". A population named in words ("suy gan", "trẻ em") is still looked for elsewhere,
  // and said when nowhere.
  if (isContextAge(asked)) return true;
  // So is an adult's age in a question naming the partner of an interaction: measured on unseen
  // batch 13 (after its first run), "bn nam 68t … dang uong prazosin, … them diltiazem co can
  // luu y gi ve huyet ap khong" left Tương tác thuốc for Liều lượng, which never says "68 tuổi".
  if (isInteractionContextAge(asked)) return true;
  // And in a question that asks no dose (is-context-age.ts).
  if (isAgeContextOutsideDoses(asked)) return true;
  // An age typed as a number beside an indication the draft's first line is under ("Bn 65t dày
  // sừng ánh nắng, bôi gel diclofenac 3% ngày mấy lần?") is the patient's context: that line
  // answers, whatever the section says of the elderly. Measured on unseen batch 11 once "65t"
  // was read: the gel's line gave way to Dược lý's "Cmax tăng gấp 4 lần ở người cao tuổi".
  if (
    u.populations.every((c) => c.ageYears !== undefined) &&
    leadsWithAskedLabel(extractiveDraft(), asked.text.folded)
  )
    return true;
  // An overdose or an adverse effect's management is written for the event, whoever the patient:
  // measured on ten new questions (first run), "Bé 2 tuổi uống nhầm 10 viên diazepam 5 mg, xử
  // trí thế nào?" left Quá liều và xử trí (which never says "trẻ em") for a dose line.
  // (asksAboutEvent reads every asked section being an event's itself; no section asked at all
  // leaves nothing to look elsewhere for either.)
  if (asksAboutEvent(asked) || asking.size === 0) return true;
  // The product itself (its forms, storage, incompatibilities, names) is the same for every
  // patient: "Trẻ sơ sinh thì dùng nước muối sinh lý loại nào?" (issue 37's development set) left
  // Dạng thuốc và hàm lượng for Thận trọng's neonate line.
  if ([...asking].every((k) => PRODUCT_SECTIONS.has(k))) return true;
  // An interaction with a drug the question names holds whatever the patient's population: the
  // pair's lines answer it. Measured on unseen batch 33 (first run): "bn … xơ gan … đang uống
  // propranolol … diltiazem có làm tăng nồng độ propranolol không" left Tương tác thuốc for the
  // dose section's liver lines.
  // Only when the section has the pair's lines: one that does not name the partner leaves the
  // population to be looked for (unseen batch 19: a child's croup with a corticoid).
  if (
    [...asking].every((k) => k === 'tuong_tac_thuoc') &&
    (u.interactionPair !== undefined || u.otherDrugTerms.length > 0) &&
    extractiveDraft().sentences.some((x) => !x.gap && !x.safety)
  )
    return true;
  // The child of a breastfeeding question is the nursing infant, whom Thời kỳ cho con bú speaks
  // of without saying "trẻ em": measured on unseen batch 5, "Doxycyclin có vào sữa mẹ không, bé
  // bú có hấp thu được thuốc không?" left that section ("Doxycyclin được bài tiết vào sữa …")
  // for Thận trọng's tooth line, the section never saying "bé".
  if (asking.has('thoi_ky_cho_con_bu') && keys.every((k) => CHILD_KEYS.has(k))) return true;
  // So is the newborn of a pregnant patient's question: the baby to be born, whom Thời kỳ mang
  // thai speaks of (unseen batch 64, first run: "Woman at 37 weeks' gestation … risk to the
  // newborn …?" left that section for Chống chỉ định, which never says "newborn").
  if (
    asking.has('thoi_ky_mang_thai') &&
    asked.patient.pregnancy &&
    keys.every((k) => CHILD_KEYS.has(k))
  )
    return true;
  return false;
}

/**
 * Issue 14 item 2: a question about a population (suy thận, suy gan, người cao tuổi …) that the
 * asked section never names is answered from the drug's other sections that do — saying which —
 * or, when no section of the monograph names it, abstains and names the sections read. Null when
 * the asked section already answers for the population (or the question names none).
 */
async function answerFromOtherSection(
  asked: AskedQuestion,
  retrieval: RetrievalResult,
  p: Prepared,
  deps: AnswerDeps,
): Promise<{ response: AnswerResponse; notice?: Notice } | null> {
  if (p.tableRowFound) return null;
  const { extractiveDraft, policyOptions, safety } = p;
  const u = retrieval.understanding;
  const { named, keys } = populationsToFind(asked);
  const first = retrieval.chunks[0]?.chunk;
  if (named.length === 0 || !first || u.drugs.length !== 1) return null;
  const chunks = new Map(retrieval.chunks.map((r) => [r.chunk.chunk_id, r.chunk]));
  if (draftAnswersPopulation(extractiveDraft(), named, chunks) || keys.length === 0) return null;

  const asking = askedSections(asked.understood.sections);
  if (asksOwnSection(asked, asking, keys, extractiveDraft)) return null;
  if (ageOnlyBesideAnotherAsk(asked, extractiveDraft())) return null;
  if (effectAnswered(asked, extractiveDraft())) return null;
  const read = new Set<SectionKey>();
  const found = await findPopulationElsewhere(
    deps.retrieval.store,
    first.drug_id,
    keys,
    [asking, drawnSections(extractiveDraft(), chunks)],
    read,
  );
  const who = `“${(u.populations.find((c) => keys.includes(c.key)) ?? u.populations[0]!).phrase}”`;
  // An age typed as a number that no section names is no reason to abstain: the draft answers
  // as for any patient of that age group.
  if (!found && u.populations.every((c) => c.ageYears !== undefined)) return null;
  // Nor when a line that holds for the patient is to be shown: "not found" would hide it.
  // Measured once a newborn stopped being answered from the mother's sections: "Vitamin D cho
  // trẻ sơ sinh liều bao nhiêu?" said "Không tìm thấy" over Chống chỉ định's "Trẻ em dưới 6 tuổi".
  if (!found && safety.sentences.length > 0) return null;
  if (
    !found &&
    organOnly(u.populations, keys) &&
    leadsWithAskedLabel(extractiveDraft(), asked.text.folded) &&
    // Said only when true of the whole monograph: the asked section may name the organ in a
    // line the draft did not show.
    !(await findPopulationElsewhere(deps.retrieval.store, first.drug_id, keys, [new Set()], read))
  )
    return { response: indicationAnswer(p, first, who) };
  if (!found) return notFoundIn(first.drug_name, who, read);
  const narrowed = {
    ...asked,
    understood: { ...u, sections: [{ key: found.section, weight: 1 }] },
  };
  const all = [
    ...retrieval.chunks.map((r) => r.chunk),
    ...found.chunks.map((r) => r.chunk),
    ...safety.chunks,
  ];
  const other = draftExtractiveAnswer(narrowed, found.chunks);
  const after = dosesForAdultAge(asked, extractiveDraft());
  const forChild = after ? null : dosesForNeonate(asked, keys, extractiveDraft());
  const dosesFirst = after ?? forChild;
  const draft = dosesFirst
    ? appendSectionLines(dosesFirst, other, new Map(all.map((c) => [c.chunk_id, c])))
    : other;
  const result = applyAnswerPolicy(withSafetyFirst(draft, safety, all), all, policyOptions);
  if (result.form !== 'answer') return null;
  const askedNames = [...asking].map((k) => SECTION_DISPLAY_NAMES[k]).join(', ');
  const where = `${askedNames ? `Mục ${askedNames}` : 'Phần được hỏi'} của ${first.drug_name}`;
  const foundName = SECTION_DISPLAY_NAMES[found.section];
  return {
    response: toAnswerResponse(result, 'extractive'),
    notice: {
      code: 'question_adjusted',
      message: after
        ? `${where} không nói riêng về ${who}: liều dưới đây là liều của sách cho người lớn, sau đó là câu của mục ${foundName} nói về người cao tuổi.`
        : forChild
          ? `${where} không nói riêng về ${who}: liều dưới đây là liều của sách cho trẻ em, sau đó là câu của mục ${foundName} nói về trẻ sơ sinh.`
          : `${where} không nói về ${who}; câu trả lời dưới đây lấy từ mục ${foundName}.`,
    },
  };
}

/**
 * The populations a question names (`named`), and those of them to look for in another section
 * (`keys`). The adult is the patient the book's unlabelled doses speak of: a monograph that never
 * writes "người lớn" is not silent about adults. Measured on the real book (ACEBUTOLOL): "Liều
 * acebutolol cho người lớn tăng huyết áp?" abstained ("Không mục nào … nói về “người lớn”")
 * while Liều lượng says "Tăng huyết áp: Liều uống khởi đầu thông thường là 400 mg …". A kidney
 * value the usual staging calls normal or near it (60 ml/phút and above) names no renal patient
 * to look for elsewhere: measured on unseen batch 32 (first run), "54 yo man with hypertension
 * …, eGFR 75 … usual adult oral dose …?" left the dose section's hypertension line for Thận
 * trọng, because that section never says "suy thận". A draft whose lines speak of the kidney
 * still answers for it ("Clcr trong khoảng 30 - 80 ml/phút" for Clcr 65, batch 26).
 */
function populationsToFind(asked: AskedQuestion): {
  named: PopulationKey[];
  keys: PopulationKey[];
} {
  const named = populationKeys(asked.understood.populations).filter((k) => k !== 'nguoi_lon');
  const keys = named.filter((k) => !(k === 'suy_than' && kidneyNearNormal(asked.patient)));
  return { named, keys };
}

/**
 * The patient's age typed as a number is the only population, the question asks another thing
 * than a dose (how to step down, how to give it), and the draft answers it: the age describes
 * the patient, and a line elsewhere naming the age group is no answer. Measured on first-set
 * batch 98 (first run): "BN nam 61t … hạ một lần từ 900 xuống 400 mg được không hay phải hạ từ
 * từ?" was answered with Dược lý's half-lives in the elderly.
 */
function ageOnlyBesideAnotherAsk(asked: AskedQuestion, draft: AnswerDraft): boolean {
  const u = asked.understood;
  if (!u.populations.every((c) => c.ageYears !== undefined)) return false;
  if (u.sections[0]?.key === 'lieu_luong_va_cach_dung') return false;
  return draft.sentences.some((s) => !s.gap && !s.safety);
}

/**
 * A yes/no about one adverse effect that the draft answers from its section: the patient's
 * states told beside it are the story, not a population to look for elsewhere. Measured on unseen
 * batch 154 (first run): "BN 60t gout, xơ gan cổ trướng … Does spironolactone raise uric acid?"
 * was moved to Thận trọng ("the ADR section does not name 60 tuổi"), and the ADR line "… tăng
 * acid uric huyết" was never shown.
 */
function effectAnswered(asked: AskedQuestion, draft: AnswerDraft): boolean {
  return asked.asks.adverseEffect !== null && draft.sentences.some((s) => !s.gap && !s.safety);
}

/**
 * The sections a draft's lines were drawn from. An asked section the draft drew nothing from may
 * still name the population: measured on first-set batch 98 (first run), "… hepatitis B
 * cirrhosis … Is acetazolamide safe for him?" asked Chống chỉ định beside the dose, the draft
 * drew dose lines only, and the answer said no section names the patient ("59 tuổi") while
 * Chống chỉ định prints "Suy gan, suy thận nặng, xơ gan".
 */
function drawnSections(
  draft: AnswerDraft,
  chunks: ReadonlyMap<string, { section_key: SectionKey }>,
): Set<SectionKey> {
  const drawn = draft.sentences
    .filter((s) => !s.gap)
    .flatMap((s) => s.cites.map((id) => chunks.get(id)?.section_key));
  return new Set(drawn.filter((k): k is SectionKey => k !== undefined));
}

/** No section of the monograph names the population: said so, with the sections read. */
/** Every population asked is an organ state, or an adult's age typed as a number beside one. */
function organOnly(populations: readonly PopulationCue[], keys: readonly PopulationKey[]): boolean {
  const asked = populations.filter((c) => keys.includes(c.key));
  return (
    asked.some((c) => ORGAN_STATES.has(c.key)) &&
    asked.every(
      (c) =>
        ORGAN_STATES.has(c.key) ||
        (c.ageYears !== undefined && c.key !== 'tre_em' && c.key !== 'tre_so_sinh'),
    )
  );
}

/**
 * A kidney or liver state no section names, beside an indication the draft's first line is
 * under: the book's dose for that indication is shown, after a line that says the book gives
 * none for the organ. Abstaining hid the dose asked. Measured on first-set batches 111 and 112
 * (first runs, ACETYLCYSTEIN): "Bố tôi 70 tuổi, suy thận nhẹ, … chụp CT … acetylcystein … uống
 * mỗi lần bao nhiêu?" was answered "Không tìm thấy" over "Dự phòng giảm chức năng thận do
 * thuốc cản quang: Uống 600 mg, 2 lần/ngày". A child or a pregnancy no section names still
 * abstains: a dose said for any patient may be wrong for them.
 */
function indicationAnswer(p: Prepared, first: Chunk, who: string): AnswerResponse {
  const draft = p.extractiveDraft();
  const gap: DraftSentence = {
    text: `Không mục nào trong chuyên luận ${first.drug_name} nói về ${who}: các câu dưới đây là liều sách ghi cho chỉ định được hỏi, không riêng cho người bệnh này.`,
    // A book line's chunk: a crop's descriptor may be cited by its caption only.
    cites: [draft.sentences.find(isBookLine)?.cites[0] ?? first.chunk_id],
    gap: 'population',
  };
  const withGap = { ...draft, sentences: [gap, ...draft.sentences] };
  return toAnswerResponse(
    applyAnswerPolicy(p.leading(withGap), p.cited, p.policyOptions),
    'extractive',
  );
}

/** A line that quotes the book (or stands for a locked passage of it): no gap, no crop's caption. */
function isBookLine(s: DraftSentence): boolean {
  return !s.gap && (s.quote !== undefined || s.locked_dose === true);
}

function notFoundIn(
  drugName: string,
  who: string,
  read: ReadonlySet<SectionKey>,
): { response: AnswerResponse; notice: Notice } {
  const names = [...read].map((k) => SECTION_DISPLAY_NAMES[k]).join(', ');
  return {
    response: toAnswerResponse(abstain(), 'extractive'),
    notice: {
      code: 'not_found',
      message: `Không mục nào trong chuyên luận ${drugName} nói về ${who}. Các mục đã đọc: ${names}.`,
    },
  };
}

/**
 * The asked dose draft, when the only population besides the adult is an adult's age typed as a
 * number, the dose section is asked first, no change of dose is asked (asks-dose-adjustment.ts)
 * and the draft has lines of its own: the adult's doses answer, and the other section's
 * lines on the older patient follow them (append-section-lines.ts). Null otherwise: a population
 * named in words ("người cao tuổi", "suy gan") is answered from the section that names it.
 */
function dosesForAdultAge(asked: AskedQuestion, draft: AnswerDraft): AnswerDraft | null {
  const typedAge = onlyAdultAgeTyped(asked.understood.populations);
  const dose = asked.understood.sections[0]?.key === 'lieu_luong_va_cach_dung';
  if (!typedAge || !dose || asked.asks.doseAdjustment) return null;
  return draft.sentences.some((s) => !s.gap && !s.safety) ? draft : null;
}

/**
 * The asked dose draft for a newborn whom the dose section never names, when its lines are the
 * children's (they name "trẻ em"): those lines answer first, said to be the children's, and the
 * other section's newborn lines follow. Measured on unseen batch 32 (first run): "sơ sinh 9 ngày
 * tuổi nặng 3 kg … uốn ván sơ sinh, diazepam tiêm TM mỗi lần bao nhiêu mg/kg" was answered from
 * Dược lý's "thời gian đào thải ở trẻ sơ sinh chậm hơn" with no dose, while Liều lượng prints
 * "Co giật do uốn ván: Người lớn và trẻ em 100 - 300 microgam/kg …". Null otherwise.
 */
function dosesForNeonate(
  asked: AskedQuestion,
  keys: readonly PopulationKey[],
  draft: AnswerDraft,
): AnswerDraft | null {
  const dose = asked.understood.sections[0]?.key === 'lieu_luong_va_cach_dung';
  if (!dose || keys.length === 0 || !keys.every((k) => k === 'tre_so_sinh')) return null;
  const childLines = draft.sentences.filter(
    (s) => !s.gap && !s.safety && namesPopulation(s.text, ['tre_em']),
  );
  return childLines.length > 0 ? { ...draft, sentences: childLines } : null;
}

/**
 * The LLM's draft with the extractive answerer's gap sentences in front ("Dược thư không nêu
 * riêng cho người bệnh thẩm phân phúc mạc: …", "… không nêu clopidogrel."): the model is not told
 * what the question asks that the book does not separate, and its first claim would otherwise
 * be read as that answer. A gap sentence the model already wrote is not repeated.
 */
export function withGapsFirst(llmDraft: AnswerDraft, extractive: AnswerDraft): AnswerDraft {
  const written = new Set(llmDraft.sentences.map((s) => s.text.trim()));
  const gaps = extractive.sentences.filter((s) => s.gap && !written.has(s.text.trim()));
  return gaps.length > 0 ? { ...llmDraft, sentences: [...gaps, ...llmDraft.sentences] } : llmDraft;
}

/**
 * A question the book cannot answer as asked: a name near more than one monograph is asked back
 * (issue 37, never a look-alike), a drug the book lacks or no drug at all is said so. Null when
 * retrieval found the drug.
 */
function abstention(
  retrieval: RetrievalResult,
  deps: AnswerDeps,
  notices: readonly Notice[],
): AnswerResponse | null {
  const askBack =
    retrieval.outcome === 'ok'
      ? null
      : askBackDrugName(retrieval.understanding.normalized, deps.retrieval.lexicon);
  if (askBack)
    return { ...toAnswerResponse(abstain(), 'extractive'), notices: [...notices, askBack] };
  const outcome = outcomeNotice(retrieval);
  if (!outcome) return null;
  const response = toAnswerResponse(abstain(), 'extractive');
  // The `not_found` notice already says the same thing for an unknown drug: keep the specific one.
  const rest =
    outcome.code === 'not_found'
      ? response.notices.filter((n) => n.code !== 'not_found')
      : response.notices;
  return { ...response, notices: [...notices, outcome, ...rest] };
}

/** What both drafters share for one question: the chunks, the policy's options, what leads. */
interface Prepared {
  chunks: Chunk[];
  policyOptions: PolicyOptions;
  /** Drafted once: the other-section search (issue 14) reads it before the policy does. */
  extractiveDraft: () => AnswerDraft;
  safety: SafetyLines;
  /** The retrieved chunks and those the safety lines cite: what the policy may see cited. */
  cited: Chunk[];
  /** A lifted table of the retrieved sections has a row for the patient. */
  tableRowFound: boolean;
  /** The safety lines and the table rows in front of a draft. */
  leading: (draft: AnswerDraft) => AnswerDraft;
}

async function prepare(
  asked: AskedQuestion,
  retrieval: RetrievalResult,
  deps: AnswerDeps,
  trace: AnswerTrace | undefined,
): Promise<Prepared> {
  const chunks = retrieval.chunks.map((r) => r.chunk);
  // The patient in the question (issue 9): read once (readQuestion), matched against every band
  // the answer proposes, whoever drafts it.
  const patient = asked.patient;
  const policyOptions: PolicyOptions = {
    cropUrl: (id: string) => (deps.blocks.has(id) ? cropUrlFor(id) : null),
    blockRegions: (id: string) => deps.blocks.get(id)?.regions ?? null,
    patient,
    patientRows: (id: string) => {
      const block = deps.blocks.get(id);
      return block ? outlinePatientRows(block, patient) : null;
    },
  };
  // A direction question reads the monograph's own class names (read-class-phrases.ts); an
  // interaction question its partner's, which the book often names the partner by.
  const classPhrases =
    patient.direction || asked.understood.interactionPair
      ? await readDrugClasses(deps.retrieval.store, chunks, asked.understood.interactionPair)
      : new Map<string, string[]>();
  let drafted: AnswerDraft | null = null;
  const extractiveDraft = (): AnswerDraft =>
    (drafted ??= draftExtractiveAnswer(asked, retrieval.chunks, classPhrases, trace?.ranks));
  // Safety first (lib/answer/safety): the lines of the drug's safety sections that hold for the
  // patient lead every answer, whoever drafts it; the policy knows the chunks they cite.
  const drugIds = safetyDrugsOf(asked, chunks);
  const safety = await readSafetyLines(asked, drugIds, deps.retrieval.store, trace?.safety);
  const held = new Set(safety.sentences.map((s) => normalizeText(s.text)));
  if (held.size > 0) policyOptions.held = held;
  // What crosses into milk or the placenta, from Dược lý, beside the population's own section.
  const passage = await findPassageLine(asked, drugIds, deps.retrieval.store);
  const known = new Set(chunks.map((c) => c.chunk_id));
  const extra = [...safety.chunks, ...(passage ? [passage.chunk] : [])];
  const cited = [
    ...chunks,
    ...extra.filter((c, i) => !known.has(c.chunk_id) && extra.indexOf(c) === i),
  ];
  // A lifted table's row that holds the patient (a dialysis row, the clearance band) is pointed
  // at right after the safety lines: the cells are never stated, the crop is shown.
  const rows = findPatientTableRows(patient, chunks, deps.blocks);
  return {
    ...{ chunks, policyOptions, extractiveDraft, safety, cited },
    tableRowFound: rows.length > 0,
    leading: (draft) =>
      withSafetyFirst(
        withPassageLine(withTableRows(draft, rows, NO_BAND, patient), passage),
        safety,
        cited,
      ),
  };
}

/**
 * The LLM's answer, when the policy keeps one: the gap lines of the extractive draft in front,
 * the safety lines before them. Null when the model is unreachable, slow or malformed, or the
 * policy kept nothing of it (issue 11 item 7: a reply of crops alone had no sentences and no
 * notice); the fallback notice is then pushed for the extractive answer that follows.
 */
async function answerWithModel(
  model: LanguageModel,
  asked: AskedQuestion,
  p: Prepared,
  deps: AnswerDeps,
  notices: Notice[],
): Promise<AnswerResponse | null> {
  let draft: AnswerDraft | null = null;
  try {
    draft = await draftLlmAnswer(model, asked.text.text, p.chunks, {
      timeoutMs: deps.llmTimeoutMs,
      patient: asked.patient,
      asked,
      // The book's lines as the extractive answerer ranked them (gap and locked lines left out:
      // the gaps go in front anyway, a locked dose is never stated).
      ranked: p
        .extractiveDraft()
        .sentences.filter((x) => !x.gap && !x.locked_dose && x.cites[0])
        .map((x) => ({ text: x.text, chunkId: x.cites[0]! })),
    });
  } catch (error) {
    console.warn('[answer] LLM unavailable, extractive fallback:', (error as Error).message);
  }
  if (draft) {
    const result = applyAnswerPolicy(draft, p.chunks, p.policyOptions);
    if (result.form === 'answer') {
      // Gaps go in front only of an answer the policy kept: a gap line alone is no answer.
      const gapped = p.leading(withGapsFirst(draft, p.extractiveDraft()));
      const final = gapped === draft ? result : applyAnswerPolicy(gapped, p.cited, p.policyOptions);
      return withNotices(toAnswerResponse(final, 'llm'), notices);
    }
  }
  notices.push({
    code: 'llm_fallback',
    message: draft
      ? 'Mô hình ngôn ngữ không đưa ra được câu trả lời có căn cứ; dưới đây là các câu trích nguyên văn từ sách.'
      : 'Không dùng được mô hình ngôn ngữ lúc này; dưới đây là các câu trích nguyên văn từ sách.',
  });
  return null;
}

/**
 * One question → one answer that has passed the policy. The question is read once
 * (readQuestion); retrieval decides what the book says; the lines that hold for the patient
 * lead; the LLM (when configured) or the extractive answerer drafts; the policy removes what is
 * not grounded and adds the crops of lifted tables. Unreachable, slow or malformed LLM output
 * falls back to the extractive draft, with a notice.
 */
export async function answerQuestion(
  question: string,
  history: readonly HistoryTurn[],
  deps: AnswerDeps,
  /** Filled with why the answer leads as it does (`npm run explain`). */
  trace?: AnswerTrace,
): Promise<AnswerResponse> {
  const asked = readQuestion(question, history, deps.retrieval.lexicon);
  // Issue 38: every answer carries the patient as read, for the chips above it.
  return { ...(await answerAsked(asked, deps, trace)), patient: readAnswerPatient(asked) };
}

async function answerAsked(
  asked: AskedQuestion,
  deps: AnswerDeps,
  trace: AnswerTrace | undefined,
): Promise<AnswerResponse> {
  const retrieval = await retrieveUnderstood(asked.understood, deps.retrieval, { limit: 8 });
  if (trace) Object.assign(trace, { asked, retrieval });
  const notices: Notice[] = [];
  if (retrieval.understanding.issues.includes('too_long'))
    notices.push({
      code: 'question_adjusted',
      message: 'Câu hỏi quá dài nên chỉ phần đầu được dùng để tra cứu.',
    });
  const abstained = abstention(retrieval, deps, notices);
  if (abstained) return abstained;
  const p = await prepare(asked, retrieval, deps, trace);
  if (deps.model) {
    const llm = await answerWithModel(deps.model, asked, p, deps, notices);
    if (llm) return llm;
  }
  const elsewhere = await answerFromOtherSection(asked, retrieval, p, deps);
  if (elsewhere)
    return withNotices(
      elsewhere.response,
      elsewhere.notice ? [...notices, elsewhere.notice] : notices,
    );
  const draft = p.extractiveDraft();
  const result = applyAnswerPolicy(p.leading(draft), p.cited, p.policyOptions);
  // Only the lines that hold for the patient, the section asked absent: they lead, and the answer
  // still says what the book lacks. Measured on first-set batches 149-150 (first runs, once
  // tobacco amblyopia was read): NATRI NITROPRUSIAT's contraindication was the whole answer, with
  // no word that its monograph prints no dose section.
  const onlySafety = draft.sentences.length === 0;
  const missing =
    result.form === 'not_found' || onlySafety ? describeMissingSection(retrieval) : null;
  return withNotices(
    toAnswerResponse(result, 'extractive'),
    missing ? [...notices, missing] : notices,
  );
}

/**
 * Whether the draft's first line sits under a label of two or more words the question names,
 * its linking words ("do", "của") left out on both sides.
 */
function leadsWithAskedLabel(draft: AnswerDraft, askedFolded: string): boolean {
  // The first line of the book's text: a crop's caption or a gap line names no label.
  const first = draft.sentences.find(isBookLine)?.text;
  if (!first) return false;
  const bare = (x: string) =>
    withoutLinkingWords(foldDiacritics(x).toLowerCase())
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  const asked = bare(askedFolded);
  // A locked dose line names its labels in quotes ("Liều cho “Dự phòng … — Người lớn” được hiển
  // thị …", lockedLine): they are the labels over the book's line.
  const quoted = first.includes(LOCKED_PASSAGE_SHOWN)
    ? [...first.matchAll(/“([^”]+)”/gu)].flatMap((m) => m[1]!.split(/\s—\s/u))
    : [];
  const labels = [...first.split(/:\s|\s—\s/u).slice(0, -1), ...quoted];
  return labels.some((label) => {
    const phrase = bare(label);
    if (namesTreatedCondition(asked, label)) return true;
    if (phrase.split(' ').length < 2) return false;
    return containsPhrase(asked, phrase) || namesPhraseInTwoParts(asked, phrase);
  });
}
