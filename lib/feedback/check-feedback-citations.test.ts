import { describe, expect, it } from 'vitest';
import { makeChunk } from '@/lib/schema/testing/make-chunk';
import type { FeedbackCitation } from '@/lib/schema/feedback';
import { checkFeedbackCitations } from './check-feedback-citations';

const chunk = makeChunk({
  chunk_id: 'amoxicilin__lieu_luong_va_cach_dung__000',
  drug_id: 'amoxicilin',
  drug_name: 'AMOXICILIN',
  section_key: 'lieu_luong_va_cach_dung',
  printed_page_range: [120, 121],
  source_page_range: [130, 131],
  heading_physical_page: 130,
  source_text: 'Người lớn: 250 mg mỗi 8 giờ.',
});
const cited: FeedbackCitation = {
  marker: 1,
  chunk_id: chunk.chunk_id,
  drug_name: 'AMOXICILIN',
  section_key: 'lieu_luong_va_cach_dung',
  printed_page_range: [120, 121],
  source_page_range: [130, 131],
};

describe('checkFeedbackCitations', () => {
  it('accepts a citation of a served chunk and adds its drug_id', () => {
    expect(checkFeedbackCitations([cited], [chunk])).toEqual({
      ok: true,
      citations: [{ ...cited, drug_id: 'amoxicilin' }],
    });
  });

  it.each<[string, Partial<FeedbackCitation>]>([
    ['an unknown chunk', { chunk_id: 'x__y__000' }],
    ['another drug', { drug_name: 'CIPROFLOXACIN' }],
    ['another section', { section_key: 'chong_chi_dinh' }],
    ['other printed pages', { printed_page_range: [1, 1] }],
    ['other physical pages', { source_page_range: [130, 130] }],
  ])('refuses %s, naming its marker', (_name, patch) => {
    const bad = { ...cited, ...patch, marker: 2 };
    expect(checkFeedbackCitations([cited, bad], [chunk])).toEqual({ ok: false, marker: 2 });
  });
});
