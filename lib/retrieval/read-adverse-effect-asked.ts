import { toldBookSymptoms } from './plain-symptom-terms';
import { ENGLISH_CLINICAL_TERMS } from './english-clinical-terms';
import { escapeRegExp } from '@/lib/text/escape-reg-exp';
import { foldDiacritics } from '@/lib/text/fold-diacritics';

/** One adverse effect a question asks about, as typed and as its folded naming words. */
export interface AdverseEffectAsked {
  /** As the question typed it ("rụng tóc", "giảm tiểu cầu"). */
  phrase: string;
  /** Its folded words that name something (not "và", "bị"). */
  words: string[];
  /**
   * Only what the question told, in its own words (toldFragments): a line naming it may lead,
   * but the answer does not say the book "does not name" the patient's story.
   */
  told?: true;
}

/** A span of the question that holds a drug's name (a DrugMention's offsets). */
export interface NameSpan {
  start: number;
  end: number;
}

const MASK = '§';
/** 1–6 words of letters: the effect. */
const EFFECT = String.raw`((?:\p{L}+\s+){0,5}?\p{L}+)`;
/** The end of a yes/no question: "không", "ko", "hay không", "chứ". */
const NO = String.raw`(?:khong|ko|k|hong|hok|hay\s+khong|chu)(?!\p{L})`;
/** Where a sentence starts, and who has the effect ("tôi bị", "bé bị"). */
const START = String.raw`(?:^|[.?!;:]\s*)(?:(?:toi|con|be|chau|em|me|bo|ba|minh)\s+)?(?:(?:bi|hay\s+bi|thuong\s+bi)\s+)?`;

/**
 * The forms of a yes/no question about one adverse effect (issue 37), read from real people's
 * questions: "Amlodipin có gây rụng tóc không?", "X có làm tăng cân không?", "Ù tai có phải do
 * furosemid?", "Tê tay có phải tác dụng phụ của thuốc huyết áp Amlor không?", "Vì sao uống thuốc
 * Lamivudin điều trị viêm gan B bị giảm tiểu cầu?", "Mờ mắt sau khi uống Medrol là do đâu?".
 * Measured: such questions led with the ADR section's first frequency line, or (no section
 * named) with Chỉ định.
 */
/** 1–4 effects of 1–4 words each, comma-separated: "đau lưng, đau khớp". */
const EFFECT_LIST = String.raw`((?:\p{L}+\s+){0,3}?\p{L}+(?:\s*,\s*(?:\p{L}+\s+){0,3}?\p{L}+){0,3})`;

/**
 * "gây tê tủy sống", "gây mê": anaesthesia done to the patient, not an effect the drug causes ("gây
 * tê bì" still is one). Measured on
 * unseen batches 57 and 62 (first runs): "… gây tê tủy sống được không?" read the effect "tê tủy
 * sống được", and ENOXAPARIN's contraindication on neuraxial anaesthesia was never read.
 */
const NOT_CAUSE = String.raw`(?!\s+(?:me|te\s+(?:tuy|ngoai|tai\s+cho|vung|truc))(?!\p{L}))`;

