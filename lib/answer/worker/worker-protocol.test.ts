import { describe, expect, it } from 'vitest';
import { AppError, toErrorResponse } from '@/lib/errors/app-error';
import { fromWorkerError, toWorkerReply } from './worker-protocol';

/** An error sent across the thread as structured clone sends it, then rebuilt. */
function acrossTheThread(error: unknown): Error {
  const reply = structuredClone(toWorkerReply(7, { error }));
  expect(reply.id).toBe(7);
  if (!('error' in reply)) throw new Error('no error in the reply');
  return fromWorkerError(reply.error);
}

class StoreNotLoadedError extends Error {
  override name = 'StoreNotLoadedError';
}

describe('errors across the answer thread', () => {
  it.each<[string, unknown, number, string, Record<string, string>]>([
    [
      'an AppError keeps its code, message and headers',
      new AppError('bad_request:answer', 'Câu hỏi đang trống.'),
      400,
      'bad_request:answer',
      {},
    ],
    [
      'an unavailable index keeps its Retry-After',
      new AppError('unavailable:answer'),
      503,
      'unavailable:answer',
      { 'retry-after': '5' },
    ],
    [
      'a store read with no index is matched by name, as in process',
      new StoreNotLoadedError('no store at /x'),
      503,
      'unavailable:answer',
      { 'retry-after': '5' },
    ],
    [
      'anything else is a 500 that says nothing of the server',
      new TypeError('boom'),
      500,
      'internal:answer',
      {},
    ],
    ['a thrown string too', 'boom', 500, 'internal:answer', {}],
  ])('%s', async (_name, thrown, status, code, headers) => {
    const inProcess = toErrorResponse(thrown, 'answer');
    const onThread = toErrorResponse(acrossTheThread(thrown), 'answer');
    for (const response of [inProcess, onThread]) {
      expect(response.status).toBe(status);
      for (const [key, value] of Object.entries(headers))
        expect(response.headers.get(key)).toBe(value);
    }
    const body = (await onThread.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe(code);
    expect(body).toEqual(await inProcess.json());
    expect(JSON.stringify(body)).not.toContain('boom');
  });

  it('passes an answer through untouched', () => {
    const answer = { mode: 'extractive', answer: 'x', citations: [], attachments: [], notices: [] };
    expect(toWorkerReply(1, { answer: answer as never })).toEqual({ id: 1, answer });
  });
});
