import { describe, expect, it } from 'vitest';
import { asksInfusionTime, statesInfusionTime } from './read-infusion-time';

describe('asksInfusionTime', () => {
  it.each([
    ['Vancomycin truyền trong bao lâu?', true],
    ['Kali clorid truyền tĩnh mạch tốc độ tối đa?', true],
    ['Tốc độ truyền kali clorid?', true],
    ['Thời gian truyền vancomycin?', true],
    ['Tiêm tĩnh mạch furosemid trong mấy phút?', true],
    // batch 4: an injection pushed (bơm, đẩy) fast or slow
    ['Digoxin tiêm tĩnh mạch bơm nhanh trong 1 phút được không?', true],
    ['Colistimethate tiêm TM trực tiếp thì bơm trong bao lâu?', true],
    ['Truyền nhanh vancomycin được không?', true],
    ['Liều vancomycin cho trẻ em?', false],
    ['Vancomycin dùng trong bao lâu?', false],
    // how long the course goes on is no injection speed (unseen batch 14)
    ['Có cần tiêm tiếp ở nhà không, tiêm thêm bao lâu?', false],
    ['Tiêm TM thì đẩy thuốc trong bao lâu?', true],
    ['Sodium nitrite 300 mg IV over how many minutes?', true],
    ['Vancomycin 1 g, should it run over how long?', true],
    ['What infusion rate for potassium chloride?', true],
    ['How fast can we push furosemide IV?', true],
    ['Treat over how many days?', false],
    ['How long does it take to work?', false],
    ['Eliminated by which routes, in what proportions over what time frame?', false],
  ])('%s → %s', (question, expected) => {
    expect(asksInfusionTime(question)).toBe(expected);
  });
});

describe('statesInfusionTime', () => {
  it.each([
    ['Cách dùng: Thuốc tiêm phải truyền tĩnh mạch chậm trong ít nhất 60 phút.', true],
    ['Dạng tiêm truyền được pha loãng và truyền trong ít nhất 15 phút; không tiêm nhanh.', true],
    ['Tốc độ truyền không quá 10 mmol/giờ.', true],
    ['Tiêm tĩnh mạch chậm trong 1 - 2 phút.', true],
    ['Truyền với tốc độ 0,5 mg/phút.', true],
    ['Theo dõi nồng độ điện giải và điện tâm đồ khi truyền tĩnh mạch.', false],
    [
      'Người lớn: 15 - 20 mg/kg/lần, cách 8 - 12 giờ một lần, truyền tĩnh mạch; tối đa 2 g/lần.',
      false,
    ],
    ['Hỗn dịch sau khi pha dùng trong vòng 7 ngày.', false],
  ])('%s → %s', (sentence, expected) => {
    expect(statesInfusionTime(sentence)).toBe(expected);
  });
});
