import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // Native and WASM packages stay outside the server bundle: @napi-rs/canvas ships a .node
  // binary, pdfjs-dist's legacy build loads its worker and wasm decoders by path, and
  // js-tiktoken's ranks are large JSON best required at run time.
  serverExternalPackages: [
    '@napi-rs/canvas',
    'pdfjs-dist',
    'js-tiktoken',
    '@qdrant/js-client-rest',
  ],
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
