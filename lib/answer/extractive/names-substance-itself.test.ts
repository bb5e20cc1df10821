import { describe, expect, it } from 'vitest';
import { namesSubstanceItself } from './names-substance-itself';
import { readSubstance } from '@/lib/retrieval/read-substance';
import { foldDiacritics } from '@/lib/text/fold-diacritics';

describe('namesSubstanceItself', () => {
  it.each([
    ['Uống doxycyclin với sữa được không?', 'Thức ăn và sữa ít ảnh hưởng lên hấp thu.', true],
    ['Uống doxycyclin với sữa được không?', 'Có thể uống với thức ăn hoặc sữa nếu buồn nôn.', true],
    // by what in it acts, not by its name
    ['Uống doxycyclin với sữa được không?', 'Thuốc kháng acid chứa calci làm giảm hấp thu.', false],
    // the word used for something else
    ['Uống doxycyclin với sữa được không?', 'Doxycyclin được bài tiết vào sữa.', false],
    ['Uống doxycyclin với sữa được không?', 'Cần sửa liều ở người suy thận.', false],
    ['Uống metronidazol với rượu được không?', 'Không uống rượu trong khi điều trị.', true],
  ])('%s — %s → %s', (question, sentence, expected) => {
    const substance = readSubstance(foldDiacritics(question), question);
    expect(substance).toBeDefined();
    expect(namesSubstanceItself(sentence, substance!)).toBe(expected);
  });
});
