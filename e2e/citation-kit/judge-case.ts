import type { PageRecord } from '@/lib/schema/page';
import type { CitationCase } from '@/lib/schema/citation-case';
import type {
  CaseCheck,
  CaseObservation,
  ObservedCitation,
} from '@/lib/schema/citation-case-result';
import { SECTION_DISPLAY_NAMES } from '@/lib/schema/section-keys';

/** The folio map of GET /api/book: which printed folio each PDF page carries. */
export type FolioMap = readonly Pick<PageRecord, 'physical_page' | 'printed_page'>[];

/** Case-, Unicode-form- and whitespace-insensitive text, as the clinician would read it. */
export function normaliseText(text: string): string {
  return text.normalize('NFC').replace(/\s+/g, ' ').trim().toLocaleLowerCase('vi');
}

/** A chip label "[1] Thuốc · Mục · tr. 57–58", read back into its parts. */
export interface ChipLabel {
  drug: string;
  section: string;
  /** The printed pages the label names: "tr. 57" → ["57"], "tr. 57–58" → ["57", "58"]. */
  pages: string[];
}

export function parseChipLabel(label: string): ChipLabel | null {
  const parts = label.normalize('NFC').replace(/\s+/g, ' ').trim().split(' · ');
  if (parts.length < 3) return null;
  const drug = (parts[0] ?? '').replace(/^\[\d+\]\s*/, '').trim();
  const section = parts.slice(1, -1).join(' · ').trim();
  const pages = /^tr\.\s*(\S+?)(?:\s*[–-]\s*(\S+))?$/.exec((parts.at(-1) ?? '').trim());
  if (!drug || !section || !pages?.[1]) return null;
  return { drug, section, pages: pages[2] ? [pages[1], pages[2]] : [pages[1]] };
}

/** The 1-based viewer pages that print `folio`; several when a folio repeats (front matter). */
export function viewerPagesOfFolio(folios: FolioMap, folio: string): number[] {
  return folios.filter((p) => p.printed_page === folio).map((p) => p.physical_page + 1);
}

function describeCitation(citation: ObservedCitation): string {
  return citation.label || `${citation.chunk_id} (tr. ${citation.printed_page})`;
}

/** What in a citation differs from the case, or [] when it is the expected one. */
function citationMismatches(testCase: CitationCase, citation: ObservedCitation): string[] {
  const label = parseChipLabel(citation.label);
  if (!label) return [`label "${citation.label}" is not "[n] Thuốc · Mục · tr. N"`];
  const out: string[] = [];
  if (testCase.drug_name && normaliseText(label.drug) !== normaliseText(testCase.drug_name)) {
    out.push(`drug "${label.drug}"`);
  }
  const section = testCase.section_key ? SECTION_DISPLAY_NAMES[testCase.section_key] : null;
  if (section && normaliseText(label.section) !== normaliseText(section)) {
    out.push(`section "${label.section}"`);
  }
  const cited = new Set([citation.printed_page, ...label.pages]);
  if (!(testCase.printed_pages ?? []).some((p) => cited.has(p))) {
    out.push(`printed page ${[...cited].join('–')}`);
  }
  return out;
}

/** The citation the kit opens: the first that is the expected one, else the first of all. */
export function pickCitationToOpen(
  testCase: CitationCase,
  citations: readonly ObservedCitation[],
): number {
  const match = citations.findIndex((c) => citationMismatches(testCase, c).length === 0);
  return match >= 0 ? match : 0;
}

function check(name: string, ok: boolean, detail: string): CaseCheck {
  return { check: name, ok, detail };
}

function expectedCitationText(testCase: CitationCase): string {
  const section = testCase.section_key ? SECTION_DISPLAY_NAMES[testCase.section_key] : '?';
  return `${testCase.drug_name} · ${section} · tr. ${(testCase.printed_pages ?? []).join(' or ')}`;
}

/**
 * The verdict on one case: every check the case calls for, each with what was expected and what
 * was seen. Pure, so every rule is tested on observations without a browser.
 */
