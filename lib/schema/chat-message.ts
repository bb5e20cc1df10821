import type { UIMessage } from 'ai';
import { z } from 'zod';
import { answerResponseSchema, type AnswerResponse } from './answer';

/**
 * The one message contract shared by POST /api/chat and the chat UI (useChat).
 *
 * An assistant message streams its answer text as ordinary text parts, then carries one
 * `data-answer` part holding the whole AnswerResponse (the same JSON POST /api/answer returns):
 * citations, attachments (crops), notices. The UI renders the structured answer from that part;
 * the text parts only show progress while it streams.
 */
export type ChatDataParts = {
  answer: AnswerResponse;
};

export type ChatMessage = UIMessage<never, ChatDataParts>;

export const chatDataPartSchemas = {
  answer: answerResponseSchema,
};

/** A finished turn as the API takes it back in `history` (newest last). */
export const historyTurnSchema = z.object({
  role: z.enum(['user', 'assistant'], {
    message: 'Lịch sử hội thoại không hợp lệ: vai trò (role) phải là "user" hoặc "assistant".',
  }),
  content: z
    .string({ message: 'Lịch sử hội thoại không hợp lệ: thiếu nội dung (content).' })
    .max(20_000, {
      message: 'Lịch sử hội thoại không hợp lệ: một lượt dài quá 20.000 ký tự.',
    }),
});
export type HistoryTurn = z.infer<typeof historyTurnSchema>;

/** Limits on what a client may send (issue 5): enforced by both routes' schema.ts. */
export const QUESTION_MAX_CHARS = 2_000;
export const HISTORY_MAX_TURNS = 20;
export const BODY_MAX_BYTES = 64 * 1024;
