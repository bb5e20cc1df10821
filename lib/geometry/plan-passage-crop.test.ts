import { describe, expect, it } from 'vitest';
import type { BBox } from '@/lib/schema/geometry';
import { planPassageCrop } from './plan-passage-crop';

const A4 = { width: 595, height: 842 };

describe('planPassageCrop', () => {
  it.each<[string, BBox, BBox, number, number, number, number]>([
    [
      'a line in the left column: 2 pt wider, no taller, 2 px a point',
      [40, 100, 280, 110],
      [38, 100, 282, 110],
      488,
      20,
      -76,
      -200,
    ],
    ['at the page corner: clipped to the page', [0, 0, 100, 10], [0, 0, 102, 10], 204, 20, 0, 0],
    [
      'at the far edge: clipped to the page',
      [500, 830, 595, 842],
      [498, 830, 595, 842],
      194,
      24,
      -996,
      -1660,
    ],
  ])('%s', (_name, bbox, drawn, width, height, offsetX, offsetY) => {
    expect(planPassageCrop(bbox, A4)).toEqual({ bbox: drawn, width, height, offsetX, offsetY });
  });
});
