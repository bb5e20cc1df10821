import 'server-only';
import { Server, type IncomingMessage, type ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { format } from 'node:util';
import type { Logger } from 'pino';
import { getEnv, type Env } from '@/lib/env';
import { readClientAddress } from '@/lib/http/read-client-address';
import { buildRequestLine, scrubSecrets } from './build-log-line';
import { getLogger } from './get-logger';
import { opsState, type RequestContext } from './ops-state';
import { pickRequestId } from './pick-request-id';

const INSTALLED = Symbol.for('duoc-thu.request-log');

/**
 * One JSON log line per request, at the Node server, the one place that sees every request and
 * its end: a wrapper over `http.Server#emit('request')` (as refuse-fetch-forbidden-methods.ts
 * does), installed once from instrumentation.ts. Around the framework's handling it
 *  - gives the request an id, echoed as `x-request-id`;
 *  - reads the client and scheme from the socket (or a trusted proxy, TRUST_PROXY);
 *  - runs the framework inside the request's context, where routes note what the line may say
 *    (note-question.ts) and rate limits find the client (take-rate-limit.ts);
 *  - counts requests in flight for shutdown, and during it asks clients to close the connection.
 */
export function installRequestLog(
  log: Pick<Logger, 'info'> = getLogger(),
  env: Pick<Env, 'TRUST_PROXY'> = getEnv(),
): void {
  const holder = globalThis as { [INSTALLED]?: boolean };
  if (holder[INSTALLED]) return;
  holder[INSTALLED] = true;
  const state = opsState();
  const emit = Server.prototype.emit;

  Server.prototype.emit = function (this: Server, event: string | symbol, ...args: unknown[]) {
    if (event !== 'request') return Reflect.apply(emit, this, [event, ...args]) as boolean;
    const [request, response] = args as [IncomingMessage, ServerResponse];
    state.servers.add(this);
    const started = performance.now();
    const address = readClientAddress({
      socketAddress: request.socket.remoteAddress,
      socketEncrypted: Boolean((request.socket as Partial<TLSSocket>).encrypted),
      forwardedFor: request.headers['x-forwarded-for'],
      forwardedProto: request.headers['x-forwarded-proto'],
      trustedHops: env.TRUST_PROXY,
    });
    const context: RequestContext = {
      id: pickRequestId(request.headers['x-request-id'], env.TRUST_PROXY > 0),
      ...address,
      fields: {},
      secrets: [],
    };
    response.setHeader('x-request-id', context.id);
    if (state.draining) response.setHeader('Connection', 'close');
    state.inFlight += 1;
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      state.inFlight -= 1;
      log.info(
        buildRequestLine({
          method: request.method,
          url: request.url,
          status: response.statusCode,
          durationMs: performance.now() - started,
          generation: state.warmed?.info.generation ?? null,
          aborted: !response.writableFinished,
          context,
        }),
      );
    };
    response.once('finish', end);
    response.once('close', end);
    return state.requests.run(
      context,
      () => Reflect.apply(emit, this, [event, ...args]) as boolean,
    );
  } as typeof Server.prototype.emit;
}

/**
 * console.* as JSON lines of the same logger, with the request's id when there is one and its
 * secrets scrubbed: Next's own error reports and toErrorResponse's go through console.error, and
 * an error's message may quote the question that caused it. A thread with no request context
 * (the answer thread) names itself and says which texts are secret now.
 */
export function routeConsoleToLog(
  thread?: { name: string; secrets: () => readonly string[] },
  log: Pick<Logger, 'info' | 'warn' | 'error'> = getLogger(),
): void {
  const state = opsState();
  const write =
    (level: 'info' | 'warn' | 'error') =>
    (...args: unknown[]): void => {
      const request = state.requests.getStore();
      const secrets = [...(request?.secrets ?? []), ...(thread?.secrets() ?? [])];
      log[level]({
        ...(thread ? { thread: thread.name } : {}),
        ...(request ? { request_id: request.id } : {}),
        msg: scrubSecrets(format(...args), secrets),
      });
    };
  console.log = write('info');
  console.info = write('info');
  console.warn = write('warn');
  console.error = write('error');
}
