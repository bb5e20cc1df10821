import 'server-only';
import { foldDiacritics } from '@/lib/text/fold-diacritics';

/**
 * "… gây <effect> xử trí thế nào", "bị <effect> phải làm gì": the effect, then what is asked, in
 * one sentence. Measured on unseen batch 47 (first run): "… hoang tưởng bị hại kéo dài 4 năm, …
 * Gia đình sợ tác dụng phụ … để điều trị lâu dài. Có nên dùng diazepam …?" read an effect from
 * "bị hại" to "điều trị" across two sentences, and the can-use question was read as one about
 * an adverse event: no contraindication was read, and "loạn thần mạn tính" was never shown.
 */
const EFFECT =
  /(?<!\p{L})(?:gay|bi|gap|xuat\s+hien)\s+([^.?!;]+?)\s*,?\s+(?:thi\s+)?(?:xu\s+tri|xu\s+ly|phai\s+lam|can\s+lam|lam\s+gi|lam\s+sao|dieu\s+tri|co\s+cach\s+(?:gi|nao))(?!\p{L})/u;

/** Words of an effect that name nothing by themselves. */
const FILLER = new Set('o va hoac cua cho khi la nhung cac mot bi'.split(' '));

export interface AskedEffect {
  /** As the question typed it ("vú to ở nam"). */
  phrase: string;
  /** Its folded words that name something (not "ở", "và"). */
  words: string[];
  /**
   * What a laboratory measured, not an effect the question names: its phrase is the book's name
   * for the measure, folded, and no line says the book does not name it.
   */
  measured?: true;
}

/**
 * The adverse effect an effect-management question names, read from its grammar: "Spironolacton
 * gây vú to ở nam xử trí thế nào?" → "vú to ở nam". Null when the question does not put the
 * effect between a verb of having it and the asking words.
 */
export function readAskedEffect(
  question: string,
  /** foldDiacritics of the NFC question, when the caller has it (the request's QuestionText). */
  folded: string = foldDiacritics(question.normalize('NFC')),
): AskedEffect | null {
  const text = question.normalize('NFC');
  // The phrase is cut from the typed text at the folded match's offsets (one character per
  // character for NFC Vietnamese).
  if (folded.length !== text.length) return null;
  const m = EFFECT.exec(folded);
  if (!m) return null;
  const at = m.index + m[0].indexOf(m[1]!);
  const phrase = text.slice(at, at + m[1]!.length).trim();
  const words = m[1]!.split(/\s+/).filter((w) => w.length > 0 && !FILLER.has(w));
  return words.length > 0 ? { phrase, words } : null;
}
