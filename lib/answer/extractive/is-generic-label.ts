import { foldDiacritics } from '@/lib/text/fold-diacritics';

/** Labels that head a kind of line, not a condition: a question saying "liều dùng" names none. */
const GENERIC_LABELS = new Set(['lieu dung', 'cach dung', 'lieu luong', 'luu y']);

/**
 * Whether a label the book prints names what kind of line follows rather than for whom or for
 * what: "Liều dùng", "Cách dùng", "Lưu ý", and any label that opens with "Liều" — which dose
 * ("Liều ban đầu thông thường", "Liều duy trì", "Liều uống thông thường"), not an indication.
 * Measured on the real book (SPIRONOLACTON): "Phù: Liều ban đầu thông thường: 100 mg/ngày …"
 * read "Liều ban đầu thông thường" as an indication the question did not name, fell below four
 * other lines of "Phù:", and "Liều spironolacton cho người lớn bị phù?" never showed it.
 */
export function isGenericLabel(label: string): boolean {
  const folded = foldDiacritics(label).replace(/:\s*$/, '').trim();
  return GENERIC_LABELS.has(folded) || OPENS_WITH_DOSE.test(label.normalize('NFC').trim());
}

/**
 * "Liều …" with its grave accent: folded, "Liệu pháp phối hợp" (a regimen) read as a dose label
 * too. Measured on the real book (SPIRONOLACTON): with an indication asked ("… cho người lớn
 * tăng huyết áp?"), "Liệu pháp phối hợp: Khi phối hợp … cần điều chỉnh liều của mỗi thuốc" led
 * above "Đơn trị liệu: Liều ban đầu uống 25 - 50 mg/ngày", printed before it, because only the
 * monotherapy label counted as a heading the question did not name.
 */
const OPENS_WITH_DOSE = /^liều(?![\p{L}\p{M}])/iu;

/**
 * Whether a question cannot name the label by its words: a generic label, or "Điều trị" alone,
 * which heads the treatment lines under an indication (its sibling "Dự phòng" says what differs)
 * while a question's "điều trị" is nearly always "thời gian điều trị", "điều trị bằng …". It stays
 * an indication heading for the reading. Measured on unseen batch 26 (COTRIMOXAZOL): "… thời gian
 * điều trị ra sao?" for a child's Shigella dysentery led with the Pneumocystis "Điều trị:" line.
 */
export function isUnaskableLabel(label: string): boolean {
  return isGenericLabel(label) || foldDiacritics(label).replace(/:\s*$/, '').trim() === 'dieu tri';
}
