import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { PatientParameters } from '@/lib/schema/patient-parameters';
import { readBandColumns } from '@/lib/text/read-band-columns';
import { hasRealdata, realdataPath } from '@/lib/testing/realdata';
import { readMarkdownTable } from '@/lib/testing/read-markdown-table';
import { matchBandRows } from './match-band-rows';

const TABLES = 'dtqg-tables/renal_and_dose_tables.jsonl';
const run = hasRealdata('matchBandRows on the real book’s tables', TABLES);

/** The real tables by their table id, read as an ingested table's band columns. */
function readTables() {
  const out = new Map<string, ReturnType<typeof readBandColumns>>();
  for (const line of readFileSync(realdataPath(TABLES), 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const t = JSON.parse(line) as { table_id: string; markdown: string };
    out.set(t.table_id, readBandColumns(readMarkdownTable(t.markdown)));
  }
  return out;
}

const point = (v: number) => ({ min: v, max: v, min_inclusive: true, max_inclusive: true });
const clcr = (v: number): PatientParameters => ({
  renal: { measure: 'clcr', unit: 'ml/phút', value: point(v) },
});
const kg = (v: number): PatientParameters => ({ weight_kg: point(v) });

describe.skipIf(!run)('matchBandRows on the real book’s tables (dtqg-tables)', () => {
  const tables = run ? readTables() : new Map();
  const cases: [string, string, PatientParameters, string[] | null, string | undefined][] = [
    ['CIPROFLOXACIN Clcr 40', 'curated-table-0398-001', clcr(40), ['30 - 50'], undefined],
    // The book prints "< 30" and "5 - 29" both: both hold 20.
    ['CIPROFLOXACIN Clcr 20', 'curated-table-0398-001', clcr(20), ['< 30', '5 - 29'], 'overlap'],
    // COLISTIN: the clearance is the second column, after a creatinine level, printed high to low.
    ['COLISTIN Clcr 50', 'curated-table-0464-001', clcr(50), ['80 - 30'], undefined],
    ['COLISTIN Clcr 30', 'curated-table-0464-001', clcr(30), ['80 - 30', '< 30 - 5'], 'edge'],
    ['COLISTIN Clcr 3', 'curated-table-0464-001', clcr(3), ['< 5'], undefined],
    [
      'CO-TRIMOXAZOL Clcr 30: "> 30" is open',
      'curated-table-0467-001',
      clcr(30),
      ['15 - 30'],
      undefined,
    ],
    ['CO-TRIMOXAZOL Clcr 14', 'curated-table-0467-001', clcr(14), ['< 15'], undefined],
    ['DIDANOSIN Clcr 45', 'curated-table-0520-001', clcr(45), ['30 - 59'], undefined],
    // Its weights band the columns ("Người bệnh cân nặng ≥ 60 kg"), not the rows.
    ['DIDANOSIN weight 70', 'curated-table-0520-001', kg(70), null, undefined],
    [
      'DISOPYRAMID Clcr 30 on the edge',
      'curated-table-0550-001',
      clcr(30),
      ['30 - 40', '15 - 30'],
      'edge',
    ],
    ['DISOPYRAMID Clcr 35', 'curated-table-0550-001', clcr(35), ['30 - 40'], undefined],
    ['ENTECAVIR Clcr 35', 'curated-table-0591-001', clcr(35), ['30 - 49'], undefined],
    ['ENTECAVIR Clcr 50', 'curated-table-0591-001', clcr(50), ['≥ 50'], undefined],
    [
      'ENTECAVIR Clcr 49,5 between rows',
      'curated-table-0591-001',
      clcr(49.5),
      ['≥ 50', '30 - 49'],
      'between',
    ],
    ['ENTECAVIR Clcr 5', 'curated-table-0591-001', clcr(5), ['< 10'], undefined],
    [
      'FLUCONAZOL Clcr 40',
      'curated-table-0668-001',
      clcr(40),
      ['< 50 và không kèm thẩm tách máu'],
      undefined,
    ],
    // Not outlined: bands across the header (ETOPOSID), several rows in one ruled row
    // (FAMCICLOVIR, EFAVIRENZ), no band quantity (DOPAMIN, FILGRASTIM).
    ['ETOPOSID Clcr 40', 'curated-table-0644-001', clcr(40), null, undefined],
    ['FAMCICLOVIR Clcr 40', 'curated-table-0647-001', clcr(40), null, undefined],
    ['FAMCICLOVIR Clcr 20', 'curated-table-0648-001', clcr(20), null, undefined],
    ['EFAVIRENZ weight 22', 'curated-table-0580-001', kg(22), null, undefined],
    ['DOPAMIN weight 60', 'curated-table-0563-001', kg(60), null, undefined],
    ['FILGRASTIM Clcr 40', 'curated-table-0661-001', clcr(40), null, undefined],
  ];
  it.each(cases)('%s', (_, id, p, bands, note) => {
    const columns = tables.get(id);
    expect(columns, id).toBeDefined();
    const m = matchBandRows(columns!, p);
    expect(m && m.rows.map((i) => columns![m.column]!.cells[i])).toEqual(bands);
    expect(m?.note).toBe(note);
  });

  it('outlines a row of every renal table it can read, for some clearance', () => {
    const outlined = [...tables].filter(([, columns]) =>
      [5, 20, 40, 70].some((v) => matchBandRows(columns, clcr(v)) !== null),
    );
    expect(outlined.map(([id]) => id).sort()).toEqual(
      [
        'curated-table-0398-001',
        'curated-table-0464-001',
        'curated-table-0467-001',
        'curated-table-0520-001',
        'curated-table-0550-001',
        'curated-table-0591-001',
        'curated-table-0668-001',
      ].sort(),
    );
  });
});
