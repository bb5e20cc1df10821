import { foldLabel } from './fold-label';

/** A heading (folded) that says the drug is given alone: "Đơn trị liệu", "Dùng đơn độc". */
const MONOTHERAPY =
  /^(?:don tri lieu|don tri|lieu phap don tri|dung don doc|don doc|dung mot minh)$/;

/**
 * Whether a label says the drug is given alone. Monotherapy heads the plain dose of the
 * indication above it ("Tăng huyết áp:" / "Đơn trị liệu: 25 - 50 mg/ngày" / "Liệu pháp phối hợp:
 * …"): it is no condition the patient must meet, where a combination ("Phối hợp với insulin") is
 * one the question may not have asked. Read as an indication the question did not name, the
 * monotherapy dose sorted below the lines of other headings. Measured on the real book
 * (SPIRONOLACTON): "Spironolacton liều điều trị tăng huyết áp?" led with the newborn's "Trẻ em —
 * Lợi tiểu khi phù … hoặc chống tăng huyết áp: Trẻ sơ sinh: Uống 1 - 2 mg/kg/ngày".
 */
export function isMonotherapyLabel(label: string): boolean {
  const folded = foldLabel(label);
  return MONOTHERAPY.test(folded);
}
