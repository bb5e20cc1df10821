import type { Rng } from '../create-rng';
import { formatVnNumber } from '../format-vn-number';
import type { BlockContent, TableContent } from './content-types';
import type { DrugFacts } from './drug-facts';
import { ORGANISMS } from './sentence-banks';
import { body } from './text-tools';

/**
 * Tables and formulas with the prose that introduces them. The introducing paragraph never says
 * "xem bảng": the real book usually just ends a sentence with a colon, so nothing in the prose
 * tells a parser a table follows.
 */

function simple(header: string[], rows: string[][], widths: number[]): TableContent {
  return {
    columnWidths: widths,
    header: [header.map((text) => ({ text, colSpan: 1, rowSpan: 1 }))],
    rows,
  };
}

export function buildRenalTable(facts: DrugFacts): BlockContent {
  const [high, mid, low, esrd] = facts.renalDoses;
  return {
    kind: 'table',
    shape: 'simple_table',
    intro: body(
      `Ở người suy thận, liều ${facts.textName} được điều chỉnh theo độ thanh thải creatinin như sau:`,
    ),
    after: [],
    table: simple(
      ['Độ thanh thải creatinin (ml/phút)', 'Liều dùng'],
      [
        ['> 50', high],
        ['30 - 50', mid],
        ['10 - 29', low],
        ['< 10 (kể cả thẩm tách máu)', esrd],
      ],
      [0.42, 0.58],
    ),
  };
}

export function buildResistanceTable(facts: DrugFacts, rng: Rng): BlockContent {
  const orgs = rng.sample(ORGANISMS, 5);
  const y = rng.int(2012, 2016);
  return {
    kind: 'table',
    shape: 'simple_table',
    intro: body(
      `Tỷ lệ kháng ${facts.textName} của một số vi khuẩn thường gặp qua hai đợt giám sát tại các bệnh viện tuyến trung ương:`,
    ),
    after: [],
    table: simple(
      ['Vi khuẩn', `Kháng năm ${y} (%)`, `Kháng năm ${y + 5} (%)`],
      orgs.map((o) => {
        const a = rng.int(20, 420) / 10;
        return [o, formatVnNumber(a), formatVnNumber(Math.min(95, a + rng.int(5, 250) / 10))];
      }),
      [0.46, 0.27, 0.27],
    ),
  };
}

export function buildPkTable(facts: DrugFacts, rng: Rng): BlockContent {
  return {
    kind: 'table',
    shape: 'simple_table',
    intro: body(`Các thông số dược động học chính của ${facts.textName} ở người lớn khỏe mạnh:`),
    after: [],
    table: simple(
      ['Thông số', 'Giá trị'],
      [
        ['Sinh khả dụng', facts.bioavailability],
        ['Thời gian đạt nồng độ tối đa', `${formatVnNumber(rng.pick([0.5, 1, 1.5, 2, 3]))} giờ`],
        ['Thể tích phân bố', `${formatVnNumber(rng.pick([0.2, 0.3, 0.7, 1.1, 2.4]))} lít/kg`],
        ['Gắn protein huyết tương', facts.proteinBinding],
        ['Nửa đời thải trừ', facts.halfLife],
      ],
      [0.5, 0.5],
    ),
  };
}

/** Two header rows: the first column spans both, the second header cell spans two columns. */
export function buildMergedHeaderTable(facts: DrugFacts, rng: Rng): BlockContent {
  const byWeight = rng.chance(0.5);
  const [high, mid, low, esrd] = facts.renalDoses;
  const top = byWeight ? 'Liều khuyến cáo' : 'Người lớn';
  const subs = byWeight
    ? ['Cân nặng từ 60 kg trở lên', 'Cân nặng dưới 60 kg']
    : ['Liều khởi đầu', 'Liều duy trì'];
  const reduce = (text: string): string =>
    /^(Liều thông thường|Không cần|100%)/.test(text) ? text : `${text}; theo dõi nồng độ thuốc`;
  const rows = [
    ['> 50', high, byWeight ? 'Giảm 25% liều' : 'Như liều khởi đầu'],
    ['30 - 50', mid, byWeight ? reduce(mid) : 'Giảm 25% liều khởi đầu'],
    ['10 - 29', low, byWeight ? reduce(low) : 'Giảm 50% liều khởi đầu'],
    ['< 10', esrd, byWeight ? reduce(esrd) : 'Theo nồng độ đáy'],
  ];
  return {
    kind: 'table',
    shape: 'multi_level_or_merged_header',
    intro: body(
      byWeight
        ? `Liều ${facts.textName} cho người suy thận được tính theo độ thanh thải creatinin và cân nặng của người bệnh:`
        : `Người lớn suy thận dùng liều khởi đầu và liều duy trì của ${facts.textName} theo độ thanh thải creatinin:`,
    ),
    after: [],
    table: {
      columnWidths: [0.28, 0.36, 0.36],
      header: [
        [
          { text: 'Clcr (ml/phút)', colSpan: 1, rowSpan: 2 },
          { text: top, colSpan: 2, rowSpan: 1 },
        ],
        [
          { text: subs[0] ?? '', colSpan: 1, rowSpan: 1 },
          { text: subs[1] ?? '', colSpan: 1, rowSpan: 1 },
        ],
      ],
      rows,
    },
  };
}

