import { containsPhrase, phraseAt } from '@/lib/text/contains-phrase';
import { foldDiacritics } from '@/lib/text/fold-diacritics';

/**
 * Words that say the drugs after them were taken before and left, not taken now: "đã thất bại
 * haloperidol, risperidon", "không đáp ứng với …", "failed …", "previously on …".
 */
const PAST_USE =
  /(?<![\p{L}])(?:(?:da\s+)?that\s+bai(?:\s+(?:voi|sau))?|khong\s+dap\s+ung(?:\s+voi)?|da\s+(?:dung|thu|uong)\s+qua|truoc\s+day\s+(?:da\s+)?(?:dung|uong)|tung\s+(?:dung|uong)|failed|previously\s+(?:on|treated\s+with|took)|prior|history\s+of\s+(?:using|taking))(?![\p{L}])/gu;

/**
 * Where the list of drugs left ends: a stop, or a comma that turns to now ("…, hiện đang hóa trị
 * FOLFOX": unseen batch 144, first run, read the chemotherapy as left with the antipsychotics
 * failed before it, and CLOZAPIN's marrow-suppressant contraindication did not hold).
 */
const PAST_LIST_END = /[.;)!?]|,\s*(?:hien|nay|gio|dang|now|currently|but)(?![\p{L}])/u;

/**
 * A drug replaced by the asked one, named right after the replacing words: "dùng enoxaparin …
 * thay heparin", "thay cho heparin", "instead of heparin" (unseen batch 144, first run:
 * ENOXAPARIN's "Tiền sử giảm tiểu cầu do heparin các loại" was said to name a drug the patient
 * takes). Only right after: "thay van hai lá cơ học, đang uống acenocoumarol" replaced a valve
 * (first-set batch 86). Not "thay bằng X": X is the drug given.
 */
const REPLACED = /(?<![\p{L}])(?:thay(?:\s+(?:the|cho))?|instead\s+of|in\s+place\s+of)\s+/gu;

function namedAsReplaced(questionFolded: string, term: string): boolean {
  for (const m of questionFolded.matchAll(REPLACED)) {
    const after = questionFolded.slice(m.index + m[0].length);
    if (after.startsWith(term) && !/^[\p{L}\d]/u.test(after.slice(term.length))) return true;
  }
  return false;
}

/** How far after the words a listed drug is read as theirs (the list's length). */
const REACH = 80;

/**
 * Whether the question names a drug only as one taken before and left ("TTPL kháng trị (đã thất
 * bại haloperidol, risperidon, olanzapin)"): read to the end of that list (a stop, a semicolon,
 * a closing bracket). Such a drug is no co-medication: measured on unseen batch 18 (first run),
 * the three antipsychotics a patient had failed were read as drugs taken with clozapin, and a
 * breastfeeding line on "tác dụng ức chế thần kinh trung ương" was shown as the book saying not
 * to combine them.
 */
export function namedAsPast(questionFolded: string, name: string): boolean {
  const term = foldDiacritics(name).toLowerCase().trim();
  if (!term) return false;
  if (namedAsReplaced(questionFolded, term)) return true;
  for (const m of questionFolded.matchAll(PAST_USE)) {
    const after = questionFolded.slice(m.index + m[0].length, m.index + m[0].length + REACH);
    const stop = after.search(PAST_LIST_END);
    if (containsPhrase(stop < 0 ? after : after.slice(0, stop), term)) return true;
  }
  return false;
}

/**
 * Words that name a drug only to compare the asked one with it, or as what it becomes in the body
 * ("converted to morphine": unseen batch 43 led a pharmacology question with CODEIN's interaction
 * line on opioids, morphine read as a drug taken; "its active metabolites (nordiazepam, temazepam,
 * oxazepam)" held DIAZEPAM's "Không kết hợp … với một benzodiazepin khác" once oxazepam's stem
 * named its class, stop 59). Not "than": folded, it is
 * "thận", "thân", "tâm thần" ("BS tâm thần muốn chuyển sang clozapin" read clozapin as compared).
 */
const COMPARED =
  /(?<![\p{L}])(?:so\s+voi|khac\s+voi|giong\s+nhu|compared\s+(?:with|to)|as\s+it\s+(?:does|reverses|is)(?:\s+for)?|unlike|versus|vs|converted\s+(?:in)?to|metaboli[sz]ed\s+to|metabolites?|chat\s+chuyen\s+hoa|chuyen\s+(?:hoa\s+)?thanh|bien\s+doi\s+thanh)(?![\p{L}])/gu;

/** How far after the comparing words the drug compared with is read. */
const COMPARED_REACH = 40;

/**
 * Whether the question names a drug only as what the asked one is compared with ("as effectively
 * as it reverses unfractionated heparin", "so với heparin"): no drug the patient takes. Measured
 * on unseen batch 44 (first run): "Will protamine reverse enoxaparin as effectively as it reverses
 * unfractionated heparin?" led with Chống chỉ định's "Tiền sử giảm tiểu cầu do heparin", said to
 * name a drug the patient takes.
 */
export function namedOnlyToCompare(questionFolded: string, name: string): boolean {
  const term = foldDiacritics(name).toLowerCase().trim();
  if (!term || !containsPhrase(questionFolded, term)) return false;
  let compared = false;
  for (const m of questionFolded.matchAll(COMPARED)) {
    const after = questionFolded.slice(
      m.index + m[0].length,
      m.index + m[0].length + COMPARED_REACH,
    );
    // A bracketed list after the words is read whole ("metabolites (nordiazepam, temazepam,
    // oxazepam)").
    const bracketed = /^\s*\(/.test(after);
    const stop = bracketed ? after.indexOf(')') : after.search(/[.;,)!?]/);
    if (containsPhrase(stop < 0 ? after : after.slice(0, stop), term)) compared = true;
  }
  if (!compared) return false;
  // Named elsewhere as taken too ("đang dùng heparin, so với heparin …") it is taken.
  return phraseAt(questionFolded, term, phraseAt(questionFolded, term) + 1) < 0;
}
