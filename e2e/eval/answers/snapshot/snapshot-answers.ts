/**
 * npm run snapshot:answers [-- --write] [--only golden,retrieval,realdata,probe]
 *
 * The migration oracle of issue 36 item 6: every question this project has — the answer golden
 * set and the retrieval golden set over the default sample book, the real-book first-line cases
 * over ../shared/realdata, and the probe over the 680-monograph book — answered extractively,
 * whole (answer text, notices, citations), into answers.snapshot.jsonl beside this file. Without
 * --write it compares and prints every answer that changed, first lines before → after: a
 * refactor of the answer layer keeps the file unchanged, and a behaviour change is read answer
 * by answer before the file is rewritten. Exit 0: unchanged (or written); 1: answers changed;
 * 2: bad arguments.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { benchIndexOptions, ensureSampleIndex } from '@/ingestion/testing/ensure-sample-index';
import { answerQuestion, type AnswerDeps } from '@/lib/answer/answer-question';
import { openIndexAnswerDeps } from '@/lib/answer/testing/open-index-answer-deps';
import { runMain } from '@/lib/cli/run-main';
import { INDEX_FILES } from '@/lib/index/index-files';
import { readJsonlSync } from '@/lib/index/read-jsonl';
import type { AnswerResponse } from '@/lib/schema/answer';
import { goldenQuestionSchema } from '@/lib/schema/golden-question';
import { monographSchema } from '@/lib/schema/monograph';
import { EVAL_INDEX_DIR } from '../../eval-index-dir';
import { ANSWER_GOLDEN_SET } from '../evaluate-answers';
import { parseAnswerGoldenSet } from '../answer-golden-question';
import { FIRST_LINE_CASES } from '../first-line.realdata.cases';
import { openRealdataAnswerDeps } from '../open-realdata-answer-deps';
import { buildProbeQuestions } from './probe-questions';
import { diffSnapshots, type SnapshotEntry } from './diff-snapshots';

export const SNAPSHOT_FILE = path.resolve(import.meta.dirname, 'answers.snapshot.jsonl');
const RETRIEVAL_GOLDEN = path.resolve(import.meta.dirname, '../../retrieval/golden-set.jsonl');
const SETS = ['golden', 'retrieval', 'realdata', 'probe'] as const;
type SetName = (typeof SETS)[number];

interface Asked {
  id: string;
  question: string;
  history?: { role: 'user' | 'assistant'; content: string }[];
}

function toEntry(set: SetName, q: Asked, a: AnswerResponse): SnapshotEntry {
  return {
    set,
    id: q.id,
    question: q.question,
    answer: a.answer,
    notices: a.notices.map((n) => `${n.code}: ${n.message}`),
    citations: a.citations.map(
      (c) => `[${c.marker}] ${c.chunk_id}${c.locked_dose ? ' (locked)' : ''}`,
    ),
    attachments: a.attachments.map((x) => x.block_id),
  };
}

async function answerAll(
  set: SetName,
  questions: readonly Asked[],
  deps: AnswerDeps,
): Promise<SnapshotEntry[]> {
  const out: SnapshotEntry[] = [];
  for (const q of questions)
    out.push(toEntry(set, q, await answerQuestion(q.question, q.history ?? [], deps)));
  return out;
}

async function sampleSets(only: ReadonlySet<SetName>): Promise<SnapshotEntry[]> {
  if (!only.has('golden') && !only.has('retrieval')) return [];
  const { indexDir } = await ensureSampleIndex({ indexDir: EVAL_INDEX_DIR, log: console.error });
  const deps = await openIndexAnswerDeps(indexDir);
  const out: SnapshotEntry[] = [];
  if (only.has('golden')) {
    const golden = parseAnswerGoldenSet(readFileSync(ANSWER_GOLDEN_SET, 'utf8'), 'golden');
    out.push(...(await answerAll('golden', golden, deps)));
  }
  if (only.has('retrieval')) {
    const retrieval = readFileSync(RETRIEVAL_GOLDEN, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => goldenQuestionSchema.parse(JSON.parse(line)));
    out.push(...(await answerAll('retrieval', retrieval, deps)));
  }
  return out;
}

async function realdataSet(): Promise<SnapshotEntry[] | null> {
  const realdata = await openRealdataAnswerDeps();
  if (!realdata) return null;
  try {
    const cases = FIRST_LINE_CASES.map((c, i) => ({
      id: `realdata-${i + 1}`,
      question: c.question,
    }));
    return await answerAll('realdata', cases, realdata.deps);
  } finally {
    realdata.dispose();
  }
}

async function probeSet(): Promise<SnapshotEntry[]> {
  const { indexDir } = await ensureSampleIndex({ ...benchIndexOptions(), log: console.error });
  const monographs = readJsonlSync(path.join(indexDir, INDEX_FILES.monographs), monographSchema);
  return answerAll('probe', buildProbeQuestions(monographs), await openIndexAnswerDeps(indexDir));
}

function readSnapshot(): SnapshotEntry[] {
  if (!existsSync(SNAPSHOT_FILE)) return [];
  return readFileSync(SNAPSHOT_FILE, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as SnapshotEntry);
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { write: { type: 'boolean', default: false }, only: { type: 'string' } },
  });
  const names = values.only?.split(',').map((s) => s.trim()) ?? [...SETS];
  const unknown = names.filter((n) => !(SETS as readonly string[]).includes(n));
  if (unknown.length > 0) {
    console.error(`snapshot:answers: unknown set ${unknown.join(', ')} (sets: ${SETS.join(', ')})`);
    return 2;
  }
  const only = new Set(names as SetName[]);
  const fresh: SnapshotEntry[] = [...(await sampleSets(only))];
  let skipped: SetName[] = [];
  if (only.has('realdata')) {
    const real = await realdataSet();
    if (real) fresh.push(...real);
    else {
      skipped = ['realdata'];
      console.error('snapshot:answers: realdata skipped (../shared/realdata is absent)');
    }
  }
  if (only.has('probe')) fresh.push(...(await probeSet()));
  const measured = new Set<string>(names.filter((n) => !skipped.includes(n as SetName)));
  const old = readSnapshot();
  const { changed, report } = diffSnapshots(
    old.filter((e) => measured.has(e.set)),
    fresh,
  );
  console.log(report);
  if (values.write) {
    const kept = old.filter((e) => !measured.has(e.set));
    const all = [...kept, ...fresh].sort(
      (a, b) => SETS.indexOf(a.set as SetName) - SETS.indexOf(b.set as SetName),
    );
    writeFileSync(SNAPSHOT_FILE, all.map((e) => JSON.stringify(e)).join('\n') + '\n');
    console.log(`wrote ${all.length} answers to ${path.relative(process.cwd(), SNAPSHOT_FILE)}`);
    return 0;
  }
  return changed > 0 ? 1 : 0;
}

runMain(main);
