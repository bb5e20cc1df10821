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

  it('an unretrieved id is a programming error naming the file', () => {
    expect(() => assignCitations([{ text: 'x', cites: ['ghost'] }], [], retrieved)).toThrow(
      /assign-citations: chunk ghost is not retrieved/,
    );
  });
});
