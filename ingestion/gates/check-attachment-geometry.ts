import type { Chunk } from '@/lib/schema/chunk';
import { gateResult, type GateResult } from './gate-result';

export const ATTACHMENT_WITHOUT_PAGE_OR_BBOX = 'attachment_without_page_or_bbox';

/**
 * ADR 0006 gate 3: an attachment is answered with its crop, so it needs a physical page, a
 * printed page to cite and a box with area. A zero-area box crops to nothing.
 */
export function checkAttachmentGeometry(chunks: readonly Chunk[]): GateResult {
  const violations: string[] = [];
  for (const chunk of chunks) {
    for (const attachment of chunk.attachments) {
      const problems: string[] = [];
      if (!Number.isInteger(attachment.physical_page) || attachment.physical_page < 0)
        problems.push('no physical page');
      if (!Number.isInteger(attachment.printed_page) || attachment.printed_page < 1)
        problems.push('no printed page');
      const bbox = attachment.bbox as readonly number[] | undefined;
      const [x0, y0, x1, y1] = bbox ?? [];
      const finite = [x0, y0, x1, y1].every((v) => typeof v === 'number' && Number.isFinite(v));
      if (!finite || (x1 as number) <= (x0 as number) || (y1 as number) <= (y0 as number))
        problems.push('no bbox area');
      if (problems.length > 0) {
        violations.push(
          `${chunk.chunk_id} attachment ${attachment.block_id}: ${problems.join(', ')}`,
        );
      }
    }
  }
  return gateResult(ATTACHMENT_WITHOUT_PAGE_OR_BBOX, violations);
}
