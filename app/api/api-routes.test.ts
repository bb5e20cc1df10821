import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { answerResponseSchema } from '@/lib/schema/answer';

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
    const blocks = readFileSync(path.join(inject('sampleIndexDir'), 'blocks.jsonl'), 'utf8')
      .split('\n')
      .filter(Boolean);
    const id = (JSON.parse(blocks[0]!) as { block_id: string }).block_id;
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