const FORMS: readonly RegExp[] = [
  new RegExp(
    String.raw`(?<!\p{L})(?:(?:co\s+)?gay${NOT_CAUSE}(?:\s+ra)?|co\s+lam)\s+${EFFECT}\s+${NO}`,
    'du',
  ),
  // Who has it and when, between "có làm" and "không": "uống thuốc này có làm tôi bị tụt đường
  // huyết lúc bụng đói không?" (unseen batch 87, in memory after stop 65's fixes: read no effect,
  // ACARBOSE's contraindication "Hạ đường huyết" led as the patient's condition). The book's
  // name added in brackets after a plain one (plain-symptom-terms.ts) may stand before "lúc".
  new RegExp(
    String.raw`(?<!\p{L})co\s+lam\s+(?:(?:toi|minh|be|con|chau|em|nguoi\s+ta|benh\s+nhan|ong|ba|me|bo)\s+)?(?:bi\s+)?${EFFECT}(?:\s*\([^()]*\))?\s+(?:luc|khi|vao|sau|trong|ve)\s+(?:\p{L}+\s+){0,4}?${NO}`,
    'du',
  ),
  // "có hay gây … không" (does it often cause): unseen batch 37, first run.
  new RegExp(String.raw`(?<!\p{L})co\s+hay\s+gay(?:\s+ra)?\s+${EFFECT}\s+${NO}`, 'du'),
  // Harm to an organ asked plainly (unseen batch 37, first run: "… lòng trắng mắt vàng, da vàng …
  // Thuốc này có hại gan như vậy không?" read no effect and led with Thận trọng).
  new RegExp(String.raw`(?<!\p{L})co\s+hai\s+${EFFECT}\s+${NO}`, 'du'),
  // A list asked at once (unseen batch 35, first run: "… có làm đau lưng, đau khớp không hay
  // tại tuổi già?" read no effect and was answered from the dose section).
  new RegExp(
    String.raw`(?<!\p{L})(?:(?:co\s+)?gay${NOT_CAUSE}(?:\s+ra)?|co\s+lam)\s+${EFFECT_LIST}\s+${NO}`,
    'du',
  ),
  // Two harms asked in one ("có gây sảy thai hay hại gì cho thai không?", unseen batch 12): the
  // first is the effect named.
  new RegExp(
    String.raw`(?<!\p{L})(?:co\s+)?gay${NOT_CAUSE}(?:\s+ra)?\s+${EFFECT}\s+hay\s+[^?.!]{1,40}?\s+${NO}`,
    'du',
  ),
  new RegExp(
    String.raw`${START}${EFFECT}\s*,?\s+(?:co\s+)?phai\s+(?:la\s+)?(?:do|vi|tai|tac\s+dung\s+phu|tac\s+dung\s+khong\s+mong\s+muon)(?!\p{L})`,
    'du',
  ),
  new RegExp(
    String.raw`(?<!\p{L})(?:vi\s+sao|tai\s+sao|sao)\s+[^?.!]*?(?<!\p{L})(?:lai\s+)?(?:bi|gap)\s+${EFFECT}\s*(?:[?.!]|$)`,
    'du',
  ),
  new RegExp(
    String.raw`${START}${EFFECT}\s+(?:sau\s+khi|khi|luc)\s+(?:uong|dung|tiem|su\s+dung|xit|boi)(?!\p{L})[^?.!]*?(?<!\p{L})(?:la\s+)?(?:do\s+dau|vi\s+sao|tai\s+sao|co\s+sao\s+khong|co\s+phai\s+do|co\s+binh\s+thuong\s+khong)(?!\p{L})`,
    'du',
  ),
  new RegExp(
    String.raw`(?<!\p{L})(?:uong|dung|tiem|su\s+dung)(?!\p{L})[^?.!]*?(?<!\p{L})(?:bi|thay)\s+${EFFECT}\s*,?\s+(?:(?:thi\s+)?co\s+sao(?:\s+khong)?|co\s+phai\s+(?:la\s+)?do|la\s+do|do\s+dau|co\s+binh\s+thuong\s+khong)(?!\p{L})`,
    'du',
  ),
  // The effect as its own clause before "có phải do thuốc không", after the drug was taken:
  // "uống diltiazem mấy năm nay, lợi sưng to trùm cả chân răng, có phải do thuốc không?"
  // (unseen batch 10) read no effect.
  new RegExp(
    String.raw`(?<!\p{L})(?:uong|dung|tiem|su\s+dung)(?!\p{L})[^?.!,]*,\s*((?:\p{L}+\s+){0,7}?\p{L}+)\s*,\s+(?:co\s+)?phai\s+(?:la\s+)?do(?!\p{L})`,
    'du',
  ),
];

/** Words of an effect that name nothing by themselves. */
const FILLER = new Set('o va hoac cua cho khi la nhung cac mot bi thuoc nhieu rat hay'.split(' '));

/**
 * Words that are part of an effect's name ("co giật") but name none alone: ". Có phải tại thuốc
 * không?" read "Có" as the effect, and the answer said the ADR section "không nêu “Có”"; "… bs
 * muốn chọc dò tủy sống ngay — có làm được không?" read "được", and the patient's procedure, named
 * by ENOXAPARIN's Chống chỉ định, was taken for the effect asked and never led (unseen batch 14).
 */
