import { namedAsLabValue } from '@/lib/question/named-as-lab-value';
import { namedAsMetabolite } from '@/lib/question/named-as-metabolite';
import { givenForReaction, namedInReaction } from '@/lib/question/read-allergies';
import { splitRegimen } from './split-regimen';
import { namesResistance } from './names-resistance';
import { namesDiagnosticTest } from './names-diagnostic-test';
import { expandClinicalShorthand } from './expand-clinical-shorthand';
import { QUESTION_MAX_CHARS } from '@/lib/schema/chat-message';
import type { SectionKey } from '@/lib/schema/section-keys';
import { toQuestionText, type QuestionText } from '@/lib/question/question-text';
import { readRoute, type RouteKey } from '@/lib/question/read-route';
import type { DrugLexicon, DrugMention } from './drug-lexicon';
import { innSpellingKey } from './inn-spelling-key';
import { findDrugMentions } from './find-drug-mentions';
import { isInnTableName } from './names/register-table-names';
import { isNearVietnameseSyllable, isVietnameseSyllable } from '@/lib/text/is-vietnamese-syllable';
import { ENGLISH_WORDS, NAME_TRAILERS, NON_DRUG_TERMS } from './non-drug-terms';
import { detectPopulations, type PopulationCue } from './population-cues';
import {
  detectSectionIntent,
  findSectionCues,
  isScheduleCue,
  type SectionWeight,
} from './section-intent';
import { readAdverseEffectAsked } from './read-adverse-effect-asked';
import { dilutedIn } from './diluted-in';
import { blankMentions } from './blank-mentions';
import { readSubstance } from './read-substance';
import { partnerAskedAbout, partnerToldAsContext } from './partner-told-as-context';
import { asksCanUse } from './asks-can-use';
import { foldDiacritics } from '@/lib/text/fold-diacritics';
import { tokenizeQuery, type QueryToken } from './tokenize-query';
import { namesOverdoseOfAnother } from './names-overdose-of-another';
import { asksUnknownDrug } from './asks-unknown-drug';
import { readPatientParameters } from './read-patient-parameters';
import type { PatientParameters } from '@/lib/schema/patient-parameters';

export interface ConversationTurn {
  role: 'user' | 'assistant';
  content: string;
}

export type QueryIssue = 'empty' | 'too_long' | 'no_letters' | 'not_vietnamese';

export interface UnderstoodQuery {
  /** NFC, trimmed, whitespace collapsed, control characters removed, at most QUESTION_MAX_CHARS. */
  normalized: string;
  /** `normalized` folded once, with its syllables: what every reader of the question reads. */
  question: QuestionText;
  /** The one route the question asks (read-route.ts), read once: `asks.route` is this. */
  route: RouteKey | null;
  /** Drugs asked about, in question order (or inherited, see drugsFromHistory). */
  drugs: string[];
  /** The mentions behind `drugs` in this question (empty when inherited). */
  mentions: DrugMention[];
  /** True when the question named no drug and `drugs` came from an earlier user turn. */
  drugsFromHistory: boolean;
  sections: SectionWeight[];
  /** True when `sections` came from an earlier user turn (a population-only follow-up). */
  sectionsFromHistory: boolean;
  /**
   * A follow-up ("còn …", "… thì sao?"): the earlier user question it leans on, as normalised,
   * so what that question asked (a yes/no, a dose) is asked again of the new patient.
   */
  followsQuestion?: string;
  populations: PopulationCue[];
  /** The patient's own values (readPatientParameters), read once here and shared downstream. */
  patient: PatientParameters;
  /** "A có tương tác với B không?": both drug ids, in the order asked. */
  interactionPair?: [string, string];
  /**
   * Names that look like a drug but are not in the book ("thuốc Ozempic", "semaglutide"), as
   * typed: the caller says the book does not cover them instead of answering about another drug.
   */
  otherDrugTerms: string[];
  /**
   * Three or more English function words that are no Vietnamese syllable ("what", "is", "with";
   * not "do", "me", "an", which fold like "do", "mẹ", "ăn"): the question is written in English.
   * Read once here; the drug-name reader and the drafter's word weights read it.
   */
  writtenInEnglish: boolean;
  issues: QueryIssue[];
}

/** "khác nhau", "so sánh", "thay bằng", "đổi sang": a question about two drugs, not a pair. */
// "So với captopril thì enalapril khởi phát … nhanh hay chậm hơn" compares too (unseen batch
// 64, first run: read as an interaction, answered from Tương tác thuốc, Dược lý's "bắt đầu chậm
// hơn và kéo dài hơn so với captopril" not shown).
const COMPARES =
  /(?<![\p{L}])(khac\s+nhau|khac\s+gi|so\s+sanh|giong\s+nhau|thay\s+the|thay\s+bang|doi\s+sang|chuyen\s+sang|hay\s+hon|tot\s+hon|so\s+voi|compared\s+(?:with|to)|versus|vs)(?![\p{L}])/u;

/**
 * "A làm tăng hay giảm nồng độ B": an effect verb on a pharmacokinetic target followed by a name
 * that is not the drug asked about — a second drug, even when it is not in the book's lexicon.
 */
const EFFECT_ON =
  /(?<![\p{L}])(?:tang|giam)(?:\s+hay\s+(?:tang|giam))?\s+(?:nong\s+do|thai\s+tru|tac\s+dung|hap\s+thu|chuyen\s+hoa|hieu\s+qua|doc\s+tinh)\s+(?:cua\s+)?([\p{L}]{3,})/u;
