import 'server-only';
import type Database from 'better-sqlite3';
import { AppError } from '@/lib/errors/app-error';
import type { StoredFeedback } from '@/lib/schema/feedback';

/** One vote's stored size at most: a long answer with its citations fits in a tenth of this. */
export const FEEDBACK_RECORD_MAX_BYTES = 48 * 1024;
/** All votes together at most: about 25,000 long ones; the disk never fills from feedback. */
export const FEEDBACK_TOTAL_MAX_BYTES = 64 * 1024 * 1024;

export interface FeedbackCaps {
  recordMaxBytes: number;
  totalMaxBytes: number;
}

export const DEFAULT_FEEDBACK_CAPS: FeedbackCaps = {
  recordMaxBytes: FEEDBACK_RECORD_MAX_BYTES,
  totalMaxBytes: FEEDBACK_TOTAL_MAX_BYTES,
};

/** What a row costs: the text the clinician and the answer brought, in UTF-8 bytes. */
export function feedbackBytes(record: StoredFeedback): number {
  return Buffer.byteLength(
    record.question + record.answer + JSON.stringify(record.citations) + record.message_id,
    'utf8',
  );
}

/** Refuses a vote over the per-record cap; the same words from every store. */
export function checkRecordCap(bytes: number, caps: FeedbackCaps): void {
  if (bytes > caps.recordMaxBytes) {
    throw new AppError(
      'payload_too_large:feedback',
      'Phản hồi quá dài để lưu. Hãy gửi lại với câu hỏi ngắn hơn.',
    );
  }
}

/** Refuses a vote that would pass the total cap; the same words from every store. */
export function checkTotalCap(total: number, bytes: number, caps: FeedbackCaps): void {
  if (total + bytes > caps.totalMaxBytes) {
    throw new AppError(
      'insufficient_storage:feedback',
      'Kho phản hồi đã đầy nên chưa lưu được phản hồi này. Hãy báo cho người quản trị để xuất và dọn kho phản hồi.',
    );
  }
}

/**
 * Stores one vote, refused with a Vietnamese message past the per-record or the total cap. The
 * total is checked and the row written in one IMMEDIATE transaction, so concurrent writers
 * cannot overshoot it together.
 */
export function insertFeedback(
  db: Database.Database,
  record: StoredFeedback,
  caps: FeedbackCaps = DEFAULT_FEEDBACK_CAPS,
): number {
  const bytes = feedbackBytes(record);
  checkRecordCap(bytes, caps);
  const total = db.prepare<[], { total: number | null }>(
    'SELECT SUM(bytes) AS total FROM feedback',
  );
  const insert = db.prepare(
    `INSERT INTO feedback (created_at, message_id, vote, question, answer, mode, citations,
       index_sha256, book_sha256, app_version, bytes)
     VALUES (@created_at, @message_id, @vote, @question, @answer, @mode, @citations,
       @index_sha256, @book_sha256, @app_version, @bytes)`,
  );
  const write = db.transaction(() => {
    checkTotalCap(total.get()?.total ?? 0, bytes, caps);
    return insert.run({
      ...record,
      mode: record.mode ?? null,
      citations: JSON.stringify(record.citations),
      bytes,
    }).lastInsertRowid;
  });
  return Number(write.immediate());
}
