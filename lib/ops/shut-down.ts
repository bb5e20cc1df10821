import 'server-only';
import { getLogger } from './get-logger';
import { opsState } from './ops-state';

/** Shutdown's timings as data. */
export const SHUTDOWN = {
  /**
   * After the signal the server keeps taking requests this long, answering readiness 503 and
   * asking every client to close its connection, so a balancer's probe sees the 503 and its
   * kept-alive connections end before the listener closes (a request sent on a connection the
   * server has just closed is a 502 a balancer does not retry for a POST).
   */
  drainMs: 1_000,
  /** Then requests still in flight get this long to finish before their connections are cut. */
  graceMs: 10_000,
} as const;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * SIGTERM (and SIGINT): readiness turns 503 at once, requests in flight finish (up to
 * SHUTDOWN.graceMs), the feedback store closes, the process exits 0.
 *
 * Next's `next start` has its own handler: it closes the listener at once, waits for every
 * request without a bound and exits 143. `npm start` sets NEXT_MANUAL_SIG_HANDLE=1, which turns
 * that one off (next/dist/server/lib/start-server.js) and this one on; a server started some
 * other way keeps Next's, and says so.
 */
export function installShutdown(): void {
  const log = getLogger();
  if (!process.env.NEXT_MANUAL_SIG_HANDLE) {
    log.warn({
      msg: "started without `npm start` (NEXT_MANUAL_SIG_HANDLE unset): Next's own SIGTERM handling applies: no drain, exit 143",
    });
    return;
  }
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      log.warn({ msg: 'already shutting down', signal });
      return;
    }
    stopping = true;
    void shutDown(signal);
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

async function shutDown(signal: NodeJS.Signals): Promise<void> {
  const log = getLogger();
  const state = opsState();
  state.draining = true;
  log.info({ msg: 'shutting down', signal, in_flight: state.inFlight });
  await sleep(SHUTDOWN.drainMs);
  for (const server of state.servers) {
    server.close();
    server.closeIdleConnections();
  }
  const deadline = Date.now() + SHUTDOWN.graceMs;
  while (state.inFlight > 0 && Date.now() < deadline) await sleep(25);
  if (state.inFlight > 0) {
    log.warn({ msg: 'requests cut at the shutdown bound', in_flight: state.inFlight });
    for (const server of state.servers) server.closeAllConnections();
  }
  for (const hook of state.shutdownHooks) {
    try {
      await hook();
    } catch (error) {
      log.error({
        msg: 'shutdown hook failed',
        err: error instanceof Error ? error.message : String(error),
      });
    }
  }
  log.info({ msg: 'stopped', signal });
  process.exit(0);
}
