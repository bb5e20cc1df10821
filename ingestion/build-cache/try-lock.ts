import fs from 'node:fs';

/**
 * A lock file beside a cached build (the sample book, the eval index), so parallel test workers
 * share one build: the first creates the file, the others wait. A lock older than `staleMs` was
 * left by a killed run and is removed.
 */
export function tryLock(lockPath: string, staleMs: number): boolean {
  try {
    fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const age =
      Date.now() - (fs.statSync(lockPath, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (age > staleMs) fs.rmSync(lockPath, { force: true });
    return false;
  }
}

/** A file's text, or null when it cannot be read (a cache key not written yet). */
export function readText(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}
