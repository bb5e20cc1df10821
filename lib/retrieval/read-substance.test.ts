import { describe, expect, it } from 'vitest';
import { foldDiacritics } from '@/lib/text/fold-diacritics';
import { readSubstance } from './read-substance';

describe('readSubstance', () => {
  it.each<[string, string | null]>([
    ['Abacavir uống rượu được không?', 'rượu'],
    ['Đang dùng metronidazol có uống bia được không?', 'rượu'],
    ['Uống đồ uống có cồn khi dùng paracetamol?', 'rượu'],
    ['Alcohol và metformin', 'rượu'],
    // the book's own spellings name it too
    ['Spironolacton dùng với ethanol?', 'rượu'],
    ['Simvastatin uống với nước bưởi được không?', 'nước bưởi'],
    ['Người hút thuốc dùng theophylin liều thế nào?', 'thuốc lá'],
    // whole words only: "bia" is not inside "Zambia", "rượu" not in a longer word
    ['Thuốc này sản xuất ở Zambia?', null],
    ['Liều amoxicilin cho trẻ em?', null],
    // "thuốc" alone is no tobacco
    ['Uống thuốc lúc nào?', null],
  ])('%s → %s', (question, expected) => {
    expect(readSubstance(foldDiacritics(question))?.name ?? null).toBe(expected);
  });
});
