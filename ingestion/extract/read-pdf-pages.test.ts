import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { assertTextLayer } from './assert-text-layer';
import { ExtractError } from './extract-error';
import { normaliseText, readPdfPages } from './read-pdf-pages';
import { makePdf } from './test-support/make-pdf';
import { makeZeroPagePdf } from './test-support/make-raw-pdf';
import { FONT_FILES, type Family } from './test-support/make-test-book';

async function styledPage(family: Family, size: number, margin: number) {
  return makePdf((doc) => {
    for (const [style, file] of Object.entries(FONT_FILES[family])) doc.registerFont(style, file);
    doc.addPage({ size: [500, 700], margin: 0 });
    doc.font('R').fontSize(size).text('Liều thường dùng', margin, 100, { lineBreak: false });
    doc.font('B').fontSize(size).text('Chỉ định', margin, 150, { lineBreak: false });
    doc.font('I').fontSize(size).text('Người lớn:', margin, 200, { lineBreak: false });
    doc
      .font('BI')
      .fontSize(size * 1.5)
      .text('Trẻ em', margin + 100, 250, { lineBreak: false });
  });
}

async function errorOf(promise: Promise<unknown>): Promise<ExtractError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ExtractError) return error;
    throw error;
  }
  throw new Error('expected an ExtractError');
}

describe('readPdfPages', () => {
  it.each([
    {
      family: 'noto' as const,
      size: 10,
      margin: 40,
      regular: 'NotoSerif-Regular',
      bold: 'NotoSerif-Bold',
    },
    {
      family: 'dejavu' as const,
      size: 8.5,
      margin: 71,
      regular: 'DejaVuSerif',
      bold: 'DejaVuSerif-Bold',
    },
  ])(
    'reads real font names, bold/italic, sizes and boxes ($family)',
    async ({ family, size, margin, regular, bold }) => {
      const { pages } = await readPdfPages(await styledPage(family, size, margin), 'styled.pdf');
      const page = pages[0]!;
      expect(page.width).toBe(500);
      expect(page.height).toBe(700);
      const got = page.spans.map((s) => ({
        text: s.text,
        font: s.font,
        bold: s.bold,
        italic: s.italic,
      }));
      expect(got).toEqual([
        { text: 'Liều thường dùng', font: regular, bold: false, italic: false },
        { text: 'Chỉ định', font: bold, bold: true, italic: false },
        { text: 'Người lớn:', font: expect.stringMatching(/Italic/), bold: false, italic: true },
        { text: 'Trẻ em', font: expect.stringMatching(/BoldItalic/), bold: true, italic: true },
      ]);
      page.spans.forEach((s, i) => {
        const drawnSize = i === 3 ? size * 1.5 : size;
        expect(s.size).toBeCloseTo(drawnSize, 3);
        expect(s.bbox[0]).toBeCloseTo(i === 3 ? margin + 100 : margin, 1);
        // pdfkit's y is the top of the line box: the baseline sits one ascent below it.
        const top = 100 + 50 * i;
        expect(s.baseline).toBeGreaterThan(top);
        expect(s.baseline).toBeLessThan(top + 1.2 * drawnSize);
        expect(s.bbox[1]).toBeLessThan(s.baseline);
        expect(s.bbox[3]).toBeGreaterThan(s.baseline);
        expect(s.bbox[2] - s.bbox[0]).toBeGreaterThan(s.text.length * 0.3 * drawnSize);
      });
    },
  );

  it('normalises text to NFC', async () => {
    const pdf = await makePdf((doc) => {
      doc.registerFont('R', FONT_FILES.dejavu.R);
      doc.addPage({ size: 'A4' });
      // Decomposed input: "e" + combining circumflex + combining dot below.
      doc.font('R').text('Vie\u0302\u0323t', 50, 50, { lineBreak: false });
    });
    const { pages } = await readPdfPages(pdf, 'nfc.pdf');
    expect(pages[0]!.spans.map((s) => s.text)).toEqual(['Vi\u1ec7t']);
  });

  it('reads ruling lines, thin rectangles and rules under a transform', async () => {
    const pdf = await makePdf((doc) => {
      doc.addPage({ size: [600, 800], margin: 0 });
      doc.moveTo(50, 60).lineTo(550, 60).lineWidth(0.5).stroke();
      doc.rect(100, 300, 0.8, 120).fill();
      doc.save();
      doc.translate(100, 500).scale(2);
      doc.moveTo(0, 0).lineTo(100, 0).lineWidth(1).stroke();
      doc.restore();
      doc.rect(300, 600, 100, 80).fill(); // a filled box, not a rule
    });
    const { pages } = await readPdfPages(pdf, 'rules.pdf');
    const segs = pages[0]!.rulings.map((s) => [
      s.orientation,
      s.bbox.map((v) => Math.round(v * 10) / 10),
    ]);
    expect(segs).toEqual([
      ['horizontal', [50, 59.8, 550, 60.3]],
      ['vertical', [100, 300, 100.8, 420]],
      ['horizontal', [100, 499, 300, 501]],
    ]);
  });

  it('flags an image-only page and passes a blank one', async () => {
    const png = createCanvas(40, 40).toBuffer('image/png');
    const pdf = await makePdf((doc) => {
      doc.addPage({ size: 'A4' });
      doc.text('Trang có chữ', 50, 50);
      doc.addPage({ size: 'A4' });
      doc.image(png, 50, 50, { width: 400 });
      doc.addPage({ size: 'A4' });
    });
    const { pages } = await readPdfPages(pdf, 'scan.pdf');
    expect(pages.map((p) => p.image_only)).toEqual([false, true, false]);
    const summaries = pages.map((p) => ({
      physical_page: p.physical_page,
      has_text: p.spans.length > 0,
      image_only: p.image_only,
    }));
    expect(() => assertTextLayer(summaries, 'scan.pdf')).toThrow(
      /scan\.pdf page 2: .*no text layer/,
    );
    expect(() =>
      assertTextLayer(summaries, 'scan.pdf', { allowImageOnlyPages: true }),
    ).not.toThrow();
  });

  it('reads a page range', async () => {
    const pdf = await makePdf((doc) => {
      for (let i = 0; i < 4; i++) {
        doc.addPage({ size: 'A5' });
        doc.text(`Trang ${i + 1}`, 40, 40);
      }
    });
    const { numPages, pages } = await readPdfPages(pdf, 'range.pdf', { first: 1, last: 2 });
    expect(numPages).toBe(4);
    expect(pages.map((p) => [p.physical_page, p.spans[0]?.text])).toEqual([
      [1, 'Trang 2'],
      [2, 'Trang 3'],
    ]);
  });
});

