import {
  bigramsOf,
  RANK,
  type AliasSource,
  type DrugLexicon,
  type DrugLexiconEntry,
  type Gate,
  type IndexedDrug,
  type Owner,
  type TypoAlias,
} from './drug-lexicon';
import {
  chemicalVariants,
  isVietnameseShaped,
  lettersOf,
  looksLikeProse,
  MIN_ALIAS_LETTERS,
  splitInnLine,
  stripSalts,
  titleVariants,
  tradeBase,
} from './drug-name-variants';
import { foldDiacritics } from '@/lib/text/fold-diacritics';
import { innSpellingKey, reorderedSpellingKeys } from './inn-spelling-key';
import { NON_DRUG_TERMS } from './non-drug-terms';
import { ELEMENTS } from './read-printed-substances';
import { tokenizeName } from './tokenize-query';
import {
  listTableAbbreviations,
  listTableNames,
  spellingKeysOf,
} from './names/register-table-names';
import type { AbbreviationEntry } from './drug-lexicon';
import { isVietnameseSyllable } from '@/lib/text/is-vietnamese-syllable';

/** Longest alias, in tokens, that is indexed. Longer "names" are prose, not names. */
const MAX_ALIAS_TOKENS = 8;
/**
 * Trade names longer than this are conversion debris in the real map ("ml) la du. de theo doi
 * toan bo duong tieu hoa" is recorded as a trade name of a contrast agent).
 */
const MAX_TRADE_TOKENS = 5;

/** The tables being filled while the lexicon is built. */
interface LexiconTables {
  exact: Map<string, Owner[]>;
  folded: Map<string, Owner[]>;
  spelling: Map<string, Owner[]>;
  typoByKey: Map<string, TypoAlias>;
  counts: { maxAliasTokens: number; aliasCount: number };
}

/** One name of one monograph, and the monograph's `searchNames` it adds to. */
interface Alias {
  drugId: string;
  name: string;
  source: AliasSource;
  searchNames: string[];
  /** A table name (names/): indexed for exact, folded and spelling matches, never for typos. */
  table?: { lab: boolean };
}

/**
 * Indexes every name a doctor may type for a monograph: the title, analogues named in a class
 * title or in brackets, the INN line (each bracketed variant), trade names, each in exact,
 * diacritic-folded and spelling-key form (English ↔ Vietnamese INN, see innSpellingKey), plus
 * a typo index over spelling-key tokens.
 */
export function buildDrugLexicon(entries: readonly DrugLexiconEntry[]): DrugLexicon {
  const tables: LexiconTables = {
    exact: new Map(),
    folded: new Map(),
    spelling: new Map(),
    typoByKey: new Map(),
    counts: { maxAliasTokens: 1, aliasCount: 0 },
  };
  const byId = new Map<string, IndexedDrug>();
  for (const entry of entries) {
    // Each monograph's own list, passed to every alias of it: no list shared across entries.
    const searchNames: string[] = [];
    byId.set(entry.drug_id, { ...entry, searchNames });
    const alias = (name: string, source: AliasSource): Alias => ({
      drugId: entry.drug_id,
      name,
      source,
      searchNames,
    });
    const { main, analogues, derived } = titleVariants(entry.drug_name.normalize('NFC'));
    for (const name of main) registerWithSaltsStripped(tables, alias(name, 'title'));
    for (const name of analogues) registerAlias(tables, alias(name, 'analogue'));
    for (const name of [...derived, ...(entry.printed_forms ?? [])])
      registerAlias(tables, alias(name, 'derived'));
    if (entry.inn) {
      for (const name of splitInnLine(entry.inn.normalize('NFC'))) {
        registerWithSaltsStripped(tables, alias(name, 'inn'));
      }
    }
    for (const name of entry.trade_names) {
      registerAlias(tables, alias(name.normalize('NFC'), 'trade'));
      const base = tradeBase(tokenizeName(name));
      if (base) registerAlias(tables, alias(base.map((t) => t.text).join(' '), 'trade_base'));
    }
  }
  registerTableNames(tables, byId);
  const typoAliases = [...tables.typoByKey.values()];
  return {
    entries: byId,
    exact: tables.exact,
    folded: tables.folded,
    spelling: tables.spelling,
    maxAliasTokens: tables.counts.maxAliasTokens,
    ...indexTypoAliases(typoAliases),
    abbreviations: indexAbbreviations(tables),
    aliasCount: tables.counts.aliasCount,
    ...indexOwnWordsAndSubstances(entries),
  };
}

