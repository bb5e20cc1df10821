import { describe, expect, it } from 'vitest';
import { createRng } from '../create-rng';
import {
  buildMergedHeaderTable,
  buildWeightBandTable,
  MAX_WEIGHT_ROWS,
  roundDose,
} from './build-blocks';
import { CURATED_DRUGS } from './curated-drugs';

const paracetamol = CURATED_DRUGS.find((d) => d.title === 'PARACETAMOL')!;

describe('roundDose', () => {
  it.each([
    [0.123, 0.12],
    [7.3, 7.5],
    [37, 35],
    [123, 120],
    [612, 600],
  ])('%d mg -> %d mg', (mg, expected) => {
    expect(roundDose(mg)).toBe(expected);
  });
});

describe('buildWeightBandTable', () => {
  it('takes the requested number of the heaviest bands and never exceeds the adult ceiling', () => {
    const block = buildWeightBandTable(paracetamol, 6);
    expect(block.table?.rows).toHaveLength(6);
    expect(block.table?.rows.at(-1)?.slice(0, 2)).toEqual(['Từ 40 trở lên', 'Như người lớn']);
    // Every 6 hours -> 4 times a day.
    expect(block.table?.rows.every((r) => r[2] === '4')).toBe(true);
    for (const row of block.table?.rows.slice(0, -1) ?? []) {
      const dose = Number((row[1] ?? '').replace(/\s/g, '').replace(',', '.'));
      expect(dose).toBeLessThanOrEqual(paracetamol.maxDoseMg);
      expect(dose).toBeGreaterThan(0);
    }
  });

  it('clamps the row count to the available bands', () => {
    expect(buildWeightBandTable(paracetamol, 99).table?.rows).toHaveLength(MAX_WEIGHT_ROWS);
    expect(buildWeightBandTable(paracetamol, 0).table?.rows).toHaveLength(2);
  });

  it('does not tell the reader to look at a table', () => {
    expect(buildWeightBandTable(paracetamol, 5).intro.runs[0]?.text).not.toMatch(/xem bảng/i);
  });
});

describe('buildMergedHeaderTable', () => {
  it('has a two-row header whose spans cover the grid', () => {
    const table = buildMergedHeaderTable(paracetamol, createRng(1)).table!;
    expect(table.header).toHaveLength(2);
    const width = table.columnWidths.length;
    expect(table.header[0]!.reduce((n, c) => n + c.colSpan, 0)).toBe(width);
    expect(table.header[0]![0]!.rowSpan).toBe(2);
    expect(table.header[1]!.reduce((n, c) => n + c.colSpan, 0)).toBe(width - 1);
    for (const row of table.rows) expect(row).toHaveLength(width);
  });
});
