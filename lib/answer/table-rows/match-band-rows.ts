import type { BandColumn } from '@/lib/text/read-band-columns';
import type { PatientParameters, ValueInterval } from '@/lib/schema/patient-parameters';
import type { PatientRowsNote, RowQuantity } from '@/lib/schema/citation';
import { findNumericBands } from '@/lib/text/find-numeric-bands';
import { foldDiacritics, foldWords } from '@/lib/text/fold-diacritics';

/**
 * The quantities a table's rows are banded by that the patient can hold, each with what names
 * its column, the unit its cells leave to the header ("30 - 49" under "Clcr (ml/phút)") and the
 * patient's value. One row per quantity; the first column the patient has a value for decides.
 */
const ROW_QUANTITIES: readonly {
  quantity: RowQuantity;
  header: RegExp;
  unit: string;
  value: (p: PatientParameters) => ValueInterval | undefined;
}[] = [
  {
    quantity: 'renal_function',
    // Not "Nồng độ creatinin huyết tương (mg/lít)": a creatinine level is another measure
    // (COLISTIN prints it beside the clearance).
    header: /thanh\s+thai|(?<![\p{L}])(?:clcr|cl\s+cr|crcl|mlcn|egfr)(?![\p{L}])|ml\s*\/\s*phut/u,
    unit: 'ml/phút',
    value: (p) => p.renal?.value,
  },
  {
    quantity: 'weight_kg',
    header: /can\s+nang|the\s+trong|(?<![\p{L}])kg(?![\p{L}])/u,
    unit: 'kg',
    value: (p) => p.weight_kg,
  },
  {
    quantity: 'age_years',
    header: /(?<![\p{L}])tuoi(?![\p{L}])/u,
    unit: 'tuổi',
    value: (p) => p.age_years,
  },
];

/**
 * What may follow a cell's last number when the header's unit is to go after it: the end, "trở
 * lên", a bracket, words ("và không kèm thẩm tách máu"). Not a unit of its own: "100% liều",
 * "400 mg ngày 1 lần" under a "cân nặng" header are doses, and a unit put after them would
 * read a weight into a dose.
 */
const UNIT_OF_ITS_OWN =
  /^\s*(?:%|\/|\*|x(?![\p{L}])|(?:mg|mcg|microgam|g|ml|l|lit|mmol|micromol|dvqt|iu|ui|gio|ngay|lan|phut|kg|tuoi)(?![\p{L}]))/u;
/** An age's month, week or day count takes "tuổi" after the word: "Dưới 6 tháng tuổi". */
const AGE_PART_AFTER = /^\s+(?:thang|tuan|ngay)(?![\p{L}])/u;
const LAST_NUMBER = /\d+(?:[.,]\d+)?(?!.*\d)/u;

/**
 * The one band a row's cell prints in the column's quantity, as an interval, or null: no number,
 * two bands in one cell (rows the rulings did not split: "30 - 59 10 - 29"), a number beside the
 * band that is not part of it, a dose rather than a band. A band printed high to low ("80 - 30",
 * COLISTIN) is the same band.
 */
export function readCellBand(cell: string, quantity: RowQuantity): ValueInterval | null {
  const text = cell.normalize('NFC');
  if (!/\d/.test(text)) return null;
  const row = ROW_QUANTITIES.find((q) => q.quantity === quantity)!;
  const own = (t: string) => findNumericBands(t).filter((b) => b.quantity === quantity);
  let withUnit = text;
  let bands = own(text);
  if (bands.length === 0) {
    const last = LAST_NUMBER.exec(text);
    if (!last) return null;
    let at = last.index + last[0].length;
    const rest = foldDiacritics(text.slice(at)).toLowerCase();
    const agePart = quantity === 'age_years' ? AGE_PART_AFTER.exec(rest) : null;
    if (agePart) at += agePart[0].length;
    else if (UNIT_OF_ITS_OWN.test(rest)) return null;
    withUnit = `${text.slice(0, at)} ${row.unit}${text.slice(at)}`;
    bands = own(withUnit);
  }
  if (bands.length !== 1) return null;
  const band = bands[0]!;
  if (/\d/.test(withUnit.slice(0, band.start) + withUnit.slice(band.end))) return null;
  const { min, max } = band.interval;
  return min !== null && max !== null && min > max
    ? {
        min: max,
        max: min,
        min_inclusive: band.interval.max_inclusive,
        max_inclusive: band.interval.min_inclusive,
      }
    : band.interval;
}

