import { describe, expect, it } from 'vitest';
import { makeAttachment, makeCitation } from './testing/make-answer';
import {
  formatAttachmentCaption,
  formatCitationLabel,
  formatPrintedPages,
} from './format-citation-label';

describe('formatPrintedPages', () => {
  it.each<[[number, number], string]>([
    [[123, 123], 'tr. 123'],
    [[123, 124], 'tr. 123–124'],
    [[1, 1], 'tr. 1'],
  ])('%j → %s', (range, expected) => {
    expect(formatPrintedPages(range)).toBe(expected);
  });
});

describe('formatCitationLabel', () => {
  it.each([
    ['one page', makeCitation(), '[1] Amoxicilin · Liều lượng và cách dùng · tr. 123'],
    [
      'over a page break, marker 2',
      makeCitation({ marker: 2, printed_page_range: [204, 205] }),
      '[2] Amoxicilin · Liều lượng và cách dùng · tr. 204–205',
    ],
    [
      'uses the printed page, never the physical one',
      makeCitation({ printed_page_range: [7, 7], source_page_range: [30, 30] }),
      '[1] Amoxicilin · Liều lượng và cách dùng · tr. 7',
    ],
  ])('%s', (_name, citation, expected) => {
    expect(formatCitationLabel(citation)).toBe(expected);
  });
});

describe('formatAttachmentCaption', () => {
  it.each([
    ['table', makeAttachment(), 'Bảng — trang in 204'],
    [
      'formula',
      makeAttachment({ kind: 'formula', shape: 'formula_2d' }),
      'Công thức — trang in 204',
    ],
    [
      'table continued over the page',
      makeAttachment({ shape: 'cross_page_continuation' }),
      'Bảng — trang in 204 và trang sau',
    ],
  ])('%s', (_name, attachment, expected) => {
    expect(formatAttachmentCaption(attachment)).toBe(expected);
  });
});
