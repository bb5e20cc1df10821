/** Runs once when the server starts, before it takes a request. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { refuseFetchForbiddenMethods } = await import(
      './lib/http/refuse-fetch-forbidden-methods'
    );
    refuseFetchForbiddenMethods();
    // A bad environment (lib/env.ts), or in production a feedback file inside the app folder,
    // stops the server here with the developer's message, not at a clinician's first request.
    // Not during `next build`, which may run this too and is given no runtime environment.
    if (process.env.NEXT_PHASE !== 'phase-production-build') {
      const { getEnv } = await import('./lib/env');
      const { checkFeedbackDbLocation } = await import('./lib/feedback/check-feedback-db-location');
      let problem: string | undefined;
      try {
        problem = checkFeedbackDbLocation(getEnv(), process.cwd());
      } catch (error) {
        problem = (error as Error).message;
      }
      if (problem) {
        console.error(problem);
        process.exit(1);
      }
    }
  }
}
