import type { RankTable } from './rank-key';

/**
 * What the ranking tables read of a candidate line: facts the drafter computes once per line
 * (its label chain against the question, its band against the patient, its place in the book).
 * A table never reads the question or the sentence itself.
 */
export interface LineFacts {
  /** The band that holds the patient's value is on kidney or liver function, or dialysis. */
  organBand: boolean;
  /** A label over the line is for patients on a drug the patient takes (affirmsTakenDrug). */
  onTakenRegimen: boolean;
  /** A label over the line (carried or its own) is an indication or form the question names. */
  namesAskedLabel: boolean;
  /** The line's own printed label is one the question names. */
  namesOwnLabel: boolean;
  /** The line was added to the fitting ones because its rare words name the question. */
  namesRareWords: boolean;
  /** Of the lines that fit, the one whose question words weigh clearly most (rare-words-line.ts). */
  clearestFit: boolean;
  /** A label over the line names the population asked about ("Suy thận: …"). */
  labelledForPopulation: boolean;
  /** The line is said for an indication the question does not name. */
  scopedElsewhere: boolean;
  /** Conditions the book states for what fits, a stated band counting 1, an unjudged one 0.5. */
  bandStrength: number;
  /** The line states a product strength the question names ("nửa viên 300 mg"; names-asked-strength.ts). */
  namesAskedStrength: boolean;
  /** The question's content words the line has (0 below two). */
  namedWords: number;
  /** The line is a verdict (read-verdict.ts) or sits in Chống chỉ định. */
  verdict: boolean;
  /** The line sits in Chống chỉ định. */
  contraindication: boolean;
  /** 2 forbids or restricts, 1 permits, 0 neither (readVerdictStrength). */
  verdictStrength: number;
  /** The line or its label names a population the question asks about. */
  population: boolean;
  /** How plainly the line states a maximum: 2 in its own words, 1 only in brackets (maxDoseStrength). */
  statesMaximum: number;
  /** The line states a dose (a number with a dose unit; find-doses.ts). */
  statesDose: boolean;
  /** A label over the line names a child or a newborn. */
  childLine: boolean;
  /** A label over the line names the adult ("Người lớn"). */
  adultLine: boolean;
  /** +1 the line's labels name the dosage form asked, −1 only another form, 0 none (formLabelFit). */
  formFit: number;
  /** +1 the line names the route asked, −1 only another route, 0 none (routeFit). */
  routeFit: number;
  /** +1 the line names the phase of the regimen asked, −1 only another phase, 0 none (phaseFit). */
  phaseFit: number;
  /** Lexical relevance to the question (the drafter's candidate score). */
  relevance: number;
  /** Place in the book: section rank, then line. */
  order: number;
}

/** Every fact false or zero: what a line has before the drafter says otherwise. */
export const NO_LINE_FACTS: LineFacts = {
  organBand: false,
  onTakenRegimen: false,
  namesAskedLabel: false,
  namesOwnLabel: false,
  namesRareWords: false,
  clearestFit: false,
  labelledForPopulation: false,
  scopedElsewhere: false,
  bandStrength: 0,
  namesAskedStrength: false,
  namedWords: 0,
  verdict: false,
  contraindication: false,
  verdictStrength: 0,
  population: false,
  statesMaximum: 0,
  statesDose: false,
  childLine: false,
  adultLine: false,
  formFit: 0,
  routeFit: 0,
  phaseFit: 0,
  relevance: 0,
  order: 0,
};

export interface Ranked<C> {
  line: C;
  facts: LineFacts;
}

export interface RankContext {
  /** The section asked is the population's own (Thời kỳ mang thai, cho con bú). */
  ownSection: boolean;
  /** The question asks the maximum dose. */
  maxDose?: boolean;
  /** The question asks an amount ("bao nhiêu mg", "liều … bao nhiêu", "what dose"). */
  amountAsked?: boolean;
  /** The question names a population (or the patient's values imply one). */
  populationsAsked?: boolean;
  /** The question asks one route. */
  routeAsked?: boolean;
  /** The question names a dosage form (form-label-fit.ts). */
  formAsked?: boolean;
  /** The question asks one phase of a regimen (read-dose-phase.ts). */
  phaseAsked?: boolean;
  /** The patient is elderly (an age from ELDERLY_FROM_YEARS, or the word). */
  elderly?: boolean;
}

const flag = (b: boolean) => (b ? 1 : 0);

