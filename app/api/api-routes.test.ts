import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { INDEX_FILES } from '@/lib/index/index-files';
import { readJsonlSync } from '@/lib/index/read-jsonl';
import { answerResponseSchema } from '@/lib/schema/answer';
import { blockSchema } from '@/lib/schema/block';

/**
 * The route handlers as a client meets them, against the sample index: status codes, headers,
 * Vietnamese messages, and nothing about the server in any error body.
 */
type Handler = (request: Request, ctx?: unknown) => Promise<Response>;
let answer: Handler;
let chat: Handler;
let source: Handler;
let crop: (request: Request, ctx: { params: Promise<{ blockId: string }> }) => Promise<Response>;
let pdfPath: string;

beforeAll(async () => {
  vi.stubEnv('INDEX_DIR', inject('sampleIndexDir'));
  pdfPath = inject('samplePdfPath');
  answer = (await import('./answer/route')).POST;
  chat = (await import('./chat/route')).POST;
  source = (await import('./source/route')).GET;
  crop = (await import('./blocks/[blockId]/crop/route')).GET;
});

const post = (body: unknown, headers: Record<string, string> = {}) =>
  new Request('http://localhost/api/answer', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

async function expectCleanError(res: Response, status: number) {
  expect(res.status).toBe(status);
  const body = (await res.json()) as { error: { code: string; message: string } };
  expect(body.error.message).toMatch(/[À-ỹ]/u); // Vietnamese
  expect(JSON.stringify(body)).not.toMatch(/\/work|node_modules|at .*\.ts|Error:/);
}

describe('POST /api/answer', () => {
  it('answers a question with the contract shape', async () => {
    const res = await answer(post({ question: 'chống chỉ định của metformin' }));
    expect(res.status).toBe(200);
    const body = answerResponseSchema.parse(await res.json());
    expect(body.citations[0]).toMatchObject({
      drug_name: 'METFORMIN',
      section_key: 'chong_chi_dinh',
    });
    expect(body.citations[0]!.regions.length).toBeGreaterThan(0);
  });

  it.each([
    ['not JSON', '{question:'],
    ['no question', {}],
    ['an empty question', { question: '   ' }],
    ['a question over 2,000 characters', { question: 'liều '.repeat(500) }],
    [
      'history over 20 turns',
      {
        question: 'liều?',
        history: Array.from({ length: 21 }, () => ({ role: 'user', content: 'x' })),
      },
    ],
    ['a malformed history', { question: 'liều?', history: [{ role: 'system', content: 'x' }] }],
  ])('400 with a Vietnamese message for %s', async (_name, body) => {
    await expectCleanError(await answer(post(body)), 400);
  });

  it('413 for a body over 64 KB', async () => {
    await expectCleanError(await answer(post({ question: 'x', pad: 'a'.repeat(70_000) })), 413);
  });

  it('names the role field for an unknown history role, not the question', async () => {
    const res = await answer(
      post({ question: 'liều?', history: [{ role: 'system', content: 'x' }] }),
    );
    const body = (await res.json()) as { error: { message: string } };
    expect(res.status).toBe(400);
    expect(body.error.message).toMatch(/vai trò \(role\)/);
    expect(body.error.message).not.toMatch(/^Câu hỏi/);
  });

  it.each([
    ['zero-width spaces', '\u200b\u200b\u200b'],
    ['control characters', '\u0001\u0002\u0007'],
    ['a byte-order mark and a joiner', '\ufeff\u200d'],
    ['punctuation only', '?? …'],
  ])('refuses a question of only %s (400), instead of answering it', async (_name, question) => {
    const res = await answer(post({ question }));
    await expectCleanError(res, 400);
  });
});

describe('POST /api/chat', () => {
  it('streams the answer text, then one data-answer part', async () => {
    const res = await chat(post({ question: 'chống chỉ định của metformin', history: [] }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const text = await res.text();
    expect(text).toContain('"type":"text-delta"');
    const data = text.split('\n').find((l) => l.includes('"type":"data-answer"'))!;
    const part = JSON.parse(data.replace(/^data: /, '')) as { data: unknown };
    expect(answerResponseSchema.parse(part.data).citations.length).toBeGreaterThan(0);
  });

  it('400 for an empty question, before any stream starts', async () => {
    await expectCleanError(await chat(post({ question: '' })), 400);
  });
});

describe('GET /api/source', () => {
  const size = () => statSync(pdfPath).size;

  it('serves one Range without the rest of the book', async () => {
    const res = await source(
      new Request('http://localhost/api/source', { headers: { range: 'bytes=0-1023' } }),
    );
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes 0-1023/${size()}`);
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(bytes.length).toBe(1024);
    expect(Buffer.from(bytes).equals(readFileSync(pdfPath).subarray(0, 1024))).toBe(true);
  });

  it('serves the whole book with an ETag, and 304 when it matches', async () => {
    const res = await source(new Request('http://localhost/api/source'));
    expect(res.status).toBe(200);
    expect(Number(res.headers.get('content-length'))).toBe(size());
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const etag = res.headers.get('etag')!;
    await res.body?.cancel();
    const again = await source(
      new Request('http://localhost/api/source', { headers: { 'if-none-match': etag } }),
    );
    expect(again.status).toBe(304);
  });

  it.each([
    ['a weak ETag in If-None-Match', (etag: string) => ({ 'if-none-match': `W/${etag}` })],
    ['one ETag among others', (etag: string) => ({ 'if-none-match': `"other", ${etag}` })],
    [
      'If-Modified-Since at or after the file time',
      () => ({ 'if-modified-since': new Date(Date.now() + 60_000).toUTCString() }),
    ],
  ])('304 for %s', async (_name, headers) => {
    const res = await source(new Request('http://localhost/api/source', { method: 'HEAD' }));
    const etag = res.headers.get('etag')!;
    const again = await source(
      new Request('http://localhost/api/source', { headers: headers(etag) }),
    );
    expect(again.status).toBe(304);
  });

  it('200 for If-Modified-Since before the file time, or when If-None-Match does not match', async () => {
    const old = { 'if-modified-since': new Date(0).toUTCString() };
    const res = await source(new Request('http://localhost/api/source', { headers: old }));
    expect(res.status).toBe(200);
    await res.body?.cancel();
    const other = { 'if-none-match': '"nope"', 'if-modified-since': new Date().toUTCString() };
    const res2 = await source(new Request('http://localhost/api/source', { headers: other }));
    expect(res2.status).toBe(200);
    await res2.body?.cancel();
  });

  it('416 for a range past the end', async () => {
    const res = await source(
      new Request('http://localhost/api/source', { headers: { range: `bytes=${size() + 10}-` } }),
    );
    expect(res.status).toBe(416);
    expect(res.headers.get('content-range')).toBe(`bytes */${size()}`);
  });
});

describe('GET /api/blocks/[blockId]/crop', () => {
  const get = (blockId: string) =>
    crop(new Request(`http://localhost/api/blocks/${blockId}/crop`), {
      params: Promise.resolve({ blockId }),
    });

  it('serves a block crop as PNG', async () => {
    const blocks = readJsonlSync(
      path.join(inject('sampleIndexDir'), INDEX_FILES.blocks),
      blockSchema,
    );
    const id = blocks[0]!.block_id;
    const res = await get(id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
  });

  it.each([
    'khong_co_bang_nay',
    '../source',
    '..%2F..%2Fetc%2Fpasswd',
    '../../report',
    'a/b',
    '.hidden',
  ])('404 for %s', async (id) => {
    await expectCleanError(await get(id), 404);
  });
});
