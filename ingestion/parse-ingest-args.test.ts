import { describe, expect, it } from 'vitest';
import { parseIngestArgs } from './parse-ingest-args';

describe('parseIngestArgs', () => {
  it.each([
    [['--pdf', 'a.pdf', '--out', 'o'], { pdf: 'a.pdf', out: 'o', store: 'local' }],
    [['--pdf', 'a.pdf', '--out', 'o', '--store', 'qdrant'], { store: 'qdrant' }],
    [
      ['--pdf', 'a.pdf', '--out', 'o', '--monograph-pages', '99-1496'],
      { monographPages: ['99', '1496'] },
    ],
    [['--pdf', 'a.pdf', '--out', 'o', '--workers', '0'], { workers: 0 }],
    [['--pdf', 'a.pdf', '--check'], { pdf: 'a.pdf', check: true }],
  ])('%j', (argv, expected) => {
    expect(parseIngestArgs(argv)).toMatchObject(expected);
  });

  it.each([
    [[], '--pdf is required'],
    [['--pdf', 'a.pdf'], '--out is required'],
    [['--pdf', 'a.pdf', '--out', 'o', '--store', 'chroma'], '--store must be local or qdrant'],
    [['--pdf', 'a.pdf', '--out', 'o', '--monograph-pages', '200-99'], '--monograph-pages'],
    [['--pdf', 'a.pdf', '--out', 'o', '--monograph-pages', 'x'], '--monograph-pages'],
    [['--pdf', 'a.pdf', '--out', 'o', '--bogus'], 'usage:'],
    [['--pdf', 'a.pdf', '--out', 'o', '--check'], '--check writes nothing'],
  ])('%j is refused', (argv, message) => {
    expect(() => parseIngestArgs(argv)).toThrow(message);
  });
});
