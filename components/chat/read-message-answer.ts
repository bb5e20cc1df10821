import type { AnswerResponse } from '@/lib/schema/answer';
import type { ChatMessage } from '@/lib/schema/chat-message';

/** The structured answer of an assistant message: its (last) `data-answer` part, if any yet. */
export function readMessageAnswer(message: ChatMessage): AnswerResponse | null {
  let found: AnswerResponse | null = null;
  for (const part of message.parts) {
    if (part.type === 'data-answer') found = part.data;
  }
  return found;
}

/** The text a message shows while it streams (and what a user turn said). */
export function readMessageText(message: ChatMessage): string {
  return message.parts
    .map((part) => (part.type === 'text' ? part.text : ''))
    .join('')
    .trim();
}
