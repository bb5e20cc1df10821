import { describe, expect, it } from 'vitest';
import { attachmentsToShow, carriesQuarantine } from './carries-quarantine';
import { makeAttachment, makeChunk } from '@/lib/schema/testing/make-chunk';
import { ampDosing, ampRenal, ampRenalDescriptor, renalTable } from './testing/fixtures';

const reconstructed = makeAttachment({ block_id: 'x-t2', quarantined: false });

describe('carriesQuarantine', () => {
  it.each([
    ['clean prose', ampDosing, false],
    ['prose that lost a table', ampRenal, true],
    ['a descriptor', ampRenalDescriptor, true],
    [
      'flag set, no attachments',
      makeChunk({ source_text: 'a', has_quarantined_content: true }),
      true,
    ],
    [
      'flag wrongly false, quarantined attachment',
      makeChunk({ source_text: 'a', attachments: [renalTable], has_quarantined_content: false }),
      true,
    ],
    [
      'only a reconstructed (unquarantined) attachment',
      makeChunk({ source_text: 'a', attachments: [reconstructed] }),
      false,
    ],
  ])('%s → %s', (_name, chunk, expected) => {
    expect(carriesQuarantine(chunk)).toBe(expected);
  });
});

describe('attachmentsToShow', () => {
  it('shows every attachment of a descriptor, and only quarantined ones of prose', () => {
    const mixed = makeChunk({ source_text: 'a', attachments: [renalTable, reconstructed] });
    expect(attachmentsToShow(mixed).map((a) => a.block_id)).toEqual([renalTable.block_id]);
    const descriptor = makeChunk({
      source_text: 'a',
      chunk_kind: 'block_descriptor',
      attachments: [reconstructed],
    });
    expect(attachmentsToShow(descriptor).map((a) => a.block_id)).toEqual(['x-t2']);
  });
});
