import { describe, expect, it } from 'vitest';
import {
  asksForVerdict,
  asksForVerdictAfter,
  isVerdictSentence,
  readVerdictStrength,
} from './read-verdict';

describe('asksForVerdict', () => {
  it.each([
    ['Warfarin có dùng được cho người mang thai không?', true],
    ['Đang mang thai tuần 30 có dùng warfarin được không?', true],
    ['Mẹ cho bé bú uống paracetamol được không?', true],
    ['Ibuprofen có dùng cho người bị suy thận nặng không?', true],
    ['Amlodipin có cần chỉnh liều ở người suy gan không?', true],
    ['Đang cho trẻ bú dùng paracetamol có ảnh hưởng không?', true],
    ['co nen dung metformin khi cho con bu', true],
    ['Có dùng gentamicin cho phụ nữ có thai được không?', true],
    ['Fluconazol dùng được cho trẻ sơ sinh không?', true],
    ['Atorvastatin uống cùng clarithromycin có sao không?', true],
    // the patient between the verb and "được không", or no verb but "cho"
    ['Warfarin dùng cho phụ nữ có thai được không?', true],
    ['Acetazolamid dùng cho phụ nữ có thai được không?', true],
    ['Ciprofloxacin cho con bú được không?', true],
    // what, how much, how: not yes/no
    ['Liều amoxicilin cho trẻ em dưới 6 tuổi?', false],
    ['CrCl 60 ml/min ciprofloxacin chỉnh liều thế nào?', false],
    ['Người già dùng digoxin liều thế nào?', false],
    ['Chống chỉ định của warfarin là gì?', false],
    ['Warfarin có tương tác với aspirin không?', false],
    ['diazepam pregnancy có an toàn không', true],
    ['Is it safe to take X in pregnancy?', true],
    ['No IV access — can digoxin be given IM instead?', true],
    ['How can digoxin dose be adjusted?', false],
    ['Dùng furosemid có cần ngưng cho bú không?', true],
    ['Có phải ngừng thuốc trước mổ không?', true],
    ['Khi nào ngừng thuốc?', false],
    ['X an toàn cho thận như thế nào?', false],
  ])('%s → %s', (q, expected) => {
    expect(asksForVerdict(q)).toBe(expected);
  });
});

describe('isVerdictSentence', () => {
  it.each([
    ['Chống chỉ định trong thai kỳ, trừ trường hợp đặc biệt.', true],
    ['Không tiêm bắp vì kích ứng tại chỗ.', true],
    ['Nếu không tiêm được, chuyển sang đường uống.', false],
    ['Cân nhắc khi cho con bú.', true],
    ['Có thể cho con bú.', true],
    ['Thuốc bài tiết vào sữa với lượng rất nhỏ; có thể dùng ngắn ngày.', true],
    ['Ở người suy gan nhẹ, cần bắt đầu bằng liều thấp hơn và đánh giá lại đáp ứng.', true],
    ['Suy thận: Độ thanh thải creatinin 10 - 29 ml/phút: tránh dùng.', true],
    ['Không cần điều chỉnh liều ở người suy gan nhẹ; ở người suy gan nặng, giảm 30% liều.', true],
    ['Không nên dùng cho người suy thận nặng.', true],
    ['Người cao tuổi: Điều chỉnh liều theo chức năng thận.', true],
    ['Chỉ dùng khi nhiễm khuẩn đe dọa tính mạng và không có thuốc thay thế.', true],
    ['Hiệu quả và độ an toàn ở trẻ sơ sinh chưa được xác định đầy đủ.', true],
    ['Với người bệnh thẩm tách máu định kỳ, chưa có đủ dữ liệu để khuyến cáo liều.', true],
    // the reason, the mechanism, the numbers: not a verdict
    ['Thuốc qua nhau thai và có thể gây dị tật hoặc chảy máu ở thai.', false],
    ['Thuốc vào sữa mẹ với lượng nhỏ.', false],
    ['Thận trọng ở người suy gan, người hẹp van động mạch chủ nặng.', false],
    ['Tỷ số nồng độ thuốc trong sữa so với huyết tương khoảng 0,8.', false],
    ['Aminoglycosid qua nhau thai và có thể gây điếc bẩm sinh không hồi phục.', false],
    // "không dung nạp" is intolerance, not "không dùng" (unseen batch 18)
    ['Ở các bệnh nhân không đáp ứng hoặc không dung nạp với các thuốc khác.', false],
  ])('%s → %s', (s, expected) => {
    expect(isVerdictSentence(s)).toBe(expected);
  });
});

describe('asksForVerdictAfter', () => {
  it.each([
    // a follow-up naming only a new patient asks again what was asked
    ['còn cho con bú thì sao?', 'Metformin có dùng cho người suy thận được không?', true],
    ['thế còn người cao tuổi?', 'Ceftriaxon có dùng cho bà bầu không?', true],
    ['còn trẻ em thì sao?', 'liều amoxicilin cho người lớn?', false],
    // a follow-up that asks something of its own is read by itself
    ['còn liều cho trẻ em?', 'Metformin có dùng cho người suy thận được không?', false],
    ['trẻ em dùng được không?', 'liều amoxicilin cho người lớn?', true],
    ['còn trẻ em thì sao?', undefined, false],
  ])('%s after %s → %s', (q, previous, expected) => {
    expect(asksForVerdictAfter(q, previous)).toBe(expected);
  });
});

describe('readVerdictStrength', () => {
  it.each<[string, 0 | 1 | 2]>([
    // "không an toàn cho" says no (first-set batch 141); "an toàn cho" still permits
    [
      'Spironolacton được xem là không an toàn cho những bệnh nhân có rối loạn chuyển hóa porphyrin.',
      2,
    ],
    ['Thuốc an toàn cho người mang thai.', 1],
    ['Vì vậy chỉ dùng furosemid trong thời kì có thai khi lợi ích lớn hơn nguy cơ.', 2],
    ['Rất hạn chế dùng diazepam khi mang thai.', 2],
    ['Chống chỉ định trong thai kỳ.', 2],
    ['Không nên cho con bú trong thời gian dùng thuốc.', 2],
    ['Nên ngừng cho con bú nếu dùng thuốc là cần thiết.', 2],
    ['Người mẹ cho con bú có thể dùng diclofenac khi cần.', 1],
    ['Chưa có dữ liệu về tác dụng trên trẻ bú mẹ.', 0],
    ['Diclofenac vào được sữa mẹ rất ít.', 0],
    [
      'Nếu người bệnh có thai, cần thông báo cho thầy thuốc để cân nhắc tiếp tục hay ngừng thuốc.',
      0,
    ],
    ['Trẻ em dưới 12 tuổi, do chưa có dữ liệu về an toàn.', 0],
    ['Thuốc được coi là an toàn khi dùng ngắn ngày.', 1],
    // a contraindication the book says there is none of is no verdict against (realdata-33)
    ['Không có chống chỉ định dùng acebutolol trên bệnh nhân suy thận.', 0],
    ['Suy thận không phải là chống chỉ định.', 0],
    // other drugs that cannot be used are why this one is indicated; this one cannot be is a no
    ['Rung nhĩ ở người cao tuổi, khi các thuốc khác không dùng được.', 0],
    ['Thuốc này không dùng được cho trẻ em dưới 2 tuổi.', 2],
  ])('%s → %s', (sentence, strength) => {
    expect(readVerdictStrength(sentence)).toBe(strength);
  });
});
