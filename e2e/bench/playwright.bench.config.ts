import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import baseConfig from '../../playwright.config';

/** npm run bench:ui — the viewer on the 680-monograph book; not part of npm test. */
const PORT = Number(process.env.BENCH_UI_PORT ?? 3211);

export default defineConfig({
  ...baseConfig,
  testDir: '.',
  testMatch: '**/*.bench.ts',
  retries: 0,
  timeout: 300_000,
  reporter: [['list']],
  use: { ...baseConfig.use, baseURL: `http://127.0.0.1:${PORT}` },
  projects: [
    {
      name: 'bench',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: {
    command: `npx tsx --conditions=react-server e2e/setup/serve-e2e-app.ts --bench --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    timeout: 900_000,
    cwd: path.resolve(import.meta.dirname, '../..'),
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
