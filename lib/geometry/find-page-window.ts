import { findVisiblePages, type PageLayout } from './layout-pages';

/**
 * The pages the viewer mounts (renders): those in the view `[top, top + height)` plus `overscan`
 * each side, and every page in `held` — a highlighted page, the page in view, the page the
 * next citation will open — that exists in the layout. Ascending, each once; null entries are
 * skipped. The other pages are empty boxes of their layout size.
 */
export function findPageWindow(
  layout: PageLayout,
  view: { top: number; height: number },
  overscan: number,
  held: Iterable<number | null>,
): number[] {
  const numPages = layout.tops.length;
  const pages = new Set<number>();
  const { first, last } = findVisiblePages(layout, view.top, view.height, overscan);
  for (let p = first; p <= last; p++) pages.add(p);
  for (const p of held) {
    if (p !== null && Number.isInteger(p) && p >= 1 && p <= numPages) pages.add(p);
  }
  return [...pages].sort((a, b) => a - b);
}
