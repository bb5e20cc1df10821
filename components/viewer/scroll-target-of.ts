import type { ViewerTarget } from '@/components/workspace/viewer-target';
import { firstFocusBox, groupHighlightsByPage } from '@/lib/geometry/group-highlights-by-page';
import type { BBox } from '@/lib/schema/geometry';

/** Where a target takes the reader: a 1-based page, and the passage to put on the reading line. */
export interface ScrollTarget {
  page: number;
  box: BBox | null;
}

/**
 * The one place that decides where a citation opens: the target's page, at its quote there if
 * any, else at its first rectangle there, else at the page's top. The viewer scrolls here on a
 * click, and the prefetch draws this page before the click — change it here and both follow.
 */
export function scrollTargetOf(target: ViewerTarget): ScrollTarget {
  return {
    page: target.page,
    box: firstFocusBox(groupHighlightsByPage(target).get(target.page)),
  };
}
