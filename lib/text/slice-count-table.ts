/**
 * Numbers keyed by strings, looked up by a slice of a longer text (`text`, `start`, `end`)
 * without cutting the slice out. countTokens asks it once per pre-token of every text it counts:
 * on the 680-monograph book, `Map.get(text.slice(…))` was 2.5 s of the ingest's main thread, a
 * new string (and its hash) per pre-token, nearly every one already seen.
 *
 * Open addressing with linear probing over a power-of-two table that doubles at half full. At
 * `maxEntries` it empties itself: a bound, so a long-lived process fed unusual text cannot grow
 * it without end.
 */
export class SliceCountTable {
  private slots: Int32Array;
  private mask: number;
  private keys: string[] = [];
  private values: number[] = [];
  private hashes: number[] = [];

  constructor(private readonly maxEntries: number) {
    this.slots = new Int32Array(1024);
    this.mask = 1023;
  }

  get size(): number {
    return this.keys.length;
  }

  /** FNV-1a over the slice's UTF-16 code units. */
  static hash(text: string, start: number, end: number): number {
    let h = 0x811c9dc5;
    for (let i = start; i < end; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
    return h >>> 0;
  }

  /** The value stored under text.slice(start, end), whose hash is `hash`; -1 when absent. */
  get(text: string, start: number, end: number, hash: number): number {
    const length = end - start;
    for (let slot = hash & this.mask; ; slot = (slot + 1) & this.mask) {
      const entry = this.slots[slot]!;
      if (entry === 0) return -1;
      const key = this.keys[entry - 1]!;
      if (this.hashes[entry - 1] === hash && key.length === length && text.startsWith(key, start))
        return this.values[entry - 1]!;
    }
  }

  /**
   * The value stored under text.slice(start, end), or `read` of that slice stored and returned:
   * the one way callers use the table.
   */
  getOrRead(text: string, start: number, end: number, read: (key: string) => number): number {
    const hash = SliceCountTable.hash(text, start, end);
    const known = this.get(text, start, end, hash);
    if (known >= 0) return known;
    const key = text.slice(start, end);
    const value = read(key);
    this.set(key, hash, value);
    return value;
  }

  /** Stores `value` (≥ 0) under `key`, whose hash is `hash`; the key must be absent. */
  set(key: string, hash: number, value: number): void {
    if (this.keys.length >= this.maxEntries) this.clear();
    if (2 * (this.keys.length + 1) > this.slots.length) this.grow();
    this.keys.push(key);
    this.values.push(value);
    this.hashes.push(hash);
    this.place(hash, this.keys.length);
  }

  clear(): void {
    this.slots.fill(0);
    this.keys.length = 0;
    this.values.length = 0;
    this.hashes.length = 0;
  }

  private place(hash: number, entry: number): void {
    let slot = hash & this.mask;
    while (this.slots[slot] !== 0) slot = (slot + 1) & this.mask;
    this.slots[slot] = entry;
  }

  private grow(): void {
    this.slots = new Int32Array(this.slots.length * 2);
    this.mask = this.slots.length - 1;
    for (let e = 0; e < this.hashes.length; e++) this.place(this.hashes[e]!, e + 1);
  }
}
