import { LAB_ROWS } from './lab-value-conditions';
import { isMemberClassPhrase, namesAndClassesOf } from '@/lib/answer/extractive/names-partner';
import type { UnderstoodQuery } from '@/lib/retrieval/understand-query';
import { containsPhrase } from '@/lib/text/contains-phrase';
import { foldDiacritics } from '@/lib/text/fold-diacritics';
import { isVietnameseSyllable } from '@/lib/text/is-vietnamese-syllable';
import type { QuestionText } from './question-text';
import { isInnTableName } from '@/lib/retrieval/names/register-table-names';
import { ENGLISH_WORDS } from '@/lib/retrieval/non-drug-terms';

/**
 * The words a question says an allergy with (folded), and the words the book's contraindications
 * say it with. "phản vệ", "mề đay" are how a clinician tells the reaction; the book writes "quá
 * mẫn với …", "mẫn cảm với …", "dị ứng với …". A severe skin reaction told by its signs ("ban đỏ
 * toàn thân, bong da khi uống gliclazid") is one too: unseen batch 9 read gliclazid there as a
 * drug taken with furosemid once class members were read as drug names. So is adrenaline given
 * in an emergency after a drug ("tiêm lincomycin … thì tụt huyết áp, khó thở, phải tiêm adrenalin
 * cấp cứu": first-set batch 106, first run, where CLINDAMYCIN's "mẫn cảm với clindamycin,
 * lincomycin" did not lead): the treatment names the reaction. A rash told in English is one as
 * "phát ban" is (first-set batch 111, first run: "started Kivexa (abacavir/lamivudine) …; in week
 * 3 he developed fever, a widespread rash and vomiting, so the clinic stopped it" met no "Dị ứng
 * với abacavir" before Triumeq was proposed).
 */
const TYPED =
  /(?<![\p{L}])(?:di\s+ung|qua\s+man|man\s+cam|phan\s+ve|soc\s+phan\s+ve|noi\s+me\s+day|me\s+day|noi\s+ban|noi\s+man|man\s+ngua|noi\s+man\s+ngua|sung(?:\s+(?:hup|vu|veu|to|phong))?\s+(?:mi(?:\s+mat)?|mat|moi|luoi)|phu\s+luoi|dress|phat\s+ban|phu\s+moi|phu\s+mat|phu\s+quincke|phu\s+mach|bong\s+da|bong\s+troc\s+da|troc\s+da|noi\s+bong\s+nuoc|noi\s+may\s+day|may\s+day|phu\s+mi|(?:moi|mat|mi|luoi)\s+sung|phong\s+rop(?:\s+da)?|rop\s+da|blister(?:s|ing)?|trot\s+da|hoai\s+tu\s+bieu\s+bi|hong\s+ban|ban\s+do\s+toan\s+than|angioedema|(?:lip|tongue|facial|face|throat)\s+swelling|urticaria|hives|(?:skin\s+)?rash(?:es)?|stevens[\s-]+johnson|sjs|lyell|allerg(?:y|ic)|hypersensitiv(?:e|ity)|anaphyla(?:xis|ctic)|(?:phai\s+)?tiem\s+adrenalin\s+(?:(?:o|tai)\s+)?cap\s+cuu|needed\s+(?:im\s+)?(?:adrenaline|epinephrine))(?![\p{L}])/gu;
/**
 * A reaction's own name is no substance: the English terms the question is read with repeat
 * "Stevens-Johnson" after its Vietnamese, and the repeat was read as the allergen (first-set
 * batch 98, first run: "uống aciclovir … thì nổi bóng nước khắp người, tróc da …, hội chứng
 * Stevens-Johnson do thuốc … uống được không?" met no "mẫn cảm với thuốc"). "nổi bóng nước" and
 * "tróc da" are the signs that told it.
 */
const REACTION_NAME = new RegExp(`^${TYPED.source}$`, 'u');
/** The book's words for an allergy to something ("quá mẫn với", "mẫn cảm với", "dị ứng với"). */
export const ALLERGY_TO = String.raw`qua\s+man|man\s+cam|di\s+ung`;
export const BOOK_ALLERGY = new RegExp(
  String.raw`(?<![\p{L}])(?:${ALLERGY_TO}|phan\s+ve)(?![\p{L}])`,
  'u',
);

/**
 * A drug taken before the reaction in the same clause: "uống Plavix 3 ngày thì nổi mề đay", or
 * sucked, applied or sprayed ("ngậm viên đau họng có benzocain thì bị sưng lưỡi", unseen batch 31).
 */
