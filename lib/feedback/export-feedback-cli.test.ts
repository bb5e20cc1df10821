import { execFile } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parseGoldenSet } from '@/lib/schema/golden-question';
import type { StoredFeedback } from '@/lib/schema/feedback';
import { insertFeedback } from './insert-feedback';
import { closeFeedbackDbs, openFeedbackDb } from './open-feedback-db';

const run = promisify(execFile);

const vote = (vote: 'up' | 'down', question: string): StoredFeedback => ({
  message_id: 'm',
  vote,
  question,
  answer: '…',
  citations: [],
  created_at: '2026-01-02T03:04:05.000Z',
  index_sha256: 'a'.repeat(64),
  book_sha256: 'b'.repeat(64),
  app_version: '0.1.0',
});

describe('npm run feedback:export', () => {
  it('writes the thumbs-down answers, oldest first, as golden-set lines; prints no question', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'fb-export-'));
    const db = path.join(dir, 'fb.sqlite');
    for (const [v, q] of [
      ['down', 'Câu một?'],
      ['up', 'Câu hai?'],
      ['down', 'Câu ba?'],
    ] as const) {
      insertFeedback(openFeedbackDb(db), vote(v, q));
    }
    closeFeedbackDbs();
    const out = path.join(dir, 'out', 'golden.jsonl');
    const { stdout } = await run(
      'npx',
      ['tsx', '--conditions=react-server', 'lib/feedback/export-feedback-cli.ts', '--out', out],
      {
        env: {
          ...process.env,
          FEEDBACK_DB: db,
          INDEX_DIR: path.join(dir, 'index'),
          DATABASE_URL: '',
        },
      },
    );
    expect(stdout).toContain('2 thumbs-down');
    expect(stdout).not.toContain('Câu');
    const golden = parseGoldenSet(await readFile(out, 'utf8'), out);
    expect(golden.map((g) => g.question)).toEqual(['Câu một?', 'Câu ba?']);
  });

  it('exits 2 with one line when DATABASE_URL names a Postgres it cannot reach', async () => {
    const error = (await run(
      'npx',
      ['tsx', '--conditions=react-server', 'lib/feedback/export-feedback-cli.ts', '--out', 'x'],
      { env: { ...process.env, DATABASE_URL: 'postgresql://duoc@127.0.0.1:1/none' } },
    ).catch((e: unknown) => e)) as { code: number; stderr: string };
    expect(error.code).toBe(2);
    expect(error.stderr.trim().split('\n')).toHaveLength(1);
    expect(error.stderr).toMatch(/cannot read the feedback database at DATABASE_URL/);
  });

  it('exits 2 with one line when there is no database', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'fb-export-'));
    const error = (await run(
      'npx',
      ['tsx', '--conditions=react-server', 'lib/feedback/export-feedback-cli.ts', '--out', 'x'],
      { env: { ...process.env, FEEDBACK_DB: path.join(dir, 'none.sqlite'), DATABASE_URL: '' } },
    ).catch((e: unknown) => e)) as { code: number; stderr: string };
    expect(error.code).toBe(2);
    expect(error.stderr.trim().split('\n')).toHaveLength(1);
  });
});
