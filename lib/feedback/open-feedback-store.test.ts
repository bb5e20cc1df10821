import { chmodSync, statSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { StoredFeedback } from '@/lib/schema/feedback';
import { freshSchemaName, testDatabaseUrl, withSearchPath } from '@/lib/testing/test-database-url';
import { insertFeedback } from './insert-feedback';
import { migrateFeedbackPostgres } from './migrate-feedback-postgres';
import { closeFeedbackDbs, openFeedbackDb } from './open-feedback-db';
import { closeFeedbackStores, createFeedbackPool, openFeedbackStore } from './open-feedback-store';
import { createPostgresFeedbackStore } from './postgres-feedback-store';

afterAll(async () => {
  await closeFeedbackStores();
  closeFeedbackDbs();
});

const DAY_MS = 86_400_000;
const vote = (question: string, ageDays: number): StoredFeedback => ({
  message_id: 'm',
  vote: 'down',
  question,
  answer: '…',
  citations: [],
  created_at: new Date(Date.now() - ageDays * DAY_MS).toISOString(),
  index_sha256: 'a'.repeat(64),
  book_sha256: 'b'.repeat(64),
  app_version: '0.1.0',
});

const tempFile = async () =>
  path.join(await mkdtemp(path.join(os.tmpdir(), 'fb-open-')), 'sub', 'fb.sqlite');

describe('openFeedbackStore: SQLite', () => {
  it('creates the database and its WAL owner-only (0600): it holds patients’ details', async () => {
    const file = await tempFile();
    const store = await openFeedbackStore({
      FEEDBACK_DB: file,
      FEEDBACK_RETENTION_DAYS: 90,
    });
    expect(store.kind).toBe('sqlite');
    await store.insert(vote('Bệnh nhân 72 tuổi?', 0));
    for (const f of [file, `${file}-wal`]) expect(statSync(f).mode & 0o777).toBe(0o600);
  });

  it('narrows an existing 0644 database, its WAL and shared memory to 0600', async () => {
    const file = await tempFile();
    openFeedbackDb(file);
    closeFeedbackDbs();
    // Another process holding the database keeps a WAL with content (SQLite itself narrows only
    // empty files), as an older build's server would have left it.
    const other = new Database(file);
    other.prepare("INSERT INTO feedback_rate_limits VALUES ('x', 1, 0, 1)").run();
    const files = [file, `${file}-wal`, `${file}-shm`];
    for (const f of files) chmodSync(f, 0o644);
    openFeedbackDb(file);
    const modes = files.map((f) => statSync(f).mode & 0o777);
    other.close();
    expect(modes).toEqual([0o600, 0o600, 0o600]);
  });

  it('purges the votes older than FEEDBACK_RETENTION_DAYS when it opens', async () => {
    const file = await tempFile();
    const db = openFeedbackDb(file);
    for (const [q, age] of [
      ['hai năm', 730],
      ['31 ngày', 31],
      ['29 ngày', 29],
      ['hôm nay', 0],
    ] as const) {
      insertFeedback(db, vote(q, age));
    }
    const store = await openFeedbackStore({ FEEDBACK_DB: file, FEEDBACK_RETENTION_DAYS: 30 });
    expect((await store.list()).map((r) => r.question)).toEqual(['hôm nay', '29 ngày']);
  });
});

describe('openFeedbackStore: Postgres that cannot be reached', () => {
  it('answers 503 with Retry-After, in Vietnamese, when Postgres cannot be reached', async () => {
    const unreachable = 'postgresql://duoc@127.0.0.1:1/none';
    await expect(
      openFeedbackStore({
        DATABASE_URL: unreachable,
        FEEDBACK_DB: await tempFile(),
        FEEDBACK_RETENTION_DAYS: 90,
      }),
    ).rejects.toMatchObject({
      status: 503,
      headers: { 'Retry-After': expect.any(String) },
      userMessage: expect.stringMatching(/thử lại/),
    });
  });
});

const databaseUrl = testDatabaseUrl('openFeedbackStore');

describe.skipIf(!databaseUrl)('openFeedbackStore: Postgres (DATABASE_URL)', () => {
  const schema = freshSchemaName('fb_open');
  afterAll(async () => {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
  });

  it('migrates once when several instances start together on an empty database', async () => {
    const fresh = freshSchemaName('fb_race');
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${fresh}`);
    try {
      const pools = [1, 2, 3].map(() => createFeedbackPool(withSearchPath(databaseUrl!, fresh)));
      const versions = await Promise.all(pools.map((p) => migrateFeedbackPostgres(p)));
      await Promise.all(pools.map((p) => p.end()));
      expect(versions).toEqual([2, 2, 2]);
    } finally {
      await admin.query(`DROP SCHEMA ${fresh} CASCADE`);
      await admin.end();
    }
  });

  it('uses Postgres, migrated, and purges past FEEDBACK_RETENTION_DAYS when it opens', async () => {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    const url = withSearchPath(databaseUrl!, schema);
    const pool = createFeedbackPool(url);
    await migrateFeedbackPostgres(pool);
    const seed = createPostgresFeedbackStore(pool);
    await seed.insert(vote('91 ngày', 91));
    await seed.insert(vote('89 ngày', 89));
    await seed.close();

    const store = await openFeedbackStore({
      DATABASE_URL: url,
      FEEDBACK_DB: await tempFile(),
      FEEDBACK_RETENTION_DAYS: 90,
    });
    expect(store.kind).toBe('postgres');
    expect((await store.list()).map((r) => r.question)).toEqual(['89 ngày']);
  });
});
