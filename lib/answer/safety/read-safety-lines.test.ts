import { describe, expect, it, vi } from 'vitest';
import { makeChunk } from '@/lib/schema/testing/make-chunk';
import type { AnswerDraft } from '@/lib/answer/policy/answer-draft';

vi.mock('server-only', () => ({}));
const { withSafetyFirst, withOneCaution, withOneInteraction, WITHHELD_DOSE, WITHHELD_DOSE_ASKED } =
  await import('./read-safety-lines');

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

  it('drops a fragment of the sentence a safety line quotes whole, from the same chunk only', () => {
    const whole = {
      text: 'Chống chỉ định, …: Suy thận nặng; trẻ nhỏ dưới 2 tháng tuổi.',
      cites: ['ci'],
      quote: 'Suy thận nặng; trẻ nhỏ dưới 2 tháng tuổi.',
      safety: 'x',
    };
    const fragment = { text: 'trẻ nhỏ dưới 2 tháng tuổi.', cites: ['ci'] };
    const elsewhere = { text: 'trẻ nhỏ dưới 2 tháng tuổi.', cites: [pregnancy.chunk_id] };
    const out = withSafetyFirst(
      { sentences: [fragment, elsewhere] },
      { sentences: [whole], chunks: [] },
    );
    expect(out.sentences).toEqual([whole, elsewhere]);
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
    [
      'a line of Tương tác thuốc is no "no": the caution stays beside it',
      [
        ['A.', 'caution_named'],
        ['B.', 'interaction_named'],
      ],
      ['A.', 'B.'],
    ],
  ])('%s', (_name, lines, want) => {
    expect(withOneCaution(lines.map(([s, r]) => line(s, r))).map((l) => l.sentence)).toEqual(want);
  });
});

describe('withOneInteraction', () => {
  const own = makeChunk({ drug_id: 'x', section_key: 'tuong_tac_thuoc', source_text: 'A. B.' });
  const other = makeChunk({ drug_id: 'y', section_key: 'tuong_tac_thuoc', source_text: 'C.' });
  it('keeps the asked drug’s first line of the pair, and every other rule’s line', () => {
    const lines = [
      { chunk: other, sentence: 'C.', rule: 'interaction_named' },
      { chunk: own, sentence: 'A.', rule: 'interaction_named' },
      { chunk: own, sentence: 'B.', rule: 'interaction_named' },
      { chunk: own, sentence: 'D.', rule: 'condition_named' },
    ];
    expect(withOneInteraction(lines, 'x', []).map((l) => l.sentence)).toEqual(['A.', 'D.']);
  });

  it('keeps a line naming the drug taken over an earlier one naming its class', () => {
    const lines = [
      {
        chunk: own,
        sentence: 'Thuốc lợi niệu giữ kali: tăng kali huyết.',
        rule: 'interaction_named',
      },
      { chunk: own, sentence: 'Furosemid: hạ huyết áp.', rule: 'interaction_named' },
    ];
    expect(withOneInteraction(lines, 'x', ['furosemid']).map((l) => l.sentence)).toEqual([
      'Furosemid: hạ huyết áp.',
    ]);
  });
});

const { readSafetyLines } = await import('./read-safety-lines');
const { readQuestion } = await import('@/lib/question/read-question');
const { buildDrugLexicon } = await import('@/lib/retrieval/build-drug-lexicon');
const { FIXTURE_DRUGS } = await import('@/lib/retrieval/drug-lexicon.fixture');

describe('readSafetyLines: whether the doses are withheld', () => {
  const lexicon = buildDrugLexicon(FIXTURE_DRUGS);
  const store = (text: string) =>
    ({
      scrollChunks: () =>
        Promise.resolve([
          makeChunk({ drug_id: 'digoxin', section_key: 'chong_chi_dinh', source_text: text }),
        ]),
    }) as never;
  const read = (q: string, text: string) =>
    readSafetyLines(readQuestion(q, [], lexicon), ['digoxin'], store(text));

  it.each<[string, string, string, 'dose' | 'can_use' | undefined]>([
    // a state a lab value puts the patient in withholds the dose asked (EF 18%: bệnh tim nặng)
    [
      'the state of a lab value',
      'BN suy tim EF 18%, digoxin liều bao nhiêu?',
      'Bệnh tim nặng hoặc loạn đông máu.',
      'dose',
    ],
    // a renal stage does not: the book prints the clearance band with its dose
    ['a renal stage', 'Clcr 20 ml/phút, digoxin liều bao nhiêu?', 'Suy thận nặng.', undefined],
    // the book lifting its contraindications for the patient never withholds (unseen batch 115)
    [
      'a lifted contraindication',
      'Sốc phản vệ, trụy tim mạch nặng, digoxin liều bao nhiêu?',
      'Bệnh tim mạch nặng. Đối với người đang cần điều trị cấp cứu sốc phản vệ, không có chống chỉ định tuyệt đối.',
      undefined,
    ],
  ])('%s', async (_, q, text, withholds) => {
    const lines = await read(q, text);
    expect(lines.sentences.length).toBeGreaterThan(0);
    expect(lines.withholdsDoses).toBe(withholds);
  });
});
