import { describe, expect, it } from 'vitest';
import { answerAttachmentSchema } from '@/lib/schema/citation';
import { collectAttachments } from './collect-attachments';
import { makeAttachment, makeChunk, makeDescriptorChunk } from '@/lib/schema/testing/make-chunk';
import {
  POLICY_OPTIONS,
  ampDosing,
  ampFormulaDescriptor,
  ampRenal,
  ampRenalDescriptor,
  cockcroftGault,
  renalTable,
} from './testing/fixtures';

describe('collectAttachments', () => {
  it.each([
    ['clean prose shows nothing', [ampDosing], [], 0],
    [
      'prose that lost two blocks shows both, in order',
      [ampRenal],
      [renalTable.block_id, cockcroftGault.block_id],
      2,
    ],
    ['a descriptor shows its block', [ampRenalDescriptor], [renalTable.block_id], 1],
    [
      'a block named twice is shown once',
      [ampRenalDescriptor, ampRenal, ampFormulaDescriptor],
      [renalTable.block_id, cockcroftGault.block_id],
      2,
    ],
    [
      'order of first citation decides',
      [ampFormulaDescriptor, ampRenal],
      [cockcroftGault.block_id, renalTable.block_id],
      2,
    ],
  ])('%s', (_name, cited, blockIds, quarantineNotices) => {
    const result = collectAttachments(cited, POLICY_OPTIONS);
    expect(result.attachments.map((a) => a.block_id)).toEqual(blockIds);
    expect(result.captions.map((c) => c.block_id)).toEqual(blockIds);
    expect(result.notices.filter((n) => n.code === 'quarantined_content')).toHaveLength(
      quarantineNotices,
    );
    for (const a of result.attachments)
      expect(answerAttachmentSchema.safeParse(a).success).toBe(true);
  });

  it('says several lifted tables of one page and section once, with their number', () => {
    const tables = [1, 2, 3].map((n) =>
      makeAttachment({ block_id: `aciclovir__t${n}`, printed_page: 218 }),
    );
    const other = makeAttachment({ block_id: 'aciclovir__t4', printed_page: 219 });
    const chunk = makeChunk({
      drug_id: 'aciclovir',
      source_text: 'Liều ở người suy thận như sau:',
      attachments: [...tables, other],
    });
    const crops = { cropUrl: (id: string) => `/api/blocks/${id}/crop` };
    const notices = collectAttachments([chunk], crops).notices.map((n) => n.message);
    expect(notices).toEqual([
      'ACICLOVIR — Liều lượng và cách dùng: có 3 bảng ở trang 218 không được chuyển thành chữ trong câu trả lời. Xem ảnh chụp từ sách; câu trả lời chưa đầy đủ nếu thiếu các bảng này.',
      'ACICLOVIR — Liều lượng và cách dùng: có một bảng ở trang 219 không được chuyển thành chữ trong câu trả lời. Xem ảnh chụp từ sách; câu trả lời chưa đầy đủ nếu thiếu bảng này.',
    ]);
  });

  it("uses the block's own printed page, even when it is after the prose", () => {
    const [caption] = collectAttachments([ampRenal], POLICY_OPTIONS).captions;
    expect(ampRenal.printed_page_range).toEqual([204, 204]);
    expect(caption?.printed_pages).toEqual([205]);
    expect(caption?.text).toContain('trang 205');
  });

  it('a reconstructed (unquarantined) descriptor block gets its crop but no quarantine notice', () => {
    const reconstructed = makeAttachment({ block_id: 'r-t1', quarantined: false });
    const descriptor = makeDescriptorChunk(ampDosing, reconstructed);
    const result = collectAttachments([descriptor], POLICY_OPTIONS);
    expect(result.attachments.map((a) => a.block_id)).toEqual(['r-t1']);
    expect(result.notices).toEqual([]);
  });

  it('takes crop URLs from a map or a function; an absent one is announced, listed, not attached', () => {
    const fromMap = collectAttachments([ampRenal], {
      cropUrl: new Map([[renalTable.block_id, '/c/t1.png']]),
    });
    expect(fromMap.attachments.map((a) => a.crop_url)).toEqual(['/c/t1.png']);
    expect(fromMap.missing_crops).toEqual([cockcroftGault.block_id]);
    expect(fromMap.captions).toHaveLength(2);
    expect(fromMap.notices).toHaveLength(2);
    const emptyUrl = collectAttachments([ampRenal], { cropUrl: () => '' });
    expect(emptyUrl.attachments).toEqual([]);
    expect(emptyUrl.missing_crops).toHaveLength(2);
  });

  it('a flagged chunk with no named block still yields a caption and a notice', () => {
    const flagged = makeChunk({
      source_text: 'a',
      has_quarantined_content: true,
      printed_page_range: [100, 100],
    });
    const result = collectAttachments([flagged], POLICY_OPTIONS);
    expect(result.captions).toEqual([
      expect.objectContaining({ block_id: null, printed_pages: [100] }),
    ]);
    expect(result.notices.map((n) => n.code)).toEqual(['quarantined_content']);
  });
});