export function judgeCase(
  testCase: CitationCase,
  seen: CaseObservation,
  folios: FolioMap,
): CaseCheck[] {
  const checks: CaseCheck[] = [];
  checks.push(
    check(
      'answer',
      seen.answer_status === 'done',
      seen.answer_status === 'done'
        ? 'a finished answer'
        : seen.answer_status === 'incomplete'
          ? 'the answer stopped before its citations'
          : 'no answer appeared',
    ),
  );
  if (seen.answer_status !== 'done') return checks;

  const notFound = seen.notices.includes('not_found');
  if (testCase.form === 'not_found') {
    checks.push(
      check(
        'not_found',
        notFound && seen.citations.length === 0,
        `expected a not_found notice and no citation; saw ${notFound ? 'the notice' : 'no not_found notice'} and ${seen.citations.length} citation(s)`,
      ),
    );
  } else {
    checks.push(
      check(
        'answered',
        !notFound && seen.citations.length > 0,
        notFound
          ? 'the answer says the book does not answer it (not_found)'
          : `${seen.citations.length} citation(s)`,
      ),
    );
    const index = seen.citations.findIndex((c) => citationMismatches(testCase, c).length === 0);
    checks.push(
      check(
        'citation',
        index >= 0,
        index >= 0
          ? `cites ${describeCitation(seen.citations[index]!)}`
          : `no citation of ${expectedCitationText(testCase)}; cited: ${
              seen.citations
                .map(
                  (c) => `${describeCitation(c)} (${citationMismatches(testCase, c).join(', ')})`,
                )
                .join('; ') || 'nothing'
            }`,
      ),
    );
    checks.push(...judgeOpening(seen, folios));
  }

  if (testCase.crop) {
    const loaded = seen.crops.filter((c) => c.loaded).length;
    checks.push(
      check(
        'crop',
        seen.crops.length > 0 && loaded === seen.crops.length,
        seen.crops.length === 0
          ? 'expected a crop of the book; none shown'
          : `${loaded} of ${seen.crops.length} crop(s) loaded`,
      ),
    );
  } else {
    checks.push(
      check(
        'crop',
        seen.crops.length === 0,
        seen.crops.length === 0
          ? 'no crop, as expected'
          : `expected no crop; saw ${seen.crops.map((c) => c.block_id).join(', ')}`,
      ),
    );
  }
  // ADR 0006 rule 1: an answer whose citation carries a lifted table says so above the text.
  if (testCase.form === 'answer' && testCase.crop) {
    const said = seen.notices.includes('quarantined_content');
    checks.push(
      check(
        'quarantine_notice',
        said,
        said
          ? 'the answer says a table/formula must be read in the book'
          : 'a crop is expected but no quarantined_content notice says the answer is incomplete',
      ),
    );
  }

  const text = normaliseText(seen.answer_text);
  for (const wanted of testCase.must_contain) {
    const ok = text.includes(normaliseText(wanted));
    checks.push(check('must_contain', ok, `${ok ? 'shows' : 'does not show'} "${wanted}"`));
  }
  for (const banned of testCase.must_not_contain) {
    const ok = !text.includes(normaliseText(banned));
    checks.push(check('must_not_contain', ok, `${ok ? 'does not show' : 'shows'} "${banned}"`));
  }
  return checks;
}

/** The clicked citation opened the page the folio map names, with a highlight over its text. */
function judgeOpening(seen: CaseObservation, folios: FolioMap): CaseCheck[] {
  const opened = seen.opened;
  const citation = opened ? seen.citations[opened.citation_index] : undefined;
  if (!opened || !citation) {
    return [
      check('page_opened', false, 'no citation was opened'),
      check('highlight', false, 'no citation was opened'),
    ];
  }
  const expected = viewerPagesOfFolio(folios, citation.printed_page);
  const chipPage = citation.physical_page === null ? null : citation.physical_page + 1;
  const where = `[${opened.citation_index + 1}] tr. ${citation.printed_page}`;
  let pageCheck: CaseCheck;
  if (expected.length === 0) {
    pageCheck = check(
      'page_opened',
      false,
      `${where}: the book's folio map has no page printed "${citation.printed_page}"`,
    );
  } else if (chipPage !== null && !expected.includes(chipPage)) {
    pageCheck = check(
      'page_opened',
      false,
      `${where}: the chip points at PDF page ${chipPage}, but the folio map puts tr. ${citation.printed_page} on PDF page ${expected.join(' or ')}`,
    );
  } else {
    const ok = opened.current_page !== null && expected.includes(opened.current_page);
    pageCheck = check(
      'page_opened',
      ok,
      `${where}: expected PDF page ${expected.join(' or ')}, viewer shows ${opened.current_page ?? 'no page'}`,
    );
  }
  const lit = opened.highlights > 0 && opened.highlighted_spans > 0;
  return [
    pageCheck,
    check(
      'highlight',
      lit,
      opened.highlights === 0
        ? `no highlight on PDF page ${opened.current_page ?? '?'}`
        : `${opened.highlights} highlight(s) covering ${opened.highlighted_spans} text span(s)`,
    ),
  ];
}

/** pass when every check passed. */
export function verdictOf(checks: readonly CaseCheck[]): 'pass' | 'fail' {
  return checks.every((c) => c.ok) ? 'pass' : 'fail';
}
