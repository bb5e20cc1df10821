import { describe, expect, it } from 'vitest';
import { runGates } from './run-gates';
import { cleanGateInput, withChunk } from './testing-fixture';

describe('runGates', () => {
  it('passes clean chunker output, every gate at 0', () => {
    const input = cleanGateInput();
    expect(input.chunks.filter((c) => c.chunk_kind === 'prose').length).toBeGreaterThan(2);
    const report = runGates(input);
    expect(report.results.map((r) => r.gate)).toEqual([
      'chunk_over_token_ceiling',
      'chunk_ends_on_label',
      'chunk_source_text_not_unique',
      'sentence_chain_not_section_reading',
      'section_not_reassembled',
      'required_field_missing',
      'boilerplate_in_chunk_text',
      'section_with_lifted_block_but_no_chunk_reference',
      'attachment_block_id_unknown',
      'attachment_without_page_or_bbox',
      'block_text_leaked_into_chunk_text',
      'descriptor_chunk_count_ne_block_count',
      'descriptor_chunk_without_attachment',
      'printed_page_missing',
      'unreadable_characters_in_chunk',
    ]);
    expect(report.results.filter((r) => r.count > 0)).toEqual([]);
    expect(report.passed).toBe(true);
  });

  it('fails when any one gate fails', () => {
    const input = cleanGateInput();
    const chunks = input.chunks.map((c, i) =>
      i === 0 ? withChunk(c, { text: `${c.text} DTQGVN 2` }) : c,
    );
    const report = runGates({ ...input, chunks });
    expect(report.passed).toBe(false);
    expect(report.results.filter((r) => r.count > 0).map((r) => r.gate)).toEqual([
      'boilerplate_in_chunk_text',
    ]);
  });
});
