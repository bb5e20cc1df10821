/**
 * Words too common in the book's indication headings to say which one a question names: what is
 * done or to whom, not which disease ("điều trị" is in most dose questions, "người lớn" in most
 * labels). Folded. Read by the label rules of the answer layer (draft-extractive-answer.ts
 * headingWordsAsked, names-phrase-in-two-parts.ts).
 */
export const HEADING_STOP_WORDS: ReadonlySet<string> = new Set(
  'dieu tri cac trieu chung benh nhan nguoi lon tuoi tre em lieu dung cho trong o xuat hien va hoac co khong duoc mot hai'.split(
    ' ',
  ),
);
