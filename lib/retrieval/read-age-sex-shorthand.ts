/**
 * The age-and-sex shorthand of an English case line: "67M, NSTEMI", "Farmer 45M drank …",
 * "32 F", "72yo M". Measured on first-set batch 154 (first run): "Farmer 45M … co-oximetry MetHb
 * 32% … sodium nitrite 300 mg IV over how many minutes?" read no patient, so the question was not
 * about one, the safety sections were never read, and NATRI NITRIT's "Methemoglobin huyết do
 * nhiễm độc nitrat, nitrit" did not lead.
 *
 * Read from the text with its case: the letter is a capital M or F right after the number (or
 * after "yo"), with no letter or digit after it, so "45 mg", "10 MIU" and "2 mmol" are no age.
 * A number after a temperature word is a temperature ("sốt 101F", "T 102 F"), and an F over 93
 * is read as one too (a fever in Fahrenheit, not a woman of 101).
 */
const SHORTHAND = /(?<![\p{L}\d.,/])(\d{1,3})\s?(?:yo\s?|y\/o\s?|y\.o\.\s?)?([MF])(?![\p{L}\d])/gu;
const TEMPERATURE_BEFORE = /(?:sốt|sot|temp\w*|fever|nhiệt\s+độ|nhiet\s+do|\bT)\s*[:=]?\s*$/iu;
const OLDEST = 110;
const HOTTEST_AGE_IN_F = 93;

export interface AgeSexShorthand {
  age: number;
  sex: 'male' | 'female';
}

/** The first age-and-sex shorthand of the question, or undefined. */
export function readAgeSexShorthand(text: string): AgeSexShorthand | undefined {
  for (const m of text.matchAll(SHORTHAND)) {
    const age = Number(m[1]);
    const sex = m[2] === 'M' ? ('male' as const) : ('female' as const);
    if (age < 1 || age > OLDEST) continue;
    if (sex === 'female' && age > HOTTEST_AGE_IN_F) continue;
    if (TEMPERATURE_BEFORE.test(text.slice(Math.max(0, m.index - 14), m.index))) continue;
    return { age, sex };
  }
  return undefined;
}
