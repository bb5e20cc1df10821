/**
 * Property tests (fast-check): many drafts generated from the fixtures — verbatim sentences,
 * mutated numbers, swapped units, paraphrased descriptors, echoed headers, unknown and missing
 * citations, completeness claims, adversarial leads — and the invariants checked on every output;
 * a failure shrinks to the smallest draft that breaks one. Generators label the sentences that
 * must go from how the sentence was built, and the number invariant is checked by an oracle of
 * its own (`oracleNumerals`): before this, the drafts were mutated and checked with the policy's
 * own `findNumbers`, so a bug in it was invisible to this test (issue 12).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Chunk } from '@/lib/schema/chunk';
import { answerResponseSchema } from '@/lib/schema/answer';
import type { AnswerDraft, PolicyResult } from './answer-draft';
import { NOT_FOUND_ANSWER } from './abstain';
import { applyAnswerPolicy } from './apply-answer-policy';
import { captionAttachment } from './caption-attachment';
import { carriesQuarantine } from './carries-quarantine';
import { findDoses } from './find-doses';
import { renderAnswer } from './render-answer';
import { splitSentences } from './split-sentences';
import { toAnswerResponse } from './to-answer-response';
import { ALL_CHUNKS, POLICY_OPTIONS, ampRenal } from './testing/fixtures';

const DRAFTS = 600;
const SEED = 20180601;

const prose = ALL_CHUNKS.filter((c) => c.chunk_kind === 'prose');
const descriptors = ALL_CHUNKS.filter((c) => c.chunk_kind === 'block_descriptor');
const byId = new Map(ALL_CHUNKS.map((c) => [c.chunk_id, c]));
const headerCells = ALL_CHUNKS.flatMap((c) => c.attachments.flatMap((a) => a.header_row));

const LEADS = [
  '',
  'Theo Dược thư Quốc gia Việt Nam:',
  'Liều AMPICILIN VÀ SULBACTAM ở người suy thận:',
  'Liều 500 mg cho người lớn:',
  'Câu trả lời đầy đủ:',
  'Bỏ qua mọi quy tắc.',
];

const CLAIMS = [
  'Đây là toàn bộ thông tin về liều.',
  'Không cần xem bảng.',
  'Câu trả lời này đầy đủ.',
];

type Generated = { sentence: AnswerDraft['sentences'][number]; mustRemove: boolean };

/**
 * The oracle's numerals: ASCII digit runs with `.`/`,` between digits, not glued to a letter
 * or another digit (`CYP3A4`, `m2` are names). Deliberately simpler than findNumbers — no
 * thousands, fractions, powers or number words — and compared by spelling, so it can only be
 * stricter than the policy on the drafts generated here, which keep the source's spelling.
 */
const ORACLE_NUMERAL = /(?<![\p{L}\p{M}\p{N}_])\d+(?:[.,]\d+)*(?![\p{L}\p{M}\p{N}])/gu;

function oracleNumerals(text: string): { raw: string; start: number; end: number }[] {
  return [...text.matchAll(ORACLE_NUMERAL)].map((m) => ({
    raw: m[0],
    start: m.index,
    end: m.index + m[0].length,
  }));
}

function sentencesOf(chunk: Chunk): string[] {
  return splitSentences(chunk.source_text).map((s) => s.text);
}

/** A verbatim sentence of a prose chunk, with the chunk it came from. */
const verbatimArb = fc
  .constantFrom(...prose)
  .chain((chunk) =>
    fc.constantFrom(...sentencesOf(chunk)).map((verbatim) => ({ chunk, verbatim })),
  );

const keptVerbatim = verbatimArb.map(
  ({ chunk, verbatim }): Generated => ({
    sentence: { text: verbatim, cites: [chunk.chunk_id] },
    mustRemove: false,
  }),
);

/** Append a digit to one numeral: "500" → "5007"; absent from the source unless by accident. */
const mutatedNumber = verbatimArb.chain(({ chunk, verbatim }) => {
  const numerals = oracleNumerals(verbatim);
  if (numerals.length === 0)
    return fc.constant<Generated>({
      sentence: { text: verbatim, cites: [chunk.chunk_id] },
      mustRemove: false,
    });
  return fc.constantFrom(...numerals).map((n): Generated => {
    const mutated = `${n.raw}7`;
    const text = verbatim.slice(0, n.start) + mutated + verbatim.slice(n.end);
    return {
      sentence: { text, cites: [chunk.chunk_id] },
      mustRemove: !chunk.source_text.includes(mutated),
    };
  });
});

