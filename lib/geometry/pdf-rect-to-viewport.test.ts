import { describe, expect, it } from 'vitest';
import type { BBox } from '@/lib/schema/geometry';
import { pdfRectToViewport } from './pdf-rect-to-viewport';

const A4 = { width: 595, height: 842 };

describe('pdfRectToViewport', () => {
  it.each<
    [string, BBox, number, number, { left: number; top: number; width: number; height: number }]
  >([
    [
      'scale 1 is identity',
      [50, 100, 250, 130],
      1,
      0,
      { left: 50, top: 100, width: 200, height: 30 },
    ],
    [
      'scale 2 doubles everything',
      [50, 100, 250, 130],
      2,
      0,
      { left: 100, top: 200, width: 400, height: 60 },
    ],
    [
      'scale 0.5 halves',
      [50, 100, 250, 130],
      0.5,
      0,
      { left: 25, top: 50, width: 100, height: 15 },
    ],
    [
      'padding grows every side',
      [50, 100, 250, 130],
      1,
      2,
      { left: 48, top: 98, width: 204, height: 34 },
    ],
    [
      'padding is clipped at the page edge',
      [0, 0, 10, 10],
      1,
      3,
      { left: 0, top: 0, width: 13, height: 13 },
    ],
    [
      'a bbox past the page is clipped to it',
      [500, 800, 700, 900],
      1,
      0,
      { left: 500, top: 800, width: 95, height: 42 },
    ],
    [
      'a bbox wholly off the page is empty',
      [600, 850, 700, 900],
      1,
      0,
      { left: 595, top: 842, width: 0, height: 0 },
    ],
    [
      'a zero-size bbox stays zero-size',
      [10, 10, 10, 10],
      3,
      0,
      { left: 30, top: 30, width: 0, height: 0 },
    ],
  ])('%s', (_name, bbox, scale, padding, expected) => {
    const rect = pdfRectToViewport(bbox, A4, scale, { padding });
    expect(rect.left).toBeCloseTo(expected.left, 6);
    expect(rect.top).toBeCloseTo(expected.top, 6);
    expect(rect.width).toBeCloseTo(expected.width, 6);
    expect(rect.height).toBeCloseTo(expected.height, 6);
  });

  it('keeps proportions across zoom levels (what makes highlights survive zoom)', () => {
    const bbox: BBox = [72.5, 401.25, 290, 455.75];
    const base = pdfRectToViewport(bbox, A4, 1);
    for (const scale of [0.5, 0.83, 1.25, 3]) {
      const rect = pdfRectToViewport(bbox, A4, scale);
      expect(rect.left / scale).toBeCloseTo(base.left, 9);
      expect(rect.top / scale).toBeCloseTo(base.top, 9);
      expect(rect.width / scale).toBeCloseTo(base.width, 9);
      expect(rect.height / scale).toBeCloseTo(base.height, 9);
    }
  });

  it.each([
    ['zero scale', 0, A4],
    ['negative scale', -1, A4],
    ['NaN scale', Number.NaN, A4],
    ['zero-width page', 1, { width: 0, height: 842 }],
  ])('refuses %s, naming the file', (_name, scale, page) => {
    expect(() => pdfRectToViewport([0, 0, 1, 1], page, scale)).toThrow(/pdf-rect-to-viewport/);
  });
});
