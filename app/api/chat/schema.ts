/** POST /api/chat takes the same question as /api/answer (useChat sends it via prepareSendMessagesRequest). */
export { questionRequestSchema, type QuestionRequest } from '../answer/schema';
