import { describe, expect, it } from 'vitest';
import { foldWords } from '@/lib/text/fold-diacritics';
import { asksRouteSwitch, statesRouteSwitch, switchTarget } from './read-route-switch';

describe('asksRouteSwitch', () => {
  it.each([
    [
      'Đã dùng enalaprilat TM 2 ngày. Nay chuyển sang enalapril uống thì khởi liều bao nhiêu?',
      true,
    ],
    [
      'dang uong cotrimoxazol, nay non lien tuc nen chuyen sang cotrimoxazol truyen TM, lieu tinh the nao?',
      true,
    ],
    [
      'On IV digoxin, can now swallow. Can I just give the same dose by mouth, or does switching route change anything?',
      true,
    ],
    ['Switching him from IV to oral digoxin: same dose?', true],
    ['Liều enalapril uống cho người lớn?', false],
    ['Chuyển sang dùng thuốc khác được không?', false],
    // one route named, when to switch, or what the route changes in the body (batches 12, 60, 126)
    ['Sau mổ phải nhịn ăn uống, chuyển sang enalaprilat TM thì liều ban đầu bao nhiêu?', false],
    ['Đã tiêm furosemid TM 2 ngày. Khi nào thì chuyển sang đường uống?', false],
    ['Đang tiêm TM, nay chuyển sang uống. Sinh khả dụng đường uống để quy đổi liều?', false],
  ])('%s → %s', (question, expected) => {
    expect(asksRouteSwitch(foldWords(question))).toBe(expected);
  });
});

it('is a change of drug when another drug is named in its sentence (batch 87)', () => {
  const q = 'Đang tiêm enoxaparin, xin chuyển sang uống acenocoumarol, liều thế nào?';
  expect(asksRouteSwitch(foldWords(q), ['enoxaparin'])).toBe(false);
  // a drug the patient takes, told in another sentence, is no drug switched from (batch 139)
  const taken =
    'Đã dùng enalaprilat 0,625 mg TM, vẫn đang dùng furosemid. Nay chuyển sang enalapril uống thì khởi liều bao nhiêu?';
  expect(asksRouteSwitch(foldWords(taken), ['furosemid'])).toBe(true);
});

describe('statesRouteSwitch', () => {
  it.each([
    ['Liều tiêm truyền tương tự như liều uống.', true],
    [
      'Phải chú ý đến sự khác nhau giữa sinh khả dụng của các thuốc tiêm và uống khi chuyển từ đường dùng này qua đường dùng kia.',
      true,
    ],
    [
      'Khi bắt đầu liệu pháp uống tiếp theo liệu pháp enalaprilat tĩnh mạnh ở người lớn đang dùng thuốc lợi tiểu, liều ban đầu là 2,5 mg.',
      true,
    ],
    ['Tiêm truyền tĩnh mạch: Trẻ 1 tháng - 2 tuổi: Ban đầu 35 microgam/kg.', false],
  ])('%s → %s', (sentence, expected) => {
    expect(statesRouteSwitch(sentence)).toBe(expected);
  });
});

describe('switchTarget', () => {
  it.each([
    ['Nay chuyển sang enalapril uống thì khởi liều bao nhiêu?', 'oral'],
    ['We want to switch him to IV enalaprilat - what starting dose?', 'parenteral'],
    ['Can I just give the same dose by mouth?', 'oral'],
    ['Khi bắt đầu liệu pháp uống tiếp theo liệu pháp enalaprilat tĩnh mạnh …', 'oral'],
    [
      'Cho người chuyển từ liệu pháp enalapril: Liều enalaprilat tĩnh mạnh ban đầu là 1,25 mg.',
      'parenteral',
    ],
    [
      'Khi chuyển từ uống hoặc tiêm bắp sang tiêm tĩnh mạch, liều phải giảm 20 - 25%.',
      'parenteral',
    ],
    ['Liều tiêm truyền tương tự như liều uống.', null],
  ])('%s → %s', (text, expected) => {
    expect(switchTarget(foldWords(text))).toBe(expected);
  });
});
