import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hasRealdata, realdataPath } from '@/lib/testing/realdata';
import { moveMisplacedTone } from './move-misplaced-tone';

describe('moveMisplacedTone', () => {
  it.each([
    ['tone on ư of ươ', 'ngừơi', 'người'],
    ['tone on u of uô', 'thúôc', 'thuốc'],
    ['tone on i of iê', 'líêu', 'liếu'],
    ['capitals', 'ĐỰƠC', 'ĐƯỢC'],
    // Already right, under either convention.
    ['người', 'người', 'người'],
    ['thuốc', 'thuốc', 'thuốc'],
    ['cứu (ư alone carries it)', 'cứu', 'cứu'],
    ['ửa', 'ửa', 'ửa'],
    ['thuở', 'thuở', 'thuở'],
    ['quốc', 'quốc', 'quốc'],
    ['giếng', 'giếng', 'giếng'],
    ['tuần', 'tuần', 'tuần'],
    ['hoắc', 'hoắc', 'hoắc'],
    ['hóa (no shape vowel: the convention is the book’s)', 'hóa', 'hóa'],
    ['hoá', 'hoá', 'hoá'],
    ['no tone', 'ươn', 'ươn'],
    ['Latin', 'acid', 'acid'],
  ])('%s', (_, word, out) => {
    expect(moveMisplacedTone(word)).toBe(out);
  });
});

const MARKDOWN = 'dtqg-markdown';

describe.skipIf(!hasRealdata('moveMisplacedTone on the real book', MARKDOWN))(
  'moveMisplacedTone on the real book',
  () => {
    it('changes no word of its text', () => {
      const dir = realdataPath(MARKDOWN);
      const changed: string[] = [];
      let words = 0;
      for (const file of readdirSync(dir)) {
        for (const word of readFileSync(`${dir}/${file}`, 'utf8').match(/[\p{L}\p{M}]+/gu) ?? []) {
          words++;
          if (moveMisplacedTone(word) !== word.normalize('NFC')) changed.push(word);
        }
      }
      expect(words).toBeGreaterThan(50_000);
      expect(changed).toEqual([]);
    });
  },
);
