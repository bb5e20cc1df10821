import { claimTokenSpan } from './claim-token-span';
import { damerauLevenshtein } from './damerau-levenshtein';
import { findNameAbbreviationOwners } from './find-name-abbreviation';

/** More monographs than this begin with the clipped word: too many to ask back as buttons. */
const MAX_CLIPPED_CHOICES = 4;
import {
  bigramsOf,
  RANK,
  type DrugLexicon,
  type DrugMention,
  type MentionHow,
  type Owner,
  type TypoAlias,
} from './drug-lexicon';
import { innSpellingKey } from './inn-spelling-key';
import { isVietnameseSyllable } from '@/lib/text/is-vietnamese-syllable';
import { NON_DRUG_TERMS } from './non-drug-terms';
import { tokenizeQuery, type QueryToken } from './tokenize-query';
import { LAB_CONTEXT } from './names/common-substance-names';
import { abbreviationKey, isTableDrugName } from './names/register-table-names';

/** Words after which a name is certainly a drug name. Folded. */
const DRUG_CUES: readonly (readonly string[])[] = [
  ['thuoc'],
  ['biet', 'duoc'],
  ['hoat', 'chat'],
  ['ten', 'thuong', 'mai'],
];

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

function passGate(owners: readonly Owner[], cue: boolean, lab = false): Owner[] {
  return owners.filter(
    (o) => o.gate === 'none' || (o.gate === 'cue' && cue) || (o.gate === 'lab' && !lab),
  );
}

