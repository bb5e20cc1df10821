import { describe, expect, it } from 'vitest';
import {
  asksAntidote,
  headsOverdoseSigns,
  statesManagement,
  asksEffectManagement,
  asksManagement,
  asksOverdoseSigns,
  describesOverdose,
  namesAntagonist,
  namesAntidote,
  reversesEffect,
} from './read-overdose-management';

describe('asksManagement', () => {
  it.each([
    ['Digoxin quá liều xử trí thế nào?', true],
    ['Uống quá liều paracetamol thì điều trị ra sao?', true],
    ['Ngộ độc morphin cần làm gì?', true],
    // overdose in plain words (issue 37)
    ['Bé uống nhầm paracetamol phải làm gì?', true],
    ['Lỡ uống gấp đôi liều amlodipin thì xử trí sao?', true],
    ['Uống 10 viên paracetamol một lúc cần làm gì?', true],
    ['Uống 2 lần liều digoxin phải làm sao?', true],
    ['Paracetamol overdose: what to do (cần làm gì)?', true],
    // what is given for it (unseen batch 144)
    ['Seizure after the overdose. What anticonvulsant do we give a child here?', true],
    ['After the overdose, which drug should we give?', true],
    ['What dose of paracetamol do children take?', false],
    // a remedy's dose after the drug's own overdose told by intent (unseen batch 147)
    ['Intentional OD of diltiazem. What atropine dose does the formulary give?', true],
    ['Intentional OD of diltiazem. What dose per kg do we give?', false],
    ['Quá liều codein dùng thuốc gì?', true],
    ['Paracetamol overdose treatment?', true],
    // "uống" alone, or a dose in tablets, is no overdose
    ['Uống paracetamol bị sốt phải làm gì?', false],
    ['Uống 2 viên paracetamol mỗi lần, đau không đỡ thì làm gì?', false],
    // an antidote asked is an overdose asked
    ['Thuốc giải độc acenocoumarol?', true],
    ['Heparin có chất đối kháng không?', true],
    ['Quá liều digoxin có biểu hiện gì?', false],
    ['Liều digoxin cho người lớn?', false],
    // An adverse reaction managed is Hướng dẫn cách xử trí ADR's, not an overdose.
    ['Vancomycin gây hội chứng người đỏ xử trí thế nào?', false],
  ])('%s → %s', (question, expected) => {
    expect(asksManagement(question)).toBe(expected);
  });

  // an ingestion read as an overdose (section intent), then asked what to do in English (stop
  // 58's doctor's questions: the toddler's diazepam led with the signs)
  it.each([
    ["My 2-year-old swallowed some of grandma's diazepam tablets. What should we do?", true],
    ['He ingested her digoxin an hour ago; what do we do now?', true],
    ['She swallowed ten tablets. What are the symptoms?', false],
  ])('after an ingestion: %s → %s', (question, expected) => {
    expect(asksManagement(question, undefined, true)).toBe(expected);
  });
});

describe('asksEffectManagement', () => {
  it.each([
    ['Furosemid gây hạ kali máu phải làm gì?', true],
    ['Vancomycin gây hội chứng người đỏ xử trí thế nào?', true],
    // whether to stop it, asked (unseen batch 147); a past stop told, or asked of others, is not
    ['Đi loạng choạng. Có cần bỏ thuốc luôn không hay giảm bớt?', true],
    ['Năm ngoái nổi mẩn, phải ngưng thuốc. Nay kê lại được không?', false],
    ['Có phải là lý do khiến nhiều người phải bỏ thuốc không?', false],
    ['Hạ đường huyết do insulin xử lý ra sao?', true],
    // stop 61's doctor's questions
    ['On clozapine, absolute neutrophil count of 1.2 x 10^9/L. What should be done?', true],
    ['Digoxin quá liều xử trí thế nào?', false],
    ['Furosemid gây hạ kali máu không?', false],
    ['Thuốc giải độc acenocoumarol?', false],
  ])('%s → %s', (question, expected) => {
    expect(asksEffectManagement(question)).toBe(expected);
  });
});

describe('asksOverdoseSigns', () => {
  it.each([
    ['Digoxin quá liều có triệu chứng gì?', true],
    ['Ngộ độc paracetamol biểu hiện thế nào?', true],
    ['Quá liều morphin gây ra gì?', true],
    ['Digoxin quá liều xử trí thế nào?', false],
    ['Digoxin gây triệu chứng gì?', false],
  ])('%s → %s', (question, expected) => {
    expect(asksOverdoseSigns(question)).toBe(expected);
  });

  it('an overdose in plain words, read as one by the section cues (batch 4, CLOPIDOGREL)', () => {
    const q = 'Bn lỡ uống 4 viên clopidogrel 75 mg một lúc, cần theo dõi những biểu hiện gì?';
    expect(asksOverdoseSigns(q)).toBe(false);
    expect(asksOverdoseSigns(q, undefined, true)).toBe(true);
  });
});

describe('describesOverdose', () => {
  it.each([
    ['Ngộ độc gây loạn nhịp, buồn nôn, rối loạn thị giác.', true],
    ['Quá liều có thể gây buồn nôn, nôn, tiêu chảy.', true],
    ['Quá liều gây hạ huyết áp nặng và nhịp tim nhanh phản xạ.', true],
    ['Triệu chứng: buồn nôn, nôn, đau bụng.', true],
    // CLOPIDOGREL (batch 4)
    ['Các triệu chứng của quá liều clopidogrel là nôn, mệt lả, khó thở.', true],
    ['Quá liều clopidogrel có thể dẫn tới chảy máu kéo dài.', true],
    ['Dùng kháng thể đặc hiệu khi ngộ độc nặng.', false],
    ['Điều trị triệu chứng và hỗ trợ.', false],
    ['Rửa dạ dày nếu mới uống, bù nước đầy đủ.', false],
    ['Không có thuốc giải độc đặc hiệu; điều trị triệu chứng.', false],
  ])('%s → %s', (sentence, expected) => {
    expect(describesOverdose(sentence)).toBe(expected);
  });
});