/** Whether two intervals share a value. */
export function intervalsMeet(a: ValueInterval, b: ValueInterval): boolean {
  const lo = a.min === null ? b : b.min === null ? a : a.min > b.min ? a : b.min > a.min ? b : null;
  const hi = a.max === null ? b : b.max === null ? a : a.max < b.max ? a : b.max < a.max ? b : null;
  const min = lo ? lo.min : a.min;
  const minIn = lo ? lo.min_inclusive : a.min_inclusive && b.min_inclusive;
  const max = hi ? hi.max : a.max;
  const maxIn = hi ? hi.max_inclusive : a.max_inclusive && b.max_inclusive;
  if (min === null || max === null) return true;
  return min < max || (min === max && minIn && maxIn);
}

/** The rows of one band column, matched against the patient. */
export interface BandRowMatch {
  quantity: RowQuantity;
  /** Index into the table's band columns. */
  column: number;
  header: string;
  /** Body-row indexes whose band holds the patient's value, top to bottom (at least one). */
  rows: number[];
  note?: PatientRowsNote;
}

const isPoint = (v: ValueInterval) => v.min !== null && v.min === v.max;

/**
 * The rows of a lifted table whose band holds the patient's value: the first band column, in the
 * table's order, whose header names a quantity the patient has a value for (a clearance, a
 * weight, an age) and whose cells print bands. A column whose header prints a band itself
 * ("Người bệnh cân nặng ≥ 60 kg") bands its column, not its rows. Two rows hold a value on
 * their shared edge (30 in "15 - 30" and "30 - 40") — both, said so (`edge`); bands the book
 * prints overlapping ("< 30" and "5 - 29") both hold (`overlap`); a value between two rows
 * printed in whole numbers (29,5 between "10 - 29" and "30 - 50") is in neither as printed, and
 * both are outlined, said so (`between`): outlining none would leave the doctor the same
 * reading by hand. A range typed for the patient ("Clcr < 30") holds every row it meets (`range`).
 * Null when no row holds.
 */
export function matchBandRows(
  columns: readonly BandColumn[],
  patient: PatientParameters,
): BandRowMatch | null {
  for (const [column, { header, cells }] of columns.entries()) {
    const folded = foldWords(header);
    const row = ROW_QUANTITIES.find((q) => q.header.test(folded) && q.value(patient));
    if (!row || findNumericBands(header).length > 0) continue;
    const value = row.value(patient)!;
    const bands = cells.map((cell) => readCellBand(cell, row.quantity));
    if (bands.every((b) => b === null)) continue;
    const base = { quantity: row.quantity, column, header };
    const holding = bands.flatMap((b, i) => (b && intervalsMeet(b, value) ? [i] : []));
    if (holding.length === 1) return { ...base, rows: holding };
    if (holding.length > 1) {
      if (!isPoint(value)) return { ...base, rows: holding, note: 'range' };
      const v = value.min!;
      const onEdge = holding.some((i) => bands[i]!.min === v || bands[i]!.max === v);
      return { ...base, rows: holding, note: onEdge ? 'edge' : 'overlap' };
    }
    const between = isPoint(value) ? rowsAround(bands, value.min!) : null;
    if (between) return { ...base, rows: between, note: 'between' };
  }
  return null;
}

/**
 * The two rows a value falls between when the book prints its bands in whole numbers, the one
 * ending within 1 below it and the one starting within 1 above it ("10 - 29", "30 - 50"), in
 * the table's order; null otherwise.
 */
function rowsAround(bands: readonly (ValueInterval | null)[], v: number): number[] | null {
  const below = bands.findIndex((b) => b?.max != null && b.max < v && v - b.max < 1);
  const above = bands.findIndex((b) => b?.min != null && b.min > v && b.min - v < 1);
  if (below < 0 || above < 0) return null;
  return [below, above].sort((a, b) => a - b);
}
