import { Tiktoken } from 'js-tiktoken/lite';
import cl100kBase from 'js-tiktoken/ranks/cl100k_base';

/** The tokenizer every token budget in this project is measured with (ADR 0004 §6). */
export const TOKENIZER_NAME = 'cl100k_base';

// Building the encoder parses ~100k ranks; do it once per process, not per call.
let encoder: Tiktoken | null = null;

function getEncoder(): Tiktoken {
  encoder ??= new Tiktoken(cl100kBase);
  return encoder;
}

/**
 * cl100k_base token count of `text`. Special-token strings ("<|endoftext|>") are counted as
 * ordinary text: book text is data, and js-tiktoken's default would throw on it.
 */
export function countTokens(text: string): number {
  if (text.length === 0) return 0;
  return getEncoder().encode(text, [], []).length;
}
