import type { AnswerResponse } from '@/lib/schema/answer';
import type { AnswerAttachment, Citation } from '@/lib/schema/citation';

/** Shapes for the unit tests of this folder (invented drug text, not from the book). */
export function makeCitation(overrides: Partial<Citation> = {}): Citation {
  return {
    marker: 1,
    chunk_id: 'amoxicilin__lieu_luong_va_cach_dung__000',
    drug_name: 'Amoxicilin',
    section_key: 'lieu_luong_va_cach_dung',
    section_display_name: 'Liều lượng và cách dùng',
    printed_page_range: [123, 123],
    source_page_range: [132, 132],
    regions: [{ physical_page: 132, bbox: [300, 100, 550, 180] }],
    quote: 'Người lớn: uống 500 mg mỗi 8 giờ.',
    ...overrides,
  };
}

export function makeAttachment(overrides: Partial<AnswerAttachment> = {}): AnswerAttachment {
  return {
    block_id: 'ciprofloxacin-lieu-bang-1',
    kind: 'table',
    shape: 'simple_table',
    printed_page: 204,
    physical_page: 213,
    bbox: [40, 300, 290, 420],
    regions: [{ physical_page: 213, bbox: [40, 300, 290, 420] }],
    crop_url: '/api/blocks/ciprofloxacin-lieu-bang-1/crop',
    drug_name: 'Ciprofloxacin',
    section_display_name: 'Liều lượng và cách dùng',
    ...overrides,
  };
}

export function makeAnswer(overrides: Partial<AnswerResponse> = {}): AnswerResponse {
  return {
    mode: 'extractive',
    answer: 'Người lớn: uống 500 mg mỗi 8 giờ [1].',
    citations: [makeCitation()],
    attachments: [],
    notices: [],
    ...overrides,
  };
}