/**
 * Each drug's own name words (title and INN line, by spelling key), and its printed substances
 * less them: COTRIMOXAZOL's Chống chỉ định names trimethoprim, its own component, no second
 * substance.
 */
function indexOwnWordsAndSubstances(entries: readonly DrugLexiconEntry[]): {
  ownNameWords: Map<string, ReadonlySet<string>>;
  printedSubstances: Map<string, ReadonlySet<string>>;
} {
  const ownNameWords = new Map<string, ReadonlySet<string>>();
  const printedSubstances = new Map<string, ReadonlySet<string>>();
  for (const entry of entries) {
    const words = `${entry.drug_name} ${entry.inn ?? ''}`
      .split(/[^\p{L}]+/u)
      .filter(Boolean)
      .map((w) => foldDiacritics(w).toLowerCase());
    const own = new Set(words.map(innSpellingKey));
    // Names only, as the book's substances are read (read-printed-substances.ts): "acid", an
    // element's name ("ENOXAPARIN NATRI") name no component.
    ownNameWords.set(
      entry.drug_id,
      new Set(words.filter((w) => w.length >= 5 && !ELEMENTS.has(w)).map(innSpellingKey)),
    );
    if (!entry.printed_substances?.length) continue;
    printedSubstances.set(
      entry.drug_id,
      new Set(entry.printed_substances.filter((k) => !own.has(k))),
    );
  }
  return { ownNameWords, printedSubstances };
}

function registerWithSaltsStripped(tables: LexiconTables, alias: Alias): void {
  registerAlias(tables, alias);
  const stripped = stripSalts(tokenizeName(alias.name));
  if (stripped) {
    registerAlias(tables, {
      ...alias,
      name: stripped.map((t) => t.text).join(' '),
      source: 'derived',
    });
  }
}

