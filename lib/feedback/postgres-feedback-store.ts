import 'server-only';
import type { Pool } from 'pg';
import { AppError } from '@/lib/errors/app-error';
import { feedbackRowSchema, type FeedbackRow } from '@/lib/schema/feedback';
import type { FeedbackStore } from './feedback-store';
import {
  checkRecordCap,
  checkTotalCap,
  DEFAULT_FEEDBACK_CAPS,
  feedbackBytes,
} from './insert-feedback';
import { FEEDBACK_LOCK_KEY } from './migrate-feedback-postgres';
import { retryAfterSeconds } from './token-bucket';

/** TokenBucket's refill, in SQL over the row as it was before this take. */
const REFILLED =
  'LEAST($2::float8, b.tokens + GREATEST(0, $3::bigint - b.at_ms) / 1000.0 * $4::float8)';

/**
 * One take in one statement: the row lock of the upsert serialises instances drawing from the
 * same bucket, so two of them cannot both take its last token.
 */
const TAKE_TOKEN = `
  INSERT INTO feedback_rate_limits AS b (bucket, tokens, at_ms, ok)
  VALUES ($1, $2::float8 - 1, $3::bigint, true)
  ON CONFLICT (bucket) DO UPDATE SET
    tokens = CASE WHEN ${REFILLED} >= 1 THEN ${REFILLED} - 1 ELSE ${REFILLED} END,
    ok     = ${REFILLED} >= 1,
    at_ms  = $3::bigint
  RETURNING ok, tokens`;

interface RawRow {
  id: string;
  created_at: Date;
  message_id: string;
  vote: string;
  question: string;
  answer: string;
  mode: string | null;
  citations: unknown;
  index_sha256: string;
  book_sha256: string;
  app_version: string;
}

/** What a clinician is told when Postgres cannot be reached: a wait, not a failure. */
const UNREACHABLE =
  'Chưa lưu được phản hồi vì kho phản hồi tạm thời không truy cập được. Hãy thử lại sau ít phút.';

/** A refusal of ours passes through; anything else from Postgres is a 503 with Retry-After. */
export function asUnavailable(error: unknown): never {
  if (error instanceof AppError) throw error;
  throw new AppError('unavailable:feedback', UNREACHABLE, { cause: error });
}

function toRow(row: RawRow): FeedbackRow {
  return feedbackRowSchema.parse({
    ...row,
    id: Number(row.id),
    created_at: row.created_at.toISOString(),
    mode: row.mode ?? undefined,
  });
}

/**
 * Feedback in Postgres (DATABASE_URL), migrated by migrate-feedback-postgres.ts. The total cap
 * is checked and the row written in one transaction holding an advisory lock, so instances
 * writing at once cannot overshoot it together (SQLite's IMMEDIATE transaction does the same).
 */
export function createPostgresFeedbackStore(pool: Pool): FeedbackStore {
  return {
    kind: 'postgres',
    async insert(record, caps = DEFAULT_FEEDBACK_CAPS) {
      const bytes = feedbackBytes(record);
      checkRecordCap(bytes, caps);
      const client = await pool.connect().catch(asUnavailable);
      try {
        await client.query('BEGIN');
        await client.query('SELECT pg_advisory_xact_lock($1)', [FEEDBACK_LOCK_KEY]);
        const { rows } = await client.query<{ total: string }>(
          'SELECT COALESCE(SUM(bytes), 0) AS total FROM feedback',
        );
        checkTotalCap(Number(rows[0]?.total ?? 0), bytes, caps);
        const inserted = await client.query<{ id: string }>(
          `INSERT INTO feedback (created_at, message_id, vote, question, answer, mode, citations,
             index_sha256, book_sha256, app_version, bytes)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
          [
            record.created_at,
            record.message_id,
            record.vote,
            record.question,
            record.answer,
            record.mode ?? null,
            JSON.stringify(record.citations),
            record.index_sha256,
            record.book_sha256,
            record.app_version,
            bytes,
          ],
        );
        await client.query('COMMIT');
        return Number(inserted.rows[0]?.id);
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        return asUnavailable(error);
      } finally {
        client.release();
      }
    },
    async list(options = {}) {
      const { rows } = await pool
        .query<RawRow>(
          `SELECT id, created_at, message_id, vote, question, answer, mode, citations,
                  index_sha256, book_sha256, app_version
             FROM feedback WHERE ($1::text IS NULL OR vote = $1) ORDER BY id DESC LIMIT $2`,
          [options.vote ?? null, options.limit ?? 1000],
        )
        .catch(asUnavailable);
      return rows.map(toRow);
    },
    async purgeOlderThan(cutoff) {
      const result = await pool.query('DELETE FROM feedback WHERE created_at < $1', [cutoff]);
      return result.rowCount ?? 0;
    },
    async takeToken(bucket, options, nowMs) {
      const { rows } = await pool
        .query<{
          ok: boolean;
          tokens: number;
        }>(TAKE_TOKEN, [bucket, options.capacity, Math.round(nowMs), options.refillPerSecond])
        .catch(asUnavailable);
      const row = rows[0];
      if (!row) throw new Error('feedback_rate_limits: the take returned no row');
      return row.ok
        ? { ok: true }
        : { ok: false, retryAfterSeconds: retryAfterSeconds(row.tokens, options.refillPerSecond) };
    },
    async schemaVersion() {
      const { rows } = await pool.query<{ version: number }>(
        'SELECT version FROM feedback_schema_version',
      );
      return rows[0]?.version ?? 0;
    },
    close: () => pool.end(),
  };
}
