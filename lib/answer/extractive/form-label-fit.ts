import { containsPhrase } from '@/lib/text/contains-phrase';

/**
 * The dosage forms a dose label may name ("Gel, gạc, dung dịch:", "Dạng thuốc bọt:", "Viên nén
 * giải phóng chậm:"), and how a question names each. One row per form. A route says how the drug
 * is given; a form says which product: two topical lines (a gel's "Bôi một lớp mỏng, 2 lần/ngày"
 * and the foam's "1 lần/ngày") share the route and differ here. Measured on first-set batches 95
 * and 96, once CLINDAMYCIN's acne lines were read under their age heading: "… clindamycin dạng
 * bọt (foam) bôi mặt. Ngày bôi mấy lần?" led with the gel's line, the route key preferring the
 * line that says "Bôi".
 *
 * Read with the marks (lower case, NFC), not folded: folded, "bọt" (foam) is "bột" (powder) and
 * "kem" (cream) is "kém" (poor: "kém ăn"). A question typed without marks names a form in English
 * or not at all.
 */
interface FormRow {
  name: string;
  /** How a label names it. */
  label: readonly string[];
  /** How a question names it, besides the label's words. */
  asked: readonly string[];
}

export const FORM_ROWS: readonly FormRow[] = [
  { name: 'foam', label: ['thuốc bọt', 'dạng bọt'], asked: ['bọt', 'foam'] },
  { name: 'gel', label: ['gel'], asked: ['gel'] },
  { name: 'cream', label: ['kem'], asked: ['kem', 'cream'] },
  { name: 'ointment', label: ['thuốc mỡ'], asked: ['ointment'] },
  { name: 'solution', label: ['dung dịch'], asked: ['solution', 'lotion'] },
  { name: 'pad', label: ['gạc'], asked: ['pad', 'pads'] },
  {
    name: 'suppository',
    label: ['thuốc đạn', 'viên đặt'],
    asked: ['suppository', 'suppositories'],
  },
  // Tablets and capsules: measured on unseen batches 137-138 (first runs, DILTIAZEM), "a
  // sustained-release tablet" led with "Nang giải phóng chậm", "extended-release capsules" with
  // "Viên nén giải phóng chậm": the release was read, the product was not.
  { name: 'tablet', label: ['viên nén'], asked: ['tablet', 'tablets'] },
  // Not "nang" alone: "buồng trứng đa nang", "nang thận" are cysts.
  {
    name: 'capsule',
    label: ['viên nang', 'nang giải phóng', 'nang cứng', 'nang mềm'],
    asked: ['capsule', 'capsules'],
  },
  { name: 'syrup', label: ['siro', 'sirô'], asked: ['syrup'] },
  { name: 'suspension', label: ['hỗn dịch'], asked: ['suspension'] },
  {
    name: 'slow_release',
    label: ['giải phóng chậm', 'giải phóng kéo dài'],
    asked: [
      'slow release',
      'slow-release',
      'extended release',
      'extended-release',
      'modified release',
      'sustained release',
      'sustained-release',
    ],
  },
];

/** The forms a question names (its text, with marks): read once per question. */
export function askedDosageForms(questionText: string): ReadonlySet<string> {
  const q = questionText.normalize('NFC').toLowerCase();
  return new Set(
    FORM_ROWS.filter((f) => [...f.label, ...f.asked].some((p) => containsPhrase(q, p))).map(
      (f) => f.name,
    ),
  );
}

/**
 * +1 when the line's labels (their text, with marks) name a form the question names, −1 when
 * they name only forms it does not while it names one, 0 otherwise.
 */
export function formLabelFit(labels: string, asked: ReadonlySet<string>): number {
  if (asked.size === 0) return 0;
  const text = labels.normalize('NFC').toLowerCase();
  const named = FORM_ROWS.filter((f) => f.label.some((p) => containsPhrase(text, p)));
  // A product the question does not ask, where it asks one, is another product whatever release
  // both share ("Nang giải phóng chậm" for "a sustained-release tablet").
  const products = named.filter((f) => !MODIFIERS.has(f.name));
  const askedProduct = [...asked].some((name) => !MODIFIERS.has(name));
  if (askedProduct && products.length > 0 && !products.some((f) => asked.has(f.name))) return -1;
  // …nor is a release the question does not ask ("Viên nén giải phóng chậm" for "viên nén thường").
  if (askedProduct && named.some((f) => MODIFIERS.has(f.name) && !asked.has(f.name))) return -1;
  if (named.some((f) => asked.has(f.name))) return 1;
  return named.length > 0 ? -1 : 0;
}

/** Forms that say how a product releases, not which product it is. */
const MODIFIERS: ReadonlySet<string> = new Set(['slow_release']);
