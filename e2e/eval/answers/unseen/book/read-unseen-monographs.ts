import { readFileSync } from 'node:fs';
import {
  cleanMarkdown,
  readRealdataSections,
  sectionKeyOf,
  slugify,
  splitRow,
} from '@/ingestion/chunk/testing/read-realdata-sections';
import type { SectionKey } from '@/lib/schema/section-keys';
import { UNSEEN_SECTIONS_PATH } from '../unseen-set';

/**
 * The 18 unseen monographs read in order, tables where they stand: what the typeset book prints.
 * The in-memory harness (read-realdata-sections.ts) reads the same file but lifts every table out
 * of its section, so it cannot say where a table stood; this reader keeps each section as a run of
 * paragraphs and tables. Its cleaning, heading-to-key mapping and drug ids are the harness's, and
 * `readUnseenMonographs` checks it against the harness's own reading before returning, so the API
 * path answers over the very text the in-memory path answers over.
 */

export type UnseenItem =
  | {
      kind: 'paragraph';
      text: string;
      /** A Markdown sub-heading (`### Liều lượng:`): the book prints it on a line of its own. */
      subheading: boolean;
    }
  | { kind: 'table'; rows: string[][] };

export interface UnseenSection {
  key: SectionKey;
  /** As the realdata prints it ("Thông tin qui chế", "Tác dụng không mong muốn"). */
  heading: string;
  items: UnseenItem[];
}

export interface UnseenMonograph {
  /** As the realdata gives it ("EPINEPHRIN (Adrenalin)"). */
  drug: string;
  /** The harness's id for it, the one the unseen questions expect. */
  drugId: string;
  sections: UnseenSection[];
}

interface RawMonograph {
  drug: string;
  sections: { heading: string; text: string }[];
}

/**
 * Every monograph of the unseen set (or only those whose drug id is in `only`). Null when the
 * realdata file is absent. Throws when this reading and the harness's disagree on a section's
 * key, prose or table cells: the comparison with the in-memory answers would mean nothing then.
 */
export function readUnseenMonographs(
  file = UNSEEN_SECTIONS_PATH,
  only?: ReadonlySet<string>,
): UnseenMonograph[] | null {
  const harness = readRealdataSections(file);
  if (!harness) return null;
  const monographs = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim().length > 0)
    .map((line) => readMonograph(JSON.parse(line) as RawMonograph));

  // The harness's sections, one per (monograph, kept heading), in the file's order.
  const ours = monographs.flatMap((m) => m.sections.map((s) => ({ m, s })));
  if (ours.length !== harness.length)
    throw new Error(
      `read-unseen-monographs: ${ours.length} sections against the harness's ${harness.length}`,
    );
  harness.forEach(({ input, blockCells }, i) => {
    const { m, s } = ours[i]!;
    const where = `${input.drug_id}/${input.section_key}`;
    if (m.drugId !== input.drug_id || s.key !== input.section_key)
      throw new Error(`read-unseen-monographs: section ${i} is ${m.drugId}/${s.key}, not ${where}`);
    const prose = s.items.flatMap((it) => (it.kind === 'paragraph' ? [it.text] : [])).join('\n');
    if (prose !== input.text)
      throw new Error(`read-unseen-monographs: ${where}'s prose differs from the harness's`);
    const tables = s.items.flatMap((it) => (it.kind === 'table' ? [it.rows] : []));
    if (JSON.stringify(tables) !== JSON.stringify(Object.values(blockCells)))
      throw new Error(`read-unseen-monographs: ${where}'s tables differ from the harness's`);
  });
  return only ? monographs.filter((m) => only.has(m.drugId)) : monographs;
}

function readMonograph(raw: RawMonograph): UnseenMonograph {
  const sections: UnseenSection[] = [];
  for (const section of raw.sections) {
    // Headings the harness does not map ("_preamble", CODEIN PHOSPHAT's "Bảo quản") are left
    // out of the book as they are left out of the in-memory index.
    const key = sectionKeyOf(section.heading);
    if (!key) continue;
    sections.push({ key, heading: section.heading, items: readItems(section.text) });
  }
  return { drug: raw.drug, drugId: slugify(raw.drug), sections };
}

/** One paragraph per Markdown line, a table per run of `|` lines: the harness's liftTables. */
function readItems(markdown: string): UnseenItem[] {
  const items: UnseenItem[] = [];
  let table: string[][] | null = null;
  for (const rawLine of markdown.normalize('NFC').split('\n')) {
    const line = rawLine.trim();
    if (line.startsWith('|')) {
      if (!table) {
        table = [];
        items.push({ kind: 'table', rows: table });
      }
      if (!/^\|?[\s:|-]+$/.test(line)) table.push(splitRow(line));
      continue;
    }
    table = null;
    const text = cleanMarkdown(line);
    if (text.length > 0) items.push({ kind: 'paragraph', text, subheading: /^#+\s/.test(line) });
  }
  return items;
}
