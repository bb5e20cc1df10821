import { open } from 'node:fs/promises';

/** About this many UTF-16 code units of JSON are joined before each write. */
const BATCH_CHARS = 1 << 20;

/**
 * One JSON record a line, each line ending in "\n" (an empty file for no rows), written in
 * batches as the rows come. Joining a whole file first held its text twice (the lines and the
 * joined string): ~150 MB transient for chunks.jsonl and page-lines.jsonl of the 680-monograph
 * book, at the ingest's peak.
 */
export async function writeJsonl(file: string, rows: Iterable<unknown>): Promise<void> {
  const handle = await open(file, 'w');
  try {
    let batch: string[] = [];
    let size = 0;
    for (const row of rows) {
      const line = JSON.stringify(row);
      batch.push(line, '\n');
      size += line.length + 1;
      if (size >= BATCH_CHARS) {
        await handle.write(batch.join(''));
        batch = [];
        size = 0;
      }
    }
    if (batch.length > 0) await handle.write(batch.join(''));
  } finally {
    await handle.close();
  }
}
