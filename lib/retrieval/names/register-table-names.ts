import { innSpellingKey, reorderedSpellingKeys } from '../inn-spelling-key';
import { tokenizeName } from '../tokenize-query';
import { CLINICIAN_ABBREVIATIONS } from './clinician-abbreviations';
import { COMMON_SUBSTANCE_NAMES } from './common-substance-names';
import { DRUG_CLASS_MEMBERS } from './drug-class-members';
import { INN_NAME_PAIRS } from './inn-name-pairs';
import { LOOK_ALIKE_PAIRS } from './look-alike-names';

/** The spelling keys a name is indexed under (its token order and the reversed chemical order). */
export function spellingKeysOf(name: string): string[] {
  const keys = tokenizeName(name).map((t) => innSpellingKey(t.folded));
  if (keys.length === 0) return [];
  return [keys, ...reorderedSpellingKeys(keys)].map((k) => k.join(' '));
}

/** "5-FU", "5 FU", "5fu" → "5FU": an abbreviation's key, letters and digits only, upper case. */
export function abbreviationKey(typed: string): string {
  return typed
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}]/gu, '')
    .toUpperCase();
}

/** One name a table gives a monograph, before the lexicon knows which monographs it holds. */
export interface TableName {
  name: string;
  /** The book's names it stands for: the monographs the index holds under one of them own it. */
  targets: readonly string[];
  /** A bare element that is also a lab value (common-substance-names.ts LAB_CONTEXT). */
  lab: boolean;
}

/**
 * Every name of the INN/USAN/BAN and common-name tables with what it stands for. An INN row's
 * names all stand for each other; a common name stands for its targets.
 */
export function listTableNames(): TableName[] {
  const out: TableName[] = [];
  for (const row of INN_NAME_PAIRS) {
    for (const name of row) out.push({ name, targets: row, lab: false });
  }
  for (const row of COMMON_SUBSTANCE_NAMES) {
    for (const name of row.names) out.push({ name, targets: row.targets, lab: row.lab === true });
  }
  return out;
}

export interface TableAbbreviation {
  key: string;
  /** The forms as the table writes them, keyed but case kept ("AmB", "LPV/r" → "LPVr"). */
  forms: string[];
  targets: readonly string[];
  anyCase: boolean;
}

export function listTableAbbreviations(): TableAbbreviation[] {
  const byKey = new Map<string, TableAbbreviation>();
  for (const row of CLINICIAN_ABBREVIATIONS) {
    for (const abbreviation of row.abbreviations) {
      const key = abbreviationKey(abbreviation);
      const form = abbreviation.replace(/[^\p{L}\p{N}]/gu, '');
      const existing = byKey.get(key);
      if (existing) {
        existing.forms.push(form);
        continue;
      }
      byKey.set(key, { key, forms: [form], targets: row.targets, anyCase: row.anyCase === true });
    }
  }
  return [...byKey.values()];
}

let knownKeys: Set<string> | null = null;

/**
 * True when a typed word (folded) is itself a drug's name in one of the tables, or a drug the
 * look-alike list names: then it is never "corrected" to another monograph's name.
 */
export function isTableDrugName(folded: string): boolean {
  if (!knownKeys) {
    knownKeys = new Set<string>();
    const names = [...listTableNames().map((t) => t.name), ...LOOK_ALIKE_PAIRS.flat()];
    for (const name of names) for (const k of spellingKeysOf(name)) knownKeys.add(k);
  }
  return spellingKeysOf(folded).some((k) => knownKeys!.has(k));
}

let innKeys: Set<string> | null = null;

/**
 * True when a typed word (folded) is a drug's international name in the INN/USAN/BAN table, the
 * look-alike list or a class's members (drug-class-members.ts): a drug, whether or not the index
 * holds it. Not the common names of salts and elements ("iron", "zinc" are words of a sentence
 * too), nor a class member of more than one word. Measured on unseen batch 15 (first run): "…
 * ngừng phenelzin từ 9 ngày trước …, định cho adrenalin TDD" named no co-medication, so
 * EPINEPHRIN's "Người đang dùng thuốc ức chế MAO trong vòng 2 tuần" never led.
 */
export function isInnTableName(folded: string): boolean {
  if (!innKeys) {
    innKeys = new Set<string>();
    const members = DRUG_CLASS_MEMBERS.flatMap((row) => row.members).filter(
      (m) => !m.includes(' '),
    );
    for (const name of [...INN_NAME_PAIRS.flat(), ...LOOK_ALIKE_PAIRS.flat(), ...members])
      for (const k of spellingKeysOf(name)) innKeys.add(k);
  }
  return spellingKeysOf(folded).some((k) => innKeys!.has(k));
}
