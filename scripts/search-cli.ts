/**
 * npm run search -- --index DIR [--json] [--limit N] "question"
 * Ranked chunks for a question: chunk_id, drug_name, section_key, score, printed_page_range,
 * source_page_range. Without --json, a readable table. Exit 2 on bad arguments or no index.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseEnv } from '@/lib/env';
import { openRetrievalContext } from '@/lib/retrieval/open-retrieval-context';
import { retrieveChunks } from '@/lib/retrieval/retrieve-chunks';
import { runMain } from '@/lib/cli/run-main';

const USAGE = 'usage: npm run search -- --index DIR [--json] [--limit N] "question"';

async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      options: {
        index: { type: 'string' },
        json: { type: 'boolean', default: false },
        limit: { type: 'string', default: '8' },
      },
      allowPositionals: true,
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const question = positionals.join(' ');
  const limit = Number(values.limit);
  if (!values.index || !Number.isInteger(limit) || limit < 1 || limit > 100) {
    console.error(USAGE);
    return 2;
  }
  const env = parseEnv({ ...process.env, INDEX_DIR: path.resolve(values.index) });
  let ctx;
  try {
    ctx = await openRetrievalContext(env);
  } catch (error) {
    console.error(
      `${values.index}: not an index written by npm run ingest (${(error as Error).message})`,
    );
    return 2;
  }
  const result = await retrieveChunks(question, [], ctx, { limit });
  const rows = result.chunks.map(({ chunk, score }) => ({
    chunk_id: chunk.chunk_id,
    drug_name: chunk.drug_name,
    section_key: chunk.section_key,
    score: Number(score.toFixed(4)),
    printed_page_range: chunk.printed_page_range,
    source_page_range: chunk.source_page_range,
  }));
  if (values.json) {
    console.log(
      JSON.stringify(
        { question, outcome: result.outcome, drugs: result.understanding.drugs, results: rows },
        null,
        2,
      ),
    );
  } else {
    console.log(
      `outcome: ${result.outcome}; drugs: ${result.understanding.drugs.join(', ') || '—'}; sections: ${result.understanding.sections.map((s) => s.key).join(', ') || '—'}`,
    );
    for (const [i, r] of rows.entries()) {
      console.log(
        `${String(i + 1).padStart(2)}. ${r.score.toFixed(3).padStart(7)}  ${r.drug_name} · ${r.section_key} · tr. ${r.printed_page_range.join('-')}  (${r.chunk_id})`,
      );
    }
  }
  return 0;
}

runMain(main);
