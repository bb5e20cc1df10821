import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { answerQuestion, type AnswerDeps } from '@/lib/answer/answer-question';
import { openIndexAnswerDeps } from '@/lib/answer/testing/open-index-answer-deps';

/**
 * Issue 36 item 1: the question is folded once per request (toQuestionText, in understandQuery)
 * and every reader reads that fold. Measured before: 21–23 folds of the same question, by 11
 * readers that each folded it themselves. Every call of the two folding functions is counted.
 */
const folds = vi.hoisted(() => [] as string[]);
vi.mock('@/lib/text/fold-diacritics', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/text/fold-diacritics')>();
  return {
    ...actual,
    foldDiacritics: (text: string) => {
      folds.push(text);
      return actual.foldDiacritics(text);
    },
    foldWords: (text: string) => {
      folds.push(text);
      return actual.foldWords(text);
    },
  };
});

let deps: AnswerDeps;

beforeAll(async () => {
  deps = await openIndexAnswerDeps(inject('sampleIndexDir'));
});

describe('the question is folded once per request', () => {
  it.each([
    'Liều paracetamol cho trẻ 5 tuổi nặng 18 kg?',
    'Paracetamol có dùng được cho bà bầu 3 tháng đầu không?',
    'Bệnh nhân Clcr 20 ml/phút dùng paracetamol thế nào?',
    'Quá liều paracetamol xử trí thế nào, có thuốc giải độc không?',
    'Paracetamol có gây mất ngủ không?',
    'Uống paracetamol với rượu được không?',
  ])('%s', async (question) => {
    folds.length = 0;
    await answerQuestion(question, [], deps);
    expect(folds.filter((text) => text === question).length).toBe(1);
  });
});
