import { describe, expect, it } from 'vitest';
import { DEFAULT_OUT_DIR, parseSampleArgs } from './parse-sample-args';

describe('parseSampleArgs', () => {
  it('defaults to the default book in data/sample', () => {
    expect(parseSampleArgs([])).toEqual({
      ok: true,
      args: {
        monographs: undefined,
        outDir: DEFAULT_OUT_DIR,
        font: undefined,
        seed: undefined,
        rewrapContinuedHeader: false,
      },
    });
  });

  it.each([
    [
      ['--monographs', '680', '--out', 'data/sample-680'],
      { monographs: 680, outDir: 'data/sample-680' },
    ],
    [['--font=dejavu', '--seed=-3'], { font: 'dejavu', seed: -3 }],
    [['--seed', '42', '--font', 'noto'], { seed: 42, font: 'noto' }],
    // A negative seed after a space is a value, not a flag (parseArgs' strict mode refuses it).
    [['--seed', '-3'], { seed: -3 }],
    [['--defect', 'pua', '--out', 'a', '--out', 'b'], { defect: 'pua', outDir: 'b' }],
    [['--rewrap-continued-header', '--out', 'c'], { rewrapContinuedHeader: true, outDir: 'c' }],
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
    // The next flag is never taken as a value: "--out" is missing its directory.
    [['--out', '--font', 'noto'], /--out needs a directory/],
    [['--out='], /--out needs a directory/],
    [['-m', '3'], /unknown argument "-m"/],
    [['--', '--out', 'x'], /unknown argument "--"/],
    [['--pages=3'], /unknown argument "--pages=3"/],
    [['--rewrap-continued-header=yes'], /--rewrap-continued-header takes no value/],
  ])('rejects %j with one line naming the flag', (argv, message) => {
    const parsed = parseSampleArgs(argv);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.error).toMatch(message);
      expect(parsed.error).not.toContain('\n');
    }
  });
});
