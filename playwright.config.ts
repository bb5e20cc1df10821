import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_PATH } from './e2e/setup/ensure-chromium';

const PORT = Number(process.env.E2E_PORT ?? 3123);
const BASE_URL = `http://127.0.0.1:${PORT}`;

// Debian's Chromium, launched the way this closed network needs: without the background
// networking flags it keeps trying to reach Google's hosts and its connections are refused.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
      grepInvert: /\[MOBILE\]/,
    },
    { name: 'mobile', use: { ...devices['Pixel 7'] }, grep: /\[MOBILE\]/ },
  ],
  webServer: {
    command: `npx tsx --conditions=react-server e2e/setup/serve-e2e-app.ts --port ${PORT}`,
    url: `${BASE_URL}/`,
    timeout: 600_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
