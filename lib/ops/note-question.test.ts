import { afterEach, describe, expect, it, vi } from 'vitest';

const QUESTION = 'Bệnh nhân Đỗ Văn Khải, 66 tuổi, eGFR 25: liều gabapentin?';
const HISTORY = [{ role: 'user' as const, content: 'ông Khải lọc máu' }];

/** note-question.ts with the environment given, read fresh (lib/env.ts caches its first read). */
async function noteWith(env: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const { noteQuestion } = await import('./note-question');
  const { runAsRequest, currentRequest } = await import('./ops-state');
  return runAsRequest({}, () => {
    noteQuestion(QUESTION, HISTORY);
    return currentRequest()!;
  });
}

afterEach(() => vi.unstubAllEnvs());

describe('noteQuestion', () => {
  it('notes length, hash and turns, keeps the texts as secrets, and no text as a field', async () => {
    const request = await noteWith({});
    expect(request.fields).toEqual({
      question_chars: QUESTION.length,
      question_hash: expect.stringMatching(/^[0-9a-f]{16}$/),
      history_turns: 1,
    });
    expect(JSON.stringify(request.fields)).not.toMatch(/Khải|66 tuổi|eGFR/);
    expect(request.secrets).toEqual([QUESTION, 'ông Khải lọc máu']);
  });

  it('with LOG_QUESTIONS=1 adds the question and the history to the line', async () => {
    const request = await noteWith({ LOG_QUESTIONS: '1' });
    expect(request.fields).toMatchObject({
      question: QUESTION,
      history: JSON.stringify(['ông Khải lọc máu']),
      question_chars: QUESTION.length,
    });
  });
});
