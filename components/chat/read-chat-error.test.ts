import { describe, expect, it } from 'vitest';
import { GENERIC_ERROR_MESSAGE, OFFLINE_MESSAGE, readChatError } from './read-chat-error';

function typeError(message: string): Error {
  return new TypeError(message);
}

describe('readChatError', () => {
  it.each<[string, Error, string]>([
    [
      'our route error body',
      new Error(
        JSON.stringify({ error: { code: 'bad_request:chat', message: 'Câu hỏi quá dài.' } }),
      ),
      'Câu hỏi quá dài.',
    ],
    ['fetch never reached the server', typeError('Failed to fetch'), OFFLINE_MESSAGE],
    [
      'Firefox wording',
      new Error('NetworkError when attempting to fetch resource.'),
      OFFLINE_MESSAGE,
    ],
    [
      'HTML error page',
      new Error('<!DOCTYPE html><html>502 Bad Gateway</html>'),
      GENERIC_ERROR_MESSAGE,
    ],
    ['JSON without our shape', new Error('{"detail":"x"}'), GENERIC_ERROR_MESSAGE],
    ['empty message in our shape', new Error('{"error":{"message":"  "}}'), GENERIC_ERROR_MESSAGE],
    [
      'the SDK fallback: the server answered, without a body',
      new Error('Failed to fetch the chat response.'),
      GENERIC_ERROR_MESSAGE,
    ],
  ])('%s', (_name, error, expected) => {
    expect(readChatError(error)).toBe(expected);
  });
});
