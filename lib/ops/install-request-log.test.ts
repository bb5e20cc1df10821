import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installRequestLog, routeConsoleToLog } from './install-request-log';
import { noteQuestion } from './note-question';
import { currentRequest, opsState, runAsRequest } from './ops-state';

const lines: Record<string, unknown>[] = [];
const seenInHandler: { client?: string; inFlight?: number }[] = [];
let server: Server;
let port: number;

beforeAll(async () => {
  installRequestLog(
    { info: (line: unknown) => lines.push(line as Record<string, unknown>) } as never,
    {
      TRUST_PROXY: 0,
    },
  );
  // Stands in for Next: reads the request's context after an await, as a route would.
  server = createServer((req, res) => {
    void (async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      seenInHandler.push({ client: currentRequest()?.client, inFlight: opsState().inFlight });
      if (req.url === '/ask') noteQuestion('Bệnh nhân Lê Văn Tám, 80 tuổi', []);
      res.writeHead(req.url?.startsWith('/missing') ? 404 : 200).end('ok');
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function send(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; id: string | undefined }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, id: res.headers['x-request-id'] as string }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('installRequestLog', () => {
  it('logs one line per request with the id it echoes, the route without its query, the status', async () => {
    const { status, id } = await send(`/missing?q=${encodeURIComponent('Lê Văn Tám')}`);
    expect(status).toBe(404);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await expect
      .poll(() => lines.find((l) => l.request_id === id))
      .toMatchObject({
        msg: 'request',
        method: 'GET',
        route: '/missing',
        status: 404,
        duration_ms: expect.any(Number),
      });
    expect(JSON.stringify(lines)).not.toMatch(/T%C3%A1m|Tám/);
  });

  it('gives the handler the socket as the client, whatever X-Forwarded-For says', async () => {
    const before = seenInHandler.length;
    await send('/', { 'x-forwarded-for': '203.0.113.9', 'x-request-id': 'spoofed-id-123' });
    expect(seenInHandler[before]).toMatchObject({ client: '127.0.0.1' });
    expect(seenInHandler[before]!.inFlight).toBeGreaterThanOrEqual(1);
    expect(lines.some((l) => l.request_id === 'spoofed-id-123')).toBe(false);
  });

  it('puts what a route noted on its line: the length and hash, not the text', async () => {
    const { id } = await send('/ask');
    await expect.poll(() => lines.find((l) => l.request_id === id)).toBeDefined();
    const logged = lines.find((l) => l.request_id === id)!;
    expect(logged).toMatchObject({
      question_chars: 'Bệnh nhân Lê Văn Tám, 80 tuổi'.length,
      question_hash: expect.stringMatching(/^[0-9a-f]{16}$/),
      history_turns: 0,
    });
    expect(JSON.stringify(logged)).not.toMatch(/Tám|80 tuổi/);
    expect(opsState().inFlight).toBe(0);
  });
});

describe('routeConsoleToLog', () => {
  it('writes console lines as JSON with the request id, every secret scrubbed', () => {
    const saved = { ...console };
    const said: Record<string, unknown>[] = [];
    const sink = (level: string) => (line: unknown) =>
      said.push({ level, ...(line as Record<string, unknown>) });
    routeConsoleToLog({ name: 'answer', secrets: () => ['eGFR 25 của ông Khải'] }, {
      info: sink('info'),
      warn: sink('warn'),
      error: sink('error'),
    } as never);
    try {
      runAsRequest({ id: 'req-9', secrets: ['Lê Văn Tám, 80 tuổi'] }, () => {
        console.error('[answer] failed on "%s"', 'Lê Văn Tám, 80 tuổi');
        console.warn('LLM unavailable: echo eGFR 25 của ông Khải');
      });
      console.log('no request here');
    } finally {
      Object.assign(console, saved);
    }
    expect(said).toEqual([
      {
        level: 'error',
        thread: 'answer',
        request_id: 'req-9',
        msg: '[answer] failed on "[redacted]"',
      },
      {
        level: 'warn',
        thread: 'answer',
        request_id: 'req-9',
        msg: 'LLM unavailable: echo [redacted]',
      },
      { level: 'info', thread: 'answer', msg: 'no request here' },
    ]);
  });
});
