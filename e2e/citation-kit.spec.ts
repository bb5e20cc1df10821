/**
 * The citation kit checked end to end inside `npm test`, against the server this suite already
 * serves (no second build): the sample cases must pass, and a file with deliberately wrong
 * cases must fail exactly those cases, name them and keep their screenshots.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { caseResultSchema, type CaseResult } from '@/lib/schema/citation-case-result';
import { PROJECT_ROOT, SAMPLE_CASES } from './citation-kit/kit-settings';

const WRONG_CASES = path.join(PROJECT_ROOT, 'e2e/citation-kit/cases/deliberately-wrong.jsonl');

/** Runs `npm run test:citations` as QA would, as a separate process with its own Chromium. */
function runKit(
  baseUrl: string,
  cases: string,
  out: string,
): Promise<{ code: number | null; output: string }> {
  // The outer Playwright worker's variables would make the inner run think it is a worker.
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of Object.keys(env)) {
    if (/^(TEST_|PW_|PLAYWRIGHT_)/.test(key)) delete env[key];
  }
  return new Promise((resolve, reject) => {
    const child = spawn(
      path.join(PROJECT_ROOT, 'node_modules/.bin/tsx'),
      [
        'e2e/citation-kit/run-citations.ts',
        '--base-url',
        baseUrl,
        '--cases',
        cases,
        '--out',
        out,
        '--case-timeout',
        '60',
        '--total-timeout',
        '240',
      ],
      { cwd: PROJECT_ROOT, env },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

function readResults(out: string): CaseResult[] {
  const raw = JSON.parse(readFileSync(path.join(out, 'results.json'), 'utf8')) as unknown[];
  return raw.map((r) => caseResultSchema.parse(r));
}

test.describe('citation kit', () => {
  test.describe.configure({ timeout: 300_000 });

  test('[CITATIONS] the citation kit passes every sample case against a running server', async ({}, testInfo) => {
    const out = testInfo.outputPath('sample');
    const run = await runKit(String(testInfo.project.use.baseURL), SAMPLE_CASES, out);
    expect(run.code, run.output).toBe(0);
    const results = readResults(out);
    expect(results.length).toBeGreaterThan(0);
    expect(results.filter((r) => r.verdict !== 'pass').map((r) => r.id)).toEqual([]);
    expect(readFileSync(path.join(out, 'junit.xml'), 'utf8')).toMatch(/failures="0" errors="0"/);
    expect(existsSync(path.join(out, 'report.html'))).toBe(true);
  });

  test('[CITATIONS] the citation kit fails a wrong printed page, names the case and keeps its screenshot', async ({}, testInfo) => {
    const out = testInfo.outputPath('wrong');
    const run = await runKit(String(testInfo.project.use.baseURL), WRONG_CASES, out);
    expect(run.code, run.output).toBe(1);
    const byId = new Map(readResults(out).map((r) => [r.id, r]));
    expect(byId.get('warfarin-pregnancy')?.verdict, 'the right case still passes').toBe('pass');

    const wrong = byId.get('warfarin-pregnancy-wrong-page');
    expect(wrong?.verdict).toBe('fail');
    expect(wrong?.checks.filter((c) => !c.ok).map((c) => c.check)).toEqual(['citation']);
    expect(run.output).toMatch(/✗ warfarin-pregnancy-wrong-page .*tr\. 85/);
    expect(run.output).toMatch(/FAIL\s+warfarin-pregnancy-wrong-page/);
    const shot = path.join(out, wrong?.screenshot ?? 'missing.png');
    expect(existsSync(shot), 'its screenshot').toBe(true);
    expect(statSync(shot).size).toBeGreaterThan(10_000);

    // A crop was promised and none came: the crop, and the notice a crop brings, are missing.
    expect(
      byId
        .get('warfarin-pregnancy-wrong-crop')
        ?.checks.filter((c) => !c.ok)
        .map((c) => c.check),
    ).toEqual(['crop', 'quarantine_notice']);
    const junit = readFileSync(path.join(out, 'junit.xml'), 'utf8');
    expect(junit).toMatch(/failures="2" errors="0"/);
    expect(junit).toContain('name="warfarin-pregnancy-wrong-page"');
    const html = readFileSync(path.join(out, 'report.html'), 'utf8');
    expect(html).toContain(`src="${wrong?.screenshot}"`);
  });
});
