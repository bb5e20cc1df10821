import type { PatientChipKey } from '@/lib/schema/answer-patient';
import { findParameterPhrases } from '@/lib/question/find-parameter-phrases';

/**
 * The question re-asked with one patient parameter changed (issue 38 item 1): the words that
 * state it are replaced by the edited chip, or removed with the chip; a parameter the question
 * does not state (read from the conversation, or carried in by the calculator) is added at its
 * end. The new question is what is sent and shown, so what was answered is always what was
 * asked: no value is changed behind the clinician's back.
 */
export function rewriteQuestion(
  question: string,
  param: PatientChipKey,
  replacement: string | null,
): string {
  const found = findParameterPhrases(question).find((p) => p.param === param);
  if (!found) {
    if (replacement === null) return question;
    const end = /[?？.!]\s*$/u.exec(question);
    const body = (end ? question.slice(0, end.index) : question).trimEnd();
    return `${body}${body ? ', ' : ''}${replacement}${end ? end[0].trim() : ''}`;
  }
  const before = question.slice(0, found.start);
  const after = question.slice(found.end);
  if (replacement !== null) return `${before}${replacement}${after}`;
  return tidy(`${before}${after}`);
}

/** What a removal leaves: no doubled commas or spaces, no comma before the question mark. */
function tidy(text: string): string {
  return text
    .replace(/\s*,\s*(?=,)/gu, '')
    .replace(/\s*,\s*([?？.!]|$)/gu, '$1')
    .replace(/(^|[(])\s*,\s*/gu, '$1')
    .replace(/\s{2,}/gu, ' ')
    .replace(/\s+([?？.!,])/gu, '$1')
    .trim();
}
