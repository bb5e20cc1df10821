import 'server-only';
import type { Pool, PoolClient } from 'pg';

/**
 * The Postgres feedback schema, step for step the same as FEEDBACK_MIGRATIONS
 * (migrate-feedback-db.ts) in Postgres types: the same tables, columns, checks and index.
 * Applied in order inside one transaction and recorded in `feedback_schema_version`. Never edit
 * a released step: add the next one to both lists.
 */
export const POSTGRES_FEEDBACK_MIGRATIONS: readonly string[] = [
  // v1: one row per vote, with what was judged and which index judged it.
  `CREATE TABLE feedback (
     id            BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     created_at    TIMESTAMPTZ NOT NULL,
     message_id    TEXT        NOT NULL,
     vote          TEXT        NOT NULL CHECK (vote IN ('up', 'down')),
     question      TEXT        NOT NULL,
     answer        TEXT        NOT NULL,
     mode          TEXT,
     citations     JSONB       NOT NULL,
     index_sha256  TEXT        NOT NULL,
     book_sha256   TEXT        NOT NULL,
     app_version   TEXT        NOT NULL,
     bytes         INTEGER     NOT NULL
   );
   CREATE INDEX feedback_vote_created ON feedback (vote, created_at);`,
  // v2: the all-clients vote limit, shared by every instance.
  `CREATE TABLE feedback_rate_limits (
     bucket TEXT             PRIMARY KEY,
     tokens DOUBLE PRECISION NOT NULL,
     at_ms  BIGINT           NOT NULL,
     ok     BOOLEAN          NOT NULL
   );`,
];

/**
 * Key of the advisory lock migrations and capped inserts take, so two instances starting at
 * once do not both create the tables, and two writers cannot pass the total cap together.
 * Any fixed 64-bit number no other code uses; this one spells "feedback" in hex-ish.
 */
export const FEEDBACK_LOCK_KEY = 0x0fee_dbac_0001;

/** Brings the database to the latest version; returns the version it is at. */
export async function migrateFeedbackPostgres(pool: Pool): Promise<number> {
  const client: PoolClient = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [FEEDBACK_LOCK_KEY]);
    await client.query(
      'CREATE TABLE IF NOT EXISTS feedback_schema_version (version INTEGER NOT NULL)',
    );
    const { rows } = await client.query<{ version: number }>(
      'SELECT version FROM feedback_schema_version',
    );
    let current = rows[0]?.version ?? 0;
    if (rows.length === 0) {
      await client.query('INSERT INTO feedback_schema_version (version) VALUES (0)');
    }
    if (current > POSTGRES_FEEDBACK_MIGRATIONS.length) {
      throw new Error(
        `feedback database is at schema v${current}, this build knows ` +
          `v${POSTGRES_FEEDBACK_MIGRATIONS.length}: it was written by a newer version of the app`,
      );
    }
    for (; current < POSTGRES_FEEDBACK_MIGRATIONS.length; current += 1) {
      await client.query(POSTGRES_FEEDBACK_MIGRATIONS[current] ?? '');
      await client.query('UPDATE feedback_schema_version SET version = $1', [current + 1]);
    }
    await client.query('COMMIT');
    return current;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
