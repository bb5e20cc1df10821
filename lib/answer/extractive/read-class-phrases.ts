import { classNameSpellings } from '@/lib/retrieval/names/class-name-spellings';
import { foldWords } from '@/lib/text/fold-diacritics';

/**
 * Words that qualify a class name without naming it: "thuốc (uống) chống đông máu", "các thuốc
 * kháng vitamin K", "kháng sinh họ lincosamid", "dẫn chất coumarin".
 */
const FILLERS = new Set(['thuoc', 'uong', 'tiem', 'cac', 'nhung', 'nhom', 'ho', 'loai', 'cua']);

/** A folded text with the qualifying words dropped ("thuoc uong chong dong mau" → "chong dong mau"). */
export function dropClassFillers(folded: string): string {
  return folded
    .replace(/(?<![\p{L}])dan chat(?![\p{L}])/gu, ' ')
    .split(/\s+/)
    .filter((w) => w.length > 0 && !FILLERS.has(w))
    .join(' ');
}

/**
 * The phrases a monograph may call its own drug by, read from its Loại thuốc line ("Thuốc uống
 * chống đông máu. Thuốc kháng vitamin K." → "chong dong mau", "khang vitamin k"), folded and
 * without qualifying words. A phrase of one syllable is dropped ("Vitamin"): it names too many
 * drugs to mean this one. Measured on the real book (ACENOCOUMAROL): its
 * interactions say "Cloramphenicol: Tăng tác dụng của thuốc uống chống đông máu" and "Aspirin …
 * làm tăng tác dụng chống đông máu" — the drug by its class, never by name — so "thuốc nào làm
 * giảm tác dụng?" showed the cloramphenicol line second, as if it answered.
 */
export function readClassPhrases(loaiThuoc: string): string[] {
  const phrases = loaiThuoc
    .split(/[.;,()]|\s[-–]\s/u)
    .map((part) => dropClassFillers(foldWords(part).replace(/-/g, ' ').trim()))
    .filter((p) => p.split(' ').length >= 2)
    // the book's other spellings of the same class (class-name-spellings.ts)
    .flatMap(classNameSpellings);
  return [...new Set(phrases)];
}
