import 'server-only';
import pino, { type Logger } from 'pino';

const KEY = Symbol.for('duoc-thu.logger');

/**
 * The server's one logger: JSON lines on stdout, written synchronously so a line is out before
 * `process.exit` on shutdown and none is lost if the process dies. One per process, whichever
 * of Next's module graphs asks (ops-state.ts says why that matters).
 */
export function getLogger(): Logger {
  const holder = globalThis as { [KEY]?: Logger };
  holder[KEY] ??= pino(
    {
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    pino.destination({ dest: 1, sync: true }),
  );
  return holder[KEY];
}
