import { describe, expect, it } from 'vitest';
import { countLookalikeLetters, isLookalikeCode, mapLookalikeLetters } from './lookalike-letters';

describe('lookalike letters', () => {
  it.each([
    ['\u00f0iều trị', 'điều trị', 1],
    ['\u00d0au thắt ngực', 'Đau thắt ngực', 1],
    ['ng\u01a3ời \u00f0\u01a3ợc', 'người được', 3],
    ['\u01a2U TIÊN', 'ƯU TIÊN', 1],
    ['Người lớn được dùng', 'Người lớn được dùng', 0],
  ])('%s → %s (%d)', (text, mapped, count) => {
    expect(mapLookalikeLetters(text)).toBe(mapped);
    expect(countLookalikeLetters(text)).toBe(count);
  });

  it('knows only the four codes', () => {
    const codes = [...Array(0x300).keys()].filter(isLookalikeCode);
    expect(codes).toEqual([0xd0, 0xf0, 0x1a2, 0x1a3]);
  });
});
