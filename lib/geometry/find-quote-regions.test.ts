import { describe, expect, it } from 'vitest';
import type { BBox, PageRegion } from '@/lib/schema/geometry';
import { encodeLineBox } from '@/lib/schema/line-boxes';
import { findQuoteRegions, type QuotedChunk } from './find-quote-regions';

/**
 * A chunk of six printed lines: two in the left column of page 40, two in its right column,
 * two at the top of page 41. Every line is 20 characters drawn 200 pt wide (10 pt a character).
 */
const LINES: { text: string; region: number; bbox: BBox }[] = [
  { text: 'Aaaa aaaa aaaa. Bbbb', region: 0, bbox: [40, 100, 240, 110] },
  { text: 'bbbb bbbb. Cccc cccc', region: 0, bbox: [40, 112, 240, 122] },
  { text: 'cccc cccc cccc cccc.', region: 1, bbox: [305, 60, 505, 70] },
  { text: 'Dddd dddd dddd dddd.', region: 1, bbox: [305, 72, 505, 82] },
  { text: 'Eeee eeee eeee eeee', region: 2, bbox: [40, 60, 240, 70] },
  { text: 'eeee. Ffff ffff fff.', region: 2, bbox: [40, 72, 240, 82] },
];
const REGIONS: PageRegion[] = [
  { physical_page: 40, bbox: [40, 100, 240, 122] },
  { physical_page: 40, bbox: [305, 60, 505, 82] },
  { physical_page: 41, bbox: [40, 60, 240, 82] },
];

function makeChunk(): QuotedChunk {
  let source = '';
  const flat: number[] = [];
  LINES.forEach((line, i) => {
    if (i > 0) source += i === 3 ? '\n' : ' ';
    flat.push(
      ...encodeLineBox(source.length, source.length + line.text.length, line.region, line.bbox),
    );
    source += line.text;
  });
  return { source_text: source, regions: REGIONS, line_boxes: flat };
}

const chunk = makeChunk();

describe('findQuoteRegions', () => {
  it.each<[string, string, PageRegion[]]>([
    [
      'a sentence inside one line: narrowed to its characters, one character of air each side',
      'Aaaa aaaa aaaa.',
      [{ physical_page: 40, bbox: [40, 100, 200, 110] }],
    ],
    [
      'a sentence over two lines of one column: one region, the union of the lines',
      'Bbbb bbbb bbbb.',
      [{ physical_page: 40, bbox: [40, 100, 240, 122] }],
    ],
    [
      'across the column break: one region per column',
      'Cccc cccc cccc cccc cccc cccc.',
      [
        { physical_page: 40, bbox: [140, 112, 240, 122] },
        { physical_page: 40, bbox: [305, 60, 505, 70] },
      ],
    ],
    [
      'across the page break: one region per page',
      'Dddd dddd dddd dddd. Eeee eeee eeee eeee eeee.',
      [
        { physical_page: 40, bbox: [305, 72, 505, 82] },
        { physical_page: 41, bbox: [40, 60, 240, 82] },
      ],
    ],
    [
      'whitespace differs (a newline where the quote has a space, a space the source lacks)',
      'cccc cccc cccc cccc. Dddd   dd dd dddd dddd.',
      [{ physical_page: 40, bbox: [305, 60, 505, 82] }],
    ],
    [
      'two sentences from different places: located one by one',
      'Aaaa aaaa aaaa. Ffff ffff fff.',
      [
        { physical_page: 40, bbox: [40, 100, 200, 110] },
        { physical_page: 41, bbox: [90, 72, 240, 82] },
      ],
    ],
    ['not in the chunk: nothing, never a guess', 'Gggg gggg.', []],
    ['an empty quote', '  ', []],
  ])('%s', (_name, quote, expected) => {
    expect(findQuoteRegions(chunk, quote)).toEqual(expected);
  });

  it('returns nothing for a chunk without line boxes (a descriptor, or an older index)', () => {
    expect(findQuoteRegions({ ...chunk, line_boxes: undefined }, 'Aaaa aaaa aaaa.')).toEqual([]);
  });

  it('finds a quote over a line-end hyphen, joined with no space, on both lines', () => {
    // Issue 40: "NDC-" / "Metformin 500" is one word in the section text, lines back to back.
    const first = 'Viên nén NDC-';
    const second = 'Metformin 500 mg.';
    const hyphenated: QuotedChunk = {
      source_text: first + second,
      regions: [REGIONS[0]!],
      line_boxes: [
        ...encodeLineBox(0, first.length, 0, [40, 100, 170, 110]),
        ...encodeLineBox(first.length, first.length + second.length, 0, [40, 112, 210, 122]),
      ],
    };
    expect(findQuoteRegions(hyphenated, 'Viên nén NDC-Metformin 500 mg.')).toEqual([
      { physical_page: 40, bbox: [40, 100, 210, 122] },
    ]);
    expect(findQuoteRegions(hyphenated, 'Metformin 500 mg.')).toEqual([
      { physical_page: 40, bbox: [40, 112, 210, 122] },
    ]);
  });

  it('never draws a line the quote does not reach', () => {
    const regions = findQuoteRegions(chunk, 'Dddd dddd dddd dddd.');
    expect(regions).toEqual([{ physical_page: 40, bbox: [305, 72, 505, 82] }]);
  });
});
