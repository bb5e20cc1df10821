import type { Rng } from '../create-rng';
import { formatVnNumber } from '../format-vn-number';
import type { Paragraph } from './content-types';
import type { DrugFacts } from './drug-facts';
import { body, labelled } from './text-tools';

/**
 * Dosing text with superscripts and subscripts (issue 14): a dose per m² of body surface, counts
 * per 10⁹/l, a footnote mark and its footnote, vitamin B₁₂. The layout draws each Unicode script
 * character as a small raised or lowered digit (raise-scripts.ts). The footnote's mark opens a
 * line, the mark after the last sentence of a paragraph ends one, the rest fall mid-line or
 * wherever the wrap puts them; the layout records where each fell. Our own text, like the rest of the book: not for clinical use.
 */

/** Share of monographs whose dosing section gets these paragraphs. */
const SHARE = 0.35;

export function writeScriptDosing(facts: DrugFacts, rng: Rng): Paragraph[] {
  if (!rng.chance(SHARE)) return [];
  const perKgLow = rng.pick([5, 8, 10]);
  const perKgHigh = perKgLow * rng.pick([3, 4]);
  const perM2Low = rng.pick([100, 150, 300]);
  const perM2High = perM2Low * 3;
  const neutrophils = formatVnNumber(rng.pick([1, 1.5, 2]));
  const platelets = rng.pick([50, 75, 100]);
  const b12 = rng.pick([100, 500, 1000]);
  return [
    labelled(
      'Trẻ em theo diện tích cơ thể:',
      `Uống ${perKgLow} - ${perKgHigh} mg/kg/ngày hoặc ${perM2Low} - ${perM2High} mg/m² diện tích bề mặt cơ thể/ngày, chia 2 lần.¹`,
    ),
    body(
      `Ngừng ${facts.textName} khi số lượng bạch cầu trung tính dưới ${neutrophils} × 10⁹/l hoặc tiểu cầu dưới ${platelets} × 10⁹/l; dùng lại với liều thấp hơn khi các chỉ số hồi phục.`,
    ),
    body(
      `Khi dùng kéo dài trên ${rng.pick([3, 6])} tháng, bổ sung vitamin B₁₂ ${formatVnNumber(b12)} microgam mỗi tháng.`,
    ),
    body(
      '¹ Diện tích bề mặt cơ thể (m²) tính từ chiều cao và cân nặng; liều tính theo m² không vượt quá liều người lớn.',
    ),
  ];
}
