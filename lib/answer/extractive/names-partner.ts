import { innSpellingKey } from '@/lib/retrieval/inn-spelling-key';
import { DRUG_CLASS_MEMBERS } from '@/lib/retrieval/names/drug-class-members';
import { INN_NAME_PAIRS } from '@/lib/retrieval/names/inn-name-pairs';
import { containsPhrase } from '@/lib/text/contains-phrase';
import { foldDiacritics } from '@/lib/text/fold-diacritics';

/*
 * Whether a book sentence names the interaction partner the question names, however either
 * spells it. Measured on unseen real questions (batch 4, first run): "fluconazole" (English) was
 * not found in CLOPIDOGREL's "… (ví dụ omeprazol, cimetidin, fluconazol, …)", "ciclosporin" not
 * in CODEIN's "Codein làm giảm chuyển hóa cyclosporin", "rifampicin" (INN) not in DILTIAZEM's
 * "Rifampin: …" (USAN); each answer said the section did not name the partner.
 */

/** A folded text as spelling keys (inn-spelling-key.ts), one per word, one space between. */
function keyed(folded: string): string {
  return folded
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map(innSpellingKey)
    .join(' ');
}

const ROWS = INN_NAME_PAIRS.map((row) => ({
  names: row.map((name) => foldDiacritics(name)),
  keys: row.map((name) => keyed(foldDiacritics(name))),
}));

function synonymsOf(phrases: readonly string[]): Set<string> {
  const out = new Set(phrases);
  for (const phrase of phrases) {
    const key = keyed(phrase);
    for (const row of ROWS) if (row.keys.includes(key)) for (const n of row.names) out.add(n);
  }
  return out;
}

const CLASSES = DRUG_CLASS_MEMBERS.map((row) => ({
  members: new Set(row.members.map((m) => keyed(foldDiacritics(m)))),
  stems: (row.stems ?? []).map((stem) => keyed(stem)),
  book: row.book,
  additive: row.additive === true,
}));

/** A one-word name ending in one of the class's INN stems, two letters longer at least. */
const hasStem = (key: string, stems: readonly string[]) =>
  !key.includes(' ') && stems.some((stem) => key.length >= stem.length + 2 && key.endsWith(stem));

const CLASS_PHRASES: ReadonlySet<string> = new Set(CLASSES.flatMap((c) => c.book));

/** Whether a partner phrase is a class name of drug-class-members.ts, not one of its names. */
export const isMemberClassPhrase = (phrase: string) => CLASS_PHRASES.has(phrase);

/** The classes (drug-class-members.ts) any of the names belongs to. */
const classesOf = (names: Iterable<string>) => {
  const keys = [...names].map(keyed);
  return CLASSES.filter((c) => keys.some((k) => c.members.has(k) || hasStem(k, c.stems)));
};

/**
 * A substance's names, folded: itself, the other names of its INN/USAN/BAN row and the book's
 * names for the classes any of them belongs to ("aspirin" → "acid acetylsalicylic",
 * "salicylat"). What a line naming it by any of them says; read-allergies.ts reads an allergy's
 * substance so.
 */
export function namesAndClassesOf(name: string): string[] {
  const names = synonymsOf([name]);
  for (const c of classesOf(names)) for (const b of c.book) names.add(b);
  // A class named by one of its names is named by all of them: "sulfamid" is the book's
  // "sulfonamid" (first-set batch 79, stop 57, first run: "uống Biseptol (thuốc sulfamid) bị
  // phồng rộp da" never met ACETAZOLAMID's "Quá mẫn với các sulfonamid").
  for (const c of CLASSES) if (c.book.includes(name)) for (const b of c.book) names.add(b);
  return [...names];
}

/**
 * The partner's names: each phrase (folded), the other names of its INN/USAN/BAN row
 * (inn-name-pairs.ts: rifampicin ↔ rifampin, epinephrine ↔ adrenaline, …) and the class the
 * book may name it by (drug-class-members.ts: amitriptylin → "chống trầm cảm ba vòng"), less
 * every name of the asked drug by any spelling and any class it shares with the asked drug:
 * read as a partner, the drug's own name (FUROSEMID's "furosemide") made every sentence of its
 * own monograph "name the partner", and so would lorazepam's "benzodiazepin" in DIAZEPAM's.
 */
