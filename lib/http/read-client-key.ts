/**
 * Who is asking, for rate limits: the address the nearest proxy saw. Next's server appends the
 * socket's address to X-Forwarded-For, so the last entry is one the client did not write; a
 * client that forges earlier entries only renames itself within the same bucket.
 */
export function readClientKey(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for');
  const last = forwarded?.split(',').at(-1)?.trim();
  return last || headers.get('x-real-ip')?.trim() || 'unknown';
}
