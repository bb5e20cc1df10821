import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { expect, test, API_MODE } from './fixtures/test';
import {
  spawnProductionServer,
  waitReady,
  type ProductionServer,
} from './setup/spawn-production-server';

/**
 * The production server as a hospital runs it (issue 39): probes, one JSON log line per request
 * with no patient details, the edge's refusals that need an environment of their own
 * (ALLOWED_HOSTS, PUBLIC_ORIGIN, the rate limits, which the shared server must not have drained
 * for the other specs), and a clean shutdown under a request in flight. One server of this
 * spec's own, whose output is read and which is sent SIGTERM at the end.
 */

// Patient details as a clinician types them; none may reach stdout or stderr.
const NAME = 'Phạm Thị Xuân Mai';
const DETAILS = [NAME, '78 tuổi', 'nặng 41 kg', 'creatinin 187', 'suy thận độ 3b'];
const QUESTION = `Bệnh nhân ${NAME}, 78 tuổi, nặng 41 kg, creatinin 187 µmol/l: liều metformin?`;
const HISTORY = [{ role: 'user', content: `Bà ${NAME} bị suy thận độ 3b` }];

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A response read to its end as text. */
function readRaw(res: IncomingMessage, resolve: (r: RawResponse) => void): void {
  let text = '';
  res.setEncoding('utf8');
  res.on('data', (chunk: string) => (text += chunk));
  res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
}

/** node:http, not fetch: fetch will not send a Host header of the caller's choosing. */
function raw(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<RawResponse> {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: url.hostname, port: url.port, method, path: url.pathname + url.search, headers },
      (res) => readRaw(res, resolve),
    );
    req.on('error', reject);
    req.end(body);
  });
}

const JSON_TYPE = { 'content-type': 'application/json' };

