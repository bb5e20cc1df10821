import 'server-only';
import { Server, type IncomingMessage, type ServerResponse } from 'node:http';
import { allowedMethods } from './allowed-methods';

/**
 * Methods the Fetch standard forbids in `new Request()` that reach a request listener. Next
 * builds a Request for every route and for proxy.ts, so TRACE threw "TypeError: 'TRACE' HTTP
 * method is unsupported" inside the framework and came back as a bare 500 before any code of
 * ours ran (measured: TRACE on any route). CONNECT goes to Node's 'connect' event and TRACK is
 * refused by Node's parser (400), so neither gets here.
 */
const FETCH_FORBIDDEN_METHODS = new Set(['TRACE']);

/**
 * Next's build assets, which proxy.ts never sees (its matcher leaves them out so that every
 * script and stylesheet is not run through it). Measured defect: POST, PUT, DELETE … on
 * `/_next/static/…` answered 500.
 */
const BUILD_ASSETS = /^\/_next\/(static|image)(\/|$)/;

/** Whether the Node server answers 405 itself, before Next builds a Request for it. */
export function isRefusedBeforeNext(method: string, pathname: string): boolean {
  const upper = method.toUpperCase();
  if (FETCH_FORBIDDEN_METHODS.has(upper)) return true;
  return BUILD_ASSETS.test(pathname) && !allowedMethods(pathname).includes(upper);
}

function pathOf(url: string | undefined): string {
  try {
    return new URL(url ?? '/', 'http://localhost').pathname;
  } catch {
    return '/'; // an unparsable target: the default Allow of a page
  }
}

let installed = false;

/**
 * Answers those methods with 405 and `Allow` at the Node server itself, the one place that sees
 * a request before Next does: a wrapper over `http.Server#emit('request')`, installed once from
 * instrumentation.ts. Everything else passes through untouched.
 */
export function refuseFetchForbiddenMethods(): void {
  if (installed) return;
  installed = true;
  const emit = Server.prototype.emit;
  Server.prototype.emit = function (this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const [request, response] = args as [IncomingMessage, ServerResponse];
      if (isRefusedBeforeNext(request.method ?? '', pathOf(request.url))) {
        answer405(request, response);
        return true;
      }
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof Server.prototype.emit;
}

function answer405(request: IncomingMessage, response: ServerResponse): void {
  const pathname = pathOf(request.url);
  const body = JSON.stringify({
    error: {
      code: 'method_not_allowed:api',
      message: 'Phương thức này không được hỗ trợ ở địa chỉ này.',
    },
  });
  response.writeHead(405, {
    Allow: allowedMethods(pathname).join(', '),
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  response.end(body);
  request.resume();
}
