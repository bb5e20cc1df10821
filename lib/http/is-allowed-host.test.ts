import { describe, expect, it } from 'vitest';
import { isAllowedHost, isProbe } from './is-allowed-host';

const LIST = ['thuoc.example.vn', '10.0.0.5:3000'];

describe('isAllowedHost', () => {
  it.each<[string, string | null, readonly string[] | undefined, boolean]>([
    ['any Host with no list', 'evil.example', undefined, true],
    ['a listed name', 'thuoc.example.vn', LIST, true],
    ['a listed name in capitals', 'THUOC.example.VN', LIST, true],
    ['a listed name and port', '10.0.0.5:3000', LIST, true],
    ['a listed address on another port', '10.0.0.5:3001', LIST, false],
    ['a listed name with a port not listed', 'thuoc.example.vn:8443', LIST, false],
    ['a rebinding name', 'evil.example:3000', LIST, false],
    ['no Host at all', null, LIST, false],
  ])('%s → %s', (_name, host, list, expected) => {
    expect(isAllowedHost(host, list)).toBe(expected);
  });
});

describe('isProbe', () => {
  it.each([
    ['/api/health', true],
    ['/api/ready', true],
    ['/api/ready/x', false],
    ['/', false],
  ])('%s → %s', (path, expected) => {
    expect(isProbe(path)).toBe(expected);
  });
});