const NOT_ALONE = new Set(
  // Nor words that point back to what was told ("những chuyện này", "mấy bệnh đó nặng thêm",
  // "chẳng"): read as the effect, the answer said the ADR section "không nêu “những chuyện
  // này”" (unseen batches 24 and 26). Nor "ra" of "gây ra", "làm ra như vậy": read as the effect,
  // DOXYCYCLIN's "… độc hại gan xảy ra …" led a phlebitis question (unseen batch 29).
  // Nor "đây", "ấy", "điều" ("Đây có phải tác dụng phụ của thuốc không?", unseen batch 40: the
  // answer led with the ADR section "không nêu “Đây”").
  // Nor a person ("Tôi phải đổ bao nhiêu nước …", whose "phải đổ" folds to "phải do": the answer
  // said the ADR section "không nêu “Tôi”", first-set batch 88, stop 58 first run).
  [
    'co phai do tai vi nay no duoc the gi chuyen viec cai kia may benh nang them chang hien tuong trieu chung tinh trang ra day ay dieu',
    'toi minh em con be chau anh chi ong ba me bo nguoi ta benh nhan bn',
  ]
    .join(' ')
    .split(' '),
);

/**
 * What an effect may not be: a question word, the whole ADR section ("tác dụng phụ"), a
 * pharmacokinetic word (an interaction: "có làm tăng nồng độ digoxin không"), the unborn or
 * nursing child (the pregnancy and breastfeeding sections), an overdose, or harm in general.
 * "đâu" only as asked ("do đâu", "ở đâu"): folded it is "đau", pain ("đau lưng, đau khớp", unseen
 * batch 35).
 */
const NOT_AN_EFFECT =
  /(?<!\p{L})(?:gi|nao|sao|(?:do|o)\s+dau|^dau$|tac\s+dung|tuong\s+tac|nong\s+do|hap\s+thu|thai\s+tru|chuyen\s+hoa|hieu\s+qua|thai|bu|sua|qua\s+lieu|ngo\s+doc|nguy\s+hiem|anh\s+huong|van\s+de|doc)(?!\p{L})/u;

/**
 * Words that point back to what the question told ("… chuyển màu tím đen, da cứng … Thuốc này có
 * gây ra như vậy không?"): read as the effect, the answer said the ADR section "không nêu “như
 * vậy”" (unseen batch 18, ENOXAPARIN).
 */
const POINTER = /\s*(?<!\p{L})(?:nhu\s+(?:vay|the(?:\s+nay)?)|the\s+nay|vay)$/u;

/** A person before the effect: "người ta", "mình", "bé". */
const WHO = /^(?:nguoi\s+ta|nguoi\s+benh|minh|toi|con|be|chau)\s+/u;

/** Harms to the unborn child the book names as effects ("gây sảy thai", "gây quái thai"). */
const FETAL_EFFECT =
  /^(?:say\s+thai|quai\s+thai|chet\s+thai|thai\s+luu|di\s+tat(?:\s+thai)?|sinh\s+non|de\s+non)$/u;

/**
 * The one adverse effect a yes/no question asks about, or null. `spans` are the drug names'
 * offsets in `question` (the effect never holds one). Offsets are compared where folding kept
 * one character per character (NFC Vietnamese); otherwise null.
 */
export function readAdverseEffectAsked(
  question: string,
  spans: readonly NameSpan[] = [],
  /** foldDiacritics of the NFC question, when the caller has it (the request's QuestionText). */
  folded: string = foldDiacritics(question.normalize('NFC')),
): AdverseEffectAsked | null {
  const text = question.normalize('NFC');
  if (folded.length !== text.length) return null;
  let masked = folded;
  for (const s of spans)
    masked = masked.slice(0, s.start) + MASK.repeat(s.end - s.start) + masked.slice(s.end);
  for (const form of FORMS) {
    const m = form.exec(masked);
    if (!m?.[1]) continue;
    const effect = m[1];
    // "hại" (harm) folds to "hai" (two): only the whole effect "hai" is harm ("có hại không"),
    // "sưng phù hai cổ chân" is an effect (unseen batch 8, DILTIAZEM).
    if ((NOT_AN_EFFECT.test(effect) && !FETAL_EFFECT.test(effect)) || effect.trim() === 'hai')
      continue;
    // "như vậy", "như thế này" point back to what the question told: no name of an effect.
    const pointer = POINTER.exec(effect);
    // Who has it is not the effect: "có làm người ta trầm cảm …" asks "trầm cảm" (unseen batch 15,
    // once a list of effects was read).
    const who = WHO.exec(effect)?.[0].length ?? 0;
    const named = (pointer ? effect.slice(0, pointer.index) : effect).slice(who);
    const words = named.split(/[\s,]+/u).filter((w) => w.length > 0 && !FILLER.has(w));
    if (words.length === 0 || words.every((w) => NOT_ALONE.has(w))) continue;
    const at = m.indices![1]![0] + who;
    const phrase = text.slice(at, at + named.length).trim();
    // "… như vậy" points back at what was told: those effects are asked too (unseen batch 35,
    // first run: "hay bồn chồn, hốt hoảng vô cớ … có làm thay đổi tâm trạng như vậy không?" was
    // told the ADR section does not name "thay đổi tâm trạng"; it prints "Hốt hoảng").
    if (!pointer) return { phrase, words };
    return withTold({ phrase, words }, toldFragments(text, masked, m.index));
  }
  return askedInEnglish(text, masked) ?? toldInPlainWords(text, masked);
}