/** pdfkit's current font as fontkit loaded it (not in pdfkit's typings). */
interface FontkitInternals {
  _font: {
    font: {
      unitsPerEm: number;
      layout(text: string): {
        glyphs: { path: { toSVG(): string } }[];
        positions: { xAdvance: number }[];
      };
    };
  };
}

/** Draws `text` as filled glyph outlines at 10 pt from (x, y): letters with no text layer. */
function drawOutlined(doc: PDFKit.PDFDocument, text: string, x: number, y: number): void {
  const font = (doc as unknown as FontkitInternals)._font.font;
  const scale = 10 / font.unitsPerEm;
  const run = font.layout(text);
  let pen = x;
  run.glyphs.forEach((glyph, i) => {
    doc.save().translate(pen, y).scale(scale, -scale);
    doc.path(glyph.path.toSVG()).fill('black');
    doc.restore();
    pen += run.positions[i]!.xAdvance * scale;
  });
}

describe('readPdfPages: text drawn as outlines', () => {
  it('flags a page of outlined letters as having no text layer, not a page of rules', async () => {
    const pdf = await makePdf((doc) => {
      doc.registerFont('R', FONT_FILES.noto.R);
      doc.addPage({ size: 'A4' });
      doc.font('R').fontSize(10).text('Trang có chữ', 50, 50);
      doc.addPage({ size: 'A4' });
      doc.font('R');
      for (let line = 0; line < 6; line++)
        drawOutlined(doc, 'Người lớn uống một viên mỗi ngày sau bữa ăn.', 50, 100 + 14 * line);
      doc.addPage({ size: 'A4' });
      for (let row = 0; row < 20; row++) doc.moveTo(50, 100 + 10 * row).lineTo(500, 100 + 10 * row);
      doc.stroke();
      doc.circle(300, 500, 40).fill('black');
    });
    const { pages } = await readPdfPages(pdf, 'outlined.pdf');
    expect(pages.map((p) => p.spans.length > 0)).toEqual([true, false, false]);
    expect(pages.map((p) => p.image_only)).toEqual([false, true, false]);
  });
});

