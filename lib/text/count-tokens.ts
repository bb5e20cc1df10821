import { get_encoding, type Tiktoken } from 'tiktoken';

/** The tokenizer every token budget in this project is measured with (ADR 0004 §6). */
export const TOKENIZER_NAME = 'cl100k_base';

// Building the encoder parses ~100k ranks; do it once per process, not per call. The WASM
// tiktoken counts Vietnamese ~3× faster than js-tiktoken: on the 680-monograph book the chunk
// stage spent most of its time here.
let encoder: Tiktoken | null = null;

function getEncoder(): Tiktoken {
  encoder ??= get_encoding('cl100k_base');
  return encoder;
}

/**
 * cl100k_base token count of `text`. Special-token strings ("<|endoftext|>") are counted as
 * ordinary text: book text is data, never a control sequence.
 */
export function countTokens(text: string): number {
  if (text.length === 0) return 0;
  return getEncoder().encode_ordinary(text).length;
}
