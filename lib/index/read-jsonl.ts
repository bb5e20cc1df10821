import { readFileSync } from 'node:fs';
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
    if (!line.trim()) return;
    try {
      rows.push(schema.parse(JSON.parse(line)));
    } catch (error) {
      throw new Error(`${file}:${index + 1}: ${(error as Error).message}`, { cause: error });
    }
  });
  return rows;
}

/** A JSONL file of the index folder (or any JSONL), typed by its zod schema. */
export async function readJsonl<T extends z.ZodType>(file: string, schema: T) {
  return parseJsonl(await readFile(file, 'utf8'), schema, file);
}

/** readJsonl for scripts and test setup that read synchronously. */
export function readJsonlSync<T extends z.ZodType>(file: string, schema: T) {
  return parseJsonl(readFileSync(file, 'utf8'), schema, file);
}
