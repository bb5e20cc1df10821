import { appendFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '@/lib/errors/app-error';
import { feedbackRecordSchema, type FeedbackRecord, type FeedbackRequest } from './schema';

export const FEEDBACK_FILE = 'feedback.jsonl';

/**
 * Appends one vote to <indexDir>/feedback.jsonl. One write call per line, opened in append
 * mode, so concurrent votes never interleave inside a line. The index folder must exist: a
 * vote with no book loaded has no answer to be about, and creating INDEX_DIR here would make
 * a half-made index look real to the next ingest.
 */
export async function appendFeedback(
  indexDir: string,
  feedback: FeedbackRequest,
  now: Date = new Date(),
): Promise<FeedbackRecord> {
  const info = await stat(indexDir).catch(() => null);
  if (!info?.isDirectory()) throw new AppError('unavailable:feedback');
  const record = feedbackRecordSchema.parse({ ...feedback, timestamp: now.toISOString() });
  await appendFile(path.join(indexDir, FEEDBACK_FILE), `${JSON.stringify(record)}\n`, {
    encoding: 'utf8',
    flag: 'a',
  });
  return record;
}
