import { createHash } from 'node:crypto';

/** RFC 4122 namespaces (Appendix C). */
export const DNS_NAMESPACE = '6ba7b810-9dad-11d1-80b4-00c04fd430c8';
export const URL_NAMESPACE = '6ba7b811-9dad-11d1-80b4-00c04fd430c8';

/**
 * The project's namespace for point ids: uuid5(URL_NAMESPACE, "urn:duoc-thu:chunk-id"),
 * written out so it can never drift. Changing it changes every point id in every store.
 */
export const CHUNK_ID_NAMESPACE = 'd82f6fcf-1f91-53d9-8599-b506025ec02a';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function uuidToBytes(uuid: string): Buffer {
  if (!UUID_PATTERN.test(uuid)) throw new Error(`uuid5: namespace "${uuid}" is not a UUID`);
  return Buffer.from(uuid.replace(/-/g, ''), 'hex');
}

function bytesToUuid(bytes: Buffer): string {
  const hex = bytes.toString('hex');
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    hex.slice(12, 16),
    hex.slice(16, 20),
    hex.slice(20, 32),
  ].join('-');
}

/** RFC 4122 §4.3 name-based UUID, version 5 (SHA-1), over the name's UTF-8 bytes. */
export function uuid5(name: string, namespace: string = CHUNK_ID_NAMESPACE): string {
  const digest = createHash('sha1')
    .update(uuidToBytes(namespace))
    .update(Buffer.from(name, 'utf8'))
    .digest();
  const bytes = digest.subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50; // version 5
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80; // RFC 4122 variant
  return bytesToUuid(bytes);
}

/** A chunk's point id in every store: uuid5(chunk_id) in the project namespace. */
export function pointIdForChunk(chunkId: string): string {
  return uuid5(chunkId, CHUNK_ID_NAMESPACE);
}