/** The book's order: earlier first, the last key of every table. */
const BOOK_ORDER = {
  name: 'book_order',
  score: (r: Ranked<unknown>) => -r.facts.order,
  reason:
    'A section states its general line before the specific ones, its verdict before its caveats.',
};

/** The dosage form the question names, before the route: two forms may share one route. */
const FORM_ASKED = {
  name: 'form_asked',
  appliesWhen: (ctx: RankContext) => ctx.formAsked === true,
  score: (r: Ranked<unknown>) => r.facts.formFit,
  reason:
    'The product the question names (form-label-fit.ts). Measured on first-set batches 95 and 96: "… clindamycin dạng bọt (foam) bôi mặt. Ngày bôi mấy lần?" led with the gel\'s "Bôi một lớp mỏng, 2 lần/ngày", which names the route, over "Dạng thuốc bọt: 1 lần/ngày".',
};

/** The route the question asks, in every table that ranks dose lines. */
const ROUTE_ASKED = {
  name: 'route_asked',
  appliesWhen: (ctx: RankContext) => ctx.routeAsked === true,
  score: (r: Ranked<unknown>) => r.facts.routeFit,
  reason:
    'The route the question asks (read-route.ts). Measured on unseen real monographs (batch 3 first run): digoxin IV for a newborn led with the oral dose, furosemid IV for a child with the oral 2 mg/kg.',
};

const PHASE_ASKED = {
  name: 'phase_asked',
  appliesWhen: (ctx: RankContext) => ctx.phaseAsked === true,
  score: (r: Ranked<unknown>) => r.facts.phaseFit,
  reason:
    'The phase of the regimen the question asks (read-dose-phase.ts): the maintenance dose, the day of a titration, the doses after the first. Measured on unseen batches 35–39 (first runs): 10 of 12 questions asking one phase were led by another phase of the same regimen ("diltiazem … liều duy trì thường dùng" by "Uống lúc đầu 180 mg").',
};

/**
 * The same, in the lines that fit the patient, asked or not: with no phase asked a day of a
 * titration ranks below the regimen's usual dose (phaseFit).
 */
const PHASE_FIT = { ...PHASE_ASKED, name: 'phase_fit', appliesWhen: undefined };

