import { claimTokenSpan } from './claim-token-span';
import { damerauLevenshtein } from './damerau-levenshtein';
import { findNameAbbreviation } from './find-name-abbreviation';
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
  for (const c of sorted) if (claimTokenSpan(covered, c)) chosen.push(c);
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
    if (!claimTokenSpan(covered, c)) continue;
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
    if (!ambiguous) chosen.push(c);
  }
  // A clipped name ("vanco", "cipro") in what is still left (find-name-abbreviation.ts).
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i];
    if (!token || covered[i] || !isTypoEligible(token)) continue;
    const drugId = findNameAbbreviation(lexicon, token.folded);
    if (!drugId) continue;
    covered[i] = true;
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
  return mentions;
}
