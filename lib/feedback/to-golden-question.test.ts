import { describe, expect, it } from 'vitest';
import { parseGoldenSet } from '@/lib/schema/golden-question';
import type { FeedbackRow } from '@/lib/schema/feedback';
import { toGoldenQuestion } from './to-golden-question';

const row = (citations: FeedbackRow['citations']): FeedbackRow => ({
  id: 7,
  message_id: 'm',
  vote: 'down',
  question: 'Liều amoxicilin cho trẻ em?',
  answer: '…',
  citations,
  created_at: '2026-01-02T03:04:05.000Z',
  index_sha256: 'a'.repeat(64),
  book_sha256: 'b'.repeat(64),
  app_version: '0.1.0',
});

describe('toGoldenQuestion', () => {
  it.each<[string, FeedbackRow['citations'], object, string[]]>([
    [
      'a cited answer expects its first citation',
      [
        {
          marker: 1,
          chunk_id: 'amoxicilin__lieu_luong_va_cach_dung__000',
          drug_id: 'amoxicilin',
          drug_name: 'AMOXICILIN',
          section_key: 'lieu_luong_va_cach_dung',
          printed_page_range: [1, 1],
          source_page_range: [2, 2],
        },
      ],
      { drug_id: 'amoxicilin', section_key: 'lieu_luong_va_cach_dung' },
      ['from_feedback'],
    ],
    [
      'an uncited answer expects not-in-book',
      [],
      { not_in_book: true },
      ['from_feedback', 'not_in_book'],
    ],
  ])('%s', (_name, citations, expected, tags) => {
    const golden = toGoldenQuestion(row(citations));
    expect(golden).toEqual({
      id: 'feedback-7',
      question: 'Liều amoxicilin cho trẻ em?',
      expect: expected,
      tags,
    });
    // The export's lines are valid golden-set lines as `npm run eval` reads them.
    expect(parseGoldenSet(JSON.stringify(golden), 'export.jsonl')).toHaveLength(1);
  });
});
