import {
  HISTORY_MAX_TURNS,
  QUESTION_MAX_CHARS,
  type ChatMessage,
  type HistoryTurn,
} from '@/lib/schema/chat-message';
import { readMessageAnswer, readMessageText } from './read-message-answer';

const TURN_MAX_CHARS = 20_000;

export interface ChatRequestBody {
  question: string;
  history: HistoryTurn[];
}

/**
 * The body POST /api/chat takes: the last user message as `question`, the turns before it as
 * `history` (newest last). The server, not the client, keeps the conversation state it needs
 * ("còn trẻ em thì sao?" must keep the drug), so each turn is sent as the words the clinician
 * saw: the answer text for an assistant turn, not its streaming preview. Turns the server
 * would refuse (too many, too long) are trimmed here, oldest first, instead of failing the
 * question.
 */
export function buildChatRequest(messages: readonly ChatMessage[]): ChatRequestBody {
  let lastUser = -1;
  for (let i = messages.length - 1; i >= 0; i--) {
    if (messages[i]?.role === 'user') {
      lastUser = i;
      break;
    }
  }
  const current = lastUser >= 0 ? messages[lastUser] : undefined;
  const question = current ? readMessageText(current).slice(0, QUESTION_MAX_CHARS) : '';
  const history: HistoryTurn[] = [];
  for (const message of messages.slice(0, Math.max(0, lastUser))) {
    if (message.role !== 'user' && message.role !== 'assistant') continue;
    const content =
      message.role === 'assistant'
        ? (readMessageAnswer(message)?.answer ?? readMessageText(message))
        : readMessageText(message);
    if (content.trim() === '') continue; // a turn that failed has nothing to carry
    history.push({ role: message.role, content: content.slice(0, TURN_MAX_CHARS) });
  }
  return { question, history: history.slice(-HISTORY_MAX_TURNS) };
}
