import type { SectionKey } from '@/lib/schema/section-keys';
import type { TrapKind } from '@/lib/schema/sample-truth';
import type {
  BlockContent,
  BlockRequest,
  MonographContent,
  Paragraph,
  SectionContent,
} from '../content/content-types';
import { paragraphText } from '../content/content-types';
import {
  BODY_STYLE,
  ColumnFlow,
  FLUSH_STYLE,
  HEADING_STYLE,
  unionBox,
  type LineStyle,
  type PlacedLine,
} from './column-flow';
import { findScriptTraps } from './find-script-traps';
import { findSplitSentence } from './find-split-sentence';
import { renderFormula } from './layout-formula';
import {
  expandHeaderRows,
  layoutTable,
  placeHeaderGrid,
  renderTablePart,
  tableHeight,
  type RenderedPart,
} from './layout-table';
import type { BlockRecord, MonographRecord, SectionRecord, TrapRecord } from './layout-types';
import { BODY_BOTTOM, COLUMN_WIDTH, TYPE } from './page-geometry';

export interface MonographBudgets {
  /** Floating weight-band tables still wanted across a page break. */
  crossPageTables: number;
  /** Section headings still to be pinned to a column's last line. */
  headingsAtColumnEnd: number;
  /**
   * Weight-band tables still wanted across a column break on one page: continued at the head of
   * the right column under an italic "(tiếp theo)", without repeating the header row.
   */
  columnContinuedTables?: number;
}

/** The caption a continued table carries in the book's convention. */
export const CONTINUED_CAPTION = '(tiếp theo)';
/** The caption over a table continued on the next page, in a rewrapped-header book (issue 40). */
export const CONTINUED_FROM_PAGE_CAPTION = 'Tiếp theo trang trước';
/** The share of each header cell's width a rewrapped repeated header wraps at: three lines. */
export const REWRAPPED_HEADER_WRAP = 0.4;

export interface MonographLayoutOptions {
  /**
   * A table continued on the next page repeats its header wrapped at another width
   * (REWRAPPED_HEADER_WRAP) under "Tiếp theo trang trước", as a TeX-typeset book printed one
   * (issue 40). Off in the default book.
   */
  rewrapContinuedHeader?: boolean;
}

const TITLE_STYLE: LineStyle = {
  size: TYPE.title,
  leading: TYPE.titleLeading,
  indentFirst: 0,
  align: 'center',
};

/** Lays the monographs out in one continuous two-column flow and records where everything fell. */
export function layoutMonographs(
  monographs: MonographContent[],
  flow: ColumnFlow,
  budgets: MonographBudgets,
  options: MonographLayoutOptions = {},
): { records: MonographRecord[]; traps: TrapRecord[] } {
  const traps: TrapRecord[] = [];
  const records = monographs.map((m, index) => layoutOne(m, index, flow, budgets, traps, options));
  return { records, traps };
}

