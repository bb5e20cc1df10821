import { isVietnameseSyllable } from '@/lib/text/is-vietnamese-syllable';
import type { DrugMention } from './drug-lexicon';

/**
 * A verb of using a drug, folded, with the name right after it ("dùng Lasix", "kê thuốc X"). Not
 * "tác dụng" (folded "tac dung"), which is no verb.
 */
const USE_THEN_NAME =
  /(?<![\p{L}])(?<!tac\s)(?:dung|uong|tiem|truyen|ke|use|give|take|start)(?:\s+thuoc)?\s+([\p{L}][\p{L}\d-]{3,})(?![\p{L}])/gu;

/** Words before a drug that make it the patient's history, not the drug asked. */
const HISTORY =
  /(?<![\p{L}])(?:di\s+ung|qua\s+man|man\s+cam|allergy|allergic|tien\s+su|tung\s+(?:dung|uong|bi))(?![\p{L}])[^,.;:?!]{0,24}$/u;

/** An allergy said after the drug: "sulfa allergy". */
const ALLERGY_AFTER = /^\s*(?:allergy|allergic|di\s+ung)(?![\p{L}])/u;

/**
 * The name of a drug the book does not have, when the question asks about it and names a drug the
 * book has only as the patient's history: "Patient has sulfa allergy (từng dị ứng Bactrim), có
 * dùng Lasix được không?" asks about Lasix. Measured on unseen batch 6: the answer was
 * COTRIMOXAZOL's contraindications, with no word that Lasix was not in the book — an answer about
 * another drug than the one asked, the worst defect a drug reference can have. The name is the
 * word right after a verb of use, one no Vietnamese syllable spells and no known drug covers;
 * every known drug stands after an allergy or history word. Null otherwise. Offsets are into the
 * folded question (one character per character of the NFC question).
 */
export function asksUnknownDrug(
  folded: string,
  mentions: readonly Pick<DrugMention, 'start' | 'end'>[],
): { start: number; end: number } | null {
  if (mentions.length === 0) return null;
  const lower = folded.toLowerCase();
  const history = (m: Pick<DrugMention, 'start' | 'end'>) =>
    HISTORY.test(lower.slice(0, m.start)) || ALLERGY_AFTER.test(lower.slice(m.end));
  if (!mentions.every(history)) return null;
  for (const m of lower.matchAll(USE_THEN_NAME)) {
    const start = m.index + m[0].length - m[1]!.length;
    const end = start + m[1]!.length;
    if (mentions.some((d) => d.start < end && d.end > start)) continue;
    if (isVietnameseSyllable(m[1]!)) continue;
    return { start, end };
  }
  return null;
}
