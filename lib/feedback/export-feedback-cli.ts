/**
 * npm run feedback:export -- --out FILE
 * Writes every thumbs-down answer in FEEDBACK_DB as a golden-set line (to-golden-question.ts),
 * oldest first, for a pharmacist to correct and add to e2e/eval/retrieval/golden-set.jsonl.
 * Reads the database only. Exit 2 on bad arguments or no database; prints counts, never a
 * question.
 */
import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseEnv } from '@/lib/env';
import { listFeedback } from './list-feedback';
import { closeFeedbackDbs, openFeedbackDb } from './open-feedback-db';
import { toGoldenQuestion } from './to-golden-question';

const USAGE = 'usage: npm run feedback:export -- --out FILE   (reads FEEDBACK_DB)';

function main(): Promise<number> | number {
  let out: string | undefined;
  try {
    ({ out } = parseArgs({ options: { out: { type: 'string' } } }).values);
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (!out) {
    console.error(USAGE);
    return 2;
  }
  const env = parseEnv(process.env);
  if (!existsSync(env.FEEDBACK_DB)) {
    console.error(`feedback:export: no feedback database at ${env.FEEDBACK_DB} (FEEDBACK_DB)`);
    return 2;
  }
  const rows = listFeedback(openFeedbackDb(env.FEEDBACK_DB, { readonly: true }), {
    vote: 'down',
    limit: Number.MAX_SAFE_INTEGER,
  }).reverse();
  closeFeedbackDbs();
  return writeLines(
    path.resolve(out),
    rows.map((r) => JSON.stringify(toGoldenQuestion(r))),
  ).then(() => {
    console.log(`feedback:export: ${rows.length} thumbs-down answer(s) → ${out}`);
    return 0;
  });
}

async function writeLines(file: string, lines: string[]): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  await writeFile(partial, lines.map((l) => `${l}\n`).join(''));
  await rename(partial, file);
}

process.exitCode = await main();