/**
 * "Những thuốc nào làm giảm tác dụng của warfarin?", and the other way, "Clarithromycin làm tăng
 * nồng độ thuốc nào?": the other drugs are what is asked. Measured: the second form was answered
 * from Dược lý ("…đạt nồng độ tối đa trong huyết tương sau khoảng 2 giờ") while Tương tác thuốc
 * holds the list.
 */
const WHICH_DRUGS_ACT =
  /(?<![\p{L}])(?:thuoc\s+nao\s+(?:co\s+the\s+)?(?:lam\s+)?(?:tang|giam|anh\s+huong|tuong\s+tac)|(?:tang|giam)\s+(?:nong\s+do|thai\s+tru|tac\s+dung|hap\s+thu|chuyen\s+hoa|hieu\s+qua|doc\s+tinh)\s+(?:cua\s+)?(?:nhung\s+|cac\s+)?thuoc\s+nao)(?![\p{L}])/u;
/**
 * "INR tăng khi dùng warfarin với thuốc nào?", "uống cùng những thuốc nào thì …": the drugs taken
 * with it are what is asked. Measured: with no section cue this question was answered from
 * Chống chỉ định ("Tăng huyết áp nặng chưa kiểm soát").
 */
const WITH_WHICH_DRUGS =
  /(?<![\p{L}])(?:voi|cung(?:\s+voi)?|chung\s+voi)\s+(?:nhung\s+|cac\s+)?thuoc\s+nao(?![\p{L}])/u;
/**
 * "A dùng với B", "phối hợp A với B", "uống A cùng B", "dùng đồng thời": the two drugs are taken
 * together, so a caution cue in the question ("cần lưu ý gì", "thận trọng gì") asks about the
 * pair. Measured: "Digoxin dùng với furosemid cần lưu ý gì?" read "lưu ý" as Thận trọng and led
 * with "Thông báo cho người bệnh các dấu hiệu cần ngừng thuốc…", a line about neither drug pair.
 * In English too ("given with", "in combination", "concomitant"): measured on unseen batch 24.
 * The drug may stand between the verb and "với"/"with" ("uống gabapentin với …", "take
 * gabapentin with an antacid"): measured (stop 61, a doctor's question) that antacid question
 * led with "Mẫn cảm với gabapentin …".
 */
const TAKEN_TOGETHER =
  /(?<![\p{L}])(?:(?:dung|uong|tiem)\s+(?:[\p{L}\d-]+\s+){0,2}(?:chung\s+|cung\s+)?voi|(?:take|taking|takes|use|using|give|giving)\s+(?:[\p{L}\d-]+\s+){1,2}with|(?:dung|uong)\s+(?:chung|cung)|phoi\s+hop|ket\s+hop|dong\s+thoi|cung\s+luc|(?:given|taken|used|combined)\s+(?:together\s+)?with|together\s+with|in\s+combination|combination|concomitant(?:ly)?|co-?administ(?:er|ered|ration)|alongside)(?![\p{L}])/u;
/**
 * "warfarin dùng với thuốc chống viêm không steroid", "uống cùng nhóm thuốc lợi tiểu": the drug
 * is taken with a class the lexicon cannot name, which is still an interaction question. A
 * class named without "thuốc" ("Warfarin dùng với kháng sinh cần lưu ý?") too: that one was
 * read as a caution question and led with Thận trọng's "Người bệnh rối loạn chuyển hóa
 * porphyrin …".
 * Measured: that question was read as can-use and led with "Quá mẫn với warfarin hoặc với bất kỳ
 * thành phần nào của thuốc", a contraindication about neither.
 */
const CLASS_PARTNER =
  /(?<![\p{L}])(?:voi|cung)\s+(?:cac\s+|nhung\s+)?(?:nhom\s+)?(?:thuoc\s+(?!(?:nao|khac|nay|do|gi|kia)(?![\p{L}]))\p{L}|(?:khang\s+(?:sinh|acid|dong|histamin|nam|virus)|chen\s+(?:beta|kenh)|uc\s+che\s+\p{L}+|loi\s+tieu|corticoid|corticosteroid|statin|nsaid|opioid|sulfonylure)(?![\p{L}]))/u;
/**
 * What is asked of two things taken together, when they are not joined by "với" or "cùng":
 * "Tôi uống A buổi sáng và B buổi tối. Có cần lưu ý gì không?", "Đang dùng warfarin ăn rau xanh
 * có sao không?" (issue 37). Measured: the first was read as a dosing question (its "buổi sáng",
 * "buổi tối") and led with A's Liều lượng. In English too ("interaction", "levels", "affect",
 * "avoid"): measured on unseen batch 24 (first run), "… started omeprazole … Does omeprazole push
 * clozapine levels up or down — should we watch for …?" was answered from Thận trọng, and four
 * more English questions naming a second drug from their own sections; on unseen batch 32 (first
 * run), "… on inhaled iloprost … Does a prostacyclin analogue change clopidogrel's antiplatelet
 * effect — anything we should watch for?" too.
 */
const ASKS_ABOUT_PAIR =
  /(?<![\p{L}])(?:co\s+sao|luu\s+y|chu\s+y|theo\s+doi|duoc\s+khong|anh\s+huong|van\s+de|nguy\s+hiem|can\s+tranh|an\s+toan|kieng|interact(?:s|ion|ions)?|levels?|exposure|affects?|changes?|alters?|watch|worry|avoid|safe)(?![\p{L}])/u;
/**
 * An allergy names the other drug as what the patient reacts to, not as a drug taken with it:
 * "Amoxicilin bị dị ứng penicilin dùng được không?" asks Chống chỉ định.
 */
