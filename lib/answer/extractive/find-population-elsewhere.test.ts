import { describe, expect, it } from 'vitest';
import type { PopulationKey } from '@/lib/retrieval/population-cues';
import { namesPopulation } from './find-population-elsewhere';

describe('namesPopulation', () => {
  it.each([
    ['Trẻ em dưới 12 tuổi, do chưa có dữ liệu về an toàn.', 'tre_em', true],
    // an age band that ends before adulthood names children without the words
    [
      'Người mang thai hoặc đang cho con bú; người đái tháo đường typ 2 dưới 18 tuổi.',
      'tre_em',
      true,
    ],
    ['Người trên 65 tuổi dùng liều thấp hơn.', 'nguoi_cao_tuoi', true],
    ['Người trên 65 tuổi dùng liều thấp hơn.', 'tre_em', false],
    ['Không dùng quá 7 ngày.', 'tre_em', false],
    ['Suy gan nặng hoặc bệnh gan tiến triển.', 'suy_gan', true],
    ['Theo dõi chức năng gan mỗi 3 tháng.', 'suy_gan', false],
  ] as const)('%s names %s → %s', (text, key, expected) => {
    expect(namesPopulation(text, [key as PopulationKey])).toBe(expected);
  });
});
