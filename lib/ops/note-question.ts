import 'server-only';
import { getEnv } from '@/lib/env';
import type { HistoryTurn } from '@/lib/schema/chat-message';
import { hashQuestion, processSalt } from './hash-question';
import { currentRequest } from './ops-state';

/**
 * Puts what may be logged of a question on its request's log line: its length, a salted hash
 * and the number of history turns. Questions carry patient details (age, weight, pregnancy,
 * renal values, sometimes a name), so their text, and the history's, reach the log only with
 * LOG_QUESTIONS=1. Either way the texts are remembered as the request's secrets, which an
 * error line of the same request has scrubbed out (build-log-line.ts).
 */
export function noteQuestion(question: string, history: readonly HistoryTurn[]): void {
  const request = currentRequest();
  if (!request) return;
  request.fields.question_chars = question.length;
  request.fields.question_hash = hashQuestion(question, processSalt());
  request.fields.history_turns = history.length;
  if (getEnv().LOG_QUESTIONS) {
    request.fields.question = question;
    request.fields.history = JSON.stringify(history.map((turn) => turn.content));
    return;
  }
  request.secrets.push(question, ...history.map((turn) => turn.content));
}

/** Remembers free text of a request (a feedback comment, an answer) that no log line may carry. */
export function noteSecret(...texts: string[]): void {
  currentRequest()?.secrets.push(...texts);
}
