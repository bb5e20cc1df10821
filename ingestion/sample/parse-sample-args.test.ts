import { describe, expect, it } from 'vitest';
import { DEFAULT_OUT_DIR, parseSampleArgs } from './parse-sample-args';

describe('parseSampleArgs', () => {
  it('defaults to the default book in data/sample', () => {
    expect(parseSampleArgs([])).toEqual({
      ok: true,
      args: { monographs: undefined, outDir: DEFAULT_OUT_DIR, font: undefined, seed: undefined },
    });
  });

  it.each([
    [
      ['--monographs', '680', '--out', 'data/sample-680'],
      { monographs: 680, outDir: 'data/sample-680' },
    ],
    [['--font=dejavu', '--seed=-3'], { font: 'dejavu', seed: -3 }],
    [['--seed', '42', '--font', 'noto'], { seed: 42, font: 'noto' }],
  ])('%j', (argv, expected) => {
    const parsed = parseSampleArgs(argv);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(parsed.args).toMatchObject(expected);
  });

  it.each([
    [['--monographs', '0'], /--monographs/],
    [['--monographs', 'abc'], /--monographs/],
    [['--monographs'], /--monographs/],
    [['--monographs', '999999'], /--monographs/],
    [['--font', 'arial'], /--font/],
    [['--seed', '1.5'], /--seed/],
    [['--out'], /--out/],
    [['--pages', '3'], /unknown argument/],
    [['extra'], /unknown argument/],
  ])('rejects %j with one line naming the flag', (argv, message) => {
    const parsed = parseSampleArgs(argv);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.error).toMatch(message);
      expect(parsed.error).not.toContain('\n');
    }
  });
});
