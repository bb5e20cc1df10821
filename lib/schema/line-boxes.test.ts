import { describe, expect, it } from 'vitest';
import { encodeLineBox, lineBoxesSchema, readLineBoxes } from './line-boxes';

describe('lineBoxesSchema', () => {
  it.each<[string, unknown, boolean]>([
    ['no lines', [], true],
    ['two lines', [0, 9, 0, 40, 100, 280, 110, 10, 19, 1, 305, 60, 550, 70], true],
    ['a partial record', [0, 9, 0, 40, 100, 280], false],
    ['a fractional coordinate', [0, 9, 0, 40.5, 100, 280, 110], false],
    ['not an array', '0,9,0,40,100,280,110', false],
  ])('%s', (_name, value, ok) => {
    expect(lineBoxesSchema.safeParse(value).success).toBe(ok);
  });
});

describe('encodeLineBox / readLineBoxes', () => {
  it('rounds the box outwards and reads back what it wrote', () => {
    const flat = [
      ...encodeLineBox(0, 9, 0, [40.4, 100.6, 279.2, 110.1]),
      ...encodeLineBox(10, 19, 1, [305, 60, 550, 70]),
    ];
    expect(flat).toEqual([0, 9, 0, 40, 100, 280, 111, 10, 19, 1, 305, 60, 550, 70]);
    expect(readLineBoxes(flat)).toEqual([
      { start: 0, end: 9, region: 0, bbox: [40, 100, 280, 111] },
      { start: 10, end: 19, region: 1, bbox: [305, 60, 550, 70] },
    ]);
  });
});
