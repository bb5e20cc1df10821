import type { TestProject } from 'vitest/node';
import { ensureSampleIndex } from '@/ingestion/testing/ensure-sample-index';

/** Where the unit/integration suites read the sample index (see inject('sampleIndexDir')). */
export const TEST_INDEX_DIR = '.cache/test-index';

declare module 'vitest' {
  export interface ProvidedContext {
    sampleIndexDir: string;
    samplePdfPath: string;
    sampleTruthPath: string;
  }
}

/** Once per test run: the default sample book, ingested by the real pipeline (cached while current). */
export default async function setup(project: TestProject): Promise<void> {
  const { indexDir, pdfPath, truthPath } = await ensureSampleIndex({ indexDir: TEST_INDEX_DIR });
  project.provide('sampleIndexDir', indexDir);
  project.provide('samplePdfPath', pdfPath);
  project.provide('sampleTruthPath', truthPath);
}
