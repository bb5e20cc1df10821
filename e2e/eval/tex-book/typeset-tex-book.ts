import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { UnseenMonograph } from '@/e2e/eval/answers/unseen/book/read-unseen-monographs';
import { writeTexBook } from './write-tex-book';

/** The LaTeX source's and TeX's own files' name inside the book folder (tex-book.tex, .log). */
export const TEX_BOOK_JOB = 'tex-book';
/** Fixed, so the same text gives the same bytes (the index's source_sha256 names the book). */
const SOURCE_DATE_EPOCH = '1514764800';

export class TexBookError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TexBookError';
  }
}

/** Whether `pdflatex` runs here: eval:tex-book skips in one line when it does not. */
export function hasPdflatex(): boolean {
  const run = spawnSync('pdflatex', ['--version'], { stdio: 'ignore' });
  return !run.error && run.status === 0;
}

export interface TypesetTexBook {
  pdfPath: string;
  sha256: string;
  pages: number;
  monographs: number;
  /** TeX's log: which tables TeX continued is read from it (read-tex-continued-tables.ts). */
  logPath: string;
}

/**
 * Writes the book's LaTeX beside `pdfPath` and typesets it with pdflatex (one pass: nothing
 * refers forward), then moves the PDF to `pdfPath` whole, so a reader never sees half a book.
 * Throws TexBookError with TeX's first error line when pdflatex fails.
 */
export function typesetTexBook(
  monographs: readonly UnseenMonograph[],
  pdfPath: string,
): Promise<TypesetTexBook> {
  const dir = path.dirname(pdfPath);
  fs.mkdirSync(dir, { recursive: true });
  const texPath = path.join(dir, `${TEX_BOOK_JOB}.tex`);
  const logPath = path.join(dir, `${TEX_BOOK_JOB}.log`);
  fs.writeFileSync(texPath, writeTexBook(monographs));
  const run = spawnSync(
    'pdflatex',
    ['-interaction=nonstopmode', '-halt-on-error', `-output-directory=${dir}`, texPath],
    {
      env: { ...process.env, SOURCE_DATE_EPOCH, FORCE_SOURCE_DATE: '1' },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const built = path.join(dir, `${TEX_BOOK_JOB}.pdf`);
  if (run.error || run.status !== 0 || !fs.existsSync(built)) {
    const log = fs.existsSync(logPath) ? fs.readFileSync(logPath, 'latin1') : '';
    const first = log.split('\n').find((line) => line.startsWith('!')) ?? String(run.error ?? '');
    throw new TexBookError(`typeset-tex-book: pdflatex failed on ${texPath}: ${first}`);
  }
  fs.renameSync(built, pdfPath);
  const bytes = fs.readFileSync(pdfPath);
  // TeX wraps its terminal lines at 79 characters.
  const pages = /Output written on .*?\((\d+) pages?/.exec(run.stdout.replace(/\n/g, ''))?.[1];
  return Promise.resolve({
    pdfPath,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    pages: Number(pages ?? 0),
    monographs: monographs.length,
    logPath,
  });
}
