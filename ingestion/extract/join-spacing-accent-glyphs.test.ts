import { describe, expect, it } from 'vitest';
import { joinSpacingAccentGlyphs } from './join-spacing-accent-glyphs';
import type { Glyph } from './read-glyphs';

/** 10 pt glyphs on one baseline: [text, x, advance] (points). */
function glyphs(row: [string, number, number][], y = 700): Glyph[] {
  return row.map(([text, x, advance], code) => ({
    text,
    fontId: 'f1',
    matrix: [10, 0, 0, -10, x, y],
    advance,
    code,
  }));
}

const texts = (gs: Glyph[]) => gs.map((g) => g.text);

describe('joinSpacingAccentGlyphs', () => {
  it.each([
    [
      'a zero-width grave after its letter joins it (Unicode order on a tie)',
      [
        ['ơ', 100, 5],
        ['`', 105, 0],
        ['i', 105, 3],
      ],
      ['ờ', '', 'i'],
    ],
    [
      'a spacing acute kerned back over the letter before joins it',
      [
        ['l', 100, 3],
        ['ơ', 103, 5],
        ['´', 104, 3],
        ['n', 108, 5],
      ],
      ['l', 'ớ', '', 'n'],
    ],
    [
      'an accent drawn first, over the letter after it, joins that letter',
      [
        ['u', 100, 5],
        ['´', 106, 3],
        ['a', 105, 5],
      ],
      ['u', '', 'á'],
    ],
    [
      'an accent that makes no letter with the nearer glyph tries the other',
      [
        ['n', 100, 5],
        ['`', 105, 0],
        ['a', 105, 5],
      ],
      ['n', '', 'à'],
    ],
    [
      'a prime set apart after a consonant stays text',
      [
        ['N', 100, 7],
        ['´', 107.2, 3],
        ['-', 110.2, 3],
      ],
      ['N', '´', '-'],
    ],
    [
      'an accent with a gap on both sides stays text',
      [
        ['a', 100, 5],
        [' ', 105, 3],
        ['`', 108, 3],
        [' ', 111, 3],
        ['b', 114, 5],
      ],
      ['a', ' ', '`', ' ', 'b'],
    ],
  ] as [string, [string, number, number][], string[]][])('%s', (_, row, out) => {
    const gs = glyphs(row);
    expect(joinSpacingAccentGlyphs(texts(gs), gs)).toEqual(out);
  });

  it('never joins a glyph on another line standing at the same x', () => {
    const gs = [...glyphs([['a', 100, 5]], 688), ...glyphs([['`', 101, 3]], 700)];
    expect(joinSpacingAccentGlyphs(texts(gs), gs)).toEqual(['a', '`']);
  });
});
