import { damerauLevenshtein } from './damerau-levenshtein';
import { innSpellingKey, reorderedSpellingKeys } from './inn-spelling-key';
import { isVietnameseSyllable } from '@/lib/text/is-vietnamese-syllable';
import { NON_DRUG_TERMS } from './non-drug-terms';
import { tokenizeName, tokenizeQuery, type QueryToken } from './tokenize-query';

/** One monograph as the lexicon sees it (the caller derives it from monographs.jsonl). */
export interface DrugLexiconEntry {
  drug_id: string;
  /** The title as printed: "AMOXICILIN", "VITAMIN D VÀ CÁC THUỐC TƯƠNG TỰ". */
  drug_name: string;
  /** `Tên chung quốc tế`, e.g. "Aciclovir (Acyclovir)." */
  inn: string | null;
  trade_names: string[];
}

export type MentionHow = 'exact' | 'folded' | 'inn' | 'trade' | 'spelling' | 'typo';

export interface DrugMention {
  drug_id: string;
  /** The question's text that matched, as typed. */
  matched: string;
  /** Offsets into the NFC form of the question. */
  start: number;
  end: number;
  how: MentionHow;
}

/**
 * Where an alias comes from. The rank orders owners of one key: a title beats an INN line,
 * which beats a trade name, which beats a name derived by rule (a salt-stripped title, one
 * component of a combination title). Only the best-ranked owners of a key are kept, so
 * "amoxicilin" names AMOXICILIN even though AMOXICILIN VÀ ACID CLAVULANIC contains it.
 */
type AliasSource = 'title' | 'analogue' | 'inn' | 'trade' | 'trade_base' | 'derived';
const RANK: Record<AliasSource, number> = {
  title: 0,
  analogue: 1,
  inn: 1,
  trade: 2,
  trade_base: 3,
  derived: 3,
};

/**
 * - 'none': matches anywhere.
 * - 'cue': only right after a drug cue ("thuốc", "biệt dược", "hoạt chất"). For names made
 *   only of Vietnamese-syllable-shaped tokens, whose folded form is an ordinary phrase:
 *   THAN HOẠT folds to "than hoat", which a question typed without diacritics can contain
 *   ("chức năng thận hoạt động"); the trade name "Am" folds like "âm".
 */
type Gate = 'none' | 'cue';

interface Owner {
  drug_id: string;
  rank: number;
  source: AliasSource;
  gate: Gate;
}

interface TypoAlias {
  /** Spelling keys of the alias's tokens. */
  keys: string[];
  /** Folded tokens (lengths decide the typo budget). */
  folded: string[];
  letters: number;
  owners: Owner[];
}

/** A monograph as indexed: its entry plus the names it goes by in other monographs' text. */
export interface IndexedDrug extends DrugLexiconEntry {
  /**
   * Title forms, analogues, salt-stripped title and INN names, lower case, no trade names:
   * what another monograph's prose calls this drug ("natri clorid", "sodium chloride"), e.g.
   * for finding it in an interaction section.
   */
  searchNames: string[];
}

export interface DrugLexicon {
  /** Monographs by drug_id, in input order. */
  readonly entries: ReadonlyMap<string, IndexedDrug>;
  readonly exact: ReadonlyMap<string, Owner[]>;
  readonly folded: ReadonlyMap<string, Owner[]>;
  readonly spelling: ReadonlyMap<string, Owner[]>;
  readonly maxAliasTokens: number;
  readonly typoAliases: readonly TypoAlias[];
  /** Distinct spelling-keyed alias tokens (typo vocabulary) and where each occurs. */
  readonly typoVocabulary: readonly string[];
  readonly typoPostings: readonly (readonly { alias: number; position: number }[])[];
  /** Padded bigram → typo vocabulary ids. */
  readonly bigramIndex: ReadonlyMap<string, number[]>;
  /** Number of aliases indexed, for reports. */
  readonly aliasCount: number;
}

