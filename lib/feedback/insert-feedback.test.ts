import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import type { StoredFeedback } from '@/lib/schema/feedback';
import { feedbackBytes, insertFeedback } from './insert-feedback';
import { listFeedback } from './list-feedback';
import { FEEDBACK_MIGRATIONS, migrateFeedbackDb } from './migrate-feedback-db';
import { closeFeedbackDbs, openFeedbackDb } from './open-feedback-db';

afterAll(() => closeFeedbackDbs());

const record = (question: string): StoredFeedback => ({
  message_id: 'm',
  vote: 'down',
  question,
  answer: 'Không có trong sách.',
  citations: [],
  created_at: '2026-01-02T03:04:05.000Z',
  index_sha256: 'a'.repeat(64),
  book_sha256: 'b'.repeat(64),
  app_version: '0.1.0',
});

async function freshDb(): Promise<Database.Database> {
  return openFeedbackDb(path.join(await mkdtemp(path.join(os.tmpdir(), 'fb-')), 'x', 'fb.sqlite'));
}

describe('migrateFeedbackDb', () => {
  it('brings a new database to the latest version once, and refuses a newer one', async () => {
    const db = await freshDb();
    expect(db.pragma('user_version', { simple: true })).toBe(FEEDBACK_MIGRATIONS.length);
    expect(migrateFeedbackDb(db)).toBe(FEEDBACK_MIGRATIONS.length);
    const newer = new Database(':memory:');
    newer.pragma(`user_version = ${FEEDBACK_MIGRATIONS.length + 1}`);
    expect(() => migrateFeedbackDb(newer)).toThrow(/newer version/);
  });
});

describe('insertFeedback', () => {
  it('writes and reads back a row', async () => {
    const db = await freshDb();
    const id = insertFeedback(db, record('Liều?'));
    expect(listFeedback(db, { vote: 'down' })).toEqual([{ ...record('Liều?'), id }]);
    expect(listFeedback(db, { vote: 'up' })).toEqual([]);
  });

  it('refuses a record over its cap with 413 and a Vietnamese message', async () => {
    const db = await freshDb();
    expect(() =>
      insertFeedback(db, record('x'.repeat(200)), { recordMaxBytes: 100, totalMaxBytes: 1e6 }),
    ).toThrow(expect.objectContaining({ status: 413, userMessage: expect.stringMatching(/dài/) }));
  });

  it('refuses once the total cap would be passed (507) and keeps what it had', async () => {
    const db = await freshDb();
    const one = feedbackBytes(record('abc'));
    const caps = { recordMaxBytes: 1e6, totalMaxBytes: one * 3 };
    for (let i = 0; i < 3; i += 1) insertFeedback(db, record('abc'), caps);
    expect(() => insertFeedback(db, record('abc'), caps)).toThrow(
      expect.objectContaining({ status: 507, userMessage: expect.stringMatching(/đầy/) }),
    );
    expect(listFeedback(db)).toHaveLength(3);
  });
});
