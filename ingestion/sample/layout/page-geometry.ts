/**
 * The page as the real book sets it: A4, two columns, running header above a thin rule. Points,
 * origin top-left, the same frame as truth bboxes.
 */
export const PAGE_WIDTH = 595.28;
export const PAGE_HEIGHT = 841.89;
export const MARGIN_X = 42;
export const COLUMN_GAP = 15;
export const COLUMN_WIDTH = (PAGE_WIDTH - 2 * MARGIN_X - COLUMN_GAP) / 2;

export const HEADER_TEXT_TOP = 30;
export const HEADER_RULE_Y = 44;
export const BODY_TOP = 54;
export const BODY_BOTTOM = 810;
export const FOOTER_TEXT_TOP = 816;

export const TYPE = {
  body: 9,
  leading: 11,
  indent: 8,
  paragraphGap: 0.6,
  headingGapBefore: 3,
  title: 11,
  titleLeading: 13.5,
  titleGapBefore: 9,
  titleGapAfter: 2,
  header: 8.5,
  cell: 8,
  cellLeading: 9.7,
  cellPadX: 2.5,
  cellPadY: 2,
  blockGap: 4,
  ruleWidth: 0.5,
  chapterTitle: 12,
  chapterTitleLeading: 15,
  regionTitle: 20,
} as const;

export function columnX(col: 0 | 1): number {
  return MARGIN_X + col * (COLUMN_WIDTH + COLUMN_GAP);
}
