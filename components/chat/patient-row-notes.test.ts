import { describe, expect, it } from 'vitest';
import { EGFR_ROW_NOTE, PATIENT_ROW_NOTES, patientRowNotes } from './patient-row-notes';

const rows = [
  {
    region: { physical_page: 1, bbox: [0, 0, 1, 1] as [number, number, number, number] },
    holds: true,
    band: '30 - 50',
  },
];

describe('patientRowNotes', () => {
  it('says nothing more for one row found by a clearance', () => {
    expect(patientRowNotes({ quantity: 'renal_function', rows })).toEqual([]);
  });
  it('says the edge in one line, and the eGFR in another', () => {
    expect(
      patientRowNotes({ quantity: 'renal_function', rows, note: 'edge', by_egfr: true }),
    ).toEqual([PATIENT_ROW_NOTES.edge, EGFR_ROW_NOTE]);
  });
  it('types no number: the lines are words only (ADR 0006)', () => {
    for (const line of [...Object.values(PATIENT_ROW_NOTES), EGFR_ROW_NOTE])
      expect(line).not.toMatch(/\d/);
  });
});
