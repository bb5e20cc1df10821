/**
 * Whether a write comes from this app's own pages. Measured defect: /api/feedback took
 * text/plain, form and multipart posts with `Origin: http://evil.example` (201), so any page a
 * clinician visited could write feedback without a preflight.
 *
 * A browser sends `Sec-Fetch-Site` and, on a cross-origin POST, `Origin`: either one saying
 * "another site" refuses the write. A client that sends neither is not a browser page (curl, a
 * script): nothing here could stop it anyway, and the rate and size caps still apply.
 *
 * The whole origin counts, scheme and port included. With PUBLIC_ORIGIN set it is the one
 * origin allowed; without it, the origin this request reached: the Host header over the
 * scheme the socket (or a trusted proxy) used. Measured defects: `Origin: https://…` against
 * the http:// server was taken (201) when only hosts were compared; and a forged Host with a
 * matching Origin (the shape DNS rebinding gives) passes any comparison with Host itself, which
 * only PUBLIC_ORIGIN (or ALLOWED_HOSTS, proxy.ts) closes.
 */
export interface ExpectedOrigin {
  /** PUBLIC_ORIGIN, already reduced to its origin. */
  publicOrigin: string | undefined;
  /** The scheme this request came over. */
  protocol: 'http' | 'https';
}

function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null; // "null" (a sandboxed frame, a file: page) or garbage
  }
}

export function isSameOrigin(headers: Headers, expected: ExpectedOrigin): boolean {
  const site = headers.get('sec-fetch-site');
  if (site !== null && site !== 'same-origin') return false;
  const origin = headers.get('origin');
  if (origin === null) return true;
  const given = originOf(origin);
  if (given === null) return false;
  if (expected.publicOrigin) return given === originOf(expected.publicOrigin);
  const host = headers.get('host');
  if (!host) return false;
  return given === originOf(`${expected.protocol}://${host}`);
}
