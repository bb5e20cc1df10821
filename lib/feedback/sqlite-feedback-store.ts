import 'server-only';
import type Database from 'better-sqlite3';
import type { FeedbackStore } from './feedback-store';
import { insertFeedback } from './insert-feedback';
import { listFeedback } from './list-feedback';
import { retryAfterSeconds } from './token-bucket';

/** TokenBucket's refill, in SQL over the row as it was before this take. */
const REFILLED = 'MIN(@capacity, tokens + MAX(0, @now - at_ms) / 1000.0 * @rate)';

/**
 * One take from a bucket in one statement: SQLite runs it under the database's write lock, so
 * two processes sharing the file (a second `next start` on the same host) cannot both take the
 * last token.
 */
const TAKE_TOKEN = `
  INSERT INTO feedback_rate_limits (bucket, tokens, at_ms, ok)
  VALUES (@bucket, @capacity - 1, @now, 1)
  ON CONFLICT (bucket) DO UPDATE SET
    tokens = CASE WHEN ${REFILLED} >= 1 THEN ${REFILLED} - 1 ELSE ${REFILLED} END,
    ok     = ${REFILLED} >= 1,
    at_ms  = @now
  RETURNING ok, tokens`;

/** The SQLite feedback database (open-feedback-db.ts) behind the FeedbackStore interface. */
export function createSqliteFeedbackStore(db: Database.Database): FeedbackStore {
  return {
    kind: 'sqlite',
    // async, so a refusal rejects the promise as Postgres's does instead of throwing.
    insert: async (record, caps) => insertFeedback(db, record, caps),
    list: async (options) => listFeedback(db, options),
    // julianday, not a string comparison: it reads any ISO 8601 form the same way.
    purgeOlderThan: async (cutoff) =>
      db
        .prepare('DELETE FROM feedback WHERE julianday(created_at) < julianday(?)')
        .run(cutoff.toISOString()).changes,
    takeToken: async (bucket, options, nowMs) => {
      const row = db
        .prepare<
          [{ bucket: string; capacity: number; rate: number; now: number }],
          { ok: number; tokens: number }
        >(TAKE_TOKEN)
        .get({
          bucket,
          capacity: options.capacity,
          rate: options.refillPerSecond,
          now: nowMs,
        });
      if (!row) throw new Error('feedback_rate_limits: the take returned no row');
      return Promise.resolve(
        row.ok
          ? { ok: true }
          : {
              ok: false,
              retryAfterSeconds: retryAfterSeconds(row.tokens, options.refillPerSecond),
            },
      );
    },
    schemaVersion: async () => db.pragma('user_version', { simple: true }) as number,
    close: async () => {
      if (db.open) db.close();
    },
  };
}
