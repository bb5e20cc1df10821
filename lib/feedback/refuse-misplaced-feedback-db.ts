import { getEnv } from '@/lib/env';
import { checkFeedbackDbLocation } from './check-feedback-db-location';

/**
 * Start-up (instrumentation.ts): a bad environment (lib/env.ts), or in production a feedback
 * file inside the app folder, ends the process with the developer's message, before a
 * clinician's first request meets it.
 */
export function refuseMisplacedFeedbackDb(
  appDir: string = process.cwd(),
  exit: (code: number) => never = process.exit,
): void {
  let problem: string | undefined;
  try {
    problem = checkFeedbackDbLocation(getEnv(), appDir);
  } catch (error) {
    problem = (error as Error).message;
  }
  if (problem) {
    console.error(problem);
    exit(1);
  }
}
