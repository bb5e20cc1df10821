import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // Native and WASM packages stay outside the server bundle: @napi-rs/canvas ships a .node
  // binary, pdfjs-dist's legacy build loads its worker and wasm decoders by path, and
  // tiktoken loads its WASM and ranks by path.
  serverExternalPackages: ['@napi-rs/canvas', 'pdfjs-dist', 'tiktoken', '@qdrant/js-client-rest'],
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
