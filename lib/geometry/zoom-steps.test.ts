import { describe, expect, it } from 'vitest';
import { fitWidthScale, MAX_SCALE, MIN_SCALE, stepZoom } from './zoom-steps';

describe('stepZoom', () => {
  it.each<[number, 'in' | 'out', number]>([
    [1, 'in', 1.1],
    [1, 'out', 0.9],
    [0.83, 'in', 0.9],
    [0.83, 'out', 0.8],
    [MAX_SCALE, 'in', MAX_SCALE],
    [MIN_SCALE, 'out', MIN_SCALE],
    [5, 'out', 3],
    [0.1, 'in', 0.5],
  ])('%d zoomed %s is %d', (scale, direction, expected) => {
    expect(stepZoom(scale, direction)).toBe(expected);
  });
});

describe('fitWidthScale', () => {
  it.each([
    ['phone 412 px, page 595 pt, margin 8', 412, 595, 8, 0.67],
    ['desktop 720 px', 720, 595, 12, 1.17],
    ['hidden container (0 px)', 0, 595, 8, 1],
    ['huge container clamps to max', 5000, 595, 0, MAX_SCALE],
    ['tiny container clamps to min', 100, 595, 0, MIN_SCALE],
  ])('%s', (_name, container, page, margin, expected) => {
    expect(fitWidthScale(container, page, margin)).toBe(expected);
  });
});
