import { defineConfig, devices } from '@playwright/test';
import baseConfig from '../../playwright.config';
import { PROJECT_ROOT, readKitSettings } from './kit-settings';

/**
 * The citation kit's own Playwright config (issue 16), started by `npm run test:citations`.
 * Against `--base-url` it runs no server at all: the deployment under test is whatever is
 * already running there. Without it, it serves the sample build exactly as the e2e suite does.
 * The browser is Debian's Chromium with the e2e suite's launch flags.
 */
const settings = readKitSettings();
const PORT = Number(process.env.E2E_PORT ?? 3123);
// With a trailing slash: the kit's relative URLs then stay under a deployment's own path.
const baseURL = `${settings.baseUrl ?? `http://127.0.0.1:${PORT}`}/`;

export default defineConfig({
  testDir: '.',
  testMatch: 'run-cases.kit.ts',
  fullyParallel: false,
  workers: 1,
  // A citation that only passes on a second try is a finding, not noise.
  retries: 0,
  timeout: settings.caseTimeoutMs,
  globalTimeout: settings.totalTimeoutMs,
  expect: { timeout: 15_000 },
  outputDir: `${settings.outDir}/artifacts`,
  reporter: [['./citation-reporter.ts']],
  use: {
    baseURL,
    trace: 'off',
    screenshot: 'off',
    launchOptions: baseConfig.use?.launchOptions,
  },
  projects: [
    {
      name: 'citations',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: settings.baseUrl
    ? undefined
    : {
        command: `npx tsx --conditions=react-server e2e/setup/serve-e2e-app.ts --port ${PORT}`,
        url: baseURL,
        cwd: PROJECT_ROOT,
        timeout: 600_000,
        reuseExistingServer: !process.env.CI,
        stdout: 'pipe',
        stderr: 'pipe',
      },
});
