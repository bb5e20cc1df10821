import { readPostpartum } from './postpartum-hours';
import { namedAsComponent } from './named-as-component';
import { tellsAnaphylaxisNow } from './tells-anaphylaxis-now';
import { sodiumGrade, strengthsAsked } from './electrolyte-grade';
import { readCreatinineRise } from './creatinine-rise';
import { namedAsLabValue } from './named-as-lab-value';
import { readClinicalPictures } from './clinical-picture-conditions';
import { readOrganDisorders } from './organ-disorder-conditions';
import { isNearVietnameseSyllable } from '@/lib/text/is-vietnamese-syllable';
import { blankSpans } from '@/lib/retrieval/blank-mentions';
import { splitRegimen } from '@/lib/retrieval/split-regimen';
import type { UnderstoodQuery } from '@/lib/retrieval/understand-query';
import { POPULATION_LABEL_PHRASES } from '@/lib/retrieval/population-cues';
import { phraseAt, phraseOffsets } from '@/lib/text/contains-phrase';
import { foldDiacritics, foldWords } from '@/lib/text/fold-diacritics';
import { namesAndClassesOf } from '@/lib/answer/extractive/names-partner';
import type { PatientParameters } from '@/lib/schema/patient-parameters';
import { CONDITION_NAMES } from './condition-names';
import { namedInReaction, readAllergies } from './read-allergies';
import { namedAsPast, namedOnlyToCompare } from './named-as-past';
import {
  ELECTROLYTE_PHRASES,
  LAB_ROWS,
  readLabValues,
  type LabReading,
} from './lab-value-conditions';
import { containsPhrase } from '@/lib/text/contains-phrase';
import { readRenalSeverity } from './renal-value-conditions';
import { readHepaticSeverity } from './hepatic-value-conditions';
import type { QuestionText } from './question-text';

/**
 * A condition the question says the patient has, with the phrases the book would name it by.
 * The safety rules lead with a line of Chống chỉ định that names one of them
 * (lib/answer/safety/holding-rules.ts, `condition_named`).
 */
export interface PatientCondition {
  /** What the question typed (folded), or the lab reading. */
  asked: string;
  /** Folded phrases (hyphens as spaces) to find in a sentence, as whole words. */
  book: readonly string[];
  /**
   * The condition words the question types right after it ("glôcôm ⟨góc mở⟩", "đái tháo đường
   * ⟨thai kỳ⟩"): its kind, which a book line naming another kind does not hold for.
   */
  tail: readonly string[];
  /**
   * Which reader found it: the question's own words, a row of CONDITION_NAMES, a state told
   * (tells-anaphylaxis-now.ts, read by the exception rule only), a lab value, the
   * kidney value staged in words (renal-value-conditions.ts), or an allergy to the substances in
   * `book` (read-allergies.ts), or another drug the patient takes (its names and classes).
   */
  source:
    | 'words'
    | 'name'
    | 'state'
    | 'lab_value'
    | 'renal_value'
    | 'hepatic_value'
    | 'allergy'
    | 'medication';
  /** A medication's drug id when the book has it: no drug is its own co-medication. */
  drug_id?: string;
  /**
   * Named by a symptom of it ("đau dạ dày" for a peptic ulcer), a row's `symptoms`: no example
   * the book gives of a graver state ("chảy máu … hoạt động (ví dụ loét dạ dày …)") holds for it.
   */
  bySymptom?: true;
  /**
   * An allergy to a component of the combination asked about (named-as-component.ts): the
   * book's "… một trong các thành phần của thuốc" holds for it.
   */
  component?: boolean;
  /**
   * A serum sodium's grade words (electrolyte-grade.ts) and the solution strengths the question
   * names: read by the graded-list rule alone (holding-rules.ts `electrolyte_grade`).
   */
  grade?: { words: readonly string[]; strengths: readonly string[] };
  /**
   * A laboratory value's measure and value in its row's units, kept from the reading: the
   * threshold rule (holding-rules.ts `lab_band_held`) compares it with the book's thresholds.
   */
  reading?: { analyte: string; value: number };
}

/**
 * Syllables that never name a condition: the question's grammar, the patient's description
 * (ages, sexes, kinship), units, and the verbs of using a drug. A run of the question's other
 * syllables, two or more long, is a phrase the book may name the patient's condition by.
 */
const NOT_CONDITION = new Set(
  [
    'bn bnhan benh nhan nguoi be tre chau me ba ong anh chi em toi minh nam nu tuoi thang tuan',
    'ngay gio phut lan kg mg ml mcg ui don vi luc khoang tren duoi tu den toi da sang trua dem',
    'dung duoc khong co the nen phai can bi mac dang vua se con roi sau truoc khi trong ngoai',
    'voi va hoac hay la cua cho de thi ma neu nhu nao gi bao nhieu sao vay a nhi oi ah',
    'thuoc lieu uong tiem truyen vien ong goi chai lo ke toa don muon luu y xu tri dieu su',
    'hien tai moi cu hom nay mai bac si bs ds kham xet nghiem ket qua muc cach them tiep tuc',
    'duy tri bat dau khoi dau ngung ca mot hai bon sau nay gioi',
    'patient pt with can use dose the a an is of in for and or on to what how much should be',
    'given taking take takes safe it i my per day daily max maximum old year years yo male',
    // Not "man": folded, it is "mạn" (chronic), a kind ("glôcôm góc đóng ⟨mạn tính⟩"), and an
    // English "man" before a condition word is rare.
    'female woman has have had history drug drugs who whose',
    // The head nouns of a name, which is no kind of it: "sick sinus ⟨syndrome⟩" is the book's
    // "Hội chứng suy nút xoang" (unseen batch 18).
    'syndrome disease disorder',
    // A grade or stage is no kind of the condition it follows ("loét hành tá tràng Forrest IIa",
    // "vỡ lách độ III"): read as one, it parted the patient's ulcer from the book's "loét dạ dày
    // - tá tràng" (unseen batch 8, CLOPIDOGREL).
    'forrest nyha killip gold grade stage i ii iii iv iia iib iiia iiib iva ivb',
    // How a diagnosis is hedged or found ("nghĩ nhanh thất", "ECG nhịp nhanh QRS rộng"): read as
    // the run's head, "nghĩ nhanh thất" never named DILTIAZEM's "nhịp nhanh thất" (unseen batch
    // 11, first run).
    'nghi ngo chan doan theo ecg dien tim sieu am phim',
    // and what an examination saw ("Nội soi dạ dày thấy giãn tĩnh mạch thực quản độ II"): read as
    // the run's head, "thấy giãn …" never named ACENOCOUMAROL's "Giãn tĩnh mạch thực quản." (first-set
    // batch 98, first run)
    'thay phat hien',
    // A measurement after a condition is no kind of it ("suy tim EF 30%", unseen batch 11: read
    // as one, DICLOFENAC's "Người bị suy tim sung huyết …" did not hold).
    'ef lvef gcs glasgow',
    // How much comes out is no kind of the bleeding ("đang rong huyết ra nhiều"): read as one,
    // it parted the patient's bleeding from CLOPIDOGREL's "chảy máu bệnh lý hoạt động" (unseen
    // batch 28, first run).
    'ra nhieu it',
    // What the drug is given for and how it is split ("dùng diclofenac để chống viêm … chia mấy
    // lần"): "chống viêm" met Chống chỉ định's "thuốc chống viêm không steroid khác" and withheld
    // a child's dose (unseen batch 32, first run).
    'chong chia',
  ]
    .join(' ')
    .split(' '),
);

