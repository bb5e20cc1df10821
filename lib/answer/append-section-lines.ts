import type { AnswerDraft } from '@/lib/answer/policy/answer-draft';
import type { Chunk } from '@/lib/schema/chunk';
import { writeDraftLead } from './write-draft-lead';

/** The lines of the other section shown after the asked section's answer. */
const OTHER_LINES = 2;

/**
 * The asked section's draft, then the first lines of another section's draft that the first does
 * not already show; the framing line names the sections of every cited line, in order. Used when
 * the population the other section names is an adult's age typed as a number: the asked section's
 * lines answer for every adult, and what the book says of the older patient follows them.
 * Measured on unseen batch 17: "Ông 66t … liều người lớn bao nhiêu trimethoprim mỗi lần … uống
 * trong bao nhiêu ngày?" answered with Thận trọng's "Chức năng thận suy giảm; … người bệnh cao
 * tuổi …" alone, the adult dose left out, because Liều lượng never says "66 tuổi".
 */
export function appendSectionLines(
  draft: AnswerDraft,
  other: AnswerDraft,
  chunks: ReadonlyMap<string, Chunk>,
): AnswerDraft {
  const shown = new Set(draft.sentences.map((s) => s.text.trim()));
  const added = other.sentences
    .filter((s) => !s.gap && !shown.has(s.text.trim()))
    .slice(0, OTHER_LINES);
  const sentences = [...draft.sentences, ...added];
  const cited = sentences.flatMap((s) => s.cites.slice(0, 1)).map((id) => chunks.get(id));
  const known = cited.filter((c): c is Chunk => c !== undefined);
  if (known.length === 0) return { ...draft, sentences };
  return { lead: writeDraftLead(known), sentences };
}
