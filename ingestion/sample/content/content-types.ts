import type { BlockShape } from '@/lib/schema/block';
import type { SectionKey } from '@/lib/schema/section-keys';
import type { TrapKind } from '@/lib/schema/sample-truth';

/** The four faces of the book's serif family. */
export type FontStyle = 'regular' | 'bold' | 'italic' | 'boldItalic';

/** A stretch of one face. Runs of a paragraph are joined by one space, so a run never starts
 * or ends with a space and a style change always falls between words. */
export interface Run {
  text: string;
  style: FontStyle;
}

/**
 * body: justified, first line indented. inline_label: `Label: value.` flush left (the label run
 * is bold). subheading: a bold line of its own that belongs to the section text (Dược động học).
 * unknown_heading: a bold heading-looking line that maps to no section key (kept as text).
 */
export type ParagraphRole = 'body' | 'inline_label' | 'subheading' | 'unknown_heading';

/** A trap the content knows about; the layout finds the page it lands on. */
export interface ContentTrap {
  kind: TrapKind;
  /** Text that shows the trap; must be a substring of the paragraph text. */
  detail: string;
}

export interface Paragraph {
  role: ParagraphRole;
  runs: Run[];
  traps?: ContentTrap[];
}

/** A header cell as drawn: spans are counted in grid cells. */
export interface HeaderCell {
  text: string;
  colSpan: number;
  rowSpan: number;
}

export interface TableContent {
  /** Fractions of the column width, summing to 1. */
  columnWidths: number[];
  /** Header grid rows as drawn (HTML-like spans). */
  header: HeaderCell[][];
  rows: string[][];
}

export interface FormulaContent {
  lhs: string;
  numerator: string;
  denominator: string;
}

/** A table or formula together with the prose that introduces it and (optionally) follows it. */
export interface BlockContent {
  kind: 'table' | 'formula';
  /** The shape this block is meant to have; a cross-page table is only recorded as one if the
   * layout really split it across a page. */
  shape: BlockShape;
  intro: Paragraph;
  after: Paragraph[];
  table?: TableContent;
  formula?: FormulaContent;
}

/**
 * A block waiting for its place in a section: the layout puts it at the first paragraph boundary
 * (from `earliestAfter` on) where its placement rule holds; for a cross-page table the rule is
 * "right column, little room left", and the number of rows is chosen then.
 */
export interface BlockRequest {
  sectionKey: SectionKey;
  shape: BlockShape;
  earliestAfter: number;
  build: (rows: number | null) => BlockContent;
  /** Row range a cross-page table may take. */
  minRows?: number;
  maxRows?: number;
}

export interface SectionContent {
  key: SectionKey;
  /** As printed (variants kept); for an inline label, the label without its colon. */
  headingText: string;
  inline: boolean;
  paragraphs: Paragraph[];
  headingTraps?: ContentTrap[];
}

export interface MonographContent {
  drugId: string;
  /** Title as printed, capitals. */
  title: string;
  /** Dictionary-style name for the running header ("Vitamin D và các thuốc tương tự"). */
  headerName: string;
  inn: string;
  atcCodes: string[];
  drugClass: string;
  tradeNames: string[];
  sections: SectionContent[];
  blocks: BlockRequest[];
  /** A weight-band table the layout may place across a page break in the dosing section, if the
   * book still wants one when this monograph's dosing section finds the right spot. */
  crossPage: BlockRequest | null;
}

/** General chapters and appendices: a full-width title, then numbered headings and prose. */
export interface ChapterContent {
  title: string;
  headerName: string;
  items: Array<{ kind: 'heading'; text: string } | { kind: 'paragraph'; paragraph: Paragraph }>;
}

export interface BookContent {
  cover: { title: string; lines: string[] };
  titlePage: { lines: string[] };
  preface: { title: string; paragraphs: string[] };
  generalChapters: ChapterContent[];
  monographs: MonographContent[];
  appendices: ChapterContent[];
  /** How many floating cross-page tables the book wants. */
  crossPageTables: number;
  /** How many floating tables to continue in the next column under "(tiếp theo)". */
  columnContinuedTables?: number;
  /** How many section headings to force to a column's last line. */
  headingsAtColumnEnd: number;
}

export function paragraphText(p: Paragraph): string {
  return p.runs.map((r) => r.text).join(' ');
}