// Or instilled ("nhỏ timolol 0,5% được 1 tuần thì phù mi mắt, nổi mày đay": first-set batch 99,
// first run, read no allergy; "mày đay", "phù mi" and "môi sưng" are how the reaction was told).
// Or put in the eye ("tra thuốc mỡ tra mắt aciclovir được 1 ngày thì mí mắt sưng vều": first-set
// batch 106, first run, read no allergy, and "mẫn cảm với thuốc" did not lead the tablets).
// "while on sulfadiazine he developed Stevens-Johnson syndrome" (first-set batch 113, first run:
// no allergen was read, and ACETAZOLAMID's "Quá mẫn với các sulfonamid" did not lead).
// Or pushed through a catheter ("khi chụp mạch vành được bơm heparin thì sốc phản vệ": unseen
// batch 126, first run, read no allergy to heparin before enoxaparin).
// Or put on it ("when he was put on Plavix after his first stent … he broke out in generalised
// hives with lip swelling": unseen batch 147, first run, read no allergy, and CLOPIDOGREL's "dị
// ứng với clopidogrel" did not lead the loading dose).
// Or stopped for it ("stopped abacavir three weeks ago after fever, rash and vomiting … Could we
// restart abacavir?": first-set batch 89, read only by accident, a brand-like "judged").
const TAKEN =
  /(?<![\p{L}])(?:uong|dung|tiem|truyen|bom|ngam|boi|xit|nho|tra|took|taking|taken|started|given|received|stopped|discontinued|prescribed|(?:put|was|were|started|commenced)\s+on|while\s+on|whilst\s+on|on\s+(?:treatment|therapy)\s+with)(?![\p{L}])/u;

// "… nên (được) kê X", "… được chuyển sang X", "… phải tiêm X" name the drug given instead (or
// the treatment: "bị mày đay cấp phải tiêm adrenalin"), not the allergen; a patient in
// anaphylaxis is read as such (tells-anaphylaxis-now.ts).
// Measured on unseen batch 43 (first run): "Tôi dị ứng penicillin nên được kê doxycyclin" was read
// as an allergy to doxycyclin, led with "Quá mẫn với các tetracyclin" and withheld the dose.
// "nên" / "so" alone opens the consequence, whoever then acts: measured on first-set batch 88
// (stop 58, first run), "… sốc phản vệ với penicilin và ceftriaxon nên khoa Nhiễm định dùng
// cloramphenicol TM" was read as an allergy to cloramphenicol, not a drug to be given.
// A dash turns to what is asked too: "dị ứng ciprofloxacin — doxycycline prophylaxis liều bao
// nhiêu?" (unseen batch 13) read doxycycline as an allergen.
const CLAUSE_END =
  /[,.;?!—–]|\s(?:co|nay|thi|muon|can|nen|duoc|phai)\s+(?:the\s+|duoc\s+)?(?:dung|uong|tiem|ke|truyen|bat\s+dau|chuyen|doi|thay)(?![\p{L}])|\s(?:nen|vi\s+vay|do\s+do|so|therefore|hence)\s/u;

/**
 * A reaction the question says the patient has not had: "không có dấu hiệu phản vệ", "no sign of
 * anaphylaxis", "no known allergy". Measured on unseen batch 21: "… BP fell after induction with
 * no sign of anaphylaxis. Can we push IV adrenaline …?" was read as an allergy to adrenaline, and
 * ADRENALIN's exception for anaphylactic shock led.
 */
const NEGATED_BEFORE =
  /(?<![\p{L}])(?:khong|chua|no|not|without|never|denies|denied)(?:\s+[\p{L}]+){0,3}\s*$/u;

/**
 * A list a negation opens is negated to its end: "she has no joint pain, rash or fever", "không
 * sốt, ho hay nổi mẩn". Measured on batch 94 once "rash" was read as a reaction (stop 61): the
 * negated rash was read as an allergy, and "Mẫn cảm với acebutolol" led a question on a positive
 * ANA. Items of up to three words, joined by commas, "or", "and", "hay", "hoặc", "và", the
 * reaction right after a joint.
 */
const LIST_ITEM = String.raw`[\p{L}]+(?:\s+[\p{L}]+){0,2}`;
const LIST_JOIN = String.raw`\s*(?:,|\s(?:or|and|nor|hay|hoac|va))\s*`;
const NEGATED_LIST = new RegExp(
  String.raw`(?<![\p{L}])(?:khong|chua|no|not|without|never|denies|denied)(?:\s+(?:co|bi|any))?\s+${LIST_ITEM}(?:${LIST_JOIN}${LIST_ITEM}){0,4}${LIST_JOIN}$`,
  'u',
);

