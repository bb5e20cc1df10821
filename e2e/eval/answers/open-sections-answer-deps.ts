import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHUNK_LIMITS, type ChunkLimits } from '@/ingestion/chunk/chunk-limits';
import { chunkSection } from '@/ingestion/chunk/chunk-section';
import type { PrintedPageOf, SectionInput } from '@/ingestion/chunk/section-input';
import type { AnswerDeps } from '@/lib/answer/answer-question';
import type { Block } from '@/lib/schema/block';
import type { Chunk } from '@/lib/schema/chunk';
import { buildDrugLexicon } from '@/lib/retrieval/build-drug-lexicon';
import { printedFormsOf, printedSubstancesOf } from '@/lib/retrieval/read-printed-substances';
import type { SectionKey } from '@/lib/schema/section-keys';
import { buildStoredPoints } from '@/lib/store/build-stored-points';
import { LocalStore } from '@/lib/store/local-store';

export interface SectionsAnswerDeps {
  deps: AnswerDeps;
  chunks: Chunk[];
  dispose: () => void;
}

/**
 * Answer dependencies over segmented sections: each goes through the product's own chunker the
 * way an ingest would send it, and the chunks are loaded into a LocalStore in a temporary
 * folder. The lexicon is built from the monographs' titles, INN lines and trade names.
 */
export async function openSectionsAnswerDeps(
  inputs: readonly SectionInput[],
  printedPageOf: PrintedPageOf,
  limits: ChunkLimits = CHUNK_LIMITS,
): Promise<SectionsAnswerDeps> {
  const chunks = inputs.flatMap((input) => chunkSection(input, printedPageOf, limits));
  const blocks = new Map<string, Block>(
    inputs.flatMap((input) => input.blocks.map((b) => [b.block_id, b] as const)),
  );
  const drugs = new Map<
    string,
    {
      name: string;
      inn: string | null;
      trade: string[];
      sections: { key: SectionKey; text: string }[];
    }
  >();
  for (const input of inputs) {
    const entry = drugs.get(input.drug_id) ?? {
      name: input.drug_name,
      inn: null,
      trade: [],
      sections: [],
    };
    entry.sections.push({ key: input.section_key, text: input.text });
    if (input.section_key === 'ten_chung_quoc_te') entry.inn = input.text.trim();
    if (input.section_key === 'ten_thuong_mai')
      entry.trade = input.text
        .split(/[;,]/)
        .map((t) => t.replace(/\.$/, '').trim())
        .filter((t) => t.length > 2);
    drugs.set(input.drug_id, entry);
  }
  const lexicon = buildDrugLexicon(
    [...drugs].map(([drug_id, d]) => ({
      drug_id,
      drug_name: d.name,
      inn: d.inn,
      trade_names: d.trade,
      printed_substances: printedSubstancesOf(d.sections),
      printed_forms: printedFormsOf(d.name, d.sections),
    })),
  );
  const root = mkdtempSync(path.join(os.tmpdir(), 'duoc-thu-section-answers-'));
  const store = new LocalStore(path.join(root, 'store'));
  await store.load(buildStoredPoints(chunks));
  return {
    deps: { retrieval: { store, lexicon }, blocks, model: null },
    chunks,
    dispose: () => rmSync(root, { recursive: true, force: true }),
  };
}
