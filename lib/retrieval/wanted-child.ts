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

/**
 * The question is a pregnant woman's: "em bé" / "bé" there is the child she carries. Measured on
 * unseen batch 16 (first run): "… siêu âm thai 7 tuần. Thuốc này có làm hại em bé không?" was read
 * as a child's question too, and CLOPIDOGREL's children's dose lines followed Thời kỳ mang thai.
 */
const PREGNANT =
  /(?<![\p{L}])(?:co\s+thai|mang\s+thai|thai\s+\d+\s*tuan|ba\s+bau|dang\s+bau|thai\s+phu|pregnan\w*)(?![\p{L}])/u;

/** Whether the child word at `start` is the unborn child of a pregnancy the question tells. */
export function isUnbornChildAt(folded: string, start: number): boolean {
  // "bé sơ sinh" is the newborn after birth, whom the pregnancy and newborn lines speak of.
  const after = folded.slice(start, start + 20).toLowerCase();
  return (
    /^(?:em\s+be|be)(?![\p{L}])(?!\s+so\s+sinh)/u.test(after) && PREGNANT.test(folded.toLowerCase())
  );
}
