import { escapeRegExp } from '@/lib/text/escape-reg-exp';
import { foldDiacritics } from '@/lib/text/fold-diacritics';

/**
 * A substance named as a laboratory reading ("glucose 18 mmol/L", "kali máu 2,9 mmol/l",
 * "creatinin 1,4 mg/dL"): the patient's value, not a drug taken with the one asked. Measured on
 * first-set batch 88 (stop 58, first run): "… temperature 39.5 °C and glucose 18 mmol/L. Should
 * we simply keep (or increase) the acarbose …?" read glucose as a second substance and answered
 * from Tương tác thuốc.
 */
export function namedAsLabValue(questionFolded: string, name: string): boolean {
  const term = foldDiacritics(name).toLowerCase().trim();
  if (!term) return false;
  return new RegExp(
    String.raw`(?<![\p{L}])${escapeRegExp(term)}\s+(?:(?:mau|huyet(?:\s+thanh|\s+tuong)?|mao\s+mach|luc\s+doi|doi|tinh\s+mach|serum|plasma|fasting|capillary|blood)\s+)?(?:(?:la|=|:|van|is|was|of|at)\s*)?\d+(?:[.,]\d+)?\s*(?:mmol|mg\s*/\s*dl|mg\s*%|(?:µ|u|micro)mol|g\s*/\s*l|mmol\s*/\s*l|meq)`,
    'u',
  ).test(questionFolded.toLowerCase());
}
