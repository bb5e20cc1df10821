import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Env } from '@/lib/env';
import { INDEX_FILES } from '@/lib/index/index-files';
import { resolveIndex } from '@/lib/index/resolve-index';
import type { WarmedGeneration } from './ops-state';

/** One part of the warm-up: loads what one feature reads, into the caches its route reads. */
export interface WarmStep {
  name: string;
  /** Resolves once that feature's data is loaded; throws if the feature would fail. */
  run: () => Promise<unknown>;
}

/**
 * Loads everything a user can reach of the generation INDEX_DIR points at now, so readiness says
 * 200 only when no first request pays for a load. Measured on the 680-monograph sample before
 * this existed (production server, loopback): the first drug-index request took 2.1 s and the
 * first find 1.7 s.
 *
 * The steps run one after another, not all at once: a warm-up during a swap already holds the
 * old generation beside the new one, and need not stack every loader's transient parse too.
 * `count` reads the number of chunks of the generation pinned (`dir`).
 */
export async function warmIndex(
  env: Env,
  steps: readonly WarmStep[],
  count: (dir: string) => Promise<number>,
  onStep: (name: string, ms: number) => void = () => undefined,
): Promise<WarmedGeneration> {
  // Pinned first: the generation reported is the one this warm-up began on. A swap during it
  // leaves INDEX_DIR pointing elsewhere, which the next readiness check sees and warms.
  const { dir, source } = await resolveIndex('book', env);
  for (const step of steps) {
    const started = performance.now();
    await step.run();
    onStep(step.name, Math.round(performance.now() - started));
  }
  return {
    dir,
    info: {
      generation: path.basename(dir),
      source_sha256: source.sha256,
      chunks: await count(dir),
      monographs: await readReportCount(dir, 'monographs'),
      loaded_at: new Date().toISOString(),
    },
  };
}

/** A count of report.json's `counts` (the ingest's own tally of what it wrote). */
export async function readReportCount(dir: string, key: 'chunks' | 'monographs'): Promise<number> {
  const report = JSON.parse(await readFile(path.join(dir, INDEX_FILES.report), 'utf8')) as {
    counts?: Record<string, unknown>;
  };
  const count = report.counts?.[key];
  if (typeof count !== 'number') throw new Error(`${dir}/report.json: no counts.${key}`);
  return count;
}

/** A route's response read to the end; anything but 200 fails the step that asked. */
export async function drainOk(name: string, response: Response): Promise<void> {
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`warm-up: ${name} answered ${response.status}`);
}
