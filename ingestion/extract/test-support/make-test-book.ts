import path from 'node:path';
import PDFDocument from 'pdfkit';
import { toRoman } from '../../sample/to-roman';

/**
 * Small DTQG-shaped PDFs for extraction tests, drawn with pdfkit: two justified columns,
 * running headers that name a drug and a folio (folio at the outer edge, recurring text at the
 * inner one), roman-folio footers in front matter, a region title page with no folio,
 * bold/italic runs, ruled tables. Font family, page size, margins, sizes and the recurring
 * header text are parameters so tests cannot couple to one of them.
 *
 * It records what it drew (truth): page folios, header texts, and every body line in the order
 * a reader reads it — the answer key for reading order and header removal.
 */

const FONT_DIR = path.resolve(import.meta.dirname, '../../../node_modules');
export const FONT_FILES = {
  noto: {
    R: `${FONT_DIR}/@expo-google-fonts/noto-serif/400Regular/NotoSerif_400Regular.ttf`,
    B: `${FONT_DIR}/@expo-google-fonts/noto-serif/700Bold/NotoSerif_700Bold.ttf`,
    I: `${FONT_DIR}/@expo-google-fonts/noto-serif/400Regular_Italic/NotoSerif_400Regular_Italic.ttf`,
    BI: `${FONT_DIR}/@expo-google-fonts/noto-serif/700Bold_Italic/NotoSerif_700Bold_Italic.ttf`,
  },
  dejavu: {
    R: `${FONT_DIR}/dejavu-fonts-ttf/ttf/DejaVuSerif.ttf`,
    B: `${FONT_DIR}/dejavu-fonts-ttf/ttf/DejaVuSerif-Bold.ttf`,
    I: `${FONT_DIR}/dejavu-fonts-ttf/ttf/DejaVuSerif-Italic.ttf`,
    BI: `${FONT_DIR}/dejavu-fonts-ttf/ttf/DejaVuSerif-BoldItalic.ttf`,
  },
} as const;

export type Family = keyof typeof FONT_FILES;
export type Style = 'R' | 'B' | 'I' | 'BI';

export interface Run {
  text: string;
  style?: Style;
}

export type Block =
  | { kind: 'title'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'para'; runs: Run[] }
  /** A ruled table inside the current column. */
  | { kind: 'table'; rows: string[][] }
  /** A full-width title across both columns (a region title mid-page). */
  | { kind: 'full_title'; text: string }
  /** A ruled table across both columns. */
  | { kind: 'full_table'; rows: string[][] };

export interface TestBookOptions {
  family: Family;
  width: number;
  height: number;
  margin: { top: number; bottom: number; inner: number; outer: number };
  fontSize: number;
  columnGap: number;
  /** Text at the inner end of every running header, e.g. "DTQGVN 2". */
  recurring: string;
  /** Draw a rule under each running header. */
  headerRule: boolean;
  /** Distance from the header baseline to the top of the body (points). */
  headerGap: number;
  /** Front matter: one entry per page, each a list of paragraphs, folios i, ii, ... at the foot. */
  frontMatter: string[][];
  /** Title of the region title page (no folio printed, but it uses up one folio number). */
  regionTitle: string | null;
  /** Folio of the first body page. */
  firstFolio: number;
  /** Body content: each monograph flows in two columns; the header names the drug at page top. */
  monographs: { drug: string; blocks: Block[] }[];
  /** Justify body paragraphs (word-by-word placement: every word its own text run). */
  justify: boolean;
}

export interface TruthLine {
  physical_page: number;
  column: 'left' | 'right' | 'full';
  text: string;
  bold: boolean;
  italic: boolean;
  kind: Block['kind'] | 'cell';
}

export interface TruthPage {
  physical_page: number;
  printed_page: string | null;
  part: 'front_matter' | 'region_title' | 'body';
  /** The header line as drawn (pieces joined by one space), or null. */
  header: string | null;
  footer: string | null;
}

export interface TestBook {
  pdf: Uint8Array;
  pages: TruthPage[];
  /** Body lines in reading order (front matter and region page included). */
  lines: TruthLine[];
}

interface Word {
  text: string;
  style: Style;
}

