import { describe, expect, it } from 'vitest';
import type { Chunk } from '@/lib/schema/chunk';
import { checkSectionReassembled } from './check-section-reassembled';
import { checkSourceTextUnique } from './check-source-text-unique';
import type { GateSection } from './gate-section';
import { cleanGateInput, withChunk } from './testing-fixture';

const { chunks, sections } = cleanGateInput();
const dosing = chunks.filter(
  (c) => c.chunk_kind === 'prose' && c.section_key === 'lieu_luong_va_cach_dung',
);
const others = chunks.filter((c) => !dosing.includes(c));

describe('chunk_source_text_not_unique', () => {
  const duplicated: GateSection[] = sections.map((s) =>
    s.section_key === 'chi_dinh' ? { ...s, text: `${s.text}\n${s.text}` } : s,
  );
  it.each<[string, Chunk[], readonly GateSection[], number]>([
    ['clean', chunks, sections, 0],
    ['source found twice in its section', chunks, duplicated, 1],
    [
      'source not in its section',
      [withChunk(dosing[0]!, { source_text: 'Uống 999 mg.' })],
      sections,
      1,
    ],
    ['section unknown', [withChunk(dosing[0]!, { drug_id: 'khac' })], sections, 1],
  ])('%s', (_name, input, gateSections, count) => {
    expect(checkSourceTextUnique(input, gateSections).count).toBe(count);
  });
});

/** `text` without its `n`th dose sentence (not in any overlap when n is past the first few). */
function dropSentence(text: string, n: number): string {
  const sentences = [
    ...text.matchAll(/Ngày thứ \d+ dùng \d+ mg\/kg, chia \d lần, uống sau ăn\. /g),
  ];
  const target = sentences[n];
  if (!target) throw new Error(`no sentence ${n}`);
  return text.slice(0, target.index) + text.slice(target.index + target[0].length);
}

describe('section_not_reassembled', () => {
  const replace = (index: number, chunk: Chunk) => dosing.map((c, i) => (i === index ? chunk : c));
  it.each<[string, Chunk[], number]>([
    ['clean', dosing, 0],
    [
      'a part dropped',
      dosing
        .filter((_, i) => i !== 1)
        .map((c, i, all) => withChunk(c, { part_index: i, part_count: all.length })),
      1,
    ],
    ['parts shuffled in index', replace(0, withChunk(dosing[0]!, { part_index: 1 })), 1],
    [
      'a sentence removed from a part',
      replace(1, withChunk(dosing[1]!, { source_text: dropSentence(dosing[1]!.source_text, 8) })),
      1,
    ],
    // Dropping a sentence that the previous part's overlap also holds loses nothing.
    [
      'the overlap sentence removed',
      replace(1, withChunk(dosing[1]!, { source_text: dropSentence(dosing[1]!.source_text, 0) })),
      0,
    ],
    [
      'context labels in text do not matter',
      replace(1, withChunk(dosing[1]!, { text: `Người lớn:\n${dosing[1]!.source_text}` })),
      0,
    ],
  ])('%s', (_name, dosingChunks, count) => {
    expect(checkSectionReassembled([...dosingChunks, ...others], sections).count).toBe(count);
  });

  it('fails a section with prose but no prose chunk', () => {
    const result = checkSectionReassembled(others, sections);
    expect(result.count).toBe(1);
    expect(result.examples[0]).toMatch(
      /thuoc_mau\/lieu_luong_va_cach_dung: section has prose but no prose chunk/,
    );
  });
});
