import type { RegionKey } from '@/lib/schema/sample-truth';
import type { BookContent } from '../content/content-types';
import { toRoman } from '../to-roman';
import { chooseHeaderOwner, sideOfFolio } from './assign-running-headers';
import { ColumnFlow, type LaidPage, type RunningHeader } from './column-flow';
import { layoutChapters } from './layout-chapters';
import {
  layoutCover,
  layoutPreface,
  layoutRegionTitle,
  layoutTitlePage,
  layoutToc,
  type TocEntry,
} from './layout-front-matter';
import { layoutMonographs, type MonographLayoutOptions } from './layout-monographs';
import type { MonographRecord, TrapRecord } from './layout-types';
import type { TextMeasurer } from './measure-text';
import {
  FOOTER_TEXT_TOP,
  HEADER_RULE_Y,
  HEADER_TEXT_TOP,
  MARGIN_X,
  PAGE_WIDTH,
  TYPE,
} from './page-geometry';

/** The real book's general chapters start at printed page 37 (ADR 0004: pp. 37-98). */
export const GENERAL_FIRST_FOLIO = 37;
export const RUNNING_HEADER_MARK = 'DTQGVN 2';

export const REGION_TITLES: Record<RegionKey, string> = {
  general_chapters: 'CÁC CHUYÊN LUẬN CHUNG',
  monographs: 'CÁC CHUYÊN LUẬN THUỐC',
  appendices: 'CÁC PHỤ LỤC',
};

export interface RegionRecord {
  key: RegionKey;
  title: string;
  titlePhysical: number;
  firstPhysical: number;
  lastPhysical: number;
}

export interface BookLayout {
  pages: LaidPage[];
  monographs: MonographRecord[];
  regions: RegionRecord[];
  traps: TrapRecord[];
}

/**
 * Lays out the whole book, numbers it and adds running headers. Numbering follows the book, not
 * an offset: front matter in roman folios at the foot (cover and title page counted, unprinted);
 * general chapters from 37, their region title counted but unprinted; the monographs' region
 * title neither counted nor printed, so printed = physical + constant breaks there; the
 * appendices' region title counted, unprinted.
 */
export function assembleBook(
  book: BookContent,
  measure: TextMeasurer,
  options: MonographLayoutOptions = {},
): BookLayout {
  const front: LaidPage[] = [
    layoutCover(book.cover, 0, measure),
    layoutTitlePage(book.titlePage, 1, measure),
    layoutPreface(book.preface, 2, measure),
  ];
  const tocFirst = front.length;
  const tocPageCount = layoutToc(
    tocEntries(
      book,
      () => '0000',
      () => '0000',
    ),
    tocFirst,
    measure,
  ).length;

  let physical = tocFirst + tocPageCount;
  const gcTitle = layoutRegionTitle(REGION_TITLES.general_chapters, physical++, measure);
  const gc = new ColumnFlow('general_chapters', physical, measure);
  layoutChapters(book.generalChapters, gc);

  const monoTitle = layoutRegionTitle(REGION_TITLES.monographs, gc.nextPhysical, measure);
  const mono = new ColumnFlow('monographs', gc.nextPhysical + 1, measure);
  mono.newPage();
  const budgets = {
    crossPageTables: book.crossPageTables,
    headingsAtColumnEnd: book.headingsAtColumnEnd,
    columnContinuedTables: book.columnContinuedTables ?? 0,
  };
  const { records, traps } = layoutMonographs(book.monographs, mono, budgets, options);

  const appTitle = layoutRegionTitle(REGION_TITLES.appendices, mono.nextPhysical, measure);
  const app = new ColumnFlow('appendices', mono.nextPhysical + 1, measure);
  layoutChapters(book.appendices, app);

  // Folios.
  front.forEach((p, i) => {
    if (i >= 2) footerFolio(p, toRoman(i + 1), measure);
  });
  let folio = GENERAL_FIRST_FOLIO - 1;
  const number = (pages: LaidPage[]): void => {
    for (const p of pages) p.printed = String(++folio);
  };
  number(gc.pages);
  number(mono.pages);
  folio++; // the appendices' title page takes a number without printing it
  number(app.pages);

  const monographName = (i: number): string => book.monographs[i]?.headerName ?? '';
  for (const p of gc.pages)
    p.header = runningHeader(p, (i) => book.generalChapters[i]?.headerName ?? '', false, measure);
  for (const p of app.pages)
    p.header = runningHeader(p, (i) => book.appendices[i]?.headerName ?? '', false, measure);
  for (const p of mono.pages) {
    p.header = runningHeader(p, monographName, true, measure);
    const atTop = p.owners[0];
    if (p.header && atTop !== undefined && p.header.drugName !== monographName(atTop)) {
      traps.push({
        kind: 'header_names_other_drug',
        physical: p.physical,
        drugId: book.monographs[atTop]?.drugId ?? null,
        sectionKey: null,
        detail: p.header.name,
      });
    }
  }

  const printedOf = (physicalPage: number): string => {
    const page = [...gc.pages, ...mono.pages, ...app.pages].find(
      (p) => p.physical === physicalPage,
    );
    return page?.printed ?? '?';
  };
  const toc = layoutToc(
    tocEntries(
      book,
      (i) => printedOf(records[i]?.titlePhysical ?? -1),
      (region, i) => {
        const pages = region === 'general_chapters' ? gc.pages : app.pages;
        return pages.find((p) => p.owners[0] === i)?.printed ?? '?';
      },
    ),
    tocFirst,
    measure,
  );
  if (toc.length !== tocPageCount) {
    throw new Error(
      `assemble-book: the table of contents took ${toc.length} pages, ${tocPageCount} were reserved`,
    );
  }
  toc.forEach((p, i) => footerFolio(p, toRoman(tocFirst + i + 1), measure));

  const pages = [
    ...front,
    ...toc,
    gcTitle,
    ...gc.pages,
    monoTitle,
    ...mono.pages,
    appTitle,
    ...app.pages,
  ];
  pages.forEach((p, i) => {
    if (p.physical !== i)
      throw new Error(`assemble-book: page ${i} carries physical index ${p.physical}`);
  });
  const last = (flow: ColumnFlow): number =>
    flow.pages[flow.pages.length - 1]?.physical ?? flow.nextPhysical;
  const regions: RegionRecord[] = [
    {
      key: 'general_chapters',
      title: REGION_TITLES.general_chapters,
      titlePhysical: gcTitle.physical,
      firstPhysical: gcTitle.physical + 1,
      lastPhysical: last(gc),
    },
    {
      key: 'monographs',
      title: REGION_TITLES.monographs,
      titlePhysical: monoTitle.physical,
      firstPhysical: monoTitle.physical + 1,
      lastPhysical: last(mono),
    },
    {
      key: 'appendices',
      title: REGION_TITLES.appendices,
      titlePhysical: appTitle.physical,
      firstPhysical: appTitle.physical + 1,
      lastPhysical: last(app),
    },
  ];
  return { pages, monographs: records, regions, traps };
}

