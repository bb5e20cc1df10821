import { describe, expect, it } from 'vitest';
import { foldWords } from '@/lib/text/fold-diacritics';
import { findDoseTimeBands, readHoursSinceDose } from './find-dose-time-bands';

describe('findDoseTimeBands', () => {
  it.each<[string, number | null, number | null]>([
    // ENOXAPARIN's protamine lines
    [
      '… phải bằng liều enoxaparin natri đã tiêm nếu đã dùng thuốc này trong 8 giờ trước đó',
      null,
      8,
    ],
    [
      'Nếu đã dùng enoxaparin quá 8 giờ trước đó, có thể cho truyền 0,5 mg protamin sulfat',
      8,
      null,
    ],
    ['Nếu đã dùng enoxaparin quá 12 giờ có thể không cần sử dụng protamin sulfat.', 12, null],
  ])('%s', (sentence, min, max) => {
    const [band] = findDoseTimeBands(foldWords(sentence));
    expect([band?.interval.min, band?.interval.max]).toEqual([min, max]);
  });

  it.each([
    // a duration of an infusion is no time since the dose
    'Truyền trong 8 giờ, sau đó duy trì.',
    'Tiêm tĩnh mạch chậm trong 1 - 2 phút.',
  ])('no band in %s', (sentence) => {
    expect(findDoseTimeBands(foldWords(sentence))).toEqual([]);
  });
});

describe('readHoursSinceDose', () => {
  it.each<[string, number | undefined]>([
    ['Quá liều enoxaparin, mũi tiêm cách đây 10 giờ, protamin dùng bao nhiêu?', 10],
    ['Nurse gave enoxaparin 80 mg SC instead of 40 mg about 3 hours ago', 3],
    ['Tiêm nhầm cách đây khoảng 9 tiếng', 9],
    // no dose told beside the time
    ['Đau bụng từ cách đây 6 giờ', undefined],
  ])('%s', (question, hours) => {
    expect(readHoursSinceDose(foldWords(question))?.min).toBe(hours);
  });
});
