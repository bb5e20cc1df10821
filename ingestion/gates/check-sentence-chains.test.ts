import { describe, expect, it } from 'vitest';
import type { Chunk } from '@/lib/schema/chunk';
import { checkSentenceChains } from './check-sentence-chains';
import { cleanGateInput, withChunk } from './testing-fixture';

const { chunks, sections } = cleanGateInput();
const prose = chunks.filter(
  (c) => c.chunk_kind === 'prose' && c.section_key === 'lieu_luong_va_cach_dung',
);
const second = prose[1]!;
const stored = second.sentences!;

describe('sentence_chain_not_section_reading', () => {
  it('the fixture has a continuation part to check', () => {
    expect(prose.length).toBeGreaterThan(1);
    expect(stored.length).toBeGreaterThan(0);
  });

  it.each<[string, Chunk[], number]>([
    ['clean chunker output', chunks, 0],
    ['a prose chunk with no sentences stored', [withChunk(second, { sentences: undefined })], 1],
    [
      'a sentence stored under a chain the section does not read (a part read alone)',
      [
        withChunk(second, {
          sentences: stored.map((s, i) => (i === 0 ? { ...s, labels: ['Trẻ em'] } : s)),
        }),
      ],
      1,
    ],
    ['a sentence left out', [withChunk(second, { sentences: stored.slice(1) })], 1],
  ])('%s', (_name, input, count) => {
    expect(checkSentenceChains(input, sections).count).toBe(count);
  });
});
