import { foldWords } from '@/lib/text/fold-diacritics';
import { MISMATCHES } from './find-measure-mismatches';
import { SAFETY_HEADINGS } from './holding-rules';

const HEADINGS = [...SAFETY_HEADINGS, ...MISMATCHES.map((m) => m.heading)].map(
  (h) => `${foldWords(h)}:`,
);

/**
 * Whether an answer line is a safety line (a sentence that holds for the patient, or a threshold
 * in another measure), told by its heading: the block of such lines comes before the line that
 * answers what was asked, and the evals judge that line after the block.
 */
export function isSafetyLine(text: string): boolean {
  const folded = foldWords(text).replace(/^[-•*]\s*/, '');
  return HEADINGS.some((h) => folded.startsWith(h));
}