describe('the antidote', () => {
  // the drug asked is no remedy named beside an overdose of another (first-set batch 111)
  it('an antagonist that is the drug asked', () => {
    const q = 'Bé uống nhầm siro paracetamol, đang truyền acetylcystein, có liên quan dịch truyền?';
    expect(asksAntidote(q, undefined, ['acetylcystein'])).toBe(false);
    expect(asksAntidote(q)).toBe(true);
  });

  it.each([
    ['Thuốc giải độc acenocoumarol?', true],
    ['Paracetamol quá liều dùng thuốc giải độc gì?', true],
    ['Digoxin quá liều xử trí thế nào?', false],
    ['Quá liều codein dùng thuốc gì?', true],
    ['Codein là thuốc gì?', false],
    // "thuốc giải" alone (unseen batch 64); a fever remedy is none
    ['Bé nuốt mấy viên colchicin, có thuốc giải cho loại thuốc này không?', true],
    ['Uống thuốc giải nhiệt cùng paracetamol được không?', false],
    // a kit on the shelf is where the drug comes from (first-set batch 153)
    ['Tủ chỉ có bộ giải độc cyanid với ống natri nitrit 3%, liều bao nhiêu ml?', false],
    ['Mở hộp thuốc giải độc ra thì tiêm natri thiosulfat bao nhiêu?', false],
    // the drug given as an antidote (first-set batch 157)
    ["Muốn dùng sodium nitrite IV 'như giải độc' — dose mg/kg?", false],
    // a drug's toxicity told, an INR far over its range, with the remedy named (batches 155, 153)
    ['Digoxin toxicity, VT. How many vials of digoxin immune Fab?', true],
    ['Digoxin dose in renal failure to avoid toxicity, and Fab?', false],
    ['INR today 9.2, no bleeding. How much vitamin K and by which route?', true],
    ['INR 2,5 ổn định, có cần vitamin K không?', false],
    ['Ngộ độc cyanid, bộ kit có sẵn, thuốc giải độc là gì?', true],
    // a dose given in error, its antagonist named (unseen batch 152)
    ['Nurse gave enoxaparin 80 mg SC instead of 40 mg, haematuria. How much protamine?', true],
    ['Tiêm nhầm 80 mg thay vì 40 mg enoxaparin, protamin bao nhiêu?', true],
    ['Enoxaparin 40 mg SC, protamine có trung hòa được không?', false],
  ])('asked: %s → %s', (question, expected) => {
    expect(asksAntidote(question)).toBe(expected);
  });

  it.each([
    ['Không có thuốc giải độc đặc hiệu; điều trị triệu chứng.', true],
    ['Xử trí: Không có thuốc kháng độc đặc hiệu cho ngộ độc colchicin.', true],
    ['Protamin là chất đối kháng của heparin.', true],
    ['Dùng vitamin K để hiệu chỉnh tác dụng của thuốc chống đông máu.', false],
  ])('named: %s → %s', (sentence, expected) => {
    expect(namesAntidote(sentence)).toBe(expected);
  });

  // the antagonist the book names by its drug (unseen batches 65, 66, 71)
  it.each([
    ['Xử trí: Dùng naloxon ngay bằng đường tiêm tĩnh mạch trong trường hợp nặng.', true],
    ['Có thể dùng flumazenil để hủy bỏ tác dụng an thần.', true],
    ['Xử trí: Rửa dạ dày ngay lập tức.', false],
    ['Không có thuốc giải độc đặc hiệu.', false],
  ])('antagonist named: %s → %s', (sentence, expected) => {
    expect(namesAntagonist(sentence)).toBe(expected);
  });

  it.each([
    ['Dùng vitamin K để hiệu chỉnh tác dụng của thuốc chống đông máu.', true],
    ['Naloxon đảo ngược tác dụng ức chế hô hấp.', true],
    // advises against, not a reversal to give
    [
      'Không nên dùng kèm yếu tố VIIa trong trường hợp cấp cứu đảo ngược tác dụng chống đông.',
      false,
    ],
    ['Ngừng thuốc, theo dõi INR.', false],
  ])('reversed: %s → %s', (sentence, expected) => {
    expect(reversesEffect(sentence)).toBe(expected);
  });
});

describe('statesManagement', () => {
  it.each([
    ['Xử trí quá liều clopidogrel bằng truyền tiểu cầu.', true],
    ['Dùng kháng thể đặc hiệu khi ngộ độc nặng.', true],
    ['Thẩm tách máu loại bỏ được thuốc.', true],
    ['Quá liều clopidogrel có thể dẫn tới chảy máu kéo dài.', false],
    ['Thực nghiệm trên động vật đã cho thấy các biểu hiện của quá liều.', false],
  ])('%s → %s', (sentence, expected) => {
    expect(statesManagement(sentence)).toBe(expected);
  });

  it.each([
    ['Triệu chứng:', true],
    ['Biểu hiện', true],
    ['Xử trí:', false],
  ])('a heading over the signs: %s → %s', (label, expected) => {
    expect(headsOverdoseSigns(label)).toBe(expected);
  });
});