describe('readPdfPage: tracked titles and text off the page', () => {
  /**
   * A region title and a drug name set with 2–2.5 pt of tracking (pdf.js reads "C Á C C H U Y Ê
   * N …", which sends the page through the glyph-by-glyph reading), a body line, and a printer's
   * slug above the page box (which that reading kept before keepGlyphsOnPage).
   */
  async function trackedPage() {
    return makePdf((doc) => {
      for (const [style, file] of Object.entries(FONT_FILES.noto)) doc.registerFont(style, file);
      doc.addPage({ size: [500, 700], margin: 0 });
      doc.font('B').fontSize(14);
      doc.text('CÁC CHUYÊN LUẬN THUỐC', 60, 100, { lineBreak: false, characterSpacing: 2 });
      doc.font('B').fontSize(11);
      doc.text('ACICLOVIR', 60, 130, { lineBreak: false, characterSpacing: 2.5 });
      doc.font('R').fontSize(10).text('Người lớn uống mỗi ngày.', 60, 160, { lineBreak: false });
      doc.font('R').fontSize(8).text('duoc-thu.indd 45', 60, -30, { lineBreak: false });
    });
  }

  it.each([false, true])(
    'reads the words and leaves the slug out (forceGlyphs %s)',
    async (forceGlyphs) => {
      const bytes = await trackedPage();
      const { closePdf, openPdf, readPdfPage } = await import('./read-pdf-pages');
      const handle = await openPdf(bytes, 'tracked.pdf');
      try {
        const page = await readPdfPage(handle, 0, { forceGlyphs });
        const texts = page.spans.map((s) => s.text);
        expect(texts).toEqual(['CÁC CHUYÊN LUẬN THUỐC', 'ACICLOVIR', 'Người lớn uống mỗi ngày.']);
        expect(page.health?.letter_spaced).toBe(true);
        expect(page.health?.repaired).toBe(true);
      } finally {
        await closePdf(handle);
      }
    },
  );
});

describe('readPdfPages on bad input', () => {
  it.each([
    {
      name: 'not a PDF',
      code: 'not_pdf',
      bytes: async () => new Uint8Array(Buffer.from('<html>not a pdf</html>')),
    },
    {
      name: 'truncated',
      code: 'corrupt',
      bytes: async () => {
        const pdf = await makePdf((doc) => {
          doc.addPage();
          doc.text('Một trang', 50, 50);
        });
        return pdf.slice(0, Math.floor(pdf.length * 0.6));
      },
    },
    {
      name: 'garbled after a valid header',
      code: 'corrupt',
      bytes: async () => new Uint8Array(Buffer.from('%PDF-1.7\n' + 'x'.repeat(2000) + '\n%%EOF\n')),
    },
    {
      name: 'password-protected',
      code: 'encrypted',
      bytes: () =>
        makePdf(
          (doc) => {
            doc.addPage();
            doc.text('Bí mật', 50, 50);
          },
          { userPassword: 'mat-khau', pdfVersion: '1.7' },
        ),
    },
    { name: 'zero pages', code: 'no_pages', bytes: async () => makeZeroPagePdf() },
  ])('$name → $code, naming the file', async ({ code, bytes }) => {
    const error = await errorOf(readPdfPages(await bytes(), 'data/bad.pdf'));
    expect(error.code).toBe(code);
    expect(error.message).toMatch(/^data\/bad\.pdf: /);
    expect(error.physical_page).toBeNull();
  });
});

describe('normaliseText', () => {
  it.each([
    ['\ufb01lm \ufb02uconazol', 'film fluconazol'],
    ['Vie\u0302\u0323t', 'Vi\u1ec7t'],
    ['1\u00a0000 mg', '1 000 mg'],
    ['2\u202f500', '2 500'],
    ['µg ½', 'µg ½'],
  ])('%j → %j', (input, expected) => {
    expect(normaliseText(input)).toBe(expected);
  });
});
