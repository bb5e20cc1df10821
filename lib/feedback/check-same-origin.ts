/**
 * Whether a write comes from this app's own pages. Measured defect: /api/feedback took
 * text/plain, form and multipart posts with `Origin: http://evil.example` (201), so any page a
 * clinician visited could write feedback without a preflight.
 *
 * A browser sends `Sec-Fetch-Site` and, on a cross-origin POST, `Origin`: either one saying
 * "another site" refuses the write. A client that sends neither is not a browser page (curl, a
 * script): nothing here could stop it anyway, and the rate and size caps still apply.
 */
export function isSameOrigin(headers: Headers, requestUrl: string): boolean {
  const site = headers.get('sec-fetch-site');
  if (site !== null && site !== 'same-origin') return false;
  const origin = headers.get('origin');
  if (origin === null) return true;
  const host = headers.get('host') ?? new URL(requestUrl).host;
  try {
    return new URL(origin).host === host;
  } catch {
    return false; // "null" (a sandboxed frame, a file: page) or garbage
  }
}