/**
 * A bracket holding one Latin word of a name's length ("(acetazolamid)"), or its class said as one
 * ("(thuốc sulfamid)": first-set batch 79, stop 57, first run, where the brand before it is one the
 * book does not print), no reaction.
 */
const ONE_NAME = /^\(\s*(?:(?:thuoc|nhom)\s+)?[a-z][a-z-]{4,}\s*\)$/;

/**
 * The question's text from the last clause break up to `index` (a reaction word). A comma or dot
 * between digits is a decimal mark, no break: measured on unseen batch 53 (first run), "… uống
 * entecavir 0,5 mg thì bị phù mạch, nổi mề đay …" cut the clause at "0,5" and read no drug taken,
 * and ENTECAVIR's "tiền sử mẫn cảm với entecavir" did not lead "cho lại entecavir … được không?".
 */
const clauseBefore = (folded: string, index: number) =>
  folded
    .slice(0, index)
    .split(/(?<!\d)[,.]|[,.](?!\d)|[;?!]/)
    .at(-1) ?? '';

/** The question's text from the last sentence break up to `index`. */
const sentenceBefore = (folded: string, index: number) =>
  folded
    .slice(0, index)
    .split(/[.;?!](?!\d)/)
    .at(-1) ?? '';

/**
 * Brackets blanked from the innermost out, offsets kept, so that a bracket the English terms were
 * added inside ("(từng nổi mề đay (phát ban, ngứa, mày đay) khắp người)") is blanked whole, not
 * left open at both ends. A bracket holding one name is kept as that name (ONE_NAME).
 */
function blankBrackets(folded: string): string {
  let out = folded;
  for (let prev = ''; prev !== out; ) {
    prev = out;
    out = out.replace(/\([^()]*\)/g, (m, at: number, text: string) =>
      (ONE_NAME.test(m) && !REACTION_NAME.test(m.slice(1, -1).trim())) ||
      onlyReactionTold(text, at, m)
        ? ` ${m.slice(1, -1)} `
        : ' '.repeat(m.length),
    );
  }
  return out;
}

/**
 * A bracket that is the only place its clause tells the reaction ("after a lidocaine injection
 * (throat swelling, needed adrenaline)") is the reaction, kept: blanked, the allergy was never
 * read. Measured on unseen batch 139 (first run): DOXYCYCLIN's "Quá mẫn với … thuốc gây tê 'loại
 * cain' (ví dụ: Lidocain …)" did not lead. A bracket after a reaction told outside it ("phản vệ
 * (tụt HA, mề đay toàn thân) khi truyền heparin") only details it, and is blanked as before.
 */
function onlyReactionTold(text: string, at: number, bracket: string): boolean {
  return TOLD_REACTION.test(bracket) && !TOLD_REACTION.test(clauseBefore(text, at));
}

/** TYPED without its global flag: a test that keeps no lastIndex between calls. */
const TOLD_REACTION = new RegExp(TYPED.source, 'u');

/** The marks that end a sentence of a question. */
const SENTENCE_ENDS = ['.', ';', '?', '!'];

/** Where the sentence holding offset `at` starts. */
const sentenceStart = (folded: string, at: number) =>
  Math.max(...SENTENCE_ENDS.map((c) => folded.lastIndexOf(c, at - 1))) + 1;

/**
 * A swollen face or eyelid is oedema as often as it is a reaction: a heart or kidney patient's
 * "phù mi mắt với hai chân". Told alone, with no other sign of a reaction in its sentence, it
 * names a reaction only to a drug told before it ("nhỏ timolol … thì phù mi mắt"), never to the
 * drug the next clause gives for it. Measured on first-set batches 95, 104 and 110: "suy tim nên
 * phù mi mắt với hai chân. Bác sĩ cho uống thêm spironolacton cho bớt phù" was read as an allergy
 * to spironolacton, and SPIRONOLACTON's "mẫn cảm với spironolacton" withheld a child's dose.
 */
// "sưng húp mí mắt" as a patient says it (first-set batch 154, first run: "bôi kem aciclovir bị
// sưng húp mí mắt, khó thở phải đi viện" read no allergy before aciclovir tablets).
const SWELLING =
  /^(?:phu\s+mi|phu\s+mat|sung(?:\s+(?:hup|vu|veu|to|phong))?\s+(?:mi(?:\s+mat)?|mat)|(?:mat|mi)\s+sung)$/;
