import { describe, expect, it } from 'vitest';
import { locateQuote } from './locate-quote';

const SOURCE =
  'Người lớn: 500 mg/lần.\nTrẻ em: 25 mg/kg/ngày,\nchia 2 lần. Suy thận: Clcr < 30 ml/phút.';

describe('locateQuote', () => {
  it.each<[string, string, string[]]>([
    ['verbatim', 'Người lớn: 500 mg/lần.', ['Người lớn: 500 mg/lần.']],
    [
      'a newline in the source, a space in the quote',
      'Trẻ em: 25 mg/kg/ngày, chia 2 lần.',
      ['Trẻ em: 25 mg/kg/ngày,\nchia 2 lần.'],
    ],
    ['a space the source does not have', 'Clcr < 30 ml/ phút.', ['Clcr < 30 ml/phút.']],
    ['a no-break space for a space', 'Người lớn:\u00a0500 mg/lần.', ['Người lớn: 500 mg/lần.']],
    [
      'decomposed diacritics in the quote',
      'Người lớn: 500 mg/lần.'.normalize('NFD'),
      ['Người lớn: 500 mg/lần.'],
    ],
    [
      'sentences from two places, in source order',
      'Suy thận: Clcr < 30 ml/phút. Người lớn: 500 mg/lần.',
      ['Người lớn: 500 mg/lần.', 'Suy thận: Clcr < 30 ml/phút.'],
    ],
    ['a different number is not a match', 'Người lớn: 250 mg/lần.', []],
    ['empty', '', []],
  ])('%s', (_name, quote, expected) => {
    expect(locateQuote(SOURCE, quote).map((s) => SOURCE.slice(s.start, s.end))).toEqual(expected);
  });
});
