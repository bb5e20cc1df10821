import { describe, expect, it } from 'vitest';
import { LOCKED_PASSAGE_SHOWN } from '@/lib/answer/extractive/draft-extractive-answer';
import type { AnswerResponse } from '@/lib/schema/answer';
import type { Citation } from '@/lib/schema/citation';
import type { AnswerGoldenQuestion } from './answer-golden-question';
import { answerThresholdFailures, scoreAnswer, summarizeAnswerScores } from './score-answer';

const q: AnswerGoldenQuestion = {
  id: 'x',
  question: 'Clcr 20?',
  expect: { drug_id: 'x', section_key: 'lieu_luong_va_cach_dung' },
  tags: ['band'],
  must_contain: ['10 - 29 ml/phút: 2 mg'],
  must_not_contain: ['30 - 50 ml/phút: 5 mg'],
};

const citation = (marker: number, quote: string, locked = false): Citation => ({
  marker,
  chunk_id: `c${marker}`,
  drug_name: 'X',
  section_key: 'lieu_luong_va_cach_dung',
  section_display_name: 'Liều lượng và cách dùng',
  printed_page_range: [1, 1],
  source_page_range: [1, 1],
  regions: [],
  quote,
  ...(locked ? { locked_dose: true } : {}),
});

const answer = (text: string, citations: Citation[] = []): AnswerResponse => ({
  mode: 'extractive',
  answer: text,
  citations,
  attachments: [],
  notices: [],
});

