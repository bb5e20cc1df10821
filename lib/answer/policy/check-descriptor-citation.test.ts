import { describe, expect, it } from 'vitest';
import { captionAttachment } from './caption-attachment';
import { checkDescriptorCitation } from './check-descriptor-citation';
import {
  ampDosing,
  ampFormulaDescriptor,
  ampRenal,
  ampRenalDescriptor,
  cockcroftGault,
  renalTable,
} from './testing/fixtures';

describe('checkDescriptorCitation', () => {
  it.each([
    ['prose only', 'Liều sulbactam không vượt quá 4 g/ngày.', [ampDosing], null],
    [
      'prose that lost a table (rule 3 judges it)',
      'Khoảng cách cần được kéo dài.',
      [ampRenal],
      null,
    ],
    [
      'a paraphrase of the descriptor',
      'Bảng cho liều theo độ thanh thải creatinin.',
      [ampRenalDescriptor],
      'descriptor_paraphrase',
    ],
    [
      'the descriptor text itself',
      ampRenalDescriptor.text,
      [ampRenalDescriptor],
      'descriptor_paraphrase',
    ],
    [
      'a descriptor cited beside prose',
      'Liều sulbactam không vượt quá 4 g/ngày.',
      [ampDosing, ampRenalDescriptor],
      'descriptor_paraphrase',
    ],
    [
      'a formula descriptor',
      'Clcr = 72 x creatinin huyết thanh.',
      [ampFormulaDescriptor],
      'descriptor_paraphrase',
    ],
    [
      "the policy's caption",
      captionAttachment(renalTable, ampRenalDescriptor, true),
      [ampRenalDescriptor],
      null,
    ],
    [
      "the policy's caption for the other block",
      captionAttachment(cockcroftGault, ampFormulaDescriptor, true),
      [ampRenalDescriptor],
      'descriptor_paraphrase',
    ],
  ])('%s', (_name, text, cited, rule) => {
    expect(checkDescriptorCitation(text, cited)?.rule ?? null).toBe(rule);
  });
});
