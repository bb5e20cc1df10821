/**
 * The builtins pdfjs-dist's legacy build replaces with core-js polyfills when it is imported on
 * Node 20: core-js's feature tests find V8's `Array.prototype.push` wrong on array-likes longer
 * than 2³² and its `JSON.parse` without the source-text-access proposal, and install JS versions
 * in their place for the whole thread. Measured on the 680-monograph sample (CPU profile of an
 * extract worker): the polyfilled push and its length setter took 8.8 of 53 s — pdf.js pushes
 * every operator and glyph — and every array push of segmentation, chunking, gates and load ran
 * through it too, because the ingest imports pdfjs for crops. Neither pdf.js nor this project
 * relies on the two edge cases, so the native functions are put back once pdfjs is loaded.
 */
const KEPT = [
  ['Array.prototype', 'push'],
  ['JSON', 'parse'],
] as const;

const OWNERS: Record<(typeof KEPT)[number][0], object> = {
  'Array.prototype': Array.prototype,
  JSON,
};

export interface NativeBuiltins {
  restore(): void;
}

/** Captures the builtins now (before pdfjs is imported); `restore` puts them back afterwards. */
export function keepNativeBuiltins(): NativeBuiltins {
  const kept = KEPT.map(([owner, key]) => ({
    owner: OWNERS[owner],
    key,
    descriptor: Object.getOwnPropertyDescriptor(OWNERS[owner], key)!,
  }));
  return {
    restore() {
      for (const { owner, key, descriptor } of kept) Object.defineProperty(owner, key, descriptor);
    },
  };
}

/**
 * The same two steps as JavaScript source, for a worker's boot script that imports pdfjs before
 * any TypeScript can run (extract-book.ts): `capture` is a statement, `restore` an expression.
 */
export const NATIVE_BUILTINS_SCRIPT = {
  capture: `const keptBuiltins = ${JSON.stringify(KEPT)}.map(([o, k]) => { const owner = o === 'JSON' ? JSON : Array.prototype; return [owner, k, Object.getOwnPropertyDescriptor(owner, k)]; });`,
  restore: `keptBuiltins.forEach(([owner, k, d]) => Object.defineProperty(owner, k, d))`,
};

/** The builtins as this module found them: it is imported before pdfjs (load-pdfjs.ts). */
export const nativeBuiltins = keepNativeBuiltins();
