import { conditionText } from '@/lib/question/read-patient-conditions';

/**
 * An exception the book prints inside a contraindication: "(trừ phi để kiểm soát rung nhĩ …)",
 * "trừ khi có đồng thời rung nhĩ và suy tim", "ngoại trừ …". What it names is where the drug
 * MAY be used, so a condition named there is not the contraindication. Measured on unseen batch
 * 5: DIGOXIN's "Viêm màng tim co thắt (trừ phi để kiểm soát rung nhĩ …)" would have led a
 * question about atrial fibrillation with pre-excitation, whose contraindication is the
 * Wolff-Parkinson-White line. A parenthesis opening with "trừ" is blanked to its close; an
 * exception outside one, to the end of its clause.
 */
const IN_PARENTHESIS = /\(\s*(?:ngoai\s+)?tru\b[^)]*\)?/gu;
const IN_CLAUSE =
  /(?<![\p{L}])(?:ngoai\s+tru|tru\s+khi|tru\s+phi|tru\s+truong\s+hop)(?![\p{L}])[^;.]*/gu;

/**
 * A risk the book gives as the reason, in brackets: "(nguy cơ ức chế tử cung … suy thận ở
 * thai)", "(do nguy cơ …)", "(vì …)". What it names is the harm, often another person's (the
 * fetus, the infant), not the patient's condition. Measured on unseen batch 21: DICLOFENAC's "Không
 * nên dùng thuốc trong ba tháng cuối thai kỳ (… suy thận ở thai)" was held for a man with eGFR 55.
 */
const REASON_IN_PARENTHESIS =
  /\(\s*(?:do\s+|vi\s+)?(?:nguy\s+co|co\s+the\s+gay|gay)(?![\p{L}])[^)]*\)?/gu;

/** The folded sentence with its exceptions and bracketed reasons blanked, as conditions are read. */
export function maskExceptions(folded: string): string {
  return conditionText(
    folded.replace(IN_PARENTHESIS, ' ').replace(REASON_IN_PARENTHESIS, ' ').replace(IN_CLAUSE, ' '),
  );
}
