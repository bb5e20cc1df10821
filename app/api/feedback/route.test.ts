import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { closeFeedbackDbs, openFeedbackDb } from '@/lib/feedback/open-feedback-db';
import { listFeedback } from '@/lib/feedback/list-feedback';
import { INDEX_FILES } from '@/lib/index/index-files';
import { readJsonl } from '@/lib/index/read-jsonl';
import { runAsRequest } from '@/lib/ops/ops-state';
import { chunkSchema } from '@/lib/schema/chunk';
import { FEEDBACK_BODY_MAX_BYTES, type FeedbackRequest } from './schema';
import { feedbackCitationOf } from '@/lib/feedback/feedback-citation-of';

let feedbackDb: string;
let POST: (request: Request) => Promise<Response>;
let valid: FeedbackRequest;

beforeAll(async () => {
  const indexDir = inject('sampleIndexDir');
  feedbackDb = path.join(await mkdtemp(path.join(os.tmpdir(), 'feedback-route-')), 'fb.sqlite');
  // lib/env.ts reads the environment once, on first use: set it before the route loads.
  vi.stubEnv('INDEX_DIR', indexDir);
  vi.stubEnv('FEEDBACK_DB', feedbackDb);
  // These cases read the SQLite file; route.postgres.test.ts covers DATABASE_URL.
  vi.stubEnv('DATABASE_URL', '');
  const route = (await import('./route')).POST;
  // As the server's request wrapper runs it: the client is the socket's, never a header.
  POST = (request) => runAsRequest({ client: clientOf.get(request) }, () => route(request));
  const [chunk] = await readJsonl(path.join(indexDir, INDEX_FILES.chunks), chunkSchema);
  if (!chunk) throw new Error('the sample index has no chunks');
  valid = {
    message_id: 'msg-1',
    vote: 'down',
    question: `Liều ${chunk.drug_name} cho trẻ em?`,
    answer: 'Trẻ em: 25 mg/kg/ngày [1].',
    mode: 'extractive',
    citations: [feedbackCitationOf(chunk)],
  };
});
afterAll(() => closeFeedbackDbs());

let client = 0;
const clientOf = new WeakMap<Request, string>();
/** Each test posts as its own client so the rate limit only bites where a test wants it. */
function post(body: string, headers: Record<string, string> = {}, ip = `10.0.0.${++client}`) {
  const request = new Request('http://localhost:3000/api/feedback', {
    method: 'POST',
    headers: { 'content-type': 'application/json', host: 'localhost:3000', ...headers },
    body,
  });
  clientOf.set(request, ip);
  return request;
}

const rows = () => listFeedback(openFeedbackDb(feedbackDb));