const ALLERGY = /(?<![\p{L}])(?:di\s+ung|qua\s+man|allergy|allergic)(?![\p{L}])/u;

/**
 * The second drug is the patient's background therapy and the question asks whether the drug
 * asked may be used (partner-told-as-context.ts): no pair asked. A food or a class taken with it
 * keeps its pair.
 */
function backgroundPartner(at: PairStarts | null, pairByWords: boolean): boolean {
  if (pairByWords || !at) return false;
  return partnerToldAsContext(at.lower, at.asked, at.partner);
}

interface PairStarts {
  /** The folded question in lower case, the offsets' text. */
  lower: string;
  asked: number[];
  partner: number[];
}

/** Where a can-use question names the drug asked and the second drug (offsets), or null. */
function pairStarts(
  text: string,
  folded: string,
  mentions: readonly DrugMention[],
  result: UnderstoodQuery,
): PairStarts | null {
  const asked = result.drugs[0];
  if (!asked || folded.length !== text.length || !asksCanUse(text, folded)) return null;
  const lower = folded.toLowerCase();
  const partner = [
    ...mentions.filter((m) => m.drug_id !== asked).map((m) => m.start),
    ...result.otherDrugTerms.map((t) => lower.indexOf(foldDiacritics(t).toLowerCase())),
  ].filter((i) => i >= 0);
  const askedAt = mentions.filter((m) => m.drug_id === asked).map((m) => m.start);
  return { lower, asked: askedAt, partner };
}

/** A can-use question about adding the second drug (partner-told-as-context.ts). */
function partnerAsked(at: PairStarts | null): boolean {
  return at !== null && partnerAskedAbout(at.lower, at.asked, at.partner);
}
/** A section weighed under this is brushed, not asked (asksElse). */
const WEAK_SECTION = 0.4;
/** Sections a caution cue points to, which a pair taken together is answered from instead. */
const CAUTION_SECTIONS: ReadonlySet<SectionKey> = new Set(['than_trong', 'chong_chi_dinh']);
/**
 * A route asked of a can-use question ("tiêm bắp … thay thế được không?") is Cách dùng's too, at
 * the weight of the section asked. Measured on unseen real monographs (DOXYCYCLIN, batch 4): it
 * was answered from Chống chỉ định and Thận trọng only, while Liều lượng và cách dùng says "Không
 * dùng các tetracyclin tiêm bắp vì kích ứng tại chỗ và kém hấp thu". Not the oral route.
 */
/** The dose section's share of the asked section's weight when a route is named (still read: ≥ 0.75). */
const ROUTE_SECTION_SHARE = 0.8;

function withRouteAsked(
  sections: readonly SectionWeight[],
  route: RouteKey | null,
): SectionWeight[] {
  const top = sections[0];
  const canUse = top?.key === 'chong_chi_dinh' || top?.key === 'than_trong';
  if (!top || !canUse || !route || route === 'oral') return [...sections];
  if (sections.some((s) => s.key === 'lieu_luong_va_cach_dung')) return [...sections];
  // Read beside the section asked, after it: the route may be another drug's ("on IV antibiotics
  // … enoxaparin … is there a specific caution …?" led with a dose line, unseen batch 25).
  return [
    ...sections,
    { key: 'lieu_luong_va_cach_dung', weight: ROUTE_SECTION_SHARE * top.weight },
  ];
}

/** A dose that qualifies an effect asked ("liều cao"), with no dose asked ("bao nhiêu", "liều dùng"). */
const DOSE_QUALIFIER =
  /^(?!.*(?<!\p{L})(?:bao\s+nhieu|the\s+nao|lieu\s+(?:dung|luong|toi\s+da)))(?=.*(?<!\p{L})lieu\s+(?:cao|thap|lon|nho)(?!\p{L}))/u;
const NOT_A_NAME = new Set(['thuoc', 'nay', 'trong', 'cac', 'nhung', 'khi', 'cua', 'va']);

/**
 * The same in English, the name before its target: "does diltiazem change ciclosporin
 * handling", "raise her digoxin level". Measured on unseen batch 35 (first run): that question
 * was read as asking Dược lý and the dose, not the pair.
 */
const EFFECT_ON_EN =
  /(?<![\p{L}])(?:change|raise|increase|decrease|lower|affect|alter|inhibit|boost|reduce)s?\s+(?:the\s+|her\s+|his\s+|their\s+)?([\p{L}]{3,})\s+(?:levels?|handling|exposure|clearance|metabolism|concentrations?|effects?)(?![\p{L}])/u;

/**
 * The other drug's level said to move: "by how much can the carbamazepine level rise with
 * diltiazem" (unseen batch 37, first run: answered with diltiazem's maintenance dose).
 */
const LEVEL_MOVES_EN =
  /(?<![\p{L}])([\p{L}]{3,})\s+(?:levels?|concentrations?|exposure)\s+(?:(?:can|could|may|might|will|would)\s+)?(?:rise|rises|increase|increases|go\s+up|goes\s+up|fall|falls|drop|drops|decrease|decreases)(?![\p{L}])/u;

function actsOnAnotherDrug(folded: string, mentions: readonly DrugMention[]): boolean {
  const m = EFFECT_ON.exec(folded) ?? EFFECT_ON_EN.exec(folded) ?? LEVEL_MOVES_EN.exec(folded);
  if (!m || NOT_A_NAME.has(m[1]!)) return false;
  const at = m.index + m[0].length - m[1]!.length;
  return !mentions.some((x) => x.start <= at && at < x.end);
}

