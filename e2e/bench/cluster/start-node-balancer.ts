/**
 * bench:cluster's balancer when haproxy cannot run (not installed, and not root to install it):
 * the same behaviour as write-haproxy-config.ts in plain Node, so the bench still measures two
 * instances behind one address. Round robin over the instances that pass their health check
 * (GET checkPath → 200, every second, 5 s timeout; out after 3 failures, back after 2 passes);
 * a request whose instance refused the connection or closed it before answering is sent to the
 * next one (at most 3 tries; the body is read first, votes are small), a response is never
 * retried; with no instance up, 503 with Retry-After: 5. Loopback only.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface NodeBalancer {
  port: number;
  /** Instances currently taking traffic. */
  up: () => number[];
  close: () => Promise<void>;
}

interface Backend {
  port: number;
  up: boolean;
  fails: number;
  passes: number;
}

const CHECK_EVERY_MS = 1_000;
const CHECK_TIMEOUT_MS = 5_000;
const FALL = 3;
const RISE = 2;
const TRIES = 3;

function check(port: number, checkPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = http.get(
      { host: '127.0.0.1', port, path: checkPath, timeout: CHECK_TIMEOUT_MS },
      (res) => {
        res.resume();
        resolve(res.statusCode === 200);
      },
    );
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(false));
  });
}

export async function startNodeBalancer(options: {
  port: number;
  backends: readonly number[];
  checkPath: string;
}): Promise<NodeBalancer> {
  const backends: Backend[] = options.backends.map((port) => ({
    port,
    up: true,
    fails: 0,
    passes: 0,
  }));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  let next = 0;
  const pick = (skip: Set<number>): Backend | undefined => {
    for (let i = 0; i < backends.length; i += 1) {
      const b = backends[(next + i) % backends.length]!;
      if (b.up && !skip.has(b.port)) {
        next = (next + i + 1) % backends.length;
        return b;
      }
    }
    return undefined;
  };

  let checking = true;
  const checks = (async () => {
    while (checking) {
      await Promise.all(
        backends.map(async (b) => {
          const ok = await check(b.port, options.checkPath);
          if (ok) {
            b.fails = 0;
            b.passes += 1;
            if (!b.up && b.passes >= RISE) b.up = true;
          } else {
            b.passes = 0;
            b.fails += 1;
            if (b.up && b.fails >= FALL) b.up = false;
          }
        }),
      );
      await new Promise((r) => setTimeout(r, CHECK_EVERY_MS));
    }
  })();

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const tried = new Set<number>();
    const attempt = (): void => {
      const backend = tried.size < TRIES ? pick(tried) : undefined;
      if (!backend) {
        res.writeHead(503, { 'content-type': 'text/plain', 'retry-after': '5' });
        res.end('no instance is ready\n');
        return;
      }
      tried.add(backend.port);
      let answered = false;
      const upstream = http.request(
        {
          host: '127.0.0.1',
          port: backend.port,
          method: req.method,
          path: req.url,
          headers: req.headers,
          agent,
        },
        (upRes) => {
          answered = true;
          res.writeHead(upRes.statusCode ?? 502, upRes.headers);
          upRes.pipe(res);
          upRes.on('error', () => res.destroy());
        },
      );
      // Refused, or closed before any answer: tried on the next instance, as haproxy's
      // `retry-on conn-failure empty-response` does.
      upstream.on('error', () => (answered ? res.destroy() : attempt()));
      upstream.end(body);
    };
    attempt();
  });
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    up: () => backends.filter((b) => b.up).map((b) => b.port),
    close: async () => {
      checking = false;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
      await checks;
    },
  };
}
