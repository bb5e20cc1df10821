// @ts-check
// JavaScript, not next.config.ts: `next start` transpiles a TypeScript config with SWC, which
// loads Next's 130 MB native compiler into the production server for that one file — 26–28 MB
// of next-server's RSS for the life of the process (issue 13 item 4, docs/server-memory.md).
// The static headers are JSON for the same reason: plain Node reads them, and so does proxy.ts.
import STATIC_SECURITY_HEADERS from './lib/http/static-security-headers.json' with { type: 'json' };

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Native and WASM packages stay outside the server bundle: @napi-rs/canvas ships a .node
  // binary, pdfjs-dist's legacy build loads its worker and wasm decoders by path, and
  // tiktoken loads its WASM and ranks by path; better-sqlite3 is a native addon.
  serverExternalPackages: [
    '@napi-rs/canvas',
    'pdfjs-dist',
    'tiktoken',
    '@qdrant/js-client-rest',
    'better-sqlite3',
  ],
  poweredByHeader: false,
  reactStrictMode: true,
  // On every response, build assets included; the CSP needs a per-request nonce: proxy.ts.
  headers() {
    return Promise.resolve([
      {
        source: '/:path*',
        headers: Object.entries(STATIC_SECURITY_HEADERS).map(([key, value]) => ({ key, value })),
      },
    ]);
  },
};

export default nextConfig;
