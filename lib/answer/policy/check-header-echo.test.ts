import { describe, expect, it } from 'vitest';
import { checkHeaderEcho } from './check-header-echo';
import { makeAttachment, makeChunk } from '@/lib/schema/testing/make-chunk';
import {
  ALL_CHUNKS,
  aciclovirPregnancy,
  ampDosing,
  ampRenal,
  ampRenalDescriptor,
} from './testing/fixtures';

/** A table whose header cells are ordinary words the prose also uses. */
const ageTable = makeAttachment({
  block_id: 'age-t1',
  header_row: ['Người lớn', 'Trẻ em', 'Liều'],
});
const agesProse = makeChunk({
  drug_id: 'abacavir',
  source_text: 'Người lớn và trẻ em: xem bảng liều theo cân nặng.',
  attachments: [ageTable],
});

describe('checkHeaderEcho', () => {
  it.each([
    ['ordinary prose', 'Liều sulbactam không vượt quá 4 g/ngày.', [ampDosing], ALL_CHUNKS, null],
    [
      'two header cells strung together',
      'Bảng gồm Nửa đời (giờ) và Liều ampicilin/sulbactam khuyến cáo.',
      [ampDosing],
      ALL_CHUNKS,
      'header_row_echo',
    ],
    [
      'one specific cell (3+ words) the cited prose lacks',
      'Độ thanh thải creatinin (ml/phút): 30 - 50.',
      [ampDosing],
      ALL_CHUNKS,
      'header_row_echo',
    ],
    [
      'the same cell, other case and spacing',
      'ĐỘ THANH  THẢI CREATININ (ML/PHÚT) là cột đầu.',
      [ampDosing],
      ALL_CHUNKS,
      'header_row_echo',
    ],
    [
      'one two-word cell the prose lacks is not an echo',
      'Liều cho trẻ em cần giảm.',
      [aciclovirPregnancy],
      [agesProse],
      null,
    ],
    [
      'the descriptor text pasted in',
      `Theo sách: ${ampRenalDescriptor.text}`,
      [ampRenal],
      ALL_CHUNKS,
      'header_row_echo',
    ],
    [
      'cells the cited prose says itself are prose',
      'Người lớn và trẻ em: xem bảng liều theo cân nặng.',
      [agesProse],
      [agesProse],
      null,
    ],
    [
      'the same cells citing other prose are an echo',
      'Người lớn và trẻ em dùng cùng liều.',
      [aciclovirPregnancy],
      [agesProse],
      'header_row_echo',
    ],
    [
      'a header of a chunk nobody retrieved is not checked',
      'Người lớn và trẻ em dùng cùng liều.',
      [aciclovirPregnancy],
      [aciclovirPregnancy],
      null,
    ],
  ])('%s', (_name, text, cited, retrieved, rule) => {
    expect(checkHeaderEcho(text, cited, retrieved)?.rule ?? null).toBe(rule);
  });

  it('names the block and the echoed cells', () => {
    const v = checkHeaderEcho(
      'Nửa đời (giờ); Liều ampicilin/sulbactam khuyến cáo',
      [ampDosing],
      ALL_CHUNKS,
    );
    expect(v?.reason).toContain('ampicilin_va_sulbactam-t1');
    expect(v?.reason).toContain('"nửa đời (giờ)"');
  });
});