function swellingOnly(folded: string, m: RegExpMatchArray): boolean {
  if (!SWELLING.test(m[0])) return false;
  const ends = SENTENCE_ENDS.map((c) => folded.indexOf(c, m.index!)).filter((i) => i >= 0);
  const sentence = folded.slice(
    sentenceStart(folded, m.index!),
    ends.length > 0 ? Math.min(...ends) : folded.length,
  );
  return [...sentence.matchAll(TYPED)].every((x) => SWELLING.test(x[0]));
}

/** Words just before the allergy word that may name its substance ("sulfa allergy"). */
const BEFORE = 3;

/**
 * The substances a question says the patient is allergic to, folded, with their other names and
 * classes: the drugs (known or not) named within a few words of an allergy word. Measured on
 * unseen batch 9: "dị ứng aspirin, … clopidogrel liều bao nhiêu?" led with CLOPIDOGREL's
 * "dị ứng với clopidogrel" (the word "dị ứng" matched as a condition), while "từng bị phản vệ …
 * khi truyền heparin …, tiêm enoxaparin được không?" never met "Quá mẫn với enoxaparin,
 * heparin". An allergy holds for a line only where that line names the substance (holding-rules.ts).
 */
export function readAllergies(q: QuestionText, u: UnderstoodQuery): string[][] {
  // Parentheses hold the reaction ("phản vệ (tụt HA, mề đay toàn thân) khi truyền heparin"),
  // blanked so the clause goes on to its substance; offsets are kept.
  // A bracket that holds one name is the substance itself ("viên Diamox (acetazolamid) thì nổi
  // mẩn", unseen batch 28, first run) and is kept; one that holds the reaction's name is the
  // reaction ("a penicillin allergy (urticaria) was discharged on oral clindamycin": first-set
  // batch 114, first run, read an allergy to clindamycin).
  const folded = blankBrackets(q.folded.toLowerCase());
  const out: string[][] = [];
  const strict = mostlyForeign(folded) || u.writtenInEnglish === true;
  // The reaction a negation held, to its end: the English term's Vietnamese added right after
  // it ("rash phát ban", expand-clinical-shorthand.ts) is the same reaction, negated too.
  let negatedUntil = -1;
  for (const m of folded.matchAll(TYPED)) {
    const end = m.index + m[0].length;
    const lead = clauseBefore(folded, m.index);
    const glossOfNegated = folded.slice(negatedUntil, m.index).trim() === '';
    if (
      (negatedUntil >= 0 && glossOfNegated) ||
      NEGATED_BEFORE.test(lead) ||
      NEGATED_LIST.test(sentenceBefore(folded, m.index))
    ) {
      negatedUntil = end;
      continue;
    }
    const spans: [number, number][] = [[m.index - lead.length, m.index]];
    // The allergy's clause, or the next one when the first names only the reaction ("nổi mề
    // đay, phù môi sau tiêm diphenhydramin").
    const english = /^(?:allerg|hypersens|anaphyla)/.test(m[0]);
    const before = substancesBefore(folded, m.index, spans[0]!, lead, u, strict, english);
    let from = end;
    for (let clause = 0; clause < 2 && from < folded.length; clause++) {
      // The clause ends at its punctuation, or where the question turns to the drug it asks
      // about ("Người dị ứng cephalosporin có dùng amoxicilin được không?").
      const stop = folded.slice(from).search(CLAUSE_END);
      const to = stop < 0 ? folded.length : from + stop;
      spans.push([from, to]);
      if (before.length > 0 || substancesIn(folded, spans.slice(1), u, strict).length > 0) break;
      // Not past the sentence's end once a reaction before it named its substance: the next
      // sentence asks about the drug to be given ("nhỏ timolol … thì phù mi mắt, nổi mày đay
      // toàn thân. Kê acebutolol được không?", first-set batch 99, read acebutolol as the
      // allergen of the hives).
      // Nor past it in English, where the next sentence asks of the drug ("aspirin gave him
      // urticaria in the past. Is clopidogrel an option …?", first-set batch 122).
      if ((out.length > 0 || strict) && /[.?!]/.test(folded[to] ?? '')) break;
      // Nor past the words that turn to the drug given ("… nổi mẩn nên được kê doxycyclin").
      if (stop >= 0 && !/[,.;?!]/.test(folded[to] ?? '')) break;
      from = to + 1;
    }
    // An English allergy whose substance comes before it ("a penicillin-allergic man …") says no
    // more after it: the clause goes on to the drug given instead. Measured on first-set batch 81
    // (stop 57, first run): "A 45-year-old penicillin-allergic man … is being treated with
    // clindamycin. What is the minimum length of the course?" was read as allergic to
    // clindamycin, and no course length was given.
    const after =
      (english && before.length > 0) || swellingOnly(folded, m)
        ? []
        : substancesIn(folded, spans.slice(1), u, strict);
    const substances = new Set([...before, ...after]);
    // A combination typed with a hyphen is its drugs: "sulfadoxine-pyrimethamine" names a
    // sulfonamide (unseen batch 17).
    for (const substance of substances)
      for (const part of new Set([substance, ...substance.split(HYPHENATED)]))
        out.push(namesAndClassesOf(part));
    for (const again of rechallenged(folded, substances, u) ?? [])
      out.push(namesAndClassesOf(again));
  }
  return out;
}

