import type { BBox, PageRegion } from '@/lib/schema/geometry';

/**
 * A chunk's regions grouped by the 1-based page number the viewer shows (physical_page + 1),
 * pages ascending, rectangles in the order given. Every region is kept: a chunk that runs from
 * the bottom of one column into the next, or over a page break, draws on all of them — the
 * defect react-pdf-highlighter has (only the first page of a highlight is drawn).
 */
export function groupRegionsByPage(regions: readonly PageRegion[]): Map<number, BBox[]> {
  const byPage = new Map<number, BBox[]>();
  for (const region of [...regions].sort((a, b) => a.physical_page - b.physical_page)) {
    const page = region.physical_page + 1;
    const list = byPage.get(page);
    if (list) list.push(region.bbox);
    else byPage.set(page, [region.bbox]);
  }
  return byPage;
}