/** Lines that fit the patient's values: which leads. */
export const ANSWERING_TABLE: RankTable<Ranked<unknown>, RankContext> = {
  name: 'answering',
  keys: [
    {
      name: 'organ_band',
      score: (r) => flag(r.facts.organBand),
      reason:
        'The band holding the kidney or liver value changes whatever dose the age gives. Measured: "Trẻ 10 tuổi suy thận Clcr 25 dùng gentamicin liều thế nào?" showed the child line and never "10 - 29 ml/phút: 5 - 7 mg/kg, cách 48 giờ".',
    },
    {
      name: 'on_taken_regimen',
      score: (r) => flag(r.facts.onTakenRegimen),
      reason:
        'A label for patients on a drug the patient takes ("Cho người lớn đang dùng thuốc lợi tiểu …") gives that group\'s dose, as a band does. Measured on unseen batch 35 (first run, ENALAPRIL): a patient on furosemid was shown the hypertensive-crisis enalaprilat dose, and the diuretic line\'s 0,625 mg never.',
    },
    {
      name: 'elderly_own_line',
      appliesWhen: (ctx) => ctx.elderly === true,
      // A dose of its own: "Người cao tuổi: Phải giảm liều" states none, and the emergency
      // loading dose asked of a 78-year-old stays first (unseen batches 45-46, DIGOXIN).
      score: (r) => flag(r.facts.labelledForPopulation && r.facts.statesDose),
      reason:
        'An elderly patient\'s own line ("Người cao tuổi: Liều ban đầu 12,5 - 50 mg/ngày") before an indication\'s line under "Người lớn", which fits the elderly too but is the neighbouring, larger dose. Measured on first-set batches 89-90 (first runs): an 82- and an 86-year-old asking the starting dose of spironolacton for oedema led with "Người lớn: Phù: … 100 mg/ngày" or with Thận trọng.',
    },
    {
      name: 'names_asked_label',
      score: (r) => flag(r.facts.namesAskedLabel),
      reason:
        'A line under a label the question names (an indication, a form). Measured on the real book (ACICLOVIR): "… trẻ 4 tuổi bị thủy đậu?" led with the intravenous dose under "Trẻ em: 3 tháng - 12 tuổi".',
    },
    {
      name: 'states_dose',
      appliesWhen: (ctx) => ctx.amountAsked === true,
      score: (r) => flag(r.facts.statesDose),
      reason:
        'An amount asked: under the label the question names, the line that states a dose before its heading\'s words; measured on batches 1-50 in memory, limiting it to lines under a label the question names, or to lines said for no other indication, lost 1 to 3 facts and 2 first lines. Measured on unseen batch 49 (first run): "Người lớn đau mức vừa … codein mỗi lần bao nhiêu mg …?" led with "Đau nhẹ và vừa: Liều codein phosphat uống và tiêm … tương tự nhau ở người lớn và trẻ em trên 12 tuổi", no dose in it.',
    },
    {
      name: 'names_own_label',
      score: (r) => flag(r.facts.namesOwnLabel),
      reason:
        'The label printed on the line before one carried from the chunk\'s context, which can be stale. Measured (ACICLOVIR): a carried "Thủy đậu" put the zona paragraph above "Thủy đậu: Trên 2 tuổi: 20 mg/kg …".',
    },
    {
      name: 'names_rare_words',
      score: (r) => flag(r.facts.namesRareWords),
      reason:
        'The line whose rare words name the question, when no label does (addAskedIndicationLines). Measured on unseen batch 23 (DOXYCYCLIN): "… sốt Q (Coxiella burnetii) … liều bao nhiêu" for a 47-year-old led with "Phòng sốt rét ở người lớn", which fits the adult.',
    },
    FORM_ASKED,
    ROUTE_ASKED,
    {
      name: 'states_maximum',
      appliesWhen: (ctx) => ctx.maxDose === true,
      score: (r) => r.facts.statesMaximum,
      reason:
        'A maximum asked: the line that states one. Measured on 18 real monographs never asked before (docs/eval-log.md): 0 of 8 maximum-dose questions led with it.',
    },
    {
      name: 'labelled_for_population',
      score: (r) => flag(r.facts.labelledForPopulation),
      reason:
        'A line labelled for the asked population before one that only admits the patient. Measured (ABACAVIR): "Liều abacavir cho người lớn?" led with "Trẻ > 16 tuổi có thể dùng liều như người lớn".',
    },
    {
      name: 'clearest_fit',
      score: (r) => flag(r.facts.clearestFit),
      reason:
        'Of two lines that fit an adult equally, the one the question\'s words name clearly. Measured on unseen batch 26 (first run): "… gãy xương bàn tay, đau mức vừa … codein mỗi lần bao nhiêu mg?" led with the cough dose ("từ 12 tuổi trở lên", a stated band) over "Đau nhẹ và vừa: Người lớn: …".',
    },
    {
      name: 'not_scoped_elsewhere',
      score: (r) => -flag(r.facts.scopedElsewhere),
      reason:
        'A line scoped to an indication the question does not name goes after the general ones. Measured: "Người 70 tuổi dùng digoxin liều thế nào?" led with the supraventricular tachycardia line.',
    },
    PHASE_FIT,
    {
      name: 'band_strength',
      score: (r) => r.facts.bandStrength,
      reason:
        'A condition that holds counts more than one the values cannot judge. Measured (ABACAVIR): "… trẻ em 20 kg?" led with an age band over "Với trẻ cân nặng ≥ 14 kg - 21 kg".',
    },
    {
      name: 'names_asked_strength',
      score: (r) => flag(r.facts.namesAskedStrength),
      reason:
        'Of lines tied on everything above, the one that says how to use the strength in the patient\'s hand. Measured on first-set batches 87-88 (first runs): a 17 kg 5-year-old "… abacavir viên 300 mg" led with "8 mg/kg/lần", "nửa viên 300 mg" second.',
    },
    BOOK_ORDER,
  ],
};

