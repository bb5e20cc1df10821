import type { Chunk } from '@/lib/schema/chunk';
import {
  answerDraftSchema,
  type AnswerDraft,
  type PolicyOptions,
  type PolicyResult,
  type RemovedClaim,
  type Violation,
} from './answer-draft';
import { abstain } from './abstain';
import { assignCitations } from './assign-citations';
import { isPolicyCaption } from './caption-attachment';
import { carriesQuarantine } from './carries-quarantine';
import { findDoses } from './find-doses';
import { checkBandExclusion } from './check-band-exclusion';
import { checkCitations } from './check-citations';
import { checkCompletenessClaim } from './check-completeness-claim';
import { checkDescriptorCitation } from './check-descriptor-citation';
import { checkHeaderEcho } from './check-header-echo';
import { checkLead } from './check-lead';
import { checkNumberGrounding } from './check-number-grounding';
import { checkQuarantinedDose } from './check-quarantined-dose';
import { collectAttachments } from './collect-attachments';
import { normalizeText } from './normalize-text';
import { summarizeRemovals } from './summarize-removals';

/**
 * Every answer, whatever wrote it, passes here before a clinician sees it. Pure: no I/O, no
 * clock, no randomness — the same draft and chunks give the same result, byte for byte.
 *
 * Per sentence, the first failing rule removes it and is reported: citations (rule 4), a
 * descriptor cited (rule 2), a header row echoed (rule 2), a dose from a chunk that lost a
 * table (rule 3), a number, unit or regimen not in the cited source_text (rule 4), a
 * completeness claim. Then every cited chunk that lost a block — cited by a kept sentence or a
 * removed one — adds its crop, caption and notice (rule 1). A retrieved chunk nobody cites adds
 * nothing: retrieval returns neighbours and other drugs, and their tables are not the answer. Chunk text is only ever compared against, never
 * obeyed: an instruction inside it changes nothing here.
 */
export function applyAnswerPolicy(
  draft: AnswerDraft,
  retrieved: readonly Chunk[],
  opts: PolicyOptions,
): PolicyResult {
  const parsed = answerDraftSchema.safeParse(draft);
  if (!parsed.success) {
    throw new Error(
      `lib/answer/policy/apply-answer-policy: draft does not match answerDraftSchema (${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}); the answerer must parse its output first`,
    );
  }
  const byId = new Map<string, Chunk>();
  for (const chunk of retrieved) if (!byId.has(chunk.chunk_id)) byId.set(chunk.chunk_id, chunk);
  const chunks = [...byId.values()];

  const removed: RemovedClaim[] = [];
  let lead: string | null = null;
  const leadText = normalizeText(parsed.data.lead ?? '');
  if (leadText.length > 0) {
    const violation = checkLead(leadText, chunks);
    if (violation) removed.push({ text: leadText, ...violation, sentence_index: null });
    else lead = leadText;
  }

  const citedIds: string[] = [];
  const kept: { text: string; cites: string[]; quote?: { text: string; locked: boolean } }[] = [];
  parsed.data.sentences.forEach((sentence, index) => {
    const text = normalizeText(sentence.text);
    // An empty sentence states nothing; there is nothing to keep or to report.
    if (text.length === 0) return;
    const cites = [...new Set(sentence.cites.map((id) => id.trim()))];
    for (const id of cites) if (byId.has(id) && !citedIds.includes(id)) citedIds.push(id);
    const cited = cites.flatMap((id) => byId.get(id) ?? []);

    // The answerer wrote the policy's own caption: the policy adds it once, below.
    if (cites.length > 0 && cites.length === cited.length && isPolicyCaption(text, cited)) return;

    const violation = firstViolation([
      () => checkCitations(cites, byId),
      () => checkDescriptorCitation(text, cited),
      () => checkHeaderEcho(text, cited, chunks),
      () => checkQuarantinedDose(text, cited),
      () => checkNumberGrounding(text, cited),
      () => checkCompletenessClaim(text, cited),
      () => (opts.held?.has(text) ? null : checkBandExclusion(text, opts.patient)),
    ]);
    if (violation) removed.push({ text, ...violation, sentence_index: index });
    else {
      const quote = quoteOf(sentence, cited[0]);
      kept.push(quote ? { text, cites, quote } : { text, cites });
    }
  });

  const shown = collectAttachments(
    citedIds.map((id) => byId.get(id)!),
    opts,
  );
  if (kept.length === 0 && shown.captions.length === 0) return abstain(removed);

  const { sentences, captions, citations } = assignCitations(kept, shown.captions, byId);
  return {
    form: kept.length > 0 ? 'answer' : 'crop_only',
    lead,
    sentences,
    captions,
    citations,
    attachments: shown.attachments,
    notices: [...shown.notices, ...summarizeRemovals(removed)],
    complete: kept.length > 0 && captions.length === 0 && removed.length === 0,
    removed,
    missing_crops: shown.missing_crops,
  };
}

/**
 * The answerer's own quote is kept only when it is verbatim in the first cited chunk; a locked
 * one only when that chunk really carries quarantined content, and an unlocked one only when it
 * states no dose from such a chunk (rule 3 applies to quotes too). Otherwise the citation is
 * quoted as usual (pick-quote).
 */
function quoteOf(
  sentence: { quote?: string; locked_dose?: boolean },
  chunk: Chunk | undefined,
): { text: string; locked: boolean } | null {
  if (!sentence.quote || !chunk) return null;
  const text = sentence.quote.normalize('NFC').trim();
  if (text.length === 0 || !chunk.source_text.normalize('NFC').includes(text)) return null;
  const quarantined = carriesQuarantine(chunk);
  if (sentence.locked_dose) return quarantined ? { text, locked: true } : null;
  return quarantined && findDoses(text).length > 0 ? null : { text, locked: false };
}

function firstViolation(checks: readonly (() => Violation | null)[]): Violation | null {
  for (const check of checks) {
    const violation = check();
    if (violation) return violation;
  }
  return null;
}
