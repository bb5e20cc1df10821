import { describe, expect, it } from 'vitest';
import { hasMalformedPercentEncoding } from './has-malformed-percent-encoding';

describe('hasMalformedPercentEncoding', () => {
  it.each<[string, boolean]>([
    ['/api/blocks/%ff/crop', true],
    ['/api/blocks/%/crop', true],
    ['/api/blocks/%c0%ae/crop', true],
    ['/api/blocks/%2/crop', true],
    ['/api/blocks/metformin__b1/crop', false],
    ['/api/blocks/%C3%A2/crop', false],
    ['/api/blocks/..%2f..%2fetc/crop', false],
  ])('%s → %s', (pathname, malformed) => {
    expect(hasMalformedPercentEncoding(pathname)).toBe(malformed);
  });
});
