import { askedSections } from '@/lib/question/asked-sections';
import type { Notice } from '@/lib/schema/answer';
import { pageRangeWords } from '@/lib/answer/policy/caption-attachment';
import { SECTION_DISPLAY_NAMES } from '@/lib/schema/section-keys';
import type { RetrievalResult } from '@/lib/retrieval/retrieve-chunks';

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
  const u = retrieval.understanding;
  if (retrieval.outcome !== 'ok' || u.sections.length === 0 || retrieval.chunks.length === 0)
    return null;
  const asked = [...askedSections(u.sections)];
  const present = new Set(retrieval.chunks.map((r) => r.chunk.section_key));
  if (asked.some((key) => present.has(key))) return null;
  const first = retrieval.chunks[0]!.chunk;
  const names = asked.map((key) => `“${SECTION_DISPLAY_NAMES[key]}”`).join(', ');
  const pages = printedPagesOf(retrieval, first.drug_id);
  const where = pages
    ? `hãy mở sách ở chuyên luận này (${pages}) nếu cần đối chiếu`
    : 'hãy mở sách ở chuyên luận này nếu cần đối chiếu';
  return {
    code: 'not_found',
    message: `Chuyên luận ${first.drug_name} trong Dược thư không có mục ${names}; ${where}.`,
  };
}
