import { beforeAll, describe, expect, it } from 'vitest';
import { checkGoldenSet } from './check-golden-set';
import { ensureSampleIndex, type SampleIndex } from '@/ingestion/testing/ensure-sample-index';
import { EVAL_INDEX_DIR } from '../eval-index-dir';
import {
  evaluateSampleBook,
  loadGoldenSet,
  loadTruth,
  type SampleBookEval,
} from './evaluate-sample-book';
import type { GoldenQuestion } from '@/lib/schema/golden-question';
import { EVAL_THRESHOLDS } from './score-ranking';

/**
 * The golden set against the default sample book, through the same cached book and index as
 * `npm run eval` (.cache/sample-default, .cache/eval-index; built here when missing or stale).
 */

let index: SampleIndex;
let questions: GoldenQuestion[];

beforeAll(async () => {
  index = await ensureSampleIndex({ indexDir: EVAL_INDEX_DIR });
  questions = await loadGoldenSet();
});

describe('golden-set.jsonl', () => {
  it('holds at least 120 questions, 20 or more of them about drugs the book lacks', () => {
    expect(questions.length).toBeGreaterThanOrEqual(120);
    const notInBook = questions.filter((q) => 'not_in_book' in q.expect);
    expect(notInBook.length).toBeGreaterThanOrEqual(20);
  });

  it('covers every kind of question the issue names', () => {
    const tags = new Set(questions.flatMap((q) => q.tags));
    for (const tag of [
      'dosing_adult',
      'dosing_child',
      'dosing_renal',
      'dosing_elderly',
      'renal_table',
      'formula',
      'contraindication',
      'pregnancy',
      'lactation',
      'interaction_deep',
      'interaction_pair',
      'no_diacritics',
      'english_inn',
      'typo',
      'trade_name',
      'class_analogue',
      'follow_up',
      'near_miss',
      'invented',
    ]) {
      expect(tags, `no question tagged ${tag}`).toContain(tag);
    }
    expect(questions.filter((q) => q.history).length).toBeGreaterThanOrEqual(5);
  });

  it("fits the default book's truth: every expected drug and section exists, every evidence is printed there", async () => {
    const truth = await loadTruth(index.truthPath);
    expect(checkGoldenSet(questions, truth)).toEqual([]);
  });
});

describe('retrieval on the golden set', () => {
  let result: SampleBookEval;
  beforeAll(async () => {
    result = await evaluateSampleBook();
    console.log(result.report);
  });

  it(`reaches recall@5 ≥ ${EVAL_THRESHOLDS.recallAt5} on (drug, section) for in-book questions`, () => {
    expect(result.summary.inBook.recallAt5).toBeGreaterThanOrEqual(EVAL_THRESHOLDS.recallAt5);
  });

  it(`abstains on ≥ ${EVAL_THRESHOLDS.notInBookPrecision} of the questions about drugs the book lacks`, () => {
    expect(result.summary.notInBook.precision).toBeGreaterThanOrEqual(
      EVAL_THRESHOLDS.notInBookPrecision,
    );
  });

  it('ran every question of the file', () => {
    expect(result.evaluated).toHaveLength(questions.length);
  });
});
