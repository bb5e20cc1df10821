import { describe, expect, it } from 'vitest';
import { readQuestion } from '@/lib/question/read-question';
import { buildDrugLexicon } from '@/lib/retrieval/build-drug-lexicon';
import { FIXTURE_DRUGS } from '@/lib/retrieval/drug-lexicon.fixture';
import { makeChunk } from '@/lib/schema/testing/make-chunk';
import type { ChunkFilter, ChunkStore } from '@/lib/store/chunk-store';
import { findPassageLine, withPassageLine } from './find-passage-line';

const lexicon = buildDrugLexicon(FIXTURE_DRUGS);

/** DIGOXIN's pharmacology in two parts: the milk in the second, the placenta in the first. */
const chunks = [
  makeChunk({
    drug_id: 'digoxin',
    section_key: 'duoc_ly_va_co_che_tac_dung',
    part_index: 0,
    source_text: 'Digoxin làm tăng lực co cơ tim. Thuốc qua nhau thai.',
  }),
  makeChunk({
    drug_id: 'digoxin',
    section_key: 'duoc_ly_va_co_che_tac_dung',
    part_index: 1,
    source_text: 'Thải trừ chủ yếu qua thận. Nồng độ trong sữa mẹ xấp xỉ nồng độ huyết thanh.',
  }),
];
const store = {
  scrollChunks: (f: ChunkFilter) =>
    Promise.resolve(
      chunks.filter(
        (c) => f.drug_id?.includes(c.drug_id) && f.section_key?.includes(c.section_key),
      ),
    ),
} as unknown as ChunkStore;

const find = (q: string) => findPassageLine(readQuestion(q, [], lexicon), ['digoxin'], store);

describe('findPassageLine', () => {
  it.each<[string, string | null, boolean]>([
    [
      'Đang cho con bú, digoxin có vào sữa nhiều không?',
      'Nồng độ trong sữa mẹ xấp xỉ nồng độ huyết thanh.',
      true,
    ],
    ['Digoxin dùng cho phụ nữ có thai được không?', 'Thuốc qua nhau thai.', false],
    // no population section asked: none
    ['Liều digoxin cho người lớn?', null, false],
  ])('%s', async (q, text, second) => {
    const found = await find(q);
    expect(found?.line.text ?? null).toBe(text);
    if (found) expect(found.second).toBe(second);
  });
});

describe('withPassageLine', () => {
  const draft = {
    sentences: [
      { text: 'Digoxin bài tiết vào sữa mẹ.', cites: ['a'] },
      { text: 'Thận trọng khi dùng.', cites: ['a'] },
    ],
  };
  const line = { text: 'Nồng độ trong sữa mẹ thấp.', cites: ['b'] };

  it('goes second when an amount is asked, else last, and once', () => {
    const at = (second: boolean) =>
      withPassageLine(draft, { line, chunk: chunks[1]!, second, names: /sữa mẹ/u }).sentences.map(
        (s) => s.text,
      );
    expect(at(true)[1]).toBe(line.text);
    expect(at(false)[2]).toBe(line.text);
    const passage = { line, chunk: chunks[1]!, second: true, names: /sữa mẹ/u };
    const twice = withPassageLine({ sentences: [...draft.sentences, line] }, passage);
    expect(twice.sentences).toHaveLength(3);
    // a shown line that says the amount already: in words when none was asked, as a figure when
    // it was (DICLOFENAC: "rất ít" beside Dược lý's "100 nanogam/ml")
    const words = { text: 'Một lượng nhỏ thuốc vào sữa mẹ.', cites: ['a'] };
    const figure = { text: 'Nồng độ trong sữa mẹ khoảng 1% liều.', cites: ['a'] };
    const said = (s: typeof words, second: boolean) =>
      withPassageLine({ sentences: [s] }, { ...passage, second }).sentences.length;
    expect(said(words, false)).toBe(1);
    expect(said(words, true)).toBe(2);
    expect(said(figure, true)).toBe(1);
  });
});
