/** 0-based pages → "8–32, 40" in 1-based page numbers (as a PDF viewer counts). */
export function formatPageRanges(pages: readonly number[], max = 4): string {
  const sorted = [...new Set(pages)].sort((a, b) => a - b);
  const ranges: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    ranges.push(i === j ? `${sorted[i]! + 1}` : `${sorted[i]! + 1}–${sorted[j]! + 1}`);
    i = j + 1;
  }
  const shown = ranges.slice(0, max).join(', ');
  return ranges.length > max ? `${shown} and ${ranges.length - max} more ranges` : shown;
}

/** 0-based pages → "page 4" or "pages 8–32, 40". */
export function formatPages(pages: readonly number[]): string {
  return `${new Set(pages).size === 1 ? 'page' : 'pages'} ${formatPageRanges(pages)}`;
}
