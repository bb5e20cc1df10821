import { describe, expect, it } from 'vitest';
import type { PolicyResult } from './answer-draft';
import { abstain, NOT_FOUND_ANSWER } from './abstain';
import { renderAnswer } from './render-answer';
import { toAnswerResponse } from './to-answer-response';

function result(overrides: Partial<PolicyResult>): PolicyResult {
  return { ...abstain(), form: 'answer', notices: [], ...overrides };
}

describe('renderAnswer', () => {
  it.each([
    [
      'marker before final punctuation',
      [{ text: 'Uống 250 mg/lần.', cites: ['a'], markers: [1] }],
      'Uống 250 mg/lần [1].',
    ],
    [
      'several markers',
      [{ text: 'Uống 250 mg/lần', cites: ['a', 'b'], markers: [1, 2] }],
      'Uống 250 mg/lần [1][2]',
    ],
    [
      'a label ending in a colon',
      [{ text: 'Người lớn:', cites: ['a'], markers: [3] }],
      'Người lớn [3]:',
    ],
  ])('%s', (_name, sentences, expected) => {
    expect(renderAnswer(result({ sentences }))).toBe(expected);
  });

  it('lead, sentences, then captions, one per line', () => {
    const text = renderAnswer(
      result({
        lead: 'Theo Dược thư:',
        sentences: [{ text: 'Một.', cites: ['a'], markers: [1] }],
        captions: [
          {
            text: 'Bảng ở trang 205 (X — Y): xem ảnh chụp từ sách.',
            chunk_id: 'b',
            block_id: 'b1',
            printed_pages: [205],
            markers: [2],
          },
        ],
      }),
    );
    expect(text).toBe(
      'Theo Dược thư:\nMột [1].\nBảng ở trang 205 (X — Y): xem ảnh chụp từ sách [2].',
    );
  });

  it('the not-found form, and any empty result, says so instead of nothing', () => {
    expect(renderAnswer(abstain())).toBe(NOT_FOUND_ANSWER);
    expect(renderAnswer(result({}))).toBe(NOT_FOUND_ANSWER);
  });
});

describe('abstain', () => {
  it('is the not-found form with a not_found notice, and reports removals first', () => {
    const plain = abstain();
    expect(plain).toMatchObject({
      form: 'not_found',
      complete: false,
      citations: [],
      attachments: [],
    });
    expect(plain.notices.map((n) => n.code)).toEqual(['not_found']);
    const after = abstain([{ text: 'x', rule: 'uncited', reason: 'r', sentence_index: 0 }]);
    expect(after.notices.map((n) => n.code)).toEqual(['claim_removed', 'not_found']);
    expect(after.removed).toHaveLength(1);
  });
});

describe('toAnswerResponse', () => {
  it('produces a schema-valid POST /api/answer body', () => {
    const response = toAnswerResponse(abstain(), 'extractive');
    expect(response).toEqual({
      mode: 'extractive',
      answer: NOT_FOUND_ANSWER,
      citations: [],
      attachments: [],
      notices: [expect.objectContaining({ code: 'not_found' })],
    });
  });
});