/** Child weight bands up to 40 kg; from there the child takes the adult dose (a child dose
 * every `intervalHours` at adult weights would exceed the adult daily maximum). */
const WEIGHT_BANDS: Array<[number, number | null]> = [
  [3, 4],
  [4, 5],
  [5, 6],
  [6, 8],
  [8, 10],
  [10, 12],
  [12, 14],
  [14, 16],
  [16, 18],
  [18, 20],
  [20, 22],
  [22, 25],
  [25, 28],
  [28, 31],
  [31, 34],
  [34, 37],
  [37, 40],
  [40, null],
];
export const MAX_WEIGHT_ROWS = WEIGHT_BANDS.length;

/** A weight-band table; `rows` (chosen by the layout for a cross-page table) takes the heaviest
 * bands so the table always ends at the adult ceiling. */
export function buildWeightBandTable(facts: DrugFacts, rows: number): BlockContent {
  const timesPerDay = String(Math.max(1, Math.round(24 / facts.intervalHours)));
  const n = Math.max(2, Math.min(rows, WEIGHT_BANDS.length));
  const bands = WEIGHT_BANDS.slice(WEIGHT_BANDS.length - n);
  return {
    kind: 'table',
    shape: 'cross_page_continuation',
    intro: body(`Với trẻ em, liều mỗi lần của ${facts.textName} tính theo cân nặng như sau:`),
    after: [],
    table: simple(
      ['Cân nặng (kg)', 'Liều mỗi lần (mg)', 'Số lần mỗi ngày'],
      bands.map(([lo, hi]) => {
        if (hi === null) return [`Từ ${lo} trở lên`, 'Như người lớn', timesPerDay];
        const dose = roundDose(Math.min(facts.mgPerKg * ((lo + hi) / 2), facts.maxDoseMg));
        return [`${lo} - dưới ${hi}`, formatVnNumber(dose), timesPerDay];
      }),
      [0.36, 0.34, 0.3],
    ),
  };
}

/** Doses a pharmacist would write: halves under 10 mg, then 5, 10 or 25 mg steps. */
export function roundDose(mg: number): number {
  if (mg < 1) return Math.round(mg * 100) / 100;
  if (mg < 10) return Math.round(mg * 2) / 2;
  if (mg < 100) return Math.round(mg / 5) * 5;
  if (mg < 500) return Math.round(mg / 10) * 10;
  return Math.round(mg / 25) * 25;
}

export function buildCockcroftGault(facts: DrugFacts): BlockContent {
  return {
    kind: 'formula',
    shape: 'formula_2d',
    intro: body(
      `Trước khi chỉnh liều ${facts.textName}, ước tính độ thanh thải creatinin theo công thức Cockcroft-Gault:`,
    ),
    after: [
      body(
        'Với người bệnh nữ, nhân kết quả với 0,85. Khoảng cách giữa các liều được chọn theo giá trị ước tính này.',
      ),
    ],
    formula: {
      lhs: 'Clcr (ml/phút) =',
      numerator: '(140 - tuổi) × cân nặng (kg)',
      denominator: '72 × creatinin huyết thanh (mg/dl)',
    },
  };
}

export function buildSurfaceAreaFormula(facts: DrugFacts): BlockContent {
  return {
    kind: 'formula',
    shape: 'formula_2d',
    intro: body(
      `Liều ${facts.textName} cho trẻ em có thể tính từ liều người lớn theo diện tích cơ thể:`,
    ),
    after: [body('Không dùng quá liều tối đa của người lớn.')],
    formula: {
      lhs: 'Liều trẻ em =',
      numerator: 'Diện tích cơ thể (m²) × liều người lớn',
      denominator: '1,73 m²',
    },
  };
}
