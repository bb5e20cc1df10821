import { describe, expect, it, vi } from 'vitest';
import { makeChunk } from '@/lib/schema/testing/make-chunk';
import type { AnswerDraft } from '@/lib/answer/policy/answer-draft';

vi.mock('server-only', () => ({}));
const { withSafetyFirst, withOneCaution, WITHHELD_DOSE, WITHHELD_DOSE_ASKED } = await import(
  './read-safety-lines'
);

const dose = makeChunk({
  drug_id: 'x',
  section_key: 'lieu_luong_va_cach_dung',
  source_text: 'Dự phòng: 40 mg, ngày 1 lần. Clcr < 10 ml/phút: Tránh sử dụng.',
});
const pregnancy = makeChunk({
  drug_id: 'x',
  section_key: 'thoi_ky_mang_thai',
  source_text: 'Nghiên cứu trên động vật với liều gấp 2 lần liều dùng cho người.',
});
const ci = { text: 'Chống chỉ định, …: Chảy máu.', cites: ['ci'], quote: 'Chảy máu.', safety: 'x' };
const draft: AnswerDraft = {
  sentences: [
    { text: 'Dự phòng: 40 mg, ngày 1 lần [1].', cites: [dose.chunk_id] },
    { text: 'Clcr < 10 ml/phút: Tránh sử dụng [1].', cites: [dose.chunk_id] },
    {
      text: 'Nghiên cứu trên động vật với liều gấp 2 lần liều dùng cho người.',
      cites: [pregnancy.chunk_id],
    },
  ],
};

describe('withSafetyFirst', () => {
  it('leads with the safety lines and keeps the doses when the question asks a dose', () => {
    const out = withSafetyFirst(draft, { sentences: [ci], chunks: [] }, [dose, pregnancy]);
    expect(out.sentences.map((s) => s.text)).toEqual([
      ci.text,
      ...draft.sentences.map((s) => s.text),
    ]);
  });

  it('withholds the dose lines of a contraindicated can-use question, and says so last', () => {
    const out = withSafetyFirst(draft, { sentences: [ci], chunks: [], withholdsDoses: 'can_use' }, [
      dose,
      pregnancy,
    ]);
    expect(out.sentences.map((s) => s.text)).toEqual([
      ci.text,
      // a dose line that itself says no stays, and so does a number outside Liều lượng
      'Clcr < 10 ml/phút: Tránh sử dụng [1].',
      'Nghiên cứu trên động vật với liều gấp 2 lần liều dùng cho người.',
      WITHHELD_DOSE,
    ]);
    expect(out.sentences.at(-1)).toMatchObject({ gap: 'withheld_dose', cites: [dose.chunk_id] });
  });

  it('says the dose is withheld in the words of a dose question when one was asked', () => {
    const out = withSafetyFirst(draft, { sentences: [ci], chunks: [], withholdsDoses: 'dose' }, [
      dose,
      pregnancy,
    ]);
    expect(out.sentences.at(-1)).toMatchObject({
      text: WITHHELD_DOSE_ASKED,
      gap: 'withheld_dose',
      cites: [dose.chunk_id],
    });
  });
});

describe('withOneCaution', () => {
  const chunk = makeChunk({ drug_id: 'x', section_key: 'than_trong', source_text: 'A. B.' });
  const line = (sentence: string, rule: string) => ({ chunk, sentence, rule });
  it.each<[string, [string, string][], string[]]>([
    [
      'one caution alone leads',
      [
        ['A.', 'caution_named'],
        ['B.', 'caution_named'],
      ],
      ['A.'],
    ],
    [
      'a contraindication that holds leaves the cautions out',
      [
        ['A.', 'condition_named'],
        ['B.', 'caution_named'],
      ],
      ['A.'],
    ],
    ['no caution: unchanged', [['A.', 'band_holds_value']], ['A.']],
  ])('%s', (_name, lines, want) => {
    expect(withOneCaution(lines.map(([s, r]) => line(s, r))).map((l) => l.sentence)).toEqual(want);
  });
});
