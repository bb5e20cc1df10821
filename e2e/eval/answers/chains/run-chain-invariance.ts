/**
 * npm run eval:chains — whether a sentence's label chain is the same whatever the chunk size
 * (issue 36 item 2 asks an ingest gate of it). Each real section (../shared/realdata, both
 * monograph files) is chunked with ADR 0004's limits and with small ones (ceiling 300, target
 * 250, overlap 30); every sentence read in both is compared by the chain the answer layer reads
 * it under (readChunkLines, from the sentences chunkSection stores). Prints the counts and the
 * first differences; exit 1 when any sentence differs, 2 when the realdata is absent. Measured
 * before ingest read each section whole (each chunk was read alone): 105 of 1,279 and 327 of
 * 2,756 differed; now 0 (ingest's sentence_chain_not_section_reading gate holds every index
 * to it).
 */
import {
  readRealdataSections,
  REALDATA_PRINTED_PAGE_OF,
  REALDATA_SECTIONS_PATH,
} from '@/ingestion/chunk/testing/read-realdata-sections';
import { chunkSection } from '@/ingestion/chunk/chunk-section';
import { CHUNK_LIMITS, type ChunkLimits } from '@/ingestion/chunk/chunk-limits';
import type { SectionInput } from '@/ingestion/chunk/section-input';
import { readChunkLines } from '@/lib/answer/extractive/read-chunk-lines';
import { runMain } from '@/lib/cli/run-main';
import { UNSEEN_SECTIONS_PATH } from '../unseen/unseen-set';

const SMALL: ChunkLimits = { ceiling: 300, target: 250, overlap: 30 };

/** Sentence (drug, section, text) → the chain it is read under, first reading of each. */
function chainsOf(input: SectionInput, limits: ChunkLimits): Map<string, string> {
  const out = new Map<string, string>();
  for (const chunk of chunkSection(input, REALDATA_PRINTED_PAGE_OF, limits)) {
    if (chunk.chunk_kind !== 'prose') continue;
    for (const line of readChunkLines(chunk)) {
      const key = `${chunk.drug_id} · ${chunk.section_key} · ${line.sentence.text}`;
      if (!out.has(key)) out.set(key, line.printed.join(' — '));
    }
  }
  return out;
}

async function main(): Promise<number> {
  let read = 0;
  let differing = 0;
  for (const file of [REALDATA_SECTIONS_PATH, UNSEEN_SECTIONS_PATH]) {
    const sections = readRealdataSections(file);
    if (!sections) continue;
    read++;
    let same = 0;
    const differ: string[] = [];
    for (const { input } of sections) {
      const big = chainsOf(input, CHUNK_LIMITS);
      const small = chainsOf(input, SMALL);
      for (const [key, chain] of big) {
        if (!small.has(key)) continue;
        if (small.get(key) === chain) same++;
        else
          differ.push(
            `${key.slice(0, 100)}\n    ${chain || '(none)'}  ≠  ${small.get(key) || '(none)'}`,
          );
      }
    }
    console.log(
      `${file}: ${same} sentences read under the same chain, ${differ.length} under another`,
    );
    for (const d of differ.slice(0, 10)) console.log(`  ${d}`);
    differing += differ.length;
  }
  if (read === 0) {
    console.error('eval:chains needs ../shared/realdata (absent)');
    return 2;
  }
  return differing > 0 ? 1 : 0;
}

runMain(main);
