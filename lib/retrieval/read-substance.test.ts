import { describe, expect, it } from 'vitest';
import { foldDiacritics } from '@/lib/text/fold-diacritics';
import { readSubstance, SUBSTANCES } from './read-substance';

describe('readSubstance', () => {
  it.each<[string, string | null]>([
    ['Abacavir uống rượu được không?', 'rượu'],
    // an antacid as patients name it (stop 61's doctor's questions, GABAPENTIN); "nhóm" is no "nhôm"
    ['có uống thuốc dạ dày chứa nhôm magnesi cùng lúc được không?', 'thuốc kháng acid'],
    ['Can I take gabapentin with an antacid?', 'thuốc kháng acid'],
    ['Dùng cùng nhóm thuốc lợi tiểu được không?', null],
    ['Đang uống viên sắt, uống thêm doxycyclin chung được không?', 'sắt'],
    ['Cần theo dõi sát khi dùng digoxin không?', null],
    ['Đang uống thuốc tránh thai, dùng doxycyclin có mất tác dụng không?', 'thuốc tránh thai'],
    ['Đang dùng metronidazol có uống bia được không?', 'rượu'],
    ['Uống đồ uống có cồn khi dùng paracetamol?', 'rượu'],
    ['Alcohol và metformin', 'rượu'],
    // the book's own spellings name it too
    ['Spironolacton dùng với ethanol?', 'rượu'],
    ['Simvastatin uống với nước bưởi được không?', 'nước bưởi'],
    ['Đang uống amlodipin có ăn bưởi được không?', 'nước bưởi'],
    ['Atorvastatin and grapefruit juice', 'nước bưởi'],
    ['Người hút thuốc dùng theophylin liều thế nào?', 'thuốc lá'],
    // issue 37: foods and drinks people name beside the drug
    ['Uống tetracyclin với sữa được không?', 'sữa'],
    ['Uong tetracyclin voi sua duoc khong?', 'sữa'],
    ['Uống paracetamol với cà phê có sao không?', 'cà phê'],
    ['Uong paracetamol voi ca phe co sao khong', 'cà phê'],
    ['Patient on clozapine smokes a pack a day', 'thuốc lá'],
    ['đang uống clopidogrel, mua thêm dầu cá omega-3 được không', 'dầu cá'],
    ['ăn nhiều cám gạo, rau nhiều chất xơ có ảnh hưởng digoxin không', 'chất xơ'],
    ['Uống theophylin với trà được không?', 'trà'],
    // a tea drunk for its herb is the herb (first-set batch 77)
    ['Đang uống spironolacton, ngày nào cũng uống trà cam thảo có được không?', 'cam thảo'],
    ['Is liquorice safe with spironolactone?', 'cam thảo'],
    ['Uống sắt với nước chè được không?', 'trà'],
    ['Đang dùng warfarin ăn rau xanh có sao không?', 'rau xanh'],
    ['Đã sử dụng thuốc sintrom uống nước dừa có sao không?', 'nước dừa'],
    // a vitamin taken as a supplement (unseen batch 47)
    ['Đang bổ sung vitamin B12, colchicin có ảnh hưởng hấp thu không?', 'vitamin B12'],
    ['Uống vitamin tổng hợp với doxycyclin được không?', 'vitamin tổng hợp'],
    ['Bệnh nhân thiếu acid folic dùng cotrimoxazol được không?', null],
    // whole words only: "bia" is not inside "Zambia", "rượu" not in a longer word
    ['Thuốc này sản xuất ở Zambia?', null],
    ['Liều amoxicilin cho trẻ em?', null],
    // "thuốc" alone is no tobacco
    ['Uống thuốc lúc nào?', null],
    // words that fold into a substance but are not one
    ['Atorvastatin uống buổi tối hay sáng?', null],
    ['Atorvastatin uong buoi toi hay sang?', null],
    ['Dùng amiodaron cần kiểm tra gì?', null],
    ['Có cần sửa liều digoxin không?', null],
    ['Mẹ uống paracetamol, bé có bú được sữa mẹ không?', null],
    // a nursing mother's supply (unseen batch 144)
    ['Em đang cho con bú, uống dimenhydrinat có làm em bị ít sữa đi không?', null],
    ['Amoxicilin có bài tiết vào sữa không?', null],
    ['Thuốc làm mất sữa không?', null],
    ['Dùng thuốc gì để tiết sữa?', null],
    ['Liều dứa?', null],
    // stopping drink is a state treated, not a drink taken (unseen batch 20)
    ['Diazepam cho hội chứng cai rượu liều bao nhiêu?', null],
    ['Patient in alcohol withdrawal, diazepam IM which muscle?', null],
    ['Đang cai rượu mà lỡ uống rượu với diazepam có sao không?', 'rượu'],
  ])('%s → %s', (question, expected) => {
    const q = question.normalize('NFC');
    expect(readSubstance(foldDiacritics(q), q)?.name ?? null).toBe(expected);
  });

  it('without the typed text reads only the folded phrases (the patient reader calls it so)', () => {
    expect(readSubstance(foldDiacritics('Simvastatin ăn bưởi được không?'))).toBeUndefined();
    expect(readSubstance(foldDiacritics('Uống với nước bưởi được không?'))?.name).toBe('nước bưởi');
  });

  it('every folded phrase is folded and lower case (the drafter finds them in the book so)', () => {
    for (const s of SUBSTANCES)
      for (const p of s.phrases) expect(p).toBe(foldDiacritics(p).toLowerCase());
  });
});
