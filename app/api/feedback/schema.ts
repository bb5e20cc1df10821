/** POST /api/feedback's request and response: shared with the review page and the export. */
export {
  FEEDBACK_BODY_MAX_BYTES,
  feedbackCitationSchema,
  feedbackRequestSchema,
  feedbackResponseSchema,
  type FeedbackRequest,
} from '@/lib/schema/feedback';
