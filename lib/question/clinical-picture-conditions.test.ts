import { describe, expect, it } from 'vitest';
import { foldWords } from '@/lib/text/fold-diacritics';
import { readClinicalPictures } from './clinical-picture-conditions';

describe('readClinicalPictures', () => {
  it.each<[string, string[]]>([
    [
      'BN lọc máu chu kỳ, bỏ 2 buổi chạy thận, tăng 4 kg so với cân khô, phù mềm 2 chân, ran ẩm 2 đáy phổi',
      ['fluid overload'],
    ],
    ['tang 4 kg giua 2 ky loc, phu 2 chan, ran am 2 day phoi', ['fluid overload']],
    ['Dialysis patient 3 kg above his dry weight with bibasal crackles', ['fluid overload']],
    ['Ba tôi bị xơ gan, bụng báng căng to, hai chân phù', ['fluid overload']],
    ['lao ruột, nội soi: nhiều ổ loét vùng hồi manh tràng', ['ulcerating bowel inflammation']],
    ['nội soi đại tràng thấy nhiều ổ loét do lỵ amip', ['ulcerating bowel inflammation']],
    ['loét dạ dày tá tràng, đang uống omeprazol', []],
    // a swollen face, swollen legs and little urine (first-set batch 107)
    ['mặt phù húp, hai chân phù, đi tiểu ít, nước tiểu đỏ', ['fluid overload']],
    // a renal artery stenosis told the long way, in either language (unseen batches 139-140)
    [
      'A Doppler showed a tight stenosis of the artery to his remaining kidney',
      ['renal artery stenosis told'],
    ],
    ['renal artery stenosis on the left', ['renal artery stenosis told']],
    ['siêu âm thấy hẹp 70% động mạch thận trái', ['renal artery stenosis told']],
    ['stenosis of the aortic valve, kidneys normal', []],
    // fainting when the neck is turned or rubbed (unseen batch 139)
    [
      'ngất 2 lần, lúc quay đầu nhanh hoặc cài cúc cổ áo chật; bác sĩ xoa vùng cổ thì tim ngừng',
      ['carotid sinus told'],
    ],
    ['faints whenever he turns his head or wears a tight collar', ['carotid sinus told']],
    ['ngất khi đứng dậy nhanh', []],
    // not able to come back for blood counts (unseen batch 139)
    [
      'BN vô gia cư, nói thẳng là không thể quay lại viện xét nghiệm công thức máu hàng tuần',
      ['cannot be monitored told'],
    ],
    ['he cannot come back for weekly blood counts', ['cannot be monitored told']],
    ['không cần xét nghiệm máu hằng tuần', []],
    ['BN không sốt, xét nghiệm máu bình thường', []],
    // leg artery disease gone to rest pain, an ulcer or a low ABI (first-set batch 154)
    [
      'bệnh ĐM chi dưới: đêm đau cả khi nằm nghỉ, ABI 0,38, loét đầu ngón cái',
      ['critical limb ischaemia'],
    ],
    ['PAD with rest pain and a toe ulcer', ['critical limb ischaemia']],
    ['đau cách hồi 200 m, ABI 0,75', []],
    ['loét đầu ngón tay do xơ cứng bì', []],
    // methaemoglobin measured, or chocolate-brown blood (first-set batches 141-142)
    [
      'SpO2 84% không cải thiện khi thở oxy, máu màu nâu sô-cô-la, MetHb 36%',
      ['methaemoglobinaemia told'],
    ],
    ['MetHb do duoc 38% va 41%', ['methaemoglobinaemia told']],
    ['Methemoglobin 2% , bình thường sau truyền', []],
    ['one sign alone is no picture: SpO2 84%', []],
    // one sign alone is no picture
    ['BN phù 2 chân do suy tĩnh mạch', []],
    ['viêm phổi, ran ẩm đáy phổi phải, sốt 39 độ', []],
    // a phaeochromocytoma by its work-up (first-set batch 123)
    [
      'MEN 2A, nay metanephrin huyết tương tăng gấp 6 lần, CT có khối u tuyến thượng thận phải 3 cm',
      ['phaeochromocytoma work up'],
    ],
    ['CT tình cờ thấy u tuyến thượng thận 2 cm, không triệu chứng', []],
    // blood that does not clot, as a relative says it (unseen batch 125)
    ['bị rắn lục cắn, bác sĩ nói máu bố không đông', ['blood not clotting']],
    ['máu không đông là gì?', ['blood not clotting']],
    ['xét nghiệm đông máu bình thường', []],
    // tens of tablets swallowed, then a suicide or a clouded mind (unseen batch 126)
    [
      'nhập HSTC vì uống khoảng 25 viên amitriptylin 25 mg tự tử; hiện còn lơ mơ, GCS 10',
      ['self poisoning told'],
    ],
    // infective endocarditis by its work-up (first-set batch 127)
    [
      'sốt 39°C 10 ngày, cấy máu 3/3 mẫu Streptococcus viridans, siêu âm tim có sùi 9 mm trên van',
      ['endocarditis work up'],
    ],
    ['cấy máu âm tính, siêu âm tim bình thường', []],
    // "từ từ" (slowly) folds to the same letters: no count of tablets, no poisoning
    ['uống 1 viên rồi tăng liều từ từ', []],
  ])('%s', (q, want) => {
    expect(readClinicalPictures(foldWords(q)).map((p) => p.typed)).toEqual(want);
  });
});
