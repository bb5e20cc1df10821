import { foldDiacritics } from '@/lib/text/fold-diacritics';
import { containsPhrase } from '@/lib/text/contains-phrase';

/**
 * The treatment verbs a dose label opens with whose object is what the question names. Not
 * "phòng" / "dự phòng": prevention is another indication ("Phòng sốt rét" does not answer a
 * malaria patient), so only "điều trị", "trị", "chữa" and an operation ("Phẫu thuật đục thủy tinh
 * thể" is named by "mổ phaco đục thủy tinh thể", unseen batch 12, DICLOFENAC) are left out.
 */
const TREATS = /^(?:dieu\s+tri|tri|chua|phau\s+thuat|mo)\s+(?:benh\s+)?/u;

/**
 * One folded Vietnamese syllable: an opening consonant cluster, vowels, a closing consonant.
 * A word that is not one is a loanword (brucella, chlamydia, shigella), a disease's own name.
 */
const SYLLABLE =
  /^(?:ngh|ng|nh|ch|gh|gi|kh|ph|qu|th|tr|[bcdghklmnpqrstvx])?[aeiouy]{1,3}(?:ng|nh|ch|[cmnpt])?$/u;

/**
 * The condition a treatment label treats, folded, as a question names it: "Điều trị brucella"
 * → "brucella", "Điều trị bệnh lỵ trực khuẩn" → "ly truc khuan". Null when the label treats
 * nothing, or when what is left is one Vietnamese syllable, too common a word to stand for a
 * disease on its own ("Điều trị phù" is not named by "phù hợp"). Measured on unseen batch 10
 * (DOXYCYCLIN): "benh brucella nguoi lon, doxycyclin uong lieu bao nhieu" did not name
 * "Điều trị brucella:", and the adult malaria-prophylaxis lines led.
 */
export function readTreatedCondition(label: string): string | null {
  const folded = foldDiacritics(label).trim().toLowerCase();
  if (!TREATS.test(folded)) return null;
  const object = folded.replace(TREATS, '').trim();
  const words = object.split(/\s+/u).filter(Boolean);
  if (words.length === 0) return null;
  if (words.length === 1 && (words[0]!.length < 5 || SYLLABLE.test(words[0]!))) return null;
  return object;
}

/**
 * Whether a question (folded) names the condition a treatment label treats, and not its
 * prevention: "dự phòng huyết khối" does not name "Điều trị huyết khối" (measured on unseen
 * batch 6, ENOXAPARIN: the child's treatment dose was shown under the prophylaxis asked).
 */
export function namesTreatedCondition(askedFolded: string, label: string): boolean {
  const treated = readTreatedCondition(label);
  if (!treated) return false;
  return containsPhrase(askedFolded, treated) && !containsPhrase(askedFolded, `phong ${treated}`);
}