/** Longest alias, in tokens, that is indexed. Longer "names" are prose, not names. */
const MAX_ALIAS_TOKENS = 8;
/**
 * Trade names longer than this are conversion debris in the real map ("ml) la du. de theo doi
 * toan bo duong tieu hoa" is recorded as a trade name of a contrast agent).
 */
const MAX_TRADE_TOKENS = 5;
/** Aliases shorter than this collide with units and abbreviations ("cp", "dl", "5d" in the real map). */
const MIN_ALIAS_LETTERS = 3;

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

/** Words after which a name is certainly a drug name. Folded. */
const DRUG_CUES: readonly (readonly string[])[] = [
  ['thuoc'],
  ['biet', 'duoc'],
  ['hoat', 'chat'],
  ['ten', 'thuong', 'mai'],
];

function lettersOf(tokens: readonly QueryToken[]): number {
  let n = 0;
  for (const t of tokens) if (!t.isNumber) n += t.folded.length;
  return n;
}

function isVietnameseShaped(tokens: readonly QueryToken[]): boolean {
  const words = tokens.filter((t) => !t.isNumber);
  return words.length > 0 && words.every((t) => isVietnameseSyllable(t.folded));
}

/**
 * A "trade name" that is really prose: three or more Vietnamese-shaped tokens making up at
 * least half the name ("vac xin soi - quai bi - rubella", "do do nguoi benh can tiep tuc ..."
 * in the real map are conversion debris). Brand names are not Vietnamese sentences; a short
 * one made of Vietnamese words is kept but gated (see Gate).
 */
function looksLikeProse(tokens: readonly QueryToken[]): boolean {
  const words = tokens.filter((t) => !t.isNumber);
  const vietnamese = words.filter((t) => isVietnameseSyllable(t.folded)).length;
  return vietnamese >= 3 && vietnamese * 2 >= words.length;
}

function splitInnLine(inn: string): string[] {
  return inn
    .split(/[();,/]|\s+(?:hoặc|or)\s+/u)
    .map((part) => part.replace(/\.\s*$/u, '').trim())
    .filter((part) => /\p{L}/u.test(part));
}

