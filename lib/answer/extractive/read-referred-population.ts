import { foldWords } from '@/lib/text/fold-diacritics';

/**
 * The population a dose line refers its dose to, as the book writes it: "Cân nặng dưới 20 kg:
 * Liều dùng giống như trẻ sơ sinh", "Trẻ trên 8 tuổi nặng hơn 45 kg: liều như người lớn", "Trẻ em
 * 2 tuổi hoặc trên 2 tuổi: Liều như người lớn". Only at the line's end. A line that states a dose
 * of its own beside the reference ("… 200 mg/lần, 3 lần/ngày (liều như người lớn)") needs no
 * other line: the drafter follows a reference only from a line with no dose. Folded; null when
 * the line refers to none.
 */
const REFERS =
  /(?:^|[\s:;,(])(?:(?:lieu|lieu\s+dung|dung\s+lieu|co\s+the\s+dung\s+lieu)\s+)?(?:giong\s+nhu|tuong\s+tu\s+nhu|nhu)\s+(?:lieu\s+)?(?:(?:o|cho|doi\s+voi|cua|dung\s+cho)\s+)?(nguoi\s+lon|tre\s+so\s+sinh|tre\s+em|tre\s+nho|nguoi\s+cao\s+tuoi)\s*\)?\s*[.;]?\s*$/;

export function readReferredPopulation(line: string): string | null {
  const folded = foldWords(line);
  const m = REFERS.exec(folded);
  if (!m) return null;
  // "Liều như người lớn" said of the adult's own line names no other population.
  const before = folded.slice(0, m.index);
  return before.includes(m[1]!) ? null : m[1]!;
}

/** How the book's labels open for each population a line refers to ("Sơ sinh:" is the newborn's). */
export const REFERRED_LABELS: Readonly<Record<string, readonly string[]>> = {
  'nguoi lon': ['nguoi lon'],
  'tre so sinh': ['tre so sinh', 'so sinh'],
  'tre em': ['tre em'],
  'tre nho': ['tre nho'],
  'nguoi cao tuoi': ['nguoi cao tuoi', 'nguoi gia'],
};
