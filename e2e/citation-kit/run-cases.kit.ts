/**
 * The citation kit's case runner: one Playwright test per line of the case file. Started by
 * run-citations.ts through playwright.citations.config.ts, never by the main e2e suite (its
 * name is not *.spec.ts on purpose).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect } from '@playwright/test';
import { bookInfoSchema } from '@/lib/schema/book';
import type { CitationCase } from '@/lib/schema/citation-case';
import type { CaseCheck, CaseObservation, CaseResult } from '@/lib/schema/citation-case-result';
import {
  judgeCase,
  pickCitationToOpen,
  verdictOf,
  viewerPagesOfFolio,
  type FolioMap,
} from './judge-case';
import { CASE_RESULT_ATTACHMENT, readKitSettings, screenshotPath } from './kit-settings';
import { askQuestion, injectHistory, openCitation, readAnswer, readCrops } from './observe-case';
import { readCaseFile } from './read-case-file';

const settings = readKitSettings();
const cases = readCaseFile(settings.casesFile);

/** Shares of the per-case timeout: the rest is left for the click, the judge and the screenshot. */
const ANSWER_SHARE = 0.5;
const VIEWER_SHARE = 0.2;

/** What one case did so far; its teardown turns it into the CaseResult, even after a timeout. */
interface CaseRun {
  step: string;
  observation: CaseObservation | null;
  checks: CaseCheck[] | null;
}

const test = base.extend<{ caseRun: CaseRun; testCase: CitationCase }, { folios: FolioMap }>({
  testCase: [
    async ({}, use, testInfo) => {
      const found = cases.find((c) => c.id === testInfo.title);
      if (!found) throw new Error(`citation kit: no case "${testInfo.title}"`);
      await use(found);
    },
    { box: true },
  ],
  folios: [
    async ({ playwright }, use, workerInfo) => {
      const api = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      // Relative, so a deployment under a path (https://host/duocthu/) is asked at that path.
      const response = await api.get('api/book');
      if (!response.ok()) {
        throw new Error(`citation kit: GET /api/book answered ${response.status()}`);
      }
      const book = bookInfoSchema.parse(await response.json());
      await api.dispose();
      await use(book.pages);
    },
    { scope: 'worker', box: true },
  ],
  caseRun: [
    async ({ page, testCase }, use, testInfo) => {
      const run: CaseRun = { step: 'opening the app', observation: null, checks: null };
      const started = Date.now();
      await use(run);
      const judged = run.checks !== null;
      const passed = judged && testInfo.status === 'passed';
      let screenshot: string | null = null;
      if (!passed && !page.isClosed()) {
        screenshot = screenshotPath(testCase.id);
        const file = path.join(settings.outDir, screenshot);
        mkdirSync(path.dirname(file), { recursive: true });
        await page.screenshot({ path: file, timeout: 10_000 }).catch(() => (screenshot = null));
      }
      const result: CaseResult = {
        id: testCase.id,
        question: testCase.question,
        form: testCase.form,
        verdict: judged && testInfo.status !== 'timedOut' ? verdictOf(run.checks ?? []) : 'error',
        checks: run.checks ?? [],
        observation: run.observation,
        screenshot,
        error: judged
          ? null
          : testInfo.status === 'timedOut'
            ? `timed out after ${testInfo.timeout / 1000} s while ${run.step}`
            : `stopped while ${run.step}: ${testInfo.error?.message?.split('\n')[0] ?? 'unknown error'}`,
        duration_ms: Date.now() - started,
      };
      await testInfo.attach(CASE_RESULT_ATTACHMENT, {
        body: JSON.stringify(result),
        contentType: 'application/json',
      });
    },
    { auto: true, box: true },
  ],
});

for (const testCase of cases) {
  test(testCase.id, async ({ page, folios, caseRun }) => {
    const answerMs = settings.caseTimeoutMs * ANSWER_SHARE;
    const viewerMs = settings.caseTimeoutMs * VIEWER_SHARE;
    await injectHistory(page, testCase.history ?? []);
    await page.goto('./');

    caseRun.step = 'waiting for the answer';
    const { card, status } = await askQuestion(page, testCase.question, answerMs);
    const seen: CaseObservation = {
      answer_status: status,
      answer_text: '',
      notices: [],
      citations: [],
      crops: [],
      opened: null,
    };
    caseRun.observation = seen;
    if (status !== 'missing') {
      Object.assign(seen, await readAnswer(card));
      caseRun.step = 'loading the crops';
      seen.crops = await readCrops(card, viewerMs);
    }
    if (testCase.form !== 'not_found' && seen.citations.length > 0) {
      caseRun.step = 'opening the cited page';
      const index = pickCitationToOpen(testCase, seen.citations);
      const expected = viewerPagesOfFolio(folios, seen.citations[index]!.printed_page);
      seen.opened = await openCitation(page, card, index, expected, viewerMs);
    }

    caseRun.step = 'judging';
    caseRun.checks = judgeCase(testCase, seen, folios);
    const failed = caseRun.checks.filter((c) => !c.ok).map((c) => `${c.check}: ${c.detail}`);
    expect(failed, `case ${testCase.id}`).toEqual([]);
  });
}
