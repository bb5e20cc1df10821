import { COUNT_NUMBER, LAB_ROWS, type LabRow } from '@/lib/question/lab-value-conditions';
import { escapeRegExp } from '@/lib/text/escape-reg-exp';
import { parseVnNumber } from '@/lib/text/parse-vn-number';

/** A threshold a sentence of the book sets on a laboratory value, in its row's units. */
export interface LabBand {
  analyte: string;
  /** The value must be below (`under`) or above (`over`) `value` for the sentence to hold. */
  side: 'under' | 'over';
  value: number;
}

const UNDER = String.raw`<|≤|duoi|thap\s+hon|it\s+hon|less\s+than|below|under`;
const OVER = String.raw`>|≥|tren|cao\s+hon|vuot\s+qua|qua|more\s+than|above|over`;
/** Words a book puts between a measure and its threshold: it moved ("giảm xuống dưới"). */
const MOVED = String.raw`(?:(?:giam|tang|tut|ha|xuong|len|con|chi|van|van\s+con)\s+){0,3}`;

function bandPattern(row: LabRow): RegExp {
  const names = row.names.map(escapeRegExp).join('|');
  const units = row.units.map(escapeRegExp).join('|');
  return new RegExp(
    String.raw`(?<![\p{L}\p{N}])(?:${names})(?![\p{L}\p{N}])\s+${MOVED}(?:(${UNDER})|(${OVER}))\s*(${COUNT_NUMBER})\s*(?:te\s+bao\s*)?(${units})?(?![\p{L}])`,
    'gu',
  );
}

const PATTERNS = new Map(
  LAB_ROWS.filter((r) => r.units.length > 0).map((r) => [r, bandPattern(r)]),
);

/**
 * The laboratory thresholds a sentence (folded) sets, as the book prints them: "Ngừng ngay
 * clozapin khi số lượng bạch cầu giảm xuống dưới 3 000 tế bào/mm3 hoặc số lượng tuyệt đối bạch
 * cầu đa nhân trung tính giảm xuống dưới 1 500 tế bào/mm3", "kali huyết > 5,5 mmol/l". Only a
 * measure the lab rows name, its threshold right after it (no other noun between: "bạch cầu
 * ái toan tăng > 4 000" is no white-cell band), a unit the row reads or none.
 */
export function readLabBands(folded: string): LabBand[] {
  const out: LabBand[] = [];
  for (const [row, re] of PATTERNS) {
    re.lastIndex = 0;
    for (const m of folded.matchAll(re)) {
      const typed = parseVnNumber(m[3]!);
      if (typed === null) continue;
      const scale = (m[4] && row.scale?.[m[4]]) || 1;
      const band: LabBand = {
        analyte: row.analyte,
        side: m[1] ? 'under' : 'over',
        value: typed * scale,
      };
      if (
        !out.some(
          (b) => b.analyte === band.analyte && b.side === band.side && b.value === band.value,
        )
      )
        out.push(band);
    }
  }
  return out;
}

/** Whether a reading of the analyte falls inside the band. */
export const bandHoldsValue = (band: LabBand, value: number) =>
  band.side === 'under' ? value < band.value : value > band.value;
