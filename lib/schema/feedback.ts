import { z } from 'zod';
import { answerModeSchema } from './answer';
import { BODY_MAX_BYTES, QUESTION_MAX_CHARS } from './chat-message';
import { citationSchema } from './citation';

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
export type FeedbackCitation = z.infer<typeof feedbackCitationSchema>;

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

/** A citation as stored: checked against the served index, which also gave its drug_id. */
export const storedFeedbackCitationSchema = feedbackCitationSchema.extend({
  drug_id: z.string().min(1),
});
export type StoredFeedbackCitation = z.infer<typeof storedFeedbackCitationSchema>;

/** One row of the feedback database (lib/feedback), as written. */
export const storedFeedbackSchema = feedbackRequestSchema.extend({
  citations: z.array(storedFeedbackCitationSchema),
  /** ISO 8601, server clock. */
  created_at: z.iso.datetime(),
  /** sha256 of the served store's manifest, which lists the sha256 of every store file. */
  index_sha256: z.string().regex(/^[0-9a-f]{64}$/),
  /** sha256 of the book the index was built from (source.json). */
  book_sha256: z.string().regex(/^[0-9a-f]{64}$/),
  app_version: z.string().min(1),
});
export type StoredFeedback = z.infer<typeof storedFeedbackSchema>;

/** A row read back, with its id. */
export const feedbackRowSchema = storedFeedbackSchema.extend({ id: z.number().int().positive() });
export type FeedbackRow = z.infer<typeof feedbackRowSchema>;

export const feedbackResponseSchema = z.object({ ok: z.literal(true) });
