import 'server-only';
import { foldDiacritics } from '@/lib/text/fold-diacritics';

/**
 * Whether a line the book ends with ":" is a population or condition label ("Trẻ em dưới 12
 * tuổi", "Suy thận", "Viêm màng não do Cryptococcus", "Với procainamid") that the sentences
 * after it are read under — or a sentence that introduces what follows ("Độ thanh thải
 * creatinin được tính theo công thức", "… như sau"). Before this rule such a lead-in was carried
 * onto every titration step after a formula: "… công thức — Bước 2: …". By grammar: a label is
 * a short noun phrase; a lead-in has a passive or a verb of showing, or points at what follows.
 * Measured on the real book (SPIRONOLACTON): "Giảm natri huyết thường biểu hiện: Khô miệng …"
 * was carried onto the rest of its paragraph, "Giảm natri huyết thường biểu hiện: Khi phối hợp
 * với một thuốc lợi tiểu thiazid …".
 */
const LEAD_IN =
  /(?<![\p{L}])(duoc|nhu\s+sau|sau\s+day|duoi\s+day|theo\s+cong\s+thuc|cong\s+thuc|bang\s+sau|trinh\s+bay|tinh\s+theo|gom|bao\s+gom|thuong\s+bieu\s+hien|bieu\s+hien\s+(?:la|bang))(?![\p{L}])/u;
const MAX_LABEL_WORDS = 9;
/**
 * A heading alone on its line may be longer: "Dự phòng giảm chức năng thận do thuốc cản quang:",
 * "Điều trị khô mắt có tiết chất nhày bất thường:" (10 words each) head their doses. Measured on
 * first-set batches 111 and 112 (first runs, ACETYLCYSTEIN): read as no label, "Uống 600 mg, 2
 * lần/ngày" stood under none, and the contrast-prophylaxis dose was never shown.
 */
const MAX_HEADING_WORDS = 12;

/** The same test for a label printed alone on its line, a heading over what follows. */
export function isConditionHeading(label: string): boolean {
  return isLabelOf(label, MAX_HEADING_WORDS);
}

export function isConditionLabel(label: string): boolean {
  return isLabelOf(label, MAX_LABEL_WORDS);
}

// One argument each above: both are passed to Array.filter, whose index must not be read as a
// word limit.
function isLabelOf(label: string, maxWords: number): boolean {
  const text = label.replace(/:\s*$/, '').trim();
  if (text.length === 0) return false;
  // A parenthesis qualifies the label without lengthening it: "Dự phòng huyết khối cho trẻ em
  // (tiêm dưới da)" is a label of six words. Measured on the real book (ENOXAPARIN): counted
  // whole, the children's two dose headings were no labels, and the prophylaxis doses were read
  // under the treatment paragraph's "Trẻ 2 tháng - 18 tuổi".
  const words = text
    .replace(/\([^()]*\)/g, ' ')
    .trim()
    .split(/\s+/);
  if (words.length > maxWords) return false;
  return !LEAD_IN.test(foldDiacritics(text));
}
