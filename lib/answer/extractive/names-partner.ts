import { innSpellingKey } from '@/lib/retrieval/inn-spelling-key';
import { INN_NAME_PAIRS } from '@/lib/retrieval/names/inn-name-pairs';
import { containsPhrase } from '@/lib/text/contains-phrase';
import { foldDiacritics } from '@/lib/text/fold-diacritics';

/*
 * Whether a book sentence names the interaction partner the question names, however either
 * spells it. Measured on unseen real questions (batch 4, first run): "fluconazole" (English) was
 * not found in CLOPIDOGREL's "… (ví dụ omeprazol, cimetidin, fluconazol, …)", "ciclosporin" not
 * in CODEIN's "Codein làm giảm chuyển hóa cyclosporin", "rifampicin" (INN) not in DILTIAZEM's
 * "Rifampin: …" (USAN); each answer said the section did not name the partner.
 */

/** A folded text as spelling keys (inn-spelling-key.ts), one per word, one space between. */
function keyed(folded: string): string {
  return folded
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map(innSpellingKey)
    .join(' ');
}

const ROWS = INN_NAME_PAIRS.map((row) => ({
  names: row.map((name) => foldDiacritics(name)),
  keys: row.map((name) => keyed(foldDiacritics(name))),
}));

function synonymsOf(phrases: readonly string[]): Set<string> {
  const out = new Set(phrases);
  for (const phrase of phrases) {
    const key = keyed(phrase);
    for (const row of ROWS) if (row.keys.includes(key)) for (const n of row.names) out.add(n);
  }
  return out;
}

/**
 * The partner's names: each phrase (folded) and the other names of its INN/USAN/BAN row
 * (inn-name-pairs.ts: rifampicin ↔ rifampin, epinephrine ↔ adrenaline, …), less every name
 * of the asked drug by any spelling: read as a partner, the drug's own name (FUROSEMID's
 * "furosemide") made every sentence of its own monograph "name the partner".
 */
export function withPartnerSynonyms(phrases: readonly string[], askedName: string): string[] {
  const own = new Set([...synonymsOf([askedName])].map(keyed));
  return [...synonymsOf(phrases)].filter((p) => !own.has(keyed(p)));
}

/**
 * Whether `folded` names one of `phrases` as printed or by its spelling key (fluconazole,
 * fluconazol). The line is keyed once, and only when no phrase is printed as asked.
 */
export function namesPartner(folded: string, phrases: readonly string[]): boolean {
  if (phrases.some((phrase) => containsPhrase(folded, phrase))) return true;
  const keys = phrases.map(keyed).filter((key) => key.length > 2);
  if (keys.length === 0) return false;
  const line = keyed(folded);
  return keys.some((key) => containsPhrase(line, key));
}
