import { describe, expect, it } from 'vitest';
import { pickRequestId } from './pick-request-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('pickRequestId', () => {
  it.each<[string, string | string[] | undefined, boolean, string | RegExp]>([
    ["a trusted proxy's id", 'lb-7f3a9c21', true, 'lb-7f3a9c21'],
    ['the first of repeated headers', ['lb-7f3a9c21', 'lb-other-1'], true, 'lb-7f3a9c21'],
    ["an untrusted client's id", 'lb-7f3a9c21', false, UUID],
    ['no id', undefined, true, UUID],
    ['an id with a newline', 'abc\ndef-ghij', true, UUID],
    ['an id too short to be unique', 'x1', true, UUID],
    ['an id of 200 characters', 'a'.repeat(200), true, UUID],
  ])('%s', (_name, upstream, trusted, expected) => {
    const id = pickRequestId(upstream, trusted);
    if (typeof expected === 'string') expect(id).toBe(expected);
    else expect(id).toMatch(expected);
  });
});
