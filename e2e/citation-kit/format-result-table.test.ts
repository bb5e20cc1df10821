import { describe, expect, it } from 'vitest';
import { formatResultTable, summariseFailure } from './format-result-table';
import { FAILED, PASSED, TIMED_OUT } from './testing-results';

describe('formatResultTable', () => {
  const table = formatResultTable([PASSED, FAILED, TIMED_OUT], 200);
  const rows = table.split('\n');

  it('gives every case a row with its verdict, the cited and opened pages and the first failure', () => {
    expect(rows.find((r) => r.includes('warfarin-pregnancy'))).toMatch(
      /^PASS .* tr\. 85 → PDF 55 .* 6\.9 s$/,
    );
    expect(rows.find((r) => r.includes('warfarin-wrong-page'))).toMatch(
      /^FAIL .*citation: no citation/,
    );
    expect(rows.find((r) => r.includes('slow'))).toMatch(/^ERROR .*timed out after 60 s/);
  });

  it('ends with the totals', () => {
    expect(rows.at(-1)).toBe('3 case(s): 1 passed, 1 failed, 1 could not run');
  });

  it('clips the failure column to the terminal width, keeping at least 20 characters of it', () => {
    for (const row of formatResultTable([FAILED], 90).split('\n')) {
      expect(row.length).toBeLessThanOrEqual(90);
    }
    const narrow = formatResultTable([FAILED], 40).split('\n')[2] ?? '';
    expect(narrow).toMatch(/  citation: no citati…$/);
  });
});

describe('summariseFailure', () => {
  it.each([
    [PASSED, ''],
    [FAILED, 'citation: no citation of WARFARIN · Thời kỳ mang thai · tr. 84 & <b>'],
    [TIMED_OUT, 'timed out after 60 s while waiting for the answer'],
  ])('%#', (result, line) => expect(summariseFailure(result)).toBe(line));
});
