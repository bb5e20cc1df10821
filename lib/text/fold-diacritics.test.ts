import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasRealdata, realdataPath } from '@/lib/testing/realdata';
import { foldDiacritics, foldDiacriticsWhole, foldWords } from './fold-diacritics';

describe('foldDiacritics', () => {
  it.each([
    ['Liều dùng', 'lieu dung'],
    ['Trẻ em', 'tre em'],
    ['ĐƯỜNG UỐNG', 'duong uong'],
    ['đái tháo đường', 'dai thao duong'],
    ['ơ ư ă â ê ô', 'o u a a e o'],
    ['Thời kỳ mang thai', 'thoi ky mang thai'],
    ['Liều dùng'.normalize('NFD'), 'lieu dung'],
    ['hoà hòa hoá hóa', 'hoa hoa hoa hoa'],
    ['Bệnh Ménière', 'benh meniere'],
    ['0,425 mg/kg', '0,425 mg/kg'],
    ['ABACAVIR', 'abacavir'],
    ['', ''],
    ['…;:()', '…;:()'],
    // Folded whole: the capital sigma's small form depends on its neighbours; surrogates.
    ['ΣΟΦΟΣ', 'σοφος'],
    ['Σ', 'σ'],
    ['liều 𝟓 mg 😀', 'lieu 𝟓 mg 😀'],
    // A Hangul syllable decomposes into three jamo, more than one unit.
    ['한', '한'.normalize('NFD')],
    ['İ', 'i'],
  ])('%j → %j', (input, expected) => {
    expect(foldDiacritics(input)).toBe(expected);
  });

  it('equals the definition on every code unit alone', () => {
    const differ: string[] = [];
    for (let unit = 0; unit <= 0xffff; unit++) {
      const text = String.fromCharCode(unit);
      if (foldDiacritics(text) !== foldDiacriticsWhole(text)) differ.push(unit.toString(16));
    }
    expect(differ).toEqual([]);
  });

  it('equals the definition on mixed text: Vietnamese, NFD marks, sigma, astral, Hangul', () => {
    const pieces = [
      'Liều',
      'ĐƯỜNG',
      'trẻ'.normalize('NFD'),
      '\u0301',
      'Σ',
      'ς',
      'Ab',
      ' ',
      '😀',
      '한',
      'İ',
      '\ud800',
      '0,5',
    ];
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constantFrom(...pieces), fc.string({ unit: 'binary', maxLength: 4 }))),
        (parts) => {
          const text = parts.join('');
          expect(foldDiacritics(text)).toBe(foldDiacriticsWhole(text));
        },
      ),
      { numRuns: 2000 },
    );
  });

  const MARKDOWN = 'dtqg-markdown';
  it.skipIf(!hasRealdata('foldDiacritics on the real book', MARKDOWN))(
    'equals the definition on every line of the real book text',
    () => {
      const dir = realdataPath(MARKDOWN);
      let lines = 0;
      for (const file of readdirSync(dir)) {
        for (const line of readFileSync(`${dir}/${file}`, 'utf8').split('\n')) {
          expect(foldDiacritics(line)).toBe(foldDiacriticsWhole(line));
          lines++;
        }
      }
      expect(lines).toBeGreaterThan(1000);
    },
  );
});

describe('foldWords', () => {
  it.each([
    ['Xử  trí\nthế nào', 'xu tri the nao'],
    ['\tQuá liều  ', ' qua lieu '],
    ['Liều dùng', 'lieu dung'],
  ])('%j → %j', (input, expected) => {
    expect(foldWords(input)).toBe(expected);
  });
});
