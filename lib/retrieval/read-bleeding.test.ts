import { describe, expect, it } from 'vitest';
import { foldWords } from '@/lib/text/fold-diacritics';
import { readBleeding } from './read-bleeding';

describe('readBleeding', () => {
  it.each<[string, string | undefined]>([
    [
      'INR 9,6, có vài vết bầm tím cẳng tay và tiểu hồng nhẹ, huyết động ổn, Hb không giảm',
      'minor',
    ],
    ['BN đang Darius, xuất huyết não, INR 7,8', 'major'],
    ['INR 25 with a major GI bleed', 'major'],
    ['INR 6, chảy máu chân răng khi đánh răng', 'gum_nose'],
    ['INR 9,2, không có dấu hiệu chảy máu', 'none'],
    ['INR 9.2, no bleeding', 'none'],
    ['INR 9,2 hôm nay', undefined],
    // a sign said not to be is not the patient's
    ['INR 6, không nôn ra máu, không đi ngoài phân đen', undefined],
    // nor one never had (first-set batch 98)
    ['giãn tĩnh mạch thực quản độ II, chưa từng xuất huyết tiêu hoá', undefined],
    ['varices, never had a GI bleed', undefined],
  ])('%s → %s', (q, want) => {
    expect(readBleeding(foldWords(q))).toBe(want);
  });
});
