/**
 * npm run feedback:export -- --out FILE
 * Writes every thumbs-down answer in the feedback store (Postgres at DATABASE_URL when set, else
 * the SQLite file FEEDBACK_DB) as a golden-set line (to-golden-question.ts),
 * oldest first, for a pharmacist to correct and add to e2e/eval/retrieval/golden-set.jsonl.
 * Reads the database only. Exit 2 on bad arguments or no database; prints counts, never a
 * question.
 */
import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseEnv } from '@/lib/env';
import type { FeedbackStore } from './feedback-store';
import { closeFeedbackDbs, openFeedbackDb } from './open-feedback-db';
import { createFeedbackPool } from './open-feedback-store';
import { createPostgresFeedbackStore } from './postgres-feedback-store';
import { createSqliteFeedbackStore } from './sqlite-feedback-store';
import { toGoldenQuestion } from './to-golden-question';

const USAGE =
  'usage: npm run feedback:export -- --out FILE   (reads DATABASE_URL when set, else FEEDBACK_DB)';

/** The store to read, never written to: SQLite opened read-only; Postgres as it is. */
function openForExport(env: ReturnType<typeof parseEnv>): FeedbackStore | string {
  if (env.DATABASE_URL) return createPostgresFeedbackStore(createFeedbackPool(env.DATABASE_URL));
  if (!existsSync(env.FEEDBACK_DB)) {
    return `feedback:export: no feedback database at ${env.FEEDBACK_DB} (FEEDBACK_DB)`;
  }
  return createSqliteFeedbackStore(openFeedbackDb(env.FEEDBACK_DB, { readonly: true }));
}

async function main(): Promise<number> {
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
  const store = openForExport(env);
  if (typeof store === 'string') {
    console.error(store);
    return 2;
  }
  const listed = await store
    .list({ vote: 'down', limit: Number.MAX_SAFE_INTEGER })
    .catch((error: unknown) => error as Error);
  await store.close();
  if (listed instanceof Error) {
    const why = (listed.cause as Error | undefined)?.message ?? listed.message;
    console.error(`feedback:export: cannot read the feedback database at DATABASE_URL (${why})`);
    return 2;
  }
  const rows = listed.reverse();
  closeFeedbackDbs();
  await writeLines(
    path.resolve(out),
    rows.map((r) => JSON.stringify(toGoldenQuestion(r))),
  );
  console.log(`feedback:export: ${rows.length} thumbs-down answer(s) → ${out}`);
  return 0;
}

async function writeLines(file: string, lines: string[]): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  await writeFile(partial, lines.map((l) => `${l}\n`).join(''));
  await rename(partial, file);
}

process.exitCode = await main();
