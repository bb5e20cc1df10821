import { describe, expect, it } from 'vitest';
import { foldDiacritics } from '@/lib/text/fold-diacritics';
import { tellsIngestionEvent } from './tells-ingestion-event';

const told = (q: string) => tellsIngestionEvent(q, foldDiacritics(q).toLowerCase());

describe('tellsIngestionEvent', () => {
  it.each([
    ["My 2-year-old swallowed some of grandma's diazepam 5 mg tablets. What should we do?", true],
    ['He has ingested an unknown amount of digoxin.', true],
    // an order given in error (first-set batch 142)
    ['BN ICU do nhầm y lệnh được truyền 500 ml NaCl 3% trong 3 giờ, Na lên 166.', true],
    // a route given in error (unseen batch 139)
    ['A nurse gave 1 mg adrenaline IV instead of IM; BP is now 230/130.', true],
    ['Điều dưỡng đã tiêm tĩnh mạch thay vì tiêm bắp 1 mg adrenalin, HA 220/120.', true],
    ['Can adrenaline be given IV instead of IM in cardiac arrest?', false],
    ['Có thể tiêm tĩnh mạch thay vì tiêm bắp không?', false],
    ['She overdosed on her gabapentin last night.', true],
    ['He took an overdose of clozapine.', true],
    ['Bé nuốt phải mấy viên thuốc của bà, giờ làm sao?', true],
    ['Cháu uống phải thuốc ngủ của mẹ', true],
    ['Con tôi ăn phải 3 viên digoxin', true],
    ['Tôi lỡ uống 2 lần liều sáng nay', true],
    ['Bệnh nhân định tự tử bằng diazepam', true],
    // a count of units taken too many or by mistake, a doubled dose told as past
    ['A man took three of his 100 mg acarbose tablets at lunch by mistake.', true],
    ['She took twenty 1 mg colchicine tablets an hour ago, management?', true],
    ['Pharmacy found a duplicate clindamycin order - she has had roughly double doses.', true],
    ['He took a double dose of digoxin this morning.', true],
    ['I took two tablets this morning, can I drive?', false],
    // intent, as the ward writes it; a count no one takes as a dose (unseen batch 147)
    ['Intentional OD, ~20 tabs diltiazem 60 mg about 6 h ago. HR 38.', true],
    ['Bà uống 10 viên/ngày có được không?', false],
    ['Uống 2 viên mỗi lần được không?', false],
    ['Digoxin OD in the morning, when to check the level?', false],
    ['I missed a dose, should I take a double dose tonight?', false],
    // instructions and abilities, not events
    ['Should the tablet be swallowed whole?', false],
    ['Can it be swallowed with milk?', false],
    ['He swallowed it whole, is that fine?', false],
    ['Viên này nuốt nguyên hay nhai?', false],
    ['Bệnh nhân khó nuốt có nghiền được không?', false],
    ['Tiêm tĩnh mạch từ từ trong bao lâu?', false],
    ['Có phải uống thuốc lúc đói không?', false],
    ['Thuốc này uống phải kiêng ăn gì?', false],
    ['Viên này uống phải nhai không?', false],
  ])('%s → %s', (q, expected) => {
    expect(told(q)).toBe(expected);
  });
});
