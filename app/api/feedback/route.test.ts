import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendFeedback, FEEDBACK_FILE } from './append-feedback';
import { FEEDBACK_BODY_MAX_BYTES, feedbackRecordSchema, type FeedbackRequest } from './schema';

let indexDir: string;
let POST: (request: Request) => Promise<Response>;

beforeAll(async () => {
  indexDir = await mkdtemp(path.join(os.tmpdir(), 'feedback-route-'));
  // lib/env.ts reads the environment once, on first use: set it before the route loads.
  process.env.INDEX_DIR = indexDir;
  ({ POST } = await import('./route'));
});
afterAll(async () => {
  await rm(indexDir, { recursive: true, force: true });
});

const valid: FeedbackRequest = {
  message_id: 'msg-1',
  vote: 'down',
  question: 'Liều amoxicilin cho trẻ em?',
  answer: 'Trẻ em: 25 mg/kg/ngày [1].',
  mode: 'extractive',
  citations: [
    {
      marker: 1,
      chunk_id: 'amoxicilin__lieu_luong_va_cach_dung__000',
      drug_name: 'Amoxicilin',
      section_key: 'lieu_luong_va_cach_dung',
      printed_page_range: [123, 123],
      source_page_range: [132, 132],
    },
  ],
};

function post(body: string, headers: Record<string, string> = {}): Request {
  return new Request('http://localhost/api/feedback', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
}

async function readLines(): Promise<unknown[]> {
  const text = await readFile(path.join(indexDir, FEEDBACK_FILE), 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l) as unknown);
}

describe('POST /api/feedback', () => {
  it('appends one JSONL line with question, answer, citations, vote and timestamp', async () => {
    const before = (await readLines()).length;
    const response = await POST(post(JSON.stringify(valid)));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
    const lines = await readLines();
    expect(lines).toHaveLength(before + 1);
    const record = feedbackRecordSchema.parse(lines.at(-1));
    expect(record).toMatchObject(valid);
    expect(Date.now() - Date.parse(record.timestamp)).toBeLessThan(60_000);
  });

  it('keeps only the citation fields it needs (no quotes or geometry in the log)', async () => {
    const withExtras = {
      ...valid,
      citations: [{ ...valid.citations[0], quote: 'x'.repeat(100), regions: [] }],
    };
    expect((await POST(post(JSON.stringify(withExtras)))).status).toBe(201);
    const last = (await readLines()).at(-1) as { citations: Record<string, unknown>[] };
    expect(Object.keys(last.citations[0] ?? {})).not.toContain('quote');
  });

  it.each<[string, string, number]>([
    ['a vote that is neither up nor down', JSON.stringify({ ...valid, vote: 'maybe' }), 400],
    ['no question', JSON.stringify({ ...valid, question: '   ' }), 400],
    ['a question over the limit', JSON.stringify({ ...valid, question: 'x'.repeat(2001) }), 400],
    ['not JSON', '{vote: up', 400],
    ['an array', '[]', 400],
  ])('refuses %s with a Vietnamese message and no stack', async (_name, body, status) => {
    const before = (await readLines()).length;
    const response = await POST(post(body));
    expect(response.status).toBe(status);
    const json = (await response.json()) as { error: { code: string; message: string } };
    expect(json.error.code).toBe('bad_request:feedback');
    expect(json.error.message).toMatch(/[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/u);
    expect(JSON.stringify(json)).not.toMatch(/\bat .*\.ts|Error:|ZodError/);
    expect(await readLines()).toHaveLength(before);
  });

  it('refuses a body over 64 KB even when Content-Length is absent', async () => {
    const big = JSON.stringify({ ...valid, answer: 'x'.repeat(FEEDBACK_BODY_MAX_BYTES) });
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const request = new Request('http://localhost/api/feedback', {
      method: 'POST',
      body: stream,
      duplex: 'half',
    } as RequestInit & { duplex: 'half' });
    const response = await POST(request);
    expect(response.status).toBe(413);
  });

  it('refuses a declared Content-Length over 64 KB before reading', async () => {
    const response = await POST(
      post('{}', { 'content-length': String(FEEDBACK_BODY_MAX_BYTES + 1) }),
    );
    expect(response.status).toBe(413);
  });
});

describe('appendFeedback', () => {
  it('is unavailable (503) when the index folder does not exist, and creates nothing', async () => {
    const missing = path.join(indexDir, 'nope');
    await expect(appendFeedback(missing, valid)).rejects.toMatchObject({ status: 503 });
    await expect(readFile(path.join(missing, FEEDBACK_FILE))).rejects.toThrow();
  });

  it('stamps the server time', async () => {
    const record = await appendFeedback(indexDir, valid, new Date('2025-01-02T03:04:05.000Z'));
    expect(record.timestamp).toBe('2025-01-02T03:04:05.000Z');
  });
});
