import type { SampleTruth, TruthBlock } from '@/lib/schema/sample-truth';
import type { SectionKey } from '@/lib/schema/section-keys';
import { expectedDrugIds, isNotInBook, type GoldenQuestion } from '@/lib/schema/golden-question';

/**
 * The golden set checked against the book's truth.json: every expected drug and section exists;
 * every `evidence` is printed in the expected section; an interaction pair is printed in one of
 * the two interaction sections (either names the other drug); a question tagged as answered by a
 * lifted block has such a block in its section. The generator draws interaction partners, list
 * names and which monograph gets which table at random, so a regenerated book can drop what a
 * question relies on; this check names the question instead of letting it measure nothing.
 */

type TruthLike = Pick<SampleTruth, 'monographs' | 'blocks'>;

/** Where a question's evidence is printed: section prose, or a table/formula lifted from it. */
export type EvidencePlace = 'prose' | 'block';

/** NFC, lower case, one space for any whitespace run: how evidence and book text are compared. */
export function normalizeForMatch(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/\s+/gu, ' ').trim();
}

function blockText(block: TruthBlock): string {
  const cells = [...block.header_rows.flat(), ...block.rows.flat()];
  if (block.formula)
    cells.push(block.formula.lhs, block.formula.numerator, block.formula.denominator);
  return cells.join('\n');
}

/** Where `evidence` is printed in the (drug, section)s given, or null when it is not. */
export function locateEvidence(
  truth: TruthLike,
  drugIds: readonly string[],
  sectionKey: SectionKey,
  evidence: string,
): EvidencePlace | null {
  const needle = normalizeForMatch(evidence);
  for (const drugId of drugIds) {
    const monograph = truth.monographs.find((m) => m.drug_id === drugId);
    const section = monograph?.sections.find((s) => s.key === sectionKey);
    if (section && normalizeForMatch(section.text).includes(needle)) return 'prose';
  }
  for (const block of truth.blocks) {
    if (!drugIds.includes(block.drug_id) || block.section_key !== sectionKey) continue;
    if (normalizeForMatch(blockText(block)).includes(needle)) return 'block';
  }
  return null;
}

/** Tags that claim the answer is a lifted block, and the block kind each needs (null: any). */
export const BLOCK_TAGS: Readonly<Record<string, TruthBlock['kind'] | null>> = {
  block: null,
  formula: 'formula',
  renal_table: 'table',
  weight_table: 'table',
  resistance_table: 'table',
};

/** Whether `text` names `drugName` as a whole word sequence ("kali clorid", not "clorid" alone). */
export function namesDrug(text: string, drugName: string): boolean {
  const name = normalizeForMatch(drugName).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${name}(?![\\p{L}\\p{N}])`, 'u').test(
    normalizeForMatch(text),
  );
}

/** Every problem as `id: sentence`; empty when the set fits the book. */
export function checkGoldenSet(questions: readonly GoldenQuestion[], truth: TruthLike): string[] {
  const problems: string[] = [];
  const monographs = new Map(truth.monographs.map((m) => [m.drug_id, m]));
  for (const q of questions) {
    const expect = q.expect;
    if (isNotInBook(expect)) continue;
    const sectionKey = expect.section_key;
    const drugIds = expectedDrugIds(expect);
    let sectionsExist = true;
    for (const drugId of drugIds) {
      const monograph = monographs.get(drugId);
      if (!monograph) {
        problems.push(`${q.id}: drug_id "${drugId}" is not a monograph of the book`);
        sectionsExist = false;
        continue;
      }
      if (!monograph.sections.some((s) => s.key === sectionKey)) {
        problems.push(`${q.id}: ${monograph.drug_name} has no section "${sectionKey}"`);
        sectionsExist = false;
      }
    }
    if (!sectionsExist) continue;
    const sectionText = (drugId: string) =>
      monographs.get(drugId)?.sections.find((s) => s.key === sectionKey)?.text ?? '';
    if ('drug_ids' in expect) {
      const [a, b] = expect.drug_ids;
      const nameOf = (drugId: string) => monographs.get(drugId)?.drug_name ?? drugId;
      if (!namesDrug(sectionText(a), nameOf(b)) && !namesDrug(sectionText(b), nameOf(a))) {
        problems.push(`${q.id}: neither ${a} nor ${b} names the other in its ${sectionKey}`);
      }
    }
    for (const tag of q.tags) {
      if (!(tag in BLOCK_TAGS)) continue;
      const kind = BLOCK_TAGS[tag];
      const found = truth.blocks.some(
        (block) =>
          drugIds.includes(block.drug_id) &&
          block.section_key === sectionKey &&
          (kind === null || block.kind === kind),
      );
      if (!found) {
        problems.push(
          `${q.id}: tagged ${tag} but ${drugIds.join(' / ')} · ${sectionKey} has no lifted ${kind ?? 'block'}`,
        );
      }
    }
    if (
      q.evidence !== undefined &&
      locateEvidence(truth, drugIds, sectionKey, q.evidence) === null
    ) {
      problems.push(
        `${q.id}: evidence "${q.evidence}" is not printed in ${drugIds.join(' / ')} · ${sectionKey}`,
      );
    }
  }
  return problems;
}
