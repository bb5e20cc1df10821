import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { computeIndexKey } from './ensure-sample-index';

let root: string;

function write(file: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
}

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('computeIndexKey', () => {
  it('changes with the PDF and with any source the ingest imports, and with nothing else', () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'index-key-'));
    write('ingestion/run-ingest.ts', "import { chunk } from '@/lib/text/chunk';");
    write('lib/text/chunk.ts', 'export const chunk = 1;');
    write('lib/retrieval/rank.ts', 'export const rank = 1;');
    write('book.pdf', '%PDF-1.7 one');
    const pdf = path.join(root, 'book.pdf');
    const first = computeIndexKey(pdf, root);

    write('lib/retrieval/rank.ts', 'export const rank = 2;');
    expect(computeIndexKey(pdf, root)).toBe(first);

    write('lib/text/chunk.ts', 'export const chunk = 2;');
    const afterCode = computeIndexKey(pdf, root);
    expect(afterCode).not.toBe(first);

    write('book.pdf', '%PDF-1.7 two');
    expect(computeIndexKey(pdf, root)).not.toBe(afterCode);
  });
});