/**
 * The substances named before a reaction word: the words before an English allergy word, the
 * drug of a taking verb in its clause, or one taken in an earlier clause of its sentence.
 */
function substancesBefore(
  folded: string,
  at: number,
  clause: [number, number],
  lead: string,
  u: UnderstoodQuery,
  strict: boolean,
  english: boolean,
): string[] {
  // English puts the substance first ("sulfa allergy"), and so does a reaction told after the
  // drug was taken ("uống Plavix 3 ngày thì nổi mề đay", unseen batch 10); "Amoxicilin bị dị
  // ứng penicilin" is allergic to penicilin.
  const taken = TAKEN.exec(lead);
  const told = english
    ? substancesIn(folded, [clause], u, strict, BEFORE)
    : taken
      ? substancesIn(folded, [[clause[0] + taken.index, clause[1]]], u, strict)
      : takenEarlier(folded, at, u, strict);
  // In English the drug comes before its reaction whatever the verb ("aspirin gave him
  // urticaria", "a polymyxin B ointment caused facial angioedema"): first-set batch 122 read
  // clopidogrel, asked in the next sentence, as the allergen. Only names the tables know count
  // there (strict), so the whole clause is read.
  return told.length === 0 && strict ? substancesIn(folded, [clause], u, strict) : told;
}

/**
 * A reaction told after the clause that took the drug, in the same sentence, across the commas of
 * a list of signs: "uống abacavir được khoảng 2 tuần thì sốt cao, nổi mẩn khắp người", "uống viên
 * sủi acetylcystein 600 mg trị ho có đờm, được nửa tiếng thì nổi mẩn ngứa". Only with a word that
 * carries the story on ("thì", "rồi", "sau đó") between: "đang uống metformin, nay nổi mề đay sau
 * tiêm ceftriaxon" is no reaction to metformin. Measured on first-set batches 101 and 102 (first
 * runs): two rechallenges of abacavir and one of acetylcystein read no allergy.
 */
// A time after it carries the story on too: "tra mỡ tra mắt aciclovir …, 1 giờ sau phù mạch quanh
// hai mắt" (first-set batch 123, stop 63, first run: no allergy read, ACICLOVIR's "mẫn cảm với
// thuốc" did not lead the tablets).
// In English the story is carried on by its verb ("took abacavir and developed fever, a
// widespread rash"): read before as a rechallenge of "widespread", a brand-like word.
const CARRIES_ON =
  /(?<![\p{L}])(?:thi|roi|sau\s+do|then|after|developed|broke\s+out|(?:\d+|mot|vai|hai|ba|nua)\s+(?:phut|tieng|gio|ngay|hours?|minutes?|days?)\s+(?:sau|later|after))(?![\p{L}])/u;
const EARLIER_CLAUSES = 3;
function takenEarlier(folded: string, at: number, u: UnderstoodQuery, strict: boolean): string[] {
  const start = sentenceStart(folded, at);
  const commas: number[] = [];
  for (let i = at - 1; i >= start && commas.length < EARLIER_CLAUSES; i--)
    if (folded[i] === ',' && !/\d/.test(folded[i - 1] ?? '')) commas.push(i);
  for (const comma of commas) {
    const clauseStart = Math.max(start, folded.lastIndexOf(',', comma - 1) + 1);
    const taken = TAKEN.exec(folded.slice(clauseStart, comma));
    if (!taken) continue;
    const from = clauseStart + taken.index;
    if (!CARRIES_ON.test(folded.slice(from, at))) return [];
    // A drug still being taken ("đang uống doxycyclin …, đi biển về thì đỏ rát, nổi mẩn") gives
    // an adverse effect to ask about, not a past reaction (unseen batches 18 and 57).
    if (/(?<![\p{L}])dang\s+$/u.test(folded.slice(Math.max(0, from - 6), from))) return [];
    return substancesIn(folded, [[from, comma]], u, strict);
  }
  return [];
}

