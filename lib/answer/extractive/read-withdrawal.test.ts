import { describe, expect, it } from 'vitest';
import { asksWithdrawal, statesWithdrawal } from './read-withdrawal';

describe('asksWithdrawal', () => {
  it.each([
    ['Prednisolon ngừng thuốc đột ngột có sao không?', true],
    ['Ngưng prednisolon đột ngột được không?', true],
    ['Dừng thuốc chẹn beta đột ngột có nguy hiểm không?', true],
    ['Bỏ thuốc ngay có sao không?', true],
    ['Cách ngừng thuốc corticoid thế nào?', true],
    ['Morphin có gây hội chứng cai không?', true],
    // in a patient's words (unseen batch 13)
    ['Tôi uống diazepam hơn 2 tháng, giờ muốn bỏ hẳn từ mai có được không?', true],
    ['Ông muốn tự bỏ clopidogrel, chỉ uống aspirin thôi có sao không?', true],
    ['Có nên bỏ bữa sáng khi uống thuốc không?', false],
    ['Liều prednisolon cho trẻ em?', false],
    // Stopping because of an adverse effect is Hướng dẫn cách xử trí ADR's question.
    ['Khi nào phải ngừng warfarin?', false],
    ['Prednisolon dùng đột ngột liều cao được không?', false],
    // what follows stopping (unseen batch 13)
    ['Sau khi ngưng tôi còn phải đi xét nghiệm gan trong bao lâu?', true],
    // when it may be stopped is the duration (unseen batches 7, 8); a day is no "at once"
    ['BN HBeAg (-) đang uống entecavir 3 năm, khi nào thì được ngưng thuốc?', false],
    ['BN hậu phẫu cắt đại tràng ngày 2, kê codein được không?', false],
    // giving up a habit is what the drug treats
    ['Hội chứng cai rượu dùng diazepam liều bao nhiêu?', false],
    ['Bỏ thuốc lá bằng cách nào?', false],
    // "cất" is to store (unseen batch 16)
    ['Tôi định cất luôn vào ngăn đá tủ lạnh cho thuốc khỏi hỏng, được không?', false],
    ['Cắt thuốc luôn có được không?', true],
    // a step down asked at once or gradually (first-set batch 98)
    ['Ha mot lan tu 900 xuong 400 mg duoc khong hay phai ha tu tu?', true],
    ['Giảm liều từ từ hay giảm một lần?', true],
    ['Hạ huyết áp từ từ bằng thuốc gì?', false],
    // "cái" is a classifier, "cai" to quit (unseen batch 18)
    ['Bác sĩ sẽ làm gì để chữa cái thuốc uống quá nhiều này?', false],
    ['Cai thuốc thế nào cho khỏi bị co giật?', true],
  ])('%s → %s', (question, expected) => {
    expect(asksWithdrawal(question)).toBe(expected);
  });
});

describe('statesWithdrawal', () => {
  it.each([
    ['Ngừng thuốc từ từ sau điều trị kéo dài để tránh suy thượng thận cấp.', true],
    ['Không được ngừng thuốc đột ngột vì có thể gây cơn tăng huyết áp.', true],
    ['Khi ngừng điều trị phải giảm liều dần trong 1 - 2 tuần.', true],
    ['Giảm dần liều trước khi ngừng hẳn.', true],
    ['Dùng kéo dài có thể gây hội chứng cai thuốc.', true],
    ['Tác dụng không mong muốn thường nhẹ và hồi phục khi ngừng thuốc.', false],
    ['Khi có phản ứng quá mẫn, ngừng thuốc và điều trị bằng thuốc kháng histamin.', false],
    ['Tỷ lệ phải ngừng thuốc vì tác dụng không mong muốn là 11,5%.', false],
    // "giảm dẫn truyền" (conduction), not "giảm dần" (taper)
    ['Suy tim: Lưu ý là cả digitalis và chẹn beta đều làm giảm dẫn truyền nhĩ thất.', false],
    ['Khi ngừng thuốc, phải giảm liều từ từ trong vòng 2 tuần.', true],
    ['Phải theo dõi gan đều đặn ít nhất 6 tháng sau khi ngừng điều trị.', true],
  ])('%s → %s', (sentence, expected) => {
    expect(statesWithdrawal(sentence)).toBe(expected);
  });
});
