import { get_encoding, type Tiktoken } from 'tiktoken';
import { splitPretokens } from './split-pretokens';

/** The tokenizer every token budget in this project is measured with (ADR 0004 §6). */
export const TOKENIZER_NAME = 'cl100k_base';

// Building the encoder parses ~100k ranks; do it once per process, not per call. The WASM
// tiktoken counts Vietnamese ~3× faster than js-tiktoken.
let encoder: Tiktoken | null = null;

function getEncoder(): Tiktoken {
  encoder ??= get_encoding('cl100k_base');
  return encoder;
}

/**
 * Token count of each pre-token seen so far. cl100k_base encodes every pre-token on its own
 * (byte-pair merges never cross a pre-token's edge), so a text's count is the sum of its
 * pre-tokens' counts. The book's prose is a few tens of thousands of distinct syllables: on the
 * 680-monograph book, whole-text tiktoken calls were 13.9 s of the ingest's main thread (the
 * packer measures every candidate part, the ceiling gate and the store every chunk), nearly all
 * of it re-encoding the same syllables and copying strings into WASM memory.
 */
const pieceTokens = new Map<string, number>();
/** A bound, so a long-lived process fed unusual text cannot grow the cache without end. */
const MAX_CACHED_PIECES = 200_000;

function countPiece(piece: string): number {
  const cached = pieceTokens.get(piece);
  if (cached !== undefined) return cached;
  const tokens = getEncoder().encode_ordinary(piece).length;
  if (pieceTokens.size >= MAX_CACHED_PIECES) pieceTokens.clear();
  pieceTokens.set(piece, tokens);
  return tokens;
}

/**
 * cl100k_base token count of `text`, equal to `encode_ordinary(text).length` (tested on the real
 * book's text and on generated edge cases). Special-token strings ("<|endoftext|>") are counted
 * as ordinary text: book text is data, never a control sequence.
 */
export function countTokens(text: string): number {
  if (text.length === 0) return 0;
  const pieces = splitPretokens(text);
  // Text outside the scripts the split is proven on goes to tiktoken whole.
  if (pieces === null) return getEncoder().encode_ordinary(text).length;
  let tokens = 0;
  for (const piece of pieces) tokens += countPiece(piece);
  return tokens;
}

/** tiktoken's own count of the whole text, for tests that prove `countTokens` equal to it. */
export function countTokensWhole(text: string): number {
  return text.length === 0 ? 0 : getEncoder().encode_ordinary(text).length;
}
