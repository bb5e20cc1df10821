import type { CaseResult } from '@/lib/schema/citation-case-result';
import { summariseFailure } from './format-result-table';

function escapeXml(text: string): string {
  return (
    text
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      // XML 1.0 forbids most control characters even when escaped.
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '')
  );
}

/**
 * JUnit XML for CI systems: one testsuite, one testcase per case (classname = the case file),
 * `failure` for a failed check, `error` for a case that could not run, the screenshot named in
 * `system-out` the way Jenkins and GitLab attach it.
 */
export function renderJunitXml(
  results: readonly CaseResult[],
  meta: { suite: string; timestamp: string },
): string {
  const failures = results.filter((r) => r.verdict === 'fail').length;
  const errors = results.filter((r) => r.verdict === 'error').length;
  const seconds = (ms: number) => (ms / 1000).toFixed(3);
  const total = results.reduce((sum, r) => sum + r.duration_ms, 0);
  const cases = results.map((r) => {
    const open = `    <testcase classname="${escapeXml(meta.suite)}" name="${escapeXml(r.id)}" time="${seconds(r.duration_ms)}">`;
    const body: string[] = [];
    const details = r.checks
      .map((c) => `${c.ok ? 'ok  ' : 'FAIL'} ${c.check}: ${c.detail}`)
      .join('\n');
    if (r.verdict === 'fail') {
      body.push(
        `      <failure message="${escapeXml(summariseFailure(r))}" type="citation">${escapeXml(`${r.question}\n${details}`)}</failure>`,
      );
    } else if (r.verdict === 'error') {
      body.push(
        `      <error message="${escapeXml(r.error ?? 'could not run')}" type="citation-kit">${escapeXml(`${r.question}\n${details}`)}</error>`,
      );
    }
    if (r.screenshot) {
      body.push(`      <system-out>[[ATTACHMENT|${escapeXml(r.screenshot)}]]</system-out>`);
    }
    return body.length === 0 ? `${open}</testcase>` : [open, ...body, '    </testcase>'].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="citation-kit" tests="${results.length}" failures="${failures}" errors="${errors}" time="${seconds(total)}">`,
    `  <testsuite name="${escapeXml(meta.suite)}" tests="${results.length}" failures="${failures}" errors="${errors}" time="${seconds(total)}" timestamp="${escapeXml(meta.timestamp)}">`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
