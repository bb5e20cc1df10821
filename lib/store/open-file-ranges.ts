import 'server-only';

import { close, closeSync, open, readFile, readSync } from 'node:fs';
import { promisify } from 'node:util';
import type { ChunkBytes } from './compact-chunks';

// The descriptor lives as long as the object that reads through it: a generation swapped out by
// a re-ingest stays readable for the requests still holding it, and its descriptor is closed
// once none does. Closing it any earlier would fail such a request.
const closeWhenUnreachable = new FinalizationRegistry<number>((fd) => {
  close(fd, () => undefined);
});

/**
 * Opens `file` read-only, reads it whole once (for the caller to checksum and index), and
 * returns a reader of byte ranges of that same open file for later.
 *
 * Why: the served store's chunk bytes (36 MB on the 680-monograph index) were a Buffer in the
 * server for its whole life, counted in next-server's RSS; a request reads ~20 chunks. Read by
 * range (pread), the bytes stay in the kernel's page cache, which is shared, reclaimable and not
 * the process's RSS, at ~1 µs per chunk. The ranges are read from the descriptor the checksummed
 * bytes came from, so a file renamed over or unlinked afterwards (a re-ingest retiring the
 * generation) does not change what is read; generations are never modified in place.
 */
export async function openFileRanges(file: string): Promise<{ data: Buffer; ranges: ChunkBytes }> {
  const fd = await promisify(open)(file, 'r');
  let data: Buffer;
  try {
    data = await promisify(readFile)(fd);
  } catch (error) {
    closeSync(fd);
    throw error;
  }
  const ranges: ChunkBytes = {
    read(start, end) {
      const out = Buffer.allocUnsafe(end - start);
      let done = 0;
      while (done < out.length) {
        const read = readSync(fd, out, done, out.length - done, start + done);
        if (read === 0)
          throw new Error(`${file}: ends before byte ${end}; it changed after opening`);
        done += read;
      }
      return out;
    },
  };
  closeWhenUnreachable.register(ranges, fd);
  return { data, ranges };
}
