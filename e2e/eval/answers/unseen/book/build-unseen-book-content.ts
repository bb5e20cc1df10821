import type {
  BlockRequest,
  BookContent,
  MonographContent,
  Paragraph,
  SectionContent,
  TableContent,
} from '@/ingestion/sample/content/content-types';
import { COLUMN_WIDTH, TYPE } from '@/ingestion/sample/layout/page-geometry';
import type { TextMeasurer } from '@/ingestion/sample/layout/measure-text';
import { matchSectionHeading } from '@/ingestion/segment/match-section-heading';
import { INLINE_LABEL_SECTION_KEYS, type SectionKey } from '@/lib/schema/section-keys';
import { makeDrugId } from '@/lib/text/make-drug-id';
import type { UnseenMonograph, UnseenSection } from './read-unseen-monographs';

/**
 * The unseen monographs as the synthetic sample book's content model, so its layout and drawing
 * code typeset them the way it typesets the sample: a bold capital title, the inline `Label:`
 * lines, bold section headings, justified paragraphs with their first line indented, a paragraph's
 * leading `Label:` in italic (the book's dosing style), and each Markdown table drawn as a ruled
 * table right after the paragraph that leads into it. The text is the harness's, word for word:
 * nothing is added, dropped or re-spelled, so what ingest reads back can be compared with what the
 * in-memory harness answers over.
 */

const INLINE_KEYS = new Set<SectionKey>(INLINE_LABEL_SECTION_KEYS);

/** Front matter: enough pages for the book's shape (cover, title page, preface, contents). */
const NOTICE =
  'Văn bản 18 chuyên luận lấy từ bản chuyển đổi Markdown của bên thứ ba, dàn trang lại để đánh giá phần mềm — không dùng cho lâm sàng';

export function buildUnseenBookContent(
  monographs: readonly UnseenMonograph[],
  measure: TextMeasurer,
): BookContent {
  return {
    cover: { title: 'DƯỢC THƯ QUỐC GIA VIỆT NAM', lines: ['BẢN DÀN TRANG ĐỂ ĐÁNH GIÁ', NOTICE] },
    titlePage: { lines: ['DƯỢC THƯ QUỐC GIA VIỆT NAM', NOTICE] },
    preface: {
      title: 'LỜI NÓI ĐẦU',
      paragraphs: [
        'Sách này chỉ dùng để đo câu trả lời của phần mềm qua đúng đường đi của sản phẩm: dàn trang thành PDF, đọc lại bằng bước nhập sách, rồi hỏi qua giao diện lập trình. Nội dung các chuyên luận giữ nguyên như bản chuyển đổi, kể cả lỗi chính tả của bản chuyển đổi.',
      ],
    },
    // The region titles are what ingest needs; the general chapters and appendices add nothing
    // the unseen questions ask about.
    generalChapters: [],
    monographs: monographs.map((m) => toMonographContent(m, measure)),
    appendices: [],
    crossPageTables: 0,
    columnContinuedTables: 0,
    headingsAtColumnEnd: 0,
  };
}

export function toMonographContent(m: UnseenMonograph, measure: TextMeasurer): MonographContent {
  // Ingest finds a title as a line of bold capitals; "EPINEPHRIN (Adrenalin)" is printed in
  // capitals, and its id ("epinephrin_adrenalin") is the same either way.
  const title = m.drug.toLocaleUpperCase('vi');
  const drugId = makeDrugId(title);
  if (drugId !== m.drugId)
    throw new Error(`build-unseen-book-content: "${title}" reads as ${drugId}, not ${m.drugId}`);
  const sections: SectionContent[] = [];
  const blocks: BlockRequest[] = [];
  for (const s of m.sections) {
    if (INLINE_KEYS.has(s.key)) sections.push(...inlineSections(s));
    else {
      const { section, requests } = headedSection(s, measure);
      sections.push(section);
      blocks.push(...requests);
    }
  }
  const valueOf = (key: SectionKey) =>
    m.sections
      .find((s) => s.key === key)
      ?.items.flatMap((it) => (it.kind === 'paragraph' ? [it.text] : []))
      .join(' ') ?? '';
  return {
    drugId,
    title,
    headerName: title.charAt(0) + title.slice(1).toLocaleLowerCase('vi'),
    inn: valueOf('ten_chung_quoc_te').replace(/\.$/, ''),
    atcCodes: valueOf('ma_atc').match(/\b[A-Z]\d{2}[A-Z]{2}\d{2}\b/g) ?? [],
    drugClass: valueOf('loai_thuoc').replace(/\.$/, ''),
    tradeNames: valueOf('ten_thuong_mai').replace(/\.$/, '').split(/;\s*/).filter(Boolean),
    sections,
    blocks,
    crossPage: null,
  };
}

/**
 * `Tên chung quốc tế: …` and the other label lines. The layout prints one paragraph per inline
 * section, so a value of several lines (EPINEPHRIN's Loại thuốc) carries its further lines as
 * label-less entries of the same key: flush left in regular type, ingest reads them as body lines
 * of that section, one paragraph each, as the harness has them.
 */
