/**
 * `#page=42` → 42, the fragment PDF viewers use (RFC 8118 / Adobe's open parameters), so a
 * copied link opens the same page. Other fragments, zero, negatives and junk → null; a page
 * past the end is clamped by the viewer once it knows the page count.
 */
export function parsePageHash(hash: string): number | null {
  const match = /(?:^#|&)page=(\d{1,6})(?:&|$)/.exec(hash.startsWith('#') ? hash : `#${hash}`);
  if (!match) return null;
  const page = Number(match[1]);
  return page >= 1 ? page : null;
}

export function formatPageHash(page: number): string {
  return `#page=${page}`;
}

/** A page number the viewer can show: an integer in [1, numPages]. */
export function clampPage(page: number, numPages: number): number {
  if (!Number.isFinite(page) || numPages < 1) return 1;
  return Math.min(numPages, Math.max(1, Math.round(page)));
}
