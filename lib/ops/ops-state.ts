import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Server } from 'node:http';

/** What one request's log line carries beyond method, route, status and duration. */
export interface RequestContext {
  /** Echoed as `x-request-id`. */
  id: string;
  /** Who is asking, for rate limits: the socket's address, or a trusted proxy's word for it. */
  client: string;
  /** The scheme the client used: the socket's, or a trusted proxy's X-Forwarded-Proto. */
  protocol: 'http' | 'https';
  /** Fields a route adds to the line (lengths and hashes, never a question's text by default). */
  fields: Record<string, string | number | boolean>;
  /** Text of this request that no log line may carry: scrubbed from error lines too. */
  secrets: string[];
}

/** GET /api/ready's body: the generation the server has loaded, pinned and warmed. */
export interface ReadyInfo {
  generation: string;
  source_sha256: string;
  chunks: number;
  monographs: number;
  loaded_at: string;
}

export interface WarmedGeneration {
  /** The generation folder (INDEX_DIR's real path) that was warmed. */
  dir: string;
  info: ReadyInfo;
}

interface OpsState {
  requests: AsyncLocalStorage<RequestContext>;
  /** Set on SIGTERM: readiness answers 503 from then on. */
  draining: boolean;
  inFlight: number;
  /** The HTTP servers requests came through, closed on shutdown. */
  servers: Set<Server>;
  warmed: WarmedGeneration | null;
  warming: { dir: string; done: Promise<void> } | null;
  /** The last warm-up failure (no index yet, a book that does not match), for /api/ready. */
  warmError: { dir: string; at: number } | null;
  /** Run once on shutdown, after the last request finished: closes the feedback store. */
  shutdownHooks: Set<() => unknown>;
}

const KEY = Symbol.for('duoc-thu.ops');

/**
 * The server's operational state, one object per process. Kept on globalThis because Next
 * compiles instrumentation.ts and the route handlers as separate module graphs: a module-level
 * variable would exist once per graph, and the log wrapper would never see what a route noted.
 */
export function opsState(): OpsState {
  const holder = globalThis as { [KEY]?: OpsState };
  holder[KEY] ??= {
    requests: new AsyncLocalStorage<RequestContext>(),
    draining: false,
    inFlight: 0,
    servers: new Set(),
    warmed: null,
    warming: null,
    warmError: null,
    shutdownHooks: new Set(),
  };
  return holder[KEY];
}

/** The request being handled now, if it came through the server's request wrapper. */
export function currentRequest(): RequestContext | undefined {
  return opsState().requests.getStore();
}

/** Runs `fn` as a request from `client` would run (route tests; the wrapper does it in a server). */
export function runAsRequest<T>(context: Partial<RequestContext>, fn: () => T): T {
  return opsState().requests.run(
    {
      id: context.id ?? 'test',
      client: context.client ?? 'unknown',
      protocol: context.protocol ?? 'http',
      fields: context.fields ?? {},
      secrets: context.secrets ?? [],
    },
    fn,
  );
}

/** Registers work for shutdown (closing a database); returns a function that unregisters it. */
export function onShutdown(hook: () => unknown): () => void {
  opsState().shutdownHooks.add(hook);
  return () => opsState().shutdownHooks.delete(hook);
}