function registerAlias(tables: LexiconTables, alias: Alias): void {
  const { drugId, name, source } = alias;
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
  const labGate = (gate: Gate): Gate => (alias.table?.lab && gate === 'none' ? 'lab' : gate);
  // A table's Vietnamese word ("sắt", "kẽm") is an everyday word with its diacritics too.
  const exactGate: Gate = labGate(
    vietnameseShaped && (!anyDiacritics || alias.table) ? 'cue' : 'none',
  );
  // A table name whose spelling key is a Vietnamese word ("zinc" keys to "cem", as "kem", cream)
  // is read loosely only after a drug cue.
  const keyShaped =
    alias.table !== undefined &&
    tokens.every((t) => t.isNumber || isVietnameseSyllable(innSpellingKey(t.folded)));
  const looseGate: Gate = labGate(vietnameseShaped || keyShaped ? 'cue' : 'none');
  const owner = (gate: Gate): Owner => ({ drug_id: drugId, rank: RANK[source], source, gate });

  tables.counts.aliasCount += 1;
  tables.counts.maxAliasTokens = Math.max(tables.counts.maxAliasTokens, tokens.length);
  // Table names are what people type, not what the book's prose calls a drug ("kali" is in
  // every "tăng kali máu"): they stay out of searchNames.
  if (source !== 'trade' && source !== 'trade_base' && !alias.table) {
    const plain = name.normalize('NFC').toLowerCase().replace(/\s+/gu, ' ').trim();
    if (!alias.searchNames.includes(plain)) alias.searchNames.push(plain);
  }
  addOwner(tables.exact, tokens.map((t) => t.text).join(' '), owner(exactGate));
  addOwner(tables.folded, tokens.map((t) => t.folded).join(' '), owner(looseGate));
  const keys = tokens.map((t) => innSpellingKey(t.folded));
  for (const order of [keys, ...reorderedSpellingKeys(keys)]) {
    addOwner(tables.spelling, order.join(' '), owner(looseGate));
  }
  for (const variant of chemicalVariants(keys)) {
    addOwner(tables.spelling, variant.join(' '), { ...owner(looseGate), rank: RANK.derived });
  }

  // Typos are looked for among the book's own names only (title, analogues, INN line and
  // what rules derive from them). Trade names are excluded: on ~2,000 sentences of the real
  // book's prose with the real 7,417-name trade map, typo matching that included trade
  // names made 192 typo matches, nearly all false ("beta", "kali", "methicilin" each hit
  // some brand); without them, 10, then 5 with the first-letter rule (windowDistance).
  if (vietnameseShaped || lettersOf(tokens) < 5) return;
  if (source === 'trade' || source === 'trade_base' || alias.table) return;
  const typoKey = keys.join(' ');
  const existing = tables.typoByKey.get(typoKey);
  if (existing) {
    const best = existing.owners[0]?.rank ?? Number.POSITIVE_INFINITY;
    if (RANK[source] < best) existing.owners = [owner('none')];
    else if (RANK[source] === best && !existing.owners.some((o) => o.drug_id === drugId)) {
      existing.owners.push(owner('none'));
    }
  } else {
    tables.typoByKey.set(typoKey, {
      keys,
      folded: tokens.map((t) => t.folded),
      letters: Math.min(
        lettersOf(tokens),
        keys.reduce((n, key) => n + (/^\p{N}+$/u.test(key) ? 0 : key.length), 0),
      ),
      owners: [owner('none')],
    });
  }
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

/** The typo vocabulary (distinct alias tokens), where each occurs, and its bigram index. */
function indexTypoAliases(
  typoAliases: TypoAlias[],
): Pick<DrugLexicon, 'typoAliases' | 'typoVocabulary' | 'typoPostings' | 'bigramIndex'> {
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
  return { typoAliases, typoVocabulary, typoPostings, bigramIndex };
}

/**
 * The monographs a table's target names: the index's title, analogue and INN-line owners of
 * its spelling key (not trade names, not names derived by rule), so a table never reaches a
 * drug the index does not hold under that name.
 */
function ownersOfTarget(tables: LexiconTables, target: string): Owner[] {
  for (const key of spellingKeysOf(target)) {
    const owners = (tables.spelling.get(key) ?? []).filter((o) => o.rank <= RANK.inn);
    if (owners.length > 0) return owners;
  }
  return [];
}

/**
 * The INN/USAN/BAN pairs and the common names of salts and elements (names/): each name is
 * registered, as an INN-ranked alias, for the monographs the index holds under its targets. A
 * name that is already a title of another monograph keeps that owner (a title outranks it).
 */
function registerTableNames(tables: LexiconTables, byId: Map<string, IndexedDrug>): void {
  const resolved = new Map<readonly string[], string[]>();
  for (const { name, targets, lab } of listTableNames()) {
    let ids = resolved.get(targets);
    if (!ids) {
      ids = [...new Set(targets.flatMap((t) => ownersOfTarget(tables, t).map((o) => o.drug_id)))];
      resolved.set(targets, ids);
    }
    for (const drugId of ids) {
      const drug = byId.get(drugId);
      if (!drug) continue;
      registerAlias(tables, {
        drugId,
        name: name.normalize('NFC'),
        source: 'inn',
        searchNames: drug.searchNames,
        table: { lab },
      });
    }
  }
}

/** The abbreviation table, each row kept only where the index holds one of its targets. */
function indexAbbreviations(tables: LexiconTables): Map<string, AbbreviationEntry> {
  const out = new Map<string, AbbreviationEntry>();
  for (const row of listTableAbbreviations()) {
    const owners = row.targets.flatMap((t) =>
      ownersOfTarget(tables, t).map((o) => ({
        ...o,
        rank: RANK.inn,
        source: 'inn' as const,
        gate: 'none' as const,
      })),
    );
    const distinct = owners.filter(
      (o, i) => owners.findIndex((x) => x.drug_id === o.drug_id) === i,
    );
    if (distinct.length === 0) continue;
    // A lower-case form that is a Vietnamese syllable ("nac") is that word, whatever the row says.
    const anyCase = row.anyCase && !isVietnameseSyllable(row.key.toLowerCase());
    out.set(row.key, { owners: distinct, forms: row.forms, anyCase });
  }
  return out;
}
