/**
 * Bands as the real book writes them (../shared/realdata, third-party conversions of the Dược
 * thư): every dosing sentence that states a renal-function value or an age in years must yield a
 * band of that quantity. Skipped where the samples are absent; never copied into code.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hasRealdata, realdataPath } from '@/lib/testing/realdata';
import { splitSentences } from './split-sentences';
import { readSentenceBands } from './read-sentence-bands';

const SECTIONS = 'dtqg-markdown/sections_by_monograph.jsonl';
const present = hasRealdata('read-sentence-bands.realdata', SECTIONS);

function dosingSentences(): string[] {
  return (
    readFileSync(realdataPath(SECTIONS), 'utf8')
      .split('\n')
      .filter((l) => l.trim().length > 0)
      .map((l) => JSON.parse(l) as { sections: { heading: string; text: string }[] })
      .flatMap((m) => m.sections.filter((s) => /^Liều lượng|^Thận trọng/.test(s.heading)))
      // Markdown conversion noise (<sup>, *emphasis*, $latex$, table rows) is not the book's text.
      .flatMap((s) =>
        s.text
          .split('\n')
          .filter((line) => !line.trim().startsWith('|'))
          .join('\n')
          .replace(/<\/?sup>|[*$#>]|\\rm|[{}_]/g, ' ')
          .normalize('NFC'),
      )
      .flatMap((text) => splitSentences(text).map((s) => s.text.replace(/\s+/g, ' ')))
  );
}

describe.skipIf(!present)('readSentenceBands on the real book', () => {
  it('reads a band from every sentence stating a renal-function value or an age', () => {
    const sentences = dosingSentences();
    const renal = /\d\s*ml\s*\/\s*phút/u;
    const age = /\d\s*(?:tuổi|tháng tuổi)/u;
    const missed: string[] = [];
    let checked = 0;
    for (const s of sentences) {
      const quantities = new Set(
        readSentenceBands(s).flatMap((c) =>
          c.conditions.flatMap((x) => (x.kind === 'numeric' ? [x.quantity] : [])),
        ),
      );
      if (renal.test(s)) {
        checked += 1;
        if (!quantities.has('renal_function')) missed.push(`renal: ${s.slice(0, 160)}`);
      }
      if (age.test(s)) {
        checked += 1;
        if (!quantities.has('age_years')) missed.push(`age: ${s.slice(0, 160)}`);
      }
    }
    console.log(`read-sentence-bands.realdata: ${checked} banded sentences checked`);
    expect(checked).toBeGreaterThan(20);
    expect(missed).toEqual([]);
  });
});
