import { get_encoding, type Tiktoken } from 'tiktoken';
import { SliceCountTable } from './slice-count-table';
import { isProvenText, pretokenEnd } from './split-pretokens';

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
 * of it re-encoding the same syllables and copying strings into WASM memory. The table is read
 * by slice (slice-count-table.ts says why); 200,000 entries bound it.
 */
const pieceTokens = new SliceCountTable(200_000);

function countPiece(text: string, start: number, end: number): number {
  return pieceTokens.getOrRead(text, start, end, encodedLength);
}

function encodedLength(piece: string): number {
  return getEncoder().encode_ordinary(piece).length;
}

/**
 * cl100k_base token count of `text`, equal to `encode_ordinary(text).length` (tested on the real
 * book's text and on generated edge cases). Special-token strings ("<|endoftext|>") are counted
 * as ordinary text: book text is data, never a control sequence.
 */
export function countTokens(text: string): number {
  const n = text.length;
  if (n === 0) return 0;
  // Text outside the scripts the split is proven on goes to tiktoken whole.
  if (!isProvenText(text)) return getEncoder().encode_ordinary(text).length;
  let tokens = 0;
  for (let i = 0; i < n; ) {
    const end = pretokenEnd(text, i);
    tokens += countPiece(text, i, end);
    i = end;
  }
  return tokens;
}

/** tiktoken's own count of the whole text, for tests that prove `countTokens` equal to it. */
export function countTokensWhole(text: string): number {
  return text.length === 0 ? 0 : getEncoder().encode_ordinary(text).length;
}
