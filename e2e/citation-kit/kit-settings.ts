import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root, for defaults that must not depend on the caller's working directory. */
export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The sample book's cases (checked against its truth.json by sample-book-cases.test.ts). */
export const SAMPLE_CASES = path.join(PROJECT_ROOT, 'e2e/citation-kit/cases/sample-book.jsonl');
export const DEFAULT_OUT = 'citation-report';
export const DEFAULT_CASE_TIMEOUT_S = 90;
export const DEFAULT_TOTAL_TIMEOUT_S = 30 * 60;

/**
 * What the CLI hands the Playwright run (config, case runner and reporter run in processes of
 * their own): environment variables, validated once here. Absent values take the defaults, so
 * `playwright test --config e2e/citation-kit/playwright.citations.config.ts` also works alone.
 */
const settingsSchema = z.object({
  CITATION_KIT_BASE_URL: z.url().optional(),
  CITATION_KIT_CASES: z.string().min(1).default(SAMPLE_CASES),
  CITATION_KIT_OUT: z.string().min(1).default(DEFAULT_OUT),
  CITATION_KIT_CASE_TIMEOUT_S: z.coerce.number().positive().default(DEFAULT_CASE_TIMEOUT_S),
  CITATION_KIT_TOTAL_TIMEOUT_S: z.coerce.number().positive().default(DEFAULT_TOTAL_TIMEOUT_S),
});

export interface KitSettings {
  /** A running deployment; undefined: the kit starts the sample build itself. */
  baseUrl: string | undefined;
  casesFile: string;
  outDir: string;
  caseTimeoutMs: number;
  totalTimeoutMs: number;
}

export function readKitSettings(env: NodeJS.ProcessEnv = process.env): KitSettings {
  const parsed = settingsSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`citation kit: ${issue?.path.join('.')}: ${issue?.message}`);
  }
  const s = parsed.data;
  return {
    baseUrl: s.CITATION_KIT_BASE_URL?.replace(/\/+$/, ''),
    casesFile: path.resolve(s.CITATION_KIT_CASES),
    outDir: path.resolve(s.CITATION_KIT_OUT),
    caseTimeoutMs: s.CITATION_KIT_CASE_TIMEOUT_S * 1000,
    totalTimeoutMs: s.CITATION_KIT_TOTAL_TIMEOUT_S * 1000,
  };
}

/** The inverse of readKitSettings: what the CLI puts in the Playwright run's environment. */
export function kitSettingsEnv(settings: KitSettings): Record<string, string> {
  return {
    ...(settings.baseUrl ? { CITATION_KIT_BASE_URL: settings.baseUrl } : {}),
    CITATION_KIT_CASES: settings.casesFile,
    CITATION_KIT_OUT: settings.outDir,
    CITATION_KIT_CASE_TIMEOUT_S: String(settings.caseTimeoutMs / 1000),
    CITATION_KIT_TOTAL_TIMEOUT_S: String(settings.totalTimeoutMs / 1000),
  };
}

/** Where a case's screenshot goes, relative to the report folder. */
export function screenshotPath(caseId: string): string {
  return `screenshots/${caseId}.png`;
}

/** The attachment a case's test carries its CaseResult in, for the reporter. */
export const CASE_RESULT_ATTACHMENT = 'citation-case-result';
