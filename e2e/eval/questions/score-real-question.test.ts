import { describe, expect, it } from 'vitest';
import type { AnswerResponse } from '@/lib/schema/answer';
import { scoreRealQuestion, type RealQuestionLabel } from './score-real-question';

const label: RealQuestionLabel = {
  id: 'dev-x',
  expect: 'drug',
  drugs: ['levothyroxin'],
  sections: ['lieu_luong_va_cach_dung'],
};
const drugIdOf = (title: string) => title.toLowerCase().replace(/\s+/g, '_');

function askedBack(choices: string[]): AnswerResponse {
  return {
    answer: 'Không tìm thấy thông tin này trong Dược thư.',
    citations: [],
    notices: [{ code: 'did_you_mean', message: 'Ý bạn là: …', choices }],
  } as unknown as AnswerResponse;
}

describe('scoreRealQuestion: a question back', () => {
  it.each([
    ['offering the labelled drug resolves it', ['LEVOTHYROXIN', 'LEVOTHYROXIN SUCCINAT'], true],
    ['offering only other drugs does not', ['LEVODOPA'], false],
  ])('%s', (_name, choices, resolved) => {
    expect(scoreRealQuestion(label, askedBack(choices), drugIdOf).resolved).toBe(resolved);
  });
});
