import { foldWords } from '@/lib/text/fold-diacritics';

/**
 * The question as every reader reads it, made once per request (issue 36 item 1): the text as
 * normalised (NFC, one space, shorthand expanded, cut at the route's limit), its folded form (no
 * diacritics, lower case, one space) and its syllables. Before this, the question was folded
 * 15–18 times per request by the readers that each folded it themselves.
 */
export interface QuestionText {
  text: string;
  folded: string;
  /** The folded syllables (letters and digits), in order. */
  syllables: string[];
}

export function toQuestionText(text: string): QuestionText {
  const folded = foldWords(text);
  return { text, folded, syllables: folded.split(/[^\p{L}\p{N}]+/u).filter(Boolean) };
}
