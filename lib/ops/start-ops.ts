import 'server-only';
import { getEnv } from '@/lib/env';
import { getLogger } from './get-logger';

/**
 * LOG_QUESTIONS=1 puts clinicians' questions, with whatever patient details they hold, into
 * every request line: said loudly, at start-up and on stderr as well, so nobody leaves it on
 * by accident.
 */
export function warnOfLoggedQuestions(): void {
  const env = getEnv();
  const log = getLogger();
  if (env.LOG_QUESTIONS) {
    const text =
      'LOG_QUESTIONS=1: question text and chat history are written to the logs. Questions carry ' +
      'patient details (age, weight, pregnancy, renal values, names): turn it off outside a test.';
    log.warn({ msg: text });
    process.stderr.write(`\n!!! WARNING: ${text}\n\n`);
  }
  if (env.RATE_LIMITS === 'off') {
    log.warn({ msg: 'RATE_LIMITS=off: no rate limit on questions or feedback (load tests only)' });
  }
}

/**
 * Starts the warm-up as soon as the server takes requests, by asking its own /api/ready: the
 * warm-up must run in the routes' module graph to fill their caches (ops-state.ts), and a
 * request is the one way into it from here. Retried until the server answers at all.
 */
export function warmWhenListening(): void {
  const origin =
    process.env.__NEXT_PRIVATE_ORIGIN ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
  const log = getLogger();
  const url = new URL('/api/ready', origin);
  const attempt = (left: number) => {
    fetch(url, { headers: { 'user-agent': 'duoc-thu-warm-up' } })
      .then((response) => response.body?.cancel())
      .catch((error: unknown) => {
        if (left > 0) setTimeout(() => attempt(left - 1), 500).unref();
        else
          log.warn({
            msg: 'could not reach own /api/ready to start the warm-up',
            url: url.href,
            err: String(error),
          });
      });
  };
  setImmediate(() => attempt(20));
}
