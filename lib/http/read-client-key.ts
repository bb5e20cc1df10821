/**
 * Who is asking, for rate limits: the last X-Forwarded-For entry, which a reverse proxy in front
 * appends from the socket it saw. Next itself fills the header from the socket only when it is
 * absent, so a client talking to Next directly can choose its key: the per-client limit is a
 * courtesy there, and callers pair it with a limit over all clients.
 */
export function readClientKey(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for');
  const last = forwarded?.split(',').at(-1)?.trim();
  return last || headers.get('x-real-ip')?.trim() || 'unknown';
}