/**
 * The drug given again ("cho lại", "kê lại", "dùng lại"): a reaction to a name the book does not
 * know was a reaction to the drug now asked about, under a brand the book does not list.
 * Measured on unseen batch 10: "… năm ngoái uống Plavix 3 ngày thì nổi mề đay … cho lại
 * clopidogrel được không?" and "… uống Neurontin bị hội chứng Stevens-Johnson …, nay bs khác
 * định kê lại gabapentin" never met "dị ứng với clopidogrel" or "Mẫn cảm với gabapentin". The
 * asked drug's name as typed, folded, or null.
 */
function rechallenged(
  folded: string,
  substances: ReadonlySet<string>,
  u: UnderstoodQuery,
): string[] | null {
  const again = AGAIN.exec(folded);
  if (!again || u.drugs.length !== 1) return null;
  // "… do co-trimoxazol nên không dùng lại được. … clindamycin có dùng được …?": a drug that cannot
  // be given again, and a name the INN tables know as another drug, are no brand of the one asked
  // (first-set batch 114, first run: read as a rechallenge, CLINDAMYCIN's own allergy line led).
  if (NEGATED_BEFORE.test(folded.slice(0, again.index))) return null;
  const known = new Set(u.mentions.map((d) => foldDiacritics(d.matched).toLowerCase()));
  const brandLike = (s: string) => !known.has(s) && !s.split('-').some(isInnTableName);
  if (![...substances].some(brandLike)) return null;
  // The monograph's name too: "ABC" is abacavir (first-set batch 149, first run).
  const asked = u.mentions.find((d) => d.drug_id === u.drugs[0]);
  if (!asked) return null;
  return [...new Set(namesOfMention(asked))];
}

/** A drug named in the question: as typed (folded), and its monograph's name ("abc", "abacavir"). */
function namesOfMention(d: { matched: string; drug_id: string }): [string, string] {
  return [foldDiacritics(d.matched).toLowerCase(), d.drug_id.replace(/_/g, ' ')];
}

/** A hyphen between two names of four letters or more: a combination's drugs. */
const HYPHENATED = /(?<=\p{L}{4})-(?=\p{L}{4})/u;

/** A drug given again: a giving verb, then "lại"; in English "again", "re-challenge", "restart". */
const AGAIN =
  /(?<![\p{L}])(?:(?:cho|dung|ke|ke\s+don|uong|tiem|truyen|chi\s+dinh)\s+lai|again|rechallenge|re-challenge|restart(?:ing)?)(?![\p{L}])/u;

/**
 * Whether a name (folded) sits in a clause that tells a past reaction: the drug the patient
 * reacted to is history, not a second drug taken with the one asked. Measured on unseen batch
 * 10: "… năm ngoái uống Neurontin bị hội chứng Stevens-Johnson …, nay … kê lại gabapentin …,
 * được không?" was read as an interaction of gabapentin with Neurontin and answered "Phần Tương
 * tác thuốc … không nêu Johnson".
 */
export function namedInReaction(questionFolded: string, name: string): boolean {
  const folded = questionFolded.toLowerCase();
  const term = foldDiacritics(name).toLowerCase().trim();
  if (!term) return false;
  for (const m of folded.matchAll(TYPED)) {
    // The adrenaline given for a reaction is its treatment, still a drug the question names
    // (first-set batch 88: "… ong đốt sốc phản vệ phải tiêm adrenalin cấp cứu. Nay … acebutolol"
    // keeps adrenaline beside the beta-blocker).
    if (GIVEN_FOR_IT.test(m[0])) continue;
    if (containsPhrase(m[0], term) || m[0].includes(term)) return true;
    // A reaction said not to be had names no substance: "… linezolid … — no features of
    // anaphylaxis —" kept linezolid out of the drugs taken (unseen batch 31, first run).
    if (NEGATED_BEFORE.test(clauseBefore(folded, m.index))) continue;
    // The clause starts after the last comma or sentence end: "Mẹ uống amitriptylin 25 mg. Mẹ
    // bị dị ứng hải sản …" names no drug in the reaction (unseen batch 36, first run).
    const from =
      Math.max(...[',', '.', ';', '!', '?'].map((mark) => folded.lastIndexOf(mark, m.index))) + 1;
    const after = folded.slice(m.index + m[0].length);
    const stop = after.search(CLAUSE_END);
    const clause = folded.slice(from, m.index + m[0].length + (stop < 0 ? after.length : stop));
    if (containsPhrase(clause, term) && !takenNow(clause, term)) return true;
  }
  return false;
}

