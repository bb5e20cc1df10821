import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { parseEnv } from '@/lib/env';
import { INDEX_FILES } from '@/lib/index/index-files';
import { loadBlocks } from '@/lib/index/load-blocks';
import { readJsonlSync } from '@/lib/index/read-jsonl';
import { findNumbers } from '@/lib/answer/policy/find-numbers';
import { goldenQuestionSchema, type GoldenQuestion } from '@/lib/schema/golden-question';
import { loadDrugLexicon } from '@/lib/retrieval/open-retrieval-context';
import { openChunkStore } from '@/lib/store/open-chunk-store';
import type { AnswerResponse } from '@/lib/schema/answer';
import { chunkSchema, type Chunk } from '@/lib/schema/chunk';
import { sampleTruthSchema, type SampleTruth } from '@/lib/schema/sample-truth';
import { answerQuestion, type AnswerDeps } from '@/lib/answer/answer-question';

/**
 * Issue 5's acceptance over the whole golden set, extractive answers on the sample index:
 * table/formula questions show the crop and none of the table's numbers; no answer states a
 * number absent from the sources it cites; every not-in-book question abstains.
 */
let deps: AnswerDeps;
let truth: SampleTruth;
let chunks: Map<string, Chunk>;
let golden: GoldenQuestion[];
const answers = new Map<string, AnswerResponse>();

/** A line the policy wrote from attachment metadata ("Bảng ở trang 47 …"): its page is not a claim. */
const CAPTION = /^(Bảng|Công thức|Bảng hoặc công thức)[^:]* ở trang/u;

beforeAll(async () => {
  const env = parseEnv({ INDEX_DIR: inject('sampleIndexDir') });
  deps = {
    retrieval: {
      store: await openChunkStore(env.INDEX_DIR, env),
      lexicon: await loadDrugLexicon(env.INDEX_DIR),
    },
    blocks: await loadBlocks(env.INDEX_DIR),
    model: null,
  };
  truth = sampleTruthSchema.parse(JSON.parse(readFileSync(inject('sampleTruthPath'), 'utf8')));
  chunks = new Map(
    readJsonlSync(path.join(env.INDEX_DIR, INDEX_FILES.chunks), chunkSchema).map((c) => [
      c.chunk_id,
      c,
    ]),
  );
  golden = readFileSync(path.resolve(import.meta.dirname, '../retrieval/golden-set.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => goldenQuestionSchema.parse(JSON.parse(l)));
  for (const q of golden)
    answers.set(q.id, await answerQuestion(q.question, q.history ?? [], deps));
}, 300_000);

describe('answers over the golden set', () => {
  it('abstains on every not-in-book question', () => {
    const wrong = golden
      .filter((q) => 'not_in_book' in q.expect)
      .filter((q) => answers.get(q.id)!.citations.length > 0)
      .map((q) => `${q.id}: "${q.question}" → ${answers.get(q.id)!.citations[0]!.chunk_id}`);
    expect(wrong).toEqual([]);
  });

  it('states no number that is absent from the sources an answer cites', () => {
    const ungrounded: string[] = [];
    for (const q of golden) {
      const a = answers.get(q.id)!;
      const sources = a.citations.map((c) => chunks.get(c.chunk_id)?.source_text ?? '').join('\n');
      for (const line of a.answer.split('\n')) {
        if (CAPTION.test(line)) continue;
        for (const n of findNumbers(line.replace(/\[\d+\]/g, ''))) {
          if (!sources.includes(n.raw)) ungrounded.push(`${q.id}: ${n.raw} in "${line}"`);
        }
      }
    }
    expect(ungrounded).toEqual([]);
  });

  it('answers every table or formula question with its crop and none of its numbers', () => {
    let tableQuestions = 0;
    const failures: string[] = [];
    for (const q of golden) {
      if (!q.evidence || !('drug_id' in q.expect)) continue;
      const { drug_id, section_key } = q.expect;
      const section = truth.monographs
        .find((m) => m.drug_id === drug_id)
        ?.sections.find((s) => s.key === section_key);
      const blocks = truth.blocks.filter(
        (b) => b.drug_id === drug_id && b.section_key === section_key,
      );
      const cellText = (b: (typeof blocks)[number]) =>
        [
          ...b.header_rows.flat(),
          ...b.rows.flat(),
          ...(b.formula ? [b.formula.lhs, b.formula.numerator, b.formula.denominator] : []),
        ].join(' | ');
      // A table question: its evidence is printed in a lifted block, not in the prose.
      if (
        !section ||
        section.text.includes(q.evidence) ||
        !blocks.some((b) => cellText(b).includes(q.evidence!))
      )
        continue;
      tableQuestions++;
      const a = answers.get(q.id)!;
      if (
        !a.attachments.some((x) =>
          blocks.some((b) => x.physical_page === b.regions[0]!.physical_page),
        )
      ) {
        failures.push(`${q.id}: no crop of ${drug_id}/${section_key}`);
      }
      const tableOnly = blocks
        .flatMap((b) => findNumbers(cellText(b)).map((n) => n.raw))
        .filter((raw) => !section.text.includes(raw));
      const body = a.answer
        .split('\n')
        .filter((l) => !CAPTION.test(l))
        .join('\n');
      for (const raw of tableOnly)
        if (findNumbers(body).some((n) => n.raw === raw))
          failures.push(`${q.id}: states ${raw} from the table`);
    }
    console.log(`table/formula questions in the golden set: ${tableQuestions}`);
    expect(tableQuestions).toBeGreaterThan(0);
    expect(failures).toEqual([]);
  });
});
