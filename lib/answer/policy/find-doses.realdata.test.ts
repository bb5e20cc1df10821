/**
 * find-numbers / find-doses against the real book's dosing prose (../shared/realdata, third-party
 * conversions of the Dược thư). Skipped where the samples are absent; never copied into code.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hasRealdata, realdataPath } from '@/lib/testing/realdata';
import { findDoses } from './find-doses';
import { findNumbers } from './find-numbers';
import { normalizeText } from './normalize-text';

const SAMPLES = realdataPath('dtqg-markdown/sections_by_monograph.jsonl');

type Monograph = { drug: string; sections: { heading: string; text: string }[] };

function dosingTexts(): { drug: string; text: string }[] {
  return readFileSync(SAMPLES, 'utf8')
    .split('\n')
    .filter((line) => line.trim().length > 0)
    .map((line) => JSON.parse(line) as Monograph)
    .flatMap((m) =>
      m.sections
        .filter((s) => s.heading.startsWith('Liều lượng'))
        // Markdown conversion noise (<sup>, *emphasis*, $latex$) is not the book's text.
        .map((s) => ({
          drug: m.drug,
          text: normalizeText(s.text.replace(/<\/?sup>|[*$#>|]|\\rm|[{}_]/g, ' ')),
        })),
    );
}

describe.skipIf(
  !hasRealdata('find-doses.realdata.test.ts', 'dtqg-markdown/sections_by_monograph.jsonl'),
)('real dosing sections', () => {
  it('every digit run is part of a number, or glued to a letter (m2, K1)', () => {
    let digitRuns = 0;
    for (const { drug, text } of dosingTexts()) {
      const covered = findNumbers(text);
      for (const run of text.matchAll(/\d+/g)) {
        digitRuns += 1;
        const inside = covered.some((n) => n.start <= run.index && run.index < n.end);
        const glued = /[\p{L}]/u.test(text.charAt(run.index - 1));
        expect(inside || glued, `${drug}: "${text.slice(run.index - 20, run.index + 20)}"`).toBe(
          true,
        );
      }
    }
    expect(digitRuns).toBeGreaterThan(500);
  });

  it('every "<number> <mass|volume unit>" outside a lab or kidney value is found as a dose', () => {
    const naive =
      /(?<![\p{L}\d,])\d+(?:,\d+)? ?(?:mg|g|ml|microgam|lít)(?![\p{L}])(?! ?\/ ?(?:dl|phút\/1,73))/gu;
    let checked = 0;
    for (const { drug, text } of dosingTexts()) {
      const doses = findDoses(text);
      for (const m of text.matchAll(naive)) {
        const before = text.slice(Math.max(0, m.index - 40), m.index);
        if (/cl ?cr|thanh thải|lọc cầu thận|huyết thanh|huyết tương/iu.test(before)) continue;
        checked += 1;
        const found = doses.some((d) => d.start <= m.index && m.index < d.end);
        expect(found, `${drug}: "${text.slice(m.index - 30, m.index + 30)}"`).toBe(true);
      }
    }
    expect(checked).toBeGreaterThan(200);
  });

  it('finds regimens (frequency or interval) in every section that states one', () => {
    const counts = dosingTexts().map(
      ({ text }) =>
        findDoses(text).filter((d) => d.kind === 'frequency' || d.kind === 'interval').length,
    );
    expect(counts.filter((c) => c > 0).length).toBeGreaterThanOrEqual(counts.length - 2);
  });
});
