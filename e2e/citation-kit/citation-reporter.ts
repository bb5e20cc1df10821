import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type {
  FullConfig,
  FullResult,
  Reporter,
  Suite,
  TestCase,
  TestResult,
} from '@playwright/test/reporter';
import type { CitationCase } from '@/lib/schema/citation-case';
import { caseResultSchema, type CaseResult } from '@/lib/schema/citation-case-result';
import { formatResultTable, summariseFailure } from './format-result-table';
import { CASE_RESULT_ATTACHMENT, readKitSettings, type KitSettings } from './kit-settings';
import { readCaseFile } from './read-case-file';
import { renderHtmlReport } from './render-html-report';
import { renderJunitXml } from './render-junit-xml';

/** Files the kit writes into the report folder; only these are replaced, never the folder. */
const OUTPUTS = ['report.html', 'junit.xml', 'results.json', 'screenshots'];

/**
 * Turns the case runner's results into what people read: a line per case as it finishes, the
 * table at the end, and report.html, junit.xml and results.json in the report folder. A case
 * the run never reached (the total cap) is reported as one that could not run, not left out.
 */
export default class CitationReporter implements Reporter {
  private settings!: KitSettings;
  private cases = new Map<string, CitationCase>();
  private tests: TestCase[] = [];
  private results = new Map<TestCase, CaseResult>();
  private started = new Set<TestCase>();
  private baseUrl = '';

  printsToStdio(): boolean {
    return true;
  }

  onBegin(config: FullConfig, suite: Suite): void {
    this.settings = readKitSettings();
    for (const c of readCaseFile(this.settings.casesFile)) this.cases.set(c.id, c);
    this.tests = suite.allTests();
    this.baseUrl = String(config.projects[0]?.use.baseURL ?? this.settings.baseUrl ?? '');
    mkdirSync(this.settings.outDir, { recursive: true });
    for (const name of OUTPUTS) {
      rmSync(path.join(this.settings.outDir, name), { recursive: true, force: true });
    }
    console.log(
      `citation kit: ${this.tests.length} case(s) from ${this.settings.casesFile} against ${this.baseUrl}`,
    );
  }

  onTestBegin(test: TestCase): void {
    this.started.add(test);
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const caseResult = this.readResult(test, result);
    this.results.set(test, caseResult);
    const mark = caseResult.verdict === 'pass' ? '✓' : '✗';
    const why = caseResult.verdict === 'pass' ? '' : ` — ${summariseFailure(caseResult)}`;
    console.log(
      `  ${mark} ${caseResult.id} (${(caseResult.duration_ms / 1000).toFixed(1)} s)${why}`,
    );
  }

  onError(error: { message?: string }): void {
    console.error(`citation kit: ${error.message ?? 'error'}`);
  }

  onEnd(full: FullResult): void {
    const all = this.tests.map(
      (test) => this.results.get(test) ?? this.notRun(test, full.status === 'timedout'),
    );
    const out = this.settings.outDir;
    const timestamp = new Date().toISOString();
    const entries = all.map((result) => ({ result, testCase: this.cases.get(result.id) }));
    writeFileSync(path.join(out, 'results.json'), `${JSON.stringify(all, null, 2)}\n`);
    writeFileSync(
      path.join(out, 'report.html'),
      renderHtmlReport(entries, {
        title: `Citation kit — ${path.basename(this.settings.casesFile)}`,
        baseUrl: this.baseUrl,
        casesFile: this.settings.casesFile,
        timestamp,
      }),
    );
    writeFileSync(
      path.join(out, 'junit.xml'),
      renderJunitXml(all, { suite: path.basename(this.settings.casesFile), timestamp }),
    );
    console.log(`\n${formatResultTable(all, process.stdout.columns || 120)}`);
    if (full.status === 'timedout') {
      console.log(`The total cap of ${this.settings.totalTimeoutMs / 1000} s was reached.`);
    }
    console.log(`Report: ${path.join(out, 'report.html')} · JUnit: ${path.join(out, 'junit.xml')}`);
  }

  private readResult(test: TestCase, result: TestResult): CaseResult {
    const attachment = result.attachments.find((a) => a.name === CASE_RESULT_ATTACHMENT);
    if (attachment?.body) {
      const parsed = caseResultSchema.safeParse(JSON.parse(attachment.body.toString('utf8')));
      if (parsed.success) return parsed.data;
    }
    // No result attached: the case failed before its fixture ran (the app was unreachable,
    // the browser did not start).
    return {
      ...this.notRun(test, false),
      verdict: 'error',
      error: result.error?.message?.split('\n')[0] ?? `ended ${result.status} without a result`,
      duration_ms: result.duration,
    };
  }

  private notRun(test: TestCase, capped: boolean): CaseResult {
    const testCase = this.cases.get(test.title);
    const why = capped
      ? this.started.has(test)
        ? 'stopped: the total time cap was reached while it ran'
        : 'not run: the total time cap was reached'
      : 'not run';
    return {
      id: test.title,
      question: testCase?.question ?? '',
      form: testCase?.form ?? 'answer',
      verdict: 'error',
      checks: [],
      observation: null,
      screenshot: null,
      error: why,
      duration_ms: 0,
    };
  }
}
