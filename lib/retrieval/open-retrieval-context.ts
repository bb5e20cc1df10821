import 'server-only';
import { statSync } from 'node:fs';
import path from 'node:path';
import { makeEmbedders } from '@/lib/ai/make-embedders';
import type { Env } from '@/lib/env';
import { INDEX_FILES } from '@/lib/index/index-files';
import { readJsonlRecords } from '@/lib/index/read-jsonl';
import { monographSchema } from '@/lib/schema/monograph';
import { openChunkStore } from '@/lib/store/open-chunk-store';
import { buildDrugLexicon } from './build-drug-lexicon';
import { printedFormsOf, printedSubstancesOf } from './read-printed-substances';
import type { DrugLexicon } from './drug-lexicon';
import type { RetrievalContext } from './retrieve-chunks';

// Kept for lib/answer/eval, which imports it from here; the factory itself is lib/store's.
export { openChunkStore };

let lexiconCache: { key: string; lexicon: DrugLexicon } | null = null;

/**
 * The drug lexicon of the index's monographs, built once per process and rebuilt when a
 * re-ingest replaces monographs.jsonl.
 */
export async function loadDrugLexicon(indexDir: string): Promise<DrugLexicon> {
  const file = path.join(indexDir, INDEX_FILES.monographs);
  const info = statSync(file);
  const key = `${file}:${info.mtimeMs}:${info.size}`;
  if (lexiconCache?.key === key) return lexiconCache.lexicon;
  // One monograph at a time, each dropped once its entry is read: monographs.jsonl read whole
  // (13 MB on 680 monographs, every section's text) was a transient ~20 MB of RSS (issue 39).
  const entries = [];
  for await (const m of readJsonlRecords(file, monographSchema)) {
    entries.push({
      drug_id: m.drug_id,
      drug_name: m.drug_name,
      inn: m.inn,
      trade_names: m.trade_names,
      printed_substances: printedSubstancesOf(m.sections),
      printed_forms: printedFormsOf(m.drug_name, m.sections),
    });
  }
  const lexicon = buildDrugLexicon(entries);
  lexiconCache = { key, lexicon };
  return lexicon;
}

export async function openRetrievalContext(env: Env): Promise<RetrievalContext> {
  const [store, lexicon] = await Promise.all([
    openChunkStore(env.INDEX_DIR, env),
    loadDrugLexicon(env.INDEX_DIR),
  ]);
  return { store, lexicon, embed: makeEmbedders(env)?.query };
}
