import fs from 'node:fs';
import path from 'node:path';
import { tryLock } from './try-lock';

const POLL_MS = 250;

export interface BuildOnceOptions {
  /** The lock file; it must not live inside what `build` replaces wholesale. */
  lockPath: string;
  /** A lock older than this was left by a killed run and is taken over. */
  staleLockMs: number;
  isUpToDate: () => boolean;
  build: () => Promise<void>;
}

/**
 * The one lock-and-poll loop for cached builds (the sample book, the sample indexes): parallel
 * test workers and tools share one build — the first takes the lock and builds, the others poll
 * until the build is up to date or the lock frees. Returns true when this call built.
 */
export async function buildOnce(options: BuildOnceOptions): Promise<boolean> {
  if (options.isUpToDate()) return false;
  fs.mkdirSync(path.dirname(options.lockPath), { recursive: true });
  for (;;) {
    if (options.isUpToDate()) return false;
    if (tryLock(options.lockPath, options.staleLockMs)) break;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  try {
    // Another caller may have finished between our last check and taking the lock.
    if (options.isUpToDate()) return false;
    await options.build();
    return true;
  } finally {
    fs.rmSync(options.lockPath, { force: true });
  }
}
