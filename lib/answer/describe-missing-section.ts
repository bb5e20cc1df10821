import type { Notice } from '@/lib/schema/answer';
import { SECTION_DISPLAY_NAMES } from '@/lib/schema/section-keys';
import type { RetrievalResult } from '@/lib/retrieval/retrieve-chunks';

/**
 * When the drug is in the book but its monograph has no section of the kind asked about
 * ("aciclovir tương tác với thuốc nào" — ACICLOVIR prints no Tương tác thuốc), say exactly that,
 * rather than a bare "not found" that reads as if the drug were missing.
 */
export function describeMissingSection(retrieval: RetrievalResult): Notice | null {
  const u = retrieval.understanding;
  if (retrieval.outcome !== 'ok' || u.sections.length === 0 || retrieval.chunks.length === 0)
    return null;
  const top = Math.max(...u.sections.map((s) => s.weight));
  const asked = u.sections.filter((s) => s.weight >= 0.75 * top).map((s) => s.key);
  const present = new Set(retrieval.chunks.map((r) => r.chunk.section_key));
  if (asked.some((key) => present.has(key))) return null;
  const drug = retrieval.chunks[0]!.chunk.drug_name;
  const names = asked.map((key) => `“${SECTION_DISPLAY_NAMES[key]}”`).join(', ');
  return {
    code: 'not_found',
    message: `Chuyên luận ${drug} trong Dược thư không có mục ${names}; hãy mở sách ở chuyên luận này nếu cần đối chiếu.`,
  };
}
