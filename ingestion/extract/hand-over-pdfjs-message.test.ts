import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { clonePdfjsMessage } from './clone-pdfjs-message';
import { handOverPdfjsMessage } from './hand-over-pdfjs-message';

/** pdf.js's font glyph: a class instance the font caches and reuses across operators. */
class Glyph {
  constructor(
    public unicode: string,
    public width: number,
  ) {}
}

function enqueue(fnArray: number[], argsArray: unknown[]) {
  // The shape of pdf.js's StreamSink enqueue of OperatorList.flush() (pdf.worker.mjs).
  return {
    sourceName: 'worker',
    targetName: 'main',
    stream: 4,
    streamId: 7,
    chunk: { fnArray, argsArray, lastChunk: false, separateAnnots: null, length: fnArray.length },
  };
}

describe('handOverPdfjsMessage', () => {
  it('copies an operator-list chunk’s two arrays and shares what is in them', () => {
    const glyphs = [new Glyph('L', 560), new Glyph('iều', 1480)];
    const matrix = new Float32Array([1, 0, 0, 1, 72, 700]);
    const fnArray = [31, 44, 12];
    const argsArray: unknown[] = [null, [glyphs], [matrix]];
    const message = enqueue(fnArray, argsArray);
    const got = handOverPdfjsMessage(message, [matrix.buffer]);

    expect(got.chunk.fnArray).not.toBe(fnArray);
    expect(got.chunk.argsArray).not.toBe(argsArray);
    expect(got.chunk.argsArray[1]).toBe(argsArray[1]);
    expect((got.chunk.argsArray[2] as Float32Array[])[0]).toBe(matrix);
    // Same content as the full copy, glyphs as instances rather than plain objects.
    expect(got).toEqual(clonePdfjsMessage(message, [matrix.buffer]));
    expect(got).toMatchObject({ sourceName: 'worker', streamId: 7 });
  });

  it('owns its arrays: emptying what was posted (OperatorList.flush) leaves them whole', () => {
    const fnArray = [31, 44];
    const argsArray: unknown[] = [null, [[new Glyph('ư', 520)]]];
    const got = handOverPdfjsMessage(enqueue(fnArray, argsArray));
    fnArray.length = 0;
    argsArray.length = 0;
    expect(got.chunk.fnArray).toEqual([31, 44]);
    expect(got.chunk.argsArray).toHaveLength(2);
    expect(got.chunk.length).toBe(2);
  });

  it.each<[string, Record<string, unknown>]>([
    [
      'a text-content chunk',
      { stream: 4, chunk: { items: [{ str: 'Liều', transform: [9, 0, 0, 9, 50, 700] }] } },
    ],
    ['a font', { action: 'commonobj', data: ['g_d0_f1', 'Font', { name: 'Times', bold: true }] }],
    ['a chunk that only looks alike', { chunk: { fnArray: [1], argsArray: [[2]] } }],
  ])('copies %s as clonePdfjsMessage does, sharing nothing', (_, message) => {
    const got = handOverPdfjsMessage(message);
    expect(isDeepStrictEqual(got, clonePdfjsMessage(message))).toBe(true);
    expect(got.chunk ?? got).not.toBe(message.chunk ?? message);
  });
});
