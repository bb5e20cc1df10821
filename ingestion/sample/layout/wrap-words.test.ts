import { describe, expect, it } from 'vitest';
import type { FontStyle } from '../content/content-types';
import type { TextMeasurer } from './measure-text';
import { measureWords, positionWords, wrapWords } from './wrap-words';

/** Every character 1 pt wide at size 1, spaces too; italic the same. */
const mono: TextMeasurer = {
  width: (text: string, _style: FontStyle, size: number) => text.length * size,
  ascent: () => 1,
  descent: () => 0.25,
  covers: () => true,
};

describe('measureWords', () => {
  it('indexes words in the plain text of the runs joined by one space', () => {
    const runs = [
      { text: 'Người lớn:', style: 'italic' as const },
      { text: '500 mg mỗi 8 giờ.', style: 'regular' as const },
    ];
    const plain = runs.map((r) => r.text).join(' ');
    const words = measureWords(runs, 1, mono);
    expect(words.map((w) => w.text)).toEqual(['Người', 'lớn:', '500', 'mg', 'mỗi', '8', 'giờ.']);
    for (const w of words) expect(plain.slice(w.start, w.start + w.text.length)).toBe(w.text);
    expect(words[1]?.style).toBe('italic');
    expect(words[2]?.style).toBe('regular');
  });
});

describe('wrapWords', () => {
  const words = measureWords([{ text: 'aa bb cc dd ee ff', style: 'regular' }], 1, mono);

  it.each([
    [
      5,
      5,
      [
        ['aa', 'bb'],
        ['cc', 'dd'],
        ['ee', 'ff'],
      ],
    ],
    [
      8,
      8,
      [
        ['aa', 'bb', 'cc'],
        ['dd', 'ee', 'ff'],
      ],
    ],
    [2, 5, [['aa'], ['bb', 'cc'], ['dd', 'ee'], ['ff']]],
    [100, 100, [['aa', 'bb', 'cc', 'dd', 'ee', 'ff']]],
  ])('first width %d, others %d', (first, other, expected) => {
    const lines = wrapWords(words, first, other);
    expect(lines.map((l) => l.words.map((w) => w.text))).toEqual(expected);
    expect(lines.at(-1)?.last).toBe(true);
    expect(lines.slice(0, -1).every((l) => !l.last)).toBe(true);
    for (const l of lines)
      if (l.words.length > 1) expect(l.natural).toBeLessThanOrEqual(l.available);
  });

  it('gives an over-wide word its own line instead of cutting it', () => {
    const long = measureWords([{ text: 'a verylongword b', style: 'regular' }], 1, mono);
    expect(wrapWords(long, 5, 5).map((l) => l.words.map((w) => w.text))).toEqual([
      ['a'],
      ['verylongword'],
      ['b'],
    ]);
  });
});

describe('positionWords', () => {
  const words = measureWords([{ text: 'aa bb cc dd', style: 'regular' }], 1, mono);
  const [first, second] = wrapWords(words, 9, 9);

  it('justifies a non-final line to the full width', () => {
    const { words: placed, extra, right } = positionWords(first!, 10, true);
    expect(placed.map((w) => w.x)).toEqual([10, 13.5, 17]);
    expect(extra).toBeCloseTo(0.5);
    expect(right).toBeCloseTo(19);
  });

  it('keeps natural spacing on the last line and when not justifying', () => {
    expect(positionWords(second!, 0, true).extra).toBe(0);
    expect(positionWords(first!, 0, false).extra).toBe(0);
  });
});
