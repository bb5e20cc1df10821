import { describe, expect, it } from 'vitest';
import type { Chunk } from '@/lib/schema/chunk';
import { makeBlock } from '../chunk/testing/make-section-input';
import { checkAttachmentBlockIds } from './check-attachment-block-ids';
import { checkAttachmentGeometry } from './check-attachment-geometry';
import { checkBlockReferences } from './check-block-references';
import { checkDescriptorAttachments } from './check-descriptor-attachments';
import { checkDescriptorCount } from './check-descriptor-count';
import { cleanGateInput, withChunk } from './testing-fixture';

const { chunks, sections, blocks } = cleanGateInput();
const prose = chunks.filter(
  (c) => c.chunk_kind === 'prose' && c.section_key === 'lieu_luong_va_cach_dung',
);
const descriptor = chunks.find((c) => c.chunk_kind === 'block_descriptor')!;
const attachment = descriptor.attachments[0]!;
const replaceChunk = (target: Chunk, patch: Partial<Chunk>) =>
  chunks.map((c) => (c === target ? withChunk(c, patch) : c));

describe('section_with_lifted_block_but_no_chunk_reference', () => {
  it.each<[string, Chunk[], number]>([
    ['clean', chunks, 0],
    // The ADR 0006 defect: complete-looking dosing prose, table absent, nothing marking it.
    [
      'one prose chunk without the attachment',
      replaceChunk(prose[1]!, { attachments: [], has_quarantined_content: false }),
      1,
    ],
    [
      'attachment present but the flag false',
      replaceChunk(prose[1]!, { has_quarantined_content: false }),
      1,
    ],
    [
      'the descriptor missing and prose stripped',
      chunks.filter((c) => c !== descriptor).map((c) => withChunk(c, { attachments: [] })),
      1,
    ],
  ])('%s', (_name, input, count) => {
    expect(checkBlockReferences(input, sections).count).toBe(count);
  });
});

describe('attachment_block_id_unknown', () => {
  it.each<[string, Chunk[], number]>([
    ['clean', chunks, 0],
    [
      'no such block',
      replaceChunk(descriptor, { attachments: [{ ...attachment, block_id: 'khong-co' }] }),
      1,
    ],
    ['block of another monograph', replaceChunk(descriptor, { drug_id: 'thuoc_khac' }), 1],
  ])('%s', (_name, input, count) => {
    expect(checkAttachmentBlockIds(input, blocks).count).toBe(count);
  });
});

describe('attachment_without_page_or_bbox', () => {
  it.each<[string, Partial<typeof attachment>, number]>([
    ['clean', {}, 0],
    ['page 0 is a page', { physical_page: 0 }, 0],
    ['zero-area bbox', { bbox: [0, 0, 0, 0] }, 1],
    ['no printed page', { printed_page: 0 }, 1],
    ['negative physical page', { physical_page: -1 }, 1],
  ])('%s', (_name, patch, count) => {
    const input = replaceChunk(descriptor, { attachments: [{ ...attachment, ...patch }] });
    expect(checkAttachmentGeometry(input).count).toBe(count);
  });
});

describe('descriptor_chunk_count == block_count', () => {
  it.each<[string, Chunk[], number, number]>([
    ['clean', chunks, 1, 0],
    ['descriptor missing', chunks.filter((c) => c !== descriptor), 1, 1],
    ['a block without a descriptor', chunks, 2, 1],
    ['two descriptors too many', [...chunks, descriptor, descriptor], 1, 2],
  ])('%s', (_name, input, blockCount, difference) => {
    const someBlocks = [...blocks, makeBlock('thuoc-mau-extra')].slice(0, blockCount);
    const result = checkDescriptorCount(input, someBlocks);
    expect(result.count).toBe(difference);
    expect(result.examples.length > 0).toBe(difference > 0);
  });
});

describe('descriptor_chunk_without_attachment', () => {
  it.each<[string, Chunk[], number]>([
    ['clean', chunks, 0],
    ['no attachment', replaceChunk(descriptor, { attachments: [] }), 1],
    ['two attachments', replaceChunk(descriptor, { attachments: [attachment, attachment] }), 1],
    ['flag false', replaceChunk(descriptor, { has_quarantined_content: false }), 1],
  ])('%s', (_name, input, count) => {
    expect(checkDescriptorAttachments(input).count).toBe(count);
  });
});
