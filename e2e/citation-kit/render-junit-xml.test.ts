import { describe, expect, it } from 'vitest';
import { renderJunitXml } from './render-junit-xml';
import { FAILED, PASSED, TIMED_OUT } from './testing-results';

describe('renderJunitXml', () => {
  const xml = renderJunitXml([PASSED, FAILED, TIMED_OUT], {
    suite: 'sample-book.jsonl',
    timestamp: '2026-12-01T00:00:00.000Z',
  });

  it('counts failures and errors apart', () => {
    expect(xml).toContain('tests="3" failures="1" errors="1"');
  });

  it('writes one testcase per case: a failure for a failed check, an error for a case that could not run', () => {
    expect(xml).toMatch(/<testcase [^>]*name="warfarin-pregnancy" time="6\.900"><\/testcase>/);
    expect(xml).toMatch(
      /name="warfarin-wrong-page"[^]*<failure message="citation: no citation[^"]*&amp; &lt;b&gt;"/,
    );
    expect(xml).toMatch(/name="slow"[^]*<error message="timed out after 60 s/);
  });

  it('names the screenshot the way CI servers attach it', () => {
    expect(xml).toContain('[[ATTACHMENT|screenshots/warfarin-wrong-page.png]]');
  });

  it('escapes what would break the XML', () => {
    expect(xml).not.toContain('<b>');
  });
});
