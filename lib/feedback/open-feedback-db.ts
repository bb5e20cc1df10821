import 'server-only';
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { onShutdown } from '@/lib/ops/ops-state';
import { migrateFeedbackDb } from './migrate-feedback-db';

const open = new Map<string, Database.Database>();

/**
 * Owner-only: the file holds clinicians' questions, which may name a patient; it used to be
 * created 0644, readable by every account on the host (issue 39). SQLite gives its -wal and
 * -shm files the main file's mode.
 */
const FEEDBACK_DB_MODE = 0o600;

/**
 * The feedback database at `file`, opened once per process: WAL, so the review page and the
 * export read while votes are written; a busy timeout, so a second process (the export) waits
 * rather than failing; migrated to the latest schema. Lives outside INDEX_DIR (lib/env.ts
 * refuses otherwise): feedback used to be a file inside it, and the next ingest deleted it.
 */
export function openFeedbackDb(
  file: string,
  options: { readonly?: boolean } = {},
): Database.Database {
  const key = `${path.resolve(file)}\n${options.readonly ? 'ro' : 'rw'}`;
  const cached = open.get(key);
  if (cached?.open) return cached;
  if (!options.readonly) {
    mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    // Created here with the mode, not by SQLite with the umask's; an existing file is narrowed,
    // and so are a -wal and -shm left by an older build (SQLite reuses them as they are).
    closeSync(openSync(file, 'a', FEEDBACK_DB_MODE));
    for (const f of [file, `${file}-wal`, `${file}-shm`]) {
      if (existsSync(f)) chmodSync(f, FEEDBACK_DB_MODE);
    }
  }
  const db = new Database(file, {
    readonly: options.readonly ?? false,
    fileMustExist: options.readonly ?? false,
  });
  db.pragma('busy_timeout = 5000');
  if (!options.readonly) {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    migrateFeedbackDb(db);
  }
  open.set(key, db);
  // Closed on SIGTERM after the last request (lib/ops/shut-down.ts): the WAL is checkpointed.
  onShutdown(closeFeedbackDbs);
  return db;
}

/** Closes every database this process opened (tests, and the export CLI before exiting). */
export function closeFeedbackDbs(): void {
  for (const db of open.values()) if (db.open) db.close();
  open.clear();
}
