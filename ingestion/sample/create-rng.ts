/**
 * A seeded pseudo-random generator (mulberry32). The sample book must be byte-identical for a
 * given seed, so nothing in the generator may call Math.random.
 */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** k distinct items in a random order (all of them if k >= length). */
  sample<T>(items: readonly T[], k: number): T[];
  shuffle<T>(items: readonly T[]): T[];
  /** Standard normal (Box-Muller). */
  normal(): number;
  /** An independent generator derived from this one and a label, so adding draws in one part of
   * the book does not shift every later part. */
  fork(label: string): Rng;
}

export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rng: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new Error('create-rng: pick() from an empty list');
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
    sample: (items, k) => rng.shuffle(items).slice(0, Math.max(0, k)),
    shuffle: (items) => {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        const tmp = out[i] as (typeof out)[number];
        out[i] = out[j] as (typeof out)[number];
        out[j] = tmp;
      }
      return out;
    },
    normal: () => {
      const u = Math.max(next(), 1e-12);
      const v = next();
      return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    },
    fork: (label) => createRng(hashString(`${state}:${label}`)),
  };
  return rng;
}

/** FNV-1a, 32 bit: a stable seed from a label. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}