describe('scoreAnswer', () => {
  it.each([
    [
      'stated first',
      answer('Lead:\nSuy thận: … 10 - 29 ml/phút: 2 mg [1].'),
      true,
      false,
      [],
      true,
      1,
    ],
    [
      'stated third',
      answer('Lead:\nA [1].\nB [1].\nSuy thận: … 10 - 29 ml/phút: 2 mg [1].'),
      true,
      false,
      [],
      false,
      3,
    ],
    [
      'the neighbouring band shown',
      answer('Lead:\n30 - 50 ml/phút: 5 mg; 10 - 29 ml/phút: 2 mg [1].'),
      true,
      false,
      ['30 - 50 ml/phút: 5 mg'],
      true,
      1,
    ],
    [
      'deferred to a locked passage cited first',
      answer('Lead:\nLiều cho “10 - 29 ml/phút” … ảnh chụp [1].', [
        citation(1, 'Suy thận: 30 - 50 ml/phút: 5 mg; 10 - 29 ml/phút: 2 mg.', true),
      ]),
      false,
      true,
      [],
      true,
      1,
    ],
    [
      'an unlocked quote does not count',
      answer('Lead:\nXem sách [1].', [citation(1, '10 - 29 ml/phút: 2 mg')]),
      false,
      false,
      [],
      false,
      1,
    ],
    [
      'abstention',
      answer('Không tìm thấy thông tin này trong Dược thư.'),
      false,
      false,
      [],
      false,
      0,
    ],
  ] as const)('%s', (_, a, stated, deferred, wrong, firstTwo, sentences) => {
    const s = scoreAnswer(q, a);
    expect([s.stated, s.deferred, s.wrong, s.inFirstTwo, s.sentences]).toEqual([
      stated,
      deferred,
      wrong,
      firstTwo,
      sentences,
    ]);
  });

  const gap: AnswerGoldenQuestion = {
    ...q,
    must_contain: [],
    must_state: ['không nêu tương tác giữa A và B'],
    must_not_contain: [],
  };
  it.each([
    [
      'the gap said first',
      answer('Lead:\nPhần … không nêu tương tác giữa A và B [1].'),
      true,
      true,
    ],
    [
      'the gap said third',
      answer('Lead:\nC với D [1].\nE với F [1].\nPhần … không nêu tương tác giữa A và B [1].'),
      true,
      false,
    ],
    ['the gap not said', answer('Lead:\nC với D [1].'), false, false],
  ] as const)('must_state: %s', (_, a, stated, firstTwo) => {
    const s = scoreAnswer(gap, a);
    expect([s.stated, s.deferred, s.inFirstTwo]).toEqual([stated, false, firstTwo]);
  });

  it.each([
    ['the fact on line one', q, answer('Lead:\nSuy thận: … 10 - 29 ml/phút: 2 mg [1].'), true],
    [
      'the neighbouring line first, the fact second',
      q,
      answer('Lead:\nNgười cao tuổi: … [1].\nSuy thận: … 10 - 29 ml/phút: 2 mg [1].'),
      false,
    ],
    [
      'a locked passage quoting the fact on line one',
      q,
      answer(`Lead:\nLiều cho “10 - 29 ml/phút” ${LOCKED_PASSAGE_SHOWN} [1].`, [
        citation(1, 'Suy thận: 10 - 29 ml/phút: 2 mg.', true),
      ]),
      true,
    ],
    [
      'another sentence of the locked passage’s chunk on line one (same marker)',
      q,
      answer(
        `Lead:\nNgười cao tuổi: … [1].\nLiều cho “10 - 29 ml/phút” ${LOCKED_PASSAGE_SHOWN} [1].`,
        [citation(1, 'Suy thận: 10 - 29 ml/phút: 2 mg.', true)],
      ),
      false,
    ],
    [
      'the locked passage on line two',
      q,
      answer(`Lead:\nA [2].\nLiều cho “10 - 29 ml/phút” ${LOCKED_PASSAGE_SHOWN} [1].`, [
        citation(1, 'Suy thận: 10 - 29 ml/phút: 2 mg.', true),
        citation(2, 'A'),
      ]),
      false,
    ],
    [
      'the gap on line one',
      gap,
      answer('Lead:\nPhần … không nêu tương tác giữa A và B [1].'),
      true,
    ],
    [
      'the list first, the gap second',
      gap,
      answer('Lead:\nC với D [1].\nPhần … không nêu tương tác giữa A và B [1].'),
      false,
    ],
    ['no cited line', q, answer('Không tìm thấy thông tin này trong Dược thư.'), false],
  ] as const)('first line: %s', (_, question, a, firstLine) => {
    expect(scoreAnswer(question, a).firstLine).toBe(firstLine);
  });

  it('summarises and fails below each threshold', () => {
    const good = {
      id: 'a',
      stated: true,
      deferred: false,
      wrong: [],
      inFirstTwo: true,
      firstLine: true,
      sentences: 3,
    };
    expect(answerThresholdFailures(summarizeAnswerScores([good, good]))).toEqual([]);
    const bad = {
      id: 'b',
      stated: false,
      deferred: false,
      wrong: ['x'],
      inFirstTwo: false,
      firstLine: false,
      sentences: 9,
    };
    const s = summarizeAnswerScores([good, bad]);
    expect(s).toMatchObject({
      questions: 2,
      present: 0.5,
      wrong: 1,
      inFirstTwo: 0.5,
      firstLine: 0.5,
      medianSentences: 6,
    });
    expect(answerThresholdFailures(s)).toHaveLength(5);
  });
});

describe('scoreAnswer, safety lines first', () => {
  const ci =
    'Chống chỉ định, mức này chứa giá trị của người bệnh trong câu hỏi: Clcr < 30 ml/phút [1].';
  it.each([
    [
      'the fact right after the safety block',
      `Lead:\n${ci}\nSuy thận: … 10 - 29 ml/phút: 2 mg [2].`,
      true,
      true,
    ],
    [
      'the fact after a neighbouring line',
      `Lead:\n${ci}\nNgười cao tuổi: … [2].\nSuy thận: … 10 - 29 ml/phút: 2 mg [2].`,
      false,
      true,
    ],
    [
      'a neighbouring line is no safety line',
      `Lead:\nNgười cao tuổi: … [2].\nSuy thận: … 10 - 29 ml/phút: 2 mg [2].`,
      false,
      true,
    ],
  ] as const)('%s', (_, text, firstLine, firstTwo) => {
    const s = scoreAnswer(q, answer(text));
    expect([s.firstLine, s.inFirstTwo]).toEqual([firstLine, firstTwo]);
  });

  it('a contraindication asked is answered by the safety line itself', () => {
    const asked = { ...q, must_contain: ['Clcr < 30 ml/phút'] };
    const s = scoreAnswer(asked, answer(`Lead:\n${ci}\nLiều thường dùng … [2].`));
    expect([s.firstLine, s.inFirstTwo]).toEqual([true, true]);
  });
});
