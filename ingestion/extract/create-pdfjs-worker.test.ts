import { readFile } from 'node:fs/promises';
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it, vi } from 'vitest';
import { ensureSampleBook } from '@/ingestion/sample/ensure-sample-book';
import type { TextLayerDefect } from '@/ingestion/sample/draw/apply-text-layer-defect';
import { ExtractError } from './extract-error';
import { readPdfPages } from './read-pdf-pages';
import { makePdf } from './test-support/make-pdf';

/**
 * The in-thread worker's port hands messages over with handOverPdfjsMessage; here every message
 * pdf.js posts through it while reading real books is also copied by structuredClone, and the two
 * must hold the same values (an operator list's glyphs arrive as pdf.js's own Glyph instances,
 * so prototypes are not compared). This is what makes the hand-written copy and the shared
 * operator lists safe on more than the cases their own tests thought of.
 */
const seen = vi.hoisted(() => ({ messages: 0, kinds: new Set<string>(), differ: [] as string[] }));

vi.mock('./hand-over-pdfjs-message', async (importOriginal) => {
  const real = await importOriginal<typeof import('./hand-over-pdfjs-message')>();
  const { expect: check } = await import('vitest');
  return {
    handOverPdfjsMessage<T>(value: T, transfer?: readonly unknown[] | null): T {
      // Before the real hand-over: a transfer detaches the sender's buffers.
      const expected = structuredClone(value);
      const got = real.handOverPdfjsMessage(value, transfer);
      const message = value as { action?: string; stream?: number; data?: unknown[] };
      const kind = message.action ?? `stream ${message.stream ?? 'reply'}`;
      seen.messages++;
      seen.kinds.add(kind === 'commonobj' ? `commonobj ${String(message.data?.[1])}` : kind);
      try {
        check(got).toEqual(expected);
      } catch {
        seen.differ.push(kind);
      }
      return got;
    },
  };
});

const DEFECTS: TextLayerDefect[] = ['tcvn3', 'glued', 'no-unicode-font', 'pua', 'ligatures'];

describe('createPdfjsWorker', () => {
  it('hands every message over with structuredClone’s values, on the sample and defect books', async () => {
    const books = [
      await ensureSampleBook({ dir: '.cache/sample-default' }),
      ...(await Promise.all(
        DEFECTS.map((defect) =>
          ensureSampleBook({ dir: `.cache/defect-books/${defect}`, monographs: 8, defect }),
        ),
      )),
    ];
    for (const book of books) {
      const data = new Uint8Array(await readFile(book.pdfPath));
      const { pages } = await readPdfPages(data, book.pdfPath, { last: 11 });
      expect(pages.some((p) => p.spans.length > 0 && p.rulings.length > 0)).toBe(true);
    }
    const png = createCanvas(40, 40).toBuffer('image/png');
    const scan = await makePdf((doc) => {
      doc.addPage({ size: 'A4' });
      doc.image(png, 50, 50, { width: 400 });
    });
    expect((await readPdfPages(scan, 'scan.pdf')).pages[0]!.image_only).toBe(true);
    const locked = await makePdf(
      (doc) => {
        doc.addPage();
        doc.text('Bí mật', 50, 50);
      },
      { userPassword: 'mat-khau', pdfVersion: '1.7' },
    );
    await expect(readPdfPages(locked, 'locked.pdf')).rejects.toBeInstanceOf(ExtractError);

    expect(seen.differ).toEqual([]);
    expect(seen.messages).toBeGreaterThan(1000);
    // The bulk kinds the copy handles itself were all seen, not only the easy ones.
    expect([...seen.kinds]).toEqual(
      expect.arrayContaining(['GetDocRequest', 'stream 4', 'commonobj Font']),
    );
    // Font faces are on (create-rule-sink-document.ts): no glyph outline is built or posted.
    expect([...seen.kinds]).not.toContain('commonobj FontPath');
  }, 180_000);

  it('opens and closes documents one after another, each on its own port', async () => {
    const pdf = await makePdf((doc) => {
      doc.addPage({ size: 'A5' });
      doc.text('Trang 1', 40, 40);
    });
    for (let i = 0; i < 3; i++) {
      const { pages } = await readPdfPages(pdf, `again-${i}.pdf`);
      expect(pages[0]!.spans[0]!.text).toBe('Trang 1');
    }
  });
});
