import { containsPhrase } from '@/lib/text/contains-phrase';
import { foldDiacritics } from '@/lib/text/fold-diacritics';
import type { Substance } from '@/lib/retrieval/read-substance';

/**
 * Whether a book sentence names the food or drink asked by its own name ("thức ăn và sữa ít ảnh
 * hưởng lên hấp thu"), not by what in it acts ("calci"): the book's own word on the substance.
 * A word typed with its diacritics is looked for so ("sữa", not the "sửa" it folds to), and not
 * where the book uses it for something else ("bài tiết vào sữa").
 */
export function namesSubstanceItself(sentence: string, substance: Substance): boolean {
  let lower = sentence.normalize('NFC').toLowerCase();
  for (const phrase of substance.notWhen ?? []) lower = lower.split(phrase).join(' ');
  if (substance.typed?.some((word) => containsPhrase(lower, word))) return true;
  const folded = foldDiacritics(lower);
  const byName = !substance.typed?.length && substance.nameFoldsInBook !== false;
  if (byName && containsPhrase(folded, foldDiacritics(substance.name))) return true;
  return substance.phrases.some((phrase) => containsPhrase(folded, phrase));
}
