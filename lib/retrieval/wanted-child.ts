/**
 * A child wanted, not a child treated: "muốn có em bé", "mãi chưa có con", "sinh con" speak of
 * conceiving, and the patient is the adult asking. Measured on unseen batch 14 (first run):
 * "Chồng em … uống colchicin … Vợ chồng em đang muốn có em bé mà mãi chưa có, thuốc này có làm
 * giảm tinh trùng không?" was read as a child's question and answered from the dose section,
 * while Tác dụng không mong muốn says "giảm tinh trùng (hồi phục được)".
 */
const WANTED =
  /(?<![\p{L}])(?:muon|mong|dinh|chuan\s+bi|chua|kho|hiem|kiem|sinh)(?:\s+(?:co|sinh|de|them))?\s*$/u;

/** Whether the child word starting at `start` of the folded question is a child wanted. */
export function isWantedChildAt(folded: string, start: number): boolean {
  return WANTED.test(folded.slice(Math.max(0, start - 30), start).toLowerCase());
}
