import { z } from 'zod';
import type { AnswerAttachment, Citation, PatientRows } from '@/lib/schema/citation';
import type { Notice } from '@/lib/schema/answer';
import type { PageRegion } from '@/lib/schema/geometry';
import type { PatientParameters } from '@/lib/schema/patient-parameters';

/**
 * What an answerer (extractive or LLM) hands to the policy: sentences, each naming the chunk
 * ids it rests on. Parsed with zod because an LLM's structured output crosses a boundary here.
 */
export const draftSentenceSchema = z.object({
  text: z.string(),
  /** chunk_id of every retrieved chunk the sentence rests on. */
  cites: z.array(z.string()),
  /**
   * What the first cited chunk's citation quotes, verbatim from its source_text, when the
   * answerer knows it (the sentence holding the bands it refers to). With `locked_dose` the
   * sentence states where a dose is shown, not the dose: the chunk carries quarantined content
   * (ADR 0006 rule 3), and the UI shows the quote as a passage crop. A quote that is not
   * verbatim is dropped by the policy (the sentence stays, quoted as usual); a locked quote needs
   * a quarantined chunk, and an unlocked one may state no dose from such a chunk.
   */
  quote: z.string().optional(),
  locked_dose: z.boolean().optional(),
  /**
   * The sentence says what the book does not separate or name for this question (the other
   * kind of dialysis, the direction of an interaction, the partner drug, the measure of kidney
   * function, a kidney value against lines that name renal impairment only in words, the
   * management of an adverse effect, a dose left out because a contraindication holds, a section
   * the monograph does not print), not what
   * it says. The
   * extractive answerer writes these from the question and the sections read; they go first in
   * an LLM answer too, so its first line is not read as the answer the book does not give.
   */
  gap: z
    .enum([
      'dialysis',
      'direction',
      'effect',
      'partner',
      'population',
      'renal_measure',
      'renal_words',
      'section',
      'withheld_dose',
    ])
    .optional(),
  /**
   * The sentence holds for the patient of the question (lib/answer/safety): a contraindication
   * or a "không dùng" verdict whose band holds the patient's value, named by the holding rule
   * that fired. Such lines lead every answer, whoever drafts it.
   */
  safety: z.string().optional(),
});
export type DraftSentence = z.infer<typeof draftSentenceSchema>;

export const answerDraftSchema = z.object({
  /**
   * A framing line without citation ("Theo Dược thư Quốc gia Việt Nam, Liều lượng và cách dùng
   * của ACICLOVIR:"). It may name drugs, sections and populations, never a number or a fact;
   * see check-lead.ts.
   */
  lead: z.string().optional(),
  sentences: z.array(draftSentenceSchema),
});
export type AnswerDraft = z.infer<typeof answerDraftSchema>;

/** A crop URL per block id; null/undefined when no crop was rendered for that block. */
export type CropUrlLookup =
  | ReadonlyMap<string, string>
  | ((blockId: string) => string | null | undefined);

/** Every page region a block covers (blocks.jsonl); a cross-page table has two. */
export type BlockRegionsLookup =
  | ReadonlyMap<string, PageRegion[]>
  | ((blockId: string) => PageRegion[] | null | undefined);

export type PolicyOptions = {
  cropUrl: CropUrlLookup;
  /** Without it an attachment gets one region: its own physical_page and bbox. */
  blockRegions?: BlockRegionsLookup;
  /** The patient read from the question: a claim whose bands all exclude it is removed. */
  patient?: PatientParameters;
  /**
   * Sentences the safety rules already found to hold for this patient (lib/answer/safety), read
   * item by item: not removed by the band check, which reads a list's band as the whole
   * sentence's. Measured on unseen batch 8 once "30t" was read as an age: "Phụ nữ mang thai, phụ
   * nữ đang cho con bú, trẻ em dưới 16 tuổi." held for a nursing mother of 30 and was removed,
   * its "dưới 16 tuổi" excluding her. Built by the server from the book, never by a model.
   */
  held?: ReadonlySet<string>;
  /**
   * A table attachment's rows, the patient's marked (lib/answer/table-rows, issue 38): carried
   * on the attachment as `patient_rows` for the crop to outline. Null when no row holds.
   */
  patientRows?: (blockId: string) => PatientRows | null;
};

/** Why a sentence (or the lead) was removed; one code per rule file. */
export const REMOVAL_RULES = [
  'uncited',
  'unknown_citation',
  'descriptor_paraphrase',
  'header_row_echo',
  'quarantined_dose',
  'ungrounded_number',
  'unit_mismatch',
  'regimen_mismatch',
  'completeness_claim',
  'lead_not_framing',
  'band_excludes_patient',
] as const;
export type RemovalRule = (typeof REMOVAL_RULES)[number];

export type RemovedClaim = {
  /** The text as the answerer wrote it (normalised); developer-facing, never shown as content. */
  text: string;
  rule: RemovalRule;
  /** Developer-facing: names the rule, the chunk ids and the offending numbers or strings. */
  reason: string;
  /** Index in draft.sentences, or null for the lead. */
  sentence_index: number | null;
};

/** A draft sentence that passed every rule, with the markers of the chunks it cites. */
export type KeptSentence = {
  text: string;
  cites: string[];
  markers: number[];
  /** Verbatim from the first cited chunk (see draftSentenceSchema). */
  quote?: { text: string; locked: boolean };
};

/**
 * The policy's own line for a lifted table/formula ("Bảng ở trang 204 (…): xem ảnh chụp từ
 * sách."). Built from attachment metadata only, so its page number is grounded in the
 * attachment record, not in source_text.
 */
export type PolicyCaption = {
  text: string;
  chunk_id: string;
  /** null when the chunk says it lost a block but names none (inconsistent data). */
  block_id: string | null;
  printed_pages: number[];
  markers: number[];
};

/**
 * `answer`: at least one draft sentence survived. `crop_only`: none did, but the cited chunks
 * carry tables/formulas to show. `not_found`: nothing to show; see abstain.ts.
 */
export type AnswerForm = 'answer' | 'crop_only' | 'not_found';

export type PolicyResult = {
  form: AnswerForm;
  lead: string | null;
  sentences: KeptSentence[];
  captions: PolicyCaption[];
  citations: Citation[];
  attachments: AnswerAttachment[];
  notices: Notice[];
  /** True only when nothing is known to be missing: no lifted block, no removal, no crop. */
  complete: boolean;
  removed: RemovedClaim[];
  /** Developer-facing: block ids a cited chunk references but no crop URL was found for. */
  missing_crops: string[];
};

/** What a rule says about one sentence it rejects. */
export type Violation = {
  rule: RemovalRule;
  /** Developer-facing; names the chunk ids and the offending strings. */
  reason: string;
};
