import { z } from 'zod';
import type { AnswerResponse } from '@/lib/schema/answer';
import { sectionKeySchema } from '@/lib/schema/section-keys';

/**
 * One label of a real person's question (real-questions-dev-labels.jsonl): ids only, the text is
 * read from ../shared/realdata at run time and never copied here.
 *
 * - `drug`: the answer must be about `drugs` (a salt monograph of one of them counts: id
 *   `<drug>_<salt>`).
 * - `ask_ingredient`: a brand the book does not list. Right: a notice that names the brand as
 *   typed and asks for the active ingredient, with no answer about another drug; an answer
 *   about `drugs` is right too.
 * - `ask_back`: a truly ambiguous name: the `did_you_mean` notice.
 * - `absent`: the sample lacks the drug: abstain.
 * - `no_drug`: the question names no drug: abstain.
 */
export const realQuestionLabelSchema = z.object({
  id: z.string().min(1),
  expect: z.enum(['drug', 'ask_ingredient', 'ask_back', 'absent', 'no_drug']),
  drugs: z.array(z.string().min(1)),
  sections: z.array(sectionKeySchema),
  note: z.string().optional(),
});
export type RealQuestionLabel = z.infer<typeof realQuestionLabelSchema>;

export interface RealQuestionScore {
  id: string;
  expect: RealQuestionLabel['expect'];
  /** Resolved to the labelled drug, or asked back / abstained when that was expected. */
  resolved: boolean;
  /** First citation's section is a labelled one; null unless the label expects an answer. */
  sectionRight: boolean | null;
  /** Cited drug ids outside the label: an answer about another drug. */
  wrongDrugs: string[];
  abstained: boolean;
  askedBack: boolean;
  /** The drug ids cited, in order, first citation first. */
  cited: string[];
}

function isLabelled(id: string, drugs: readonly string[]): boolean {
  return drugs.some((d) => id === d || id.startsWith(`${d}_`));
}

/** Scores one answer against its label; `drugIdOf` maps a citation's drug_name to its id. */
export function scoreRealQuestion(
  label: RealQuestionLabel,
  answer: AnswerResponse,
  drugIdOf: (drugName: string) => string,
): RealQuestionScore {
  const cited = [...new Set(answer.citations.map((c) => drugIdOf(c.drug_name)))];
  const wrongDrugs = cited.filter((id) => !isLabelled(id, label.drugs));
  const abstained = answer.citations.length === 0;
  const askedBack = answer.notices.some((n) => (n.code as string) === 'did_you_mean');
  // Issue 37 counts "resolved (or asked back)": a question back that offers the labelled drug
  // among its choices resolves it, as the clinician's one click does.
  const offersLabelled = answer.notices.some(
    (n) =>
      (n.code as string) === 'did_you_mean' &&
      (n.choices ?? []).some((title) => isLabelled(drugIdOf(title), label.drugs)),
  );
  const namesBrand = answer.notices.some(
    (n) => n.code === 'not_found' && /“[^”]+”/u.test(n.message),
  );
  const first = answer.citations[0];
  const answeredRight =
    !abstained && wrongDrugs.length === 0 && isLabelled(cited[0] ?? '', label.drugs);
  let resolved: boolean;
  switch (label.expect) {
    case 'drug':
      resolved = answeredRight || (abstained && offersLabelled);
      break;
    case 'ask_ingredient':
      resolved = answeredRight || (abstained && (namesBrand || askedBack));
      break;
    case 'ask_back':
      resolved = askedBack && abstained;
      break;
    case 'absent':
    case 'no_drug':
      resolved = abstained;
      break;
  }
  // Judged on the questions the book must answer, so the denominator does not move between runs.
  const sectionRight =
    label.expect !== 'drug' || label.sections.length === 0
      ? null
      : first !== undefined && label.sections.includes(first.section_key);
  return {
    id: label.id,
    expect: label.expect,
    resolved,
    sectionRight,
    wrongDrugs,
    abstained,
    askedBack,
    cited,
  };
}

export interface RealQuestionSummary {
  questions: number;
  resolved: number;
  sectionQuestions: number;
  sectionRight: number;
  wrongDrugAnswers: number;
  abstentions: number;
  askedBack: number;
}

export function summarizeRealQuestions(scores: readonly RealQuestionScore[]): RealQuestionSummary {
  const judged = scores.filter((s) => s.sectionRight !== null);
  return {
    questions: scores.length,
    resolved: scores.filter((s) => s.resolved).length,
    sectionQuestions: judged.length,
    sectionRight: judged.filter((s) => s.sectionRight).length,
    wrongDrugAnswers: scores.filter((s) => s.wrongDrugs.length > 0).length,
    abstentions: scores.filter((s) => s.abstained).length,
    askedBack: scores.filter((s) => s.askedBack).length,
  };
}
