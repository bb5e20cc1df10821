/**
 * One set of cases for every FeedbackStore: SQLite always, Postgres when TEST_DATABASE_URL or
 * DATABASE_URL is set (CI starts one with scripts/start-test-postgres.sh), skipped with one line
 * otherwise. Each Postgres case works in a schema of its own, dropped at the end.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { parseGoldenSet } from '@/lib/schema/golden-question';
import type { StoredFeedback } from '@/lib/schema/feedback';
import { freshSchemaName, testDatabaseUrl, withSearchPath } from '@/lib/testing/test-database-url';
import type { FeedbackStore } from './feedback-store';
import { feedbackBytes } from './insert-feedback';
import { FEEDBACK_MIGRATIONS, migrateFeedbackDb } from './migrate-feedback-db';
import { migrateFeedbackPostgres, POSTGRES_FEEDBACK_MIGRATIONS } from './migrate-feedback-postgres';
import { closeFeedbackDbs, openFeedbackDb } from './open-feedback-db';
import { createFeedbackPool } from './open-feedback-store';
import { createPostgresFeedbackStore } from './postgres-feedback-store';
import { createSqliteFeedbackStore } from './sqlite-feedback-store';
import { TokenBucket } from './token-bucket';

const run = promisify(execFile);

/** What a case needs of a database, whichever it is. */
interface Backend {
  /** A fresh, migrated database, and a second store on it as another process would open it. */
  open(): Promise<{
    store: FeedbackStore;
    second: () => Promise<FeedbackStore>;
    /** Sets the recorded schema version, then migrates again. */
    migrateFrom: (version: number) => Promise<number>;
    /** Runs one SQL statement on the database, as an operator would. */
    exec: (sql: string) => Promise<void>;
    /** The environment that points feedback:export at this database. */
    exportEnv: Record<string, string>;
  }>;
}

const opened: FeedbackStore[] = [];
const track = (store: FeedbackStore) => (opened.push(store), store);

const sqlite: Backend = {
  async open() {
    const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'fb-contract-')), 'fb.sqlite');
    const db = openFeedbackDb(file);
    return {
      store: track(createSqliteFeedbackStore(db)),
      second: async () => {
        const other = new Database(file);
        other.pragma('busy_timeout = 5000');
        migrateFeedbackDb(other);
        return track(createSqliteFeedbackStore(other));
      },
      migrateFrom: async (version) => {
        const other = new Database(file);
        other.pragma(`user_version = ${version}`);
        try {
          return migrateFeedbackDb(other);
        } finally {
          other.close();
        }
      },
      exec: async (sql) => void db.exec(sql),
      exportEnv: { FEEDBACK_DB: file, DATABASE_URL: '' },
    };
  },
};

const databaseUrl = testDatabaseUrl('feedback-store contract');
const schemas: string[] = [];

const postgres: Backend = {
  async open() {
    const schema = freshSchemaName('fb_contract');
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    schemas.push(schema);
    const url = withSearchPath(databaseUrl!, schema);
    const openOne = async () => {
      const pool = createFeedbackPool(url);
      await migrateFeedbackPostgres(pool);
      return { pool, store: track(createPostgresFeedbackStore(pool)) };
    };
    const { pool, store } = await openOne();
    return {
      store,
      second: async () => (await openOne()).store,
      migrateFrom: async (version) => {
        await pool.query('UPDATE feedback_schema_version SET version = $1', [version]);
        return migrateFeedbackPostgres(pool);
      },
      exec: async (sql) => void (await pool.query(sql)),
      exportEnv: { DATABASE_URL: url },
    };
  },
};

afterAll(async () => {
  await Promise.all(opened.map((s) => s.close().catch(() => undefined)));
  closeFeedbackDbs();
  if (databaseUrl && schemas.length > 0) {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    for (const schema of schemas) await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
  }
});

const vote = (question: string, patch: Partial<StoredFeedback> = {}): StoredFeedback => ({
  message_id: 'm',
  vote: 'down',
  question,
  answer: 'Không có trong sách.',
  mode: 'extractive',
  citations: [
    {
      marker: 1,
      chunk_id: 'amoxicilin__lieu_luong_va_cach_dung__000',
      drug_name: 'AMOXICILIN',
      section_key: 'lieu_luong_va_cach_dung',
      printed_page_range: [120, 121],
      source_page_range: [140, 141],
      drug_id: 'amoxicilin',
    },
  ],
  created_at: '2026-01-02T03:04:05.000Z',
  index_sha256: 'a'.repeat(64),
  book_sha256: 'b'.repeat(64),
  app_version: '0.1.0',
  ...patch,
});

