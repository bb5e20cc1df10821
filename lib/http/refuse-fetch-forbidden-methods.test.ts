import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refuseFetchForbiddenMethods } from './refuse-fetch-forbidden-methods';

let server: Server;
let port: number;

beforeAll(async () => {
  refuseFetchForbiddenMethods();
  // Stands in for Next: a listener that, like Next, cannot build a Request for TRACE.
  server = createServer((req, res) => {
    try {
      new Request(`http://localhost${req.url}`, { method: req.method });
      res.writeHead(200).end('ok');
    } catch {
      res.writeHead(500).end('Internal Server Error');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function send(method: string, path: string) {
  return new Promise<{ status: number; allow: string | undefined; body: string }>(
    (resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, method, path }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, allow: res.headers.allow, body }),
        );
      });
      req.on('error', reject);
      req.end();
    },
  );
}

describe('refuseFetchForbiddenMethods', () => {
  it.each<[string, string, string]>([
    ['TRACE', '/', 'GET, HEAD'],
    ['TRACE', '/api/answer', 'POST, OPTIONS'],
    ['TRACE', '/api/source', 'GET, HEAD, OPTIONS'],
    ['trace', '/api/blocks/x/crop', 'GET, HEAD, OPTIONS'],
    ['POST', '/_next/static/chunks/main.js', 'GET, HEAD'],
    ['DELETE', '/_next/static/css/app.css', 'GET, HEAD'],
    ['OPTIONS', '/_next/static/media/font.woff2', 'GET, HEAD'],
    ['PUT', '/_next/image', 'GET, HEAD'],
  ])('%s %s → 405 with Allow %s, before the framework', async (method, path, allow) => {
    const res = await send(method, path);
    expect(res.status).toBe(405);
    expect(res.allow).toBe(allow);
    expect(res.body).toMatch(/không được hỗ trợ/);
  });

  it('passes every other method through', async () => {
    expect((await send('GET', '/')).status).toBe(200);
    expect((await send('POST', '/api/answer')).status).toBe(200);
    expect((await send('GET', '/_next/static/chunks/main.js')).status).toBe(200);
    expect((await send('HEAD', '/_next/static/chunks/main.js')).status).toBe(200);
    // Not a build asset: proxy.ts answers it (405 for an unknown page method).
    expect((await send('POST', '/_next/staticky')).status).toBe(200);
  });
});
