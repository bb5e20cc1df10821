import { z } from 'zod';
import { answerModeSchema } from '@/lib/schema/answer';
import { citationSchema } from '@/lib/schema/citation';
import { BODY_MAX_BYTES, QUESTION_MAX_CHARS } from '@/lib/schema/chat-message';

/** The same cap as every other route's body. */
export const FEEDBACK_BODY_MAX_BYTES = BODY_MAX_BYTES;

/** What is kept of a citation: enough to find the chunk and page again, not its geometry. */
export const feedbackCitationSchema = citationSchema.pick({
  marker: true,
  chunk_id: true,
  drug_name: true,
  section_key: true,
  printed_page_range: true,
  source_page_range: true,
});

/** POST /api/feedback: a clinician's thumbs up/down on one answer. */
export const feedbackRequestSchema = z.object({
  /** The assistant message id, so a changed vote can be told from a second one. */
  message_id: z.string().min(1).max(200),
  vote: z.enum(['up', 'down']),
  question: z.string().trim().min(1).max(QUESTION_MAX_CHARS),
  answer: z.string().max(20_000),
  mode: answerModeSchema.optional(),
  citations: z.array(feedbackCitationSchema).max(50),
});
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;

/** One line of <INDEX_DIR>/feedback.jsonl. */
export const feedbackRecordSchema = feedbackRequestSchema.extend({
  /** ISO 8601, server clock. */
  timestamp: z.iso.datetime(),
});
export type FeedbackRecord = z.infer<typeof feedbackRecordSchema>;

export const feedbackResponseSchema = z.object({ ok: z.literal(true) });