/** A yes/no question: the line that gives the verdict. */
export const VERDICT_TABLE: RankTable<Ranked<unknown>, RankContext> = {
  name: 'verdict_lead',
  keys: [
    {
      name: 'labelled_for_population',
      appliesWhen: (ctx) => !ctx.ownSection,
      score: (r) => flag(r.facts.labelledForPopulation),
      reason:
        'The line labelled for the patient\'s population first ("Suy thận: … tránh dùng" before "Người cao tuổi: … theo dõi chức năng thận"); in the population\'s own section every line is about it.',
    },
    {
      name: 'contraindication_named',
      score: (r) => flag(r.facts.contraindication && r.facts.namedWords > 0),
      reason:
        'Safety first: a line of Chống chỉ định that names what the question names leads. Measured on unseen real monographs (batch 5 first run): "Ông 72 tuổi phì đại tiền liệt tuyến, hay bí tiểu, … dimenhydrinat được không?" led with Thận trọng\'s "phải cân nhắc kỹ … phì đại tuyến tiền liệt" over Chống chỉ định\'s "Bí tiểu tiện liên quan đến bệnh lý ở niệu đạo - tuyến tiền liệt".',
    },
    {
      name: 'names_question_words',
      score: (r) => r.facts.namedWords,
      reason:
        'What the question names beyond "can it be used". Measured: "Metronidazol uống rượu được không?" led with "Trẻ em dưới 2 tuổi …" over "Không uống rượu trong khi điều trị".',
    },
    {
      ...ROUTE_ASKED,
      reason:
        'A route asked yes/no ("… chuyển sang tiêm bắp … có được không"): the verdict that names it. The route\'s words weigh nothing in names_question_words once the route is read. Measured on unseen batch 32: "Không được tiêm bắp" tied with "Quá mẫn với enoxaparin …" and came second by book order.',
    },
    {
      name: 'is_verdict',
      score: (r) => flag(r.facts.verdict),
      reason:
        "The book's verdict, or a line of Chống chỉ định (a contraindication says no without a verdict word).",
    },
    {
      name: 'verdict_strength',
      score: (r) => r.facts.verdictStrength,
      reason:
        'The conclusion before the data: a prohibition or restriction, then a permission, then no data. Measured on unseen real monographs (batch 2): "Chưa có dữ liệu về tác dụng trên trẻ bú mẹ" led over "… có thể dùng diclofenac khi cần …".',
    },
    {
      name: 'names_population',
      appliesWhen: (ctx) => !ctx.ownSection,
      score: (r) => flag(r.facts.population),
      reason: 'A verdict that names the population before one that does not.',
    },
    BOOK_ORDER,
  ],
};

/** A maximum asked with no band deciding: which of the lines stating a maximum leads. */
export const MAX_DOSE_TABLE: RankTable<Ranked<unknown>, RankContext> = {
  name: 'max_dose',
  keys: [
    {
      name: 'names_asked_label',
      score: (r) => flag(r.facts.namesAskedLabel),
      reason: 'The maximum under the indication the question names ("… trị ho khan tối đa …").',
    },
    ROUTE_ASKED,
    {
      name: 'adult_line',
      appliesWhen: (ctx) => ctx.populationsAsked !== true,
      score: (r) => flag(r.facts.adultLine),
      reason:
        'A maximum asked of no one is the adult\'s: the line labelled "Người lớn" first. Measured on the real book (CLINDAMYCIN): the intravenous infusion limit led "Liều clindamycin tối đa mỗi ngày?" over "Người lớn: … liều tối đa: 1,8 g/ngày".',
    },
    {
      name: 'not_a_child_line',
      appliesWhen: (ctx) => ctx.populationsAsked !== true,
      score: (r) => -flag(r.facts.childLine),
      reason:
        "A maximum asked of no one is the adult's. Measured on unseen real monographs: a maximum-dose question led with the children's maximum, the adults' left out.",
    },
    BOOK_ORDER,
  ],
};

/** A route asked with no band deciding: which of the dose lines naming it leads. */
export const ROUTE_TABLE: RankTable<Ranked<unknown>, RankContext> = {
  name: 'route',
  keys: [
    {
      name: 'names_asked_label',
      score: (r) => flag(r.facts.namesAskedLabel),
      reason: "The route's dose under the indication the question names.",
    },
    PHASE_ASKED,
    {
      name: 'names_question_words',
      score: (r) => r.facts.namedWords,
      reason:
        'Then the line naming most of the question: the first in book order led "Aciclovir thuốc mỡ bôi mấy lần một ngày?" with a cream line above "Cách dùng thuốc mỡ: Bôi lên …" (first snapshot review).',
    },
    BOOK_ORDER,
  ],
};

/** Everything else: the lines most like the question, in the book's order on a tie. */
export const RELEVANCE_TABLE: RankTable<Ranked<unknown>, RankContext> = {
  name: 'relevance',
  keys: [
    PHASE_ASKED,
    {
      name: 'relevance',
      score: (r) => r.facts.relevance,
      reason: 'The lexical match of the line to the question (syllables and population words).',
    },
    BOOK_ORDER,
  ],
};

/** The tables in the order the drafter consults them (README, `npm run explain`). */
export const ANSWER_TABLES = [
  ANSWERING_TABLE,
  VERDICT_TABLE,
  MAX_DOSE_TABLE,
  ROUTE_TABLE,
  RELEVANCE_TABLE,
] as const;
