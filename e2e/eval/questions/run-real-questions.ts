/**
 * npm run eval:questions — real people's drug questions (../shared/realdata/questions, the
 * development set) answered extractively over the 680-monograph sample book, scored against
 * real-questions-dev-labels.jsonl: drug resolved (or asked back / abstained when expected),
 * first citation in the labelled section, answers about a drug other than the labelled one
 * (a look-alike is the worst defect). Exit 0 when run; 2 (one line) when ../shared/realdata is
 * absent or the index cannot be built.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { benchIndexOptions, ensureSampleIndex } from '@/ingestion/testing/ensure-sample-index';
import { answerQuestion, type AnswerDeps } from '@/lib/answer/answer-question';
import { runMain } from '@/lib/cli/run-main';
import { parseEnv } from '@/lib/env';
import { loadBlocks } from '@/lib/index/load-blocks';
import { loadDrugLexicon, openChunkStore } from '@/lib/retrieval/open-retrieval-context';
import { realdataPath } from '@/lib/testing/realdata';
import {
  realQuestionLabelSchema,
  scoreRealQuestion,
  summarizeRealQuestions,
  type RealQuestionLabel,
  type RealQuestionScore,
} from './score-real-question';

const QUESTIONS = realdataPath('questions/drug_questions_dev.jsonl');
const LABELS = path.resolve(import.meta.dirname, 'real-questions-dev-labels.jsonl');

function readJsonl(file: string): unknown[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim().length > 0)
    .map((line) => JSON.parse(line) as unknown);
}

function line(score: RealQuestionScore, label: RealQuestionLabel, first: string): string {
  const marks = [
    score.resolved ? 'drug ok' : 'DRUG MISS',
    score.sectionRight === null ? 'section -' : score.sectionRight ? 'section ok' : 'SECTION MISS',
    score.wrongDrugs.length > 0 ? `WRONG DRUG ${score.wrongDrugs.join(',')}` : null,
  ].filter(Boolean);
  return `${label.id} [${marks.join('; ')}] expect ${label.expect} ${label.drugs.join('+') || '-'} / ${label.sections.join('|') || '-'} → ${first}`;
}

async function main(): Promise<number> {
  if (!existsSync(QUESTIONS)) {
    console.error(`eval:questions needs ${QUESTIONS} (../shared/realdata is absent)`);
    return 2;
  }
  const questions = new Map(
    readJsonl(QUESTIONS).map((row) => {
      const { id, question } = row as { id: string; question: string };
      return [id, question];
    }),
  );
  const labels = readJsonl(LABELS).map((row) => realQuestionLabelSchema.parse(row));
  let indexDir: string;
  try {
    ({ indexDir } = await ensureSampleIndex({
      ...benchIndexOptions(),
      log: (text) => console.error(text),
    }));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 2;
  }
  const env = parseEnv({ INDEX_DIR: indexDir });
  const lexicon = await loadDrugLexicon(env.INDEX_DIR);
  const deps: AnswerDeps = {
    retrieval: { store: await openChunkStore(env.INDEX_DIR, env), lexicon },
    blocks: await loadBlocks(env.INDEX_DIR),
    model: null,
  };
  const idByName = new Map([...lexicon.entries.values()].map((e) => [e.drug_name, e.drug_id]));
  const drugIdOf = (name: string) => idByName.get(name) ?? `?${name}`;

  const scores: RealQuestionScore[] = [];
  for (const label of labels) {
    const question = questions.get(label.id);
    if (question === undefined) {
      console.error(`eval:questions: ${label.id} is labelled but not in ${QUESTIONS}`);
      return 2;
    }
    const answer = await answerQuestion(question, [], deps);
    const score = scoreRealQuestion(label, answer, drugIdOf);
    scores.push(score);
    const cited = answer.citations[0]
      ? `${drugIdOf(answer.citations[0].drug_name)}/${answer.citations[0].section_key}: ${answer.answer.split('\n')[0]?.slice(0, 120)}`
      : `abstained: ${answer.notices
          .map((n) => `${n.code} ${n.message}`)
          .join(' | ')
          .slice(0, 160)}`;
    console.log(line(score, label, cited));
  }
  const s = summarizeRealQuestions(scores);
  console.log('');
  console.log(`questions: ${s.questions} (labels ${LABELS})`);
  console.log(
    `drug resolved (or asked back / abstained as expected): ${s.resolved}/${s.questions}`,
  );
  console.log(`first citation in the labelled section: ${s.sectionRight}/${s.sectionQuestions}`);
  console.log(`answers about a drug other than the labelled one: ${s.wrongDrugAnswers}`);
  console.log(`abstentions: ${s.abstentions}; asked back (did_you_mean): ${s.askedBack}`);
  return 0;
}

runMain(main);
