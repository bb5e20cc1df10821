import type { PageRegion } from '@/lib/schema/geometry';
import type { SectionLine } from '../section-input';

export interface SynthesizedLayout {
  /** Physical page the section starts on. */
  firstPage: number;
  /** Characters per printed line, roughly (lines break at a space). */
  lineChars?: number;
  /** Lines per column before the column (then the page) turns. */
  linesPerColumn?: number;
}

const LINE_HEIGHT = 12;
const TOP = 60;
const COLUMNS = { left: [42, 290], right: [305, 553] } as const;

/**
 * Test-only stand-in for extraction: prints `text` into a two-column book, one line per
 * ~`lineChars` characters, each paragraph starting a new line, left column then right column
 * then the next page. The spans obey SectionInput's contract: wrapped lines of a paragraph are
 * joined in `text` by one space, paragraphs by "\n".
 */
export function synthesizeLines(text: string, layout: SynthesizedLayout): SectionLine[] {
  return synthesizeLinesAroundBlocks(text, layout, []).lines;
}

/** Column slots a lifted block takes in the synthetic layout. */
const BLOCK_SLOTS = 4;

/**
 * synthesizeLines with a lifted block drawn before each paragraph index of `blocksBefore`
 * (text.split("\n") order; an index past the last paragraph draws it after the text): each takes
 * BLOCK_SLOTS line slots of one column, so the chunker can tell from geometry where it sat.
 */
export function synthesizeLinesAroundBlocks(
  text: string,
  layout: SynthesizedLayout,
  blocksBefore: readonly number[],
): { lines: SectionLine[]; regions: PageRegion[] } {
  const lineChars = layout.lineChars ?? 60;
  const linesPerColumn = layout.linesPerColumn ?? 30;
  const lines: SectionLine[] = [];
  const regions: PageRegion[] = [];
  let slot = 0;
  const at = (n: number) => ({
    page: layout.firstPage + Math.floor(n / (2 * linesPerColumn)),
    column: Math.floor(n / linesPerColumn) % 2 === 0 ? ('left' as const) : ('right' as const),
    row: n % linesPerColumn,
  });
  const place = (start: number, end: number) => {
    const { page, column, row } = at(slot);
    const [x0, x1] = COLUMNS[column];
    const width = Math.min(1, (end - start) / lineChars) * (x1 - x0);
    const y0 = TOP + row * LINE_HEIGHT;
    lines.push({
      start,
      end,
      physical_page: page,
      column,
      bbox: [x0, y0, x0 + width, y0 + LINE_HEIGHT - 2],
    });
    slot++;
  };
  const drawBlock = () => {
    if (at(slot).row + BLOCK_SLOTS > linesPerColumn) slot += linesPerColumn - at(slot).row;
    const { page, column, row } = at(slot);
    const [x0, x1] = COLUMNS[column];
    const y0 = TOP + row * LINE_HEIGHT;
    regions.push({ physical_page: page, bbox: [x0, y0, x1, y0 + BLOCK_SLOTS * LINE_HEIGHT - 2] });
    slot += BLOCK_SLOTS;
  };

  let paragraph = 0;
  let paragraphStart = 0;
  while (paragraphStart <= text.length) {
    for (const before of blocksBefore) if (before === paragraph) drawBlock();
    paragraph++;
    let paragraphEnd = text.indexOf('\n', paragraphStart);
    if (paragraphEnd === -1) paragraphEnd = text.length;
    let lineStart = paragraphStart;
    while (lineStart < paragraphEnd) {
      let lineEnd = Math.min(paragraphEnd, lineStart + lineChars);
      if (lineEnd < paragraphEnd) {
        const space = text.lastIndexOf(' ', lineEnd);
        if (space > lineStart) lineEnd = space;
      }
      place(lineStart, lineEnd);
      lineStart = lineEnd;
      while (lineStart < paragraphEnd && text[lineStart] === ' ') lineStart++;
    }
    paragraphStart = paragraphEnd + 1;
  }
  for (const before of blocksBefore) if (before >= paragraph) drawBlock();
  return { lines, regions };
}
