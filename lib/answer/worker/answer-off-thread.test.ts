import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { answerQuestion } from '@/lib/answer/answer-question';
import { getAnswerDeps } from '@/lib/answer/get-answer-deps';
import { toErrorResponse } from '@/lib/errors/app-error';
import { createAnswerThread } from './answer-off-thread';

/** The real worker entry, its TypeScript loaded by tsx on the thread (Next bundles it instead). */
const ENTRY = new URL('./answer-worker.ts', import.meta.url).href;
const startTsWorker = (env: NodeJS.ProcessEnv) => () =>
  new Worker(`require('tsx/esm/api').register(); import(${JSON.stringify(ENTRY)});`, {
    eval: true,
    execArgv: ['--conditions=react-server'],
    env,
  });

/** A worker from source text: `reply` answers each request, or it exits on the first. */
const startScript = (body: string) => () =>
  new Worker(`const { parentPort } = require('node:worker_threads'); ${body}`, { eval: true });

const QUESTIONS = [
  'Liều paracetamol khi Clcr 32,5 ml/ phút?',
  'Amoxicilin có dùng cho phụ nữ có thai không?',
  'thuốc không có trong sách xyz liều?',
];

describe('the answer thread', () => {
  const previous = process.env.INDEX_DIR;
  beforeAll(() => {
    process.env.INDEX_DIR = inject('sampleIndexDir');
  });
  afterAll(() => {
    process.env.INDEX_DIR = previous;
  });

  it('answers exactly as the server answers in process', async () => {
    const thread = createAnswerThread(startTsWorker({ ...process.env }));
    const deps = await getAnswerDeps('answer');
    const onThread = await Promise.all(QUESTIONS.map((q) => thread.answer(q, [])));
    const forChat = await Promise.all(QUESTIONS.map((q) => thread.answer(q, [], 'chat')));
    for (const [i, q] of QUESTIONS.entries()) {
      const inProcess = await answerQuestion(q, [], deps);
      expect(onThread[i]).toEqual(inProcess);
      expect(forChat[i]).toEqual(inProcess);
    }
  });

  it.each(['answer', 'chat'] as const)(
    'turns a failure on the thread into the response /api/%s gives in process',
    async (surface) => {
      const missing = { ...process.env, INDEX_DIR: '/nonexistent/duoc-thu-index' };
      const thread = createAnswerThread(startTsWorker(missing));
      const error = await thread.answer(QUESTIONS[0]!, [], surface).catch((e: unknown) => e);
      const response = toErrorResponse(error, surface);
      expect(response.status).toBe(503);
      expect(response.headers.get('Retry-After')).toBe('5');
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
        `unavailable:${surface}`,
      );
    },
  );

  it('fails the questions a dead thread held, and starts a new one for the next', async () => {
    const scripts = [
      startScript("parentPort.on('message', () => process.exit(3));"),
      startScript(
        "parentPort.on('message', (r) => parentPort.postMessage({ id: r.id, answer: { answer: r.question } }));",
      ),
    ];
    const thread = createAnswerThread(() => scripts.shift()!());
    await expect(thread.answer('một', [])).rejects.toThrow('exited with code 3');
    await expect(thread.answer('hai', [])).resolves.toEqual({ answer: 'hai' });
    expect(scripts).toHaveLength(0);
  });

  it('answers each question with its own reply when several are in flight', async () => {
    const thread = createAnswerThread(
      startScript(
        "parentPort.on('message', (r) => setTimeout(() => parentPort.postMessage({ id: r.id, answer: { answer: r.question } }), 30 - r.question.length));",
      ),
    );
    const questions = ['a', 'bb', 'ccc', 'dddd'];
    const replies = await Promise.all(questions.map((q) => thread.answer(q, [])));
    expect(replies.map((r) => r.answer)).toEqual(questions);
  });
});
