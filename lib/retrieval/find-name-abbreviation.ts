import { foldDiacritics } from '@/lib/text/fold-diacritics';
import type { DrugLexicon } from './drug-lexicon';

/**
 * The drug a clinician's clipped name stands for: "vanco", "cipro", "genta", "metro". A word of 5
 * to 12 letters that begins the first word of exactly one monograph's title or INN, at least two
 * letters short of it, and is neither a word of any name ("benzyl" in "benzyl benzoat") nor the
 * start of a later one ("hydroxy" of "magnesi hydroxyd"): those are chemistry, not a clipping.
 * Measured: "liều vanco cho bn 60kg" found no drug and was answered "Không tìm thấy thông tin
 * này trong Dược thư"; "cipro + warfarin có tương tác gì" read only warfarin. Four letters were
 * too few: on the real book's prose "test", "amin", "clor", "caps" and "crom" each named a drug
 * (testosteron, acid aminocaproic, clorazepat, capsaicin, cromoglicat). Two monographs sharing
 * the start ("predni" → prednisolon, prednison) name neither: a wrong drug is worse than none.
 * The caller offers only words that are not Vietnamese syllables, lab values or units
 * (find-drug-mentions.ts).
 */
const MIN_LETTERS = 5;
/** Longer clippings are rarer and surer ("levothyrox"); past this a word is no clipping. */
const MAX_LETTERS = 12;
/** A clipped name is shorter than the name by at least this much (a typo is the typo rule's). */
const MIN_CLIPPED = 2;

interface NameWords {
  /** [first folded word of a title or INN, drug_id] for every monograph. */
  first: readonly (readonly [string, string])[];
  /** Every folded word of every title and INN. */
  all: ReadonlySet<string>;
  /** The words after the first ("hydroxyd" of "nhôm hydroxyd"): chemistry, not a drug's start. */
  later: readonly string[];
}

const wordsByLexicon = new WeakMap<DrugLexicon, NameWords>();

/** The lexicon's name words, computed once per lexicon. */
function namesOf(lexicon: DrugLexicon): NameWords {
  let names = wordsByLexicon.get(lexicon);
  if (!names) {
    const first: [string, string][] = [];
    const all = new Set<string>();
    const later = new Set<string>();
    for (const entry of lexicon.entries.values()) {
      for (const name of [entry.drug_name, entry.inn ?? '']) {
        const words = foldDiacritics(name)
          .toLowerCase()
          .split(/[^a-z0-9]+/)
          .filter(Boolean);
        if (words[0]) first.push([words[0], entry.drug_id]);
        for (const w of words) all.add(w);
        for (const w of words.slice(1)) later.add(w);
      }
    }
    names = { first, all, later: [...later] };
    wordsByLexicon.set(lexicon, names);
  }
  return names;
}

export function findNameAbbreviation(lexicon: DrugLexicon, folded: string): string | null {
  const owners = findNameAbbreviationOwners(lexicon, folded);
  return owners.length === 1 ? owners[0]! : null;
}

/**
 * Every monograph the clipped word may stand for: one is the drug; two or more are asked back
 * ("Ý bạn là: LEVOTHYROXIN? LEVOTHYROXIN SUCCINAT?"), never guessed. Measured on real people's
 * questions (issue 37 dev set): "… khi dùng Levothyrox 100mg …" (the brand, a clipped INN) was
 * read as no drug at all, and answered "Không tìm thấy".
 */
/**
 * Class words that begin a drug's name but name the class: "sulfa" is the sulfonamides ("sulfa
 * allergy"), not a clipped "sulfamethoxazol". Measured on unseen batch 25 (first run): "HIV
 * patient … (sulfa-allergic) … colistimethate dose?" was answered about COTRIMOXAZOL too.
 */
const CLASS_WORDS = new Set(['sulfa', 'sulpha', 'thiazid', 'thiazide', 'cepha', 'cephalo']);

export function findNameAbbreviationOwners(lexicon: DrugLexicon, folded: string): string[] {
  if (folded.length < MIN_LETTERS || folded.length > MAX_LETTERS || !/^[a-z]+$/.test(folded))
    return [];
  if (CLASS_WORDS.has(folded)) return [];
  const names = namesOf(lexicon);
  if (names.all.has(folded) || names.later.some((w) => w.startsWith(folded))) return [];
  const owners = new Set<string>();
  for (const [word, drugId] of names.first) {
    if (word.length >= folded.length + MIN_CLIPPED && word.startsWith(folded)) owners.add(drugId);
  }
  return [...owners];
}
