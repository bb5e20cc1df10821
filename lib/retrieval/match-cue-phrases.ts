import { claimTokenSpan } from './claim-token-span';
import { foldDiacritics } from '@/lib/text/fold-diacritics';
import { tokenizeName, type QueryToken } from './tokenize-query';

/**
 * Finds cue phrases ("liều dùng", "trẻ dưới # tuổi") in a tokenized question, longest first.
 *
 * Diacritics: a word the doctor typed WITH diacritics must match the cue's spelling exactly
 * ("liệu" is not "liều", "thân" is not "thận"); a word typed without any is compared folded,
 * because that is how most questions arrive ("lieu dung cho tre em"). A cue marked
 * `foldedOk: false` needs its diacritics typed: "bé" (a child) folds to "be", which is also
 * "bể", "bẻ" and English.
 *
 * "#" in a cue stands for any number ("trẻ dưới # tuổi"); the numbers are returned.
 */
export interface CuePhrase<T> {
  phrase: string;
  value: T;
  foldedOk?: boolean;
}

export interface CueMatch<T> {
  value: T;
  /** Token span [first, last). */
  first: number;
  last: number;
  /** Offsets into the tokenized (NFC) text. */
  start: number;
  end: number;
  numbers: number[];
}

interface CompiledCue<T> {
  words: { text: string; folded: string; isSlot: boolean }[];
  value: T;
  foldedOk: boolean;
}

export interface CompiledCues<T> {
  byFirstWord: Map<string, CompiledCue<T>[]>;
}

const SLOT = '#';

export function compileCues<T>(cues: readonly CuePhrase<T>[]): CompiledCues<T> {
  const byFirstWord = new Map<string, CompiledCue<T>[]>();
  for (const cue of cues) {
    const words = cue.phrase
      .split(/\s+/u)
      .flatMap((part) =>
        part === SLOT
          ? [{ text: SLOT, folded: SLOT, isSlot: true }]
          : tokenizeName(part).map((t) => ({ text: t.text, folded: t.folded, isSlot: false })),
      );
    const head = words[0];
    if (!head) continue;
    const compiled: CompiledCue<T> = { words, value: cue.value, foldedOk: cue.foldedOk ?? true };
    const key = head.isSlot ? SLOT : head.folded;
    const list = byFirstWord.get(key);
    if (list) list.push(compiled);
    else byFirstWord.set(key, [compiled]);
  }
  return { byFirstWord };
}

function wordMatches(
  word: CompiledCue<unknown>['words'][number],
  token: QueryToken,
  foldedOk: boolean,
): boolean {
  if (word.isSlot) return token.isNumber;
  if (token.hasDiacritics) return token.text === word.text;
  return foldedOk ? token.folded === word.folded : token.text === word.text;
}

export function matchCues<T>(cues: CompiledCues<T>, tokens: readonly QueryToken[]): CueMatch<T>[] {
  const found: CueMatch<T>[] = [];
  for (let first = 0; first < tokens.length; first += 1) {
    const head = tokens[first];
    if (!head) continue;
    const candidates = [
      ...(cues.byFirstWord.get(head.folded) ?? []),
      ...(head.isNumber ? (cues.byFirstWord.get(SLOT) ?? []) : []),
    ];
    for (const cue of candidates) {
      const last = first + cue.words.length;
      if (last > tokens.length) continue;
      let ok = true;
      const numbers: number[] = [];
      for (let k = 0; k < cue.words.length && ok; k += 1) {
        const token = tokens[first + k];
        const word = cue.words[k];
        if (!token || !word || (k > 0 && token.breakBefore)) ok = false;
        else if (!wordMatches(word, token, cue.foldedOk)) ok = false;
        else if (word.isSlot) numbers.push(Number(token.text));
      }
      if (!ok) continue;
      found.push({
        value: cue.value,
        first,
        last,
        start: head.start,
        end: tokens[last - 1]?.end ?? head.end,
        numbers,
      });
    }
  }
  // Longest first, then leftmost: "chống chỉ định" wins over the "chỉ định" inside it.
  found.sort((a, b) => b.last - b.first - (a.last - a.first) || a.first - b.first);
  const taken = new Array<boolean>(tokens.length).fill(false);
  const chosen: CueMatch<T>[] = [];
  for (const match of found) if (claimTokenSpan(taken, match)) chosen.push(match);
  return chosen.sort((a, b) => a.first - b.first);
}

/** Folded form of a phrase, for callers that compare against chunk text. */
export function foldPhrase(phrase: string): string {
  return foldDiacritics(phrase.normalize('NFC')).replace(/\s+/gu, ' ').trim();
}
