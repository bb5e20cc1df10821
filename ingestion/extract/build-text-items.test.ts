import { readFile } from 'node:fs/promises';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import { describe, expect, it } from 'vitest';
import { ensureSampleBook } from '../sample/ensure-sample-book';
import { TEXT_LAYER_DEFECTS } from '../sample/draw/apply-text-layer-defect';
import { buildTextItems, type TextContentFont } from './build-text-items';
import { pdfjs } from './load-pdfjs';
import { closePdf, openPdf } from './read-pdf-pages';

/**
 * buildTextItems must be pdf.js's getTextContent read off the operator list: on every page of
 * the clean sample books (both font families) and of every text-layer defect book, the same
 * items — text, split points, fake spaces, line ends, and every number to the last bit — and the
 * same styles. A page it declines (null) is read by pdf.js, so declining is allowed, but counted:
 * on these books it must decline none, or the speed-up is gone.
 */
async function comparePages(pdfPath: string) {
  const data = new Uint8Array(await readFile(pdfPath));
  const handle = await openPdf(data, pdfPath);
  let declined = 0;
  let items = 0;
  let inexact = 0;
  let worst = 0;
  try {
    for (let p = 1; p <= handle.numPages; p++) {
      const page = await handle.doc.getPage(p);
      const ops = await page.getOperatorList();
      const content = await page.getTextContent({
        includeMarkedContent: false,
        disableNormalization: true,
      });
      const built = buildTextItems(
        ops,
        pdfjs.OPS,
        (id) => (page.commonObjs.has(id) ? (page.commonObjs.get(id) as TextContentFont) : null),
        page.view,
      );
      if (!built) {
        declined++;
        continue;
      }
      expect(built.styles, `${pdfPath} page ${p}`).toEqual(content.styles);
      expect(built.items.length, `${pdfPath} page ${p}: items`).toBe(content.items.length);
      content.items.forEach((want, i) => {
        const got = built.items[i]!;
        const where = `${pdfPath} page ${p} item ${i} (${JSON.stringify(got.str)})`;
        expect({ ...got, width: 0, height: 0, transform: [] }, where).toEqual({
          ...want,
          width: 0,
          height: 0,
          transform: [],
        });
        const numbers = (t: { width: number; height: number; transform: number[] }) => [
          t.width,
          t.height,
          ...t.transform,
        ];
        const wanted = numbers(want as TextItem);
        numbers(got).forEach((value, k) => {
          const error = Math.abs(value - wanted[k]!);
          if (error > 0) inexact++;
          worst = Math.max(worst, error);
        });
      });
      items += built.items.length;
      page.cleanup();
    }
  } finally {
    await closePdf(handle);
  }
  return { declined, items, pages: handle.numPages, inexact, worst };
}

/**
 * The one difference allowed: the operator list keeps each Tm operand as a Float32, and a literal
 * with more significant digits than a Float32 holds (pdfkit writes 124.337667) comes back within
 * the Float32's own rounding (recover-float32-literal.ts), a few millionths of a point at page
 * coordinates; the text and every split point stay the same.
 */
const FLOAT32_TOLERANCE = 1e-4;

/** Both clean families, then every defect book (the same dirs the defect-book ingest test uses). */
const BOOKS = [
  { name: 'clean, Noto', dir: '.cache/text-items-noto', options: { font: 'noto' as const } },
  { name: 'clean, DejaVu', dir: '.cache/text-items-dejavu', options: { font: 'dejavu' as const } },
  ...TEXT_LAYER_DEFECTS.map((defect) => ({
    name: `defect book ${defect}`,
    dir: `.cache/defect-books/${defect}`,
    options: { defect },
  })),
];

describe('buildTextItems equals pdf.js getTextContent', () => {
  it.each(BOOKS)(
    '$name: every page',
    async ({ name, dir, options }) => {
      const book = await ensureSampleBook({ dir, monographs: 8, ...options });
      const result = await comparePages(book.pdfPath);
      console.log(`${name}: ${JSON.stringify(result)}`);
      expect(result.items).toBeGreaterThan(1000);
      expect(result.declined).toBe(0);
      expect(result.worst).toBeLessThan(FLOAT32_TOLERANCE);
    },
    300_000,
  );
});

describe('buildTextItems declines what it does not follow', () => {
  const OPS = pdfjs.OPS;
  const font = { fallbackName: 'serif', ascent: 0.9, descent: -0.2, vertical: false };
  const glyph = (unicode: string) => ({ unicode, width: 500, originalCharCode: 65 });
  const page = (fonts: Partial<Record<string, object>>, ...ops: [number, unknown[]][]) =>
    buildTextItems(
      { fnArray: ops.map(([fn]) => fn), argsArray: ops.map(([, args]) => args) },
      OPS,
      (id) => (fonts[id] as TextContentFont | undefined) ?? null,
      [0, 0, 600, 800],
    );
  const show = (text: string): [number, unknown[]][] => [
    [OPS.beginText, []],
    [OPS.setFont, ['f1', 10]],
    [OPS.setTextMatrix, [new Float32Array([1, 0, 0, 1, 72, 700])]],
    [OPS.showText, [[...text].map(glyph)]],
  ];
  it.each([
    { name: 'a plain line is read', fonts: { f1: font }, text: 'Liều', read: true },
    { name: 'a vertical font', fonts: { f1: { ...font, vertical: true } }, text: 'A', read: false },
    {
      name: 'a Type 3 font',
      fonts: { f1: { ...font, isType3Font: true } },
      text: 'A',
      read: false,
    },
    { name: 'right-to-left text', fonts: { f1: font }, text: 'שלום', read: false },
    { name: 'a font it cannot see', fonts: {}, text: 'A', read: false },
  ])('$name', ({ fonts, text, read }) => {
    const built = page(fonts, ...show(text));
    expect(built !== null).toBe(read);
    if (built) expect(built.items.map((i) => i.str)).toEqual([text]);
  });

  it('an image mask while a text item is open', () => {
    const ops = [...show('A'), [OPS.paintImageMaskXObject, [{}]] as [number, unknown[]]];
    expect(page({ f1: font }, ...ops)).toBeNull();
  });
});
