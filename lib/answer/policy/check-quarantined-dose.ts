import type { Chunk } from '@/lib/schema/chunk';
import type { Violation } from './answer-draft';
import { carriesQuarantine } from './carries-quarantine';
import { findDoses } from './find-doses';

/**
 * Rule 3 (ADR 0006 obligation 3): no numeric dose from a chunk that lost a table or formula.
 * Three quarters of lifted blocks came out of `lieu_luong_va_cach_dung`; the prose left behind
 * reads complete, so a dose from it may be the one the missing renal table overrides. A
 * sentence that cites such a chunk and states any dose goes, even if it also cites a clean
 * chunk: the answerer claimed the dose rests on both.
 */
export function checkQuarantinedDose(text: string, cited: readonly Chunk[]): Violation | null {
  const carriers = cited.filter(carriesQuarantine);
  if (carriers.length === 0) return null;
  const doses = findDoses(text);
  if (doses.length === 0) return null;
  const blocks = carriers.flatMap((c) =>
    c.attachments.filter((a) => a.quarantined).map((a) => a.block_id),
  );
  return {
    rule: 'quarantined_dose',
    reason: `rule 3: states dose ${doses.map((d) => `"${d.text}"`).join(', ')} from ${carriers.map((c) => c.chunk_id).join(', ')}, which carries quarantined block(s) ${blocks.join(', ') || '(unnamed)'}`,
  };
}
