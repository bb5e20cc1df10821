import type { RequestContext } from './ops-state';

/** Longest path a log line keeps; a longer one is cut (it is a 404 or an attack). */
const ROUTE_MAX_CHARS = 200;
/** Shorter secrets are not scrubbed: "ab" would be cut out of every word it occurs in. */
const SECRET_MIN_CHARS = 4;

/**
 * The route of a request line: the path alone. The query never reaches a log, since find's
 * `?q=` is whatever the clinician typed.
 */
export function routeOf(url: string | undefined): string {
  const path = (url ?? '/').split(/[?#]/, 1)[0] ?? '/';
  return path.length > ROUTE_MAX_CHARS ? `${path.slice(0, ROUTE_MAX_CHARS)}…` : path;
}

export interface RequestLineInput {
  method: string | undefined;
  url: string | undefined;
  status: number;
  durationMs: number;
  /** The index generation served when the request ended (null before the first warm-up). */
  generation: string | null;
  /** The client went away before the response was sent in full. */
  aborted: boolean;
  context: RequestContext;
}

/** One request's JSON log line: who (id), what (method, route), how it ended, how long, on what. */
export function buildRequestLine(input: RequestLineInput): Record<string, unknown> {
  return {
    msg: 'request',
    request_id: input.context.id,
    method: input.method ?? '?',
    route: routeOf(input.url),
    status: input.status,
    duration_ms: Math.round(input.durationMs * 10) / 10,
    generation: input.generation,
    ...(input.aborted ? { aborted: true } : {}),
    ...input.context.fields,
  };
}

/** `text` with every occurrence of each secret replaced: an error message may quote its input. */
export function scrubSecrets(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) {
    if (secret.length < SECRET_MIN_CHARS) continue;
    out = out.split(secret).join('[redacted]');
  }
  return out;
}
