import { describe, expect, it } from 'vitest';
import type { Segment, TextLine } from '@/ingestion/extract/extract-types';
import type { BBox } from '@/lib/schema/geometry';
import { findStackedFractions } from './find-stacked-fractions';

const line = (text: string, bbox: BBox, size = 9): TextLine => ({
  text,
  spans: [],
  bbox,
  baseline: bbox[3] - 2,
  font_size: size,
  bold: false,
  italic: false,
});
const H = (y: number, x0: number, x1: number): Segment => ({
  orientation: 'horizontal',
  bbox: [x0, y - 0.3, x1, y + 0.3],
});

describe('findStackedFractions', () => {
  const lhs = line('Clcr (ml/phút) =', [60, 296, 130, 306]);
  const num = line('(140 - tuổi) × cân nặng (kg)', [140, 288, 250, 298]);
  const den = line('72 × creatinin huyết thanh (mg/dl)', [135, 303, 255, 313]);
  const prose = line(
    'Ở người suy thận, độ thanh thải creatinin được ước tính theo công thức sau.',
    [50, 260, 290, 270],
  );

  it('lifts numerator, bar, denominator and the left-hand side as one block', () => {
    const lines = [prose, num, lhs, den];
    const [f, ...rest] = findStackedFractions([H(300.5, 135, 255)], lines);
    expect(rest).toHaveLength(0);
    expect(f!.lineIndexes).toEqual([1, 2, 3]);
    expect(f!.bbox[0]).toBe(60);
    expect(f!.bbox[1]).toBe(288);
    expect(f!.bbox[3]).toBe(313);
  });

  it.each([
    ['a rule with text above only (an underline)', [prose, num], H(300.5, 135, 255)],
    ['a page-wide header rule with nothing centred on it', [prose], H(40, 40, 555)],
    ['a rule under a table inside an excluded grid', [num, den], H(300.5, 135, 255)],
  ])('ignores %s', (name, lines, rule) => {
    const exclude: BBox[] = name.includes('grid') ? [[130, 280, 260, 320]] : [];
    expect(findStackedFractions([rule], lines, exclude)).toEqual([]);
  });

  it('never reaches across the gutter for text level with the bar', () => {
    const otherColumn = line('dòng ở cột phải cùng độ cao', [300, 296, 540, 306]);
    const [f] = findStackedFractions([H(300.5, 135, 255)], [num, lhs, den, otherColumn], [], () => [
      40, 292,
    ]);
    expect(f!.lineIndexes).toEqual([0, 1, 2]);
    expect(f!.bbox[2]).toBeLessThan(292);
  });

  it('ignores text that is not centred on the rule', () => {
    const offCentre = line('một dòng chữ lệch hẳn sang phải', [230, 288, 330, 298]);
    expect(findStackedFractions([H(300.5, 135, 255)], [offCentre, den])).toEqual([]);
  });
});