/**
 * Earlier turns looked at for a follow-up (newest first): fewer than the HISTORY_MAX_TURNS a
 * client may send, because a drug named a dozen turns ago is no longer the subject.
 */
const MAX_HISTORY_TURNS = 12;

// Zero-width characters and C0/C1 controls other than whitespace.
const INVISIBLE =
  /[\u200b-\u200d\u2060\ufeff\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/gu;

/**
 * The question as the rules read it. Longer input is cut at QUESTION_MAX_CHARS, the limit the
 * routes enforce: callers that skip the routes (evals, follow-up history) stay bounded too.
 */
export function normalizeQuestion(raw: string): { text: string; truncated: boolean } {
  const cleaned = expandClinicalShorthand(
    raw.normalize('NFC').replace(INVISIBLE, '').replace(/\s+/gu, ' ').trim(),
  );
  if (cleaned.length <= QUESTION_MAX_CHARS) return { text: cleaned, truncated: false };
  // Cut at a word boundary so the last word is not a fragment that could typo-match a drug.
  const cut = cleaned.slice(0, QUESTION_MAX_CHARS);
  const lastSpace = cut.lastIndexOf(' ');
  return {
    text: (lastSpace > QUESTION_MAX_CHARS / 2 ? cut.slice(0, lastSpace) : cut).trim(),
    truncated: true,
  };
}

/** Folded words that introduce a drug name: "thuốc X", "biệt dược X", "hoạt chất X". */
const NAME_INTRODUCERS: readonly (readonly string[])[] = [
  ['thuoc'],
  ['biet', 'duoc'],
  ['hoat', 'chat'],
  ['ten', 'thuong', 'mai'],
  // A drug the patient is on: "đang uống phenytoin", "đang dùng …" (unseen batch 12: "bn dong
  // kinh dang uong phenytoin …, ke them cotrimoxazol co tuong tac gi" named no partner).
  ['dang', 'uong'],
  ['dang', 'dung'],
  ['dang', 'tiem'],
  ['dang', 'truyen'],
  // A dosage form before the name: "cho thêm gói sucralfat", "viên X", "ống X" (unseen batch 22:
  // "… bac si cho them goi sucralfat … hai thuoc nay uong chung co sao khong" named no partner,
  // and a 78-year-old's interaction question was answered from Thận trọng's elderly line).
  ['vien'],
  ['goi'],
  ['ong'],
  ['lo'],
  ['siro'],
  ['tuyp'],
];
/** Folded words that join the second drug of a pair: "A với B", "A và B", "A chung với B". */
const PAIR_JOINERS = new Set(['voi', 'va', 'cung']);

/**
 * INN stems (WHO stem book) that mark a word as a drug name even with no cue before it, so
 * "liều semaglutide" is recognised as a drug the book does not cover. Xanthines, SSRIs,
 * tricyclics, butyrophenones, alpha-blockers, PDE-5 inhibitors, beta-agonists, antimuscarinics,
 * fibrates, antihistamines, carbapenems, beta-lactamase inhibitors, 4-aminoquinolines and
 * class III antiarrhythmics too (and the oxazolidinones, "-zolid": unseen batch 31, linezolid
 * beside ADRENALIN; the bisphosphonic acids, "-dronic": unseen batch 34, zoledronic acid beside
 * COLISTIN): measured on unseen batch 6, "Bn hen đang uống theophyllin, thêm
 * diltiazem …" named no partner where the index lacked THEOPHYLIN, and DILTIAZEM's
 * "Theophylin: Diltiazem làm tăng nồng độ theophylin" was not found.
 */
const INN_STEM =
  /(?:phyllin|phylline|phylin|fyllin|fylline|oxetin|oxetine|triptylin|triptyline|peridol|pramin|pramine|zepin|zepine|azosin|azosine|afil|terol|tropium|fibrat|fibrate|tadin|tadine|penem|bactam|oquin|oquine|daron|darone|mab|nib|vir|pril|sartan|olol|azole|azol|mycin|micin|cillin|cilin|floxacin|statin|gliptin|glutide|gliflozin|prazole|prazol|dipine|dipin|tidine|tidin|setron|triptan|parin|platin|taxel|rubicin|caine|cain|azepam|barbital|cycline|cyclin|profen|coxib|lukast|dronate|dronat|dronic|tinib|zumab|ximab|oxacin|conazole|conazol|semide|thiazide|thiazid|sone|son|olone|olon|xaban|gatran|plase|toin|toine|proat|proate|zolid)$/;

function isFollowedByName(tokens: readonly QueryToken[], index: number): boolean {
  return NAME_INTRODUCERS.some((cue) => {
    if (index < cue.length) return false;
    for (let k = 0; k < cue.length; k += 1) {
      if (tokens[index - cue.length + k]?.folded !== cue[k]) return false;
    }
    return true;
  });
}

/** A token that could be part of a drug name: not a number, not an ordinary word. */
function isNameLike(token: QueryToken): boolean {
  if (token.isNumber || token.folded.length < 4) return false;
  // Only Latin letters spell a drug name here; Chinese or Thai text is a language issue.
  if (!/^[a-z]+$/.test(token.folded)) return false;
  // Drug names and brands are written in Latin letters without Vietnamese diacritics.
  if (token.hasDiacritics) return false;
  if (NON_DRUG_TERMS.has(token.folded) || ENGLISH_WORDS.has(token.folded)) return false;
  // "khongg", "lieuf": a Vietnamese word with a stray key, not a drug.
  return !isNearVietnameseSyllable(token.folded);
}

/** Whether token `i` names a receptor: after "thụ thể (của)", before "receptor(s)". */
function namesReceptor(tokens: readonly QueryToken[], i: number): boolean {
  const before = tokens
    .slice(Math.max(0, i - 3), i)
    .map((t) => t.folded)
    .join(' ');
  return (
    /(?:thu the|receptors?)(?: cua)?$/.test(before) ||
    /^receptors?$/.test(tokens[i + 1]?.folded ?? '')
  );
}

/**
 * Words that name a drug the lexicon does not know. Only three situations count, because an
 * unknown word alone is usually a typo or an English term: right after "thuốc"/"biệt dược"/
 * "hoạt chất"; as the second drug of a pair ("với X"); or carrying an INN stem (-mab, -pril,
 * -gliflozin …). When the question names no known drug at all, any name-like word (non-
 * Vietnamese shape, ≥ 4 letters, no diacritics) counts too: then the caller must abstain
 * anyway, and a false alarm costs nothing.
 */
function findOtherDrugTerms(
  text: string,
  tokens: readonly QueryToken[],
  mentions: readonly DrugMention[],
  writtenInEnglish: boolean,
  lexicon: DrugLexicon,
): string[] {
  const printed = mentions.map((m) => lexicon.printedSubstances.get(m.drug_id));
  const printedByBook = (folded: string) => {
    const key = innSpellingKey(folded);
    return printed.some((set) => set?.has(key) === true);
  };
  // A component of the asked combination is the drug itself. Measured on unseen batch 48 (first
  // run): "… cannot measure sulfamethoxazole or trimethoprim serum levels … co-trimoxazole …"
  // read sulfamethoxazole as a drug taken, and led with COTRIMOXAZOL's indomethacin interaction.
  const own = mentions.map((m) => lexicon.ownNameWords.get(m.drug_id));
  const ownWord = (t: QueryToken) => own.some((set) => set?.has(innSpellingKey(t.folded)) === true);
  const covered = tokens.map(
    (t) => mentions.some((m) => t.start < m.end && t.end > m.start) || ownWord(t),
  );
  const terms: string[] = [];
  const seen = new Set<string>();
  // A question written in English holds many name-like words ("farmer", "eschar", "oxygen"): as
  // when a drug is known, only the three situations count. Measured on unseen batch 27: a
  // question naming no drug was told the book has no monograph for "farmer", "severe scrub
  // typhus", "oxygen" and six more, where it should have been asked to name the drug.
  const anyKnown = mentions.length > 0 || writtenInEnglish;
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i];
    if (!token || covered[i] || !isNameLike(token)) {
      i += 1;
      continue;
    }
    const introduced = isFollowedByName(tokens, i) || PAIR_JOINERS.has(tokens[i - 1]?.folded ?? '');
    // A drug the published name tables list is a drug even where the index lacks it: measured
    // on unseen real questions (batch 4), "… đang dùng ciclosporin, … kê siro codein được không?"
    // and "… đang điều trị rifampicin, dùng diltiazem …" were read as can-use questions about
    // the one drug the book held, never as the interactions they are.
    // So is a name the asked drug's own Tương tác thuốc, Tương kỵ or Chống chỉ định prints
    // (read-printed-substances.ts): the book says it is a substance.
    const stem =
      (INN_STEM.test(token.folded) && token.folded.length >= 6) ||
      isInnTableName(token.folded) ||
      printedByBook(token.folded);
    if (!introduced && !stem && anyKnown) {
      i += 1;
      continue;
    }
    // A receptor named after its ligand ("thụ thể dopamin", "dopamine receptors") is what the
    // drug binds, no second drug (unseen batch 68, first run: "… ái lực với thụ thể dopamin …"
    // was answered that Tương tác thuốc "không nêu dopamin").
    if (namesReceptor(tokens, i)) {
      i += 1;
      continue;
    }
    // Take the name with its trailing strength or second word: "Ozempic 1 mg" → "Ozempic".
    let last = i + 1;
    while (last < tokens.length) {
      const next = tokens[last];
      if (!next || covered[last] || next.breakBefore || !isNameLike(next)) break;
      if (NAME_TRAILERS.has(next.folded)) break;
      last += 1;
    }
    const start = token.start;
    const end = tokens[last - 1]?.end ?? token.end;
    const term = text.slice(start, end);
    if (!seen.has(term.toLowerCase())) {
      seen.add(term.toLowerCase());
      terms.push(term);
    }
    i = last;
  }
  return terms;
}