/**
 * Whether the name at `start` (an offset into the folded question) is a treatment given for a
 * reaction the same sentence told before it: "được bơm heparin thì sốc phản vệ (HA tụt 70/40, co
 * thắt phế quản, phải tiêm adrenalin)". Such a drug is the story, not a drug asked. Measured on
 * unseen batch 126 (first run): that patient's "… enoxaparin 40 mg TDD mỗi ngày. Liều này dùng
 * được không?" led with ADRENALIN's "… không có chống chỉ định tuyệt đối …" for anaphylaxis.
 */
export function givenForReaction(questionFolded: string, start: number): boolean {
  const folded = questionFolded.toLowerCase();
  const before = folded.slice(0, start);
  if (
    !/(?<![\p{L}])(?:phai|duoc|da|needed|was\s+given|given|received)\s+(?:(?:tiem|truyen|xit|dung|bom)\s+)?(?:(?:im|iv|sc)\s+)?$/u.test(
      before,
    )
  )
    return false;
  const sentence = before.split(/[.;?!](?!\d)/).at(-1) ?? '';
  TYPED.lastIndex = 0;
  const told = [...sentence.matchAll(TYPED)].some((m) => !GIVEN_FOR_IT.test(m[0]));
  return told;
}

/** A reaction told by the adrenaline given for it (TYPED's last forms). */
const GIVEN_FOR_IT = /(?:adrenalin|adrenaline|epinephrine)/u;

/**
 * A drug the clause says the patient takes now ("anaphylaxis in a man who takes propranolol",
 * "phản vệ ở người đang uống propranolol") is a drug taken beside the reaction, not its cause.
 * Measured on unseen batch 35 (first run): "Bee-sting anaphylaxis in a 52 yo man who takes
 * propranolol … We are giving IM adrenaline …" read propranolol as the allergen and was answered
 * with the adrenaline dose, not the beta-blocker interaction.
 */
const TAKEN_NOW =
  /(?<![\p{L}])(?:who\s+(?:takes|is\s+taking|is\s+on|has\s+been\s+on|has\s+been\s+taking)|currently\s+(?:on|taking)|dang\s+(?:uong|dung|su\s+dung))\s+$/u;
function takenNow(clause: string, term: string): boolean {
  const at = clause.indexOf(term);
  return at >= 0 && TAKEN_NOW.test(clause.slice(Math.max(0, at - 40), at));
}

