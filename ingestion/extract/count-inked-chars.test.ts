import { describe, expect, it } from 'vitest';
import {
  countInkedCodePoints,
  countInkedUnits,
  hasInk,
  isWhitespaceCode,
} from './count-inked-chars';

const TEXTS = [
  '',
  ' ',
  'Liều dùng',
  '  Người lớn:\t500 mg\n',
  '1\u00a0000 mg',
  '2\u202f500 \u2009mg\u3000x\ufeff',
  '\u1680\u2028\u2029\u205f\u200a\u200b',
  'mg/m² 10⁹/l',
  '𝛼-tocopherol 𝛽', // surrogate pairs
  'a\ud835b\udc00c', // lone surrogates
  '\ue001\uf8ff\ufb01',
  'e\u0302\u0323',
];

describe('count-inked-chars', () => {
  it('agrees with \\s on every UTF-16 code unit', () => {
    const differ: number[] = [];
    for (let code = 0; code <= 0xffff; code++)
      if (isWhitespaceCode(code) !== /\s/.test(String.fromCharCode(code))) differ.push(code);
    expect(differ).toEqual([]);
  });

  it.each(TEXTS)('counts %j as the regular expressions do', (text) => {
    expect(countInkedUnits(text)).toBe(text.replace(/\s/g, '').length);
    expect(countInkedCodePoints(text)).toBe([...text.replace(/\s/gu, '')].length);
    expect(hasInk(text)).toBe(/\S/.test(text));
  });
});
