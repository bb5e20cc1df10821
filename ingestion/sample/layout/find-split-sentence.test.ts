import { describe, expect, it } from 'vitest';
import { findSplitSentence } from './find-split-sentence';

const text = 'Câu thứ nhất có liều 0,425 mg/kg. Câu thứ hai bị ngắt ở giữa cột! Câu ba?';

describe('findSplitSentence', () => {
  it.each([
    ['inside the first sentence', text.indexOf('liều'), 'Câu thứ nhất có liều 0,425 mg/kg.'],
    ['after the decimal comma', text.indexOf('425'), 'Câu thứ nhất có liều 0,425 mg/kg.'],
    ['inside the second sentence', text.indexOf('ngắt'), 'Câu thứ hai bị ngắt ở giữa cột!'],
    ['inside the last sentence', text.indexOf('ba?'), 'Câu ba?'],
    ['right after a full stop', text.indexOf('Câu thứ hai'), null],
    ['right after "!" and its space', text.indexOf('Câu ba'), null],
    ['at the start', 0, null],
    ['at the end', text.length, null],
  ])('%s', (_label, at, expected) => {
    expect(findSplitSentence(text, at)).toBe(expected);
  });

  it('treats a paragraph without a final stop as one sentence', () => {
    expect(findSplitSentence('a b c d', 3)).toBe('a b c d');
  });
});