async function expectRefused(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  const json = (await response.json()) as { error: { code: string; message: string } };
  expect(json.error.code).toBe(code);
  expect(json.error.message).toMatch(/[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/u);
  expect(JSON.stringify(json)).not.toMatch(/\bat .*\.ts|Error:|ZodError|sqlite/i);
}

describe('POST /api/feedback', () => {
  it('stores the vote in SQLite with checked citations, index and book sha256, app version', async () => {
    const before = rows().length;
    const response = await POST(
      post(JSON.stringify(valid), {
        origin: 'http://localhost:3000',
        'sec-fetch-site': 'same-origin',
      }),
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
    expect(rows()).toHaveLength(before + 1);
    const row = rows()[0]!;
    expect(row).toMatchObject({ vote: 'down', question: valid.question, answer: valid.answer });
    expect(row.citations[0]).toMatchObject({ ...valid.citations[0], drug_id: expect.any(String) });
    expect(row.index_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(row.book_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(row.app_version).toMatch(/^\d+\.\d+\.\d+/);
    expect(Date.now() - Date.parse(row.created_at)).toBeLessThan(60_000);
    expect(openFeedbackDb(feedbackDb).pragma('journal_mode', { simple: true })).toBe('wal');
  });

  it('logs nothing of the question', async () => {
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((m) =>
      vi.spyOn(console, m).mockImplementation(() => undefined),
    );
    await POST(post(JSON.stringify({ ...valid, question: 'Bệnh nhân Nguyễn Văn A, 72 tuổi' })));
    await POST(post(JSON.stringify({ ...valid, question: 'Bệnh nhân B', vote: 'x' })));
    const said = spies.flatMap((s) => s.mock.calls.flat().map(String)).join('\n');
    spies.forEach((s) => s.mockRestore());
    expect(said).not.toContain('Nguyễn Văn A');
    expect(said).not.toContain('Bệnh nhân B');
  });

  it.each<[string, Record<string, string>]>([
    ['a cross-site Origin', { origin: 'http://evil.example' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
    ['an opaque Origin', { origin: 'null' }],
  ])('refuses %s with 403', async (_name, headers) => {
    const before = rows().length;
    await expectRefused(
      await POST(post(JSON.stringify(valid), headers)),
      403,
      'forbidden:feedback',
    );
    expect(rows()).toHaveLength(before);
  });

  it.each([
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    '',
  ])('refuses Content-Type %j with 415', async (type) => {
    const before = rows().length;
    const response = await POST(post(JSON.stringify(valid), { 'content-type': type }));
    await expectRefused(response, 415, 'unsupported_media_type:feedback');
    expect(rows()).toHaveLength(before);
  });

  it('refuses a citation the served index does not have, or with other pages', async () => {
    const [citation] = valid.citations;
    for (const bad of [
      { ...citation!, chunk_id: 'khong_co__lieu_luong_va_cach_dung__000' },
      { ...citation!, printed_page_range: [1, 1] as [number, number] },
      { ...citation!, drug_name: 'THUỐC KHÁC' },
    ]) {
      const response = await POST(post(JSON.stringify({ ...valid, citations: [bad] })));
      await expectRefused(response, 400, 'bad_request:feedback');
    }
  });

  it('keys the rate limit on the socket: a rotating X-Forwarded-For is one client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const spoofed = { 'x-forwarded-for': `192.0.2.${i}` };
      statuses.push((await POST(post(JSON.stringify(valid), spoofed, '10.8.8.8'))).status);
    }
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('rate-limits one client with 429 and Retry-After, not another', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 14; i += 1) {
      const response = await POST(post(JSON.stringify(valid), {}, '10.9.9.9'));
      statuses.push(response.status);
      if (response.status === 429) {
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      }
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses.slice(10)).toEqual([429, 429, 429, 429]);
    expect((await POST(post(JSON.stringify(valid)))).status).toBe(201);
  });

  it.each<[string, string, number]>([
    ['a vote that is neither up nor down', JSON.stringify({ vote: 'maybe' }), 400],
    ['no question', JSON.stringify({ question: '   ' }), 400],
    ['a question over the limit', JSON.stringify({ question: 'x'.repeat(2001) }), 400],
    ['not JSON', '{vote: up', 400],
    ['an array', '[]', 400],
  ])('refuses %s with a Vietnamese message and no stack', async (_name, patch, status) => {
    const before = rows().length;
    const body = patch.startsWith('{"')
      ? JSON.stringify({ ...valid, ...(JSON.parse(patch) as object) })
      : patch;
    await expectRefused(await POST(post(body)), status, 'bad_request:feedback');
    expect(rows()).toHaveLength(before);
  });

  it('refuses a body over 64 KB, declared or not', async () => {
    const big = JSON.stringify({ ...valid, answer: 'x'.repeat(FEEDBACK_BODY_MAX_BYTES) });
    expect((await POST(post(big))).status).toBe(413);
    const declared = post('{}', { 'content-length': String(FEEDBACK_BODY_MAX_BYTES + 1) });
    expect((await POST(declared)).status).toBe(413);
  });
});

// Last: it drains the all-clients bucket that every test above also draws from.
describe('POST /api/feedback under a key-rotating flood', () => {
  it('bounds all clients together, so a client rotating addresses does not lift the limit', async () => {
    const statuses = new Set<number>();
    for (let i = 0; i < 110; i += 1) {
      const response = await POST(post(JSON.stringify(valid), {}, `172.16.${i >> 8}.${i & 255}`));
      statuses.add(response.status);
      if (response.status === 429) break;
    }
    expect(statuses.has(429)).toBe(true);
  });
});
