import os from 'node:os';
import path from 'node:path';

/** What serve-e2e-app.ts gives the server beyond the index, for specs that need to know it. */
export const E2E_REVIEW_TOKEN = 'e2e-review-token-0123456789';
/**
 * The e2e run's own votes, never the developer's data/feedback.sqlite: outside the checkout,
 * because the production server refuses a feedback file inside the app folder (lib/env.ts), and
 * one per port, so runs on other ports never share it.
 */
export function e2eFeedbackDb(port: string): string {
  return path.join(os.tmpdir(), `duoc-thu-e2e-${port}`, 'feedback.sqlite');
}
