import { describe, expect, it } from 'vitest';
import { groupLines } from './group-lines';
import type { Segment } from './extract-types';
import { span } from './test-support/make-span';

describe('groupLines', () => {
  it.each([
    {
      name: 'spans on one baseline join, with a space where the gap reads as one',
      spans: [span('Người lớn:', 50, 100, { italic: true }), span('uống 300 mg', 103, 100)],
      expected: ['Người lớn: uống 300 mg'],
    },
    {
      name: 'no space where spans touch (a word split across runs)',
      spans: [span('creati', 50, 100), span('nin', 80, 100)],
      expected: ['creatinin'],
    },
    {
      name: 'baselines that differ by a little (rounding, mixed fonts) are one line',
      spans: [span('Liều', 50, 100), span('dùng', 73, 101.5)],
      expected: ['Liều dùng'],
    },
    {
      name: 'one line above another stays apart, top first',
      spans: [span('dòng hai', 50, 113), span('dòng một', 50, 100)],
      expected: ['dòng một', 'dòng hai'],
    },
    {
      name: 'a wide justified word gap does not end the line',
      spans: [
        span('Loại', 42, 100, { bold: true }),
        span('thuốc:', 77, 100, { bold: true }),
        span('Kháng', 121, 100),
        span('sinh', 164, 100),
      ],
      expected: ['Loại thuốc: Kháng sinh'],
    },
    {
      name: 'words set far apart stay in order on one line (columns are parted at the gutter later)',
      spans: [span('DTQGVN 2', 480, 40), span('102', 50, 40), span('Abacavir', 280, 40)],
      expected: ['102 Abacavir DTQGVN 2'],
    },
    {
      name: 'a superscript joins the line it sits on, as the superscript it is',
      spans: [span('mg/m', 50, 100), span('2', 70.5, 96, { size: 6 }), span('da', 76, 100)],
      expected: ['mg/m² da'],
    },
  ])('$name', ({ spans, expected }) => {
    expect(groupLines(spans).map((l) => l.text)).toEqual(expected);
  });

  it('keeps each span, so an italic label and the regular dose after it survive as runs', () => {
    const [l] = groupLines([
      span('Người lớn:', 50, 100, { italic: true }),
      span('uống 300 mg', 103, 100),
    ]);
    expect(l?.spans.map((s) => [s.text, s.italic])).toEqual([
      ['Người lớn:', true],
      ['uống 300 mg', false],
    ]);
    expect(l?.italic).toBe(false);
    expect(l?.bold).toBe(false);
  });

  it('marks a line bold only when all of it is bold', () => {
    const lines = groupLines([
      span('Chỉ định', 50, 100, { bold: true }),
      span('Thận', 50, 120, { bold: true }),
      span('trọng', 74, 120),
    ]);
    expect(lines.map((l) => l.bold)).toEqual([true, false]);
  });

  it('splits cells at a vertical ruling even when the gap is narrow', () => {
    const rule: Segment = { orientation: 'vertical', bbox: [99.7, 80, 100.3, 140] };
    const lines = groupLines([span('> 50', 80, 100), span('300 mg', 102, 100)], [rule]);
    expect(lines.map((l) => l.text)).toEqual(['> 50', '300 mg']);
  });

  it('takes a doubled (fake-bold) overprint as one bold span', () => {
    const lines = groupLines([span('Chỉ định', 50, 100), span('Chỉ định', 50.3, 100)]);
    expect(lines.map((l) => [l.text, l.bold])).toEqual([['Chỉ định', true]]);
  });

  it('gives the line the union box, the main baseline and the size of most characters', () => {
    const [l] = groupLines([
      span('abc', 10, 100),
      span('def', 26, 100, { size: 12 }),
      span('x', 45, 100),
    ]);
    expect(l?.bbox).toEqual([10, 100 - 9.6, 50, 102.4]);
    expect(l?.font_size).toBe(10);
    expect(l?.baseline).toBe(100);
  });

  it('does not chain two lines of one column into a larger title beside them (sample book defect)', () => {
    const lines = groupLines([
      span('trung tâm trên 970 người bệnh', 305, 329.42, { size: 9 }),
      span('PARACETAMOL', 123, 337.16, { size: 11, bold: true }),
      span('bệnh hoàn toàn là 86,2%', 305, 340.42, { size: 9 }),
    ]);
    const right = lines.flatMap((l) =>
      l.spans.filter((s) => s.bbox[0] >= 300).map((s) => [s.text, l.text]),
    );
    expect(right).toEqual([
      ['trung tâm trên 970 người bệnh', 'trung tâm trên 970 người bệnh'],
      ['bệnh hoàn toàn là 86,2%', 'PARACETAMOL bệnh hoàn toàn là 86,2%'],
    ]);
  });

  it('never puts two spans that overlap in x on one line', () => {
    const lines = groupLines([span('dòng trên', 50, 100), span('dòng dưới', 52, 103)]);
    expect(lines.map((l) => l.text)).toEqual(['dòng trên', 'dòng dưới']);
  });

  it('does not take a smaller line stacked under a larger one for a subscript', () => {
    const lines = groupLines([
      span('TIÊU ĐỀ LỚN', 50, 100, { size: 14 }),
      span('chú thích nhỏ', 50, 108, { size: 8 }),
    ]);
    expect(lines.map((l) => l.text)).toEqual(['TIÊU ĐỀ LỚN', 'chú thích nhỏ']);
  });
});