function footerFolio(page: LaidPage, folio: string, measure: TextMeasurer): void {
  page.printed = folio;
  page.folioInFooter = true;
  const size = 9;
  page.texts.push({
    text: folio,
    style: 'regular',
    size,
    x: (PAGE_WIDTH - measure.width(folio, 'regular', size)) / 2,
    y: FOOTER_TEXT_TOP,
    wordSpacing: 0,
  });
}

function tocEntries(
  book: BookContent,
  monographFolio: (i: number) => string,
  chapterFolio: (region: 'general_chapters' | 'appendices', i: number) => string,
): TocEntry[] {
  return [
    { text: 'Lời nói đầu', folio: toRoman(3), group: false },
    { text: REGION_TITLES.general_chapters, folio: null, group: true },
    ...book.generalChapters.map((c, i) => ({
      text: c.headerName,
      folio: chapterFolio('general_chapters', i),
      group: false,
    })),
    { text: REGION_TITLES.monographs, folio: null, group: true },
    ...book.monographs.map((m, i) => ({ text: m.title, folio: monographFolio(i), group: false })),
    { text: REGION_TITLES.appendices, folio: null, group: true },
    ...book.appendices.map((c, i) => ({
      text: `Phụ lục ${i + 1}. ${c.headerName}`,
      folio: chapterFolio('appendices', i),
      group: false,
    })),
  ];
}

/** `folio  Name  DTQGVN 2` on a left page, `DTQGVN 2  Name  folio` on a right one, over a thin rule. */
function runningHeader(
  page: LaidPage,
  nameOf: (owner: number) => string,
  isDrug: boolean,
  measure: TextMeasurer,
): RunningHeader | null {
  const folio = page.printed;
  if (folio === null) return null;
  const side = sideOfFolio(Number(folio));
  const owner = chooseHeaderOwner(page.owners, side);
  if (owner === null) return null;
  const name = nameOf(owner);
  const size = TYPE.header;
  const left = MARGIN_X;
  const right = PAGE_WIDTH - MARGIN_X;
  const y = HEADER_TEXT_TOP;
  const [leftText, rightText] =
    side === 'left' ? [folio, RUNNING_HEADER_MARK] : [RUNNING_HEADER_MARK, folio];
  const nameWidth = measure.width(name, 'bold', size);
  page.texts.push(
    { text: leftText, style: 'regular', size, x: left, y, wordSpacing: 0 },
    { text: name, style: 'bold', size, x: (PAGE_WIDTH - nameWidth) / 2, y, wordSpacing: 0 },
    {
      text: rightText,
      style: 'regular',
      size,
      x: right - measure.width(rightText, 'regular', size),
      y,
      wordSpacing: 0,
    },
  );
  page.rules.push({
    x0: left,
    y0: HEADER_RULE_Y,
    x1: right,
    y1: HEADER_RULE_Y,
    width: TYPE.ruleWidth,
  });
  return {
    name,
    drugName: isDrug ? name : null,
    folio,
    side,
    bbox: [left, y, right, HEADER_RULE_Y + TYPE.ruleWidth / 2],
  };
}
