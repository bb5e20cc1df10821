import { randomBytes } from 'node:crypto';
import { lstat, open, readdir, readlink, rename, rm, symlink } from 'node:fs/promises';
import path from 'node:path';
import { escapeRegExp } from '@/lib/text/escape-reg-exp';

/**
 * INDEX_DIR as a symbolic link to one generation folder, `<INDEX_DIR>.gen-<stamp>`, a sibling
 * written once and never modified. Publishing a finished ingest is one rename of a fresh link
 * over the old one, so a served INDEX_DIR always resolves to a whole index.
 *
 * Measured defect: the ingest used to rename the old folder aside and then the new one into
 * place; eight re-ingests under 5 clients gave two HTTP 500 on /api/chat from the instant
 * between the two renames, when INDEX_DIR did not exist (StoreNotLoadedError).
 *
 * The previous generation is kept, so a request that resolved it just before the swap reads
 * its files to the end; older ones are removed.
 */

const GENERATION_INFIX = '.gen-';

export function generationName(outDir: string, stamp: string): string {
  return `${path.basename(outDir)}${GENERATION_INFIX}${stamp}`;
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';
}

async function syncDirectory(dir: string): Promise<void> {
  try {
    const handle = await open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Some platforms cannot fsync a directory; the swap itself is already atomic.
  }
}

/**
 * Publishes `stagedDir` (a finished index folder beside `outDir`) as `outDir`. Returns the
 * generation folder now served. `outDir` may be missing, a link from an earlier swap, or a
 * plain folder from the old layout (moved aside once as a generation: that one step is not
 * atomic, every later swap is).
 */
export async function swapIndexGeneration(stagedDir: string, outDir: string): Promise<string> {
  const parent = path.dirname(outDir);
  const stamp = `${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
  const generation = path.join(parent, generationName(outDir, stamp));
  await rename(stagedDir, generation);

  const existing = await lstat(outDir).catch((error: unknown) => {
    if (isMissing(error)) return null;
    throw error;
  });
  let previous: string | null = null;
  if (existing?.isSymbolicLink()) {
    previous = path.resolve(parent, await readlink(outDir));
  } else if (existing) {
    previous = path.join(parent, generationName(outDir, `legacy-${stamp}`));
    await rename(outDir, previous);
  }

  const fresh = path.join(parent, `.${path.basename(outDir)}.link-${stamp}`);
  await symlink(path.basename(generation), fresh, 'dir');
  try {
    await rename(fresh, outDir);
  } catch (error) {
    await rm(fresh, { force: true });
    throw error;
  }
  await syncDirectory(parent);
  await retireGenerations(outDir, [generation, ...(previous ? [previous] : [])]);
  return generation;
}

/** Removes every generation and stale link of `outDir` except `keep`. Best effort. */
async function retireGenerations(outDir: string, keep: readonly string[]): Promise<void> {
  const parent = path.dirname(outDir);
  const base = escapeRegExp(path.basename(outDir));
  const ours = new RegExp(
    `^(?:${base}${escapeRegExp(GENERATION_INFIX)}[0-9a-z-]+|\\.${base}\\.link-[0-9a-z-]+)$`,
  );
  const kept = new Set(keep.map((k) => path.basename(k)));
  for (const name of await readdir(parent).catch(() => [] as string[])) {
    if (!ours.test(name) || kept.has(name)) continue;
    await rm(path.join(parent, name), { recursive: true, force: true }).catch(() => undefined);
  }
}
