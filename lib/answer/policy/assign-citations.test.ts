import { describe, expect, it } from 'vitest';
import { citationSchema } from '@/lib/schema/citation';
import { assignCitations } from './assign-citations';
import {
  ALL_CHUNKS,
  ampDosing,
  ampRenal,
  clindamycinDosing,
  natriCloridDosing,
} from './testing/fixtures';
import { makeChunk } from '@/lib/schema/testing/make-chunk';

const retrieved = new Map(ALL_CHUNKS.map((c) => [c.chunk_id, c]));

describe('assignCitations', () => {
  it('numbers chunks 1..n in order of first use, sentences before captions', () => {
    const { sentences, captions, citations } = assignCitations(
      [
        { text: 'Uống 150 - 450 mg/lần.', cites: [clindamycinDosing.chunk_id] },
        {
          text: 'Liều sulbactam không vượt quá 4 g/ngày.',
          cites: [ampDosing.chunk_id, clindamycinDosing.chunk_id],
        },
        { text: 'Liều uống 1 - 2 g.', cites: [natriCloridDosing.chunk_id] },
      ],
      [{ text: 'caption', chunk_id: ampRenal.chunk_id, block_id: 'b', printed_pages: [205] }],
      retrieved,
    );
    expect(sentences.map((s) => s.markers)).toEqual([[1], [2, 1], [3]]);
    expect(captions.map((c) => c.markers)).toEqual([[4]]);
    expect(citations.map((c) => [c.marker, c.chunk_id])).toEqual([
      [1, clindamycinDosing.chunk_id],
      [2, ampDosing.chunk_id],
      [3, natriCloridDosing.chunk_id],
      [4, ampRenal.chunk_id],
    ]);
    for (const c of citations) expect(citationSchema.safeParse(c).success).toBe(true);
    expect(citations[3]!.quote).toBe('');
    expect(citations[0]!.printed_page_range).toEqual([405, 405]);
  });

  it('a caption reuses the marker of a chunk a sentence already cites', () => {
    const { captions, citations } = assignCitations(
      [
        {
          text: 'Khoảng cách giữa các lần dùng thuốc cần được kéo dài theo độ thanh thải creatinin.',
          cites: [ampRenal.chunk_id],
        },
      ],
      [{ text: 'caption', chunk_id: ampRenal.chunk_id, block_id: 'b', printed_pages: [205] }],
      retrieved,
    );
    expect(captions[0]!.markers).toEqual([1]);
    expect(citations).toHaveLength(1);
  });

  it('gives each citation the regions of its quoted sentence alone (issue 9)', () => {
    // Two lines of one column: the first sentence fills line 1, the second line 2.
    const first = 'Người lớn: Uống 500 mg/lần, ngày 2 lần.';
    const second = 'Trẻ em: hỏi ý kiến thầy thuốc trước khi dùng.';
    const chunk = makeChunk({
      drug_id: 'thuoc_mau',
      source_text: `${first} ${second}`,
      regions: [{ physical_page: 130, bbox: [56, 120, 290, 142] }],
      line_boxes: [
        ...[0, first.length, 0, 56, 120, 290, 130],
        ...[first.length + 1, first.length + 1 + second.length, 0, 56, 132, 290, 142],
      ],
    });
    const { citations } = assignCitations(
      [{ text: second, cites: [chunk.chunk_id] }],
      [],
      new Map([[chunk.chunk_id, chunk]]),
    );
    expect(citations[0]!.quote).toBe(second);
    expect(citations[0]!.quote_regions).toEqual([
      { physical_page: 130, bbox: [56, 132, 290, 142] },
    ]);
    expect(citationSchema.safeParse(citations[0]).success).toBe(true);
  });

  it('an unretrieved id is a programming error naming the file', () => {
    expect(() => assignCitations([{ text: 'x', cites: ['ghost'] }], [], retrieved)).toThrow(
      /assign-citations: chunk ghost is not retrieved/,
    );
  });
});
