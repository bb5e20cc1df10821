import { describe, expect, it } from 'vitest';
import { parseGoldenSet } from './golden-question';

const line = (row: Record<string, unknown>) => JSON.stringify(row);
const ok = {
  id: 'amoxicilin-lieu-tre-em',
  question: 'liều amoxicilin cho trẻ em',
  expect: { drug_id: 'amoxicilin', section_key: 'lieu_luong_va_cach_dung' },
  tags: ['dosing'],
};

describe('parseGoldenSet', () => {
  it('reads the three kinds of expectation, history and evidence, skipping blank lines', () => {
    const text = [
      line({ ...ok, evidence: '25 - 50 mg/kg/ngày' }),
      '',
      line({
        id: 'pair',
        question: 'paracetamol có tương tác với warfarin không',
        expect: { drug_ids: ['paracetamol', 'warfarin'], section_key: 'tuong_tac_thuoc' },
        tags: ['interaction_pair'],
      }),
      line({
        id: 'nib',
        question: 'còn ceftriaxon thì sao?',
        history: [{ role: 'user', content: 'liều amoxicilin?' }],
        expect: { not_in_book: true },
        tags: ['not_in_book', 'follow_up'],
      }),
    ].join('\n');
    const questions = parseGoldenSet(text, 'g.jsonl');
    expect(questions.map((q) => q.id)).toEqual(['amoxicilin-lieu-tre-em', 'pair', 'nib']);
    expect(questions[2]?.history?.[0]?.role).toBe('user');
  });

  it('normalises the question to NFC', () => {
    const decomposed = 'lie\u0302\u0300u amoxicilin';
    const [q] = parseGoldenSet(line({ ...ok, question: decomposed }), 'g.jsonl');
    expect(q?.question).toBe('liều amoxicilin');
  });

  it.each([
    ['not JSON', '{"id":', /g\.jsonl:1: not JSON/],
    [
      'unknown section key',
      line({ ...ok, expect: { drug_id: 'x', section_key: 'lieu' } }),
      /expect/,
    ],
    [
      'pair outside the interaction section',
      line({ ...ok, expect: { drug_ids: ['a', 'b'], section_key: 'chong_chi_dinh' } }),
      /expect/,
    ],
    [
      'pair naming one drug twice',
      line({ ...ok, expect: { drug_ids: ['a', 'a'], section_key: 'tuong_tac_thuoc' } }),
      /two different drugs/,
    ],
    ['not_in_book false', line({ ...ok, expect: { not_in_book: false } }), /expect/],
    [
      'not-in-book question with evidence',
      line({ ...ok, expect: { not_in_book: true }, tags: ['not_in_book'], evidence: 'x' }),
      /evidence: a not-in-book question has no evidence/,
    ],
    [
      'not-in-book question without its tag',
      line({ ...ok, expect: { not_in_book: true } }),
      /tags: the tag "not_in_book"/,
    ],
    ['the tag on an in-book question', line({ ...ok, tags: ['not_in_book'] }), /tags: the tag/],
    ['no tags', line({ ...ok, tags: [] }), /tags/],
    ['empty question', line({ ...ok, question: '  ' }), /question/],
    ['unknown field', line({ ...ok, answer: '25 mg' }), /answer|Unrecognized/],
    ['empty history', line({ ...ok, history: [] }), /history/],
    ['bad id', line({ ...ok, id: 'Amoxicilin 1' }), /id is lower-case kebab-case/],
    [
      'duplicate id',
      [line(ok), line(ok)].join('\n'),
      /g\.jsonl:2: id "amoxicilin-lieu-tre-em" already used on line 1/,
    ],
  ])('rejects %s, naming file and line', (_name, text, message) => {
    expect(() => parseGoldenSet(text, 'g.jsonl')).toThrow(message);
  });
});
