import { foldDiacritics } from '@/lib/text/fold-diacritics';
import type { RegionKey } from '@/lib/schema/sample-truth';
import type { ExtractedPage, Line } from '@/ingestion/extract/extract-types';

/**
 * The book's three regions — general chapters, monographs, appendices — found from the book's
 * own region titles: a line set well above body size, bold, in capitals, naming the region. The
 * table of contents names the same titles at body size, so size is what tells a title from an
 * entry. ADR 0004 scopes chunking to the monograph region only.
 */
export interface Region {
  key: RegionKey;
  title: string;
  title_physical_page: number;
  first_physical_page: number;
  last_physical_page: number;
}

export class RegionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RegionError';
  }
}

const REGION_PATTERNS: { key: RegionKey; pattern: RegExp }[] = [
  { key: 'general_chapters', pattern: /\bchuyen luan chung\b/ },
  { key: 'monographs', pattern: /\bchuyen luan thuoc\b|\bchuyen luan ve thuoc\b/ },
  { key: 'appendices', pattern: /\bphu luc\b/ },
];

/**
 * Median font size over the book's lines, weighted by their length: the body size. Weights are
 * summed per size first: a book sets its ~60 k lines in a few dozen sizes, and sorting one
 * pair per line was a tenth of segmentation's time on the 200-monograph sample.
 */
export function bodyFontSize(pages: readonly ExtractedPage[]): number {
  const weights = new Map<number, number>();
  let total = 0;
  for (const page of pages)
    for (const line of page.lines) {
      weights.set(line.font_size, (weights.get(line.font_size) ?? 0) + line.text.length);
      total += line.text.length;
    }
  let acc = 0;
  for (const size of [...weights.keys()].sort((a, b) => a - b)) {
    acc += weights.get(size)!;
    if (acc >= total / 2) return size;
  }
  return 10;
}

function isUpperCase(text: string): boolean {
  const letters = [...text].filter((ch) => /\p{L}/u.test(ch));
  return letters.length >= 3 && letters.every((ch) => ch === ch.toUpperCase());
}

export function regionTitleKey(line: Line, bodySize: number): RegionKey | null {
  if (!line.bold || line.font_size < 1.3 * bodySize || !isUpperCase(line.text)) return null;
  const folded = foldDiacritics(line.text).toLowerCase().replace(/\s+/g, ' ');
  return REGION_PATTERNS.find((p) => p.pattern.test(folded))?.key ?? null;
}

/**
 * Regions from titles. A region runs from its title's page to the page before the next title.
 * `monographPrinted` ([first, last] printed folios, from `--monograph-pages`) overrides the
 * monograph region; its folios must be printed on some page.
 */
export function findRegions(pages: ExtractedPage[], monographPrinted?: [string, string]): Region[] {
  const bodySize = bodyFontSize(pages);
  const titles: { key: RegionKey; title: string; page: number }[] = [];
  for (const page of pages) {
    for (const line of page.lines) {
      const key = regionTitleKey(line, bodySize);
      if (key && !titles.some((t) => t.key === key))
        titles.push({ key, title: line.text, page: page.physical_page });
    }
  }
  titles.sort((a, b) => a.page - b.page);
  const lastPage = pages.at(-1)?.physical_page ?? 0;
  const regions: Region[] = titles.map((t, i) => ({
    key: t.key,
    title: t.title,
    title_physical_page: t.page,
    first_physical_page: t.page,
    last_physical_page:
      i + 1 < titles.length ? Math.max(t.page, titles[i + 1]!.page - 1) : lastPage,
  }));

  if (monographPrinted) {
    const [from, to] = monographPrinted;
    const first = pages.find((p) => p.printed_page === from)?.physical_page;
    const last = [...pages].reverse().find((p) => p.printed_page === to)?.physical_page;
    if (first === undefined)
      throw new RegionError(`--monograph-pages: no page prints the folio "${from}"`);
    if (last === undefined)
      throw new RegionError(`--monograph-pages: no page prints the folio "${to}"`);
    if (last < first)
      throw new RegionError(`--monograph-pages: folio "${to}" comes before "${from}" in the book`);
    const others = regions.filter((r) => r.key !== 'monographs');
    const override: Region = {
      key: 'monographs',
      title: '(--monograph-pages)',
      title_physical_page: first,
      first_physical_page: first,
      last_physical_page: last,
    };
    return [...others, override].sort((a, b) => a.first_physical_page - b.first_physical_page);
  }
  return regions;
}
