import type { NextConfig } from 'next';
import { STATIC_SECURITY_HEADERS } from './lib/http/security-headers';

// TypeScript, as the product card fixes it: `next start` then loads Next's SWC to transpile this
// one file, 25–28 MB of next-server's RSS (docs/server-memory.md measured the .mjs alternative).
const nextConfig: NextConfig = {
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
