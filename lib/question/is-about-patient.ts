import { hasSafetyValues } from '@/lib/answer/safety/find-holding-lines';
import type { AskedQuestion } from './asked-question';
import { askedSections } from './asked-sections';

/**
 * A person the question describes: "bn", "bệnh nhân", "người bệnh", "bé", "patient", and the
 * English "man", "72 yo", "his" … (unseen batch 18: "Sick sinus syndrome, … his sick sinus
 * syndrome?" was read as about the drug). A diabetic, or one admitted, is a patient too
 * (first-set batch 88: "A type 2 diabetic … is admitted with pneumonia, temperature 39.5 °C …
 * Should we simply keep … the acarbose …?" read no patient, and ACARBOSE's stress caution never
 * led).
 */
const PERSON =
  /(?<![\p{L}])(?:bn|bnhan|benh\s+nhan|benh\s+nhi|nguoi(?:\s+benh)?|patient|pt|be|tre|chau|san\s+phu|thai\s+phu|man|woman|boy|girl|child|infant|(?:\d+\s*)?(?:yo|y\/o|year\s+old|years\s+old)|his|her|he|she|diabetic|admitted)(?![\p{L}])/u;

/**
 * Whether the conditions a question names are a patient's: it describes a person, gives the
 * patient's values, asks whether the drug may be used, or asks its dose.
 * Not a question about the drug itself ("Cefotaxim có dị ứng chéo với penicilin không?"):
 * measured on the golden probes, its cross-allergy answer was pushed under Chống chỉ định's
 * "Tiền sử dị ứng …", as if the question had said the patient was allergic.
 */
export function isAboutPatient(asked: AskedQuestion): boolean {
  if (asked.asks.canUse || hasSafetyValues(asked.patient)) return true;
  if (PERSON.test(asked.text.folded)) return true;
  const sections = askedSections(asked.understood.sections);
  return sections.has('lieu_luong_va_cach_dung');
}
