/**
 * The drug lexicon's shape: the names a doctor may type for each monograph, keyed exactly,
 * diacritic-folded and by spelling key, plus a typo index. Built by build-drug-lexicon.ts from
 * the names drug-name-variants.ts derives; read by find-drug-mentions.ts.
 */

/** One monograph as the lexicon sees it (the caller derives it from monographs.jsonl). */
export interface DrugLexiconEntry {
  drug_id: string;
  /** The title as printed: "AMOXICILIN", "VITAMIN D VÀ CÁC THUỐC TƯƠNG TỰ". */
  drug_name: string;
  /** `Tên chung quốc tế`, e.g. "Aciclovir (Acyclovir)." */
  inn: string | null;
  trade_names: string[];
  /**
   * The spelling keys of the substances its Tương tác thuốc, Tương kỵ and Chống chỉ định print
   * (read-printed-substances.ts); absent where the caller has no section text.
   */
  printed_substances?: readonly string[];
  /** The drug's acid forms its own monograph prints ("enalaprilat"; read-printed-substances.ts). */
  printed_forms?: readonly string[];
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
export type AliasSource = 'title' | 'analogue' | 'inn' | 'trade' | 'trade_base' | 'derived';
export const RANK: Record<AliasSource, number> = {
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
 * - 'lab': a bare element from the common-name table ("kali", "potassium"): matches except
 *   beside lab words ("tăng kali máu", "serum potassium"; names/common-substance-names.ts).
 */
export type Gate = 'none' | 'cue' | 'lab';

export interface Owner {
  drug_id: string;
  rank: number;
  source: AliasSource;
  gate: Gate;
}

export interface TypoAlias {
  /** Spelling keys of the alias's tokens. */
  keys: string[];
  /** Folded tokens (lengths decide the typo budget). */
  folded: string[];
  letters: number;
  owners: Owner[];
}

export interface AbbreviationEntry {
  owners: Owner[];
  /** The table's own forms, punctuation removed, case kept ("AmB"). */
  forms: string[];
  anyCase: boolean;
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
  /**
   * Clinicians' abbreviations (names/clinician-abbreviations.ts) held by the index, by
   * abbreviationKey ("5FU"): matched on the typed form, upper case unless `anyCase`.
   */
  readonly abbreviations: ReadonlyMap<string, AbbreviationEntry>;
  /** Number of aliases indexed, for reports. */
  readonly aliasCount: number;
  /**
   * Per drug_id, the spelling keys of the substances its monograph names besides itself
   * (DrugLexiconEntry.printed_substances less the drug's own name words).
   */
  readonly printedSubstances: ReadonlyMap<string, ReadonlySet<string>>;
  /**
   * Per drug_id, the spelling keys of the words of its title and INN line: a combination's
   * components ("sulfamethoxazole" of COTRIMOXAZOL) name the drug itself, no second substance.
   */
  readonly ownNameWords: ReadonlyMap<string, ReadonlySet<string>>;
}

/** Padded bigrams of a spelling key: the typo index's posting keys, built and queried alike. */
export function bigramsOf(key: string): string[] {
  const padded = `^${key}$`;
  const out = new Set<string>();
  for (let i = 0; i + 2 <= padded.length; i += 1) out.add(padded.slice(i, i + 2));
  return [...out];
}
