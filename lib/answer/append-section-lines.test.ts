import { describe, expect, it } from 'vitest';
import { makeChunk } from '@/lib/schema/testing/make-chunk';
import type { AnswerDraft } from '@/lib/answer/policy/answer-draft';
import { appendSectionLines } from './append-section-lines';

const dose = makeChunk({
  drug_id: 'cotrimoxazol',
  section_key: 'lieu_luong_va_cach_dung',
  source_text: 'Người lớn: 160 mg trimethoprim/lần, cách 12 giờ.',
});
const caution = makeChunk({
  drug_id: 'cotrimoxazol',
  section_key: 'than_trong',
  source_text: 'Người bệnh cao tuổi dễ thiếu acid folic.',
});
const chunks = new Map([dose, caution].map((c) => [c.chunk_id, c]));
const line = (text: string, chunk = dose, extra = {}) => ({
  text,
  cites: [chunk.chunk_id],
  ...extra,
});

const CASES: [string, AnswerDraft, AnswerDraft, string[], string | undefined][] = [
  [
    'the other section follows, the lead names both sections',
    { lead: 'x', sentences: [line('Người lớn: 160 mg/lần.')] },
    { lead: 'y', sentences: [line('Người bệnh cao tuổi dễ thiếu acid folic.', caution)] },
    ['Người lớn: 160 mg/lần.', 'Người bệnh cao tuổi dễ thiếu acid folic.'],
    'Theo Dược thư Quốc gia Việt Nam, Liều lượng và cách dùng, Thận trọng của COTRIMOXAZOL:',
  ],
  [
    'a line already shown and a gap line are not added; two lines at most',
    { lead: 'x', sentences: [line('A.')] },
    {
      lead: 'y',
      sentences: [
        line('A.', caution),
        line('Không nêu.', caution, { gap: 'effect' }),
        line('B.', caution),
        line('C.', caution),
        line('D.', caution),
      ],
    },
    ['A.', 'B.', 'C.'],
    'Theo Dược thư Quốc gia Việt Nam, Liều lượng và cách dùng, Thận trọng của COTRIMOXAZOL:',
  ],
  [
    'cites no chunk it knows: the lead is kept',
    { lead: 'x', sentences: [{ text: 'A.', cites: ['nope'] }] },
    { lead: 'y', sentences: [] },
    ['A.'],
    'x',
  ],
];

describe('appendSectionLines', () => {
  it.each(CASES)('%s', (_name, draft, other, texts, lead) => {
    const out = appendSectionLines(draft, other, chunks);
    expect(out.sentences.map((s) => s.text)).toEqual(texts);
    expect(out.lead).toBe(lead);
  });
});