const CJK_OR_OTHER_SCRIPT = /[^\p{Script=Latin}\p{N}\p{P}\p{S}\p{Z}\p{M}\s]/gu;
const LATIN_LETTER = /\p{Script=Latin}/gu;
const VIETNAMESE_LETTER = /[ăâđêôơưĂÂĐÊÔƠƯ]|[\u0300\u0301\u0303\u0309\u0323]/u;

/**
 * Another language: mostly non-Latin letters (Chinese, Thai, Cyrillic …), or Latin text with
 * no Vietnamese letter where English function words outnumber Vietnamese-shaped words, or
 * where most words are not Vietnamese-shaped at all (French, Spanish). Drug names, lab terms
 * and numbers are left out of the count: a Vietnamese question is full of them.
 */
function looksNotVietnamese(
  text: string,
  tokens: readonly QueryToken[],
  mentions: readonly DrugMention[],
): boolean {
  const other = (text.match(CJK_OR_OTHER_SCRIPT) ?? []).length;
  const latin = (text.match(LATIN_LETTER) ?? []).length;
  if (other > latin) return true;
  if (VIETNAMESE_LETTER.test(text.normalize('NFD'))) return false;
  const words = tokens.filter(
    (t) =>
      !t.isNumber &&
      !NON_DRUG_TERMS.has(t.folded) &&
      !mentions.some((m) => t.start < m.end && t.end > m.start),
  );
  if (words.length < 3) return false;
  const english = words.filter(
    (t) => ENGLISH_WORDS.has(t.folded) && !isVietnameseSyllable(t.folded),
  ).length;
  const vietnamese = words.filter((t) => isVietnameseSyllable(t.folded)).length;
  if (english >= 2 && english >= vietnamese) return true;
  return vietnamese * 2 < words.length;
}

