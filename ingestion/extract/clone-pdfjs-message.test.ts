import { MessageChannel } from 'node:worker_threads';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { clonePdfjsMessage } from './clone-pdfjs-message';

/** pdf.js's font glyph: a class instance with a lazily shadowed, non-enumerable `category`. */
class Glyph {
  constructor(
    public unicode: string,
    public width: number,
    public accent: Glyph | null = null,
  ) {}
  get category(): string {
    Object.defineProperty(this, 'category', { value: 'letter', enumerable: false });
    return 'letter';
  }
}

function glyphWithCategory(): Glyph {
  const glyph = new Glyph('ư', 520, new Glyph('\u031b', 0));
  void glyph.category;
  return glyph;
}

const holey = [1, , 3]; // a hole: the case under test

describe('clonePdfjsMessage', () => {
  it.each([
    ['primitives', { n: 1.5, neg: -0, nan: NaN, s: 'x', b: true, u: undefined, z: null, big: 10n }],
    [
      'an operator-list chunk',
      {
        fnArray: [31, 44, 91, 12],
        argsArray: [
          null,
          [1, 0, 0, 1, 20, 30],
          [[glyphWithCategory(), -250]],
          [new Float32Array(4)],
        ],
        lastChunk: false,
      },
    ],
    [
      'text items',
      { items: [{ str: 'Liều', dir: 'ltr', transform: [9, 0, 0, 9, 50, 700], hasEOL: false }] },
    ],
    ['an array with a hole', { list: holey }],
    ['an object without a prototype', Object.assign(Object.create(null) as object, { a: [1] })],
    ['a class instance (plain object of own enumerable properties)', glyphWithCategory()],
    ['a typed array viewing part of a larger buffer', new Uint16Array(new ArrayBuffer(16), 4, 3)],
    ['an ArrayBuffer', new Uint8Array([1, 2, 3]).buffer],
    ['a DataView', new DataView(new ArrayBuffer(8), 2)],
    ['a Map and a Set', { map: new Map([['k', [1]]]), set: new Set(['a']) }],
    ['a Date and a RegExp', { when: new Date(0), re: /a+/giu }],
    ['an Error', new TypeError('bad font')],
  ])('copies %s as structuredClone does', (_, value) => {
    const got = clonePdfjsMessage(value);
    expect(isDeepStrictEqual(got, structuredClone(value))).toBe(true);
    if (typeof value === 'object' && value !== null) expect(got).not.toBe(value);
  });

  it('owns its copy: emptying what was posted (OperatorList.flush) leaves the copy whole', () => {
    const fnArray = [1, 2, 3];
    const argsArray = [[0.5], null, [[glyphWithCategory()]]];
    const message = { chunk: { fnArray, argsArray } };
    const copy = clonePdfjsMessage(message);
    fnArray.length = 0;
    argsArray.length = 0;
    expect(copy.chunk.fnArray).toEqual([1, 2, 3]);
    expect(copy.chunk.argsArray).toHaveLength(3);
  });

  it('keeps shared objects shared and survives a cycle', () => {
    const glyph = glyphWithCategory();
    const message: Record<string, unknown> = { a: [glyph, glyph], b: glyph };
    message.self = message;
    const copy = clonePdfjsMessage(message) as { a: object[]; b: object; self: unknown };
    expect(copy.a[0]).toBe(copy.a[1]);
    expect(copy.b).toBe(copy.a[0]);
    expect(copy.self).toBe(copy);
  });

  it('gives two views of one buffer one copied buffer, as structuredClone does', () => {
    const buffer = new ArrayBuffer(8);
    const copy = clonePdfjsMessage({
      a: new Uint8Array(buffer),
      b: new Float32Array(buffer, 4, 1),
    });
    expect(copy.a.buffer).toBe(copy.b.buffer);
    expect(copy.a.buffer).not.toBe(buffer);
    expect([copy.b.byteOffset, copy.b.length, copy.b.buffer.byteLength]).toEqual([4, 1, 8]);
  });

  it('hands a transferred buffer over as it is, with a new view of it', () => {
    const data = new Uint8Array([37, 80, 68, 70]);
    const copy = clonePdfjsMessage({ data, again: data.subarray(1) }, [data.buffer]);
    expect(copy.data).not.toBe(data);
    expect(copy.data.buffer).toBe(data.buffer);
    expect([...copy.data]).toEqual([37, 80, 68, 70]);
    expect([...copy.again]).toEqual([80, 68, 70]);
  });

  it('hands a message with another kind of transferable to structuredClone', () => {
    const { port1, port2 } = new MessageChannel();
    try {
      const copy = clonePdfjsMessage({ port: port1 }, [port1]);
      expect(copy.port).not.toBe(port1);
    } finally {
      port1.close();
      port2.close();
    }
  });

  it.each([
    ['a function', { callback: () => 1 }],
    ['a symbol', { tag: Symbol('x') }],
  ])('refuses %s as structuredClone does', (_, value) => {
    expect(() => structuredClone(value)).toThrow();
    expect(() => clonePdfjsMessage(value)).toThrow();
  });
});