/** Phrases of the question that are no condition of the patient's, masked before runs are read. */
const NOT_CONDITION_PHRASES = [
  'chong chi dinh',
  // An allergy is read with its substance (read-allergies.ts), never as a condition by its words:
  // "dị ứng aspirin" met CLOPIDOGREL's "dị ứng với clopidogrel" (unseen batch 9).
  'di ung',
  'qua man',
  'man cam',
  'phan ve',
  'tien su',
  'tac dung phu',
  'tac dung khong mong muon',
  'tuong tac',
  'qua lieu',
  'cho con bu',
  'nuoi con',
  'thai ky',
  'phu nu',
  'san phu',
  'thai phu',
  // A value said to be normal is no condition ("chức năng thận bình thường", unseen batch 32).
  'binh thuong',
  // An animal is no condition: "bị động vật cắn" (the book's words for a bite, added to the
  // question) met CLINDAMYCIN's pregnancy line on "nghiên cứu trên động vật" (stop 69).
  'dong vat',
  // Words of every clinical sentence, no condition: "tiêm trong thời gian bao lâu" met
  // DILTIAZEM's "không nên cho con bú trong thời gian dùng thuốc", which led a nurse's
  // administration question (unseen batch 43, first run).
  'thoi gian',
  'nong do',
  // How a drug is given, no condition: "Nhỏ mắt diclofenac sau mổ đục thủy tinh thể" met
  // DICLOFENAC's "Người mang kính áp tròng không dùng thuốc nhỏ mắt diclofenac" (unseen batches
  // 50 and 70, in memory after stop 65's fixes), and led an eye-drop dose question.
  'nho mat',
  'nho tai',
  'nho mui',
  'thuoc nho',
  'tiem bap',
  'tiem duoi da',
  'tiem tinh mach',
  'truyen tinh mach',
  'dat hau mon',
  ...Object.values(POPULATION_LABEL_PHRASES).flat(),
].sort((a, b) => b.length - a.length);

/**
 * An organ named alone is no condition: the book names a disease of it ("Giãn tĩnh mạch thực
 * quản"), the question may name another ("nấm thực quản"). Measured on first-set batch 99 (in
 * memory after stop 65's fixes): ACENOCOUMAROL's oesophageal varices led an oesophageal
 * candidiasis treated with fluconazole. A disease of the organ is read by its rows and its
 * words together ("giãn tĩnh mạch thực quản", "loét dạ dày").
 */
const BARE_ORGANS: ReadonlySet<string> = new Set([
  'thuc quan',
  'da day',
  'ta trang',
  'dai trang',
  'truc trang',
  'ruot non',
  'ruot gia',
  'tuyen giap',
  'tuyen tien liet',
  'phe quan',
  'khi quan',
  'mang nhi',
  'niem mac',
  'tinh mach',
  'dong mach',
  'co tim',
  'tuy song',
  'bang quang',
]);

/**
 * A doctor's or a ward's specialty ("bác sĩ tiêu hóa", "khoa tim mạch", "BS thần kinh") names who
 * prescribes, not what the patient has. Measured on unseen batch 45 (first run): "bác sĩ tiêu hóa
 * muốn thử colchicin để điều trị xơ gan" met COLCHICIN's "Bệnh đường tiêu hoá nặng", which led and
 * withheld the cirrhosis dose asked.
 */
const SPECIALTY =
  /(?<![\p{L}])(?:bac\s+si|bs|khoa|chuyen\s+khoa|phong\s+kham)\s+(?:tieu\s+hoa|tim\s+mach|than\s+kinh|da\s+lieu|ho\s+hap|noi\s+tiet|co\s+xuong\s+khop|huyet\s+hoc|ung\s+buou|tam\s+than|tai\s+mui\s+hong|truyen\s+nhiem|gan\s+mat|than(?:\s+tiet\s+nieu)?|nhi|san|mat)(?![\p{L}])/gu;

/**
 * A folded text as conditions are read in it: a clause's punctuation as a lone ",", hyphens and
 * other marks as spaces, one space. The "," ends a condition's words ("hạ kali huyết nặng, hạ
 * natri …").
 */
