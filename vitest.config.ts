import { defineConfig } from 'vitest/config';
import path from 'node:path';

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname),
      // `server-only` throws outside a React Server environment; tests import server modules directly.
      'server-only': path.resolve(import.meta.dirname, 'lib/testing/server-only-stub.ts'),
    },
  },
  test: {
    include: [
      '{lib,ingestion,app,components}/**/*.test.{ts,tsx}',
      'e2e/{citation-kit,eval,bench}/**/*.test.ts',
    ],
    environment: 'node',
    globalSetup: ['./e2e/setup/vitest-global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: 'forks',
  },
});
