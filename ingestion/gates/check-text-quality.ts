import type { Monograph } from '@/lib/schema/monograph';
import { isReadableToken, letterTokens } from '@/lib/text/is-readable-token';
import { gateResult, type GateResult } from './gate-result';

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
      ? `${monographs.length} monographs for ${regionPages} pages of the monograph region (at least ${expected} expected)`
      : 'a monograph missing',
  );

  let sections = 0;
  const unknown: string[] = [];
  const notVietnamese: string[] = [];
  for (const m of monographs) {
    sections += m.sections.length;
    for (const h of m.unknown_headings)
      unknown.push(`${m.drug_id} page ${h.physical_page + 1}: unknown heading "${h.text}"`);
    for (const s of m.sections) {
      const tokens = letterTokens(s.text);
      if (tokens.length < MIN_SECTION_TOKENS) continue;
      const readable = tokens.filter(isReadableToken).length / tokens.length;
      if (readable < MIN_SECTION_READABLE)
        notVietnamese.push(
          `${m.drug_id}/${s.key} page ${s.heading_physical_page + 1}: ${Math.round(100 * readable)}% valid syllables`,
        );
    }
  }
  const allowedUnknown = Math.floor(MAX_UNKNOWN_HEADING_SHARE * (sections + unknown.length));
  return [
    gateResult('too_few_monographs_for_region', tooFew),
    gateResult(
      'too_many_unknown_headings',
      unknown.length > allowedUnknown ? unknown.slice(0, unknown.length - allowedUnknown) : [],
    ),
    gateResult('section_text_not_vietnamese', notVietnamese),
  ];
}
