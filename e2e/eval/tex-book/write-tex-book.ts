import type { UnseenMonograph } from '@/e2e/eval/answers/unseen/book/read-unseen-monographs';
import { TEX_BOOK_PREAMBLE } from './tex-book-preamble';
import { writeTexMonograph } from './write-tex-monograph';

/** The first monograph's folio: the real book's monographs open on page 37 after the chapters. */
export const TEX_BOOK_FIRST_FOLIO = 37;
/** Its physical page (0-based): after the title page and the region title's page. */
export const TEX_BOOK_FIRST_MONOGRAPH_PAGE = 2;

/**
 * The whole book as LaTeX: a title page, the region title "CÁC CHUYÊN LUẬN THUỐC" on a page of
 * its own (ingest finds the monograph region by it), the monographs run on in two columns from
 * folio TEX_BOOK_FIRST_FOLIO, and the appendices' region title closing the region.
 */
export function writeTexBook(monographs: readonly UnseenMonograph[]): string {
  return [
    TEX_BOOK_PREAMBLE,
    '\\begin{document}',
    '\\pagenumbering{roman}',
    '\\thispagestyle{empty}',
    '\\vspace*{6cm}',
    '\\begin{center}{\\huge\\bfseries DƯỢC THƯ QUỐC GIA VIỆT NAM\\par}\\bigskip',
    '{\\large 18 chuyên luận dàn trang lại bằng \\TeX{} để đánh giá phần mềm --- không dùng cho lâm sàng\\par}\\end{center}',
    '\\clearpage',
    '\\thispagestyle{empty}',
    '\\vspace*{8cm}',
    '\\begin{center}{\\LARGE\\bfseries CÁC CHUYÊN LUẬN THUỐC\\par}\\end{center}',
    '\\clearpage',
    '\\pagenumbering{arabic}',
    `\\setcounter{page}{${TEX_BOOK_FIRST_FOLIO}}`,
    '\\twocolumn',
    ...monographs.map(writeTexMonograph),
    '\\onecolumn',
    '\\thispagestyle{empty}',
    '\\vspace*{8cm}',
    '\\begin{center}{\\LARGE\\bfseries CÁC PHỤ LỤC\\par}\\end{center}',
    '\\end{document}',
    '',
  ].join('\n');
}
