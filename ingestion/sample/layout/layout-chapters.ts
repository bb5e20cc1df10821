import type { ChapterContent, Paragraph } from '../content/content-types';
import { BODY_STYLE, ColumnFlow, HEADING_STYLE } from './column-flow';
import { BODY_TOP, MARGIN_X, PAGE_WIDTH, TYPE } from './page-geometry';
import { measureWords, wrapWords } from './wrap-words';

/**
 * General chapters and appendices: each starts a page with its title across both columns, then
 * numbered bold headings and prose in two columns. `owners` on each page are chapter indexes.
 */
export function layoutChapters(chapters: ChapterContent[], flow: ColumnFlow): void {
  const fullWidth = PAGE_WIDTH - 2 * MARGIN_X;
  chapters.forEach((chapter, ci) => {
    const words = measureWords(
      [{ text: chapter.title, style: 'bold' }],
      TYPE.chapterTitle,
      flow.measure,
    );
    const lines = wrapWords(words, fullWidth, fullWidth);
    const titleTop = BODY_TOP + 4;
    const page = flow.newPage(titleTop + lines.length * TYPE.chapterTitleLeading + 10);
    lines.forEach((line, i) => {
      page.texts.push({
        text: line.words.map((w) => w.text).join(' '),
        style: 'bold',
        size: TYPE.chapterTitle,
        x: MARGIN_X + (fullWidth - line.natural) / 2,
        y: titleTop + i * TYPE.chapterTitleLeading,
        wordSpacing: 0,
      });
    });
    flow.own(ci);
    for (const item of chapter.items) {
      if (item.kind === 'heading') {
        const heading: Paragraph = {
          role: 'subheading',
          runs: [{ text: item.text, style: 'bold' }],
        };
        flow.gap(TYPE.headingGapBefore + 1);
        const headingLines = flow.wrap(heading, HEADING_STYLE);
        flow.ensure((headingLines.length + 2) * TYPE.leading);
        flow.placeLines(headingLines, HEADING_STYLE, ci);
        flow.y += TYPE.paragraphGap;
      } else {
        const style =
          item.paragraph.runs[0]?.style === 'bold' ? { ...BODY_STYLE, indentFirst: 0 } : BODY_STYLE;
        flow.placeLines(flow.wrap(item.paragraph, style), style, ci);
        flow.y += TYPE.paragraphGap;
      }
    }
  });
}
