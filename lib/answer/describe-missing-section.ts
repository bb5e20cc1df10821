import { askedSections } from '@/lib/question/asked-sections';
import type { Notice } from '@/lib/schema/answer';
import { pageRangeWords } from '@/lib/answer/policy/caption-attachment';
import { SECTION_DISPLAY_NAMES, type SectionKey } from '@/lib/schema/section-keys';
import type { RetrievalResult, RetrievedChunk } from '@/lib/retrieval/retrieve-chunks';

/** "trang 1050" or "trang 1050–1052": the printed pages the drug's retrieved chunks span. */
function printedPagesOf(retrieval: RetrievalResult, drugId: string): string | null {
  const ranges = retrieval.chunks
    .filter((r) => r.chunk.drug_id === drugId)
    .map((r) => r.chunk.printed_page_range)
    .filter(([first]) => first > 0);
  if (ranges.length === 0) return null;
  return pageRangeWords([
    Math.min(...ranges.map((r) => r[0])),
    Math.max(...ranges.map((r) => r[1])),
  ]);
}

/**
 * When the drug is in the book but its monograph has no section of the kind asked about
 * ("aciclovir tương tác với thuốc nào" — ACICLOVIR prints no Tương tác thuốc), say exactly that,
 * rather than a bare "not found" that reads as if the drug were missing — and where the
 * monograph is printed, so the pharmacist can check the page. Measured on the real book's text
 * (NATRI NITROPRUSIAT, whose excerpt has no Liều lượng): the notice said "hãy mở sách ở chuyên
 * luận này" with no page to open.
 */
export function describeMissingSection(retrieval: RetrievalResult): Notice | null {
  if (retrieval.outcome !== 'ok') return null;
  const missing = unprintedSections(
    askedSections(retrieval.understanding.sections),
    retrieval.chunks,
  );
  if (missing.length === 0) return null;
  const first = retrieval.chunks[0]!.chunk;
  const pages = printedPagesOf(retrieval, first.drug_id);
  const where = pages
    ? `hãy mở sách ở chuyên luận này (${pages}) nếu cần đối chiếu`
    : 'hãy mở sách ở chuyên luận này nếu cần đối chiếu';
  return { code: 'not_found', message: `${lacksSections(first.drug_name, missing)}; ${where}.` };
}

/**
 * The sections asked when the chunks retrieved hold none of them (retrieval brings every asked
 * section it finds, so the monograph does not print them), else none.
 */
export function unprintedSections(
  asked: ReadonlySet<SectionKey>,
  retrieved: readonly RetrievedChunk[],
): SectionKey[] {
  if (asked.size === 0 || retrieved.length === 0) return [];
  const present = new Set(retrieved.map((r) => r.chunk.section_key));
  return [...asked].some((key) => present.has(key)) ? [] : [...asked];
}

/** "Chuyên luận X trong Dược thư không có mục “A”, “B”": the words of both callers. */
export function lacksSections(drugName: string, keys: readonly SectionKey[]): string {
  const names = keys.map((key) => `“${SECTION_DISPLAY_NAMES[key]}”`).join(', ');
  return `Chuyên luận ${drugName} trong Dược thư không có mục ${names}`;
}
