/** Runs once when the server starts, before it takes a request. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { refuseFetchForbiddenMethods } = await import('./lib/http/refuse-fetch-forbidden-methods');
  const { installRequestLog, routeConsoleToLog } = await import('./lib/ops/install-request-log');
  const { installShutdown } = await import('./lib/ops/shut-down');
  const { warmWhenListening, warnOfLoggedQuestions } = await import('./lib/ops/start-ops');
  refuseFetchForbiddenMethods();
  // Not during `next build`, which may run this too and is given no runtime environment.
  if (process.env.NEXT_PHASE !== 'phase-production-build') {
    const { refuseMisplacedFeedbackDb } = await import(
      './lib/feedback/refuse-misplaced-feedback-db'
    );
    refuseMisplacedFeedbackDb();
  }
  // Installed after the 405 wrapper, so it wraps it: refused requests are logged too.
  installRequestLog();
  routeConsoleToLog();
  warnOfLoggedQuestions();
  installShutdown();
  warmWhenListening();
}
