import type { AnswerResponse } from '@/lib/schema/answer';
import { formatAttachmentCaption, formatCitationLabel } from './format-citation-label';

/**
 * An answer as plain text for the clipboard: the answer, the caveats (a copied dose without
 * "the renal table was not transcribed" would be the silent gap the product exists to avoid),
 * every citation with its printed page and the PDF page that shows it, and every table/formula
 * the reader still has to look at.
 */
export function formatAnswerForCopy(answer: AnswerResponse): string {
  const parts: string[] = [answer.answer.trim()];
  if (answer.notices.length > 0) {
    parts.push(['Lưu ý:', ...answer.notices.map((n) => `- ${n.message}`)].join('\n'));
  }
  if (answer.citations.length > 0) {
    const lines = [...answer.citations]
      .sort((a, b) => a.marker - b.marker)
      .map((c) => `${formatCitationLabel(c)} (trang PDF ${c.source_page_range[0] + 1})`);
    parts.push(['Nguồn (Dược thư Quốc gia Việt Nam):', ...lines].join('\n'));
  }
  if (answer.attachments.length > 0) {
    const lines = answer.attachments.map(
      (a) =>
        `- ${formatAttachmentCaption(a)} (${a.drug_name} — ${a.section_display_name}; trang PDF ${a.physical_page + 1})`,
    );
    parts.push(['Bảng/công thức cần xem trong sách:', ...lines].join('\n'));
  }
  return parts.join('\n\n');
}
