import path from 'node:path';
import { isInside, type Env } from '@/lib/env';

/**
 * Why the server must not start with this feedback file, or undefined when it may. In
 * production (NODE_ENV=production, which `next start` sets) without DATABASE_URL, the SQLite
 * file must live outside `appDir`, the folder the app runs from: it holds clinicians' questions,
 * which may name a patient, and the app folder is replaced, copied and backed up with the code
 * (issue 39: the default was data/feedback.sqlite in the checkout, 0644, kept forever). Only
 * the server asks (instrumentation.ts at start-up, openFeedbackStore); the ingest and the CLIs
 * never open the file.
 */
export function checkFeedbackDbLocation(
  env: Pick<Env, 'NODE_ENV' | 'DATABASE_URL' | 'FEEDBACK_DB'>,
  appDir: string,
): string | undefined {
  if (env.NODE_ENV !== 'production' || env.DATABASE_URL) return undefined;
  const dir = path.resolve(/*turbopackIgnore: true*/ appDir);
  if (!isInside(env.FEEDBACK_DB, dir)) return undefined;
  return (
    `Invalid environment (lib/feedback/check-feedback-db-location.ts):\n  FEEDBACK_DB: ` +
    `${env.FEEDBACK_DB} is inside the app folder (${dir}); in production (NODE_ENV=production) ` +
    'set FEEDBACK_DB to a file outside it, e.g. /var/lib/duoc-thu/feedback.sqlite, or set ' +
    'DATABASE_URL (docs/DEPLOY.md)'
  );
}
