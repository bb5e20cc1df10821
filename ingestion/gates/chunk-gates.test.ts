import { describe, expect, it } from 'vitest';
import type { Chunk } from '@/lib/schema/chunk';
import { checkBoilerplate } from './check-boilerplate';
import { checkChunkEndsOnLabel } from './check-chunk-ends-on-label';
import { checkChunkTokenCeiling } from './check-chunk-token-ceiling';
import { checkPrintedPages } from './check-printed-pages';
import { checkRequiredFields } from './check-required-fields';
import { cleanGateInput, withChunk } from './testing-fixture';

const { chunks, runningHeaders } = cleanGateInput();
const prose = chunks.filter(
  (c) => c.chunk_kind === 'prose' && c.section_key === 'lieu_luong_va_cach_dung',
);
const first = prose[0]!;
const last = prose[prose.length - 1]!;
const indication = chunks.find((c) => c.section_key === 'chi_dinh')!;

describe('chunk_over_token_ceiling', () => {
  it.each<[string, Chunk[], number]>([
    ['clean', chunks, 0],
    [
      'recounts the text instead of trusting est_tokens',
      [withChunk(first, { text: first.text.repeat(2), est_tokens: 10 })],
      1,
    ],
    [
      'an oversized chunk still counts',
      [withChunk(first, { text: first.text.repeat(2), oversized: true })],
      1,
    ],
  ])('%s', (_name, input, count) => {
    expect(checkChunkTokenCeiling(input).count).toBe(count);
  });
});

describe('chunk_ends_on_label', () => {
  const endOn = (chunk: Chunk, tail: string) =>
    withChunk(chunk, { source_text: `${chunk.source_text}\n${tail}` });
  it.each<[string, Chunk[], number]>([
    ['clean', chunks, 0],
    ['a part ending on a population label', [endOn(first, 'Người lớn:')], 1],
    [
      'a compound atom ending on a step label',
      [withChunk(first, { source_text: 'Tăng lên 7,5 mg (tối đa 15 mg) Bước 5:' })],
      1,
    ],
    [
      'an intro sentence is not a label',
      [
        endOn(
          first,
          'Điều chỉnh liều ở người bệnh suy thận nặng, vừa và nhẹ, kể cả người lọc máu chu kỳ như sau:',
        ),
      ],
      0,
    ],
    [
      'a label followed by trailing whitespace',
      [withChunk(first, { source_text: 'Uống 500 mg mỗi ngày.\nNgười lớn:\n \u00a0' })],
      1,
    ],
    [
      'a colon before the last sentence only',
      [withChunk(first, { source_text: 'Người lớn:\nUống 500 mg mỗi ngày' })],
      0,
    ],
    ['the last part of a section with a lifted block is exempt', [endOn(last, 'Suy thận:')], 0],
    ['the last part of a section without blocks is not', [endOn(indication, 'Trẻ em:')], 1],
  ])('%s', (_name, input, count) => {
    expect(checkChunkEndsOnLabel(input).count).toBe(count);
  });
});

describe('required_field_missing', () => {
  it.each<[string, Partial<Chunk> | Record<string, unknown>, number]>([
    ['clean', {}, 0],
    ['physical page 0 is present', { heading_physical_page: 0, source_page_range: [0, 0] }, 0],
    ['empty text', { text: '' }, 1],
    ['no printed range', { printed_page_range: undefined }, 1],
    ['null chunk kind', { chunk_kind: null }, 1],
  ])('%s', (_name, patch, count) => {
    const result = checkRequiredFields([withChunk(first, patch as Partial<Chunk>)]);
    expect(result.count).toBe(count);
    if (count > 0) expect(result.examples[0]).toMatch(/missing/);
  });
});

describe('boilerplate_in_chunk_text', () => {
  it.each<[string, Partial<Chunk>, number]>([
    ['clean', {}, 0],
    [
      'the book mark mid-sentence',
      { text: 'Khoảng 2% thải trừ DTQGVN 2 Thuốc mẫu 115 qua phân.' },
      1,
    ],
    [
      'a running-header line in source_text, wrapped differently',
      { source_text: 'Uống 5 mg.\n105  Thuốc mẫu\nDTQGVN 2' },
      1,
    ],
    ['the drug name alone is not boilerplate', { text: 'Thuốc mẫu 105 mg mỗi ngày.' }, 0],
    ['the book mark broken by a tab and a newline', { text: 'thải trừ DTQGVN\t\n 2 qua phân.' }, 1],
    ['the mark split by a space is another text', { text: 'DTQG VN 2 không phải tiêu đề.' }, 0],
  ])('%s', (_name, patch, count) => {
    expect(checkBoilerplate([withChunk(first, patch)], runningHeaders).count).toBe(count);
  });
});

describe('printed_page_missing', () => {
  it.each<[string, Partial<Chunk>, [number, number] | null, number]>([
    ['clean', {}, null, 0],
    ['unread folio', { printed_page_range: [0, 0] }, null, 1],
    ['unread folio inside the monograph range', { printed_page_range: [0, 0] }, [100, 200], 1],
    ['unread folio outside the monograph range', { printed_page_range: [0, 0] }, [300, 400], 0],
  ])('%s', (_name, patch, range, count) => {
    expect(checkPrintedPages([withChunk(first, patch)], range).count).toBe(count);
  });
});
