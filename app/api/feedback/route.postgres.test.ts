/**
 * POST /api/feedback with DATABASE_URL: the same answers as on SQLite (route.test.ts), the vote
 * in Postgres; and a 503 with Retry-After, not a 500, when Postgres cannot be reached.
 */
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { INDEX_FILES } from '@/lib/index/index-files';
import { readJsonl } from '@/lib/index/read-jsonl';
import { chunkSchema } from '@/lib/schema/chunk';
import { freshSchemaName, testDatabaseUrl, withSearchPath } from '@/lib/testing/test-database-url';
import type { FeedbackRequest } from './schema';
import { feedbackCitationOf } from '@/lib/feedback/feedback-citation-of';

let valid: FeedbackRequest;

beforeAll(async () => {
  const [chunk] = await readJsonl(
    path.join(inject('sampleIndexDir'), INDEX_FILES.chunks),
    chunkSchema,
  );
  if (!chunk) throw new Error('the sample index has no chunks');
  valid = {
    message_id: 'msg-pg',
    vote: 'down',
    question: `Liều ${chunk.drug_name} cho bệnh nhân 72 tuổi?`,
    answer: 'Người cao tuổi: …',
    mode: 'extractive',
    citations: [feedbackCitationOf(chunk)],
  };
});

/** The route as a fresh process would load it, with `env` (lib/env.ts reads it once). */
async function loadRoute(env: Record<string, string>) {
  vi.resetModules();
  vi.unstubAllEnvs();
  vi.stubEnv('INDEX_DIR', inject('sampleIndexDir'));
  for (const [k, v] of Object.entries(env)) vi.stubEnv(k, v);
  const route = await import('./route');
  const stores = await import('@/lib/feedback/open-feedback-store');
  return { POST: route.POST, close: stores.closeFeedbackStores };
}

const post = (body: unknown) =>
  new Request('http://localhost:3000/api/feedback', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      host: 'localhost:3000',
      origin: 'http://localhost:3000',
      'x-forwarded-for': '10.0.0.1',
    },
    body: JSON.stringify(body),
  });

afterAll(() => vi.unstubAllEnvs());

describe('POST /api/feedback when Postgres cannot be reached', () => {
  it('answers 503 with Retry-After and a Vietnamese message, nothing of the database', async () => {
    const { POST, close } = await loadRoute({ DATABASE_URL: 'postgresql://duoc@127.0.0.1:1/x' });
    const response = await POST(post(valid));
    await close();
    expect(response.status).toBe(503);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    const json = (await response.json()) as { error: { code: string; message: string } };
    expect(json.error.code).toBe('unavailable:feedback');
    expect(json.error.message).toMatch(/thử lại/);
    expect(JSON.stringify(json)).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|postgres|\bat /i);
  });
});

const databaseUrl = testDatabaseUrl('POST /api/feedback');

describe.skipIf(!databaseUrl)('POST /api/feedback with DATABASE_URL', () => {
  const schema = freshSchemaName('fb_route');
  afterAll(async () => {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
  });

  it('stores the vote in Postgres (201), checked and fingerprinted as on SQLite', async () => {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    const url = withSearchPath(databaseUrl!, schema);
    const { POST, close } = await loadRoute({ DATABASE_URL: url });
    const response = await POST(post(valid));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
    const refused = await POST(post({ ...valid, vote: 'maybe' }));
    expect(refused.status).toBe(400);
    await close();

    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query<{
      question: string;
      index_sha256: string;
      citations: { drug_id: string }[];
    }>('SELECT question, index_sha256, citations FROM feedback');
    await client.end();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.question).toBe(valid.question);
    expect(rows[0]!.index_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.citations[0]!.drug_id).toEqual(expect.any(String));
  });
});