/** The drugs named in the spans: the question's known mentions and words no Vietnamese spells. */
function substancesIn(
  folded: string,
  spans: readonly [number, number][],
  u: UnderstoodQuery,
  /**
   * In a question written in English every word is foreign: only a drug the tables name counts
   * there ("… developed facial swelling and hives within hours" read "hives", "within", "hours" as
   * the substances, and DOXYCYCLIN's allergy line never held; unseen batch 22).
   */
  strict: boolean,
  lastWords = Infinity,
): string[] {
  const out: string[] = [];
  for (const [from, to] of spans) {
    // A trade name is read as the drug the book lists it under: the book's contraindication names
    // the drug ("Mẫn cảm với gabapentin"), never its brand (Neurontin, unseen batch 10).
    for (const d of u.mentions) if (d.start >= from && d.end <= to) out.push(...namesOfMention(d));
    for (const { typed, book } of ALLERGEN_NAMES)
      if (typed.test(folded.slice(from, to))) out.push(book);
    // "penicillin-allergic" gives "penicillin", not "penicillin-"; a bracket's edge is no part of
    // a word ("(từng" / "người)" were read as substances whose syllable test the bracket defeated:
    // first-set batch 102, an amoxicillin allergy held CLINDAMYCIN's "Người bệnh mẫn cảm …").
    const words = folded
      .slice(from, to)
      .trim()
      .split(/\s+/)
      .map((w) => w.replace(/^[-([{\"'“]+|[-)\]}\"'”]+$/g, ''));
    for (const w of words.slice(-Math.min(lastWords, words.length)))
      if (
        w.length >= 5 &&
        !isVietnameseSyllable(w) &&
        !/[\d/]/.test(w) &&
        !NOT_SUBSTANCE.has(w) &&
        !LAB_NAMES.has(w) &&
        !REACTION_NAME.test(w) &&
        (!strict || namedInEnglish(w))
      )
        out.push(w);
  }
  return out;
}

/**
 * Allergens no drug table names (excipients, a brand of a drug the book may lack), named as
 * clinicians and patients write them, with the book's folded name:
 * the book's contraindications name them ("quá mẫn với cồn benzylic (chỉ khi dùng lọ tiêm đa
 * liều)"). Measured on unseen batch 143 (first run): "a documented benzyl alcohol
 * hypersensitivity … enoxaparin 300 mg/3 ml multi-dose vial" read no allergen: no table names
 * an excipient, and an English question reads only the names the tables know.
 */
const ALLERGEN_NAMES: readonly { typed: RegExp; book: string }[] = [
  {
    typed: /(?<![\p{L}])(?:benzyl\s+alcohol|con\s+benzyl(?:ic)?|alcol\s+benzylic)(?![\p{L}])/u,
    book: 'con benzylic',
  },
  // Co-trimoxazole's brands, remembered years later as what the reaction came after (first-set
  // batch 146, first run: "uống Bactrim bị hội chứng Stevens-Johnson" met no ACETAZOLAMID's "Quá
  // mẫn với các sulfonamid"; the book of twelve monographs has no co-trimoxazole to list them).
  {
    typed: /(?<![\p{L}])(?:bactrim|biseptol|septrin|co-?trimoxazole?)(?![\p{L}])/u,
    book: 'sulfonamid',
  },
  {
    typed: /(?<![\p{L}])(?:sulph?ites?|sulfit|metabisulph?ite|natri\s+metabisulfit)(?![\p{L}])/u,
    book: 'sulfit',
  },
];

/**
 * A word an English question names a drug by: a name of the INN tables, one part of a combination
 * typed with a hyphen, or a member of a class the book names ("sulfadoxine-pyrimethamine": first-
 * set batch 96, stop 58 first run, Stevens-Johnson syndrome after Fansidar never met
 * ACETAZOLAMID's "Quá mẫn với các sulfonamid"), or the book's own name of a class ("polymyxin B":
 * unseen batch 117, first run, hives after polymyxin B never met COLISTIN's "Người bệnh dị ứng
 * với polymyxin").
 */
const namedInEnglish = (w: string) =>
  w
    .split('-')
    .some(
      (part) =>
        isInnTableName(part) || namesAndClassesOf(part).length > 1 || isMemberClassPhrase(part),
    );

/**
 * What a laboratory measures is no allergen: "… phù mi mắt, creatinin tăng từ 0,9 lên 4,6 mg/dl"
 * read an allergy to creatinin (unseen batch 115, first run, an oedema of kidney failure).
 */
const LAB_NAMES: ReadonlySet<string> = new Set(
  LAB_ROWS.flatMap((row) => row.names).filter((n) => !n.includes(' ')),
);

/**
 * Whether three quarters of a question's words are not Vietnamese syllables: it is written in
 * English ("Patient has sulfa allergy, dùng furosemid được không?" is mixed, and "sulfa" counts).
 */
function mostlyForeign(folded: string): boolean {
  const words = folded.split(/[^\p{L}]+/u).filter((w) => w.length > 1);
  // An English function word is foreign though it folds like a syllable ("the", "in", "to"):
  // first-set batch 122's "aspirin gave him urticaria in the past. Is clopidogrel an option …?"
  // passed for Vietnamese and read "option", "protect", "grafts" as substances.
  const foreign = words.filter((w) => ENGLISH_WORDS.has(w) || !isVietnameseSyllable(w)).length;
  return words.length > 0 && foreign * 4 > words.length * 3;
}

const NOT_SUBSTANCE = new Set([
  'allergy',
  'allergic',
  'patient',
  'history',
  'reaction',
  'severe',
  'years',
  'months',
  'weeks',
  'after',
  'before',
  // the signs told with the reaction (first-set batch 111: "fever, a widespread rash and
  // vomiting" gave "vomiting" as the allergen)
  'vomiting',
  'nausea',
  'fever',
  'diarrhoea',
  'diarrhea',
  'itching',
  'swelling',
  'widespread',
  // the story told around it ("developed Stevens-Johnson syndrome and it was stopped")
  'syndrome',
  'stopped',
  'developed',
  'started',
  'switched',
  'while',
  'whilst',
  'therapy',
  'treatment',
]);
