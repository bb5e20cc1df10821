import { describe, expect, it } from 'vitest';
import type { ExtractedPage, Line } from '@/ingestion/extract/extract-types';
import { bodyFontSize } from './find-regions';

const line = (font_size: number, text: string) => ({ font_size, text }) as Line;
const page = (lines: Line[]) => ({ lines }) as ExtractedPage;

describe('bodyFontSize', () => {
  it.each<[string, ExtractedPage[], number]>([
    ['no lines: the default', [], 10],
    ['empty pages: the default', [page([])], 10],
    ['one size', [page([line(9.5, 'liều dùng')])], 9.5],
    [
      'weighted by length, not by line count',
      [page([line(14, 'A'), line(14, 'B'), line(14, 'C'), line(9, 'một dòng thân bài dài')])],
      9,
    ],
    [
      'the first size reaching half the weight, sizes met out of order across pages',
      [page([line(12, 'xxxx'), line(8, 'xx')]), page([line(10, 'xx'), line(8, 'xx')])],
      10,
    ],
    ['half exactly: the smaller size', [page([line(11, 'abcd'), line(10, 'efgh')])], 10],
  ])('%s', (_name, pages, expected) => {
    expect(bodyFontSize(pages)).toBe(expected);
  });
});
