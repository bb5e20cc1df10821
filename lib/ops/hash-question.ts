import { createHmac, randomBytes } from 'node:crypto';

/**
 * A question's fingerprint for the logs: HMAC-SHA-256 under a salt, cut to 16 hex digits. The
 * same question asked twice in one process logs the same hash (a retry, a loop, a hot question
 * can be seen), while nobody holding the logs can test guesses of a patient's details against
 * it without the salt.
 */
export function hashQuestion(text: string, salt: Buffer): string {
  return createHmac('sha256', salt)
    .update(text.normalize('NFC'), 'utf8')
    .digest('hex')
    .slice(0, 16);
}

/**
 * This process's salt: random, never written anywhere. Hashes therefore match within one
 * process only, not across restarts or instances; that is the price of a salt no log reader has.
 */
export function processSalt(): Buffer {
  const holder = globalThis as { [SALT]?: Buffer };
  return (holder[SALT] ??= randomBytes(32));
}
const SALT = Symbol.for('duoc-thu.log-salt');
