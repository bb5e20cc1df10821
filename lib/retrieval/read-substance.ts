import { containsPhrase } from '@/lib/text/contains-phrase';

/**
 * What a patient drinks or smokes, as the book's Tương tác thuốc and Thận trọng speak of it: not
 * a drug of the book, so no lexicon finds it, but a partner all the same ("Abacavir uống rượu
 * được không?" asks the interaction with alcohol). Each has the name the answer shows and the
 * words (folded) the book and clinicians use for it; the book writes alcohol as "rượu",
 * "alcohol", "alcol", "ethanol" or "đồ uống có cồn".
 */
export interface Substance {
  name: string;
  /** Folded words for it, in the question and in the book. */
  phrases: readonly string[];
}

export const SUBSTANCES: readonly Substance[] = [
  {
    name: 'rượu',
    phrases: ['ruou', 'ruou bia', 'bia', 'alcohol', 'alcol', 'ethanol', 'do uong co con'],
  },
  { name: 'nước bưởi', phrases: ['nuoc buoi', 'nuoc ep buoi', 'buoi chum'] },
  { name: 'thuốc lá', phrases: ['thuoc la', 'hut thuoc'] },
];

/** The substance a folded question names, if any (the first in the list when several). */
export function readSubstance(folded: string): Substance | undefined {
  const lower = folded.toLowerCase();
  return SUBSTANCES.find((s) => s.phrases.some((p) => containsPhrase(lower, p)));
}
