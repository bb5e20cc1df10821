import type { PolicyResult, RemovedClaim } from './answer-draft';
import { summarizeRemovals } from './summarize-removals';

/** The answer when the book does not say it. Never general knowledge, never an empty string. */
export const NOT_FOUND_ANSWER = 'Không tìm thấy thông tin này trong Dược thư.';

export const NOT_FOUND_MESSAGE =
  'Không tìm thấy thông tin này trong Dược thư Quốc gia Việt Nam; câu trả lời không dùng kiến thức ngoài sách.';

/**
 * The not-found form. `removed` carries what the policy took out on the way here (a draft whose
 * every sentence failed), so the clinician is told something was said and withdrawn.
 */
export function abstain(removed: readonly RemovedClaim[] = []): PolicyResult {
  return {
    form: 'not_found',
    lead: null,
    sentences: [],
    captions: [],
    citations: [],
    attachments: [],
    notices: [...summarizeRemovals(removed), { code: 'not_found', message: NOT_FOUND_MESSAGE }],
    complete: false,
    removed: [...removed],
    missing_crops: [],
  };
}
