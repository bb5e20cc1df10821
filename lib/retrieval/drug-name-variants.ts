import { innSpellingKey } from './inn-spelling-key';
import { isVietnameseSyllable } from '@/lib/text/is-vietnamese-syllable';
import { tokenizeName, type QueryToken } from './tokenize-query';

/**
 * The names one monograph goes by, derived by rule from its title, INN line and trade names:
 * title variants and analogues, the INN line's parts, salt-stripped and suffix-stripped forms,
 * and chemical spellings. Pure string rules; build-drug-lexicon.ts indexes what they yield.
 */

/** Aliases shorter than this collide with units and abbreviations ("cp", "dl", "5d" in the real map). */
export const MIN_ALIAS_LETTERS = 3;

/**
 * Salt and hydrate words a doctor leaves out ("atropin" for ATROPIN SULFAT, "alfuzosin" for
 * Alfuzosin hydrochloride). Spelling keys (see innSpellingKey).
 */
const SALT_KEYS = new Set(
  [
    'hydroclorid',
    'hydrochloride',
    'hydrobromid',
    'hydrobromide',
    'sulfat',
    'phosphat',
    'acetat',
    'maleat',
    'fumarat',
    'tartrat',
    'citrat',
    'mesilat',
    'mesylat',
    'besilat',
    'besylat',
    'succinat',
    'propionat',
    'dipropionat',
    'furoat',
    'valerat',
    'lactat',
    'bromid',
    'clorid',
    'trihydrat',
    'dihydrat',
    'monohydrat',
    'hydrat',
    'natri',
    'kali',
    'calci',
    'magnesi',
    'dinatri',
  ].map(innSpellingKey),
);
/** Element names: stripping salts may never leave only one of these ("kali" from KALI CLORID). */
const ELEMENT_KEYS = new Set(
  ['natri', 'kali', 'calci', 'magnesi', 'nhom', 'sat', 'kem', 'bac', 'bari', 'lithi', 'acid'].map(
    innSpellingKey,
  ),
);

export function lettersOf(tokens: readonly QueryToken[]): number {
  let n = 0;
  for (const t of tokens) if (!t.isNumber) n += t.folded.length;
  return n;
}

export function isVietnameseShaped(tokens: readonly QueryToken[]): boolean {
  const words = tokens.filter((t) => !t.isNumber);
  return words.length > 0 && words.every((t) => isVietnameseSyllable(t.folded));
}

/**
 * A "trade name" that is really prose: three or more Vietnamese-shaped tokens making up at
 * least half the name ("vac xin soi - quai bi - rubella", "do do nguoi benh can tiep tuc ..."
 * in the real map are conversion debris). Brand names are not Vietnamese sentences; a short
 * one made of Vietnamese words is kept but gated (see Gate).
 */
export function looksLikeProse(tokens: readonly QueryToken[]): boolean {
  const words = tokens.filter((t) => !t.isNumber);
  const vietnamese = words.filter((t) => isVietnameseSyllable(t.folded)).length;
  return vietnamese >= 3 && vietnamese * 2 >= words.length;
}

export function splitInnLine(inn: string): string[] {
  return inn
    .split(/[();,/]|\s+(?:hoặc|or)\s+/u)
    .map((part) => part.replace(/\.\s*$/u, '').trim())
    .filter((part) => /\p{L}/u.test(part));
}