test.describe.serial('operations', () => {
  test.skip(API_MODE === 'mock', 'the probes, logs and shutdown are the real server’s');
  let server: ProductionServer;

  test.beforeAll(async () => {
    server = await spawnProductionServer((port) => ({
      ALLOWED_HOSTS: `127.0.0.1:${port}`,
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    }));
  });
  test.afterAll(() => server?.stop());

  test('[OPS] health at once, ready 200 with the generation once warm', async () => {
    test.setTimeout(180_000);
    await expect
      .poll(async () => (await fetch(`${server.base}/api/health`).catch(() => null))?.status, {
        timeout: 60_000,
      })
      .toBe(200);
    expect(await (await fetch(`${server.base}/api/health`)).json()).toEqual({ status: 'ok' });
    const ready = await waitReady(server.base);
    expect(await ready.json()).toEqual({
      generation: expect.stringMatching(/\S/),
      source_sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      chunks: expect.any(Number),
      monographs: expect.any(Number),
      loaded_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    // The log said how long the warm-up took, part by part.
    expect(server.output()).toContain('"msg":"index ready"');
  });

  test('[OPS] a question with a patient’s details reaches no log line, only its length and hash', async () => {
    const asked = await raw(
      server.base,
      'POST',
      '/api/answer',
      JSON_TYPE,
      JSON.stringify({ question: QUESTION, history: HISTORY }),
    );
    expect(asked.status).toBe(200);
    const id = asked.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const chatted = await raw(
      server.base,
      'POST',
      '/api/chat',
      JSON_TYPE,
      JSON.stringify({ question: QUESTION, history: HISTORY }),
    );
    expect(chatted.status).toBe(200);
    // Feedback keeps the question in its store, never in a log; find's query stays out too.
    const voted = await raw(
      server.base,
      'POST',
      '/api/feedback',
      JSON_TYPE,
      JSON.stringify({
        message_id: 'm',
        vote: 'down',
        question: QUESTION,
        answer: NAME,
        citations: [],
      }),
    );
    expect([201, 400]).toContain(voted.status);
    expect((await raw(server.base, 'GET', `/api/find?q=${encodeURIComponent(NAME)}`)).status).toBe(
      200,
    );

    await expect.poll(() => server.output()).toContain(`"request_id":"${id as string}"`);
    const output = server.output();
    for (const detail of DETAILS) expect(output).not.toContain(detail);
    // Nor folded to plain letters, the form the retrieval reads names in.
    expect(output).not.toContain('Xuan Mai');
    const line = output
      .split('\n')
      .find((l) => l.includes(`"request_id":"${id as string}"`) && l.includes('"msg":"request"'));
    expect(JSON.parse(line!)).toMatchObject({
      route: '/api/answer',
      status: 200,
      question_chars: QUESTION.length,
      question_hash: expect.stringMatching(/^[0-9a-f]{16}$/),
      history_turns: 1,
      generation: expect.stringMatching(/\S/),
      duration_ms: expect.any(Number),
    });
  });

  test('[SECURITY] a Host outside ALLOWED_HOSTS is refused; probes answer any Host', async () => {
    const evil = { host: `rebind.example:${server.port}` };
    expect((await raw(server.base, 'GET', '/', evil)).status).toBe(421);
    expect(
      (await raw(server.base, 'POST', '/api/chat', { ...evil, ...JSON_TYPE }, '{}')).status,
    ).toBe(421);
    expect((await raw(server.base, 'GET', '/api/health', evil)).status).toBe(200);
  });

  test('[SECURITY] writes are checked against PUBLIC_ORIGIN, scheme and port included', async () => {
    const host = `127.0.0.1:${server.port}`;
    for (const origin of [`https://${host}`, `http://127.0.0.1:${server.port + 1}`]) {
      const refused = await raw(
        server.base,
        'POST',
        '/api/feedback',
        { ...JSON_TYPE, origin },
        '{}',
      );
      expect(refused.status).toBe(403);
    }
    const own = await raw(
      server.base,
      'POST',
      '/api/feedback',
      { ...JSON_TYPE, origin: `http://${host}` },
      '{}',
    );
    expect(own.status).toBe(400); // past the origin check, refused for its empty body
  });

  test('[SECURITY] feedback is limited per socket: a rotating X-Forwarded-For is one client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 14; i += 1) {
      const spoofed = { ...JSON_TYPE, 'x-forwarded-for': `198.51.100.${i}` };
      statuses.push((await raw(server.base, 'POST', '/api/feedback', spoofed, '{}')).status);
    }
    expect(statuses).toContain(429);
  });

  test('[SECURITY] questions are rate-limited with 429 and Retry-After', async () => {
    let limited: RawResponse | null = null;
    for (let i = 0; i < 60 && !limited; i += 1) {
      const response = await raw(server.base, 'POST', '/api/chat', JSON_TYPE, '{}');
      if (response.status === 429) limited = response;
      else expect(response.status).toBe(400);
    }
    expect(limited?.status).toBe(429);
    const wait = Number(limited!.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    // The bucket refills: the shutdown test below asks a question again.
    await new Promise((resolve) => setTimeout(resolve, wait * 1000 + 500));
  });

  test('[OPS] SIGTERM: ready turns 503 at once, the request in flight finishes, exit 0', async () => {
    const body = Buffer.from(JSON.stringify({ question: 'liều metformin cho người lớn' }));
    // A slow client: the request is in flight, its body half sent, when the signal comes.
    const answered = new Promise<RawResponse>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port: server.port,
          method: 'POST',
          path: '/api/answer',
          headers: { ...JSON_TYPE, 'content-length': String(body.length) },
        },
        (res) => readRaw(res, resolve),
      );
      req.on('error', reject);
      req.write(body.subarray(0, 10));
      setTimeout(() => {
        process.kill(server.serverPid(), 'SIGTERM');
        setTimeout(() => req.end(body.subarray(10)), 600);
      }, 300);
    });
    await new Promise((resolve) => setTimeout(resolve, 450));
    const ready = await raw(server.base, 'GET', '/api/ready');
    expect(ready.status).toBe(503);
    expect(Number(ready.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(JSON.parse(ready.body)).toMatchObject({ reason: 'shutting_down' });

    const response = await answered;
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toMatchObject({ answer: expect.any(String) });
    expect(await server.exited).toBe(0);
    const output = server.output();
    expect(output).toContain('"msg":"shutting down"');
    expect(output).toContain('"msg":"stopped"');
    expect(output).not.toContain('requests cut at the shutdown bound');
  });
});
