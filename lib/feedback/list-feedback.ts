import 'server-only';
import type Database from 'better-sqlite3';
import { feedbackRowSchema, type FeedbackRow } from '@/lib/schema/feedback';

interface RawRow {
  id: number;
  created_at: string;
  message_id: string;
  vote: string;
  question: string;
  answer: string;
  mode: string | null;
  citations: string;
  index_sha256: string;
  book_sha256: string;
  app_version: string;
}

/** Votes, newest first, parsed back through the schema they were written with. */
export function listFeedback(
  db: Database.Database,
  options: { vote?: 'up' | 'down'; limit?: number } = {},
): FeedbackRow[] {
  const rows = db
    .prepare<[{ vote: string | null; limit: number }], RawRow>(
      `SELECT id, created_at, message_id, vote, question, answer, mode, citations,
              index_sha256, book_sha256, app_version
         FROM feedback WHERE (@vote IS NULL OR vote = @vote) ORDER BY id DESC LIMIT @limit`,
    )
    .all({ vote: options.vote ?? null, limit: options.limit ?? 1000 });
  return rows.map((row) =>
    feedbackRowSchema.parse({
      ...row,
      mode: row.mode ?? undefined,
      citations: JSON.parse(row.citations) as unknown,
    }),
  );
}
