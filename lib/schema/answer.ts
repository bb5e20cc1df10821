import { z } from 'zod';
import { answerAttachmentSchema, citationSchema } from './citation';
import { answerPatientSchema } from './answer-patient';

export const noticeCodeSchema = z.enum([
  /** A cited chunk had a table/formula lifted out: the answer is not complete without its crop. */
  'quarantined_content',
  /** A sentence failed the policy (ungrounded number, dose from a quarantined chunk, …) and was removed. */
  'claim_removed',
  /** The book does not say this. */
  'not_found',
  /** The LLM could not be used; the extractive answer is shown instead. */
  'llm_fallback',
  /** The question was cut or could not be fully understood. */
  'question_adjusted',
  /**
   * Issue 37: a drug name close to more than one monograph, or itself another drug's name: the
   * answer asks "Ý bạn là: A? B?" with `choices`, never answering about a look-alike.
   */
  'did_you_mean',
]);
export type NoticeCode = z.infer<typeof noticeCodeSchema>;

export const noticeSchema = z.object({
  code: noticeCodeSchema,
  /** Vietnamese, for the clinician. */
  message: z.string().min(1),
  /** did_you_mean: the monographs' titles offered, each a button that re-asks with it. */
  choices: z.array(z.string().min(1)).optional(),
  /** did_you_mean: the name as typed, which a choice replaces in the question. */
  replaces: z.string().min(1).optional(),
});
export type Notice = z.infer<typeof noticeSchema>;

export const answerModeSchema = z.enum(['extractive', 'llm']);

/** POST /api/answer response; /api/chat streams the same parts. */
export const answerResponseSchema = z.object({
  mode: answerModeSchema,
  answer: z.string(),
  citations: z.array(citationSchema),
  attachments: z.array(answerAttachmentSchema),
  notices: z.array(noticeSchema),
  /** Issue 38: the patient as the question was read, shown as chips above the answer. */
  patient: answerPatientSchema.optional(),
});
export type AnswerResponse = z.infer<typeof answerResponseSchema>;