/** "tăng kali máu", "serum potassium": the words around a bare element make it a lab value. */
function inLabContext(tokens: readonly QueryToken[], first: number, last: number): boolean {
  const before = tokens[first - 1];
  const after = tokens[last];
  return (
    (before !== undefined &&
      !tokens[first]?.breakBefore &&
      LAB_CONTEXT.before.has(before.folded)) ||
    (after !== undefined && !after.breakBefore && LAB_CONTEXT.after.has(after.folded))
  );
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
        const passed = passGate(owners, cue, inLabContext(tokens, first, first + n));
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

/** Longest abbreviation, in tokens ("TMP-SMX", "LPV/r", "5-FU" are two). */
const MAX_ABBREVIATION_TOKENS = 3;

/**
 * Clinicians' abbreviations ("MTX", "5-FU", "TMP-SMX", "3TC") as typed: the window's tokens
 * joined by at most one "-", "/" or space, matched by abbreviationKey, and accepted in upper
 * case, in the table's own case ("AmB"), or in any case for rows that allow it.
 */
function abbreviationCandidates(
  lexicon: DrugLexicon,
  text: string,
  tokens: readonly QueryToken[],
): Candidate[] {
  const out: Candidate[] = [];
  if (lexicon.abbreviations.size === 0) return out;
  for (let first = 0; first < tokens.length; first += 1) {
    let typed = '';
    for (let n = 1; n <= MAX_ABBREVIATION_TOKENS && first + n <= tokens.length; n += 1) {
      const token = tokens[first + n - 1]!;
      if (n > 1) {
        const gap = text.slice(tokens[first + n - 2]!.end, token.start);
        if (token.breakBefore || !/^[-/ ]?$/u.test(gap)) break;
      }
      typed += text.slice(token.start, token.end);
      const entry = lexicon.abbreviations.get(abbreviationKey(typed));
      if (!entry) continue;
      const compact = typed.normalize('NFC');
      const accepted =
        entry.anyCase || compact === compact.toUpperCase() || entry.forms.includes(compact);
      if (accepted) {
        out.push({ first, last: first + n, owners: entry.owners, how: 'inn', distance: 0 });
      }
    }
  }
  return out;
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
  for (const c of sorted) if (claimTokenSpan(covered, c)) chosen.push(c);
  return chosen;
}

/**
 * A name typed close to a monograph's name that is not corrected to it, because more than one
 * monograph is that close or the typed word is itself another drug's name (the look-alike
 * rule): the answer asks "Ý bạn là: …?" with `drugIds` as the choices, closest first.
 */
export interface DrugNameSuggestion {
  /** The question's text, as typed. */
  typed: string;
  start: number;
  end: number;
  drugIds: string[];
}

/**
 * Drug names in a question, longest match first (so "natri clorid" is one mention, not a
 * fragment), then typos in what is left. A name shared by several monographs yields one
 * mention per monograph, at the same span. Mentions come back in question order.
 */
export function findDrugMentions(lexicon: DrugLexicon, question: string): DrugMention[] {
  return readDrugNames(lexicon, question).mentions;
}

/** The near names the look-alike rule refused to correct (see DrugNameSuggestion). */
export function findDrugNameSuggestions(
  lexicon: DrugLexicon,
  question: string,
): DrugNameSuggestion[] {
  return readDrugNames(lexicon, question).suggestions;
}

function overlaps(a: Candidate, b: Candidate): boolean {
  return a.first < b.last && b.first < a.last;
}

/**
 * Never a look-alike (issue 37): a typo is corrected only when every typo candidate over its
 * words names the same one monograph, and no typed word of it is itself a drug's name in the
 * name tables or the look-alike list ("nimodipine" is a drug, not a misspelt NIFEDIPIN). Else
 * the monographs within reach are returned as choices, closest first.
 */
function refusedTypo(
  c: Candidate,
  typos: readonly Candidate[],
  tokens: readonly QueryToken[],
): string[] | null {
  const near = typos.filter((o) => overlaps(o, c));
  const ids: string[] = [];
  for (const o of near) for (const w of o.owners) if (!ids.includes(w.drug_id)) ids.push(w.drug_id);
  const typedIsAName = tokens.slice(c.first, c.last).some((t) => isTableDrugName(t.folded));
  return ids.length > 1 || typedIsAName ? ids : null;
}

function readDrugNames(
  lexicon: DrugLexicon,
  question: string,
): { mentions: DrugMention[]; suggestions: DrugNameSuggestion[] } {
  const text = question.normalize('NFC');
  const tokens = tokenizeQuery(text);
  const covered = tokens.map(() => false);
  const chosen = selectNonOverlapping(
    [...exactCandidates(lexicon, tokens), ...abbreviationCandidates(lexicon, text, tokens)],
    tokens,
    covered,
  );
  const suggestions: DrugNameSuggestion[] = [];
  // Typos compete only for what exact, folded and spelling matches left, closest first.
  const typos = typoCandidates(lexicon, tokens, covered).sort(
    (a, b) =>
      a.distance - b.distance ||
      (a.owners[0]?.rank ?? 9) - (b.owners[0]?.rank ?? 9) ||
      b.last - b.first - (a.last - a.first),
  );
  for (const c of typos) {
    if (!claimTokenSpan(covered, c)) continue;
    const choices = refusedTypo(c, typos, tokens);
    if (!choices) {
      chosen.push(c);
      continue;
    }
    // The span stays taken: the word is neither this drug nor an unknown one.
    const start = tokens[c.first]?.start ?? 0;
    const end = tokens[c.last - 1]?.end ?? start;
    suggestions.push({ typed: text.slice(start, end), start, end, drugIds: choices });
  }
  // A clipped name ("vanco", "cipro") in what is still left (find-name-abbreviation.ts).
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i];
    if (!token || covered[i] || !isTypoEligible(token) || isTableDrugName(token.folded)) continue;
    const owners = findNameAbbreviationOwners(lexicon, token.folded);
    if (owners.length === 0) continue;
    covered[i] = true;
    if (owners.length > 1) {
      // Two monographs begin so: asked back, never guessed.
      if (owners.length <= MAX_CLIPPED_CHOICES)
        suggestions.push({
          typed: token.text,
          start: token.start,
          end: token.end,
          drugIds: owners,
        });
      continue;
    }
    const drugId = owners[0]!;
    chosen.push({
      first: i,
      last: i + 1,
      owners: [{ drug_id: drugId, rank: RANK.derived, source: 'derived', gate: 'none' }],
      how: 'typo',
      distance: 0,
    });
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
  return { mentions, suggestions };
}
