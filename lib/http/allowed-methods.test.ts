import { describe, expect, it } from 'vitest';
import { allowedMethods } from './allowed-methods';

describe('allowedMethods', () => {
  it.each<[string, string, boolean]>([
    ['/api/answer', 'POST', true],
    ['/api/answer', 'GET', false],
    ['/api/chat', 'TRACE', false],
    ['/api/feedback', 'POST', true],
    ['/api/feedback', 'PUT', false],
    ['/api/source', 'GET', true],
    ['/api/source', 'HEAD', true],
    ['/api/source', 'POST', false],
    ['/api/blocks/b1/crop', 'GET', true],
    ['/api/blocks/b1/crop', 'DELETE', false],
    ['/', 'GET', true],
    ['/', 'TRACE', false],
    ['/review', 'HEAD', true],
    ['/review', 'POST', false],
  ])('%s %s → %s', (pathname, method, allowed) => {
    expect(allowedMethods(pathname).includes(method)).toBe(allowed);
  });
});
