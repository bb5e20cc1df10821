import { describe, expect, it } from 'vitest';
import { recoverFloat32Literal } from './recover-float32-literal';

describe('recoverFloat32Literal', () => {
  it.each([
    ['a coordinate with four decimals', Math.fround(136.9695), 136.9695],
    ['a baseline with three decimals', Math.fround(776.131), 776.131],
    ['a width with two decimals', Math.fround(553.28), 553.28],
    ['a negative offset', Math.fround(-12.75), -12.75],
    ['a small scale', Math.fround(0.001), 0.001],
    ['an integer', 42, 42],
    ['zero', 0, 0],
  ])('%s', (_name, input, expected) => {
    expect(recoverFloat32Literal(input)).toBe(expected);
  });

  it('leaves a double that no Float32 holds as it is', () => {
    expect(recoverFloat32Literal(54.000000000000014)).toBe(54.000000000000014);
    expect(recoverFloat32Literal(0.1)).toBe(0.1);
  });

  it('brings a long literal back within a Float32 of itself', () => {
    const written = 123.456789123;
    const back = recoverFloat32Literal(Math.fround(written));
    expect(Math.abs(back - written)).toBeLessThan(1e-5);
    expect(Math.fround(back)).toBe(Math.fround(written));
  });

  it('passes non-finite values through', () => {
    expect(recoverFloat32Literal(Number.NaN)).toBeNaN();
    expect(recoverFloat32Literal(Infinity)).toBe(Infinity);
  });
});
