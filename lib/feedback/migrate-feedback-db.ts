import 'server-only';
import type Database from 'better-sqlite3';

/**
 * The feedback database's schema, one step per version, applied in order inside a transaction
 * and recorded in `PRAGMA user_version`. Never edit a released step: add the next one.
 */
export const FEEDBACK_MIGRATIONS: readonly string[] = [
  // v1: one row per vote, with what was judged and which index judged it.
  `CREATE TABLE feedback (
     id            INTEGER PRIMARY KEY,
     created_at    TEXT    NOT NULL,
     message_id    TEXT    NOT NULL,
     vote          TEXT    NOT NULL CHECK (vote IN ('up', 'down')),
     question      TEXT    NOT NULL,
     answer        TEXT    NOT NULL,
     mode          TEXT,
     citations     TEXT    NOT NULL,
     index_sha256  TEXT    NOT NULL,
     book_sha256   TEXT    NOT NULL,
     app_version   TEXT    NOT NULL,
     bytes         INTEGER NOT NULL
   );
   CREATE INDEX feedback_vote_created ON feedback (vote, created_at);`,
  // v2: the all-clients vote limit, kept in the database so every process writing to it shares
  // one bucket (take-stored-token.ts); postgres-feedback-migrations.ts has the same step.
  `CREATE TABLE feedback_rate_limits (
     bucket TEXT    PRIMARY KEY,
     tokens REAL    NOT NULL,
     at_ms  INTEGER NOT NULL,
     ok     INTEGER NOT NULL
   ) WITHOUT ROWID;`,
];

/** Brings `db` to the latest version; returns the version it is at. */
export function migrateFeedbackDb(db: Database.Database): number {
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > FEEDBACK_MIGRATIONS.length) {
    throw new Error(
      `feedback database is at schema v${current}, this build knows v${FEEDBACK_MIGRATIONS.length}: ` +
        'it was written by a newer version of the app',
    );
  }
  const migrate = db.transaction(() => {
    for (let v = current; v < FEEDBACK_MIGRATIONS.length; v += 1) {
      db.exec(FEEDBACK_MIGRATIONS[v] ?? '');
      db.pragma(`user_version = ${v + 1}`);
    }
  });
  migrate.immediate();
  return FEEDBACK_MIGRATIONS.length;
}