/** One placed item of a column: a line of words, or a table drawn by a callback. */
interface Item {
  height: number;
  spaceBefore: number;
  draw: (x: number, y: number, width: number, page: number, column: TruthLine['column']) => void;
}

export async function makeTestBook(o: TestBookOptions): Promise<TestBook> {
  const doc = new PDFDocument({ size: [o.width, o.height], autoFirstPage: false, margin: 0 });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  for (const [style, file] of Object.entries(FONT_FILES[o.family])) doc.registerFont(style, file);

  const pages: TruthPage[] = [];
  const lines: TruthLine[] = [];
  const size = o.fontSize;
  const lineHeight = size * 1.35;
  let physical = -1;

  const widthOf = (text: string, style: Style, s = size) =>
    doc.font(style).fontSize(s).widthOfString(text);
  const put = (text: string, style: Style, s: number, x: number, y: number) => {
    doc.font(style).fontSize(s).text(text, x, y, { lineBreak: false });
  };

  // Front matter: single column, roman folio centred at the foot.
  o.frontMatter.forEach((paras, i) => {
    doc.addPage();
    physical++;
    const folio = toRoman(i + 1);
    let y = o.margin.top;
    const left = o.margin.outer;
    const width = o.width - o.margin.outer - o.margin.inner;
    for (const para of paras) {
      for (const line of wrap(
        para.split(' ').map((t) => ({ text: t, style: 'R' as Style })),
        width,
      )) {
        const text = line.map((w) => w.text).join(' ');
        put(text, 'R', size, left, y);
        lines.push({
          physical_page: physical,
          column: 'full',
          text,
          bold: false,
          italic: false,
          kind: 'para',
        });
        y += lineHeight;
      }
      y += lineHeight * 0.5;
    }
    put(folio, 'R', size, o.width / 2 - widthOf(folio, 'R') / 2, o.height - o.margin.bottom / 2);
    pages.push({
      physical_page: physical,
      printed_page: folio,
      part: 'front_matter',
      header: null,
      footer: folio,
    });
  });

  let folioNumber = o.firstFolio;
  if (o.regionTitle) {
    doc.addPage();
    physical++;
    const s = size * 2;
    put(o.regionTitle, 'B', s, o.width / 2 - widthOf(o.regionTitle, 'B', s) / 2, o.height * 0.4);
    lines.push({
      physical_page: physical,
      column: 'full',
      text: o.regionTitle,
      bold: true,
      italic: false,
      kind: 'full_title',
    });
    pages.push({
      physical_page: physical,
      printed_page: null,
      part: 'region_title',
      header: null,
      footer: null,
    });
    // The page uses up a number it does not print: printed = physical + offset breaks here.
    folioNumber++;
  }

  function wrap(words: Word[], width: number, s = size): Word[][] {
    const out: Word[][] = [];
    let line: Word[] = [];
    let used = 0;
    for (const w of words) {
      const ww = widthOf(w.text, w.style, s);
      const space = line.length > 0 ? widthOf(' ', 'R', s) : 0;
      if (line.length > 0 && used + space + ww > width) {
        out.push(line);
        line = [];
        used = 0;
      }
      used += (line.length > 0 ? widthOf(' ', 'R', s) : 0) + ww;
      line.push(w);
    }
    if (line.length > 0) out.push(line);
    return out;
  }

  const colWidth = (o.width - o.margin.inner - o.margin.outer - o.columnGap) / 2;
  const isLeftPage = (p: number) => p % 2 === 1;
  const pageLeft = (p: number) => (isLeftPage(p) ? o.margin.outer : o.margin.inner);

  let currentDrug = '';
  let bandTop = 0;
  let pending: Item[] = [];

  function newBodyPage() {
    doc.addPage();
    physical++;
    const folio = String(folioNumber++);
    const left = pageLeft(physical);
    const right = o.width - (isLeftPage(physical) ? o.margin.inner : o.margin.outer);
    const y = o.margin.top - o.headerGap - size;
    const hs = size * 0.9;
    const outerFirst = isLeftPage(physical);
    const pieces = outerFirst
      ? [folio, currentDrug, o.recurring]
      : [o.recurring, currentDrug, folio];
    put(pieces[0]!, 'R', hs, left, y);
    put(pieces[1]!, 'B', hs, (left + right) / 2 - widthOf(pieces[1]!, 'B', hs) / 2, y);
    put(pieces[2]!, 'R', hs, right - widthOf(pieces[2]!, 'R', hs), y);
    if (o.headerRule) {
      doc
        .moveTo(left, y + hs * 1.5)
        .lineTo(right, y + hs * 1.5)
        .lineWidth(0.5)
        .stroke();
    }
    pages.push({
      physical_page: physical,
      printed_page: folio,
      part: 'body',
      header: pieces.join(' '),
      footer: null,
    });
    bandTop = o.margin.top;
  }

  /** Places items in the left column then the right, from bandTop down to `bottom`. */
  function placeColumns(items: Item[], bottom: number): Item[] {
    let rest = items;
    for (const column of ['left', 'right'] as const) {
      const x = pageLeft(physical) + (column === 'left' ? 0 : colWidth + o.columnGap);
      let y = bandTop;
      let first = true;
      while (rest.length > 0) {
        const item = rest[0]!;
        const before = first ? 0 : item.spaceBefore;
        if (y + before + item.height > bottom && !first) break;
        y += before;
        item.draw(x, y, colWidth, physical, column);
        y += item.height;
        rest = rest.slice(1);
        first = false;
      }
    }
    return rest;
  }

  const bodyBottom = () => o.height - o.margin.bottom;

  /** Flush whole pages while the pending items overflow the current page. */
  function flushOverflow() {
    for (;;) {
      const capacity = 2 * (bodyBottom() - bandTop);
      const need = pending.reduce((n, it) => n + it.height + it.spaceBefore, 0);
      if (need <= capacity) return;
      pending = placeColumns(pending, bodyBottom());
      newBodyPage();
    }
  }

  /** Balance what is pending into two equal columns on this page and close the band. */
  function closeBand(): number {
    const total = pending.reduce((n, it) => n + it.height + it.spaceBefore, 0);
    let half = 0;
    let leftCount = 0;
    while (leftCount < pending.length && half < total / 2) {
      half += pending[leftCount]!.height + pending[leftCount]!.spaceBefore;
      leftCount++;
    }
    const leftItems = pending.slice(0, leftCount);
    const rightItems = pending.slice(leftCount);
    const leftHeight = leftItems.reduce((n, it, i) => n + it.height + (i ? it.spaceBefore : 0), 0);
    const rightHeight = rightItems.reduce(
      (n, it, i) => n + it.height + (i ? it.spaceBefore : 0),
      0,
    );
    for (const [column, items] of [
      ['left', leftItems],
      ['right', rightItems],
    ] as const) {
      const x = pageLeft(physical) + (column === 'left' ? 0 : colWidth + o.columnGap);
      let y = bandTop;
      items.forEach((it, i) => {
        if (i) y += it.spaceBefore;
        it.draw(x, y, colWidth, physical, column);
        y += it.height;
      });
    }
    pending = [];
    return bandTop + Math.max(leftHeight, rightHeight);
  }

  function textItems(
    words: Word[],
    s: number,
    kind: TruthLine['kind'],
    spaceBefore: number,
    justify: boolean,
  ): Item[] {
    const wrapped = wrap(words, colWidth, s);
    return wrapped.map((line, index) => ({
      height: s * 1.35,
      spaceBefore: index === 0 ? spaceBefore : 0,
      draw: (x, y, width, page, column) => {
        const last = index === wrapped.length - 1;
        const natural = line.reduce(
          (n, w, i) => n + widthOf(w.text, w.style, s) + (i ? widthOf(' ', 'R', s) : 0),
          0,
        );
        const extra =
          justify && !last && line.length > 1 ? (width - natural) / (line.length - 1) : 0;
        let cx = x;
        if (extra > 0) {
          line.forEach((w) => {
            put(w.text, w.style, s, cx, y);
            cx += widthOf(w.text, w.style, s) + widthOf(' ', 'R', s) + extra;
          });
        } else {
          // Consecutive words of one style go out as one text run.
          let i = 0;
          while (i < line.length) {
            let j = i;
            while (j + 1 < line.length && line[j + 1]!.style === line[i]!.style) j++;
            const text =
              line
                .slice(i, j + 1)
                .map((w) => w.text)
                .join(' ') + (j + 1 < line.length ? ' ' : '');
            put(text, line[i]!.style, s, cx, y);
            cx += widthOf(text, line[i]!.style, s);
            i = j + 1;
          }
        }
        const styles = line.map((w) => w.style);
        lines.push({
          physical_page: page,
          column,
          text: line.map((w) => w.text).join(' '),
          bold: styles.every((st) => st === 'B' || st === 'BI'),
          italic: styles.every((st) => st === 'I' || st === 'BI'),
          kind,
        });
      },
    }));
  }

  function tableItem(rows: string[][], width: number, full: boolean): Item {
    const rowH = size * 1.8;
    return {
      height: rowH * rows.length,
      spaceBefore: lineHeight * 0.5,
      draw: (x, y, w, page, column) => {
        const tableW = full ? width : w;
        const cols = rows[0]!.length;
        const cellW = tableW / cols;
        doc.lineWidth(0.6);
        for (let r = 0; r <= rows.length; r++)
          doc
            .moveTo(x, y + r * rowH)
            .lineTo(x + tableW, y + r * rowH)
            .stroke();
        for (let c = 0; c <= cols; c++)
          doc
            .moveTo(x + c * cellW, y)
            .lineTo(x + c * cellW, y + rowH * rows.length)
            .stroke();
        rows.forEach((row, r) => {
          row.forEach((cell, c) => {
            const style: Style = r === 0 ? 'B' : 'R';
            put(cell, style, size * 0.9, x + c * cellW + size * 0.4, y + r * rowH + size * 0.35);
            lines.push({
              physical_page: page,
              column: full ? 'full' : column,
              text: cell,
              bold: r === 0,
              italic: false,
              kind: 'cell',
            });
          });
        });
      },
    };
  }

  for (const mono of o.monographs) {
    currentDrug = mono.drug;
    if (physical < 0 || pages[pages.length - 1]!.part !== 'body') newBodyPage();
    for (const block of mono.blocks) {
      if (block.kind === 'full_title' || block.kind === 'full_table') {
        flushOverflow();
        let y = closeBand();
        const fullWidth = o.width - o.margin.inner - o.margin.outer;
        const x = pageLeft(physical);
        if (block.kind === 'full_title') {
          const s = size * 1.4;
          y += lineHeight;
          put(block.text, 'B', s, x + fullWidth / 2 - widthOf(block.text, 'B', s) / 2, y);
          lines.push({
            physical_page: physical,
            column: 'full',
            text: block.text,
            bold: true,
            italic: false,
            kind: 'full_title',
          });
          bandTop = y + s * 1.35 + lineHeight;
        } else {
          const item = tableItem(block.rows, fullWidth, true);
          y += lineHeight;
          item.draw(x, y, fullWidth, physical, 'full');
          bandTop = y + item.height + lineHeight;
        }
        continue;
      }
      if (block.kind === 'title') {
        pending.push(
          ...textItems(
            [{ text: block.text, style: 'B' }],
            size * 1.3,
            'title',
            lineHeight * 1.5,
            false,
          ),
        );
      } else if (block.kind === 'heading') {
        pending.push(
          ...textItems(
            block.text.split(' ').map((t) => ({ text: t, style: 'B' as Style })),
            size,
            'heading',
            lineHeight * 0.6,
            false,
          ),
        );
      } else if (block.kind === 'para') {
        const words = block.runs.flatMap((r) =>
          r.text
            .split(' ')
            .filter(Boolean)
            .map((t) => ({ text: t, style: r.style ?? 'R' })),
        );
        pending.push(...textItems(words, size, 'para', lineHeight * 0.3, o.justify));
      } else {
        pending.push(tableItem(block.rows, colWidth, false));
      }
      flushOverflow();
    }
  }
  if (pending.length > 0) {
    flushOverflow();
    placeColumns(pending, bodyBottom());
    pending = [];
  }
  doc.end();
  await ended;
  // Lines were recorded as drawn: band by band, left column, right column, then full width —
  // which is reading order.
  return { pdf: new Uint8Array(Buffer.concat(chunks)), pages, lines };
}
