import { describe, expect, it } from 'vitest';
import { readTexContinuedTables } from './read-tex-continued-tables';

describe('readTexContinuedTables', () => {
  it('names each table TeX continued once, from its log lines only', () => {
    const log = [
      'Overfull \\hbox (0.2pt too wide) in paragraph at lines 72--72',
      'dt-continued-table 1',
      'dt-continued-table 4',
      'dt-continued-table 4',
      'not dt-continued-table 9',
    ].join('\n');
    expect([...readTexContinuedTables(log)]).toEqual([1, 4]);
  });
});
