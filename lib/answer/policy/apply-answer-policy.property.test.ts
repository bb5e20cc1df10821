/**
 * Property-style tests: many drafts generated from the fixtures with a seeded PRNG — verbatim
 * sentences, mutated numbers, swapped units, paraphrased descriptors, echoed headers, unknown and
 * missing citations, completeness claims, adversarial leads — and the invariants checked on every
 * output. Generators label the sentences that must go; the labels come from how the sentence was
 * built, not from the policy's own functions.
 */
import { describe, expect, it } from 'vitest';
import type { Chunk } from '@/lib/schema/chunk';
import { answerResponseSchema } from '@/lib/schema/answer';
import type { AnswerDraft, PolicyResult } from './answer-draft';
import { NOT_FOUND_ANSWER } from './abstain';
import { applyAnswerPolicy } from './apply-answer-policy';
import { captionAttachment } from './caption-attachment';
import { carriesQuarantine } from './carries-quarantine';
import { findDoses } from './find-doses';
import { findNumbers, sameNumber } from './find-numbers';
import { renderAnswer } from './render-answer';
import { splitSentences } from './split-sentences';
import { toAnswerResponse } from './to-answer-response';
import { ALL_CHUNKS, POLICY_OPTIONS, ampRenal } from './testing/fixtures';
import { pick, seededRandom } from './testing/seeded-random';

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

function sentencesOf(chunk: Chunk): string[] {
  return splitSentences(chunk.source_text).map((s) => s.text);
}

function generateSentence(random: () => number): Generated {
  const chunk = pick(random, prose);
  const verbatim = pick(random, sentencesOf(chunk));
  switch (Math.floor(random() * 11)) {
    case 0:
    case 1:
    case 2:
      return { sentence: { text: verbatim, cites: [chunk.chunk_id] }, mustRemove: false };
    case 3: {
      // Append a digit to one number: "500" → "5007"; absent from the source unless by accident.
      const numbers = findNumbers(verbatim).filter((n) => n.kind !== 'word');
      if (numbers.length === 0)
        return { sentence: { text: verbatim, cites: [chunk.chunk_id] }, mustRemove: false };
      const n = pick(random, numbers);
      const mutated = `${n.raw}7`;
      const text = verbatim.slice(0, n.start) + mutated + verbatim.slice(n.end);
      return {
        sentence: { text, cites: [chunk.chunk_id] },
        mustRemove: !chunk.source_text.includes(mutated),
      };
    }
    case 4: {
      const swapped = verbatim.replace(/(\d) ?mg(?![\p{L}])/u, '$1 microgam');
      return {
        sentence: { text: swapped, cites: [chunk.chunk_id] },
        mustRemove: swapped !== verbatim && !chunk.source_text.includes('microgam'),
      };
    }
    case 5: {
      const descriptor = pick(random, descriptors);
      const attachment = descriptor.attachments[0]!;
      return random() < 0.3
        ? {
            sentence: {
              text: captionAttachment(attachment, descriptor, true),
              cites: [descriptor.chunk_id],
            },
            mustRemove: false,
          }
        : {
            sentence: { text: `Bảng liều: ${verbatim}`, cites: [descriptor.chunk_id] },
            mustRemove: true,
          };
    }
    case 6: {
      const cells = headerCells.slice(0, 2 + Math.floor(random() * 2));
      return {
        sentence: { text: `Bảng gồm ${cells.join(', ')}.`, cites: [chunk.chunk_id] },
        mustRemove: true,
      };
    }
    case 7:
      return random() < 0.5
        ? { sentence: { text: verbatim, cites: [`ghost__${chunk.chunk_id}`] }, mustRemove: true }
        : { sentence: { text: verbatim, cites: [] }, mustRemove: true };
    case 8:
      return {
        sentence: { text: 'Clcr 30-50 ml/phút: 500 mg mỗi 12 giờ.', cites: [ampRenal.chunk_id] },
        mustRemove: true,
      };
    case 9:
      return {
        sentence: { text: pick(random, CLAIMS), cites: [chunk.chunk_id] },
        mustRemove: true,
      };
    default: {
      // Noise an answerer may add: echoed markers, duplicate and cross citations.
      const other = pick(random, prose);
      return {
        sentence: {
          text: `  ${verbatim} [1]`,
          cites: [chunk.chunk_id, chunk.chunk_id, other.chunk_id],
        },
        mustRemove: false,
      };
    }
  }
}

function generateDraft(random: () => number): { draft: AnswerDraft; mustRemove: number[] } {
  const count = Math.floor(random() * 7);
  const generated = Array.from({ length: count }, () => generateSentence(random));
  const lead = pick(random, LEADS);
  return {
    draft: { ...(lead === '' ? {} : { lead }), sentences: generated.map((g) => g.sentence) },
    mustRemove: generated.flatMap((g, i) => (g.mustRemove ? [i] : [])),
  };
}

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
    // No number absent from the cited source_text.
    const sourceNumbers = cited.flatMap((c) => findNumbers(c.source_text));
    for (const n of findNumbers(sentence.text)) {
      expect(
        sourceNumbers.some((s) => sameNumber(n, s)),
        `"${n.raw}" in "${sentence.text}"`,
      ).toBe(true);
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
    for (const n of findNumbers(caption.text))
      expect(caption.printed_pages.map(String)).toContain(n.value);
  }
  if (result.lead !== null) expect(result.lead).not.toMatch(/\d/);

  expect(answerResponseSchema.safeParse(toAnswerResponse(result, 'llm')).success).toBe(true);
}

describe('applyAnswerPolicy: invariants over generated drafts', () => {
  it(`holds on ${DRAFTS} drafts (seed ${SEED})`, () => {
    const random = seededRandom(SEED);
    const seen = { removed: 0, kept: 0, cropOnly: 0, notFound: 0 };
    for (let i = 0; i < DRAFTS; i += 1) {
      const { draft, mustRemove } = generateDraft(random);
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
    }
    // The generator must exercise every branch, or the invariants prove little.
    expect(seen.removed).toBeGreaterThan(DRAFTS / 2);
    expect(seen.kept).toBeGreaterThan(DRAFTS / 2);
    expect(seen.cropOnly).toBeGreaterThan(10);
    expect(seen.notFound).toBeGreaterThan(10);
  });
});
