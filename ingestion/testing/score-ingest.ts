import { readFileSync } from 'node:fs';
import path from 'node:path';
import { INDEX_FILES } from '@/lib/index/index-files';
import { readJsonlSync } from '@/lib/index/read-jsonl';
import { blockSchema } from '@/lib/schema/block';
import { monographSchema } from '@/lib/schema/monograph';
import { pageRecordSchema } from '@/lib/schema/page';
import { sampleTruthSchema } from '@/lib/schema/sample-truth';
import { textSimilarity } from './text-similarity';

/** How an ingest of a sample book scores against its truth.json (issue 3's acceptance). */
export interface IngestScore {
  folios_right: number;
  pages: number;
  /** The monographs found are exactly the truth's (id, name, title page). */
  monographs_exact: boolean;
  monographs_found: number;
  monographs: number;
  /** Sections with the right key and heading page and text similarity ≥ 0.98. */
  sections_right: number;
  sections: number;
  /** Blocks found with the right section, page and region count. */
  blocks_found: number;
  blocks: number;
  /** A few sections that missed, for the failure message. */
  misses: string[];
}

/** Scores the index in `indexDir` against `truthPath`, as ingest-sample-book.test.ts does. */
export function scoreIngest(indexDir: string, truthPath: string): IngestScore {
  const truth = sampleTruthSchema.parse(JSON.parse(readFileSync(truthPath, 'utf8')));
  const pages = readJsonlSync(path.join(indexDir, INDEX_FILES.pages), pageRecordSchema);
  const monographs = readJsonlSync(path.join(indexDir, INDEX_FILES.monographs), monographSchema);
  const blocks = readJsonlSync(path.join(indexDir, INDEX_FILES.blocks), blockSchema);

  const folios = truth.pages.filter((t, i) => pages[i]?.printed_page === t.printed_page).length;
  const key = (id: string, name: string, page: number) => `${id}|${name}|${page}`;
  const found = monographs.map((m) => key(m.drug_id, m.drug_name, m.title_physical_page));
  const wanted = truth.monographs.map((m) => key(m.drug_id, m.drug_name, m.title_physical_page));
  let sections = 0;
  let right = 0;
  const misses: string[] = [];
  for (const tm of truth.monographs) {
    const m = monographs.find((g) => g.drug_id === tm.drug_id);
    for (const ts of tm.sections) {
      sections++;
      const s = m?.sections.find((g) => g.key === ts.key);
      const sim = s ? textSimilarity(s.text, ts.text) : 0;
      if (sim >= 0.98 && s?.heading_physical_page === ts.heading_physical_page) right++;
      else if (misses.length < 5)
        misses.push(`${tm.drug_id}/${ts.key}: similarity ${sim.toFixed(3)}`);
    }
  }
  const blocksFound = truth.blocks.filter((tb) =>
    blocks.some(
      (b) =>
        b.drug_id === tb.drug_id &&
        b.section_key === tb.section_key &&
        b.physical_page === tb.regions[0]!.physical_page &&
        b.regions.length === tb.regions.length,
    ),
  ).length;
  return {
    folios_right: folios,
    pages: truth.pages.length,
    monographs_exact: JSON.stringify(found) === JSON.stringify(wanted),
    monographs_found: monographs.length,
    monographs: truth.monographs.length,
    sections_right: right,
    sections,
    blocks_found: blocksFound,
    blocks: truth.blocks.length,
    misses,
  };
}
