/**
 * The answer's lines with the "this is the book's table, see the picture below" clause taken
 * out (issue 38 item 4): the lead-in that a lifted table holds (draft-extractive-answer.ts
 * pointedLeadIn), the table-row line (find-patient-table-rows.ts) and the policy's caption
 * (caption-attachment.ts) each said it, so one renal answer said it two or three times over on
 * a phone. The crop says it once, beside the picture (attachment-crop.tsx). Display only: the
 * answer's text, its copy and every citation marker are unchanged.
 */
const POINTERS: readonly { pattern: RegExp; replace: string }[] = [
  // "…như sau: nội dung này là bảng của sách, xem ảnh chụp bảng bên dưới; câu trả lời không
  // chép lại số từ bảng [1]." → "…như sau (bảng bên dưới) [1]."
  {
    pattern:
      /:\s*nội dung này là (bảng hoặc công thức|bảng|công thức) của sách, xem ảnh chụp \1 bên dưới; câu trả lời không chép lại số từ \1(?=[\s.[]|$)/gu,
    replace: ' ($1 bên dưới)',
  },
  // "Bảng của sách trong mục … có dòng …: xem ảnh chụp bảng bên dưới; câu trả lời không chép
  // lại số từ bảng." → "Bảng của sách trong mục … có dòng … (bảng bên dưới)."
  {
    pattern: /:\s*xem ảnh chụp bảng bên dưới; câu trả lời không chép lại số từ bảng(?=[\s.[]|$)/gu,
    replace: ' (bảng bên dưới)',
  },
  // "Bảng ở trang 51 (CIPROFLOXACIN — Liều lượng và cách dùng): xem ảnh chụp từ sách [2]."
  { pattern: /(\))\s*:\s*xem ảnh chụp từ sách(?=[\s.[]|$)/gu, replace: '$1' },
];

export function tidyCropPointers(line: string): string {
  return POINTERS.reduce((text, p) => text.replace(p.pattern, p.replace), line);
}
