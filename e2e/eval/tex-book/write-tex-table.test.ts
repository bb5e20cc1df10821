import { describe, expect, it } from 'vitest';
import { columnShares, writeTexTable } from './write-tex-table';

describe('columnShares', () => {
  it('shares the width by text held, never below the minimum, summing to 1', () => {
    const shares = columnShares([
      ['Độ thanh thải creatinin (ml/phút)', 'Liều', ''],
      ['> 50', '300 mg mỗi 8 giờ, tối đa 3 600 mg/ngày', ''],
    ]);
    expect(shares.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 6);
    expect(Math.min(...shares)).toBeGreaterThanOrEqual(0.12);
    expect(shares[1]!).toBeGreaterThan(shares[2]!);
  });
});

describe('writeTexTable', () => {
  const tex = writeTexTable([
    ['Clcr (ml/phút)', 'Liều'],
    ['≥ 50', '0,5 mg'],
    ['30 - < 50', '0,25 mg'],
  ]);

  it('opens with the rule count, the column spec and the bold header', () => {
    expect(tex.split('\n')[0]).toMatch(
      /^\\dtTableBegin\{3\}\{\|>\{\\raggedright\\arraybackslash\}p\{\\dimexpr 0\.\d{4}\\dtAvail-2\\tabcolsep\\relax\}\|.*\}\{\\textbf\{Clcr \(ml\/phút\)\} & \\textbf\{Liều\}\}$/,
    );
  });

  it('writes one \\dtRow per body row, cells escaped, and closes', () => {
    expect(tex.split('\n').slice(1)).toEqual([
      '\\dtRow{$\\geq$ 50 & 0,5 mg}',
      '\\dtRow{30 - < 50 & 0,25 mg}',
      '\\dtTableEnd',
    ]);
  });

  it('refuses a table with no body row', () => {
    expect(() => writeTexTable([['a', 'b']])).toThrow(/header row and a body row/);
  });
});
