import { NextResponse, type NextRequest } from 'next/server';
import { getEnv } from '@/lib/env';
import { allowedMethods } from '@/lib/http/allowed-methods';
import { hasMalformedPercentEncoding } from '@/lib/http/has-malformed-percent-encoding';
import { isAllowedHost, isProbe } from '@/lib/http/is-allowed-host';
import {
  buildContentSecurityPolicy,
  createNonce,
  STATIC_SECURITY_HEADERS,
} from '@/lib/http/security-headers';

/**
 * Runs before every route: refuses a Host outside ALLOWED_HOSTS (DNS rebinding), answers what
 * the framework would otherwise turn into a 500 (an unsupported method, a path whose
 * percent-encoding is not UTF-8), and gives each response its Content-Security-Policy with a
 * fresh nonce that Next puts on its own scripts.
 */
export function proxy(request: NextRequest): NextResponse {
  // request.url keeps the path's percent-encoding as sent; nextUrl may have normalised it.
  const url = new URL(request.url);
  const pathname = url.pathname;
  if (!isProbe(pathname) && !isAllowedHost(request.headers.get('host'), getEnv().ALLOWED_HOSTS)) {
    return refuse(
      421,
      'bad_request',
      'Địa chỉ máy chủ không đúng. Hãy mở Dược thư bằng địa chỉ chính thức.',
    );
  }
  // The review token is never taken from the URL (app/review/page.tsx): one that arrives there
  // is dropped by a redirect before any page could render it back.
  if (pathname === '/review' && url.searchParams.has('token')) {
    return NextResponse.redirect(new URL('/review', request.url), 303);
  }
  const allow = allowedMethods(pathname);
  if (!allow.includes(request.method)) {
    return refuse(405, 'method_not_allowed', 'Phương thức này không được hỗ trợ ở địa chỉ này.', {
      Allow: allow.join(', '),
    });
  }
  if (hasMalformedPercentEncoding(pathname)) {
    return refuse(400, 'bad_request', 'Địa chỉ yêu cầu không hợp lệ (mã hoá ký tự sai).');
  }

  const csp = buildContentSecurityPolicy({
    nonce: createNonce(),
    dev: process.env.NODE_ENV === 'development',
  });
  const headers = new Headers(request.headers);
  headers.set('Content-Security-Policy', csp);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', csp);
  return response;
}

function refuse(
  status: number,
  type: string,
  message: string,
  extra: Record<string, string> = {},
): NextResponse {
  return NextResponse.json(
    { error: { code: `${type}:api`, message } },
    {
      status,
      headers: {
        ...STATIC_SECURITY_HEADERS,
        'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
        'Cache-Control': 'no-store',
        ...extra,
      },
    },
  );
}

export const config = {
  // Next's hashed build assets carry no HTML; everything else, pages and API alike, comes here.
  matcher: ['/((?!_next/static|_next/image).*)'],
};
