import { describe, expect, it } from 'vitest';
import { citationCaseSchema } from '@/lib/schema/citation-case';
import { renderHtmlReport } from './render-html-report';
import { FAILED, PASSED, TIMED_OUT } from './testing-results';

describe('renderHtmlReport', () => {
  const testCase = citationCaseSchema.parse({
    id: FAILED.id,
    question: FAILED.question,
    drug_name: 'WARFARIN',
    section_key: 'thoi_ky_mang_thai',
    printed_pages: ['84'],
    crop: false,
  });
  const html = renderHtmlReport(
    [
      { result: PASSED, testCase: undefined },
      { result: FAILED, testCase },
      { result: TIMED_OUT, testCase: undefined },
    ],
    { title: 'Citation kit', baseUrl: 'http://x', casesFile: 'c.jsonl', timestamp: 't' },
  );

  it('puts the cases that need attention first', () => {
    expect(html.indexOf('id="warfarin-wrong-page"')).toBeLessThan(
      html.indexOf('id="warfarin-pregnancy"'),
    );
    expect(html.indexOf('id="slow"')).toBeLessThan(html.indexOf('id="warfarin-pregnancy"'));
  });

  it('shows each case’s question, expectation, checks, citations and, on failure, its screenshot', () => {
    expect(html).toContain('Warfarin có dùng được khi có thai không?');
    expect(html).toContain('WARFARIN · Thời kỳ mang thai · tr. 84');
    expect(html).toContain('[1] WARFARIN · Thời kỳ mang thai · tr. 85');
    expect(html).toContain('<img src="screenshots/warfarin-wrong-page.png"');
    expect(html).toContain('timed out after 60 s while waiting for the answer');
    expect(html).toContain('<b>1 passed</b><b>1 failed</b><b>1 could not run</b>');
  });

  it('escapes the page’s own text', () => {
    expect(html).toContain('tr. 84 &amp; &lt;b&gt;');
  });
});