/** UnderstoodQuery.writtenInEnglish: three English function words that fold like no Vietnamese syllable. */
function isWrittenInEnglish(tokens: readonly QueryToken[]): boolean {
  const english = tokens.filter(
    (t) => !t.hasDiacritics && ENGLISH_WORDS.has(t.folded) && !isVietnameseSyllable(t.folded),
  );
  return english.length >= 3;
}

/** "còn …", "thế còn …", "vậy …", "… thì sao": a follow-up leaning on the previous turn. */
function isFollowUp(tokens: readonly QueryToken[]): boolean {
  const folded = tokens.map((t) => t.folded);
  const first = folded[0];
  const joined = folded.join(' ');
  return (
    first === 'con' ||
    first === 'the' ||
    first === 'vay' ||
    joined.includes('thi sao') ||
    joined.includes('the nao') ||
    joined.startsWith('neu la')
  );
}

function distinct(ids: readonly string[]): string[] {
  return [...new Set(ids)];
}

interface EarlierTurn {
  text: string;
  drugs: string[];
  sections: SectionWeight[];
}

function readEarlierTurns(
  history: readonly ConversationTurn[],
  lexicon: DrugLexicon,
): EarlierTurn[] {
  const turns: EarlierTurn[] = [];
  const users = history.filter((t) => t && t.role === 'user' && typeof t.content === 'string');
  for (const turn of users.slice(-MAX_HISTORY_TURNS).reverse()) {
    const { text } = normalizeQuestion(turn.content);
    const mentions = findDrugMentions(lexicon, text);
    turns.push({
      text,
      drugs: distinct(mentions.map((m) => m.drug_id)),
      sections: detectSectionIntent(text, undefined, mentions),
    });
  }
  return turns;
}

/**
 * A question, with the conversation so far (oldest first), → what it asks: which drugs,
 * which sections, for which patients, whether it is an interaction pair, and what is wrong
 * with it. Never throws; bad input comes back with `issues`.
 *
 * Follow-ups: a question that names no drug ("còn trẻ em thì sao?", "liều cho người suy
 * thận?") takes the drugs of the latest user turn that named one. If it also names no
 * section — only a population — it takes that turn's sections too. "còn với B thì sao?"
 * after an interaction question pairs B with the earlier drug.
 */
