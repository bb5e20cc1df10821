import { describe, expect, it } from 'vitest';
import { foldWords } from '@/lib/text/fold-diacritics';
import { readPostpartum } from './postpartum-hours';

const BOOK = 'khong dung acenocoumarol trong vong 48 gio sau khi sinh';

describe('readPostpartum', () => {
  it.each<[string, boolean]>([
    ['Sản phụ sinh thường cách đây 30 giờ, huyết khối tĩnh mạch sâu', true],
    ['A 29-year-old had an uncomplicated vaginal delivery 30 hours ago', true],
    ['sinh mổ cách đây 20 giờ', true],
    ['sau sinh 1 ngày', true],
    // past the window
    ['sinh cách đây 4 ngày', false],
    ['delivered 72 hours ago', false],
    ['uống thuốc 30 giờ trước', false],
  ])('%s → holds the 48-hour line: %s', (q, held) => {
    const book = readPostpartum(foldWords(q)).flatMap((c) => c.book);
    expect(book.some((phrase) => BOOK.includes(phrase))).toBe(held);
  });
});