/** Up to 14 words (an English term and the book's words the request added after it), no stop. */
const EN_EFFECT = String.raw`((?:[\p{L}'-]+\s+){0,13}?[\p{L}'-]+)`;
const EN_ARTICLE = String.raw`(?:(?:an?|any|some|the|more|less|his|her|their|my)\s+)?`;

/**
 * A yes/no about one adverse effect, in English as clinicians type it: "Does enalapril cause a
 * dry cough?", "Can furosemide cause hearing loss?", "Is diarrhoea a side effect of colchicine?".
 * Measured at stop 68 on questions of our own (no batch's): these read no effect, and CLOZAPIN's
 * constipation was answered from an interaction line, DIGOXIN's gynaecomastia and ENALAPRIL's
 * cough from Dược lý. A measure raised or lowered is asked the same way ("Does spironolactone
 * raise uric acid?": unseen batch 154, first run, answered from the dose section); what it does
 * to another drug is not ("reduce the effectiveness of her pill" is an interaction).
 */
const ENGLISH_FORMS: readonly RegExp[] = [
  new RegExp(
    String.raw`(?<!\p{L})(?:does|do|did|can|could|will|would|may|might)\s+(?:[\p{L}§]+\s+){0,4}?(?:cause|induce|trigger|lead\s+to|result\s+in|bring\s+on)\s+${EN_ARTICLE}${EN_EFFECT}\s*(?:[?.!]|$)`,
    'du',
  ),
  // the verb is part of the effect: "raise uric acid" is the book's "tăng acid uric huyết"
  new RegExp(
    String.raw`(?<!\p{L})(?:does|do|did|can|could|will|would|may|might)\s+(?:[\p{L}§]+\s+){0,4}?((?:raise|increase|elevate|lower|reduce|decrease|drop|worsen)\s+(?:[\p{L}'-]+\s+){0,12}?[\p{L}'-]+)\s*(?:[?.!]|$)`,
    'du',
  ),
  new RegExp(
    String.raw`(?<!\p{L})(?:is|are)\s+${EN_ARTICLE}${EN_EFFECT}\s+(?:an?\s+)?(?:(?:known|recogni[sz]ed|common|rare|possible|listed|documented|typical|frequent)\s+)?(?:side[\s-]effects?|adverse\s+(?:effects?|reactions?|events?))\s+(?:of|with|from)(?!\p{L})`,
    'du',
  ),
];

const MOVES_A_MEASURE = /^(?:raise|increase|elevate|lower|reduce|decrease|drop|worsen)\s/u;

/** Each English clinical term with the book's words the request adds after it. */
const ENGLISH_WITH_BOOK: readonly [RegExp, string][] = ENGLISH_CLINICAL_TERMS.map(
  ([english, book]) => [
    new RegExp(String.raw`(?<!\p{L})(?:${english})\s+${escapeRegExp(book)}(?!\p{L})`, 'iu'),
    book,
  ],
);

/**
 * The effect an English yes/no asks about, named by the book's words the request added after its
 * English term (english-clinical-terms.ts): those are what an ADR line prints. Either way only as
 * told: the ADR line naming it leads, but the answer does not say the book "does not name" an
 * effect it looked for in one Vietnamese wording, or in none.
 */
function askedInEnglish(text: string, masked: string): AdverseEffectAsked | null {
  for (const form of ENGLISH_FORMS) {
    const m = form.exec(masked);
    if (!m?.[1]) continue;
    const at = m.indices![1]![0];
    const typed = text.slice(at, at + m[1].length);
    if (NOT_AN_EFFECT_EN.test(m[1])) continue;
    // A measure moved in a population is the drug's use, no adverse effect: "Does acebutolol
    // still lower BP in low-renin hypertension?" (first-set batch 153, pharmacology).
    if (
      MOVES_A_MEASURE.test(m[1]) &&
      /(?<!\p{L})(?:in|for|among|during|despite)(?!\p{L})/u.test(m[1])
    )
      continue;
    // Only as told: an English term is bridged to one of the book's wordings, and the book may
    // print another ("nephrotoxicity" is "độc với thận", COLISTIN says "tác dụng có hại cho
    // thận"); the answer must not say the book does not name what it names otherwise.
    const bridged = toldInEnglish(typed);
    if (bridged) return bridged;
    const words = m[1].split(/\s+/u).filter((w) => !EN_FILLER.has(w));
    if (words.length > 0) return { phrase: typed, words, told: true };
  }
  return null;
}

