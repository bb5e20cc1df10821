import type { Notice } from '@/lib/schema/answer';
import type { DrugLexicon } from './drug-lexicon';
import { findDrugNameSuggestions } from './find-drug-mentions';

/** Most choices offered: more than this is no longer a question a clinician can answer. */
const MAX_CHOICES = 4;

/**
 * Issue 37, never a look-alike: a name the lexicon refused to correct (close to more than one
 * monograph, or itself another drug's name) is asked back, "Ý bạn là: A? B?", with each
 * monograph's title as a choice that re-asks the question with the typed name replaced. Null
 * when the question has no such name.
 */
export function askBackDrugName(question: string, lexicon: DrugLexicon): Notice | null {
  const [suggestion] = findDrugNameSuggestions(lexicon, question);
  if (!suggestion) return null;
  const choices = suggestion.drugIds
    .map((id) => lexicon.entries.get(id)?.drug_name)
    .filter((name): name is string => name !== undefined)
    .slice(0, MAX_CHOICES);
  if (choices.length === 0) return null;
  return {
    code: 'did_you_mean',
    message: `Dược thư không có thuốc tên “${suggestion.typed}”. Ý bạn là: ${choices.join('? ')}?`,
    choices,
    replaces: suggestion.typed,
  };
}

/**
 * The one line for names the book has neither as a monograph nor as a trade name (issue 37: a
 * brand the book does not list), asking for the active ingredient instead.
 */
export function describeUnknownDrugTerms(terms: readonly string[]): string {
  const names = terms.map((t) => `“${t}”`).join(', ');
  return `Dược thư không có chuyên luận hay tên thương mại ${names}. Hãy hỏi lại bằng tên hoạt chất (tên chung quốc tế) của thuốc. Câu trả lời không dùng kiến thức ngoài sách.`;
}
