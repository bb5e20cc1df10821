/**
 * "Có cần giảm liều không?", "chỉnh liều thế nào", "should the dose be lower", "liều có khác
 * người trẻ không": the question asks how the dose changes for this patient, not the dose itself.
 * Read on folded text. An older patient's age typed as a number then asks what the book says of
 * the older patient, wherever it says it (answer-question.ts). Measured on unseen batch 14: "84
 * yo …, starting furosemide — should the dose be lower than in younger adults …?" is answered by
 * Thận trọng's "Giảm liều ở người già …", not by the adult's dose lines.
 */
const ASKS_ADJUSTMENT =
  /(?<![\p{L}])(?:(?:giam|chinh|dieu\s+chinh|ha|bot|thay\s+doi)\s+lie?u|lieu\s+(?:co\s+)?(?:khac|thap\s+hon|it\s+hon|giam)|(?:lower|reduce[d]?|adjust(?:ed|ment)?|smaller|change[d]?)\s+(?:the\s+)?dos(?:e|es|ing)|dos(?:e|ing)\s+(?:be\s+)?(?:lower(?:ed)?|reduc(?:ed|tion)|adjust(?:ed|ment)?)|renal\s+adjustment)(?![\p{L}])/u;

export function asksDoseAdjustment(folded: string): boolean {
  return ASKS_ADJUSTMENT.test(folded);
}
