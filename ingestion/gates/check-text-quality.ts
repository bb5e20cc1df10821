import type { Monograph } from '@/lib/schema/monograph';
import { isReadableToken, letterTokens } from '@/lib/text/is-readable-token';
import { formatShare } from './format-share';
import { gateResult, MAX_GATE_EXAMPLES, type GateResult } from './gate-result';

/**
 * Gates for gross failure, when the text came out wrong in a way no character gate sees
 * (issue 10: a book with narrow word gaps exited 0 with 1 monograph of 14).
 *
 * Thresholds, from measurement:
 * - the real book's monograph region is ~1,398 pages for ~680 monographs (2.1 pages each), the
 *   sample books 2.2–2.5; a region averaging more than MAX_PAGES_PER_MONOGRAPH pages per
 *   monograph has lost its titles;
 * - unknown headings: 0 on the sample books; more than MAX_UNKNOWN_HEADING_SHARE of headings
 *   unknown means the headings were not read;
 * - a section's letter tokens are ≥ 0.986 valid syllables or Latin words on the real book's
 *   converted text (per monograph), 1.000 on the sample; a section under MIN_SECTION_READABLE
 *   (with at least MIN_SECTION_TOKENS tokens) is not Vietnamese text.
 */
export const MAX_PAGES_PER_MONOGRAPH = 8;
export const MAX_UNKNOWN_HEADING_SHARE = 0.2;
export const MIN_SECTION_READABLE = 0.8;
export const MIN_SECTION_TOKENS = 20;

export function checkTextQuality(
  monographs: readonly Monograph[],
  monographPhysicalRange: readonly [number, number],
): GateResult[] {
  const regionPages = monographPhysicalRange[1] - monographPhysicalRange[0] + 1;
  const expected = Math.ceil(regionPages / MAX_PAGES_PER_MONOGRAPH);
  const missing = Math.max(0, expected - monographs.length);
  const tooFew = Array.from({ length: missing }, (_, i) =>
    i === 0
      ? `${monographs.length} monographs for the ${regionPages} pages of the monograph region (pages ${monographPhysicalRange[0] + 1}–${monographPhysicalRange[1] + 1}): at least ${expected} expected, at most ${MAX_PAGES_PER_MONOGRAPH} pages a monograph`
      : 'a monograph missing',
  );

  let sections = 0;
  const unknown: string[] = [];
  const unknownPages: number[] = [];
  const notVietnamese: string[] = [];
  for (const m of monographs) {
    sections += m.sections.length;
    for (const h of m.unknown_headings) {
      unknown.push(`${m.drug_id} page ${h.physical_page + 1}: unknown heading "${h.text}"`);
      unknownPages.push(h.physical_page);
    }
    for (const s of m.sections) {
      const tokens = letterTokens(s.text);
      if (tokens.length < MIN_SECTION_TOKENS) continue;
      const readable = tokens.filter(isReadableToken).length;
      if (readable / tokens.length < MIN_SECTION_READABLE)
        notVietnamese.push(
          `${m.drug_id}/${s.key}: ${formatShare({
            part: readable,
            whole: tokens.length,
            limit: MIN_SECTION_READABLE,
            side: 'floor',
            what: `of its ${tokens.length} words are valid syllables or Latin words`,
            pages: [s.heading_physical_page],
          })}`,
        );
    }
  }
  const headings = sections + unknown.length;
  const allowedUnknown = Math.floor(MAX_UNKNOWN_HEADING_SHARE * headings);
  const excess = Math.max(0, unknown.length - allowedUnknown);
  // One violation a heading past the allowance; the examples open with the share that failed.
  const unknownShare = formatShare({
    part: unknown.length,
    whole: headings,
    limit: MAX_UNKNOWN_HEADING_SHARE,
    side: 'ceiling',
    what: `of the ${headings} headings are unknown`,
    pages: unknownPages,
  });
  return [
    gateResult('too_few_monographs_for_region', tooFew),
    {
      gate: 'too_many_unknown_headings',
      count: excess,
      examples:
        excess > 0
          ? [unknownShare, ...unknown.slice(0, Math.min(excess, MAX_GATE_EXAMPLES - 1))]
          : [],
    },
    gateResult('section_text_not_vietnamese', notVietnamese),
  ];
}
