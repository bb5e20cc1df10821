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
  /**
   * The folded form the book's labels are matched against: `folded` with the words typed with
   * marks that fold to a dosage form's name blanked (OTHER_THAN_FORM).
   */
  labelFolded: string;
}

/**
 * Words that fold to the name of a dosage form a dose label prints ("Kem:", "gạc", "Dạng thuốc
 * bọt:") but are other words as typed: "kèm" (with), "kém" (poor), "gác" (to set aside), "bột"
 * (powder), "bớt" (less). Measured on first-set batch 101 (read again at stop 69): "… có phải uống
 * kèm thuốc nào khác không?" named CLINDAMYCIN's "Kem:" label, and the cream's line led a dog
 * bite's tablets. A question typed without marks keeps them: it cannot tell them apart.
 */
const OTHER_THAN_FORM = /(?<![\p{L}])(?:kèm|kém|gác|bột|bớt)(?![\p{L}])/giu;

export function toQuestionText(text: string): QuestionText {
  const folded = foldWords(text);
  const labelText = text.replace(OTHER_THAN_FORM, ' ');
  return {
    text,
    folded,
    syllables: folded.split(/[^\p{L}\p{N}]+/u).filter(Boolean),
    labelFolded: labelText === text ? folded : foldWords(labelText),
  };
}