describe.each([
  { name: 'SQLite', backend: sqlite, skip: false },
  { name: 'Postgres', backend: postgres, skip: !databaseUrl },
])('FeedbackStore contract: $name', ({ backend, skip }) => {
  it.skipIf(skip)('is migrated to the latest version, once, and refuses a newer one', async () => {
    const { store, migrateFrom } = await backend.open();
    expect(POSTGRES_FEEDBACK_MIGRATIONS).toHaveLength(FEEDBACK_MIGRATIONS.length);
    expect(await store.schemaVersion()).toBe(FEEDBACK_MIGRATIONS.length);
    expect(await migrateFrom(FEEDBACK_MIGRATIONS.length)).toBe(FEEDBACK_MIGRATIONS.length);
    await expect(migrateFrom(FEEDBACK_MIGRATIONS.length + 1)).rejects.toThrow(/newer version/);
  });

  it.skipIf(skip)(
    'brings a v1 database (before the shared bucket) to v2, keeping its votes',
    async () => {
      const { store, migrateFrom, exec } = await backend.open();
      const id = await store.insert(vote('Liều amoxicilin cho trẻ 20 kg?'));
      await exec('DROP TABLE feedback_rate_limits');
      expect(await migrateFrom(1)).toBe(2);
      expect((await store.list()).map((r) => r.id)).toEqual([id]);
      expect(await store.takeToken('b', { capacity: 1, refillPerSecond: 1 }, 0)).toEqual({
        ok: true,
      });
    },
  );

  it.skipIf(skip)('reads back what it wrote, newest first, by vote and limit', async () => {
    const { store } = await backend.open();
    const a = await store.insert(vote('Liều amoxicilin cho trẻ 20 kg?'));
    const b = await store.insert(vote('Câu hai?', { vote: 'up', mode: undefined }));
    const c = await store.insert(vote('Câu ba?', { created_at: '2026-03-04T05:06:07.089Z' }));
    expect(new Set([a, b, c]).size).toBe(3);
    expect(await store.list()).toEqual([
      { ...vote('Câu ba?', { created_at: '2026-03-04T05:06:07.089Z' }), id: c },
      { ...vote('Câu hai?', { vote: 'up', mode: undefined }), id: b },
      { ...vote('Liều amoxicilin cho trẻ 20 kg?'), id: a },
    ]);
    expect((await store.list({ vote: 'down' })).map((r) => r.id)).toEqual([c, a]);
    expect((await store.list({ vote: 'up' })).map((r) => r.id)).toEqual([b]);
    expect((await store.list({ limit: 1 })).map((r) => r.id)).toEqual([c]);
  });

  it.skipIf(skip)('refuses a record over its cap with 413 and a Vietnamese message', async () => {
    const { store } = await backend.open();
    await expect(
      store.insert(vote('x'.repeat(200)), { recordMaxBytes: 100, totalMaxBytes: 1e6 }),
    ).rejects.toMatchObject({ status: 413, userMessage: expect.stringMatching(/dài/) });
    expect(await store.list()).toEqual([]);
  });

  it.skipIf(skip)('refuses past the total cap (507), even with writers racing', async () => {
    const { store, second } = await backend.open();
    const other = await second();
    const caps = { recordMaxBytes: 1e6, totalMaxBytes: feedbackBytes(vote('abc')) * 3 };
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? store : other).insert(vote('abc'), caps)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    for (const r of results.filter((r) => r.status === 'rejected')) {
      expect(r.reason).toMatchObject({ status: 507, userMessage: expect.stringMatching(/đầy/) });
    }
    expect(await store.list()).toHaveLength(3);
  });

  it.skipIf(skip)('takes tokens exactly as TokenBucket does', async () => {
    const { store } = await backend.open();
    const options = { capacity: 3, refillPerSecond: 0.5 };
    const memory = new TokenBucket(options);
    const steps: [string, number][] = [
      ['a', 0],
      ['a', 0],
      ['a', 0],
      ['a', 0],
      ['a', 0],
      ['a', 1000],
      ['a', 2000],
      ['b', 2000],
      ['a', 2500],
      ['a', 9000],
      ['a', 9000],
      ['a', 9000],
      ['a', 9000],
      ['a', 8000],
      ['b', 60_000],
    ];
    const stored = [];
    for (const [bucket, t] of steps) stored.push(await store.takeToken(bucket, options, t));
    expect(stored).toEqual(steps.map(([bucket, t]) => memory.take(bucket, t)));
    expect(stored[4]).toEqual({ ok: false, retryAfterSeconds: 2 });
  });

  it.skipIf(skip)('shares one bucket between two processes: no token is taken twice', async () => {
    const { store, second } = await backend.open();
    const other = await second();
    const options = { capacity: 5, refillPerSecond: 0.001 };
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? store : other).takeToken('shared', options, 1_000),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(5);
  });

  it.skipIf(skip)('purges the votes older than a cutoff and keeps the rest', async () => {
    const { store } = await backend.open();
    await store.insert(vote('cũ', { created_at: '2026-01-01T00:00:00.000Z' }));
    await store.insert(vote('vừa', { created_at: '2026-03-31T23:59:59.999Z' }));
    await store.insert(vote('mới', { created_at: '2026-04-01T00:00:00.000Z' }));
    expect(await store.purgeOlderThan(new Date('2026-04-01T00:00:00.000Z'))).toBe(2);
    expect((await store.list()).map((r) => r.question)).toEqual(['mới']);
    expect(await store.purgeOlderThan(new Date('2026-04-01T00:00:00.000Z'))).toBe(0);
  });

  it.skipIf(skip)('is exported by npm run feedback:export, thumbs-down oldest first', async () => {
    const { store, exportEnv } = await backend.open();
    for (const [v, q] of [
      ['down', 'Câu một?'],
      ['up', 'Câu hai?'],
      ['down', 'Câu ba?'],
    ] as const) {
      await store.insert(vote(q, { vote: v }));
    }
    const dir = await mkdtemp(path.join(os.tmpdir(), 'fb-contract-export-'));
    const out = path.join(dir, 'golden.jsonl');
    const { stdout } = await run(
      'npx',
      ['tsx', '--conditions=react-server', 'lib/feedback/export-feedback-cli.ts', '--out', out],
      { env: { ...process.env, ...exportEnv, INDEX_DIR: path.join(dir, 'index') } },
    );
    expect(stdout).toContain('2 thumbs-down');
    expect(stdout).not.toContain('Câu');
    const golden = parseGoldenSet(await readFile(out, 'utf8'), out);
    expect(golden.map((g) => g.question)).toEqual(['Câu một?', 'Câu ba?']);
  });
});
