import { describe, expect, it } from 'vitest';
import { expandClinicalShorthand } from './expand-clinical-shorthand';

describe('expandClinicalShorthand', () => {
  it.each([
    ['PNCT dùng omeprazol đc ko', 'phụ nữ có thai dùng omeprazol được không'],
    ['BN nam 70t, eGFR 25', 'bệnh nhân nam 70t, eGFR 25'],
    ['metformin có TDKMM gì', 'metformin có tác dụng không mong muốn gì'],
    ['uống dc khg?', 'uống được không?'],
    // route initials in capitals gain the book's words; "im" stays Vietnamese (unseen batch 8)
    ['can digoxin be given IM instead?', 'can digoxin be given IM tiêm bắp instead?'],
    ['enoxaparin SC liều?', 'enoxaparin SC tiêm dưới da liều?'],
    ['ngồi im một chỗ', 'ngồi im một chỗ'],
    ['bn đã đặt NKQ', 'bệnh nhân đã đặt nội khí quản'],
    // Whole words only: a drug or a word that contains the letters stays.
    ['bisoprolol cho bnh', 'bisoprolol cho bnh'],
    ['kali clorid 1 g', 'kali clorid 1 g'],
    ['Liều cho trẻ', 'Liều cho trẻ'],
    // The book's words after the clinician's, once.
    ['acetylcystein liều long đờm cho trẻ', 'acetylcystein liều long đờm tiêu chất nhày cho trẻ'],
    ['thuốc làm loãng đờm', 'thuốc làm loãng đờm tiêu chất nhày'],
    ['Tiêu đờm tiêu chất nhày', 'Tiêu đờm tiêu chất nhày'],
    ['hút đờm', 'hút đờm'],
  ])('%s → %s', (input, output) => {
    expect(expandClinicalShorthand(input)).toBe(output);
  });
});
