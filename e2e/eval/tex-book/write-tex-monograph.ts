import type {
  UnseenMonograph,
  UnseenSection,
} from '@/e2e/eval/answers/unseen/book/read-unseen-monographs';
import { matchSectionHeading } from '@/ingestion/segment/match-section-heading';
import { INLINE_LABEL_SECTION_KEYS, type SectionKey } from '@/lib/schema/section-keys';
import { escapeTex } from './escape-tex';
import { writeTexTable } from './write-tex-table';

const INLINE_KEYS = new Set<SectionKey>(INLINE_LABEL_SECTION_KEYS);

/** Up to 40 characters before ": " (the segmenter's own bound on a paragraph's opening label). */
const LEADING_LABEL = /^(\p{Lu}[^:.;]{0,38}:) (\S.*)$/u;

/**
 * One monograph as LaTeX, in the book's conventions: the title in bold capitals, the label
 * lines (`Tên chung quốc tế:`, `Mã ATC:`, `Loại thuốc:` …) with their label in bold, every other
 * section under its bold heading as the realdata spells it, paragraphs indented, a paragraph's
 * leading `Label:` in italic, Markdown sub-headings on a line of their own, tables where the
 * Markdown has them. The text is the realdata's word for word, so what ingest reads back can be
 * compared with it.
 */
export function writeTexMonograph(m: UnseenMonograph): string {
  const title = m.drug.toLocaleUpperCase('vi');
  const parts = [`\\dtMonograph{${escapeTex(title)}}`];
  for (const s of m.sections) parts.push(INLINE_KEYS.has(s.key) ? writeInline(s) : writeHeaded(s));
  return parts.join('\n');
}

function writeInline(s: UnseenSection): string {
  if (s.items.some((it) => it.kind === 'table'))
    throw new Error(`write-tex-monograph: a table in the label section ${s.heading}`);
  const lines = s.items.flatMap((it) => (it.kind === 'paragraph' ? [it.text] : []));
  return lines
    .map((text, i) =>
      i === 0
        ? `\\dtInline{${escapeTex(s.heading)}}{${escapeTex(text)}}`
        : `\\dtInlineMore{${escapeTex(text)}}`,
    )
    .join('\n');
}

function writeHeaded(s: UnseenSection): string {
  const parts = [`\\dtSection{${escapeTex(s.heading)}}`];
  for (const item of s.items) {
    if (item.kind === 'table') {
      parts.push(writeTexTable(item.rows));
      continue;
    }
    if (item.subheading) {
      // A sub-heading whose words name another section is italic: in bold on a line of its own
      // the book (and the segmenter) would read it as that section's heading.
      const named = matchSectionHeading(item.text);
      const style = named && named !== s.key ? '\\itshape' : '\\bfseries';
      parts.push(`\\dtSubheading{${style} ${escapeTex(item.text)}}`);
      continue;
    }
    const label = LEADING_LABEL.exec(item.text);
    parts.push(
      label
        ? `\\par\\textit{${escapeTex(label[1]!)}} ${escapeTex(label[2]!)}\\par`
        : `\\par ${escapeTex(item.text)}\\par`,
    );
  }
  return parts.join('\n');
}
