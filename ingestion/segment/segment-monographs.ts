import type { SectionKey } from '@/lib/schema/section-keys';
import { INLINE_LABEL_SECTION_KEYS, SECTION_DISPLAY_NAMES } from '@/lib/schema/section-keys';
import type { BBox } from '@/lib/schema/geometry';
import type { Line } from '@/ingestion/extract/extract-types';
import type { SectionLine } from '@/ingestion/chunk/section-input';
import { collapseWhitespace } from '@/ingestion/collapse-whitespace';
import { dropSoftHyphens, joinLineText, lineSeparator } from '@/lib/text/join-line-text';
import type { FlowItem, LiftedBlock } from './lift-page-blocks';
import { matchSectionHeading } from './match-section-heading';

/**
 * Monographs and their sections from the monograph region's flow, by the book's typographic
 * conventions: a title in bold capitals followed by inline bold labels (`Tên chung quốc tế:`,
 * `Mã ATC:`, `Loại thuốc:`); section headings bold on a line of their own; body text justified
 * with indented first lines, so a short line or an indent ends a paragraph.
 */

export interface SegmentedSection {
  key: SectionKey;
  heading_text: string;
  heading_physical_page: number;
  /** Prose, blocks removed; paragraphs "\n", wrapped lines " ". */
  text: string;
  lines: SectionLine[];
  blocks: LiftedBlock[];
}

export interface SegmentedMonograph {
  drug_name: string;
  title_physical_page: number;
  title_bbox: BBox;
  last_physical_page: number;
  sections: SegmentedSection[];
  unknown_headings: { text: string; physical_page: number; kept_in_section: SectionKey | null }[];
  /** Blocks met before any section began (counted by a gate; should not happen). */
  orphan_blocks: LiftedBlock[];
}

const INLINE_KEYS = new Set<SectionKey>(INLINE_LABEL_SECTION_KEYS);

export function isUpperCaseText(text: string): boolean {
  const letters = [...text].filter((ch) => /\p{L}/u.test(ch));
  return letters.length >= 2 && letters.every((ch) => ch === ch.toUpperCase());
}

/** `Label: value` with the label set in bold: the label's key and where the value starts. */
export function readInlineLabel(
  line: Line,
): { key: SectionKey; label: string; valueStart: number } | null {
  const first = line.spans[0];
  if (!first?.bold) return null;
  const colon = line.text.indexOf(':');
  if (colon <= 0 || colon > 40) return null;
  const boldChars = line.spans
    .slice(
      0,
      line.spans.findIndex((s) => !s.bold) < 0 ? undefined : line.spans.findIndex((s) => !s.bold),
    )
    .reduce((n, s) => n + s.text.length, 0);
  // The colon must close the bold run (allowing for the space the line joiner adds).
  if (colon > boldChars + 2) return null;
  const key = matchSectionHeading(line.text.slice(0, colon));
  if (!key) return null;
  let valueStart = colon + 1;
  while (line.text[valueStart] === ' ') valueStart++;
  return { key, label: line.text.slice(0, colon).trim(), valueStart };
}

function isTitleLine(line: Line, bodySize: number): boolean {
  return (
    line.bold &&
    isUpperCaseText(line.text) &&
    line.font_size >= 0.95 * bodySize &&
    !/[:.;,]$/.test(line.text.trim())
  );
}

/** Title lines are the bold capitals that stand right before a monograph's first inline label. */
function titleAt(
  items: FlowItem[],
  start: number,
  bodySize: number,
): { at: number; count: number } {
  let i = start;
  let j = i;
  while (j < items.length && j - i < 4) {
    const item = items[j]!;
    if (item.kind !== 'line' || !isTitleLine(item.line, bodySize)) break;
    // A wrapped title keeps its size; a larger line above it (the region title "CÁC CHUYÊN
    // LUẬN THUỐC" right before the first monograph) is not part of it.
    const prev = j > i ? items[j - 1] : undefined;
    if (
      prev?.kind === 'line' &&
      Math.abs(prev.line.font_size - item.line.font_size) > 0.1 * item.line.font_size
    ) {
      if (j - i === 1)
        i = j; // restart the run at this line
      else break;
    }
    j++;
  }
  const none = { at: start, count: 0 };
  if (j === i) return none;
  const next = items[j];
  if (next?.kind !== 'line') return none;
  const label = readInlineLabel(next.line);
  return label && INLINE_KEYS.has(label.key) ? { at: i, count: j - i } : none;
}

function isUnknownHeading(line: Line): boolean {
  // Bold first: most lines are body text, and the word count below splits every one of them.
  if (!line.bold) return false;
  const text = line.text.trim();
  const words = text.split(/\s+/).length;
  return words <= 12 && /^\p{Lu}/u.test(text) && !/[.;,]$/.test(text);
}

const unionBox = (boxes: BBox[]): BBox => [
  Math.min(...boxes.map((b) => b[0])),
  Math.min(...boxes.map((b) => b[1])),
  Math.max(...boxes.map((b) => b[2])),
  Math.max(...boxes.map((b) => b[3])),
];

/**
 * Does this body line start a new paragraph after `prev`? Justified text fills the column, so a
 * previous line that stops well short ended its paragraph; an indented first line, a larger gap,
 * or a line opening with an italic sub-label (`Người lớn:`) starts one.
 */
