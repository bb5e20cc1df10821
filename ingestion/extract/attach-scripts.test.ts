import { describe, expect, it } from 'vitest';
import { findScripts, scriptKind, toScriptText } from './attach-scripts';
import type { Segment } from './extract-types';
import { groupLines } from './group-lines';
import { span } from './test-support/make-span';

/** A raised glyph at 58% of a 10 pt line, shifted 0.4 em up (past the 0.35 em row tolerance). */
const sup = (text: string, x: number, baseline: number) =>
  span(text, x, baseline - 4, { size: 5.8 });
/** A lowered glyph, 0.15 em down. */
const sub = (text: string, x: number, baseline: number) =>
  span(text, x, baseline + 1.5, { size: 5.8 });

describe('toScriptText', () => {
  it.each([
    ['2', 'super', '²'],
    ['9', 'super', '⁹'],
    ['-1', 'super', '⁻¹'],
    ['12', 'sub', '₁₂'],
    ['2', 'sub', '₂'],
    // No Unicode form for every character: the glyphs as they are, read after their base.
    ['cr', 'sub', 'cr'],
    ['*', 'super', '*'],
    ['a', 'super', 'a'],
    ['1/2', 'sub', '1/2'],
  ] as const)('%s (%s) → %s', (text, kind, want) => {
    expect(toScriptText(text, kind)).toBe(want);
  });
});

describe('groupLines with raised and lowered glyphs', () => {
  it.each([
    {
      name: 'a superscript at the end of a line stays on it (issue 14: "mg/m" + a stray "2")',
      spans: [
        span('Trẻ em: Uống 8 - 30 mg/kg/ngày', 50, 88),
        span('hoặc 300 - 900 mg/m', 50, 100),
        sup('2', 145, 100),
        span('diện tích bề mặt cơ thể/ngày.', 50, 112),
      ],
      expected: [
        'Trẻ em: Uống 8 - 30 mg/kg/ngày',
        'hoặc 300 - 900 mg/m²',
        'diện tích bề mặt cơ thể/ngày.',
      ],
    },
    {
      name: 'a superscript in the middle of a line, exponent of a count',
      spans: [
        span('dưới 1,5 × 10', 50, 100),
        sup('9', 115, 100),
        span('/l; ngừng thuốc', 118.5, 100),
      ],
      expected: ['dưới 1,5 × 10⁹/l; ngừng thuốc'],
    },
    {
      name: 'a footnote mark at the start of a line, before its word',
      spans: [
        span('dòng trước', 50, 88),
        sup('1', 50, 100),
        span('Liều tính theo diện tích cơ thể', 56, 100),
      ],
      expected: ['dòng trước', '¹ Liều tính theo diện tích cơ thể'],
    },
    {
      name: 'a footnote mark glued to the word it annotates',
      spans: [span('mg/ngày', 50, 100), sup('*', 85, 100), span('chia 2 lần', 92, 100)],
      expected: ['mg/ngày* chia 2 lần'],
    },
    {
      name: 'a subscript with a Unicode form',
      spans: [span('vitamin B', 50, 100), sub('12', 95, 100), span('và acid folic', 104, 100)],
      expected: ['vitamin B₁₂ và acid folic'],
    },
    {
      name: 'a subscript without one reads right after its base',
      spans: [span('Cl', 50, 100), sub('cr', 60, 100), span('dưới 30 ml/phút', 68, 100)],
      expected: ['Clcr dưới 30 ml/phút'],
    },
  ])('$name', ({ spans, expected }) => {
    expect(groupLines(spans).map((l) => l.text)).toEqual(expected);
  });

  it('a raised glyph level with a line of the other column still belongs to its own line', () => {
    // Row-first grouping put the "2" in the right column's row (same baseline, no overlap):
    // it then came out as a line of its own, read before its base.
    const lines = groupLines([
      span('Trẻ em:', 50, 88),
      span('Uống 300 - 900 mg/m', 50, 100),
      sup('2', 145, 100),
      span('cột phải dòng một', 320, 96),
      span('cột phải dòng hai', 320, 108),
    ]);
    expect(lines.map((l) => l.text)).toEqual([
      'Trẻ em:',
      'cột phải dòng một',
      'Uống 300 - 900 mg/m²',
      'cột phải dòng hai',
    ]);
  });

  it('keeps the line measured by its body text, not its script', () => {
    const [l] = groupLines([span('mg/m', 50, 100), sup('2', 70, 100)]);
    expect(l?.baseline).toBe(100);
    expect(l?.font_size).toBe(10);
  });
});

describe('scriptKind: what is not a script', () => {
  const base = span('300 mg', 50, 100);
  it.each([
    [
      'smaller text on the same baseline (a size change, not a shift)',
      span('x', 80.5, 100, { size: 6 }),
    ],
    ['a glyph as large as the base', span('2', 80.5, 96, { size: 10 })],
    ['a small glyph far to the right', span('2', 120, 96, { size: 6 })],
    ['a small line stacked under the base', span('chú thích', 50, 108, { size: 6 })],
    ['a glyph outside the base height', span('2', 80.5, 88, { size: 6 })],
    // A small numerator set high after "=" is a fraction's part, not an exponent (ADR 0006).
    ['a phrase set small and high', span('(140 - tuổi) × cân nặng', 80.5, 96, { size: 6 })],
    ['a long word set small and high', span('creatinin', 80.5, 96, { size: 6 })],
  ])('%s', (_name, script) => {
    expect(scriptKind(script, base)).toBeNull();
  });

  it('a small glyph in the next table cell, past a vertical ruling', () => {
    const ruling: Segment = { orientation: 'vertical', bbox: [81, 80, 81.5, 120] };
    const cell = span('5', 83, 96, { size: 6 });
    expect(scriptKind(cell, base)).toBe('super');
    expect(scriptKind(cell, base, [ruling])).toBeNull();
    expect(findScripts([base, cell], [ruling]).size).toBe(0);
  });
});
