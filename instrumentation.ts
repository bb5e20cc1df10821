/** Runs once when the server starts, before it takes a request. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { refuseFetchForbiddenMethods } = await import(
      './lib/http/refuse-fetch-forbidden-methods'
    );
    refuseFetchForbiddenMethods();
  }
}