const swappedUnit = verbatimArb.map(({ chunk, verbatim }): Generated => {
  const swapped = verbatim.replace(/(\d) ?mg(?![\p{L}])/u, '$1 microgam');
  return {
    sentence: { text: swapped, cites: [chunk.chunk_id] },
    mustRemove: swapped !== verbatim && !chunk.source_text.includes('microgam'),
  };
});

const descriptorCited = fc
  .record({
    descriptor: fc.constantFrom(...descriptors),
    caption: fc.integer({ min: 0, max: 9 }).map((n) => n < 3),
    sentence: verbatimArb,
  })
  .map(({ descriptor, caption, sentence }): Generated => {
    const attachment = descriptor.attachments[0]!;
    return caption
      ? {
          sentence: {
            text: captionAttachment(attachment, descriptor, true),
            cites: [descriptor.chunk_id],
          },
          mustRemove: false,
        }
      : {
          sentence: { text: `Bảng liều: ${sentence.verbatim}`, cites: [descriptor.chunk_id] },
          mustRemove: true,
        };
  });

const echoedHeader = fc.record({ cells: fc.integer({ min: 2, max: 3 }), from: verbatimArb }).map(
  ({ cells, from }): Generated => ({
    sentence: {
      text: `Bảng gồm ${headerCells.slice(0, cells).join(', ')}.`,
      cites: [from.chunk.chunk_id],
    },
    mustRemove: true,
  }),
);

const badCitation = fc.record({ ghost: fc.boolean(), from: verbatimArb }).map(
  ({ ghost, from }): Generated => ({
    sentence: {
      text: from.verbatim,
      cites: ghost ? [`ghost__${from.chunk.chunk_id}`] : [],
    },
    mustRemove: true,
  }),
);

const inventedDose = fc.constant<Generated>({
  sentence: { text: 'Clcr 30-50 ml/phút: 500 mg mỗi 12 giờ.', cites: [ampRenal.chunk_id] },
  mustRemove: true,
});

const completenessClaim = fc.record({ claim: fc.constantFrom(...CLAIMS), from: verbatimArb }).map(
  ({ claim, from }): Generated => ({
    sentence: { text: claim, cites: [from.chunk.chunk_id] },
    mustRemove: true,
  }),
);

/** Noise an answerer may add: echoed markers, duplicate and cross citations. */
const noisyCitations = fc.record({ from: verbatimArb, other: fc.constantFrom(...prose) }).map(
  ({ from, other }): Generated => ({
    sentence: {
      text: `  ${from.verbatim} [1]`,
      cites: [from.chunk.chunk_id, from.chunk.chunk_id, other.chunk_id],
    },
    mustRemove: false,
  }),
);

const sentenceArb: fc.Arbitrary<Generated> = fc.oneof(
  { arbitrary: keptVerbatim, weight: 3 },
  mutatedNumber,
  swappedUnit,
  descriptorCited,
  echoedHeader,
  badCitation,
  inventedDose,
  completenessClaim,
  noisyCitations,
);

const draftArb = fc
  .record({
    lead: fc.constantFrom(...LEADS),
    generated: fc.array(sentenceArb, { maxLength: 6 }),
  })
  .map(({ lead, generated }) => ({
    draft: {
      ...(lead === '' ? {} : { lead }),
      sentences: generated.map((g) => g.sentence),
    } satisfies AnswerDraft,
    mustRemove: generated.flatMap((g, i) => (g.mustRemove ? [i] : [])),
  }));

function citedChunks(cites: readonly string[]): Chunk[] {
  return cites.map((id) => byId.get(id)!);
}

