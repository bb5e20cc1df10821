/**
 * npm run test:citations -- [--base-url URL] [--cases FILE] [--out DIR]
 *                           [--case-timeout SECONDS] [--total-timeout SECONDS]
 *
 * QA's citation kit (issue 16): asks every question of a case file in the UI of a running
 * deployment, checks its citations, the page the viewer opens and its highlight, crops, notices
 * and forbidden strings, and writes a table, report.html and junit.xml. Exit 0: every case
 * passed; 1: a case failed or could not run; 2: bad arguments, a malformed case file or an
 * unreachable deployment (one clear message, nothing run).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { bookInfoSchema } from '@/lib/schema/book';
import { ensureChromium } from '../setup/ensure-chromium';
import {
  DEFAULT_CASE_TIMEOUT_S,
  DEFAULT_OUT,
  DEFAULT_TOTAL_TIMEOUT_S,
  kitSettingsEnv,
  PROJECT_ROOT,
  SAMPLE_CASES,
  type KitSettings,
} from './kit-settings';
import { formatCaseFileError, parseCaseFile } from './read-case-file';

const USAGE = `usage: npm run test:citations -- [--base-url URL] [--cases FILE] [--out DIR]
                                 [--case-timeout SECONDS] [--total-timeout SECONDS]
  --base-url       a running deployment (default: build and serve the sample book here)
  --cases          a JSONL case file (default: ${path.relative(process.cwd(), SAMPLE_CASES)})
  --out            report folder (default: ${DEFAULT_OUT}/)
  --case-timeout   seconds per case (default: ${DEFAULT_CASE_TIMEOUT_S})
  --total-timeout  seconds for the whole run (default: ${DEFAULT_TOTAL_TIMEOUT_S})`;

function fail(message: string): never {
  console.error(`test:citations: ${message}`);
  process.exit(2);
}

function positiveSeconds(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) fail(`--${name} must be a positive number of seconds`);
  return n;
}

function readSettings(argv: string[]): KitSettings {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        'base-url': { type: 'string' },
        cases: { type: 'string' },
        out: { type: 'string' },
        'case-timeout': { type: 'string' },
        'total-timeout': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    fail(`${(error as Error).message}\n${USAGE}`);
  }
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  let baseUrl: string | undefined;
  if (values['base-url'] !== undefined) {
    try {
      const url = new URL(values['base-url']);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http(s)');
      baseUrl = url.href.replace(/\/+$/, '');
    } catch {
      fail(`--base-url "${values['base-url']}" is not an http(s) URL`);
    }
  }
  return {
    baseUrl,
    casesFile: path.resolve(values.cases ?? SAMPLE_CASES),
    outDir: path.resolve(values.out ?? DEFAULT_OUT),
    caseTimeoutMs:
      positiveSeconds('case-timeout', values['case-timeout'], DEFAULT_CASE_TIMEOUT_S) * 1000,
    totalTimeoutMs:
      positiveSeconds('total-timeout', values['total-timeout'], DEFAULT_TOTAL_TIMEOUT_S) * 1000,
  };
}

/** Every defect of the case file at once, before a browser starts. */
function checkCaseFile(file: string): number {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    fail(`cannot read the case file ${file}: ${(error as Error).message}`);
  }
  const parsed = parseCaseFile(text);
  if (!parsed.ok) {
    const lines = parsed.errors.map((e) => formatCaseFileError(file, e));
    fail(`the case file has ${parsed.errors.length} defect(s):\n${lines.join('\n')}`);
  }
  return parsed.cases.length;
}

/** The deployment answers GET /api/book with a folio map, or the run stops here. */
async function checkDeployment(baseUrl: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`${baseUrl}/api/book`, { signal: AbortSignal.timeout(15_000) });
  } catch (error) {
    const cause = (error as Error & { cause?: Error }).cause?.message;
    fail(
      `cannot reach ${baseUrl}/api/book: ${(error as Error).message}${cause ? ` (${cause})` : ''}`,
    );
  }
  if (!response.ok) fail(`${baseUrl}/api/book answered ${response.status}`);
  const book = bookInfoSchema.safeParse(await response.json().catch(() => null));
  if (!book.success) fail(`${baseUrl}/api/book did not return the book's folio map`);
  return `${book.data.page_count} pages, sha256 ${book.data.sha256.slice(0, 12)}…`;
}

const settings = readSettings(process.argv.slice(2));
const count = checkCaseFile(settings.casesFile);
if (settings.baseUrl) {
  console.log(
    `test:citations: ${settings.baseUrl} serves a book of ${await checkDeployment(settings.baseUrl)}`,
  );
}
console.log(`test:citations: ${count} case(s) from ${settings.casesFile}`);
ensureChromium();
const run = spawnSync(
  process.execPath,
  [
    path.join(PROJECT_ROOT, 'node_modules/@playwright/test/cli.js'),
    'test',
    '--config',
    path.join(PROJECT_ROOT, 'e2e/citation-kit/playwright.citations.config.ts'),
  ],
  { cwd: PROJECT_ROOT, stdio: 'inherit', env: { ...process.env, ...kitSettingsEnv(settings) } },
);
process.exit(run.status ?? 1);