/** "SẮT (II) SULFAT" → "SẮT SULFAT"; "ACID ASCORBIC (VITAMIN C)" → names inside brackets. */
export function titleVariants(title: string): {
  main: string[];
  analogues: string[];
  derived: string[];
} {
  const main = [title];
  const analogues: string[] = [];
  const derived: string[] = [];
  const withoutBrackets = title.replace(/\s*\([^)]*\)\s*/gu, ' ').trim();
  if (withoutBrackets !== title && withoutBrackets.length > 0) main.push(withoutBrackets);
  for (const m of title.matchAll(/\(([^)]*)\)/gu)) {
    const inner = (m[1] ?? '').trim();
    // Oxidation states "(II)", "(III)" are part of a chemical name, not another name.
    if (/^[IVX]+$/iu.test(inner)) continue;
    if ((inner.match(/\p{L}/gu) ?? []).length >= MIN_ALIAS_LETTERS) analogues.push(inner);
  }
  const tokens = tokenizeName(withoutBrackets);
  const folded = tokens.map((t) => t.folded);
  const va = folded.indexOf('va');
  if (va > 0) {
    const before = tokens[va - 1];
    const after = tokens[va + 1];
    if (folded[va + 1] === 'cac' && before) {
      // Class title: "VITAMIN D VÀ CÁC THUỐC TƯƠNG TỰ" — the analogue named first is a name.
      analogues.push(withoutBrackets.slice(0, before.end));
    } else if (before && after) {
      // Combination title "A VÀ B": each component names it only if nothing else does.
      derived.push(withoutBrackets.slice(0, before.end), withoutBrackets.slice(after.start));
    }
  }
  return { main, analogues, derived };
}

/** Salt-stripped form of a name, or null when stripping would leave no real drug word. */
export function stripSalts(tokens: readonly QueryToken[]): QueryToken[] | null {
  const kept = tokens.filter((t) => t.isNumber || !SALT_KEYS.has(innSpellingKey(t.folded)));
  if (kept.length === tokens.length || kept.length === 0) return null;
  const hasDrugWord = kept.some(
    (t) =>
      !t.isNumber &&
      t.folded.length >= 5 &&
      !ELEMENT_KEYS.has(innSpellingKey(t.folded)) &&
      !SALT_KEYS.has(innSpellingKey(t.folded)),
  );
  return hasDrugWord ? kept : null;
}

/**
 * Strength, unit and dosage-form words a trade name carries after the brand ("Aspirin 81",
 * "Coducystin 200", "Atazeny Caps", "Triaxobet 1 g"): doctors type the brand alone.
 */
const TRADE_SUFFIX_WORDS = new Set([
  'mg',
  'g',
  'ml',
  'mcg',
  'iu',
  'ui',
  'caps',
  'cap',
  'capsule',
  'tab',
  'tabs',
  'tablet',
  'sachet',
  'granule',
  'granules',
  'inj',
  'injection',
  'syrup',
  'sr',
  'mr',
  'xr',
  'fc',
]);

/** The brand without its trailing strength/form words, or null if nothing was trailing. */
export function tradeBase(tokens: readonly QueryToken[]): QueryToken[] | null {
  let last = tokens.length;
  while (last > 1) {
    const t = tokens[last - 1];
    if (!t || !(t.isNumber || TRADE_SUFFIX_WORDS.has(t.folded))) break;
    last -= 1;
  }
  if (last === tokens.length) return null;
  const base = tokens.slice(0, last);
  return lettersOf(base) >= 4 && !isVietnameseShaped(base) ? base : null;
}

/**
 * Other ways a doctor writes the same chemical name, as spelling keys:
 * - a combination without its "và"/"and": "amoxicilin acid clavulanic";
 * - an acid named by its anion, as salts are: "acid clavulanic" → "clavulanat", "valproic
 *   acid" → "valproat" (the book's monographs cover the acid and its salts together).
 */
export function chemicalVariants(keys: readonly string[]): string[][] {
  const out: string[][] = [];
  const withoutAnd = keys.filter((k) => k !== 'va');
  if (withoutAnd.length !== keys.length && withoutAnd.length >= 2) out.push(withoutAnd);
  for (const base of [keys, withoutAnd]) {
    const anion: string[] = [];
    let changed = false;
    for (let i = 0; i < base.length; i += 1) {
      const k = base[i] ?? '';
      const next = base[i + 1];
      const previous = base[i - 1];
      if (k === 'acid' && next?.endsWith('ic') && next.length >= 6) continue;
      if (k.endsWith('ic') && k.length >= 6 && (previous === 'acid' || next === 'acid')) {
        anion.push(`${k.slice(0, -2)}at`);
        changed = true;
        continue;
      }
      if (k === 'acid' && previous?.endsWith('ic') && changed) continue;
      anion.push(k);
    }
    if (changed && anion.length > 0) out.push(anion);
  }
  return out;
}
