import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractBook } from './extract-book';
import { ExtractError } from './extract-error';
import type { ExtractedBook } from './extract-types';
import { makePdf } from './test-support/make-pdf';
import { makeTestBook, type TestBook, type TestBookOptions } from './test-support/make-test-book';
import { baseOptions, DRUGS, monograph, paragraph, sentence } from './test-support/sample-content';

const dir = mkdtempSync(path.join(tmpdir(), 'extract-book-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const CONFIGS: { name: string; options: TestBookOptions }[] = [
  {
    name: 'Noto Serif, A4, justified, ruled headers',
    options: baseOptions({
      frontMatter: [
        [paragraph(1000, 6), paragraph(1010, 4)],
        [paragraph(1020, 5)],
        [paragraph(1030, 3)],
      ],
      regionTitle: 'CHUYÊN LUẬN THUỐC',
      firstFolio: 99,
      monographs: [
        {
          drug: DRUGS[0]!,
          blocks: [
            ...monograph(DRUGS[0]!, 1, 10),
            {
              kind: 'table',
              rows: [
                ['Độ thanh thải', 'Liều'],
                ['> 50', '300 mg'],
                ['10-50', '150 mg'],
              ],
            },
          ],
        },
        {
          drug: DRUGS[1]!,
          blocks: [
            ...monograph(DRUGS[1]!, 100, 6),
            { kind: 'full_title', text: 'PHỤ LỤC GIỮA TRANG' },
            ...monograph(DRUGS[2]!, 200, 4),
            {
              kind: 'full_table',
              rows: [
                ['Nhóm', 'Liều đầu', 'Duy trì', 'Tối đa'],
                ['A', '1 mg', '2 mg', '4 mg'],
              ],
            },
            { kind: 'para', runs: [{ text: paragraph(300, 8) }] },
          ],
        },
        { drug: DRUGS[3]!, blocks: monograph(DRUGS[3]!, 400, 12) },
      ],
    }),
  },
  {
    name: 'DejaVu Serif, smaller page, ragged text, unruled headers, other recurring text',
    options: baseOptions({
      family: 'dejavu',
      width: 520,
      height: 740,
      margin: { top: 80, bottom: 60, inner: 64, outer: 36 },
      fontSize: 8.2,
      columnGap: 11,
      recurring: 'SÁCH MẪU 3',
      headerRule: false,
      headerGap: 24,
      justify: false,
      frontMatter: [[paragraph(2000, 8)], [paragraph(2010, 6)]],
      regionTitle: 'PHẦN HAI',
      firstFolio: 1030,
      monographs: [
        { drug: 'Natri clorid', blocks: monograph('Natri clorid', 3000, 14) },
        {
          drug: 'Natri nitrit',
          blocks: [
            ...monograph('Natri nitrit', 3100, 5),
            {
              kind: 'table',
              rows: [
                ['Tuổi', 'Liều'],
                ['< 1', '0,2 ml/kg'],
              ],
            },
            ...monograph('Natri nitroprusiat', 3200, 9),
          ],
        },
      ],
    }),
  },
];

const books: { name: string; truth: TestBook; book: ExtractedBook; file: string }[] = [];

beforeAll(async () => {
  for (const [i, config] of CONFIGS.entries()) {
    const truth = await makeTestBook(config.options);
    const file = path.join(dir, `book-${i}.pdf`);
    writeFileSync(file, truth.pdf);
    books.push({ name: config.name, truth, book: await extractBook(file), file });
  }
});

describe.each(CONFIGS.map((c, i) => ({ name: c.name, i })))('extractBook: $name', ({ i }) => {
  const get = () => books[i]!;

  it('reads every folio from its own page (roman front matter, none on the title page)', () => {
    const { truth, book } = get();
    expect(book.pages.map((p) => p.printed_page)).toEqual(truth.pages.map((p) => p.printed_page));
    expect(book.pages.map((p) => p.physical_page)).toEqual(truth.pages.map((p) => p.physical_page));
  });

  it('gives back every body line, in reading order, with its column', () => {
    const { truth, book } = get();
    const got = book.pages.flatMap((p) =>
      p.lines.map((l) => `${p.physical_page} ${l.column} ${l.text}`),
    );
    const want = truth.lines.map((l) => `${l.physical_page} ${l.column} ${l.text}`);
    expect(got).toEqual(want);
  });

  it('keeps bold and italic as drawn, line by line and run by run', () => {
    const { truth, book } = get();
    const lines = book.pages.flatMap((p) => p.lines);
    expect(lines.map((l) => [l.text, l.bold, l.italic])).toEqual(
      truth.lines.map((l) => [l.text, l.bold, l.italic]),
    );
    const dose = lines.find((l) => l.text.startsWith('Người lớn:'));
    expect(dose?.spans[0]?.italic).toBe(true);
    expect(dose?.spans.some((s) => !s.italic && /\d/.test(s.text))).toBe(true);
  });

  it('removes every running header and footer, and nothing else', () => {
    const { truth, book } = get();
    const recurring = CONFIGS[i]!.options.recurring;
    expect(book.boilerplate_strings).toEqual([recurring]);
    book.pages.forEach((p, k) => {
      const drawn = truth.pages[k]!;
      const removed = p.removed_boilerplate.map((l) => l.text).join(' ');
      expect(removed).toBe(drawn.header ?? drawn.footer ?? '');
      for (const l of p.lines) expect(l.text).not.toContain(recurring);
    });
  });

  it('joins a sentence broken by a column or page break, with no header between the halves', () => {
    const { truth, book } = get();
    const text = book.pages.flatMap((p) => p.lines.map((l) => l.text)).join(' ');
    // Sentences whose lines the generator put in two columns or on two pages.
    const starts: number[] = [];
    let joined = '';
    for (const l of truth.lines) {
      starts.push(joined.length);
      joined += l.text + ' ';
    }
    const lineAt = (offset: number) => starts.findLastIndex((s) => s <= offset);
    let broken = 0;
    for (let n = 1; n < 3300; n++) {
      const s = sentence(n);
      const at = joined.indexOf(s);
      if (at < 0) continue;
      const a = truth.lines[lineAt(at)]!;
      const b = truth.lines[lineAt(at + s.length - 1)]!;
      if (a.physical_page !== b.physical_page || a.column !== b.column) {
        broken++;
        expect(text).toContain(s);
      }
    }
    expect(broken).toBeGreaterThan(3);
  });

  it('finds the gutter on two-column pages only', () => {
    const { truth, book } = get();
    book.pages.forEach((p, k) => {
      expect(p.gutter !== null).toBe(truth.pages[k]!.part === 'body');
    });
  });
});

describe('extractBook runs', () => {
  it('gives the same result with two workers and in one thread, reporting progress', async () => {
    const { file, book } = books[0]!;
    const progress: [number, number][] = [];
    const inThread = await extractBook(file, {
      workers: 0,
      onProgress: (d, t) => progress.push([d, t]),
    });
    expect(inThread).toEqual(book);
    const total = book.pages.length;
    expect(progress).toHaveLength(total);
    expect(progress[total - 1]).toEqual([total, total]);
  });

  it('fails on a missing file, a non-PDF and a scanned page with one clear error', async () => {
    await expect(extractBook(path.join(dir, 'none.pdf'))).rejects.toMatchObject({
      code: 'unreadable_file',
      message: expect.stringMatching(/none\.pdf: no such file \[unreadable_file\]$/),
    });
    const notPdf = path.join(dir, 'note.pdf');
    writeFileSync(notPdf, 'hello');
    await expect(extractBook(notPdf)).rejects.toMatchObject({ code: 'not_pdf' });

    // Found by the workers, which open the PDF: the code survives the thread boundary.
    const locked = path.join(dir, 'locked.pdf');
    writeFileSync(
      locked,
      await makePdf(
        (doc) => {
          doc.addPage();
          doc.text('Bí mật', 50, 50);
        },
        { userPassword: 'mat-khau', pdfVersion: '1.7' },
      ),
    );
    await expect(extractBook(locked)).rejects.toMatchObject({
      name: 'ExtractError',
      code: 'encrypted',
      message: expect.stringMatching(/locked\.pdf: .*password/),
    });

    const scanned = path.join(dir, 'scanned.pdf');
    const png = createCanvas(60, 60).toBuffer('image/png');
    writeFileSync(
      scanned,
      await makePdf((doc) => {
        doc.addPage({ size: 'A4' });
        doc.text('Trang một', 50, 50);
        doc.addPage({ size: 'A4' });
        doc.image(png, 40, 40, { width: 500 });
      }),
    );
    const error = await extractBook(scanned).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ExtractError);
    expect((error as ExtractError).code).toBe('no_text');
    expect((error as ExtractError).message).toMatch(/scanned\.pdf page 2: /);
    const kept = await extractBook(scanned, { allowImageOnlyPages: true });
    expect(kept.pages.map((p) => p.lines.length)).toEqual([1, 0]);
  });
});
