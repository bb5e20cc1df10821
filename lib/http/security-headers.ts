/**
 * Security headers for every response (issue 11: no CSP, no frame-ancestors, no
 * Referrer-Policy anywhere, so any site could frame the clinical tool). The static ones are set
 * by next.config.ts `headers()`; the CSP carries a per-request nonce, so proxy.ts sets it.
 */

/** Headers that do not depend on the request. */
export const STATIC_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  // Nothing here needs a sensor, a camera or payment; clipboard-write is the copy button.
  'Permissions-Policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

export interface CspOptions {
  /** Base64, fresh per request: Next puts it on its own scripts when it finds it in the CSP. */
  nonce: string;
  /** `next dev` needs eval for React's error overlay; a production build never does. */
  dev: boolean;
}

/**
 * Exactly what the app loads: its own scripts (Next's, nonced; 'strict-dynamic' lets them load
 * their chunks), pdf.js's worker from /pdfjs, its WASM decoders ('wasm-unsafe-eval' allows
 * compiling WebAssembly only, not JS eval), canvases and crops as blob:/data: images, and
 * fetches to this origin only. Inline styles stay allowed: React and react-pdf position the
 * text layer and the highlights with style attributes, and a style cannot run code.
 */
export function buildContentSecurityPolicy({ nonce, dev }: CspOptions): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    [
      'script-src',
      "'self'",
      `'nonce-${nonce}'`,
      "'strict-dynamic'",
      "'wasm-unsafe-eval'",
      ...(dev ? ["'unsafe-eval'"] : []),
    ],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'blob:', 'data:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'"],
    ['worker-src', "'self'", 'blob:'],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

/** A nonce of 128 random bits, as CSP wants it (base64). */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Buffer.from(bytes).toString('base64');
}