export function startsParagraph(
  prev: Extract<FlowItem, { kind: 'line' }>,
  cur: Extract<FlowItem, { kind: 'line' }>,
): boolean {
  const size = cur.line.font_size || 10;
  const prevShort = prev.line.bbox[2] < prev.colRight - 1.5 * size;
  const indented = cur.line.bbox[0] > cur.colLeft + 0.6 * size;
  const samePlace = prev.page === cur.page && prev.line.column === cur.line.column;
  const gap = samePlace ? cur.line.bbox[1] - prev.line.bbox[3] : 0;
  const bigGap = gap > 0.9 * size;
  const opensWithLabel =
    cur.line.spans[0]?.italic === true && /^[^:]{1,40}:/.test(cur.line.text) && !prev.line.italic;
  return prevShort || indented || bigGap || opensWithLabel;
}

class SectionBuilder {
  text = '';
  lines: SectionLine[] = [];
  blocks: LiftedBlock[] = [];
  private prev: Extract<FlowItem, { kind: 'line' }> | null = null;
  /** The previous line as printed (soft hyphens in): whether the next one follows it unspaced. */
  private prevText = '';
  private forceBreak = false;

  constructor(
    readonly key: SectionKey,
    readonly heading_text: string,
    readonly heading_physical_page: number,
  ) {}

  /** Text on its own paragraph (a kept sub-heading). */
  addStandalone(item: Extract<FlowItem, { kind: 'line' }>, text: string): void {
    this.forceBreak = true;
    this.append(item, collapseWhitespace(text));
    this.forceBreak = true;
  }

  /** Text that opens a paragraph which may run on (an inline label's value). */
  addOpening(item: Extract<FlowItem, { kind: 'line' }>, text: string): void {
    this.forceBreak = true;
    this.append(item, collapseWhitespace(text));
  }

  addBody(item: Extract<FlowItem, { kind: 'line' }>, text = item.line.text): void {
    const t = collapseWhitespace(text);
    if (!t) return;
    this.append(item, t);
  }

  addBlock(block: LiftedBlock): void {
    this.blocks.push(block);
    this.forceBreak = true;
  }

  private append(item: Extract<FlowItem, { kind: 'line' }>, printed: string): void {
    if (this.text.length > 0) {
      const newParagraph =
        this.forceBreak || (this.prev !== null && startsParagraph(this.prev, item));
      this.text += newParagraph ? '\n' : lineSeparator(this.prevText);
    }
    this.prevText = printed;
    const t = dropSoftHyphens(printed);
    const start = this.text.length;
    this.text += t;
    this.lines.push({
      start,
      end: this.text.length,
      physical_page: item.page,
      bbox: item.line.bbox,
      column: item.line.column,
    });
    this.prev = item;
    this.forceBreak = false;
  }

  build(): SegmentedSection {
    return {
      key: this.key,
      heading_text: this.heading_text,
      heading_physical_page: this.heading_physical_page,
      text: this.text,
      lines: this.lines,
      blocks: this.blocks,
    };
  }
}

export function segmentMonographs(items: FlowItem[], bodySize: number): SegmentedMonograph[] {
  const monographs: SegmentedMonograph[] = [];
  let mono: SegmentedMonograph | null = null;
  let builders: SectionBuilder[] = [];
  let current: SectionBuilder | null = null;

  const finish = () => {
    if (mono) {
      mono.sections = builders.map((b) => b.build());
      monographs.push(mono);
    }
    builders = [];
    current = null;
  };
  const sectionFor = (key: SectionKey, heading: string, page: number): SectionBuilder => {
    const existing = builders.find((b) => b.key === key);
    if (existing) return existing;
    const b = new SectionBuilder(key, heading, page);
    builders.push(b);
    return b;
  };

  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    if (mono) mono.last_physical_page = Math.max(mono.last_physical_page, item.page);

    if (item.kind === 'block') {
      if (!mono) continue; // a block in the region's front page belongs to no monograph
      if (current) (current as SectionBuilder).addBlock(item.block);
      else mono.orphan_blocks.push(item.block);
      continue;
    }

    const title = titleAt(items, i, bodySize);
    if (title.count > 0) {
      finish();
      const parts = items.slice(title.at, title.at + title.count) as Extract<
        FlowItem,
        { kind: 'line' }
      >[];
      mono = {
        drug_name: collapseWhitespace(joinLineText(parts.map((p) => p.line.text))),
        title_physical_page: parts[0]!.page,
        title_bbox: unionBox(
          parts.filter((p) => p.page === parts[0]!.page).map((p) => p.line.bbox),
        ),
        last_physical_page: parts.at(-1)!.page,
        sections: [],
        unknown_headings: [],
        orphan_blocks: [],
      };
      i = title.at + title.count - 1;
      continue;
    }
    if (!mono) continue;

    const line = item.line;
    const label = readInlineLabel(line);
    if (label && (INLINE_KEYS.has(label.key) || !line.bold)) {
      current = sectionFor(label.key, label.label, item.page);
      current.addOpening(item, line.text.slice(label.valueStart));
      continue;
    }
    const headingKey = line.bold ? matchSectionHeading(line.text) : null;
    if (headingKey) {
      const existing = builders.find((b) => b.key === headingKey);
      if (existing) {
        // A second heading for a key already open (`Dược động học` inside pharmacology): its
        // body joins that section and the heading stays as a line of text.
        current = existing;
        current.addStandalone(item, line.text);
      } else {
        current = sectionFor(headingKey, collapseWhitespace(line.text), item.page);
      }
      continue;
    }
    if (!current) continue; // text between title and first label: nothing in this book's shape
    if (isUnknownHeading(line)) {
      mono.unknown_headings.push({
        text: collapseWhitespace(line.text),
        physical_page: item.page,
        kept_in_section: current.key,
      });
      current.addStandalone(item, line.text);
      continue;
    }
    current.addBody(item);
  }
  finish();
  return monographs;
}

export const displayNameOf = (key: SectionKey) => SECTION_DISPLAY_NAMES[key];
