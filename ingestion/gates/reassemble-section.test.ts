import { describe, expect, it } from 'vitest';
import { reassembleSection } from './reassemble-section';

const TEXT = 'Người lớn: 500 mg. Ngày 2 lần.\nTrẻ em: 10 mg/kg. Ngày 3 lần.';

describe('reassembleSection', () => {
  it.each<[string, string[], string | null]>([
    ['one part', [TEXT], TEXT],
    [
      'overlapping parts',
      ['Người lớn: 500 mg. Ngày 2 lần.', 'Ngày 2 lần.\nTrẻ em: 10 mg/kg. Ngày 3 lần.'],
      TEXT,
    ],
    [
      'adjacent parts across a paragraph break',
      ['Người lớn: 500 mg. Ngày 2 lần.', 'Trẻ em: 10 mg/kg. Ngày 3 lần.'],
      TEXT,
    ],
    ['a lost sentence', ['Người lớn: 500 mg.', 'Trẻ em: 10 mg/kg. Ngày 3 lần.'], null],
    [
      'parts out of order',
      ['Trẻ em: 10 mg/kg. Ngày 3 lần.', 'Người lớn: 500 mg. Ngày 2 lần.'],
      null,
    ],
    ['a part not in the section', ['Người lớn: 500 mg. Ngày 4 lần.'], null],
    [
      'the first part does not start the section',
      ['Ngày 2 lần.\nTrẻ em: 10 mg/kg. Ngày 3 lần.'],
      null,
    ],
    ['a part inside the previous one', [TEXT, 'Ngày 2 lần.'], null],
    [
      'missing tail is returned short (caller compares)',
      ['Người lớn: 500 mg. Ngày 2 lần.'],
      'Người lớn: 500 mg. Ngày 2 lần.',
    ],
  ])('%s', (_name, parts, expected) => {
    expect(reassembleSection(TEXT, parts)).toBe(expected);
  });
});
