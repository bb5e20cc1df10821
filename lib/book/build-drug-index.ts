import type { DrugIndexEntry, DrugIndexSection } from '@/lib/schema/drug-index';
import type { BBox, PageRegion } from '@/lib/schema/geometry';
import type { Monograph } from '@/lib/schema/monograph';
import type { PageLines } from '@/lib/schema/page-lines';
import { foldDiacritics, foldWords } from '@/lib/text/fold-diacritics';
import type { FolioMap } from './find-printed-page';

/** Lines highlighted when a section is opened: its heading and what follows, enough to see it. */
const FIRST_LINES = 3;

const collator = new Intl.Collator('vi', { sensitivity: 'base', numeric: true });

interface LinePosition {
  page: number;
  line: number;
}

/**
 * Line and heading compared folded (`want` is the heading's foldWords, folded once per section:
 * folding it again for every line scanned was most of the build's time); only as much of the
 * line as the heading can cover.
 */
function startsWithHeading(text: string, want: string): boolean {
  if (text.length < want.length) return false;
  return foldDiacritics(text.slice(0, want.length * 2))
    .replace(/\s+/g, ' ')
    .startsWith(want);
}

/**
 * Where each section heading is printed, found by walking the monograph's lines in reading
 * order from its title: each heading is looked for after the previous one, so the "Chống chỉ
 * định" of the next monograph on the same page is never taken for this one's.
 */
function findHeadingLines(
  monograph: Monograph,
  linesOf: (page: number) => PageLines['lines'],
): (LinePosition | null)[] {
  let cursor: LinePosition = { page: monograph.title_physical_page, line: 0 };
  const titleLines = linesOf(monograph.title_physical_page);
  const titleAt = titleLines.findIndex(
    (l) =>
      Math.abs(l.bbox[1] - monograph.title_bbox[1]) < 2 &&
      l.bbox[0] <= monograph.title_bbox[2] &&
      l.bbox[2] >= monograph.title_bbox[0],
  );
  if (titleAt >= 0) cursor = { page: monograph.title_physical_page, line: titleAt + 1 };
  return monograph.sections.map((section) => {
    const want = foldWords(section.heading_text);
    for (let page = Math.max(cursor.page, section.heading_physical_page); ; page++) {
      if (page > section.heading_physical_page) return null;
      const lines = linesOf(page);
      const from = page === cursor.page ? cursor.line : 0;
      for (let i = from; i < lines.length; i++) {
        if (startsWithHeading(lines[i]!.text, want)) {
          cursor = { page, line: i + 1 };
          return { page, line: i };
        }
      }
    }
  });
}

/** Boxes of consecutive lines merged while they share a column (their x ranges overlap). */
function mergeLineBoxes(page: number, boxes: readonly BBox[]): PageRegion[] {
  const regions: PageRegion[] = [];
  for (const box of boxes) {
    const last = regions.at(-1)?.bbox;
    if (last && box[0] < last[2] && last[0] < box[2]) {
      regions[regions.length - 1] = {
        physical_page: page,
        bbox: [
          Math.min(last[0], box[0]),
          Math.min(last[1], box[1]),
          Math.max(last[2], box[2]),
          Math.max(last[3], box[3]),
        ],
      };
    } else regions.push({ physical_page: page, bbox: box });
  }
  return regions;
}

/**
 * The drug index: every monograph A–Z with its printed page range, and under it its sections
 * with the page their heading is printed on and the heading's first lines to highlight (from
 * page-lines.jsonl; without it a section opens its page unhighlighted).
 */
export function buildDrugIndex(
  monographs: readonly Monograph[],
  folios: FolioMap,
  pageLines: readonly PageLines[] | null,
): DrugIndexEntry[] {
  const byPage = new Map((pageLines ?? []).map((p) => [p.physical_page, p.lines]));
  const linesOf = (page: number) => byPage.get(page) ?? [];
  return monographs
    .map((m): DrugIndexEntry => {
      const headings = pageLines ? findHeadingLines(m, linesOf) : m.sections.map(() => null);
      const sections = m.sections.map((section, i): DrugIndexSection => {
        const at = headings[i];
        const next = headings.slice(i + 1).find((h) => h !== null);
        let regions: PageRegion[] = [];
        if (at) {
          const lines = linesOf(at.page);
          const stop = next && next.page === at.page ? next.line : lines.length;
          const boxes = lines
            .slice(at.line, Math.min(stop, at.line + FIRST_LINES))
            .map((l) => l.bbox);
          regions = mergeLineBoxes(at.page, boxes);
        }
        const page = at?.page ?? section.heading_physical_page;
        return {
          key: section.key,
          display_name: section.display_name,
          physical_page: page,
          printed_page: folios[page] ?? null,
          regions,
        };
      });
      return {
        drug_id: m.drug_id,
        drug_name: m.drug_name,
        inn: m.inn,
        trade_names: m.trade_names,
        printed_page_range: m.printed_page_range,
        source_page_range: m.source_page_range,
        title: { physical_page: m.title_physical_page, bbox: m.title_bbox },
        sections,
      };
    })
    .sort(
      (a, b) => collator.compare(a.drug_name, b.drug_name) || a.drug_id.localeCompare(b.drug_id),
    );
}