export function understandQuery(
  question: string,
  history: readonly ConversationTurn[] | undefined,
  lexicon: DrugLexicon,
): UnderstoodQuery {
  const issues: QueryIssue[] = [];
  const { text, truncated } = normalizeQuestion(typeof question === 'string' ? question : '');
  if (truncated) issues.push('too_long');
  // Folded here, once: the readers below and the drafters read this (issue 36 item 1).
  const q = toQuestionText(text);
  const result: UnderstoodQuery = {
    normalized: text,
    question: q,
    route: readRoute(q.folded, text),
    drugs: [],
    mentions: [],
    drugsFromHistory: false,
    sections: [],
    sectionsFromHistory: false,
    populations: [],
    patient: {},
    otherDrugTerms: [],
    writtenInEnglish: false,
    issues,
  };
  if (text.length === 0) {
    issues.push('empty');
    return result;
  }
  if (!/\p{L}/u.test(text)) {
    issues.push('no_letters');
    return result;
  }

  const tokens = tokenizeQuery(text);
  const mentions = findDrugMentions(lexicon, text);
  if (looksNotVietnamese(text, tokens, mentions)) issues.push('not_vietnamese');
  result.mentions = mentions;
  result.drugs = distinct(mentions.map((m) => m.drug_id));
  // A drug given for a reaction the question tells is its treatment, not a drug asked, when
  // another drug is named (read-allergies.ts givenForReaction).
  // Nor the fluid it is diluted in (diluted-in.ts). Each drops a drug every mention of which it
  // reads so, and only while another drug is left.
  if (q.folded.length === text.length) {
    for (const story of [givenForReaction, dilutedIn]) {
      const told = (id: string) =>
        mentions.filter((m) => m.drug_id === id).every((m) => story(q.folded, m.start));
      const asked = result.drugs.filter((id) => !told(id));
      if (asked.length > 0 && asked.length < result.drugs.length) result.drugs = asked;
    }
  }
  result.patient = readPatientParameters(text, q.folded);
  result.sections = detectSectionIntent(text, result.patient, mentions, q.folded);
  result.populations = detectPopulations(text, q.folded);
  // A regimen typed as one term ("doxorubicin + cyclophosphamid") is its drugs: the book names
  // each, or its class, never the pair (unseen batch 10, CLOZAPIN); so is a brand with its
  // ingredient in brackets ("sintrom (acenocoumarol)").
  result.writtenInEnglish = isWrittenInEnglish(tokens);
  result.otherDrugTerms = findOtherDrugTerms(
    text,
    tokens,
    mentions,
    result.writtenInEnglish,
    lexicon,
  )
    .flatMap(splitRegimen)
    .filter(
      (term) =>
        !namedInReaction(q.folded, term) &&
        !namesResistance(q.folded, term) &&
        !namesDiagnosticTest(q.folded, term) &&
        !namedAsLabValue(q.folded, term) &&
        !namedAsMetabolite(q.folded, term),
    );
  // The drug asked is not in the book; the one it has is only beside it (asks-unknown-drug.ts):
  // no answer about it, the not-found line for the one asked.
  const unknownAsked = q.folded.length === text.length ? asksUnknownDrug(q.folded, mentions) : null;
  if (unknownAsked) {
    result.drugs = [];
    result.otherDrugTerms = [text.slice(unknownAsked.start, unknownAsked.end)];
  }
  // Another drug's overdose is what this one treats: its dosing, not its own overdose.
  if (namesOverdoseOfAnother(text, mentions, result.otherDrugTerms, q.folded)) {
    const rest = result.sections.filter((s) => s.key !== 'qua_lieu_va_xu_tri');
    result.sections = rest.length > 0 ? rest : [{ key: 'lieu_luong_va_cach_dung', weight: 0.9 }];
  }

  const earlier = readEarlierTurns(Array.isArray(history) ? history : [], lexicon);
  const previousWithDrug = earlier.find((t) => t.drugs.length > 0);
  const previousWithSections = earlier.find((t) => t.sections.length > 0);
  const followUp = isFollowUp(tokens);
  if (followUp && earlier[0]) result.followsQuestion = earlier[0].text;

  if (result.drugs.length === 0 && result.otherDrugTerms.length === 0 && previousWithDrug) {
    result.drugs = [...previousWithDrug.drugs];
    result.drugsFromHistory = true;
  }
  const namesOnlyPopulation = result.sections.length === 0 && result.populations.length > 0;
  const bareFollowUp = result.sections.length === 0 && followUp;
  if ((namesOnlyPopulation || bareFollowUp) && previousWithSections) {
    // "Ceftriaxon có dùng cho bà bầu không?" then "còn người cao tuổi?": the pregnancy
    // section was the earlier patient, not the question; the rest of the intent carries over.
    const asked = new Set(result.populations.map((p) => p.key));
    const inherited = previousWithSections.sections.filter(
      (s) =>
        !(s.key === 'thoi_ky_mang_thai' && !asked.has('phu_nu_co_thai')) &&
        !(s.key === 'thoi_ky_cho_con_bu' && !asked.has('cho_con_bu')),
    );
    if (inherited.length > 0 || !namesOnlyPopulation) {
      result.sections = inherited.map((s) => ({ ...s }));
      result.sectionsFromHistory = inherited.length > 0;
    }
  }

  // Issue 14 item 3: a second drug named in the question makes it an interaction question —
  // "Acetazolamid làm tăng hay giảm thải trừ lithi?" was answered from Dược lý (five sentences
  // on carbonic anhydrase) while Tương tác thuốc says it — unless the question clearly asks
  // another section ("liều metformin và insulin"). Pharmacology words (thải trừ, nồng độ, chuyển
  // hóa) between two drugs describe an interaction.
  const folded = q.folded;
  const classPartner =
    result.drugs.length === 1 && TAKEN_TOGETHER.test(folded) && CLASS_PARTNER.test(folded);
  // A food, drink or smoke named beside one drug is its partner (issue 37): "Uống tetracyclin
  // với sữa được không?" led with "Quá mẫn với …" from Chống chỉ định.
  const substance =
    result.drugs.length === 1 && !result.drugsFromHistory
      ? readSubstance(...blankMentions(folded.toLowerCase(), text, mentions))
      : undefined;
  // Where a can-use question names the two drugs: read once, for both readings below.
  const pairAt = pairStarts(text, folded, mentions, result);
  const secondDrug =
    !result.drugsFromHistory &&
    !backgroundPartner(pairAt, substance !== undefined || classPartner) &&
    (result.drugs.length >= 2 ||
      classPartner ||
      substance !== undefined ||
      (result.drugs.length === 1 &&
        (result.otherDrugTerms.length > 0 ||
          actsOnAnotherDrug(q.folded, mentions) ||
          WHICH_DRUGS_ACT.test(folded) ||
          WITH_WHICH_DRUGS.test(folded))));
  const partnerNamed =
    result.drugs.length >= 2 ||
    (result.drugs.length === 1 && (result.otherDrugTerms.length > 0 || substance !== undefined));
  const together =
    classPartner ||
    (partnerNamed &&
      (TAKEN_TOGETHER.test(folded) || (ASKS_ABOUT_PAIR.test(folded) && !ALLERGY.test(folded))));
  // When in the day each is taken tells the schedule of a pair, not what is asked of it.
  const cueHits = together ? findSectionCues(text, mentions) : [];
  const onlySchedule = (key: SectionKey) => {
    const naming = cueHits.filter((h) => h.targets.some((t) => t.key === key));
    return naming.length > 0 && naming.every(isScheduleCue);
  };
  const addsPartner = secondDrug && partnerAsked(pairAt);
  // A section the question only brushes (a patient's floor, a weak cue: "… how should we
  // monitor?" at 0.3) asks nothing else. Measured on unseen batch 24 (first run): "… on quinidine
  // … What does diltiazem do to quinidine exposure and half-life …?" and "… voriconazole … avoid
  // with clopidogrel …" were not read as interactions.
  const asksElse = result.sections.some(
    (s) =>
      s.weight >= WEAK_SECTION &&
      s.key !== 'tuong_tac_thuoc' &&
      s.key !== 'duoc_ly_va_co_che_tac_dung' &&
      !((together || addsPartner) && CAUTION_SECTIONS.has(s.key)) &&
      !(together && onlySchedule(s.key)) &&
      // "uống cùng nhóm thuốc kháng acid": "nhóm thuốc" names the partner's class, not a
      // question about which class this drug is.
      !(classPartner && s.key === 'loai_thuoc'),
  );
  // Comparing or switching two drugs is not asking how they interact.
  const compares = COMPARES.test(folded);
  // Asked outright beside another section ("Is there an interaction to worry about — có cần
  // giảm liều không?"), with a second drug named: the interaction first. Measured on unseen
  // batch 25 (first run): codeine with diazepam led with the codeine dose.
  const interactionAsked = result.sections.find((s) => s.key === 'tuong_tac_thuoc');
  if (
    secondDrug &&
    substance === undefined &&
    asksElse &&
    !compares &&
    interactionAsked &&
    // Told taken together ("Uống chung hai thuốc này … có cần chỉnh lại liều thuốc gì không?"),
    // the pair is asked whatever the dose cue weighs. Measured on unseen batch 43 (first run):
    // furosemid added to amlodipin led with furosemid's oedema dose.
    (together || interactionAsked.weight >= (result.sections[0]?.weight ?? 0)) &&
    result.sections[0]?.key !== 'tuong_tac_thuoc'
  )
    result.sections = [interactionAsked, ...result.sections.filter((s) => s !== interactionAsked)];
  // The asked drug acting on another drug's level or effect ("diltiazem có làm tăng nồng độ
  // propranolol không, có phải chỉnh liều propranolol không") asks the pair outright, whatever
  // dose words follow: measured on unseen batch 33 (first run), the partner's dose adjustment
  // was read as diltiazem's and the answer came from Dược lý.
  const actsOnPartner =
    result.drugs.length === 1 &&
    result.otherDrugTerms.length > 0 &&
    actsOnAnotherDrug(q.folded, mentions);
  if (
    secondDrug &&
    (!asksElse || actsOnPartner) &&
    !compares &&
    result.sections[0]?.key !== 'tuong_tac_thuoc'
  ) {
    // Already cued but outranked ("phối hợp … cần thận trọng gì"), or not cued: first either way.
    // A substance keeps Thận trọng beside it, where the book says "Không uống rượu …".
    result.sections = [
      { key: 'tuong_tac_thuoc', weight: 1 },
      ...result.sections
        .filter((s) => s.key !== 'tuong_tac_thuoc')
        .map((s) => ({
          ...s,
          weight: Math.min(s.weight, substance && s.key === 'than_trong' ? 0.75 : 0.5),
        })),
    ];
  }

  // A yes/no question about one adverse effect ("Amlodipin có làm tăng cân không?", "Vì sao
  // uống lamivudin bị giảm tiểu cầu?") is answered from the ADR section (issue 37), unless the
  // question asks another section outright or is about a pair.
  const asksEffect =
    result.drugs.length > 0 && !result.drugsFromHistory
      ? readAdverseEffectAsked(text, mentions, q.folded)
      : null;
  const ADR = 'tac_dung_khong_mong_muon';
  // "liều cao" in such a question says when the effect comes, it does not ask a dose: measured
  // on unseen real monographs (batch 4), "Furosemid tiêm liều cao có gây điếc không?" was
  // answered from Liều lượng ("Liều cao nhất tiêm tĩnh mạch là 6 g/ngày"), the ADR line absent.
  const doseQualifies = asksEffect !== null && DOSE_QUALIFIER.test(q.folded);
  if (
    asksEffect &&
    result.sections[0]?.key !== ADR &&
    result.sections[0]?.key !== 'tuong_tac_thuoc' &&
    !result.sections.some(
      (s) =>
        s.key !== ADR && s.weight >= 1 && !(doseQualifies && s.key === 'lieu_luong_va_cach_dung'),
    )
  ) {
    result.sections = [
      { key: ADR, weight: 1 },
      ...result.sections
        .filter((s) => s.key !== ADR)
        .map((s) => ({ ...s, weight: Math.min(s.weight, 0.5) })),
    ];
  }

  result.sections = withRouteAsked(result.sections, result.route);
  // A disease named, one drug and nothing asked of it ("Nhãn áp 47 mmHg … uống Acetazolamid …
  // có bị Glocom không?", issue 37's development set, led with the ADR section's first line):
  // what the drug is for, then how it is dosed for it.
  if (result.sections.length === 0 && result.patient.indication && !secondDrug)
    result.sections = [
      { key: 'chi_dinh', weight: 0.5 },
      { key: 'lieu_luong_va_cach_dung', weight: 0.4 },
    ];

  const asksInteraction = result.sections.some((s) => s.key === 'tuong_tac_thuoc');
  const [a, b] = result.drugs;
  if (asksInteraction && a && b && !result.drugsFromHistory) {
    result.interactionPair = [a, b];
  } else if (
    asksInteraction &&
    a &&
    !b &&
    result.sectionsFromHistory &&
    previousWithDrug &&
    !result.drugsFromHistory
  ) {
    // "còn với B thì sao?" after "A có tương tác với C không?": the pair is A with B.
    const anchor = previousWithDrug.drugs.find((id) => id !== a);
    if (anchor) {
      result.interactionPair = [anchor, a];
      result.drugs = [anchor, a];
    }
  }
  return result;
}