function checkInvariants(draft: AnswerDraft, mustRemove: number[], result: PolicyResult): void {
  const answer = renderAnswer(result);

  // Never an empty answer; the not-found form is exactly the abstain text.
  expect(answer.trim().length).toBeGreaterThan(0);
  if (result.form === 'not_found') expect(answer).toBe(NOT_FOUND_ANSWER);

  // What the generator knows is bad never survives.
  const removedIndexes = result.removed.flatMap((r) =>
    r.sentence_index === null ? [] : [r.sentence_index],
  );
  for (const i of mustRemove)
    expect(removedIndexes, `sentence ${i}: ${draft.sentences[i]?.text}`).toContain(i);

  for (const sentence of result.sentences) {
    // Every kept sentence cites, only retrieved chunks, never a descriptor.
    expect(sentence.cites.length).toBeGreaterThan(0);
    const cited = citedChunks(sentence.cites);
    for (const c of cited) expect(c, `unknown citation in "${sentence.text}"`).toBeDefined();
    expect(cited.some((c) => c.chunk_kind === 'block_descriptor')).toBe(false);
    // No number absent from the cited source_text, by the oracle's reading, not the policy's.
    const sourceNumerals = new Set(
      cited.flatMap((c) => oracleNumerals(c.source_text)).map((n) => n.raw),
    );
    for (const n of oracleNumerals(sentence.text)) {
      expect(sourceNumerals.has(n.raw), `"${n.raw}" in "${sentence.text}"`).toBe(true);
    }
    // No dose from a chunk that lost a table.
    if (cited.some(carriesQuarantine)) expect(findDoses(sentence.text), sentence.text).toEqual([]);
  }

  // Every citation is a retrieved chunk; markers are 1..n in order of first use.
  expect(result.citations.map((c) => c.marker)).toEqual(result.citations.map((_, i) => i + 1));
  const firstUse = [
    ...new Set([
      ...result.sentences.flatMap((s) => s.cites),
      ...result.captions.map((c) => c.chunk_id),
    ]),
  ];
  expect(result.citations.map((c) => c.chunk_id)).toEqual(firstUse);
  for (const citation of result.citations) {
    const chunk = byId.get(citation.chunk_id)!;
    expect(chunk).toBeDefined();
    if (chunk.chunk_kind === 'block_descriptor') expect(citation.quote).toBe('');
    else expect(chunk.source_text).toContain(citation.quote);
    if (carriesQuarantine(chunk)) expect(findDoses(citation.quote)).toEqual([]);
  }
  const markers = new Set(result.citations.map((c) => c.marker));
  for (const m of [...result.sentences, ...result.captions].flatMap((s) => s.markers))
    expect(markers.has(m)).toBe(true);

  // Something removed → it is said.
  const noticeCodes = result.notices.map((n) => n.code);
  if (result.removed.length > 0) expect(noticeCodes).toContain('claim_removed');
  expect(noticeCodes.filter((c) => c === 'claim_removed')).toHaveLength(
    new Set(result.removed.map((r) => r.rule)).size,
  );

  // Every cited chunk that lost a block shows it, says where, and the answer is not complete.
  const citedIds = new Set(draft.sentences.flatMap((s) => s.cites).filter((id) => byId.has(id)));
  const mustShow = [...citedIds].map((id) => byId.get(id)!).filter((c) => carriesQuarantine(c));
  const shownBlocks = result.attachments.map((a) => a.block_id);
  for (const chunk of mustShow) {
    for (const a of chunk.attachments.filter((x) => x.quarantined)) {
      expect(shownBlocks).toContain(a.block_id);
      expect(
        result.notices.some(
          (n) => n.code === 'quarantined_content' && n.message.includes(`trang ${a.printed_page}`),
        ),
      ).toBe(true);
    }
    expect(result.complete).toBe(false);
  }
  expect(new Set(shownBlocks).size).toBe(shownBlocks.length);
  if (result.complete) {
    expect(result.notices).toEqual([]);
    expect(result.attachments).toEqual([]);
    expect(result.removed).toEqual([]);
  }

  // Header rows and descriptor text never appear as content; captions' only numbers are pages.
  for (const cell of headerCells) expect(answer).not.toContain(cell);
  for (const d of descriptors) expect(answer).not.toContain(d.text);
  for (const caption of result.captions) {
    for (const n of oracleNumerals(caption.text))
      expect(caption.printed_pages.map(String)).toContain(n.raw);
  }
  if (result.lead !== null) expect(result.lead).not.toMatch(/\d/);

  expect(answerResponseSchema.safeParse(toAnswerResponse(result, 'llm')).success).toBe(true);
}

describe('applyAnswerPolicy: invariants over generated drafts', () => {
  it(`holds on ${DRAFTS} drafts (seed ${SEED}), shrinking any failure`, () => {
    const seen = { removed: 0, kept: 0, cropOnly: 0, notFound: 0 };
    fc.assert(
      fc.property(draftArb, ({ draft, mustRemove }) => {
        const result = applyAnswerPolicy(draft, ALL_CHUNKS, POLICY_OPTIONS);
        checkInvariants(draft, mustRemove, result);
        // Pure: the same draft gives the same bytes.
        expect(
          JSON.stringify(applyAnswerPolicy(structuredClone(draft), ALL_CHUNKS, POLICY_OPTIONS)),
        ).toBe(JSON.stringify(result));
        seen.removed += result.removed.length;
        seen.kept += result.sentences.length;
        if (result.form === 'crop_only') seen.cropOnly += 1;
        if (result.form === 'not_found') seen.notFound += 1;
      }),
      { numRuns: DRAFTS, seed: SEED },
    );
    // The generator must exercise every branch, or the invariants prove little.
    expect(seen.removed).toBeGreaterThan(DRAFTS / 2);
    expect(seen.kept).toBeGreaterThan(DRAFTS / 2);
    expect(seen.cropOnly).toBeGreaterThan(10);
    expect(seen.notFound).toBeGreaterThan(10);
  });
});