export function conditionText(folded: string): string {
  return folded
    .replace(/[,;:()[\].!?]+/g, ' , ')
    .replace(/[^\p{L}\p{N}+,]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** `text` with every whole-word `phrase` written over by spaces: offsets stay aligned. */
function maskPhrase(text: string, phrase: string): string {
  let out = text;
  for (const at of phraseOffsets(text, phrase))
    out = out.slice(0, at) + ' '.repeat(phrase.length) + out.slice(at + phrase.length);
  return out;
}

/**
 * What the drug is given for ("để hạ đường sau ăn", "to lower the pressure") is no condition of
 * the patient's: the words after a purpose word and a verb of changing are masked. Typed with its
 * marks, "dễ" (prone to: "dễ hạ đường huyết") is kept. Measured on first-set batch 81 (stop 57,
 * first run): "… muon them acarbose … de ha duong sau an" held ACARBOSE's "Hạ đường huyết." as a
 * contraindication for a patient in ketoacidosis.
 */
// "thuốc hạ huyết áp" is a drug that lowers it, and so is a drug's name blanked before the verb
// ("kê thêm acebutolol hạ huyết áp"): measured on first-set batch 82, read again at stop 61 once
// "huyết áp thấp" was the book's hypotension, that question was told its patient had low blood
// pressure.
const PURPOSE =
  /(?:(?<![\p{L}])(?:de|nham|to|thuoc)|[^\S\n]{5})\s+(?:ha|giam|tang|lam\s+giam|lam\s+tang|keo|dua)(?:\s+[\p{L}]+){1,3}/gu;

function maskPurposes(masked: string, q: QuestionText): string {
  const aligned = q.folded.length === q.text.length;
  const purposes = [...masked.matchAll(PURPOSE)]
    .filter((m) => !(aligned && /^dễ/iu.test(q.text.slice(m.index, m.index + 2))))
    // "thuốc" itself stays: "suy thận cấp do thuốc giảm đau" names a drug-caused failure (unseen
    // batch 115, first run: masked whole, FUROSEMID's "suy thận do các thuốc gây độc" never held).
    .map((m) => ({
      start: m.index + (m[0].startsWith('thuoc') ? 'thuoc'.length : 0),
      end: m.index + m[0].length,
    }));
  return blankSpans(masked, purposes);
}

/** The folded question with its drug names blanked (offsets into the NFC question). */
function withoutDrugNames(q: QuestionText, u: UnderstoodQuery): string {
  // Folding changed the length (a rare unit folds to two): blank the names by their fold.
  const named =
    q.folded.length !== q.text.length
      ? u.mentions.reduce((t, m) => maskPhrase(t, foldWords(m.matched)), q.folded)
      : blankSpans(q.folded, u.mentions);
  return withoutAskedClasses(named, u);
}

/**
 * The asked drugs' own classes are no condition either: "Đang cần thêm chẹn beta, định dùng
 * acebutolol" names the drug to be given by its class. Measured on first-set batch 132 (first
 * run): "chẹn beta" was read as the patient's condition, and ACEBUTOLOL's "Mẫn cảm với … các
 * thuốc chẹn beta" and two "không nên sử dụng các thuốc chẹn beta …" lines led a renal dose
 * question, the dose withheld.
 */
function withoutAskedClasses(folded: string, u: UnderstoodQuery): string {
  const classes = u.drugs
    .flatMap((id) => namesAndClassesOf(id.replace(/_/g, ' ')).slice(1))
    .filter((phrase) => PHARMACOLOGICAL_CLASS.test(phrase));
  return classes.reduce((t, phrase) => maskPhrase(t, phrase), folded);
}

/**
 * A class named by how it acts on a receptor or enzyme ("chẹn beta", "ức chế men chuyển", "lợi
 * tiểu quai", "kháng vitamin K"), never one named by its effect: ENALAPRIL's class "hạ huyết
 * áp" is also the patient's "hạ huyết áp tư thế" (batch 28, lost when every class was masked).
 */
const PHARMACOLOGICAL_CLASS = /^(?:chen|uc che|loi tieu|loi nieu|khang|chong|doi khang|dong van)\s/;

const NEGATION = new Set([
  ...['khong', 'chua', 'ko', 'no', 'not', 'without', 'never'],
  // What is feared or to be avoided is not had: "sợ tụt huyết áp sau liều đầu" (unseen batch 36,
  // first run: ENALAPRIL's "Hạ huyết áp có trước" held, and the dose was withheld).
  ...['so', 'lo', 'ngai', 'fear', 'fears', 'feared', 'worried', 'avoid', 'prevent'],
  // What a question is about is not had: "dặn bệnh nhân những gì về bầm tím, chảy máu kéo dài"
  // (unseen batch 38, first run: CLOPIDOGREL's "Biểu hiện chảy máu bệnh lý hoạt động" held for a
  // man starting the drug).
  've',
]);
/**
 * Words between a negation and what it negates: "không ⟨có⟩ …", "không ⟨bệnh⟩ hô hấp", "không có
 * ⟨bệnh gì⟩ dễ chảy máu". Measured on unseen batch 19: "… không trầm cảm, không bệnh hô hấp" held
 * DIAZEPAM's "Nhược cơ, suy hô hấp nặng" for a patient the question says has no lung disease.
 */
const NEGATION_HELPERS = new Set([
  ...['co', 'bi', 'mac', 'phai', 'tung', 'he', 'has', 'have', 'had'],
  ...['benh', 'gi', 'nao', 'any', 'known'],
  // "không có dấu hiệu …", "no sign of …", "no history of …" (unseen batch 21: "… no sign of
  // anaphylaxis" held ADRENALIN's exception for anaphylactic shock).
  ...['dau', 'hieu', 'tien', 'su', 'sign', 'signs', 'of', 'evidence', 'history'],
  // "no features of anaphylaxis", "no clinical signs of …" (unseen batch 31, first run: read as
  // anaphylaxis, ADRENALIN's exception led where its MAO-inhibitor contraindication held).
  ...['feature', 'features', 'clinical', 'symptoms', 'suggestion'],
  // A drug or class not taken: "hen phế quản nên không dùng chẹn beta" (unseen batch 51, first run:
  // DILTIAZEM's "… tiêm tĩnh mạch thuốc chẹn beta" held, and led a dose question).
  ...['dung', 'uong', 'tiem', 'thuoc'],
  // "không dùng được chẹn beta vì hen" (unseen batch 70, first run: the same line held and
  // withheld the oral angina dose)
  'duoc',
  // How much or how lately it is had: "no active bleeding", "no ongoing or recent bleeding" (unseen
  // batch 148, first run: ENOXAPARIN's "Chảy máu hay có nguy cơ chảy máu …" held for a
  // haemodialysis patient told to have no active bleeding, and the circuit dose was withheld).
  ...['active', 'ongoing', 'current', 'recent', 'significant', 'major', 'overt', 'obvious'],
]);

/**
 * Whether the words before index `at` negate what starts there ("không có ⟨hen⟩"), up to four
 * words back: "không có tiền sử ⟨hen⟩" (first-set batch 97, first run: ACETYLCYSTEIN's "Tiền sử
 * hen" held for a child the question says has none).
 */
function negatedBefore(words: readonly string[], at: number): boolean {
  for (let i = at - 1; i >= 0 && i >= at - 4; i--) {
    // "về" is "about" only right before what it is about: "đi ăn cỗ về bị tiêu chảy" came home
    // with it (a doctor's question, CODEIN, stop 66).
    if (words[i] === 've' && i < at - 1) return false;
    if (NEGATION.has(words[i]!)) return true;
    if (!NEGATION_HELPERS.has(words[i]!)) return false;
  }
  return false;
}

/** Whether the text before offset `at` ends in a negation, or a negated list holds it. */
const negatedAt = (text: string, at: number) => {
  const words = text.slice(0, at).trim().split(/\s+/);
  return negatedBefore(words, words.length) || inNegatedList(text.slice(0, at));
};

/**
 * A list opened by a negation reaches every item of it: "no GI, bleeding or cardiovascular
 * history", "không có tiền sử loét, chảy máu hay bệnh tim". Measured on unseen batch 33 (first
 * run): "… no GI, bleeding or cardiovascular history, about to start oral diclofenac" held
 * DICLOFENAC's "Người bị hen hay co thắt phế quản, chảy máu, bệnh tim mạch …" and withheld the
 * osteoarthritis dose. Only the negations that open lists ("no", "without", "không có", "chưa
 * từng"): "không sốt, ho nhiều" says the cough is there. Within one clause, at most
 * LIST_REACH words back, with a list mark (a comma, "or", "hoặc", "hay", "nor") between. "Về" of a
 * time ("tăng về chiều", "về đêm") asks about nothing: unseen batch 118 (first run) read "nuốt
 * nghẹn tăng về chiều; kháng thể anti-MuSK (+)" as a list negated.
 */
const LIST_NEGATION =
  /(?:^|[\s,])(?:no|without|denies|khong\s+co|khong\s+he\s+co|chua\s+tung|chua\s+tung\s+bi|ve(?!\s+(?:chieu|dem|sang|toi|khuya|sau|nha)(?![\p{L}])))\s+(?<items>[^.;:!?]*)$/u;
const LIST_MARK = /,|(?<![\p{L}])(?:or|nor|hoac|hay)(?![\p{L}])/u;
const LIST_REACH = 8;
function inNegatedList(before: string): boolean {
  const clause = before.split(/(?<![\p{L}])(?:but|nhung|tuy\s+nhien)(?![\p{L}])/u).at(-1) ?? '';
  const m = LIST_NEGATION.exec(clause);
  if (!m) return false;
  const items = m.groups!.items!;
  return LIST_MARK.test(items) && items.trim().split(/\s+/).length <= LIST_REACH;
}

const isConditionWord = (w: string) => /\p{L}/u.test(w) && !NOT_CONDITION.has(w) && !/\d/.test(w);

/**
 * Two syllables that name no condition until the word after them says which: "viêm màng ⟨não⟩",
 * "rối loạn ⟨đông máu⟩". Read alone as the opening of a longer run, each named the book's other
 * kinds. Measured on first-set batch 88 (stop 58, first run): "viêm màng não mủ" held
 * ACENOCOUMAROL's "viêm màng trong tim do vi khuẩn".
 */
const INCOMPLETE_HEADS: ReadonlySet<string> = new Set([
  'viem mang',
  'roi loan',
  'ton thuong',
  'suy giam',
  'nhiem khuan',
  'nhiem trung',
  'benh ly',
]);

/**
 * Where the question types, with its diacritics, a condition's noun whose folded form is grammar:
 * "não" (brain) folds to "nào" (which). Measured on first-set batch 88 (stop 58, first run): the
 * run "viêm màng não mủ" was cut to "viêm màng", and ACENOCOUMAROL's "viêm màng trong tim do vi
 * khuẩn" was said to name the patient's meningitis.
 */
const MARKED_CONDITION_WORDS = /(?<![\p{L}])não(?![\p{L}])/giu;
function markedConditionWords(q: QuestionText): Set<number> {
  if (q.folded.length !== q.text.length) return new Set();
  return new Set([...q.text.matchAll(MARKED_CONDITION_WORDS)].map((m) => m.index));
}

/**
 * The organs the book names by either of two words: "viêm đại tràng mạn tính" is its "viêm ruột
 * kết mạn tính". Measured on first-set batch 100 (first run): a daughter with chronic colitis,
 * asked about clindamycin gel, never met CLINDAMYCIN's "… cần chống chỉ định cho người bệnh đã
 * có viêm đại tràng giả mạc, viêm ruột non và viêm ruột kết mạn tính". Folded.
 */
const ORGAN_SYNONYMS: readonly (readonly [string, string])[] = [
  ['dai trang', 'ruot ket'],
  ['ruot non', 'tieu trang'],
];

/** A phrase and the same phrase with each organ named by its other word. */
function withOrganSynonyms(phrase: string): string[] {
  const out = [phrase];
  for (const [a, b] of ORGAN_SYNONYMS)
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      const at = phraseAt(phrase, from);
      if (at >= 0) out.push(phrase.slice(0, at) + to + phrase.slice(at + from.length));
    }
  return out;
}

/**
 * Every opening of each run of condition syllables, two syllables or longer, in pieces of the
 * text between punctuation and masked spans: "suy tim phu" reads "suy tim" and "suy tim phu",
 * never "tim phu". A window that drops the run's head would drop its direction: "huyet ap" of
 * "ha huyet ap" is in "tăng huyết áp" too. A run the question negates is not read.
 */
function wordPhrases(masked: string, marked: ReadonlySet<number> = new Set()): PatientCondition[] {
  const out = new Map<string, PatientCondition>();
  let cursor = 0;
  for (const piece of masked.split(/[^\p{L}\p{N}+ ]|\s{2,}/u)) {
    const pieceAt = masked.indexOf(piece, cursor);
    cursor = pieceAt + piece.length;
    const words = piece.trim().split(' ');
    const lead = pieceAt + piece.length - piece.trimStart().length;
    // Where word `k` of the piece starts in `masked`: a negated list reaches across pieces.
    const offsetOf = (k: number) => lead + words.slice(0, k).join(' ').length + (k > 0 ? 1 : 0);
    let start = 0;
    const flush = (end: number) => {
      if (end - start < 2 || negatedBefore(words, start)) return;
      if (inNegatedList(masked.slice(0, offsetOf(start)))) return;
      for (let j = start + 2; j <= end; j++) {
        const asked = words.slice(start, j).join(' ');
        if (j < end && INCOMPLETE_HEADS.has(asked)) continue;
        const tail = words.slice(j, end);
        if (!out.has(asked))
          out.set(asked, { asked, book: withOrganSynonyms(asked), tail, source: 'words' });
      }
    };
    words.forEach((w, i) => {
      if (isConditionWord(w) || marked.has(offsetOf(i))) return;
      flush(i);
      start = i + 1;
    });
    flush(words.length);
  }
  return [...out.values()];
}

/**
 * A disease named by a person's name as the question types it ("Leber", "Raynaud", "Addison"):
 * a capitalised word of Latin letters only, mid-sentence, not joined by a hyphen, whatever the
 * words around it. The book prints the same name inside its own words ("bệnh teo dây thị bẩm sinh
 * Leber"), so one word is enough where a run of the question's words is not. Measured on
 * first-set batches 79 and 80 (stop 57, first runs): "… known to have Leber hereditary optic
 * neuropathy … Can we start a sodium nitroprusside infusion?" never met NATRI NITROPRUSIAT's
 * "Người bị bệnh teo dây thị bẩm sinh Leber", twice. Drug and brand names are blanked before
 * (withoutDrugNames); a name no line holds names nothing.
 */
const PROPER_WORD = /(?<![-\p{L}\p{N}])[A-Z][a-z]{3,}(?![-\p{L}\p{N}])/gu;
/** Mid-sentence: a lower-case letter, a digit or a comma before it, not a full stop. */
const MID_SENTENCE = /[\p{Ll}\p{N},;(]\s*$/u;

/**
 * A measure's name capitalised ("Clcr bình thường") is no person's disease: measured on unseen
 * batch 60 (in memory after stop 65's fixes), "… Clcr bình thường. Tính liều enoxaparin …" held
 * ENOXAPARIN's "Suy thận nặng (Clcr < 30 ml/phút)", read as a proper name the line holds.
 */
const MEASURE_NAMES: ReadonlySet<string> = new Set([
  'clcr',
  'crcl',
  'egfr',
  'mlct',
  'alat',
  'asat',
  'creatinin',
  'creatinine',
]);

function properNames(q: QuestionText, unnamed: string): PatientCondition[] {
  const out: PatientCondition[] = [];
  for (const m of q.text.matchAll(PROPER_WORD)) {
    if (!MID_SENTENCE.test(q.text.slice(Math.max(0, m.index - 3), m.index))) continue;
    // blanked as a drug or brand name
    if (unnamed.slice(m.index, m.index + m[0].length).trim() === '') continue;
    if (negatedAt(q.folded, m.index)) continue;
    const asked = m[0].toLowerCase();
    if (MEASURE_NAMES.has(asked)) continue;
    if (!out.some((c) => c.asked === asked))
      out.push({ asked, book: [asked], tail: [], source: 'words' });
  }
  return out;
}

/**
 * A condition named as the drug's risk in English, "because of the myocarditis/cardiomyopathy
 * risk", "the risk of bleeding": what the drug may cause, not what the patient has. Measured on
 * unseen batch 37 (first run): a 28-year-old "with no known heart disease" starting clozapine was
 * told its "Mắc bệnh tim nặng (như viêm cơ tim)" contraindication held, and no dose was given.
 * English only: "nguy cơ chảy máu" is often the patient's own risk, which Chống chỉ định names.
 */
const RISK_AFTER = /^[\p{L}\s/-]{0,40}?(?<![\p{L}])risks?(?![\p{L}])/u;
const RISK_OF_BEFORE = /(?<![\p{L}])risks?\s+of\s+(?:[\p{L}]+\s+){0,2}$/u;
function namedAsRisk(text: string, at: number, phrase: string): boolean {
  const after = text.slice(at + phrase.length, at + phrase.length + 48);
  const before = text.slice(Math.max(0, at - 32), at);
  return (
    RISK_AFTER.test(after) ||
    RISK_OF_BEFORE.test(before) ||
    PREVENTED_AFTER.test(after) ||
    PREVENTED_BEFORE.test(before)
  );
}

/**
 * A condition named as what the drug is to prevent ("for stroke prevention", "dự phòng đột quỵ"):
 * the purpose, not what the patient has. Measured on first-set batches 81 and 82 (stop 57, first
 * runs): "… atrial fibrillation … Should we start acenocoumarol now for stroke prevention?" led
 * twice with ACENOCOUMAROL's "Tai biến mạch máu não" as a contraindication that holds.
 */
// Two words may stand between: the English term's Vietnamese, added after it ("stroke đột quỵ
// prevention", english-clinical-terms.ts).
const PREVENTED_AFTER = /^(?:\s+[\p{L}]+){0,2}\s*(?:prevention|prophylaxis)(?![\p{L}])/u;
const PREVENTED_BEFORE =
  /(?<![\p{L}])(?:du\s+phong|phong\s+ngua|ngua|prevent|prevention\s+of|prophylaxis\s+(?:of|against)|to\s+prevent|reduce\s+the\s+risk\s+of)\s+(?:[\p{L}]+\s+){0,1}$/u;

/** The first of `phrases` standing in `text` at a place the question does not negate, and where. */
function firstUnnegated(
  text: string,
  phrases: readonly string[],
): { phrase: string; at: number } | undefined {
  for (const phrase of phrases)
    for (const at of phraseOffsets(text, phrase))
      if (!negatedAt(text, at) && !namedAsRisk(text, at, phrase)) return { phrase, at };
  return undefined;
}

/**
 * The words that end a condition's name in the book's sentences: its grammar only. The
 * question's stop syllables are too many there: "hôn mê" folds to "hon me", and "me" (mẹ) is a
 * stop syllable of a question.
 */
const BOOK_BREAKS = new Set(
  'va hoac voi do khi co la cua cho o trong ngoai nhung vi ma neu cac mot bi dang da duoc khong tru nguoi dung thuoc lieu'.split(
    ' ',
  ),
);
const isBookConditionWord = (w: string) => /\p{L}/u.test(w) && !BOOK_BREAKS.has(w) && !/\d/.test(w);

/** The condition words of a book sentence right before offset `start`. */
export function headBefore(text: string, start: number): string[] {
  const head: string[] = [];
  for (const w of text.slice(0, start).trim().split(' ').reverse()) {
    if (!isBookConditionWord(w)) break;
    head.unshift(w);
  }
  return head;
}

/**
 * The condition words right after offset `end` of the folded text: a question's (up to its
 * stop syllables) or, with `book`, a book sentence's (up to its grammar words).
 */
/**
 * The question's words that give a condition's cause ("viêm ruột do xạ trị"): the cause is no
 * kind of it, and read as one it parted COLCHICIN's "Bệnh đường tiêu hoá nặng" from a radiation
 * enteritis (unseen batch 28, first run). The book's own qualifying "do …" is read apart
 * (name-condition.ts).
 */
const CAUSE_WORDS: ReadonlySet<string> = new Set(['do', 'vi']);

export function tailAfter(text: string, end: number, book = false): string[] {
  const tail: string[] = [];
  const isWord = book ? isBookConditionWord : isConditionWord;
  for (const w of text.slice(end).trim().split(' ')) {
    if (!isWord(w) || (!book && CAUSE_WORDS.has(w))) break;
    // An English word is no kind the book's Vietnamese can print: measured on unseen batch 52
    // (first run), "… a CYP2D6 ultrarapid metaboliser …" kept "metaboliser" as the kind, and
    // CODEIN's "… chuyển hóa cực nhanh codein" was read as another kind.
    if (!book && !isNearVietnameseSyllable(w)) break;
    tail.push(w);
  }
  return tail;
}

/** The rows of CONDITION_NAMES the question names, by their words or their initials. */
function namedRows(text: string, folded: string): PatientCondition[] {
  const out: PatientCondition[] = [];
  for (const row of CONDITION_NAMES) {
    const typed = firstUnnegated(folded, [...row.typed, ...(row.symptoms ?? [])]);
    if (typed) {
      const tail = row.situation ? [] : tailAfter(folded, typed.at + typed.phrase.length);
      const bySymptom = row.symptoms?.includes(typed.phrase) ? { bySymptom: true as const } : {};
      out.push({ asked: typed.phrase, book: row.book, tail, source: 'name', ...bySymptom });
      continue;
    }
    const initial =
      firstUnnegated(text, row.initials ?? []) ??
      (row.marked ? markedPhrase(text.normalize('NFC').toLowerCase(), row.marked) : undefined);
    if (initial) out.push({ asked: initial.phrase, book: row.book, tail: [], source: 'name' });
  }
  return out;
}

/**
 * Each marked phrase as a whole-word pattern, not followed by sleep ("chồng mất ngủ" is his
 * insomnia, not his death); compiled once.
 */
const MARKED_PATTERNS = new Map(
  CONDITION_NAMES.flatMap((row) => row.marked ?? []).map((phrase) => [
    phrase,
    new RegExp(`(?<!\\p{L})${phrase}(?!\\p{L})(?!\\s+ngủ)`, 'u'),
  ]),
);

/** The first of `phrases` (with diacritics) the lower-cased NFC question holds. */
function markedPhrase(
  lower: string,
  phrases: readonly string[],
): { phrase: string; at: number } | undefined {
  for (const phrase of phrases) {
    const m = MARKED_PATTERNS.get(phrase)!.exec(lower);
    if (m) return { phrase: foldDiacritics(phrase), at: m.index };
  }
  return undefined;
}

/**
 * A blood pressure or heart rate the question gives, read as the state the book names in words
 * ("Hạ huyết áp", "nhịp tim chậm"): one row a vital sign, under the usual adult threshold.
 * Measured on unseen batch 9: "HA nền 82/50 mmHg …, khởi trị enalapril được không?" never met
 * ENALAPRIL's hypotension contraindication.
 */
const VITAL_ROWS: readonly {
  asked: string;
  holds: (p: PatientParameters) => boolean;
  book: readonly string[];
  /** The kind of the condition the value stages, as the book writes it after the name. */
  tail?: readonly string[];
}[] = [
  {
    asked: 'huyet ap',
    holds: (p) => below(p.systolic_bp?.max, 90),
    // and "huyết áp thấp" (first-set batches 83 and 84, stop 57: ACEBUTOLOL's "… huyết áp
    // thấp, hội chứng suy nút xoang" never met "HA 86/54")
    book: ['ha huyet ap', 'giam huyet ap', 'huyet ap thap'],
  },
  {
    asked: 'nhip tim',
    holds: (p) => below(p.heart_rate?.max, 50),
    book: ['nhip tim cham', 'nhip cham'],
  },
  // A pressure in the usual grades of hypertension (ESH/ISH: grade 1 140–159/90–99, grade 2
  // 160–179/100–109, the higher of the two readings deciding), for the book's "tăng huyết áp
  // mức độ nhẹ và vừa". Measured on first-set batches 77 and 78 (stop 57, first runs): "HA
  // 156/94 …, không tổn thương cơ quan đích … truyền nitroprusiat …?" and "BP 162/98 … start
  // nitroprusside?" never met NATRI NITROPRUSIAT's "Tăng huyết áp mức độ nhẹ và vừa".
  {
    asked: 'huyet ap',
    holds: (p) => hypertensionGrade(p) === 1,
    book: ['tang huyet ap muc do nhe', 'tang huyet ap nhe'],
  },
  {
    // Grade 3 (180/110 or more) is the book's severe hypertension (first-set batch 83, stop 57,
    // first run: "BP 215/125 … start acenocoumarol?" never met "Tăng huyết áp (nặng)").
    asked: 'huyet ap',
    holds: (p) => hypertensionGrade(p) === 3,
    // the book's kind after the name, "(nặng)", read as a condition's kind is (tail)
    book: ['tang huyet ap'],
    tail: ['nang'],
  },
  {
    asked: 'huyet ap',
    holds: (p) => hypertensionGrade(p) === 2,
    book: [
      'tang huyet ap muc do nhe va vua',
      'tang huyet ap nhe va vua',
      'tang huyet ap muc do vua',
      'tang huyet ap vua',
    ],
  },
];

const below = (v: number | null | undefined, under: number) => v != null && v < under;

/** The grade of the pressure read (0 under 140/90, 3 at 180/110 or more), or null when none. */
function hypertensionGrade(p: PatientParameters): number | null {
  const sys = p.systolic_bp?.max;
  const dia = p.diastolic_bp?.max;
  if (sys == null && dia == null) return null;
  const bySys = sys == null ? 0 : sys >= 180 ? 3 : sys >= 160 ? 2 : sys >= 140 ? 1 : 0;
  const byDia = dia == null ? 0 : dia >= 110 ? 3 : dia >= 100 ? 2 : dia >= 90 ? 1 : 0;
  return Math.max(bySys, byDia);
}

function vitalConditions(p: PatientParameters): PatientCondition[] {
  return VITAL_ROWS.filter((row) => row.holds(p)).map((row) => ({
    asked: row.asked,
    book: row.book,
    tail: [...(row.tail ?? [])],
    source: 'lab_value',
  }));
}

/** A serum sodium as its grade words, for the graded-list rule (electrolyte-grade.ts). */
function gradedSodium(readings: readonly LabReading[], folded: string): PatientCondition[] {
  return readings
    .filter((r) => r.analyte === 'sodium')
    .map((r) => ({
      asked: r.typed,
      book: [],
      tail: [],
      source: 'lab_value',
      grade: { words: sodiumGrade(r.value), strengths: strengthsAsked(folded) },
    }));
}

/**
 * Anaphylaxis now, read by the exception rule alone (holding-rules.ts exception_named): a line
 * naming "phản vệ" is otherwise an allergy's, never a state's.
 */
function anaphylaxisNow(folded: string): PatientCondition[] {
  return tellsAnaphylaxisNow(folded)
    ? [{ asked: 'soc phan ve', book: ['soc phan ve', 'phan ve'], tail: [], source: 'state' }]
    : [];
}

/** The asked drug as the question types it, folded. */
function askedDrugName(u: UnderstoodQuery): string | null {
  const mention = u.mentions.find((m) => m.drug_id === u.drugs[0]);
  return mention ? foldWords(mention.matched) : null;
}

/**
 * A cirrhosis the question tells ("xơ gan", "cirrhosis") is a population (suy gan, masked out of
 * the word phrases) and a named state: a book line that names "xơ gan" holds for it, whatever the
 * liver's class. Measured on first-set batch 98 (first run): "… hepatitis B cirrhosis … Is
 * acetazolamide safe for him?" never led with ACETAZOLAMID's "Suy gan, suy thận nặng, xơ gan".
 */
function toldCirrhosis(u: UnderstoodQuery): PatientCondition[] {
  const told = (u.populations ?? []).find(
    (p) => p.key === 'suy_gan' && /(?<!\p{L})(?:xo gan|cirrho\w*)/u.test(foldWords(p.phrase)),
  );
  return told ? [{ asked: 'xo gan', book: ['xo gan'], tail: [], source: 'name' }] : [];
}

/**
 * The conditions a laboratory value, a clinical picture or a creatinine rise puts the patient
 * in; a value keeps its measure and number for the threshold rule (holding-rules.ts).
 */
function labConditions(folded: string, readings: readonly LabReading[]): PatientCondition[] {
  const found = (r: { typed: string; book: readonly string[] }): PatientCondition => ({
    asked: r.typed,
    book: r.book,
    tail: [],
    source: 'lab_value',
  });
  // A picture is told in words, not measured: its line is headed as a condition the question
  // names, never as a value the book gives no number for.
  const told = (r: { typed: string; book: readonly string[] }): PatientCondition => ({
    ...found(r),
    source: 'name',
  });
  return [
    ...readings.map((r) => ({ ...found(r), reading: { analyte: r.analyte, value: r.value } })),
    ...readClinicalPictures(folded).map(told),
    ...readCreatinineRise(folded).map(found),
  ].filter((c) => c.book.length > 0);
}

/**
 * The conditions the question says the patient has: the question's own phrases (its runs of
 * syllables that are not grammar, units, drug names, populations or section cues), the
 * conditions of CONDITION_NAMES it names by a synonym, an English term or clinicians' initials,
 * the conditions its laboratory values fall in, and the renal severity its kidney value is
 * staged at. A state the question negates ("không hen") is not read.
 */
export function readPatientConditions(q: QuestionText, u: UnderstoodQuery): PatientCondition[] {
  const unnamed = withoutDrugNames(q, u);
  let masked = unnamed.replace(SPECIALTY, (m) => ' '.repeat(m.length));
  for (const phrase of NOT_CONDITION_PHRASES) masked = maskPhrase(masked, phrase);
  masked = maskPurposes(masked, q);
  const readings = readLabValues(q.folded);
  // A picture told by its signs is read as a finding, as a lab value is.
  const graded = gradedSodium(readings, q.folded);
  const lab = labConditions(q.folded, readings);
  const renal = readRenalSeverity(u.patient ?? {});
  const staged: PatientCondition[] = renal
    ? [
        {
          asked: `renal ${renal.severity}`,
          book: renal.book,
          tail: renal.tail,
          source: 'renal_value',
        },
      ]
    : [];
  // A time since delivery is told, not measured: the line's heading says it names what the
  // question names, not that the book gives no number (it prints "48 giờ").
  // An inflamed part of an organ, as the book names the organ (organ-disorder-conditions.ts):
  // read where drug names and purposes are blanked.
  const organs = readOrganDisorders(masked).map(
    (r): PatientCondition => ({ asked: r.typed, book: r.book, tail: [], source: 'name' }),
  );
  const postpartum = readPostpartum(q.folded).map(
    (r): PatientCondition => ({ asked: r.typed, book: r.book, tail: [], source: 'name' }),
  );
  const hepatic = readHepaticSeverity(u.patient ?? {});
  if (hepatic)
    staged.push({
      asked: `hepatic ${hepatic.severity}`,
      book: hepatic.book,
      tail: hepatic.tail,
      source: 'hepatic_value',
    });
  const vital = vitalConditions(u.patient ?? {});
  const cirrhosis = toldCirrhosis(u);
  const anaphylaxis = anaphylaxisNow(q.folded);
  const askedName = askedDrugName(u);
  const allergies = readAllergies(q, u).map(
    (names): PatientCondition => ({
      asked: 'allergy',
      book: names,
      tail: [],
      source: 'allergy',
      ...(askedName && namedAsComponent(q.folded, askedName, names[0] ?? '')
        ? { component: true }
        : {}),
    }),
  );
  const medications = readMedications(q, u);
  const normal = normalAnalytePhrases(readings);
  const named = namedRows(q.text, conditionText(maskPurposes(unnamed, q))).filter(
    (c) => !belieByValue(c, normal),
  );
  return [
    // A row's words in a purpose are no condition either: "… thêm acarbose … để hạ đường huyết
    // sau ăn" held ACARBOSE's "Hạ đường huyết." (first-set batch 98, first run), the row's way
    // round the mask the word phrases already had (batch 81).
    ...named,
    ...lab,
    ...graded,
    ...postpartum,
    ...organs,
    ...staged,
    ...cirrhosis,
    ...anaphylaxis,
    ...vital,
    ...allergies,
    ...medications,
    ...wordPhrases(masked, markedConditionWords(q)).filter(
      (c) => !belieByValue(c, normal) && !qualifiesNamed(c, named) && !BARE_ORGANS.has(c.asked),
    ),
    ...(q.folded.length === q.text.length ? properNames(q, unnamed) : []),
  ];
}

/**
 * A run of words that only qualifies a condition named just before it ("suy tim sung huyết": the
 * heart failure is congestive) is no condition of its own. Measured on first-set batch 135 (first
 * run, ACETAZOLAMID): "phù do suy tim sung huyết" held "Điều trị dài ngày glôcôm góc đóng mạn tính
 * hoặc sung huyết" (a congestive glaucoma), and the dose asked was withheld.
 */
function qualifiesNamed(c: PatientCondition, named: readonly PatientCondition[]): boolean {
  return named.some((n) => n.tail.length > 0 && n.tail.join(' ').startsWith(c.asked));
}

/**
 * The states of an analyte the question gives a normal value for ("kali máu 4,0 mmol/l"): a word
 * of the question naming one of them ("liệt chu kỳ hạ kali", the disease's name) is not the
 * patient's state now. Measured on first-set batch 91 (stop 58, first run): familial hypokalaemic
 * periodic paralysis "giữa các cơn kali máu 4,0" was told ACETAZOLAMID's "Giảm kali huyết …"
 * held, and given no dose.
 */
function normalAnalytePhrases(readings: readonly LabReading[]): string[] {
  const normal = new Set(
    readings.filter((r) => r.book.length === 0 && BY_LEVEL.has(r.analyte)).map((r) => r.analyte),
  );
  const abnormal = new Set(readings.filter((r) => r.book.length > 0).map((r) => r.analyte));
  return LAB_ROWS.filter((row) => normal.has(row.analyte) && !abnormal.has(row.analyte)).flatMap(
    (row) => [...(row.low?.book ?? []), ...(row.high?.book ?? [])].filter((p) => !GENERIC.has(p)),
  );
}

/**
 * The analytes whose states are their level and nothing else ("hạ kali" is a low potassium). Not a
 * platelet count ("tiền sử giảm tiểu cầu do heparin" holds whatever today's count), nor an
 * ejection fraction ("suy tim" is more than its EF: batches 20 and 30 lost their heart-failure
 * lines when an EF of 40 belied them).
 */
const BY_LEVEL: ReadonlySet<string> = new Set(['potassium', 'sodium', 'calcium', 'magnesium']);

/** Phrases every electrolyte row shares: no one analyte's. */
const GENERIC: ReadonlySet<string> = new Set(ELECTROLYTE_PHRASES);

const belieByValue = (c: PatientCondition, normal: readonly string[]) =>
  normal.length > 0 &&
  c.book.some((phrase) =>
    normal.some((n) => containsPhrase(phrase, n) || containsPhrase(n, phrase)),
  );

/**
 * The drugs the question names besides the one a line is about, the book's and the names it
 * does not hold ("đang uống alprazolam"), with their classes: a contraindication may name the
 * class ("Không kết hợp diazepam với một benzodiazepin khác"). A drug named in a reaction's
 * clause is an allergy, read above, not a drug taken.
 */
function readMedications(q: QuestionText, u: UnderstoodQuery): PatientCondition[] {
  const ownClass = new Set(u.drugs.flatMap((id) => namesAndClassesOf(id.replace(/_/g, ' '))));
  const named = [
    ...u.mentions.map((m) => ({ name: m.matched, drug_id: m.drug_id as string | undefined })),
    ...u.otherDrugTerms.map((t) => ({ name: t, drug_id: undefined })),
  ]
    .filter(
      (d) =>
        !namedInReaction(q.folded, d.name) &&
        !namedAsLabValue(q.folded, d.name) &&
        !namedAsPast(q.folded, d.name) &&
        !namedOnlyToCompare(q.folded, d.name),
    )
    // A regimen typed as one term, "doxorubicin + cyclophosphamid", is its drugs.
    .flatMap((d) => splitRegimen(d.name).map((name) => ({ ...d, name })))
    // The asked drug's own class is no drug taken beside it: "… ít chỉ định truyền tĩnh mạch
    // tetracyclin" of a doxycyclin question (unseen batch 38, first run: DOXYCYCLIN's pregnancy
    // line was said to hold for a drug the patient takes).
    .filter((d) => d.drug_id !== undefined || !ownClass.has(foldDiacritics(d.name).toLowerCase()));
  // One drug named is the drug asked: no co-medication, and no safety reading for it (measured:
  // a medication condition on every question made every request read the safety sections).
  const distinct = new Set(named.map((d) => d.drug_id ?? foldDiacritics(d.name).toLowerCase()));
  if (distinct.size < 2) return [];
  return named.map(({ name, drug_id }) => ({
    asked: name,
    book: namesAndClassesOf(foldDiacritics(name).toLowerCase()),
    tail: [],
    source: 'medication',
    ...(drug_id ? { drug_id } : {}),
  }));
}
