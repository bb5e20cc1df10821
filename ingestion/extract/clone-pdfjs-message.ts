/**
 * A copy of one message between pdf.js's two halves, equal to what `structuredClone` makes of
 * it, for the kinds pdf.js posts in bulk: primitives, arrays, plain objects and class instances
 * (pdf.js's Glyph), typed arrays and ArrayBuffers. Everything else — Errors, Maps, DataViews,
 * shared or resizable buffers, functions, any transferable other than an ArrayBuffer — goes to
 * `structuredClone` itself, so it is copied (or refused) exactly as before.
 *
 * Why not structuredClone everywhere: measured on the 680-monograph sample, pdf.js's in-thread
 * LoopbackPort spent 3.8 s of each extraction worker's ~30 s in `structuredClone`, copying the
 * operator lists and text items of every page (V8's serializer writes and re-reads every glyph
 * object). Why not zero-copy: the sender reuses what it posted — OperatorList.flush() empties
 * its fnArray/argsArray right after enqueueing them — so the receiver must own a copy.
 *
 * Kept from structuredClone: shared objects stay shared (and cycles survive), a typed array's
 * whole buffer is copied with the view at the same offset, array holes stay holes, and class
 * instances arrive as plain objects of their own enumerable properties. Not kept: an array of
 * primitives posted twice in one message arrives as two equal arrays (skipping the lookup for
 * the commonest value pdf.js posts saved a fifth of the copy's time; nothing that reads a
 * received message writes into it); and a transferred ArrayBuffer reaches the receiver as it is,
 * not moved into a new one with the sender's detached (detaching took a structuredClone per
 * path buffer of every operator list). pdf.js is written for real workers, where a buffer it
 * transferred is gone: it never touches one again.
 */
export function clonePdfjsMessage<T>(value: T, transfer?: readonly unknown[] | null): T {
  if (transfer && !transfer.every(isPlainArrayBuffer))
    return structuredClone(value, { transfer: [...transfer] as Transferable[] });
  const memo = new Map<object, unknown>();
  // A transferred buffer is handed over, not copied: the receiver gets the buffer itself.
  if (transfer) for (const buffer of transfer) memo.set(buffer as ArrayBuffer, buffer);
  return cloneValue(value, memo) as T;
}

const objectToString = Object.prototype.toString;

/** An ArrayBuffer that is neither shared nor resizable (structuredClone keeps both traits). */
function isPlainArrayBuffer(value: unknown): value is ArrayBuffer {
  return value instanceof ArrayBuffer && (value as { resizable?: boolean }).resizable !== true;
}

/** What structuredClone copies as it is: strings, numbers, booleans, bigints, null, undefined. */
function isCopiedAsIs(value: unknown): boolean {
  const type = typeof value;
  return (type !== 'object' || value === null) && type !== 'function' && type !== 'symbol';
}

function cloneValue(value: unknown, memo: Map<object, unknown>): unknown {
  if (typeof value !== 'object' || value === null)
    // structuredClone throws DataCloneError on functions and symbols: so does this.
    return typeof value === 'function' || typeof value === 'symbol'
      ? structuredClone(value)
      : value;
  if (Array.isArray(value)) return cloneArray(value, memo);
  const seen = memo.get(value);
  if (seen !== undefined) return seen;
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto === Object.prototype || proto === null) return cloneObject(value, memo);
  if (ArrayBuffer.isView(value)) return cloneView(value, memo);
  if (value instanceof ArrayBuffer) {
    if (!isPlainArrayBuffer(value)) return replace(value, memo);
    const out = value.slice(0);
    memo.set(value, out);
    return out;
  }
  // A class instance (pdf.js's Glyph) clones as a plain object; Maps, Sets, Dates, Errors, boxed
  // primitives and host objects carry another tag and keep structuredClone's own handling.
  if (objectToString.call(value) === '[object Object]') return cloneObject(value, memo);
  return replace(value, memo);
}

/**
 * Holes stay holes (slice keeps them too). Named properties on an array would be lost
 * (structuredClone keeps them): pdf.js puts none on what it posts, which
 * clone-pdfjs-message.test.ts checks on every message of the sample and defect books.
 */
function cloneArray(array: readonly unknown[], memo: Map<object, unknown>): unknown[] {
  const length = array.length;
  let flat = true;
  for (let i = 0; i < length && flat; i++) flat = isCopiedAsIs(array[i]);
  // Most of what pdf.js posts is arrays of numbers (operator codes, matrices, widths). An Array
  // subclass would slice into its own class, not the plain Array structuredClone makes.
  if (flat && Object.getPrototypeOf(array) === Array.prototype) return array.slice();
  const seen = memo.get(array);
  if (seen !== undefined) return seen as unknown[];
  const out: unknown[] = new Array(length);
  memo.set(array, out);
  for (let i = 0; i < length; i++) if (i in array) out[i] = cloneValue(array[i], memo);
  return out;
}

function replace(value: object, memo: Map<object, unknown>): unknown {
  const out = structuredClone(value);
  memo.set(value, out);
  return out;
}

function cloneObject(value: object, memo: Map<object, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  memo.set(value, out);
  const source = value as Record<string, unknown>;
  for (const key in source) {
    if (!Object.hasOwn(source, key)) continue;
    const item = source[key];
    out[key] = isCopiedAsIs(item) ? item : cloneValue(item, memo);
  }
  return out;
}

interface TypedArray {
  constructor: new (buffer: ArrayBuffer, byteOffset: number, length: number) => object;
  byteOffset: number;
  length: number;
}

function cloneView(view: ArrayBufferView, memo: Map<object, unknown>): unknown {
  const buffer = view.buffer;
  if (view instanceof DataView || !isPlainArrayBuffer(buffer)) return replace(view, memo);
  let copy = memo.get(buffer) as ArrayBuffer | undefined;
  if (copy === undefined) {
    copy = buffer.slice(0);
    memo.set(buffer, copy);
  }
  const typed = view as unknown as TypedArray;
  const out = new typed.constructor(copy, typed.byteOffset, typed.length);
  memo.set(view, out);
  return out;
}