/** English words that name no effect by themselves. */
const EN_FILLER = new Set(
  'a an the any some of in and or his her their my this that it'.split(' '),
);

/**
 * What an English yes/no may ask that is no adverse effect: an interaction, the unborn child; nor
 * words that point back at what was told ("Are these listed adverse effects of enalapril?": the
 * effects told before it are read in plain words, as unseen batch 46's were).
 */
const NOT_AN_EFFECT_EN =
  /(?<!\p{L})(?:these|those|this|that|they|them|it|such|symptoms?|signs?|effects?|problems?|issues?|harm|interactions?|levels?|effectiveness|efficacy|absorption|concentrations?|bioavailability|toxicity\s+of|overdose|birth|pregnan\p{L}*|fetus|foetus|baby|infant|false|positive|negative)(?!\p{L})/u;

/**
 * Asking whether the drug caused what was told: "có phải do thuốc không", "is it due to …". Not
 * "có làm … nặng thêm không" (only "có làm ra như vậy"), which asks whether it worsens what the
 * patient has (Thận trọng):
 * unseen batch 24's prostate and constipation question led with an ADR line once read so.
 */
const CAUSE_ASKED =
  /(?<!\p{L})(?:co\s+hay\s+gay|(?:co\s+)?phai\s+(?:la\s+)?(?:do|tac\s+dung\s+phu|tac\s+dung\s+khong\s+mong\s+muon)|la\s+do|co\s+gay(?:\s+ra)?|co\s+lam(?:\s+ra)?\s+(?:nhu\s+(?:vay|the)|the\s+nay)|caused\s+by|due\s+to|side\s+effects?|adverse\s+effects?|known\s+(?:effect|adr|side\s+effect)|recogni[sz]ed\s+(?:effect|adr)|an?\s+adr)(?!\p{L})/u;

/**
 * The effect told in plain words before a question of its cause, in the book's words
 * (plain-symptom-terms.ts: the request adds them to the question), when no form above reads one.
 * Measured on unseen batch 28 (first run): "… xuống xe thấy tai ù ù như có tiếng ve kêu … có
 * phải do thuốc không" and "… mặt cũng nổi ban đỏ, nóng bừng bừng như say rượu. Có phải do thuốc
 * không" read no effect, and the ADR line naming it came third or later.
 */
function toldInPlainWords(text: string, masked: string): AdverseEffectAsked | null {
  const cause = CAUSE_ASKED.exec(masked);
  if (!cause || typedAsOtherWord(text, masked, cause)) return null;
  // Every effect told, the last first: the ADR line naming most of them leads, and of lines naming
  // as many, the one naming what was told last, next to the question (find-effect-lead.ts).
  const told = toldBookSymptoms(text)
    .map((book) => book.split(',')[0]!.trim())
    .reverse();
  const phrase = [...new Set(told)].join(', ');
  if (!phrase) {
    // In Vietnamese only: an English story's pieces are findings ("echo and albumin normal", "no
    // fever"), not effects (unseen batches 16, 22, 34). Its clinical terms the request bridged to
    // the book's words are (first-set batch 149, first run: "… now profuse rhinorrhea + rhonchi —
    // is that a known ADR of NAC?" read no effect, and ACETYLCYSTEIN's "Hô hấp: Viêm miệng, chảy
    // nước mũi nhiều, ran ngáy" never led).
    // Not after "due to", "caused by": "pneumonia due to Acinetobacter" tells a cause, asks none
    // (unseen batches 41 and 54, read so in memory).
    if (ENGLISH_CAUSE.test(cause[0]))
      return ASKS_IF_EFFECT.test(cause[0]) ? toldInEnglish(text.slice(0, cause.index)) : null;
    const pieces = withTold(null, toldFragments(text, masked, cause.index));
    return pieces ? { ...pieces, told: true } : null;
  }
  const words = foldDiacritics(phrase).toLowerCase().split(/\s+/u).filter(Boolean);
  return { phrase, words };
}

const ENGLISH_CAUSE = /caused|due|side|adverse|known|recogni|adr/u;

