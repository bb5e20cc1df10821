import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 36: the answer layer reads as filter → rank → render, no function over ~80 lines. Before
 * it, draftExtractiveAnswer was one function of 562 lines and candidatesOf one of 256, and no one
 * could predict which line led without running them. Top-level functions only (a declaration at
 * column 0 to the first "}" at column 0).
 */
const MAX_LINES = 80;
const ROOTS = ['lib/answer', 'lib/question'].map((d) =>
  path.resolve(import.meta.dirname, '../..', d),
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

function longFunctions(source: string, max = MAX_LINES): string[] {
  const lines = source.split('\n');
  const out: string[] = [];
  lines.forEach((line, i) => {
    const m = /^(?:export )?(?:async )?function (\w+)/.exec(line);
    if (!m) return;
    let end = i + 1;
    while (end < lines.length && lines[end] !== '}') end++;
    if (end - i + 1 > max) out.push(`${m[1]} (${end - i + 1} lines)`);
  });
  return out;
}

describe('functions in the answer layer', () => {
  it('finds a long function', () => {
    const body = Array.from({ length: 90 }, () => '  x();').join('\n');
    expect(longFunctions(`function big() {\n${body}\n}\nfunction small() {\n}\n`)).toEqual([
      'big (92 lines)',
    ]);
  });

  it.each(ROOTS.flatMap(sourceFiles).map((f) => [path.relative(process.cwd(), f), f]))(
    '%s has none over 80 lines',
    (_, file) => {
      expect(longFunctions(readFileSync(file, 'utf8'))).toEqual([]);
    },
  );
});
