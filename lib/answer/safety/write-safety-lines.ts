import type { DraftSentence } from '@/lib/answer/policy/answer-draft';
import { carriesQuarantine } from '@/lib/answer/policy/carries-quarantine';
import { findDoses } from '@/lib/answer/policy/find-doses';
import { LOCKED_PASSAGE_SHOWN } from '@/lib/answer/extractive/draft-extractive-answer';
import type { HoldingLine } from './find-holding-lines';
import { HOLDING_RULES } from './holding-rules';

/** How a holding line opens: its rule's heading. */
function opening(line: HoldingLine): string {
  return HOLDING_RULES.find((r) => r.name === line.rule)?.heading ?? line.rule;
}

/**
 * The answer's first lines for the sentences that hold for the patient: each quoted verbatim
 * under what it is. A sentence stating a dose in a chunk that lost a table is shown as the
 * book's own lines (ADR 0006 rule 3), never its numbers. The patient's own value is not echoed:
 * every number an answer states must be in the text it cites.
 */
export function writeSafetyLines(lines: readonly HoldingLine[]): DraftSentence[] {
  return lines.map((line) => {
    const locked = carriesQuarantine(line.chunk) && findDoses(line.sentence).length > 0;
    if (locked)
      return {
        text: `${opening(line)}: câu này ${LOCKED_PASSAGE_SHOWN}.`,
        cites: [line.chunk.chunk_id],
        quote: line.sentence,
        locked_dose: true,
        safety: line.rule,
      };
    return {
      text: `${opening(line)}: ${line.sentence.trim()}`,
      cites: [line.chunk.chunk_id],
      quote: line.sentence,
      safety: line.rule,
    };
  });
}
