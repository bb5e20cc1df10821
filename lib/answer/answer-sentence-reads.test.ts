import { beforeAll, describe, expect, inject, it } from 'vitest';
import { countSentenceReads } from '@/lib/book/read-book-sentences';
import { answerQuestion, type AnswerDeps } from './answer-question';
import { openIndexAnswerDeps } from './testing/open-index-answer-deps';

/**
 * Issue 36: no book sentence is re-read at request time. An index built by `npm run ingest`
 * stores every prose chunk's sentences with their label chains (book-sentence.ts); the answer
 * layer reads a chunk's text for its labels only when none are stored.
 */
let deps: AnswerDeps;

beforeAll(async () => {
  deps = await openIndexAnswerDeps(inject('sampleIndexDir'));
});

const QUESTIONS = [
  'Liều paracetamol cho người lớn?',
  'Paracetamol cho trẻ 5 tuổi 18 kg liều bao nhiêu?',
  'Bệnh nhân Clcr 20 ml/phút dùng paracetamol thế nào?',
  'Paracetamol có gây mất ngủ không?',
  'Paracetamol dùng cho phụ nữ có thai được không?',
  'Quá liều paracetamol xử trí thế nào?',
  'Paracetamol tương tác với rượu không?',
  'Chống chỉ định của paracetamol?',
];

describe('answers read no book sentence at request time', () => {
  it.each(QUESTIONS)('%s', async (question) => {
    const before = countSentenceReads();
    const answer = await answerQuestion(question, [], deps);
    expect(answer.answer.length).toBeGreaterThan(0);
    expect(countSentenceReads() - before).toBe(0);
  });
});
