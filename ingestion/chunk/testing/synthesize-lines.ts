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
  const lineChars = layout.lineChars ?? 60;
  const linesPerColumn = layout.linesPerColumn ?? 30;
  const lines: SectionLine[] = [];
  let slot = 0;
  const place = (start: number, end: number) => {
    const page = layout.firstPage + Math.floor(slot / (2 * linesPerColumn));
    const column = Math.floor(slot / linesPerColumn) % 2 === 0 ? 'left' : 'right';
    const row = slot % linesPerColumn;
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

  let paragraphStart = 0;
  while (paragraphStart <= text.length) {
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
  return lines;
}
