/**
 * Who is asking and over which scheme, from what the socket saw, believing proxy headers only
 * as far as TRUST_PROXY says. Measured defect: the feedback rate limit was keyed on
 * X-Forwarded-For as the client sent it, so rotating the header used up the global bucket and
 * feedback was refused for everyone.
 *
 * With `trustedHops` = n, the n nearest hops are proxies we run: the client is the address the
 * farthest of them saw, i.e. the n-th entry from the right of [...X-Forwarded-For, socket].
 * With 0 (the default) the headers are ignored: the socket is the client.
 */
export interface ClientAddressInput {
  socketAddress: string | undefined;
  /** The socket is TLS (the server itself terminates it). */
  socketEncrypted: boolean;
  forwardedFor: string | string[] | undefined;
  forwardedProto: string | string[] | undefined;
  trustedHops: number;
}

export interface ClientAddress {
  client: string;
  protocol: 'http' | 'https';
}

function headerList(value: string | string[] | undefined): string[] {
  const joined = Array.isArray(value) ? value.join(',') : (value ?? '');
  return joined
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** "::ffff:10.0.0.1" (an IPv4 client on a dual-stack socket) is 10.0.0.1. */
function normalizeAddress(address: string): string {
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
}

export function readClientAddress(input: ClientAddressInput): ClientAddress {
  const socket = normalizeAddress(input.socketAddress ?? 'unknown');
  const ownProtocol = input.socketEncrypted ? 'https' : 'http';
  if (input.trustedHops <= 0) return { client: socket, protocol: ownProtocol };

  const chain = [...headerList(input.forwardedFor).map(normalizeAddress), socket];
  // A chain shorter than the hops we trust: the request skipped a proxy; take the farthest.
  const client = chain[Math.max(0, chain.length - 1 - input.trustedHops)] ?? socket;
  // X-Forwarded-Proto from the proxy nearest us (the last entry), which is ours.
  const proto = headerList(input.forwardedProto).at(-1)?.toLowerCase();
  const protocol = proto === 'https' || proto === 'http' ? proto : ownProtocol;
  return { client, protocol };
}
