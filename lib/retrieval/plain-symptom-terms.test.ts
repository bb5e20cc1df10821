import { describe, expect, it } from 'vitest';
import { addBookSymptomWords } from './plain-symptom-terms';

describe('addBookSymptomWords', () => {
  it.each<[string, string]>([
    [
      'ăn gì cũng thấy nhạt nhẽo, mất vị, lại hay đi ngoài phân lỏng.',
      'ăn gì cũng thấy nhạt nhẽo (rối loạn vị giác, thay đổi vị giác), mất vị (rối loạn vị giác, thay đổi vị giác), lại hay đi ngoài phân lỏng (ỉa chảy, tiêu chảy).',
    ],
    [
      'buồn tiểu mà đi không ra, phải rặn mãi mới ra',
      'buồn tiểu mà đi không ra (bí đái, đái khó), phải rặn mãi (bí đái, đái khó) mới ra',
    ],
    // the whole plain name, not its first two words (unseen batch 87)
    ['bị tụt đường huyết lúc đói', 'bị tụt đường huyết (giảm đường huyết) lúc đói'],
    // typed without diacritics
    ['tim dap nhanh, hoi choang', 'tim dap nhanh (hồi hộp, nhịp tim nhanh), hoi choang'],
    // stools counted, a heavy stomach, no strength (batches 139 and 141); "khó tiểu" left alone
    ['sang hom sau di ngoai 6 lan', 'sang hom sau di ngoai 6 lan (ỉa chảy, tiêu chảy)'],
    ['uể oải, bụng ậm ạch', 'uể oải (mệt mỏi), bụng ậm ạch (rối loạn tiêu hóa, khó tiêu)'],
    // a man's breasts grown, swollen gums (batches 157 and 152)
    ['giờ hai bên ngực to ra và đau', 'giờ hai bên ngực to ra (to vú đàn ông, vú to ở nam) và đau'],
    ['lợi sưng to trùm chân răng', 'lợi sưng to (phì lợi) trùm chân răng'],
    // unsteady on her feet, a fever by its degrees (batches 147-148); "bỏ sót" is no fever
    ['đi đứng loạng choạng', 'đi đứng loạng choạng (loạng choạng, mất điều hòa)'],
    ['thì sốt 38,5 độ', 'thì sốt 38,5 (sốt) độ'],
    ['không bỏ sót liều nào', 'không bỏ sót liều nào'],
    ['mai khong tieu ra, kho tieu', 'mai khong tieu ra, kho tieu'],
    // "tiểu rất ít" is little urine, not "tiểu rát" (unseen batch 37)
    ['đi tiểu rất ít', 'đi tiểu rất ít'],
    ['tiểu rát', 'tiểu rát (bí đái, đái khó)'],
    // aches told the lay way (unseen batch 36)
    [
      'dau nhuc bap thit, nhuc ca cac khop',
      'dau nhuc bap thit (đau cơ), nhuc ca cac khop (đau khớp)',
    ],
    // a changed temper and a grown sex drive (unseen batch 64)
    [
      'tính tình thay đổi hẳn, lại ham muốn chuyện vợ chồng nhiều bất thường',
      'tính tình thay đổi (rối loạn nhân cách) hẳn, lại ham muốn chuyện vợ chồng nhiều (tăng dục cảm) bất thường',
    ],
    // kilograms gained, and a swollen tongue in English (unseen batch 66)
    ['tăng 9 kg, vòng bụng to ra', 'tăng 9 kg (tăng cân), vòng bụng to ra'],
    ['swelling of the tongue and larynx', 'swelling of the tongue (phù mạch) and larynx'],
    // negated: nothing added
    ['không bị phân lỏng, không nổi mẩn', 'không bị phân lỏng, không nổi mẩn'],
    // nothing told in plain words
    // first-set batch 89: blurred distance vision
    ['dạo này nhìn xa bị mờ', 'dạo này nhìn xa bị mờ (cận thị)'],
    ['Liều enalapril cho người lớn?', 'Liều enalapril cho người lớn?'],
  ])('%s', (q, want) => {
    expect(addBookSymptomWords(q)).toBe(want);
  });
});
