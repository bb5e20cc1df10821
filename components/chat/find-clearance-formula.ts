import type { AnswerResponse } from '@/lib/schema/answer';
import type { AnswerAttachment } from '@/lib/schema/citation';
import { foldDiacritics } from '@/lib/text/fold-diacritics';

/** Words that name a creatinine clearance (or the formula that estimates it), folded. */
const CLEARANCE_WORDS =
  /(?<![\p{L}])(?:clcr|crcl|thanh\s+thai\s+creatinin|creatinine?\s+clearance|cockcroft)(?![\p{L}])/u;

const namesClearance = (text: string) => CLEARANCE_WORDS.test(foldDiacritics(text));

/**
 * Whether an answer cites a creatinine-clearance band or formula (issue 38 item 2): its text or
 * a quote it cites names the clearance, or the patient has a kidney value read. Such an answer
 * offers the clearance calculator.
 */
export function citesClearance(answer: AnswerResponse): boolean {
  const p = answer.patient?.parameters;
  if (p?.renal || p?.serum_creatinine_mg_dl) return true;
  return namesClearance(answer.answer) || answer.citations.some((c) => namesClearance(c.quote));
}

/**
 * The book's own Cockcroft–Gault crop in an answer: a lifted 2D formula (kind `formula`,
 * lib/schema/block.ts) of a section whose cited lines name the clearance ("ước tính độ thanh
 * thải creatinin theo công thức Cockcroft-Gault:"). A formula's crop has no text of its own
 * (ADR 0006), so the section's lines are what tell a clearance formula from a dose-by-surface
 * one. Null when the answer shows none.
 */
export function findClearanceFormula(answer: AnswerResponse): AnswerAttachment | null {
  const naming = answer.citations.filter((c) => namesClearance(c.quote));
  return (
    answer.attachments.find(
      (a) =>
        a.kind === 'formula' &&
        naming.some(
          (c) => c.drug_name === a.drug_name && c.section_display_name === a.section_display_name,
        ),
    ) ?? null
  );
}
