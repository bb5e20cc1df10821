import type { PageRange } from '@/lib/schema/geometry';
import type { AnswerAttachment, Citation } from '@/lib/schema/citation';

/** "tr. 123", or "tr. 123–124" for a passage that runs over a page break. */
export function formatPrintedPages([first, last]: PageRange): string {
  return first === last ? `tr. ${first}` : `tr. ${first}–${last}`;
}

/** "Amoxicilin · Liều lượng và cách dùng · tr. 123" (printed pages, as cited). */
export function formatCitationSource(citation: Citation): string {
  return `${citation.drug_name} · ${citation.section_display_name} · ${formatPrintedPages(citation.printed_page_range)}`;
}

/** The chip: "[1] Amoxicilin · Liều lượng và cách dùng · tr. 123". */
export function formatCitationLabel(citation: Citation): string {
  return `[${citation.marker}] ${formatCitationSource(citation)}`;
}

/**
 * "Bảng — trang in 204"; a table continued over the page says so, because the clinician must
 * read both halves ("Bảng — trang in 204 và trang sau").
 */
export function formatAttachmentCaption(attachment: AnswerAttachment): string {
  const noun = attachment.kind === 'table' ? 'Bảng' : 'Công thức';
  const more = attachment.shape === 'cross_page_continuation' ? ' và trang sau' : '';
  return `${noun} — trang in ${attachment.printed_page}${more}`;
}
