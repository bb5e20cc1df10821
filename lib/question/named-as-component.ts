import { phraseAt, phraseOffsets } from '@/lib/text/contains-phrase';

/**
 * The asked drug is given as a combination, and the substance named is one of its components:
 * "viên phối hợp abacavir 300 mg/lamivudin 150 mg/zidovudin 300 mg", "abacavir + lamivudine",
 * "a fixed-dose combination of abacavir, lamivudine and zidovudine". An allergy to that substance
 * is an allergy to "một trong các thành phần của thuốc", which Chống chỉ định prints. Measured on
 * first-set batch 97 (first run): a patient allergic to zidovudine, asked about the triple pill,
 * was shown ABACAVIR's pharmacology, "Dị ứng với abacavir hoặc với một trong các thành phần của
 * thuốc" second.
 *
 * Reads the folded question; `asked` and `substance` are folded names. The substance is a
 * component when a "/" or "+" joins it to the asked drug's name (amounts between), or when both
 * sit in one clause after a word that says a combination.
 */
const JOINED = /^[\s\d.,]*(?:mg|mcg|g|ml|microgam)?\s*[/+]\s*/u;
const COMBINATION =
  /(?<![\p{L}])(?:phoi\s+hop|ket\s+hop|hon\s+hop|combination|combined|fixed[\s-]dose|co[\s-]formulated)(?![\p{L}])/gu;
const CLAUSE_END = /[.;?!]/;

export function namedAsComponent(folded: string, asked: string, substance: string): boolean {
  if (!asked || !substance || asked === substance) return false;
  const names = [asked, substance];
  // "asked … / substance" or "substance … / asked", each hop one "/" or "+" with its amount.
  for (const [a, b] of [names, [...names].reverse()]) {
    for (const at of phraseOffsets(folded, a!)) {
      let rest = folded.slice(at + a!.length);
      for (let hop = 0; hop < 3; hop++) {
        const joint = JOINED.exec(rest);
        if (!joint || joint[0].search(/[/+]/) < 0) break;
        rest = rest.slice(joint[0].length);
        if (phraseAt(rest, b!) === 0) return true;
        rest = rest.replace(/^\S+/, '');
      }
    }
  }
  for (const m of folded.matchAll(COMBINATION)) {
    const after = folded.slice(m.index + m[0].length);
    const stop = after.search(CLAUSE_END);
    const clause = stop < 0 ? after : after.slice(0, stop);
    if (phraseAt(clause, asked) >= 0 && phraseAt(clause, substance) >= 0) return true;
  }
  return false;
}