/** Words that ask whether what was told is one of the drug's effects. */
const ASKS_IF_EFFECT = /side|adverse|known|recogni|adr/u;

/** The book's words of the English clinical terms told, as told effects (never "not named"). */
function toldInEnglish(before: string): AdverseEffectAsked | null {
  const book = ENGLISH_WITH_BOOK.filter(([re]) => re.test(before)).map(([, words]) => words);
  const named = [...new Set(book.filter((w) => !book.some((o) => o !== w && o.includes(w))))];
  if (named.length === 0) return null;
  const phrase = named.join(', ');
  return {
    phrase,
    words: foldDiacritics(phrase)
      .toLowerCase()
      .split(/[\s,]+/u),
    told: true,
  };
}

/**
 * "do" (because) is typed without the stroke: "là đỡ" (gets better) folds to "là do". Measured on
 * first-set batch 142 (first run): "… uống spironolacton 100 mg mỗi ngày là đỡ. Em uống liều đó
 * được không?" was read as asking whether the drug caused "Chào bác sĩ", and the patient's
 * Addison's disease was never read against Chống chỉ định.
 */
function typedAsOtherWord(text: string, masked: string, cause: RegExpExecArray): boolean {
  if (text.length !== masked.length) return false;
  const typed = text.slice(cause.index, cause.index + cause[0].length).toLowerCase();
  return /(?<!\p{L})đ[oóòỏõọôốồổỗộơớờởỡợ](?!\p{L})/u.test(typed);
}

/** Words that open a told effect without naming it: who has it, when, how often. */
const TOLD_LEAD = new Set(
  'hay bi thay keu lai con cung dao nay gan day moi them va thi roi ong ba me bo be chau em anh chi co chu toi minh nguoi benh nhan thuong hoi'.split(
    ' ',
  ),
);

/**
 * The effects told before the asking words, in the question's own words: each comma-separated
 * piece of two to four naming words, its lead words dropped ("dạo này hay bồn chồn" → "bồn
 * chồn"), cut before a simile ("như"), none with a number, a drug's name or a negation ("trước giờ không bị"). The book's
 * ADR lines often print them as told ("khô miệng, táo bón"). Measured on unseen batch 35 (first
 * run): "… hay khô miệng, táo bón, ăn không tiêu. có phải tác dụng phụ của thuốc không" read no
 * effect and led with the ADR section's first line.
 */
function toldFragments(text: string, masked: string, asked: number): string[] {
  const out: string[] = [];
  // Before the sentence that asks: "Thuốc huyết áp này có làm …" names the drug, not an effect;
  // in a question of one sentence, before the clause that asks ("…, lên cơn gút, có phải do
  // thuốc không").
  const sentence = Math.max(
    0,
    ...[...masked.slice(0, asked).matchAll(/[.?!;]\s/gu)].map((m) => m.index + 1),
  );
  const end = sentence > 0 ? sentence : Math.max(0, masked.lastIndexOf(',', asked));
  const piece = /[^,;.!?]+/gu;
  for (const m of masked.slice(0, end).matchAll(piece)) {
    const words = m[0].trim().split(/\s+/u).filter(Boolean);
    if (words.some((w) => /[\d§]/u.test(w) || w === 'khong' || w === 'chua')) continue;
    let lead = 0;
    while (lead < words.length && TOLD_LEAD.has(words[lead]!)) lead++;
    // A simile is no effect's name: "da cứng như chết" is "da cứng".
    const simile = words.indexOf('nhu', lead);
    const named = words.slice(lead, simile < 0 ? undefined : simile);
    if (named.length < 2 || named.length > 4) continue;
    if (named.every((w) => NOT_ALONE.has(w) || FILLER.has(w))) continue;
    const from = m.index! + m[0].indexOf(named[0]!, m[0].length - m[0].trimStart().length);
    const at = masked.indexOf(named.join(' '), from);
    if (at < 0) continue;
    out.push(text.slice(at, at + named.join(' ').length));
  }
  return out;
}

/** The effect asked with the told effects after it, as one comma-separated phrase. */
function withTold(
  asked: AdverseEffectAsked | null,
  told: readonly string[],
): AdverseEffectAsked | null {
  const parts = [...new Set([...(asked ? [asked.phrase] : []), ...told])];
  if (parts.length === 0) return null;
  const phrase = parts.join(', ');
  const words = foldDiacritics(phrase)
    .toLowerCase()
    .split(/[\s,]+/u)
    .filter(Boolean);
  return { phrase, words };
}
