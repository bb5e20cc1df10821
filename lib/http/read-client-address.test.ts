import { describe, expect, it } from 'vitest';
import { readClientAddress, type ClientAddressInput } from './read-client-address';

const base: ClientAddressInput = {
  socketAddress: '10.0.0.9',
  socketEncrypted: false,
  forwardedFor: undefined,
  forwardedProto: undefined,
  trustedHops: 0,
};

describe('readClientAddress', () => {
  it.each<[string, Partial<ClientAddressInput>, string, 'http' | 'https']>([
    ['the socket, with no proxy trusted', {}, '10.0.0.9', 'http'],
    [
      'the socket, whatever X-Forwarded-For says, with no proxy trusted',
      { forwardedFor: '1.2.3.4', forwardedProto: 'https' },
      '10.0.0.9',
      'http',
    ],
    ['a TLS socket', { socketEncrypted: true }, '10.0.0.9', 'https'],
    [
      'an IPv4 client on a dual-stack socket',
      { socketAddress: '::ffff:127.0.0.1' },
      '127.0.0.1',
      'http',
    ],
    [
      'one trusted proxy: the address it appended',
      { trustedHops: 1, forwardedFor: '6.6.6.6, 203.0.113.7', forwardedProto: 'https' },
      '203.0.113.7',
      'https',
    ],
    [
      'two trusted proxies',
      { trustedHops: 2, forwardedFor: '6.6.6.6, 203.0.113.7, 10.1.1.1' },
      '203.0.113.7',
      'http',
    ],
    [
      'a repeated header, joined in order',
      { trustedHops: 1, forwardedFor: ['6.6.6.6', '203.0.113.7'] },
      '203.0.113.7',
      'http',
    ],
    [
      'a chain shorter than the trusted hops',
      { trustedHops: 3, forwardedFor: '1.1.1.1' },
      '1.1.1.1',
      'http',
    ],
    ['a trusted proxy that sent no header', { trustedHops: 1 }, '10.0.0.9', 'http'],
    [
      'a proto that is neither http nor https',
      { trustedHops: 1, forwardedFor: '1.1.1.1', forwardedProto: 'gopher' },
      '1.1.1.1',
      'http',
    ],
  ])('%s', (_name, patch, client, protocol) => {
    expect(readClientAddress({ ...base, ...patch })).toEqual({ client, protocol });
  });

  it('lets no rotating header change the key when no proxy is trusted', () => {
    const keys = new Set(
      ['1.1.1.1', '2.2.2.2', '3.3.3.3'].map(
        (forwardedFor) => readClientAddress({ ...base, forwardedFor }).client,
      ),
    );
    expect([...keys]).toEqual(['10.0.0.9']);
  });
});
