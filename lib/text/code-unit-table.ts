/**
 * A class for every BMP code unit, computed once from `classOf` — which reads a regular
 * expression's own Unicode class, so the table and the regex cannot disagree. Scans that test
 * nearly every character of the book (tokens, letter runs, the unreadable-character gate) look a
 * code unit up instead of running the regex on a one-character string.
 */
export function tableOfCodeUnits(classOf: (ch: string, code: number) => number): Uint8Array {
  const table = new Uint8Array(0x10000);
  for (let code = 0; code < 0x10000; code++) table[code] = classOf(String.fromCharCode(code), code);
  return table;
}

/** A UTF-16 surrogate (half of an astral character): its class is the pair's, not its own. */
export function isSurrogateCode(code: number): boolean {
  return code >= 0xd800 && code <= 0xdfff;
}
