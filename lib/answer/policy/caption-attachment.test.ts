import { describe, expect, it } from 'vitest';
import {
  captionAttachment,
  captionUnlocatedBlock,
  describeQuarantine,
  describeUnlocatedBlock,
  isPolicyCaption,
} from './caption-attachment';
import { makeAttachment, makeChunk } from '@/lib/schema/testing/make-chunk';
import {
  ampDosing,
  ampRenal,
  ampRenalDescriptor,
  cockcroftGault,
  renalTable,
} from './testing/fixtures';

describe('captionAttachment', () => {
  it.each([
    [
      renalTable,
      true,
      'Bảng ở trang 205 (AMPICILIN VÀ SULBACTAM — Liều lượng và cách dùng): xem ảnh chụp từ sách.',
    ],
    [
      cockcroftGault,
      true,
      'Công thức ở trang 205 (AMPICILIN VÀ SULBACTAM — Liều lượng và cách dùng): xem ảnh chụp từ sách.',
    ],
    [
      renalTable,
      false,
      'Bảng ở trang 205 (AMPICILIN VÀ SULBACTAM — Liều lượng và cách dùng): hãy mở sách ở trang này để xem.',
    ],
    [
      makeAttachment({ block_id: 'c1', shape: 'cross_page_continuation', printed_page: 398 }),
      true,
      'Bảng ở trang 398 và trang sau (AMPICILIN VÀ SULBACTAM — Liều lượng và cách dùng): xem ảnh chụp từ sách.',
    ],
  ])('%#', (attachment, hasCrop, expected) => {
    expect(captionAttachment(attachment, ampRenal, hasCrop)).toBe(expected);
  });

  it('never carries a header cell', () => {
    const caption = captionAttachment(renalTable, ampRenalDescriptor, true);
    for (const cell of renalTable.header_row) expect(caption).not.toContain(cell);
  });
});

describe('describeQuarantine', () => {
  it('names the block page, the way to read it and that the answer is incomplete', () => {
    const { code, message } = describeQuarantine(renalTable, ampRenal, true);
    expect(code).toBe('quarantined_content');
    expect(message).toBe(
      'AMPICILIN VÀ SULBACTAM — Liều lượng và cách dùng: có một bảng ở trang 205 không được chuyển thành chữ trong câu trả lời. Xem ảnh chụp từ sách; câu trả lời chưa đầy đủ nếu thiếu bảng này.',
    );
    expect(describeQuarantine(cockcroftGault, ampRenal, false).message).toContain(
      'công thức ở trang 205 không được chuyển thành chữ trong câu trả lời. Hãy mở sách ở trang 205',
    );
  });

  it('falls back to the chunk pages when no block is named', () => {
    const chunk = makeChunk({
      source_text: 'a',
      has_quarantined_content: true,
      printed_page_range: [464, 465],
    });
    expect(describeUnlocatedBlock(chunk).message).toContain('trang 464–465');
    expect(captionUnlocatedBlock(chunk)).toContain('trang 464–465');
  });
});

describe('isPolicyCaption', () => {
  const caption = captionAttachment(renalTable, ampRenalDescriptor, true);
  it.each([
    ['the exact caption of a cited descriptor', caption, [ampRenalDescriptor], true],
    [
      'the same caption in other case and spacing',
      `  ${caption.toUpperCase()} `,
      [ampRenalDescriptor],
      true,
    ],
    [
      'the no-crop variant',
      captionAttachment(renalTable, ampRenalDescriptor, false),
      [ampRenalDescriptor],
      true,
    ],
    [
      'a caption with a dose added',
      caption.replace('xem ảnh', '500 mg, xem ảnh'),
      [ampRenalDescriptor],
      false,
    ],
    ['the caption for a block the cited chunk does not carry', caption, [ampDosing], false],
    ['a paraphrase', 'Xem bảng liều trang 205.', [ampRenalDescriptor], false],
  ])('%s → %s', (_name, text, cited, expected) => {
    expect(isPolicyCaption(text, cited)).toBe(expected);
  });
});
