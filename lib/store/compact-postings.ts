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
  return { docs: compactDocs(docs, points), ...paletteCodes(values) };
}

/**
 * compactPostings' two halves, for a loader that drops each input as soon as its half is made:
 * the docs, the values and both outputs alive at once (the codes first as Uint32, then copied)
 * were ~74 MB at the store's load on the 680-monograph index, for 18.5 MB kept (issue 39).
 */
export function compactDocs(docs: Uint32Array, points: number): Uint16Array | Uint32Array {
  return points <= UINT16_LIMIT ? Uint16Array.from(docs) : docs;
}

export function paletteCodes(values: Float32Array): Omit<CompactPostings, 'docs'> {
  // Keyed by each value's bits, in an open-addressed table: a Map over 4.6 M float keys, two
  // passes, was ~0.7 s of the 680-monograph index's ~2.3 s load (CPU profile of bench:search).
  // Bits, not numbers, so -0 and +0 (or two NaNs) keep their own codes: the palette holds
  // each posting's exact f32.
  const bits = new Uint32Array(values.buffer, values.byteOffset, values.length);
  const table = new BitsTable(1024);
  // Uint16 codes until a 65,537th distinct value (none in a real book), then Uint32.
  let codes: Uint16Array | Uint32Array = new Uint16Array(values.length);
  for (let p = 0; p < bits.length; p += 1) {
    const code = table.codeOf(bits[p] as number);
    if (code >= UINT16_LIMIT && codes instanceof Uint16Array) codes = Uint32Array.from(codes);
    codes[p] = code;
  }
  const palette = new Float32Array(new Uint32Array(table.keys.subarray(0, table.size)).buffer);
  return { codes, palette };
}

/** u32 → code in first-seen order: linear probing over a power-of-two table, grown at half full. */
class BitsTable {
  size = 0;
  keys: Uint32Array;
  private slots: Int32Array;
  private slotKeys: Uint32Array;

  constructor(capacity: number) {
    this.keys = new Uint32Array(capacity);
    this.slots = new Int32Array(capacity * 2).fill(-1);
    this.slotKeys = new Uint32Array(capacity * 2);
  }

  codeOf(key: number): number {
    const mask = this.slots.length - 1;
    // Fibonacci hashing spreads the f32 bit patterns, whose low bits are often zero.
    let slot = Math.imul(key, 0x9e3779b1) >>> 0;
    slot = (slot ^ (slot >>> 15)) & mask;
    for (;;) {
      const code = this.slots[slot] as number;
      if (code < 0) break;
      if (this.slotKeys[slot] === key) return code;
      slot = (slot + 1) & mask;
    }
    const code = this.size;
    if (code === this.keys.length) {
      this.grow();
      return this.codeOf(key);
    }
    this.keys[code] = key;
    this.slots[slot] = code;
    this.slotKeys[slot] = key;
    this.size += 1;
    return code;
  }

  private grow(): void {
    const keys = this.keys.subarray(0, this.size);
    const bigger = new BitsTable(this.keys.length * 2);
    for (const key of keys) bigger.codeOf(key);
    this.keys = bigger.keys;
    this.slots = bigger.slots;
    this.slotKeys = bigger.slotKeys;
  }
}
