import type { BookContent, FontStyle } from '../content/content-types';
import type { LaidPage, PagePart } from './column-flow';
import type { DrawText } from './draw-ops';
import type { TextMeasurer } from './measure-text';
import {
  BODY_BOTTOM,
  BODY_TOP,
  COLUMN_WIDTH,
  columnX,
  MARGIN_X,
  PAGE_WIDTH,
  TYPE,
} from './page-geometry';
import { measureWords, positionWords, wrapWords } from './wrap-words';

function blankPage(physical: number, part: PagePart): LaidPage {
  return {
    physical,
    part,
    texts: [],
    rules: [],
    owners: [],
    bodyTop: BODY_TOP,
    printed: null,
    header: null,
    folioInFooter: false,
  };
}

function centred(
  text: string,
  style: FontStyle,
  size: number,
  y: number,
  measure: TextMeasurer,
): DrawText {
  return {
    text,
    style,
    size,
    x: (PAGE_WIDTH - measure.width(text, style, size)) / 2,
    y,
    wordSpacing: 0,
  };
}

export function layoutCover(
  cover: BookContent['cover'],
  physical: number,
  measure: TextMeasurer,
): LaidPage {
  const page = blankPage(physical, 'front_matter');
  page.texts.push(centred(cover.title, 'bold', 24, 250, measure));
  cover.lines.forEach((line, i) =>
    page.texts.push(
      centred(line, i === 1 ? 'bold' : 'regular', i === 1 ? 15 : 13, 320 + i * 30, measure),
    ),
  );
  page.rules.push({
    x0: MARGIN_X + 60,
    y0: 300,
    x1: PAGE_WIDTH - MARGIN_X - 60,
    y1: 300,
    width: 1,
  });
  return page;
}

export function layoutTitlePage(
  title: BookContent['titlePage'],
  physical: number,
  measure: TextMeasurer,
): LaidPage {
  const page = blankPage(physical, 'front_matter');
  title.lines.forEach((line, i) =>
    page.texts.push(
      centred(line, i === 0 ? 'bold' : 'regular', i === 0 ? 18 : 11, 200 + i * 26, measure),
    ),
  );
  return page;
}

/** The preface: one full-width column of justified prose under a centred title. */
export function layoutPreface(
  preface: BookContent['preface'],
  physical: number,
  measure: TextMeasurer,
): LaidPage {
  const page = blankPage(physical, 'front_matter');
  const width = PAGE_WIDTH - 2 * MARGIN_X;
  const size = 10.5;
  const leading = 14;
  page.texts.push(centred(preface.title, 'bold', 14, BODY_TOP + 20, measure));
  let y = BODY_TOP + 60;
  for (const text of preface.paragraphs) {
    const lines = wrapWords(
      measureWords([{ text, style: 'regular' }], size, measure),
      width - 14,
      width,
    );
    lines.forEach((line, i) => {
      const { words, extra } = positionWords(line, MARGIN_X + (i === 0 ? 14 : 0), true);
      page.texts.push({
        text: words.map((w) => w.text).join(' '),
        style: 'regular',
        size,
        x: words[0]?.x ?? MARGIN_X,
        y,
        wordSpacing: extra,
      });
      y += leading;
    });
    y += 5;
  }
  if (y > BODY_BOTTOM)
    throw new Error(`layout-front-matter: the preface overflows its page (${y.toFixed(0)} pt)`);
  return page;
}

export function layoutRegionTitle(
  title: string,
  physical: number,
  measure: TextMeasurer,
): LaidPage {
  const page = blankPage(physical, 'region_title');
  page.texts.push(centred(title, 'bold', TYPE.regionTitle, 380, measure));
  const w = measure.width(title, 'bold', TYPE.regionTitle);
  page.rules.push({
    x0: (PAGE_WIDTH - w) / 2,
    y0: 412,
    x1: (PAGE_WIDTH + w) / 2,
    y1: 412,
    width: 0.8,
  });
  return page;
}

export interface TocEntry {
  text: string;
  folio: string | null;
  /** Group heading ("CÁC CHUYÊN LUẬN THUỐC"): bold, no folio. */
  group: boolean;
}

const TOC_SIZE = 9;
const TOC_LEADING = 12.4;
const TOC_TITLE_SPACE = 40;

/**
 * Mục lục in two columns with dot leaders. Drug names are printed exactly as the monograph
 * titles, capitals and all, with page numbers: a trap for any detector that takes a capitalised
 * drug name for the start of a monograph.
 */
export function layoutToc(
  entries: TocEntry[],
  firstPhysical: number,
  measure: TextMeasurer,
): LaidPage[] {
  const pages: LaidPage[] = [];
  let col: 0 | 1 = 0;
  let y = 0;
  const start = (): LaidPage => {
    const page = blankPage(firstPhysical + pages.length, 'front_matter');
    if (pages.length === 0) page.texts.push(centred('MỤC LỤC', 'bold', 14, BODY_TOP, measure));
    pages.push(page);
    col = 0;
    y = BODY_TOP + (pages.length === 1 ? TOC_TITLE_SPACE : 0);
    return page;
  };
  let page = start();
  const top = (): number => BODY_TOP + (pages.length === 1 ? TOC_TITLE_SPACE : 0);
  const dotWidth = measure.width('.', 'regular', TOC_SIZE);
  for (const entry of entries) {
    if (entry.group && !(col === 0 && y === top())) y += 4;
    if (y + TOC_LEADING > BODY_BOTTOM) {
      if (col === 0) {
        col = 1;
        y = top();
      } else {
        page = start();
      }
    }
    const x = columnX(col) + (entry.group ? 0 : 6);
    const style: FontStyle = entry.group ? 'bold' : 'regular';
    page.texts.push({ text: entry.text, style, size: TOC_SIZE, x, y, wordSpacing: 0 });
    if (entry.folio !== null) {
      const right = columnX(col) + COLUMN_WIDTH;
      const fw = measure.width(entry.folio, 'regular', TOC_SIZE);
      page.texts.push({
        text: entry.folio,
        style: 'regular',
        size: TOC_SIZE,
        x: right - fw,
        y,
        wordSpacing: 0,
      });
      const from = x + measure.width(entry.text, style, TOC_SIZE) + 3;
      const dots = Math.floor((right - fw - 3 - from) / dotWidth);
      if (dots > 2)
        page.texts.push({
          text: '.'.repeat(dots),
          style: 'regular',
          size: TOC_SIZE,
          x: right - fw - 3 - dots * dotWidth,
          y,
          wordSpacing: 0,
        });
    }
    y += TOC_LEADING;
  }
  return pages;
}
