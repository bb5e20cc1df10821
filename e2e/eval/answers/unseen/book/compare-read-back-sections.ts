import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readRealdataSections } from '@/ingestion/chunk/testing/read-realdata-sections';
import { INDEX_FILES } from '@/lib/index/index-files';
import { UNSEEN_SECTIONS_PATH } from '../unseen-set';

export interface ReadBackComparison {
  /** (drug, section) pairs the harness has. */
  sections: number;
  /** Those whose prose ingest read back from the PDF exactly as the harness has it. */
  identical: number;
  /** The others: where, and the first place the two texts part. */
  differing: { where: string; harness: string; ingested: string }[];
}

/**
 * Each section's prose as ingest read it back from the typeset PDF (monographs.jsonl) against the
 * harness's text for it. The book prints the harness's words, so any difference is ingest's
 * reading (a paragraph break where a long word left a line short, a section missed): a first
 * cause to look for when an API answer and an in-memory answer part.
 */
export function compareReadBackSections(indexDir: string): ReadBackComparison | null {
  const harness = readRealdataSections(UNSEEN_SECTIONS_PATH);
  if (!harness) return null;
  const join = (map: Map<string, string>, key: string, text: string) =>
    map.set(key, map.has(key) ? `${map.get(key)}\n${text}` : text);
  const want = new Map<string, string>();
  for (const { input } of harness) join(want, `${input.drug_id}/${input.section_key}`, input.text);
  const got = new Map<string, string>();
  const monographs = readFileSync(path.join(indexDir, INDEX_FILES.monographs), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map(
      (line) => JSON.parse(line) as { drug_id: string; sections: { key: string; text: string }[] },
    );
  for (const m of monographs)
    for (const s of m.sections) join(got, `${m.drug_id}/${s.key}`, s.text);

  const differing: ReadBackComparison['differing'] = [];
  for (const [where, text] of want) {
    const read = got.get(where) ?? '';
    if (read === text) continue;
    let at = 0;
    while (at < text.length && text[at] === read[at]) at++;
    const around = (t: string) => t.slice(Math.max(0, at - 40), at + 40).replace(/\n/g, '⏎');
    differing.push({ where, harness: around(text), ingested: around(read) });
  }
  return { sections: want.size, identical: want.size - differing.length, differing };
}