function layoutOne(
  m: MonographContent,
  index: number,
  flow: ColumnFlow,
  budgets: MonographBudgets,
  traps: TrapRecord[],
  options: MonographLayoutOptions,
): MonographRecord {
  const trap = (
    kind: TrapKind,
    physical: number,
    sectionKey: SectionKey | null,
    detail: string,
  ): void => {
    traps.push({ kind, physical, drugId: m.drugId, sectionKey, detail });
  };

  // Title: bold capitals, centred, kept with the first three lines after it.
  const titlePara: Paragraph = { role: 'subheading', runs: [{ text: m.title, style: 'bold' }] };
  const titleLines = flow.wrap(titlePara, TITLE_STYLE);
  flow.gap(TYPE.titleGapBefore);
  if (!flow.fits(titleLines.length * TYPE.titleLeading + TYPE.titleGapAfter + 3 * TYPE.leading))
    flow.nextColumn();
  const midColumn = !flow.atColumnTop();
  const titlePlaced = flow.placeLines(titleLines, TITLE_STYLE, index);
  flow.y += TYPE.titleGapAfter;
  const titleBbox = unionBox(titlePlaced.map((l) => l.bbox));
  const titlePhysical = titlePlaced[0]?.physical ?? flow.page.physical;
  if (midColumn) trap('monograph_starts_mid_column', titlePhysical, null, m.title);

  let decimalCommaSeen = false;
  const sections: SectionRecord[] = [];
  const blocks: BlockRecord[] = [];

  const placeParagraph = (p: Paragraph, section: SectionContent): PlacedLine[] => {
    const style =
      p.role === 'body' ? BODY_STYLE : p.role === 'inline_label' ? FLUSH_STYLE : HEADING_STYLE;
    if (p.role === 'subheading' || p.role === 'unknown_heading') flow.ensure(2 * TYPE.leading);
    const lines = flow.placeLines(flow.wrap(p, style), style, index);
    flow.y += TYPE.paragraphGap;
    const text = paragraphText(p);
    for (const t of findScriptTraps(lines)) trap(t.kind, t.physical, section.key, t.detail);
    for (const t of p.traps ?? []) {
      const at = Math.max(0, text.indexOf(t.detail));
      const line = lines.find((l) => l.start <= at && at < l.end) ?? lines[0];
      if (!line) continue;
      const onOneLine = t.kind === 'dosing_label' || t.kind === 'long_interaction_list';
      trap(
        t.kind,
        line.physical,
        section.key,
        onOneLine ? text.slice(at, line.end).trim() : t.detail,
      );
    }
    if (p.role === 'body' || p.role === 'inline_label') {
      for (let i = 1; i < lines.length; i++) {
        const a = lines[i - 1];
        const b = lines[i];
        if (!a || !b || (a.physical === b.physical && a.col === b.col)) continue;
        const sentence = findSplitSentence(text, a.end);
        if (!sentence) continue;
        trap(
          a.physical === b.physical ? 'sentence_across_column' : 'sentence_across_page',
          a.physical,
          section.key,
          sentence,
        );
      }
      if (!decimalCommaSeen) {
        for (const l of lines) {
          const match = /\d+,\d+(?: (?:mg\/kg|mg|g|ml|giờ|lần|microgam\/ml|lít\/kg|%))?/.exec(
            l.text,
          );
          if (match) {
            trap('decimal_comma', l.physical, section.key, match[0]);
            decimalCommaSeen = true;
            break;
          }
        }
      }
    }
    return lines;
  };

  const placeBlock = (
    content: BlockContent,
    section: SectionContent,
    record: SectionRecord,
    rows: number | null,
  ): void => {
    const introLines = placeParagraph(content.intro, section);
    record.paragraphs.push(paragraphText(content.intro));
    const n = blocks.length + 1;
    const blockId = `${m.drugId}-${content.kind === 'table' ? 'table' : 'formula'}-${n}`;
    const regions: BlockRecord['regions'] = [];
    flow.y += TYPE.blockGap;
    let headerRows: string[][] = [];
    let shape = content.shape;
    if (content.table) {
      const table = content.table;
      const layout = layoutTable(table, COLUMN_WIDTH, flow.measure);
      const grid = placeHeaderGrid(table.header, table.columnWidths.length);
      headerRows = expandHeaderRows(grid, table.header.length, table.columnWidths.length);
      const total = layout.bodyRows.length;
      if (rows === null) {
        if (!flow.fits(tableHeight(layout, 0, total))) flow.nextColumn();
        drawPart(renderTablePart(layout, 0, total, flow.x(), flow.y));
      } else {
        // Split: as many rows as fit here, the rest under a repeated header on the next page,
        // or, from the left column, under "(tiếp theo)" and no header at the head of the right.
        const inColumn = flow.col === 0;
        let k = 0;
        while (k < total && flow.fits(tableHeight(layout, 0, k + 1))) k++;
        drawPart(renderTablePart(layout, 0, k, flow.x(), flow.y));
        flow.nextColumn();
        if (inColumn) {
          flow.page.texts.push({
            text: CONTINUED_CAPTION,
            style: 'italic',
            size: TYPE.cell,
            x: flow.x(),
            y: flow.y,
            wordSpacing: 0,
          });
          flow.y += TYPE.leading;
        }
        if (!inColumn && options.rewrapContinuedHeader) {
          flow.page.texts.push({
            text: CONTINUED_FROM_PAGE_CAPTION,
            style: 'italic',
            size: TYPE.cell,
            x: flow.x(),
            y: flow.y,
            wordSpacing: 0,
          });
          flow.y += TYPE.leading;
          const rewrapped = layoutTable(table, COLUMN_WIDTH, flow.measure, REWRAPPED_HEADER_WRAP);
          drawPart(renderTablePart(rewrapped, k, total, flow.x(), flow.y));
        } else drawPart(renderTablePart(layout, k, total, flow.x(), flow.y, !inColumn));
      }
      if (shape === 'cross_page_continuation' && regions.length < 2) shape = 'simple_table';
    } else if (content.formula) {
      const probe = renderFormula(content.formula, flow.x(), flow.y, flow.measure);
      if (!flow.fits(probe.height)) flow.nextColumn();
      drawPart(renderFormula(content.formula, flow.x(), flow.y, flow.measure));
    }
    flow.y += TYPE.blockGap;
    const block: BlockRecord = {
      blockId,
      drugId: m.drugId,
      sectionKey: section.key,
      kind: content.kind,
      shape,
      regions,
      headerRow: headerRows[headerRows.length - 1] ?? [],
      headerRows,
      rows: content.table?.rows ?? [],
      formula: content.formula ?? null,
      precedingText: paragraphText(content.intro),
    };
    blocks.push(block);
    const first = regions[0];
    if (first) {
      const shapeTrap: Record<typeof shape, TrapKind> = {
        simple_table: 'simple_table',
        multi_level_or_merged_header: 'merged_header_table',
        cross_page_continuation: 'cross_page_table',
        formula_2d: 'formula_2d',
      };
      const detail = content.formula
        ? `${content.formula.lhs} ${content.formula.numerator} / ${content.formula.denominator}`
        : block.headerRow.join(' | ');
      const inOnePage = regions.every((r) => r.physical_page === first.physical_page);
      if (shape === 'cross_page_continuation' && inOnePage)
        trap('column_continued_table', first.physical_page, section.key, CONTINUED_CAPTION);
      else trap(shapeTrap[shape], first.physical_page, section.key, detail);
      const lastIntro = introLines[introLines.length - 1];
      if (content.kind === 'table' && lastIntro) {
        trap('table_without_xem_bang', lastIntro.physical, section.key, block.precedingText);
      }
    }
    for (const p of content.after) {
      placeParagraph(p, section);
      record.paragraphs.push(paragraphText(p));
    }

    function drawPart(part: RenderedPart): void {
      flow.own(index);
      flow.page.texts.push(...part.texts);
      flow.page.rules.push(...part.rules);
      regions.push({ physical_page: flow.page.physical, bbox: part.bbox });
      flow.y += part.height;
    }
  };

  /** Rows for a weight-band table that starts here and runs past the bottom of the right column:
   * at least two rows on each side of the page break. Null if this is not such a spot. */
  const crossPageRows = (req: BlockRequest): number | null => {
    const atPageBreak = flow.col === 1 && budgets.crossPageTables > 0;
    const atColumnBreak = flow.col === 0 && (budgets.columnContinuedTables ?? 0) > 0;
    if (!atPageBreak && !atColumnBreak) return null;
    const sample = req.build(req.maxRows ?? 12);
    const introHeight =
      flow.wrap(sample.intro, BODY_STYLE).length * TYPE.leading + TYPE.paragraphGap;
    const room = BODY_BOTTOM - (flow.y + introHeight + TYPE.blockGap);
    if (room <= 0 || !sample.table) return null;
    for (let extra = 2; extra <= 6; extra++) {
      for (let n = req.minRows ?? 6; n <= (req.maxRows ?? 12); n++) {
        const candidate = req.build(n);
        if (!candidate.table) return null;
        const layout = layoutTable(candidate.table, COLUMN_WIDTH, flow.measure);
        let k = 0;
        while (k < n && tableHeight(layout, 0, k + 1) <= room) k++;
        if (k >= 2 && n - k === extra) return n;
      }
    }
    return null;
  };

  for (const section of m.sections) {
    const record: SectionRecord = {
      key: section.key,
      headingText: section.headingText,
      headingPhysical: flow.page.physical,
      headingBbox: [0, 0, 0, 0],
      paragraphs: [],
    };
    sections.push(record);
    if (section.inline) {
      const p = section.paragraphs[0];
      if (!p) continue;
      const lines = placeParagraph(p, section);
      const first = lines[0];
      const label = first?.fragments[0];
      if (first && label) {
        record.headingPhysical = first.physical;
        record.headingBbox = [label.x, first.bbox[1], label.x + label.width, first.bbox[3]];
      }
      record.paragraphs.push(
        p.runs
          .slice(1)
          .map((r) => r.text)
          .join(' '),
      );
      continue;
    }

    const headingPara: Paragraph = {
      role: 'subheading',
      runs: [{ text: section.headingText, style: 'bold' }],
    };
    const headingLines = flow.wrap(headingPara, HEADING_STYLE);
    const headingHeight = headingLines.length * TYPE.leading;
    flow.gap(TYPE.headingGapBefore);
    let pinned = false;
    if (!flow.fits(headingHeight + 2 * TYPE.leading)) {
      if (budgets.headingsAtColumnEnd > 0 && flow.fits(headingHeight) && !flow.atColumnTop()) {
        // A designated trap: the heading takes the column's last line and its body starts in
        // the next column (or on the next page). Ordinary headings are kept with their text.
        flow.y = BODY_BOTTOM - headingHeight;
        pinned = true;
        budgets.headingsAtColumnEnd--;
      } else {
        flow.nextColumn();
      }
    }
    const placedHeading = flow.placeLines(headingLines, HEADING_STYLE, index);
    record.headingPhysical = placedHeading[0]?.physical ?? flow.page.physical;
    record.headingBbox = unionBox(placedHeading.map((l) => l.bbox));
    for (const t of section.headingTraps ?? [])
      trap(t.kind, record.headingPhysical, section.key, t.detail);
    if (pinned) {
      trap('heading_at_column_end', record.headingPhysical, section.key, section.headingText);
      flow.nextColumn();
    } else {
      flow.y += TYPE.paragraphGap;
    }

    const pending = m.blocks.filter((b) => b.sectionKey === section.key);
    let crossPage = m.crossPage && m.crossPage.sectionKey === section.key ? m.crossPage : null;
    const offerBoundary = (i: number, final: boolean): void => {
      for (const req of [...pending]) {
        if (req.earliestAfter <= i || final) {
          placeBlock(req.build(null), section, record, null);
          pending.splice(pending.indexOf(req), 1);
        }
      }
      if (crossPage && i >= crossPage.earliestAfter) {
        const rows = crossPageRows(crossPage);
        if (rows !== null) {
          const inColumn = flow.col === 0;
          placeBlock(crossPage.build(rows), section, record, rows);
          if (inColumn) budgets.columnContinuedTables = (budgets.columnContinuedTables ?? 1) - 1;
          else budgets.crossPageTables--;
          crossPage = null;
        }
      }
    };
    section.paragraphs.forEach((p, i) => {
      offerBoundary(i, false);
      placeParagraph(p, section);
      record.paragraphs.push(paragraphText(p));
    });
    offerBoundary(section.paragraphs.length, true);
  }

  return {
    content: m,
    titlePhysical,
    titleBbox,
    lastPhysical: flow.page.physical,
    sections,
    blocks,
  };
}
