import { describe, expect, it } from 'vitest';
import { makeChunk } from '@/lib/schema/testing/make-chunk';
import { makeCandidate } from '@/lib/answer/testing/make-candidate';
import { foldDiacritics } from '@/lib/text/fold-diacritics';
import type { Candidate } from './candidate';
import { pharmacologyTopicLine } from './pharmacology-topics';

const pharmacology = makeChunk({
  drug_id: 'x',
  section_key: 'duoc_ly_va_co_che_tac_dung',
  source_text: 'x',
});
const interactions = makeChunk({ drug_id: 'x', section_key: 'tuong_tac_thuoc', source_text: 'y' });

let order = 0;
const line = (text: string, weighted = 0, chunk = pharmacology): Candidate =>
  makeCandidate(chunk, text, { order: order++, weighted, phrased: weighted });

// Lines written here in the book's manner, not copied from it.
const BOOK = [
  line('Kháng thuốc xảy ra qua hai bước đột biến của virus.'),
  line('Thuốc là tiền chất, được chuyển hóa ở gan qua CYP2C19 thành chất có hoạt tính.'),
  line('Thuốc gắn với protein huyết tương khoảng 95%.'),
  line('Nửa đời thải trừ khoảng 8 giờ.'),
  line('Thuốc đào thải chủ yếu qua thận dưới dạng không đổi.'),
  line('Khi tiêm tĩnh mạch, tác dụng xuất hiện sau khoảng 5 phút.'),
  line('Thời gian tác dụng từ 4 - 6 giờ.'),
  line('Nồng độ thuốc trong máu đạt cực đại sau khoảng 2 giờ.'),
  line('Thuốc có tác dụng đối kháng với thụ thể histamin.'),
  line('Có kháng chéo với polymyxin B.'),
  line('Thuốc là một dẫn chất benzothiazepin, không thuộc nhóm dihydropyridin.'),
  line('Thức ăn làm chậm hấp thu nhưng không làm giảm lượng thuốc vào máu.'),
  line('Thuốc tập trung ở bạch cầu và phân bố vào nhiều mô.'),
  line('Không có hiện tượng tích lũy thuốc khi uống 3 lần mỗi ngày.'),
  line('Thuốc cũng ức chế CYP2C19 của các thuốc khác.', 5, interactions),
];

/** [question, the line that leads, or undefined when no topic decides] */
const CASES: [string, string | undefined][] = [
  ['How highly protein-bound is it?', 'protein huyết tương'],
  ['Thuoc gan voi protein bao nhieu phan tram?', 'protein huyết tương'],
  ['Nửa đời của thuốc là bao lâu?', 'Nửa đời thải trừ'],
  ['Thuốc vào người thì bao lâu mới đào thải được một nửa?', 'Nửa đời thải trừ'],
  ['How is it cleared — mainly by the liver or by the kidneys?', 'đào thải chủ yếu qua thận'],
  ['How fast does it start to act?', 'tác dụng xuất hiện'],
  ['Tiêm xong bao lâu thì có tác dụng?', 'tác dụng xuất hiện'],
  ['Uống 1 viên thì tác dụng được mấy tiếng?', 'Thời gian tác dụng'],
  ['Which CYP turns it into its active form?', 'tiền chất'],
  ['Uống vào sau bao lâu thì nồng độ trong máu đạt đỉnh?', 'đạt cực đại'],
  ['Chủng đã kháng polymyxin B thì còn dùng được không?', 'kháng chéo'],
  // the disease resists, not the organism: no topic
  ['Treatment-resistant schizophrenia: what plasma range is therapeutic?', undefined],
  // what it binds, what it is, and food (unseen batches 67-68)
  ['Thuốc tác động lên thụ thể nào?', 'thụ thể histamin'],
  ['What chemical class does it belong to?', 'dẫn chất benzothiazepin'],
  ['Uống lúc no hay lúc đói thì hấp thu có khác không?', 'Thức ăn làm chậm hấp thu'],
  ['Does it concentrate in white blood cells?', 'tập trung ở bạch cầu'],
  // how much reaches the blood, whether it builds up (first-set batches 111-112)
  ['Does the drug accumulate with repeated dosing?', 'tích lũy thuốc'],
  ['How much of each dose reaches the bloodstream?', 'không làm giảm lượng thuốc vào máu'],
];

/** Each line weighed by the question's longer words it holds, as the drafter weighs them. */
const weighed = (folded: string) => {
  const words = new Set(folded.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 5));
  return BOOK.map((c) => ({
    ...c,
    weighted: foldDiacritics(c.text)
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => words.has(w)).length,
  }));
};

describe('pharmacologyTopicLine', () => {
  it.each(CASES)('%s', (question, leads) => {
    const folded = foldDiacritics(question).toLowerCase();
    const lead = pharmacologyTopicLine(weighed(folded), folded);
    if (leads === undefined) expect(lead?.text).toBeUndefined();
    else expect(lead?.text).toContain(leads);
  });

  it('reads only the section asked', () => {
    const lead = pharmacologyTopicLine([BOOK[10]!], 'cyp nao chuyen hoa thuoc');
    expect(lead).toBeUndefined();
  });
});

describe('pharmacologyTopicLine under the book subheadings', () => {
  // Written in the book's manner: a subheaded pharmacokinetics, the elimination line holding
  // more of the question's words than the absorption lines.
  const subheaded = [
    line('Thải trừ: Thuốc thải qua thận; có thể xảy ra tái hấp thu ở ống thận.', 3),
    line('Hấp thu: Sau khi uống khoảng 70% liều được hấp thu.', 2),
    line('Chuyển hóa sinh học xảy ra qua 2 bước: Thuốc bị oxy hóa ở gan.', 3),
    line('Thuốc là tiền chất, chuyển hóa ở gan thành chất có hoạt tính.', 4),
  ];
  it.each([
    ['thuoc hap thu duoc bao nhieu phan tram o ong tieu hoa', 'khoảng 70% liều'],
    // a long label that says a fact is no subheading: the question's words decide
    ['thuoc chuyen hoa o gan nhu the nao', 'tiền chất'],
  ])('%s', (folded, leads) => {
    expect(pharmacologyTopicLine(subheaded, folded)?.text).toContain(leads);
  });
});
