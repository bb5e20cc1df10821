/** What serve-e2e-app.ts gives the server beyond the index, for specs that need to know it. */
export const E2E_REVIEW_TOKEN = 'e2e-review-token-0123456789';
/** The e2e run's own votes, never the developer's data/feedback.sqlite. */
export const E2E_FEEDBACK_DB = '.cache/e2e-feedback.sqlite';
