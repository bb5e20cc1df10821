import { beforeAll, describe, expect, inject, it } from 'vitest';
import { answerQuestion, type AnswerDeps } from './answer-question';
import { openIndexAnswerDeps } from './testing/open-index-answer-deps';

/**
 * Issue 37: a yes/no question about one adverse effect is answered by the ADR line that names
 * it, or says plainly that the ADR section does not name it before its headline. Measured: such
 * questions led with the ADR section's first frequency line.
 */
let deps: AnswerDeps;

beforeAll(async () => {
  deps = await openIndexAnswerDeps(inject('sampleIndexDir'));
});

const firstLine = (answer: string) => answer.split('\n').find((l) => /\[\d+\]/.test(l)) ?? '';

describe('a yes/no question about one adverse effect', () => {
  it.each([
    ['Paracetamol có gây mất ngủ không?', 'Thần kinh: Run, mất ngủ'],
    ['Uống paracetamol bị buồn nôn có phải do thuốc không?', 'buồn nôn'],
  ])('%s leads with the line that names it', async (question, named) => {
    const a = await answerQuestion(question, [], deps);
    expect(firstLine(a.answer)).toContain(named);
    expect(a.citations[0]?.section_key).toBe('tac_dung_khong_mong_muon');
  });

  it('says the ADR section does not name an effect it does not print', async () => {
    const a = await answerQuestion('Paracetamol có gây rụng tóc không?', [], deps);
    expect(firstLine(a.answer)).toMatch(
      /^Mục Tác dụng không mong muốn \(ADR\) của PARACETAMOL trong Dược thư không nêu “rụng tóc”/,
    );
  });

  it('never says the book does not name a phrase that points back at the story', async () => {
    // "… có làm hỏng da chỗ đó không?" was told the ADR section does not name "hỏng da chỗ đó"
    // (first-set batch 85): such a phrase names no effect the book could print.
    const a = await answerQuestion(
      'Uống paracetamol bị nổi mẩn, có làm hỏng da chỗ đó không?',
      [],
      deps,
    );
    expect(a.answer).not.toMatch(/không nêu “[^”]*(?:chỗ đó|này)”/);
  });
});
