import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { balancePageTree } from './balance-page-tree';

async function book(pages: number, balanced: boolean): Promise<Buffer> {
  const doc = new PDFDocument({ autoFirstPage: false, size: 'A4' });
  const tree = balanced ? balancePageTree(doc, 8) : null;
  const parts: Buffer[] = [];
  doc.on('data', (b: Buffer) => parts.push(b));
  const done = new Promise<void>((resolve) => doc.on('end', resolve));
  for (let i = 0; i < pages; i++) {
    doc.addPage();
    doc.text(`Trang so ${i + 1}`, 72, 72);
  }
  tree?.finish();
  doc.end();
  await done;
  return Buffer.concat(parts);
}

async function pageText(pdf: Buffer, n: number): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, verbosity: 0 })
    .promise;
  const page = await doc.getPage(n);
  const text = (await page.getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join('');
  const total = doc.numPages;
  await doc.destroy();
  return `${total}:${text}`;
}

describe('balancePageTree', () => {
  it('keeps every page where it was, under groups of 8', async () => {
    const pdf = await book(37, true);
    expect(await pageText(pdf, 1)).toBe('37:Trang so 1');
    expect(await pageText(pdf, 30)).toBe('37:Trang so 30');
    expect(await pageText(pdf, 37)).toBe('37:Trang so 37');
    const raw = pdf.toString('latin1');
    expect(raw.match(/\/Type \/Pages/g)).toHaveLength(1 + Math.ceil(37 / 8));
  });

  it('gives the same text as the flat tree, and poppler reads it without repair', async () => {
    const [flat, balanced] = await Promise.all([book(20, false), book(20, true)]);
    for (const n of [1, 9, 20]) expect(await pageText(balanced, n)).toBe(await pageText(flat, n));
    const dir = mkdtempSync(path.join(os.tmpdir(), 'tree-'));
    writeFileSync(path.join(dir, 'b.pdf'), balanced);
    const info = execFileSync('pdfinfo', [path.join(dir, 'b.pdf')], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    expect(info).toMatch(/Pages:\s+20/);
  });
});
