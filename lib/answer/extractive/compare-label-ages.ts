import type { ValueInterval } from '@/lib/schema/patient-parameters';
import { matchConditions, readLabelConditions } from '@/lib/answer/policy/read-sentence-bands';

/** The ages a label of the book states ("Trẻ em", "Người cao tuổi", "Từ 12 - 18 tuổi"). */
function agesOf(label: string): ValueInterval[] {
  return readLabelConditions([label]).flatMap((c) =>
    c.kind === 'numeric' && c.quantity === 'age_years' ? [c.interval] : [],
  );
}

/** Whether a label names an age group or an age band: the book's "Người lớn:", "Trẻ em:". */
export function statesAge(label: string): boolean {
  return agesOf(label).length > 0;
}

/**
 * Whether a label cannot sit under an outer one because their ages cannot both hold: "Người cao
 * tuổi" under "Trẻ em" (the book prints them as peers), not "Từ 12 - 18 tuổi" under "Trẻ em"
 * (a band inside the group). Labels that state no age never contradict.
 */
export function agesContradict(outer: string, inner: string): boolean {
  const outerConditions = readLabelConditions([outer]).filter(
    (c) => c.kind === 'numeric' && c.quantity === 'age_years',
  );
  if (outerConditions.length === 0) return false;
  return agesOf(inner).some(
    (interval) => matchConditions(outerConditions, { age_years: interval }) === 'excludes',
  );
}
