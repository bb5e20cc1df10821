/**
 * Extractive answers are verbatim sentences; on the real book's text (../shared/realdata) not
 * one of them may be removed by number, unit or regimen grounding against its own section.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hasRealdata, realdataPath } from '@/lib/testing/realdata';
import { checkNumberGrounding } from './check-number-grounding';
import { normalizeText } from './normalize-text';
import { splitSentences } from './split-sentences';
import { makeChunk } from '@/lib/schema/testing/make-chunk';

const SAMPLES = realdataPath('dtqg-markdown/sections_by_monograph.jsonl');

type Monograph = { drug: string; sections: { heading: string; text: string }[] };

describe.skipIf(
  !hasRealdata(
    'check-number-grounding.realdata.test.ts',
    'dtqg-markdown/sections_by_monograph.jsonl',
  ),
)('verbatim sentences of the real book', () => {
  it('are never removed by rule 4 when they cite their own section', () => {
    let sentences = 0;
    for (const line of readFileSync(SAMPLES, 'utf8').split('\n')) {
      if (line.trim().length === 0) continue;
      const monograph = JSON.parse(line) as Monograph;
      for (const section of monograph.sections) {
        const source = normalizeText(section.text);
        if (source.length === 0) continue;
        const chunk = makeChunk({ drug_id: 'real', source_text: source });
        for (const sentence of splitSentences(source)) {
          sentences += 1;
          const violation = checkNumberGrounding(sentence.text, [chunk]);
          expect(violation, `${monograph.drug} / ${section.heading}: ${sentence.text}`).toBeNull();
        }
      }
    }
    expect(sentences).toBeGreaterThan(1000);
  });
});