function inlineSections(s: UnseenSection): SectionContent[] {
  const lines = s.items.flatMap((it) => (it.kind === 'paragraph' ? [it.text] : []));
  if (s.items.some((it) => it.kind === 'table'))
    throw new Error(`build-unseen-book-content: a table in the inline section ${s.heading}`);
  return lines.map((text, i) => ({
    key: s.key,
    headingText: s.heading,
    inline: true,
    paragraphs: [
      {
        role: 'inline_label',
        runs:
          i === 0
            ? [
                { text: `${s.heading}:`, style: 'bold' },
                { text, style: 'regular' },
              ]
            : [{ text, style: 'regular' }],
      },
    ],
  }));
}

/**
 * A section under its bold heading. Each table takes the paragraph just before it as its lead-in
 * (the layout draws a block's intro, then the table); `earliestAfter` counts the paragraphs left
 * in the section before that lead-in, so the table stands where the Markdown had it.
 */
function headedSection(
  s: UnseenSection,
  measure: TextMeasurer,
): { section: SectionContent; requests: BlockRequest[] } {
  const paragraphs: Paragraph[] = [];
  const requests: BlockRequest[] = [];
  s.items.forEach((item, i) => {
    if (item.kind === 'paragraph') {
      const next = s.items[i + 1];
      // A lead-in is printed by its table's block, not as a paragraph of the section.
      if (next?.kind !== 'table') paragraphs.push(toParagraph(item.text, item.subheading, s.key));
      return;
    }
    const before = s.items[i - 1];
    if (before?.kind !== 'paragraph')
      throw new Error(
        `build-unseen-book-content: a table in ${s.heading} has no paragraph before it`,
      );
    const table = toTable(item.rows, measure);
    const content = {
      kind: 'table' as const,
      shape: 'simple_table' as const,
      intro: toParagraph(before.text, before.subheading, s.key),
      after: [],
      table,
    };
    requests.push({
      sectionKey: s.key,
      shape: 'simple_table',
      earliestAfter: paragraphs.length,
      build: () => content,
    });
  });
  return {
    section: { key: s.key, headingText: s.heading, inline: false, paragraphs },
    requests,
  };
}

/** Up to 40 characters before ": " (the segmenter's own bound on a paragraph's opening label). */
const LEADING_LABEL = /^(\p{Lu}[^:.;]{0,38}:) (\S.*)$/u;

/**
 * A sub-heading is bold on its own line, as the book sets them, unless its words name another
 * section (ingest would open that section there): then italic, still on a line of its own. A
 * body paragraph's leading `Label:` is set in italic, the rest in regular type; the two runs are
 * joined by the one space the text already has there, so the text reads back unchanged.
 */
function toParagraph(text: string, subheading: boolean, key: SectionKey): Paragraph {
  if (subheading) {
    const named = matchSectionHeading(text);
    return {
      role: 'subheading',
      runs: [{ text, style: named && named !== key ? 'italic' : 'bold' }],
    };
  }
  const label = LEADING_LABEL.exec(text);
  if (label)
    return {
      role: 'body',
      runs: [
        { text: label[1]!, style: 'italic' },
        { text: label[2]!, style: 'regular' },
      ],
    };
  return { role: 'body', runs: [{ text, style: 'regular' }] };
}

/**
 * The Markdown table as a drawn one: its first row the header, the rest body rows. Columns get
 * the room their longest word needs, the rest shared by how much text each holds, so no word is
 * wider than its cell.
 */
function toTable(rows: string[][], measure: TextMeasurer): TableContent {
  const [header, ...body] = rows;
  if (!header || body.length === 0)
    throw new Error('build-unseen-book-content: a table needs a header row and a body row');
  const columns = header.length;
  const cells = (c: number) => rows.map((r) => r[c] ?? '');
  const pad = 2 * TYPE.cellPadX + 1;
  const minimum = Array.from({ length: columns }, (_, c) =>
    Math.max(
      12,
      ...cells(c).flatMap((cell) =>
        cell.split(' ').map((w) => measure.width(w, 'bold', TYPE.cell) + pad),
      ),
    ),
  );
  const spare = COLUMN_WIDTH - minimum.reduce((a, b) => a + b, 0);
  if (spare < 0)
    throw new Error(`build-unseen-book-content: a table's words do not fit a column: ${header}`);
  const text = Array.from({ length: columns }, (_, c) =>
    cells(c).reduce((n, cell) => n + cell.length, 0),
  );
  const totalText = text.reduce((a, b) => a + b, 0) || 1;
  const widths = minimum.map((m, c) => (m + (spare * text[c]!) / totalText) / COLUMN_WIDTH);
  return {
    columnWidths: widths,
    header: [header.map((t) => ({ text: t, colSpan: 1, rowSpan: 1 }))],
    rows: body.map((r) => Array.from({ length: columns }, (_, c) => r[c] ?? '')),
  };
}
