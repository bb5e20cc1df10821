import { createReadStream, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { z } from 'zod';

/** One record per non-blank line, each checked by `schema`; a bad line throws naming file:line. */
export function parseJsonl<T extends z.ZodType>(
  text: string,
  schema: T,
  file: string,
): z.output<T>[] {
  const rows: z.output<T>[] = [];
  text.split('\n').forEach((line, index) => {
    if (line.trim()) rows.push(parseRecord(line, schema, file, index + 1));
  });
  return rows;
}

function parseRecord<T extends z.ZodType>(
  line: string,
  schema: T,
  file: string,
  lineNumber: number,
): z.output<T> {
  try {
    return schema.parse(JSON.parse(line));
  } catch (error) {
    throw new Error(`${file}:${lineNumber}: ${(error as Error).message}`, { cause: error });
  }
}

/**
 * readJsonl one record at a time, for a reader that keeps less than the records: the file is
 * read 1 MB at a time and each record dropped once the caller has taken what it needs. Reading
 * page-lines.jsonl whole (its text, its lines, every page's objects, then the parsed copies)
 * was ~140 MB of a server's RSS on the first find on 680 monographs (issue 39).
 */
export async function* readJsonlRecords<T extends z.ZodType>(
  file: string,
  schema: T,
): AsyncGenerator<z.output<T>> {
  let rest = '';
  let lineNumber = 0;
  for await (const chunk of createReadStream(file, { encoding: 'utf8', highWaterMark: 1 << 20 })) {
    const text = rest + (chunk as string);
    let start = 0;
    for (let end = text.indexOf('\n'); end >= 0; end = text.indexOf('\n', start)) {
      const line = text.slice(start, end);
      lineNumber += 1;
      start = end + 1;
      if (line.trim()) yield parseRecord(line, schema, file, lineNumber);
    }
    rest = text.slice(start);
  }
  if (rest.trim()) yield parseRecord(rest, schema, file, lineNumber + 1);
}

/** A JSONL file of the index folder (or any JSONL), typed by its zod schema. */
export async function readJsonl<T extends z.ZodType>(file: string, schema: T) {
  return parseJsonl(await readFile(file, 'utf8'), schema, file);
}

/** readJsonl for scripts and test setup that read synchronously. */
export function readJsonlSync<T extends z.ZodType>(file: string, schema: T) {
  return parseJsonl(readFileSync(file, 'utf8'), schema, file);
}
