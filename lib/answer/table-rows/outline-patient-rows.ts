import type { Block } from '@/lib/schema/block';
import type { PatientRows } from '@/lib/schema/citation';
import type { PatientParameters } from '@/lib/schema/patient-parameters';
import { matchBandRows } from './match-band-rows';

/**
 * A lifted table's rows for the answer's attachment, the patient's marked (issue 38): null for a
 * formula, a table without stored row geometry (an index written before row_regions), or one
 * no row of which holds the patient's value. A body row whose band cell is empty right after a
 * holding row is the same printed row (a cell spanning two ruled rows) and is outlined with it:
 * shading it would hide half the patient's dose.
 */
export function outlinePatientRows(block: Block, patient: PatientParameters): PatientRows | null {
  const regions = block.row_regions;
  const columns = block.band_columns;
  if (block.kind !== 'table' || !regions || !columns) return null;
  const match = matchBandRows(columns, patient);
  if (!match) return null;
  const cells = columns[match.column]!.cells;
  if (cells.length !== regions.length) return null;
  const holds = cells.map((_, i) => match.rows.includes(i));
  for (let i = 1; i < cells.length; i++)
    if (!holds[i] && holds[i - 1] && cells[i]!.trim() === '') holds[i] = true;
  return {
    quantity: match.quantity,
    rows: regions.map((region, i) => ({
      region,
      holds: holds[i]!,
      ...(match.rows.includes(i) ? { band: cells[i]! } : {}),
    })),
    ...(match.note ? { note: match.note } : {}),
    ...(match.quantity === 'renal_function' && patient.renal?.measure === 'egfr'
      ? { by_egfr: true }
      : {}),
  };
}