/** "SẮT (II) SULFAT" → "SẮT SULFAT"; "ACID ASCORBIC (VITAMIN C)" → names inside brackets. */
function titleVariants(title: string): { main: string[]; analogues: string[]; derived: string[] } {
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
function stripSalts(tokens: readonly QueryToken[]): QueryToken[] | null {
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
function tradeBase(tokens: readonly QueryToken[]): QueryToken[] | null {
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
function chemicalVariants(keys: readonly string[]): string[][] {
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

function addOwner(map: Map<string, Owner[]>, key: string, owner: Owner): void {
  const existing = map.get(key);
  if (!existing) {
    map.set(key, [owner]);
    return;
  }
  const best = existing[0]?.rank ?? Number.POSITIVE_INFINITY;
  if (owner.rank < best) {
    map.set(key, [owner]);
  } else if (owner.rank === best && !existing.some((o) => o.drug_id === owner.drug_id)) {
    existing.push(owner);
  }
}

function bigramsOf(key: string): string[] {
  const padded = `^${key}$`;
  const out = new Set<string>();
  for (let i = 0; i + 2 <= padded.length; i += 1) out.add(padded.slice(i, i + 2));
  return [...out];
}

/**
 * Indexes every name a doctor may type for a monograph: the title, analogues named in a class
 * title or in brackets, the INN line (each bracketed variant), trade names, each in exact,
 * diacritic-folded and spelling-key form (English ↔ Vietnamese INN, see innSpellingKey), plus
 * a typo index over spelling-key tokens.
 */
export function buildDrugLexicon(entries: readonly DrugLexiconEntry[]): DrugLexicon {
  const exact = new Map<string, Owner[]>();
  const folded = new Map<string, Owner[]>();
  const spelling = new Map<string, Owner[]>();
  const typoByKey = new Map<string, TypoAlias>();
  const byId = new Map<string, IndexedDrug>();
  let searchNames: string[] = [];
  let maxAliasTokens = 1;
  let aliasCount = 0;

  const register = (drugId: string, name: string, source: AliasSource): void => {
    const tokens = tokenizeName(name);
    if (tokens.length === 0 || tokens.length > MAX_ALIAS_TOKENS) return;
    if (lettersOf(tokens) < MIN_ALIAS_LETTERS) return;
    if (source === 'trade' || source === 'trade_base') {
      if (tokens.length > MAX_TRADE_TOKENS || looksLikeProse(tokens)) return;
      if (tokens.length === 1 && NON_DRUG_TERMS.has(tokens[0]?.folded ?? '')) return;
    }
    // Two or fewer Vietnamese-shaped words fold into everyday phrases; three or more ("huyết
    // thanh kháng uốn ván") do not occur by accident.
    const vietnameseShaped = isVietnameseShaped(tokens) && tokens.length <= 2;
    const anyDiacritics = tokens.some((t) => t.hasDiacritics);
    const exactGate: Gate = vietnameseShaped && !anyDiacritics ? 'cue' : 'none';
    const looseGate: Gate = vietnameseShaped ? 'cue' : 'none';
    const owner = (gate: Gate): Owner => ({ drug_id: drugId, rank: RANK[source], source, gate });

    aliasCount += 1;
    maxAliasTokens = Math.max(maxAliasTokens, tokens.length);
    if (source !== 'trade' && source !== 'trade_base') {
      const plain = name.normalize('NFC').toLowerCase().replace(/\s+/gu, ' ').trim();
      if (!searchNames.includes(plain)) searchNames.push(plain);
    }
    addOwner(exact, tokens.map((t) => t.text).join(' '), owner(exactGate));
    addOwner(folded, tokens.map((t) => t.folded).join(' '), owner(looseGate));
    const keys = tokens.map((t) => innSpellingKey(t.folded));
    for (const order of [keys, ...reorderedSpellingKeys(keys)]) {
      addOwner(spelling, order.join(' '), owner(looseGate));
    }
    for (const variant of chemicalVariants(keys)) {
      addOwner(spelling, variant.join(' '), { ...owner(looseGate), rank: RANK.derived });
    }

    // Typos are looked for among the book's own names only (title, analogues, INN line and
    // what rules derive from them). Trade names are excluded: on ~2,000 sentences of the real
    // book's prose with the real 7,417-name trade map, typo matching that included trade
    // names made 192 typo matches, nearly all false ("beta", "kali", "methicilin" each hit
    // some brand); without them, 10, then 5 with the first-letter rule (windowDistance).
    if (vietnameseShaped || lettersOf(tokens) < 5) return;
    if (source === 'trade' || source === 'trade_base') return;
    const typoKey = keys.join(' ');
    const existing = typoByKey.get(typoKey);
    if (existing) {
      const best = existing.owners[0]?.rank ?? Number.POSITIVE_INFINITY;
      if (RANK[source] < best) existing.owners = [owner('none')];
      else if (RANK[source] === best && !existing.owners.some((o) => o.drug_id === drugId)) {
        existing.owners.push(owner('none'));
      }
    } else {
      typoByKey.set(typoKey, {
        keys,
        folded: tokens.map((t) => t.folded),
        letters: Math.min(
          lettersOf(tokens),
          keys.reduce((n, key) => n + (/^\p{N}+$/u.test(key) ? 0 : key.length), 0),
        ),
        owners: [owner('none')],
      });
    }
  };

  const registerWithSaltsStripped = (drugId: string, name: string, source: AliasSource) => {
    register(drugId, name, source);
    const tokens = tokenizeName(name);
    const stripped = stripSalts(tokens);
    if (stripped) register(drugId, stripped.map((t) => t.text).join(' '), 'derived');
  };

  for (const entry of entries) {
    searchNames = [];
    byId.set(entry.drug_id, { ...entry, searchNames });
    const { main, analogues, derived } = titleVariants(entry.drug_name.normalize('NFC'));
    for (const name of main) registerWithSaltsStripped(entry.drug_id, name, 'title');
    for (const name of analogues) register(entry.drug_id, name, 'analogue');
    for (const name of derived) register(entry.drug_id, name, 'derived');
    if (entry.inn) {
      for (const name of splitInnLine(entry.inn.normalize('NFC'))) {
        registerWithSaltsStripped(entry.drug_id, name, 'inn');
      }
    }
    for (const name of entry.trade_names) {
      register(entry.drug_id, name.normalize('NFC'), 'trade');
      const base = tradeBase(tokenizeName(name));
      if (base) register(entry.drug_id, base.map((t) => t.text).join(' '), 'trade_base');
    }
  }

  const typoAliases = [...typoByKey.values()];
  const vocabularyIds = new Map<string, number>();
  const typoVocabulary: string[] = [];
  const typoPostings: { alias: number; position: number }[][] = [];
  typoAliases.forEach((alias, aliasIndex) => {
    alias.keys.forEach((key, position) => {
      let id = vocabularyIds.get(key);
      if (id === undefined) {
        id = typoVocabulary.length;
        vocabularyIds.set(key, id);
        typoVocabulary.push(key);
        typoPostings.push([]);
      }
      typoPostings[id]?.push({ alias: aliasIndex, position });
    });
  });
  const bigramIndex = new Map<string, number[]>();
  typoVocabulary.forEach((key, id) => {
    // Tokens shorter than 4 letters must match exactly; they need no typo postings.
    if (key.length < 4 || /^\p{N}+$/u.test(key)) return;
    for (const bigram of bigramsOf(key)) {
      const list = bigramIndex.get(bigram);
      if (list) list.push(id);
      else bigramIndex.set(bigram, [id]);
    }
  });

  return {
    entries: byId,
    exact,
    folded,
    spelling,
    maxAliasTokens,
    typoAliases,
    typoVocabulary,
    typoPostings,
    bigramIndex,
    aliasCount,
  };
}

// ── matching ────────────────────────────────────────────────────────────────────────────────

interface Candidate {
  first: number;
  /** Exclusive. */
  last: number;
  owners: Owner[];
  how: MentionHow;
  /** Typo distance (0 for the other kinds): a closer typo wins. */
  distance: number;
}

function followsDrugCue(tokens: readonly QueryToken[], first: number): boolean {
  return DRUG_CUES.some((cue) => {
    if (first < cue.length) return false;
    for (let k = 0; k < cue.length; k += 1) {
      if (tokens[first - cue.length + k]?.folded !== cue[k]) return false;
    }
    return !tokens[first]?.breakBefore;
  });
}

function passGate(owners: readonly Owner[], cue: boolean): Owner[] {
  return owners.filter((o) => o.gate === 'none' || cue);
}

function howFor(owner: Owner, via: 'exact' | 'folded' | 'spelling'): MentionHow {
  if (owner.source === 'trade' || owner.source === 'trade_base') return 'trade';
  if (via === 'spelling') return 'spelling';
  if (owner.source === 'inn') return 'inn';
  return via === 'exact' ? 'exact' : 'folded';
}

/** Per-token typo budget by the name token's length (folded letters). */
function tokenBudget(letters: number): number {
  if (letters < 5) return 0;
  return letters <= 8 ? 1 : 2;
}

/**
 * A question token that may be a misspelt drug word: long enough, not a number, not an
 * ordinary Vietnamese word ("trẻ", "liều" — syllable-shaped), not a lab value or unit.
 */
function isTypoEligible(token: QueryToken): boolean {
  return (
    !token.isNumber &&
    token.folded.length >= 4 &&
    !isVietnameseSyllable(token.folded) &&
    !NON_DRUG_TERMS.has(token.folded)
  );
}

function exactCandidates(lexicon: DrugLexicon, tokens: readonly QueryToken[]): Candidate[] {
  const out: Candidate[] = [];
  const keys = tokens.map((t) => innSpellingKey(t.folded));
  for (let first = 0; first < tokens.length; first += 1) {
    const cue = followsDrugCue(tokens, first);
    let exactKey = '';
    let foldedKey = '';
    let spellingKey = '';
    const limit = Math.min(lexicon.maxAliasTokens, tokens.length - first);
    for (let n = 1; n <= limit; n += 1) {
      const token = tokens[first + n - 1];
      if (!token || (n > 1 && token.breakBefore)) break;
      const sep = n > 1 ? ' ' : '';
      exactKey += sep + token.text;
      foldedKey += sep + token.folded;
      spellingKey += sep + (keys[first + n - 1] ?? '');
      const attempts: ['exact' | 'folded' | 'spelling', Owner[] | undefined][] = [
        ['exact', lexicon.exact.get(exactKey)],
        ['folded', lexicon.folded.get(foldedKey)],
        ['spelling', lexicon.spelling.get(spellingKey)],
      ];
      for (const [via, owners] of attempts) {
        if (!owners) continue;
        const passed = passGate(owners, cue);
        if (passed.length === 0) continue;
        // A question typed with diacritics that differ from the name's is another word:
        // "thận" must not match a name spelt "than".
        if (via !== 'exact' && typedAsOtherVietnameseWords(tokens, first, n)) continue;
        const head = passed[0];
        if (!head) continue;
        out.push({ first, last: first + n, owners: passed, how: howFor(head, via), distance: 0 });
        break;
      }
    }
  }
  return out;
}

/**
 * True when a folded or spelling match would pair ordinary Vietnamese words typed WITH
 * diacritics with a name spelt otherwise: "thận hoạt động" is not THAN HOẠT. Typed diacritics
 * say which word it is; only a question typed without them is ambiguous (and gated by a cue).
 */
function typedAsOtherVietnameseWords(
  tokens: readonly QueryToken[],
  first: number,
  n: number,
): boolean {
  const typed = tokens.slice(first, first + n);
  return (
    typed.some((t) => t.hasDiacritics) &&
    typed.every((t) => t.isNumber || isVietnameseSyllable(t.folded))
  );
}

function typoCandidates(
  lexicon: DrugLexicon,
  tokens: readonly QueryToken[],
  covered: readonly boolean[],
): Candidate[] {
  const out: Candidate[] = [];
  const keys = tokens.map((t) => innSpellingKey(t.folded));
  const counts = new Map<number, number>();
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i];
    const key = keys[i];
    if (!token || key === undefined || covered[i] || !isTypoEligible(token)) continue;
    counts.clear();
    for (const bigram of bigramsOf(key)) {
      for (const id of lexicon.bigramIndex.get(bigram) ?? [])
        counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    for (const [id, shared] of counts) {
      const candidate = lexicon.typoVocabulary[id];
      if (candidate === undefined) continue;
      const longest = Math.max(candidate.length, key.length);
      const budget = tokenBudget(candidate.length);
      // q-gram filter: one edit destroys at most 3 padded bigrams (a swap).
      if (Math.abs(candidate.length - key.length) > budget || shared < longest + 1 - 3 * budget) {
        continue;
      }
      for (const posting of lexicon.typoPostings[id] ?? []) {
        const alias = lexicon.typoAliases[posting.alias];
        if (!alias) continue;
        const first = i - posting.position;
        const last = first + alias.keys.length;
        if (first < 0 || last > tokens.length) continue;
        const total = windowDistance(alias, tokens, keys, covered, first);
        if (total === null) continue;
        out.push({ first, last, owners: alias.owners, how: 'typo', distance: total });
      }
    }
  }
  return out;
}

/** Summed typo distance of a question window against a name, or null if it is not a typo. */
function windowDistance(
  alias: TypoAlias,
  tokens: readonly QueryToken[],
  keys: readonly string[],
  covered: readonly boolean[],
  first: number,
): number | null {
  const nameBudget = tokenBudget(alias.letters);
  if (nameBudget === 0) return null;
  let total = 0;
  for (let k = 0; k < alias.keys.length; k += 1) {
    const token = tokens[first + k];
    const typedKey = keys[first + k];
    const nameKey = alias.keys[k];
    if (!token || typedKey === undefined || nameKey === undefined || covered[first + k])
      return null;
    if (k > 0 && token.breakBefore) return null;
    if (typedKey === nameKey) continue;
    // The shorter of the printed and keyed lengths: "potassium" keys to "cali" (4 letters), so
    // it gets no typo budget, and "calci" cannot pass for it.
    const budget = tokenBudget(Math.min((alias.folded[k] ?? '').length, nameKey.length));
    if (budget === 0 || !isTypoEligible(token)) return null;
    const d = damerauLevenshtein(typedKey, nameKey, budget);
    if (d > budget) return null;
    // Two edits and a different first letter is another word, not a typo: measured on the
    // real book's prose, "imidazol" → tinidazol, "glutamic" → flutamid, "carbonat" →
    // bicarbonat were the false matches this removes.
    if (d === 2 && typedKey[0] !== nameKey[0]) return null;
    // Two letters more or fewer is another INN of the same family, not a slip: the golden set's
    // "prednison liều trẻ em" was answered from PREDNISOLON before this rule.
    if (d === 2 && Math.abs(typedKey.length - nameKey.length) === 2) return null;
    total += d;
    if (total > nameBudget) return null;
  }
  return total === 0 ? null : total;
}

function selectNonOverlapping(
  candidates: Candidate[],
  tokens: readonly QueryToken[],
  covered: boolean[],
): Candidate[] {
  const charLength = (c: Candidate) =>
    (tokens[c.last - 1]?.end ?? 0) - (tokens[c.first]?.start ?? 0);
  const sorted = [...candidates].sort(
    (a, b) =>
      b.last - b.first - (a.last - a.first) ||
      charLength(b) - charLength(a) ||
      a.distance - b.distance ||
      (a.owners[0]?.rank ?? 9) - (b.owners[0]?.rank ?? 9) ||
      a.first - b.first,
  );
  const chosen: Candidate[] = [];
  for (const c of sorted) {
    let free = true;
    for (let i = c.first; i < c.last; i += 1) if (covered[i]) free = false;
    if (!free) continue;
    for (let i = c.first; i < c.last; i += 1) covered[i] = true;
    chosen.push(c);
  }
  return chosen;
}

/**
 * Drug names in a question, longest match first (so "natri clorid" is one mention, not a
 * fragment), then typos in what is left. A name shared by several monographs yields one
 * mention per monograph, at the same span. Mentions come back in question order.
 */
export function findDrugMentions(lexicon: DrugLexicon, question: string): DrugMention[] {
  const text = question.normalize('NFC');
  const tokens = tokenizeQuery(text);
  const covered = tokens.map(() => false);
  const chosen = selectNonOverlapping(exactCandidates(lexicon, tokens), tokens, covered);
  // Typos compete only for what exact, folded and spelling matches left, closest first.
  const typos = typoCandidates(lexicon, tokens, covered).sort(
    (a, b) =>
      a.distance - b.distance ||
      (a.owners[0]?.rank ?? 9) - (b.owners[0]?.rank ?? 9) ||
      b.last - b.first - (a.last - a.first),
  );
  for (const c of typos) {
    let free = true;
    for (let i = c.first; i < c.last; i += 1) if (covered[i]) free = false;
    if (!free) continue;
    // Equally close, equally ranked names of different drugs at one span: too ambiguous to
    // guess between, so neither is reported (the span stays taken).
    const ambiguous = typos.some(
      (o) =>
        o !== c &&
        o.distance === c.distance &&
        o.first === c.first &&
        o.last === c.last &&
        (o.owners[0]?.rank ?? 9) === (c.owners[0]?.rank ?? 9) &&
        o.owners.some((w) => !c.owners.some((v) => v.drug_id === w.drug_id)),
    );
    for (let i = c.first; i < c.last; i += 1) covered[i] = true;
    if (!ambiguous) chosen.push(c);
  }

  const mentions: DrugMention[] = [];
  for (const c of chosen.sort((a, b) => a.first - b.first)) {
    const start = tokens[c.first]?.start ?? 0;
    const end = tokens[c.last - 1]?.end ?? start;
    for (const owner of c.owners) {
      mentions.push({
        drug_id: owner.drug_id,
        matched: text.slice(start, end),
        start,
        end,
        how: c.how,
      });
    }
  }
  return mentions;
}
