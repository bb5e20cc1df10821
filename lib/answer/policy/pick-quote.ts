import type { Chunk } from '@/lib/schema/chunk';
import { carriesQuarantine } from './carries-quarantine';
import { findDoses } from './find-doses';
import { findNumbers } from './find-numbers';
import { foldForMatch } from './normalize-text';
import { splitSentences } from './split-sentences';

function words(text: string): Set<string> {
  return new Set(foldForMatch(text).match(/[\p{L}\p{M}]+/gu) ?? []);
}

function numbers(text: string): Set<string> {
  return new Set(findNumbers(text).map((n) => n.value));
}

/**
 * The citation's quote: verbatim from source_text, chosen for the first kept claim that cites
 * the chunk — the claim itself if the source contains it word for word, else the source
 * sentence sharing the most numbers (weighted 3) and words with it, earliest on a tie.
 *
 * A descriptor's text is metadata and header cells, never content, so its quote is empty. A
 * chunk that lost a table never lends a quote that states a dose (rule 3 applies to quotes
 * too), and a chunk cited only by the policy's captions has no claim to quote for.
 */
export function pickQuote(chunk: Chunk, claims: readonly string[]): string {
  const claim = claims[0];
  if (claim === undefined || chunk.chunk_kind === 'block_descriptor') return '';
  const source = chunk.source_text.normalize('NFC');
  const quarantined = carriesQuarantine(chunk);
  const allowed = (text: string) => !quarantined || findDoses(text).length === 0;

  const at = source.indexOf(claim);
  if (at >= 0 && allowed(claim)) return source.slice(at, at + claim.length);

  const claimWords = words(claim);
  const claimNumbers = numbers(claim);
  let best = '';
  let bestScore = 0;
  for (const sentence of splitSentences(source)) {
    if (!allowed(sentence.text)) continue;
    let score = 0;
    for (const n of numbers(sentence.text)) if (claimNumbers.has(n)) score += 3;
    for (const w of words(sentence.text)) if (claimWords.has(w)) score += 1;
    if (score > bestScore) {
      best = source.slice(sentence.start, sentence.end);
      bestScore = score;
    }
  }
  return best;
}
