import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { startNodeBalancer, type NodeBalancer } from './start-node-balancer';

/** An instance that names itself in every answer and echoes a POST body. */
async function instance(name: string): Promise<http.Server & { port: number }> {
  const server = http.createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += String(chunk);
    res.end(`${name} ${req.method} ${req.url} ${body}`);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return Object.assign(server, { port: (server.address() as AddressInfo).port });
}

async function closedPort(): Promise<number> {
  const s = await instance('gone');
  s.closeAllConnections();
  await new Promise((r) => s.close(r));
  return s.port;
}

const ask = async (lb: NodeBalancer, init: RequestInit = {}, path = '/x') => {
  const res = await fetch(`http://127.0.0.1:${lb.port}${path}`, init);
  return { status: res.status, retryAfter: res.headers.get('retry-after'), text: await res.text() };
};

const toClose: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const close of toClose.reverse()) await close();
});

describe('startNodeBalancer (bench:cluster without haproxy)', () => {
  it('round-robins, passes bodies, retries a refused connection, takes a dead instance out', async () => {
    const [a, b] = [await instance('a'), await instance('b')];
    toClose.push(async () => {
      a.close();
      b.close();
    });
    const dead = await closedPort();
    const lb = await startNodeBalancer({
      port: 0,
      backends: [a.port, dead, b.port],
      checkPath: '/ok',
    });
    toClose.push(() => lb.close());

    const names = [];
    for (let i = 0; i < 6; i += 1) {
      const r = await ask(lb);
      expect(r.status).toBe(200); // the dead one is skipped by a retry, never seen by the client
      names.push(r.text.split(' ')[0]);
    }
    expect(new Set(names)).toEqual(new Set(['a', 'b']));
    expect((await ask(lb, { method: 'POST', body: 'phiếu' })).text).toMatch(/ POST \/x phiếu$/);

    for (let t = 0; t < 100 && lb.up().includes(dead); t += 1) {
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(lb.up()).toEqual([a.port, b.port]);
  });

  it('answers 503 with Retry-After when no instance answers', async () => {
    const lb = await startNodeBalancer({
      port: 0,
      backends: [await closedPort(), await closedPort()],
      checkPath: '/ok',
    });
    toClose.push(() => lb.close());
    expect(await ask(lb)).toMatchObject({ status: 503, retryAfter: '5' });
  });
});
