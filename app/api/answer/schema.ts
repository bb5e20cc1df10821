import { z } from 'zod';
import {
  HISTORY_MAX_TURNS,
  historyTurnSchema,
  QUESTION_MAX_CHARS,
} from '@/lib/schema/chat-message';

/** At least one letter or digit: what a question needs to mean anything. */
export function hasVisibleText(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}

/** POST /api/answer and POST /api/chat take the same question. Messages are Vietnamese: they reach the clinician. */
export const questionRequestSchema = z.object({
  question: z
    .string({ message: 'Thiếu câu hỏi.' })
    .trim()
    .min(1, { message: 'Câu hỏi đang trống. Hãy nhập câu hỏi về thuốc.' })
    .max(QUESTION_MAX_CHARS, {
      message: `Câu hỏi dài quá ${QUESTION_MAX_CHARS} ký tự. Hãy rút gọn.`,
    })
    // Measured defect: a question of only zero-width or control characters passed trim() and
    // min(1) and was answered (200) as if it said something.
    .refine(hasVisibleText, { message: 'Câu hỏi không có chữ nào. Hãy nhập câu hỏi về thuốc.' }),
  history: z
    .array(historyTurnSchema, { message: 'Lịch sử hội thoại không hợp lệ.' })
    .max(HISTORY_MAX_TURNS, { message: `Lịch sử hội thoại dài quá ${HISTORY_MAX_TURNS} lượt.` })
    .optional()
    .default([]),
});
export type QuestionRequest = z.infer<typeof questionRequestSchema>;
