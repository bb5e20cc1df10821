/** Runs once when the server starts, before it takes a request. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { refuseFetchForbiddenMethods } = await import(
      './lib/http/refuse-fetch-forbidden-methods'
    );
    refuseFetchForbiddenMethods();
    // Not during `next build`, which may run this too and is given no runtime environment.
    if (process.env.NEXT_PHASE !== 'phase-production-build') {
      const { refuseMisplacedFeedbackDb } = await import(
        './lib/feedback/refuse-misplaced-feedback-db'
      );
      refuseMisplacedFeedbackDb();
    }
  }
}
