import 'server-only';
import pg from 'pg';
import type { Env } from '@/lib/env';
import { checkFeedbackDbLocation } from './check-feedback-db-location';
import type { FeedbackStore } from './feedback-store';
import { migrateFeedbackPostgres } from './migrate-feedback-postgres';
import { closeFeedbackDbs, openFeedbackDb } from './open-feedback-db';
import { asUnavailable, createPostgresFeedbackStore } from './postgres-feedback-store';
import { purgeExpiredFeedback } from './purge-expired-feedback';
import { createSqliteFeedbackStore } from './sqlite-feedback-store';

/** Retention runs at open and then at most this often, on the next vote. */
const PURGE_EVERY_MS = 60 * 60 * 1000;

type StoreEnv = Pick<Env, 'DATABASE_URL' | 'FEEDBACK_DB' | 'FEEDBACK_RETENTION_DAYS' | 'NODE_ENV'>;

/**
 * A pool for DATABASE_URL: a few connections per instance (votes are rare; two instances and
 * the export stay far under Postgres's default 100), bounded waits so a dead database gives a
 * 503 in seconds rather than a hung request. Server settings ride in the URL
 * (`?options=-c search_path=…`, as the tests and bench:cluster give each run its own schema).
 */
export function createFeedbackPool(url: string): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: 4,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: 10_000,
    application_name: 'duoc-thu',
  });
  // An idle connection dropped by the server (restart, failover) is reported here; unhandled,
  // it would end the process. The next query opens a fresh connection.
  pool.on('error', (error: Error & { code?: string }) => {
    console.error(`feedback store: Postgres connection lost (${error.code ?? error.message})`);
  });
  return pool;
}

const open = new Map<string, Promise<FeedbackStore>>();
const lastPurge = new Map<string, number>();

async function openPostgres(url: string): Promise<FeedbackStore> {
  const pool = createFeedbackPool(url);
  try {
    await migrateFeedbackPostgres(pool);
  } catch (error) {
    await pool.end().catch(() => undefined);
    asUnavailable(error);
  }
  return createPostgresFeedbackStore(pool);
}

/**
 * The feedback store the app writes to: Postgres when DATABASE_URL is set (shared by every
 * instance; one pool per process, migrated once), else SQLite at FEEDBACK_DB (openFeedbackDb
 * keeps one connection per file and reopens it if something closed it). Votes past
 * FEEDBACK_RETENTION_DAYS are purged at open and then hourly, on the next use. A Postgres that
 * failed to open is not remembered: the next request tries again.
 */
export async function openFeedbackStore(env: StoreEnv): Promise<FeedbackStore> {
  let store: FeedbackStore;
  const url = env.DATABASE_URL;
  if (url) {
    let opening = open.get(url);
    if (!opening) {
      opening = openPostgres(url);
      open.set(url, opening);
      opening.catch(() => open.delete(url));
    }
    store = await opening;
  } else {
    // instrumentation.ts refuses this at start-up; here too, for a server that skipped it.
    const misplaced = checkFeedbackDbLocation(env, process.cwd());
    if (misplaced) throw new Error(misplaced);
    store = createSqliteFeedbackStore(openFeedbackDb(env.FEEDBACK_DB));
  }
  const key = url ?? env.FEEDBACK_DB;
  const now = Date.now();
  if (now - (lastPurge.get(key) ?? 0) >= PURGE_EVERY_MS) {
    lastPurge.set(key, now);
    // A failed purge must not cost the clinician's vote: the next hour tries again.
    await purgeExpiredFeedback(store, env.FEEDBACK_RETENTION_DAYS, new Date(now)).catch(
      (error: unknown) =>
        console.error(`feedback store: retention purge failed (${(error as Error).message})`),
    );
  }
  return store;
}

/** Closes every store this process opened (shutdown, tests): Postgres pools, SQLite files. */
export async function closeFeedbackStores(): Promise<void> {
  const stores = await Promise.allSettled(open.values());
  open.clear();
  lastPurge.clear();
  await Promise.all(
    stores.map((s) => (s.status === 'fulfilled' ? s.value.close() : Promise.resolve())),
  );
  closeFeedbackDbs();
}
