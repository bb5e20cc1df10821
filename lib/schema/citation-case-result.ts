import { z } from 'zod';
import { citationCaseFormSchema } from './citation-case';

/**
 * What the citation kit saw in the UI for one case (issue 16), read through the test ids only,
 * and the verdict the kit reached. The case runner writes it, the reporter reads it back: the
 * two run in different processes, so it is parsed at that boundary.
 */

/** One `citation` chip: its data attributes and the label the clinician reads. */
export const observedCitationSchema = z.object({
  chunk_id: z.string(),
  /** `data-printed-page`: the first printed page of the cited passage. */
  printed_page: z.string(),
  /** `data-physical-page` (0-based), null when the chip has none. */
  physical_page: z.number().int().nonnegative().nullable(),
  /** "[1] Vancomycin · Liều lượng và cách dùng · tr. 57–58" */
  label: z.string(),
});
export type ObservedCitation = z.infer<typeof observedCitationSchema>;

export const observedCropSchema = z.object({
  block_id: z.string(),
  printed_page: z.string().nullable(),
  /** The image decoded (naturalWidth > 0): a broken crop is a gap the clinician cannot read. */
  loaded: z.boolean(),
});
export type ObservedCrop = z.infer<typeof observedCropSchema>;

/** The viewer after the kit clicked a citation. */
export const observedOpeningSchema = z.object({
  /** Index in `citations` of the chip that was clicked. */
  citation_index: z.number().int().nonnegative(),
  /** `pdf-viewer[data-current-page]`, 1-based; null when the viewer never showed a page. */
  current_page: z.number().int().positive().nullable(),
  /** `highlight` elements with `data-page` = the current page. */
  highlights: z.number().int().nonnegative(),
  /** Text-layer spans of the viewer that lie mostly inside one of those highlights. */
  highlighted_spans: z.number().int().nonnegative(),
});
export type ObservedOpening = z.infer<typeof observedOpeningSchema>;

export const caseObservationSchema = z.object({
  /** `done`: a finished answer; `incomplete`: it stopped before its citations; `missing`: none came. */
  answer_status: z.enum(['done', 'incomplete', 'missing']),
  /** The answer card's visible text, whitespace collapsed (notices, chips and captions included). */
  answer_text: z.string(),
  /** `notice[data-code]`, in the order shown. */
  notices: z.array(z.string()),
  citations: z.array(observedCitationSchema),
  crops: z.array(observedCropSchema),
  opened: observedOpeningSchema.nullable(),
});
export type CaseObservation = z.infer<typeof caseObservationSchema>;

export const caseCheckSchema = z.object({
  /** `answer`, `citation`, `page_opened`, `highlight`, `crop`, `must_contain`, … */
  check: z.string(),
  ok: z.boolean(),
  /** What was expected and what was seen, for the report. */
  detail: z.string(),
});
export type CaseCheck = z.infer<typeof caseCheckSchema>;

export const caseResultSchema = z.object({
  id: z.string(),
  question: z.string(),
  form: citationCaseFormSchema,
  /** `error`: the case could not be run to the end (timeout, page crash, total cap reached). */
  verdict: z.enum(['pass', 'fail', 'error']),
  checks: z.array(caseCheckSchema),
  observation: caseObservationSchema.nullable(),
  /** The case's screenshot, relative to the report folder; taken on failure. */
  screenshot: z.string().nullable(),
  /** Why the case could not run to the end. */
  error: z.string().nullable(),
  duration_ms: z.number().nonnegative(),
});
export type CaseResult = z.infer<typeof caseResultSchema>;
