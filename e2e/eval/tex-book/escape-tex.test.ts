import { describe, expect, it } from 'vitest';
import { escapeTex } from './escape-tex';

describe('escapeTex', () => {
  it.each([
    ['Clcr ≥ 50 ml/phút', 'Clcr $\\geq$ 50 ml/phút'],
    ['10% & 5_a #1 {x}', '10\\% \\& 5\\_a \\#1 \\{x\\}'],
    ['2 - 3 ngày -- 4', '2 - 3 ngày -{}- 4'],
    ['a---b', 'a-{}-{}-b'],
    ['<< 5 >>', '<{}< 5 >{}>'],
    ["3''", "3'{}'"],
    ['30 ºC, 25 °C…', '30 \\textsuperscript{o}C, 25 $^{\\circ}$C\\ldots{}'],
    ['Tiếng Việt giữ nguyên: ượ', 'Tiếng Việt giữ nguyên: ượ'],
  ])('%s', (text, tex) => expect(escapeTex(text)).toBe(tex));

  it('writes composed Vietnamese (NFC) whatever the input form', () => {
    expect(escapeTex('Tie\u0302\u0301ng')).toBe('Tiếng');
  });
});
