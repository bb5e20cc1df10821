import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The one place tests find the real book's text samples: `../shared/realdata` beside the project
 * (CI has it), or REALDATA_DIR. A bare clone has neither, and every test that reads them must then
 * skip with one line saying what it needed — before this helper, the path was computed five ways
 * and a bare clone's `npm test` failed in the store contract suite instead of skipping.
 */
const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');

export const REALDATA_DIR = process.env.REALDATA_DIR
  ? path.resolve(process.env.REALDATA_DIR)
  : path.resolve(PROJECT_ROOT, '../shared/realdata');

/** Absolute path of a file under the realdata folder (which may not exist). */
export function realdataPath(relative: string): string {
  return path.join(REALDATA_DIR, relative);
}

const announced = new Set<string>();

/**
 * Whether every named realdata file exists; when one does not, says so once, in one line, naming
 * the suite that is skipped and the file it needed. Use as `describe.skipIf(!hasRealdata(...))`.
 */
export function hasRealdata(suite: string, ...relatives: string[]): boolean {
  const missing = relatives.map(realdataPath).find((file) => !existsSync(file));
  if (missing === undefined) return true;
  if (!announced.has(suite)) {
    announced.add(suite);
    console.warn(`skipped: ${suite} needs ${missing} (../shared/realdata is absent)`);
  }
  return false;
}
