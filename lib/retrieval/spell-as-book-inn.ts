/**
 * A drug name as an English question spells it, spelled as the book spells the INN: the
 * Vietnamese national names drop the final silent "e" of the English INN ("quinidine" →
 * "quinidin", "omeprazole" → "omeprazol", "methoxyflurane" → "methoxyfluran", "furosemide" →
 * "furosemid", "sulfate" → "sulfat"). Measured on unseen batch 24 (first run): "… on quinidine
 * sulfate … What does diltiazem do to quinidine exposure …?" was told that DILTIAZEM's
 * interactions do not name "quinidine sulfate", above "Quinidin: Khi phối hợp 2 thuốc …"; the
 * doxycycline–methoxyflurane pair alike.
 *
 * Returns the folded variants worth searching the book's lists for, the term first: the term
 * spelled so, and its first word (the base without its salt: "quinidin"). Only Latin words of six
 * letters or more ending in a consonant and "e" change.
 */
export function spellAsBookInn(folded: string): string[] {
  const words = folded.trim().split(/\s+/).filter(Boolean);
  const spelled = words.map((w) => (/^[a-z]{4,}[^aeiouy]e$/.test(w) ? w.slice(0, -1) : w));
  const out = [words.join(' '), spelled.join(' ')];
  if (spelled.length > 1 && spelled[0]!.length >= 5) out.push(spelled[0]!);
  return [...new Set(out)].filter((v) => v.length > 0);
}
