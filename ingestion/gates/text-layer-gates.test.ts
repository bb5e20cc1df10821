import { describe, expect, it } from 'vitest';
import type { Monograph } from '@/lib/schema/monograph';
import { checkChunkCharacters, findUnreadable } from './check-chunk-characters';
import { checkTextQuality } from './check-text-quality';
import { cleanGateInput, withChunk } from './testing-fixture';

describe('checkChunkCharacters', () => {
  it('passes clean chunks', () => {
    expect(checkChunkCharacters(cleanGateInput().chunks).count).toBe(0);
  });

  it.each([
    ['a Private Use Area letter', 'Trẻ em d\uf700i 6 tháng'],
    ['a combining mark', 'tu\u031bo\u031bng ứng'],
    ['U+FFFD', 'liều \ufffd mg'],
    ['a control character', 'liều \u0003 mg'],
    ['a ligature', 'pro\ufb02oxacin'],
    ['an eth for đ', '\u00f0iều trị'],
    ['an "oi" letter for ư', 'ng\u01a3ời lớn'],
  ])('counts %s in text', (_, text) => {
    const [chunk] = cleanGateInput().chunks;
    const result = checkChunkCharacters([withChunk(chunk!, { text })]);
    expect(result.count).toBe(1);
    expect(result.examples[0]).toMatch(/U\+[0-9A-F]{4}/);
  });

  it('counts a tone left as a spacing accent, naming the word', () => {
    const [chunk] = cleanGateInput().chunks;
    const result = checkChunkCharacters([withChunk(chunk!, { text: 'Ngươ`i lớn uống' })]);
    expect(result.count).toBe(1);
    expect(result.examples[0]).toMatch(/a tone written as a spacing accent in "Ngươ`i"/);
  });

  it('passes a prime after a digit', () => {
    const [chunk] = cleanGateInput().chunks;
    const text = 'Zidovudin (3´-azido-3´-deoxythymidin) 300 mg';
    expect(checkChunkCharacters([withChunk(chunk!, { text, source_text: text })]).count).toBe(0);
  });
});

describe('findUnreadable', () => {
  const UNREADABLE_REGEX =
    /[\ue000-\uf8ff\u{f0000}-\u{10fffd}\p{M}\ufffd\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufb00-\ufb06\u00d0\u00f0\u01a2\u01a3]/u;

  it.each([
    ['clean Vietnamese', 'Người lớn: uống 500 mg mỗi 8 giờ.\nTrẻ em\t1 000 mg', null],
    ['a Private Use Area letter', 'Trẻ em d\uf700i', 8],
    ['a combining mark after clean text', 'liều tu\u031bo', 7],
    ['an astral Private Use Area character', 'liều \u{f0041} mg', 5],
    ['an astral combining mark', 'a\u{1d167}b', 1],
    ['an astral letter (not unreadable)', 'x \u{1d400} y', null],
    ['a lone surrogate (not unreadable)', 'x \ud800 y', null],
    ['a control character', 'liều \u0003', 5],
    ['U+FFFD then a ligature', '\ufffd\ufb02', 0],
    ['empty', '', null],
  ])('%s: as the regex', (_, text, index) => {
    expect(findUnreadable(text)?.index ?? null).toBe(index);
    expect(findUnreadable(text)?.[0]).toBe(UNREADABLE_REGEX.exec(text)?.[0]);
  });
});

function monograph(sections: { text: string }[], unknown = 0): Monograph {
  return {
    unknown_headings: Array.from({ length: unknown }, (_, i) => ({
      text: `Mục ${i}`,
      physical_page: 3,
      kept_in_section: null,
    })),
    drug_id: 'thuoc',
    sections: sections.map((s, i) => ({ key: `k${i}`, heading_physical_page: 2, ...s })),
  } as unknown as Monograph;
}

const VIETNAMESE = 'Người lớn uống một viên mỗi ngày sau bữa ăn trong mười ngày liền, '.repeat(3);
const GLUED = 'Ngườilớnuốngmộtviên mỗingàysaubữaăn trongmườingàyliền '.repeat(8);

describe('checkTextQuality', () => {
  const gate = (results: ReturnType<typeof checkTextQuality>, name: string) =>
    results.find((r) => r.gate === name)!.count;

  it.each([
    ['24 monographs over 56 pages', 24, [0, 55], 0],
    ['1 monograph over 56 pages (titles lost)', 1, [0, 55], 6],
    ['680 monographs over 1,398 pages', 680, [98, 1495], 0],
  ] as const)('too_few_monographs_for_region: %s', (_, count, range, expected) => {
    const monographs = Array.from({ length: count }, () => monograph([{ text: VIETNAMESE }]));
    expect(gate(checkTextQuality(monographs, range), 'too_few_monographs_for_region')).toBe(
      expected,
    );
  });

  it('counts unknown headings only past a fifth of all headings', () => {
    const few = [monograph([{ text: VIETNAMESE }, { text: VIETNAMESE }], 0)];
    const many = [monograph([{ text: VIETNAMESE }], 4)];
    expect(gate(checkTextQuality(few, [0, 1]), 'too_many_unknown_headings')).toBe(0);
    const results = checkTextQuality(many, [0, 1]);
    expect(gate(results, 'too_many_unknown_headings')).toBe(3);
    expect(results.find((r) => r.gate === 'too_many_unknown_headings')!.examples).toEqual([
      '80.0% of the 5 headings are unknown, over the 20% ceiling, on page 4',
      'thuoc page 4: unknown heading "Mục 0"',
      'thuoc page 4: unknown heading "Mục 1"',
      'thuoc page 4: unknown heading "Mục 2"',
    ]);
  });

  it('counts sections whose text is mostly not valid syllables, with their share and floor', () => {
    const results = checkTextQuality([monograph([{ text: VIETNAMESE }, { text: GLUED }])], [0, 1]);
    expect(gate(results, 'section_text_not_vietnamese')).toBe(1);
    expect(results.find((r) => r.gate === 'section_text_not_vietnamese')!.examples).toEqual([
      'thuoc/k1: 0.0% of its 24 words are valid syllables or Latin words, under the 80% floor, on page 3',
    ]);
  });

  it('names the region and the limit when monographs are too few', () => {
    const results = checkTextQuality([monograph([{ text: VIETNAMESE }])], [0, 55]);
    expect(results.find((r) => r.gate === 'too_few_monographs_for_region')!.examples[0]).toBe(
      '1 monographs for the 56 pages of the monograph region (pages 1–56): at least 7 expected, at most 8 pages a monograph',
    );
  });
});
