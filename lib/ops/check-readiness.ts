import 'server-only';
import { realpathSync } from 'node:fs';
import { getEnv, type Env } from '@/lib/env';
import { getLogger } from './get-logger';
import { opsState, type ReadyInfo } from './ops-state';
import { warmIndex, type WarmStep } from './warm-index';

export type NotReadyReason = 'shutting_down' | 'loading' | 'swapping' | 'no_index';

export type Readiness =
  | { ready: true; info: ReadyInfo }
  | { ready: false; reason: NotReadyReason; retryAfterSeconds: number };

/** Readiness rules as data: how long a probe is asked to wait, and how often swaps are looked for. */
export const READINESS = {
  /** A warm-up of the 680-monograph sample takes ~2 s on a quiet machine. */
  retryAfterWarmingS: 2,
  /** Shutting down or no index: nothing changes soon. */
  retryAfterUnavailableS: 5,
  /** A failed warm-up (no index yet, a book that does not match) is retried after this. */
  warmRetryMs: 5_000,
  /** INDEX_DIR's target is compared this often, so a swap starts warming without a probe. */
  watchMs: 1_000,
} as const;

/**
 * 200 only when the generation INDEX_DIR points at now is the one warmed; otherwise 503, and the
 * warm-up of the new generation is started. So a re-ingest's swap turns readiness to 503 until
 * the new index is loaded, and requests routed elsewhere by the balancer meanwhile never pay
 * for the first load.
 */
export function checkReadiness(warm: WarmPlan, env: Env = getEnv()): Readiness {
  const state = opsState();
  watchForSwaps(warm, env);
  if (state.draining) {
    return {
      ready: false,
      reason: 'shutting_down',
      retryAfterSeconds: READINESS.retryAfterUnavailableS,
    };
  }
  let dir: string;
  try {
    dir = realpathSync.native(env.INDEX_DIR);
  } catch {
    return {
      ready: false,
      reason: 'no_index',
      retryAfterSeconds: READINESS.retryAfterUnavailableS,
    };
  }
  if (state.warmed?.dir === dir) return { ready: true, info: state.warmed.info };
  const failed =
    state.warmError?.dir === dir && Date.now() - state.warmError.at < READINESS.warmRetryMs;
  if (failed) {
    return {
      ready: false,
      reason: 'no_index',
      retryAfterSeconds: READINESS.retryAfterUnavailableS,
    };
  }
  startWarming(dir, warm, env);
  return {
    ready: false,
    reason: state.warmed ? 'swapping' : 'loading',
    retryAfterSeconds: READINESS.retryAfterWarmingS,
  };
}

/** The steps that warm the routes (app/api/ready/warm-steps.ts) and how chunks are counted. */
export interface WarmPlan {
  steps: readonly WarmStep[];
  countChunks: (dir: string) => Promise<number>;
}

function startWarming(dir: string, warm: WarmPlan, env: Env): void {
  const state = opsState();
  // One warm-up at a time: a swap during one is picked up by the next check after it ends.
  if (state.warming) return;
  const log = getLogger();
  const started = performance.now();
  log.info({ msg: 'warming index', generation_dir: dir });
  // Outside the probe's request context: the warm-up outlives the probe that started it.
  const done = state.requests
    .exit(() =>
      warmIndex(env, warm.steps, warm.countChunks, (part, ms) =>
        log.info({ msg: 'warmed', part, ms }),
      ),
    )
    .then(
      (warmed) => {
        state.warmed = warmed;
        state.warmError = null;
        log.info({
          msg: 'index ready',
          ...warmed.info,
          ms: Math.round(performance.now() - started),
        });
      },
      (error: unknown) => {
        state.warmError = { dir, at: Date.now() };
        log.warn({
          msg: 'index warm-up failed',
          err: error instanceof Error ? error.message : String(error),
        });
      },
    )
    .finally(() => {
      state.warming = null;
    });
  state.warming = { dir, done };
}

const WATCHING = Symbol.for('duoc-thu.readiness-watch');

/**
 * Looks at INDEX_DIR's target every second from the first check on, so a swap is warmed even
 * between probes. Started here, from the route's own module graph, so the warm-up fills the
 * caches the routes read (ops-state.ts). Unref'd: it never keeps the process alive.
 */
function watchForSwaps(warm: WarmPlan, env: Env): void {
  const holder = globalThis as { [WATCHING]?: NodeJS.Timeout };
  if (holder[WATCHING]) return;
  holder[WATCHING] = setInterval(() => {
    if (!opsState().draining) checkReadiness(warm, env);
  }, READINESS.watchMs).unref();
}
