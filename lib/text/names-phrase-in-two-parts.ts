import { containsPhrase } from './contains-phrase';
import { escapeRegExp } from './escape-reg-exp';
import { HEADING_STOP_WORDS } from './heading-stop-words';
import { leaveOneWordOut } from './leave-one-word-out';

/** A part made of heading words alone names nothing (heading-stop-words.ts). */
const nameless = (words: readonly string[]) => words.every((w) => HEADING_STOP_WORDS.has(w));

/**
 * A part said within two words after a negation is the other thing: "nhồi máu cơ tim không có ST
 * chênh lên" holds "nhồi máu cơ tim" and "có ST chênh lên" apart, and names the infarction without
 * it; "không phải loại giải phóng chậm" names no "Viên nén giải phóng chậm" (unseen batches 49
 * and 42, measured while this rule was written: an NSTEMI question named the STEMI label, a plain
 * tablet the slow-release one).
 */
const NEGATED = /(?<!\p{L})(?:khong|chua|non|no|not|without)(?:\s+\S+){0,2}\s*$/u;

/** Whether the text holds the phrase, as whole words, once with no negation just before it. */
function holdsUnnegated(text: string, phrase: string): boolean {
  if (!containsPhrase(text, phrase)) return false;
  const re = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(phrase)}(?![\\p{L}\\p{N}])`, 'gu');
  for (const m of text.matchAll(re)) if (!NEGATED.test(text.slice(0, m.index))) return true;
  return false;
}

/**
 * Whether a folded text names a folded label phrase as two parts in
 * another order or apart ("huyết khối tĩnh mạch … Dự phòng" names "Dự phòng huyết khối tĩnh
 * mạch"): clinicians put the disease first and the purpose after it. The phrase has five or more
 * words; each part has two or more and at least one that names something (HEADING_STOP_WORDS), is
 * not said after a negation, and, of three words or more, may leave one out, as a whole
 * phrase may (leave-one-word-out.ts). Measured on unseen batches 72 and 73 (first runs, ENOXAPARIN): "mổ
 * cắt túi mật, nguy cơ huyết khối tĩnh mạch mức trung bình. Dự phòng bằng enoxaparin …" named no
 * "Dự phòng huyết khối tắc tĩnh mạch", and a children's note led.
 */
export function namesPhraseInTwoParts(text: string, phrase: string): boolean {
  const words = phrase.split(/\s+/).filter(Boolean);
  if (words.length < MIN_WORDS) return false;
  for (let i = 2; i <= words.length - 2; i++) {
    const head = words.slice(0, i);
    const tail = words.slice(i);
    if (nameless(head) || nameless(tail)) continue;
    if (namesPart(text, head) && namesPart(text, tail)) return true;
  }
  return false;
}

/**
 * Five words or more: a form of four ("Dung dịch trực tràng") named in two parts ("dung dịch
 * diazepam bơm trực tràng") outweighed the indication named whole ("tiền mê"), a shorter phrase
 * (unseen batch 28, measured while this rule was written).
 */
const MIN_WORDS = 5;

function namesPart(text: string, part: readonly string[]): boolean {
  const joined = part.join(' ');
  if (holdsUnnegated(text, joined)) return true;
  return (
    part.length >= 3 &&
    leaveOneWordOut(joined, true).some((shorter) => holdsUnnegated(text, shorter))
  );
}
