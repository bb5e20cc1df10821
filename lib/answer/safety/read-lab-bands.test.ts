import { describe, expect, it } from 'vitest';
import { foldWords } from '@/lib/text/fold-diacritics';
import { bandHoldsValue, readLabBands } from './read-lab-bands';

describe('readLabBands', () => {
  it.each<[string, [string, 'under' | 'over', number][]]>([
    // CLOZAPIN's Thận trọng: both counts, in cells/mm³ read as G/l
    [
      'Ngừng ngay clozapin khi số lượng bạch cầu giảm xuống dưới 3 000 tế bào/mm3 hoặc số lượng tuyệt đối bạch cầu đa nhân trung tính giảm xuống dưới 1 500 tế bào/mm3.',
      [
        ['leukocytes', 'under', 3],
        ['neutrophils', 'under', 1.5],
        ['neutrophils_agranulocytosis', 'under', 1.5],
      ],
    ],
    [
      'Nếu thấy số lượng bạch cầu < 2 000 tế bào/mm3 và/hoặc số lượng tuyệt đối bạch cầu đa nhân trung tính < 1 000 tế bào/mm3 phải ngừng điều trị.',
      [
        ['leukocytes', 'under', 2],
        ['neutrophils', 'under', 1],
        ['neutrophils_agranulocytosis', 'under', 1],
      ],
    ],
    ['Ngừng thuốc nếu kali huyết > 5,5 mmol/l.', [['potassium', 'over', 5.5]]],
    // another measure between the name and the threshold is not the name's band
    ['Nếu số lượng bạch cầu ái toan tăng > 4 000 tế bào/mm3, phải ngừng tạm thời.', []],
    ['Theo dõi công thức bạch cầu định kỳ.', []],
  ])('%s', (sentence, expected) => {
    const bands = readLabBands(foldWords(sentence)).map((b) => [b.analyte, b.side, b.value]);
    expect(bands).toEqual(expect.arrayContaining(expected));
    expect(bands).toHaveLength(expected.length);
  });

  it('holds a value under an under-band only', () => {
    const [band] = readLabBands(foldWords('bạch cầu đa nhân trung tính dưới 1 500 tế bào/mm3'));
    expect(bandHoldsValue(band!, 1.4)).toBe(true);
    expect(bandHoldsValue(band!, 1.6)).toBe(false);
  });
});
