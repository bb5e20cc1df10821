/**
 * npm run eval:unseen — the unseen questions (written before any run, never tuned to) answered
 * over the 18 more real monographs. A measurement: exit 0 whatever the figures; 2 when
 * ../shared/realdata is absent. `--batch N` answers batch N's question file (default 1;
 * unseen-set.ts UNSEEN_BATCHES). `--json FILE` also writes every answer and score. Record a
 * first run's figures in docs/eval-log.md.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { runMain } from '@/lib/cli/run-main';
import { evaluateUnseen, formatUnseenReport } from './evaluate-unseen';
import { isUnseenBatch, UNSEEN_SECTIONS_PATH } from './unseen-set';

const USAGE = 'usage: eval:unseen [--batch N] [--json FILE]';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const jsonAt = args.indexOf('--json');
  const jsonFile = jsonAt >= 0 ? args[jsonAt + 1] : undefined;
  if (jsonAt >= 0 && !jsonFile) {
    console.error(USAGE);
    return 2;
  }
  const batchAt = args.indexOf('--batch');
  const batch = batchAt >= 0 ? Number(args[batchAt + 1]) : 1;
  if (!isUnseenBatch(batch)) {
    console.error(`${USAGE} (no batch ${args[batchAt + 1] ?? ''})`);
    return 2;
  }
  if (!existsSync(UNSEEN_SECTIONS_PATH)) {
    console.error(`eval:unseen needs ${UNSEEN_SECTIONS_PATH} (../shared/realdata is absent)`);
    return 2;
  }
  const result = await evaluateUnseen(batch);
  if (!result) {
    console.error(`eval:unseen could not read ${UNSEEN_SECTIONS_PATH}`);
    return 2;
  }
  console.log(formatUnseenReport(result));
  if (jsonFile) {
    const rows = result.questions.map((q) => ({
      id: q.id,
      question: q.question,
      tags: q.tags,
      score: result.scores.find((s) => s.id === q.id),
      answer: result.answers.get(q.id),
    }));
    writeFileSync(jsonFile, JSON.stringify({ summary: result.summary, rows }, null, 2) + '\n');
    console.error(`answers written to ${jsonFile}`);
  }
  return 0;
}

runMain(main);
