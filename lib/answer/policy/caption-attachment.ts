import type { Chunk, ChunkAttachment } from '@/lib/schema/chunk';
import type { Notice } from '@/lib/schema/answer';
import type { PageRange } from '@/lib/schema/geometry';
import { attachmentsToShow, carriesQuarantine } from './carries-quarantine';
import { foldForMatch } from './normalize-text';

function kindNoun(attachment: ChunkAttachment): string {
  return attachment.kind === 'table' ? 'bảng' : 'công thức';
}

function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase('vi') + text.slice(1);
}

/** "trang 205", or "trang 205 và trang sau" for a table that continues over the page. */
function pageWords(attachment: ChunkAttachment): string {
  const continues = attachment.shape === 'cross_page_continuation' ? ' và trang sau' : '';
  return `trang ${attachment.printed_page}${continues}`;
}

/**
 * The policy's own line for a lifted block: what it is, where it is printed (its own page —
 * a table often sits on the page after the prose that mentions it) and how to read it.
 * Metadata only: never a header cell, never a value.
 */
export function captionAttachment(
  attachment: ChunkAttachment,
  chunk: Chunk,
  hasCrop: boolean,
): string {
  const where = `${capitalise(kindNoun(attachment))} ở ${pageWords(attachment)} (${chunk.drug_name} — ${chunk.section_display_name})`;
  return hasCrop ? `${where}: xem ảnh chụp từ sách.` : `${where}: hãy mở sách ở trang này để xem.`;
}

/**
 * ADR 0006 obligation 1, said to the clinician: it exists, where, and that the answer lacks it.
 * `count` blocks of the same kind, section and page are said once ("có 3 bảng ở trang 218"):
 * measured on the real book (ACICLOVIR, three renal tables on one page), the same notice was
 * shown three times over, word for word.
 */
export function describeQuarantine(
  attachment: ChunkAttachment,
  chunk: Chunk,
  hasCrop: boolean,
  count = 1,
): Notice {
  const noun = kindNoun(attachment);
  const how = hasCrop ? 'Xem ảnh chụp từ sách' : `Hãy mở sách ở trang ${attachment.printed_page}`;
  const some = count > 1 ? `${count} ${noun}` : `một ${noun}`;
  const these = count > 1 ? `các ${noun} này` : `${noun} này`;
  return {
    code: 'quarantined_content',
    message: `${chunk.drug_name} — ${chunk.section_display_name}: có ${some} ở ${pageWords(attachment)} không được chuyển thành chữ trong câu trả lời. ${how}; câu trả lời chưa đầy đủ nếu thiếu ${these}.`,
  };
}

/** "trang 204" or "trang 204–205": a printed page range as the notices say it. */
export function pageRangeWords([first, last]: PageRange): string {
  return first === last ? `trang ${first}` : `trang ${first}–${last}`;
}

/**
 * A chunk flagged `has_quarantined_content` whose attachments name no quarantined block is
 * inconsistent data; the flag still wins. With no block page to name, the chunk's own pages
 * are the best pointer there is.
 */
export function captionUnlocatedBlock(chunk: Chunk): string {
  return `Bảng hoặc công thức đã tách khỏi đoạn ở ${pageRangeWords(chunk.printed_page_range)} (${chunk.drug_name} — ${chunk.section_display_name}): hãy mở sách ở các trang này để xem.`;
}

export function describeUnlocatedBlock(chunk: Chunk): Notice {
  return {
    code: 'quarantined_content',
    message: `${chunk.drug_name} — ${chunk.section_display_name}: đoạn ở ${pageRangeWords(chunk.printed_page_range)} có bảng hoặc công thức đã được tách riêng nhưng không xác định được vị trí. Hãy mở sách ở các trang này; câu trả lời chưa đầy đủ.`,
  };
}

/**
 * Whether an answerer's sentence is exactly one of the captions the policy itself will add for
 * a chunk it cites: the only sentence a descriptor chunk may be cited by (ADR 0006 obligation 2).
 */
export function isPolicyCaption(text: string, cited: readonly Chunk[]): boolean {
  const folded = foldForMatch(text);
  return cited.some((chunk) => {
    const shown = attachmentsToShow(chunk);
    if (chunk.chunk_kind === 'prose' && !carriesQuarantine(chunk)) return false;
    if (shown.length === 0) return folded === foldForMatch(captionUnlocatedBlock(chunk));
    return shown.some(
      (a) =>
        folded === foldForMatch(captionAttachment(a, chunk, true)) ||
        folded === foldForMatch(captionAttachment(a, chunk, false)),
    );
  });
}
