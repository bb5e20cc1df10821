import 'server-only';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { INDEX_FILES } from './index-files';

let cached: { dir: string; sha256: Promise<string> } | null = null;

/**
 * sha256 of the index's chunks.jsonl: names exactly which chunks a vote was judged against,
 * whatever the store backend. `dir` is a pinned generation (never modified), so the hash is
 * computed once per generation.
 */
export function readIndexFingerprint(dir: string): Promise<string> {
  if (cached?.dir === dir) return cached.sha256;
  const sha256 = new Promise<string>((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(path.join(dir, INDEX_FILES.chunks))
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });
  cached = { dir, sha256 };
  sha256.catch(() => {
    if (cached?.sha256 === sha256) cached = null;
  });
  return sha256;
}
