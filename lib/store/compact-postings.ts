/**
 * The sparse postings as a query reads them, in the fewest bytes that give the same floats:
 *
 * - point numbers as Uint16 when the collection has at most 65,536 points (the real book has
 *   ~15k), else Uint32;
 * - values as a code into a palette of the distinct f32 values: a Uint16 code when there are at
 *   most 65,536 of them, else a Uint32. A value is BM25's tf weight, a function of a term's
 *   count and the chunk's length, so it repeats: 8,280 distinct values over 4.6 M postings in
 *   the 680-monograph index. Always a palette, so the query loop has one shape.
 *
 * Both halve the postings (36.9 → 18.5 MB there), and every score is computed from the very same
 * f32 as before, so rankings and scores are identical.
 */
export interface CompactPostings {
  docs: Uint16Array | Uint32Array;
  /** The value of posting p is palette[codes[p]]. */
  codes: Uint16Array | Uint32Array;
  palette: Float32Array;
}

const UINT16_LIMIT = 65_536;

export function compactPostings(
  docs: Uint32Array,
  values: Float32Array,
  points: number,
): CompactPostings {
  const compactDocs = points <= UINT16_LIMIT ? Uint16Array.from(docs) : docs;

  const codeOf = new Map<number, number>();
  for (let p = 0; p < values.length; p += 1) {
    const value = values[p] as number;
    if (!codeOf.has(value)) codeOf.set(value, codeOf.size);
  }
  const palette = new Float32Array(codeOf.size);
  for (const [value, code] of codeOf) palette[code] = value;
  const codes =
    codeOf.size <= UINT16_LIMIT ? new Uint16Array(values.length) : new Uint32Array(values.length);
  for (let p = 0; p < values.length; p += 1) codes[p] = codeOf.get(values[p] as number) as number;
  return { docs: compactDocs, codes, palette };
}