export function withPartnerSynonyms(
  phrases: readonly string[],
  askedName: string,
  /**
   * Whether to add the member classes: only for a partner the index has no monograph for. A
   * held partner's own Loại thuốc gives its class as the book writes it (read-class-phrases.ts);
   * measured, the table's "NSAID" for diclofenac then led ENOXAPARIN's hyperkalaemia list over
   * DICLOFENAC's "Người đang dùng bất cứ thuốc chống đông máu nào".
   */
  classes = true,
): string[] {
  const ownNames = synonymsOf([askedName]);
  const own = new Set([...ownNames].map(keyed));
  const ownClasses = new Set(classesOf(ownNames));
  const names = synonymsOf(phrases);
  for (const p of [...names]) for (const v of causativeForms(p)) names.add(v);
  // The asked drug read as its own partner ("Những thuốc nào làm tăng nồng độ amlodipin?") brings
  // no class: an additive class of its own then named every "… tăng tác dụng hạ huyết áp" line.
  const others = [...names].filter((p) => !own.has(keyed(p)));
  if (classes)
    for (const c of classesOf(others))
      if (c.additive || !ownClasses.has(c)) for (const b of c.book) names.add(b);
  return [...names].filter((p) => !own.has(keyed(p)));
}

/**
 * "Thuốc mê" is the book's "thuốc gây mê", "thuốc tê" its "thuốc gây tê": Vietnamese names a
 * drug by the effect it causes with or without "gây". Measured on first-set batch 132 (first
 * run): "acebutolol có tương tác gì với thuốc mê không" was told Tương tác thuốc does not name
 * "thuốc mê", over ACEBUTOLOL's "Thận trọng khi sử dụng cùng các thuốc gây mê".
 */
function causativeForms(phrase: string): string[] {
  const m = /^thuoc\s+(\p{L}+)$/u.exec(phrase);
  return m && m[1] !== 'gay' ? [`thuoc gay ${m[1]}`] : [];
}

/**
 * Words that fold into a class name and another word: "chống động kinh" (anticonvulsant) reads
 * "chong dong kinh", the class "chống đông" (anticoagulant) and "kinh"; or a class and the word
 * that makes it another ("lợi niệu giữ kali"). Joined, they name no class. Measured on unseen batch 28: for a patient on warfarin, FUROSEMID's "Thuốc chống động
 * kinh: Phenytoin làm giảm tác dụng của furosemid …" was shown as the line on the pair.
 */
const LOOKALIKES: readonly { phrase: RegExp; longer: RegExp; joined: string }[] = [
  {
    phrase: /(?<![\p{L}])chong\s+dong$/u,
    longer: /(?<![\p{L}])chong\s+dong\s+kinh(?![\p{L}])/gu,
    joined: 'chongdongkinh',
  },
  // A subclass is another class: "lợi niệu giữ kali" (potassium-sparing) names no loop or
  // thiazide diuretic. Measured on unseen batch 12: for a patient on furosemid, ENALAPRIL's
  // "… các thuốc lợi niệu giữ kali … có thể gây tăng kali huyết …" was shown as the pair's line.
  {
    phrase: /(?<![\p{L}])loi\s+(?:tieu|nieu)$/u,
    longer: /(?<![\p{L}])loi\s+(tieu|nieu)\s+giu\s+kali(?![\p{L}])/gu,
    joined: 'loi$1giukali',
  },
];

/** The line as a phrase is looked for in it: the longer words the phrase folds into, joined. */
function forPhrase(folded: string, phrase: string): string {
  let out = folded;
  for (const l of LOOKALIKES) if (l.phrase.test(phrase)) out = out.replace(l.longer, l.joined);
  return out;
}

/**
 * Whether `folded` names one of `phrases` as printed or by its spelling key (fluconazole,
 * fluconazol). The line is keyed once, and only when no phrase is printed as asked.
 */
export function namesPartner(folded: string, phrases: readonly string[]): boolean {
  if (phrases.some((phrase) => containsPhrase(forPhrase(folded, phrase), phrase))) return true;
  const keyedPhrases = phrases.filter((phrase) => keyed(phrase).length > 2);
  if (keyedPhrases.length === 0) return false;
  const line = keyed(folded);
  return keyedPhrases.some((phrase) => {
    const masked = forPhrase(folded, phrase);
    return containsPhrase(masked === folded ? line : keyed(masked), keyed(phrase));
  });
}
