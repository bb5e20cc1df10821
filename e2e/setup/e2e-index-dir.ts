/** Where serve-e2e-app ingests the sample book for Playwright; specs read its chunks here. */
export const E2E_INDEX_DIR = '.cache/e2e-index';
