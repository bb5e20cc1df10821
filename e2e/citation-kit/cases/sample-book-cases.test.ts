import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { CitationCase } from '@/lib/schema/citation-case';
import {
  sampleTruthSchema,
  type SampleTruth,
  type TruthMonograph,
} from '@/lib/schema/sample-truth';
import { foldDiacritics } from '@/lib/text/fold-diacritics';
import { normaliseText } from '../judge-case';
import { SAMPLE_CASES } from '../kit-settings';
import { readCaseFile } from '../read-case-file';

/**
 * The sample cases are expectations, so they must come from the sample book's answer key
 * (truth.json, written from the data that drew the book), not from what the app answered: a
 * case copied from the app's output would pass a wrong app.
 */
let truth: SampleTruth;
beforeAll(() => {
  truth = sampleTruthSchema.parse(JSON.parse(readFileSync(inject('sampleTruthPath'), 'utf8')));
});

const WRONG_CASES = path.join(path.dirname(SAMPLE_CASES), 'deliberately-wrong.jsonl');

function monographOf(testCase: CitationCase): TruthMonograph | undefined {
  return truth.monographs.find(
    (m) => normaliseText(m.drug_name) === normaliseText(testCase.drug_name ?? ''),
  );
}

/** The printed folios a section is drawn on: from its heading to the next section's heading. */
function sectionFolios(monograph: TruthMonograph, key: string): string[] {
  const at = monograph.sections.findIndex((s) => s.key === key);
  const first = monograph.sections[at]!.heading_physical_page;
  const last = monograph.sections[at + 1]?.heading_physical_page ?? monograph.last_physical_page;
  return truth.pages
    .filter((p) => p.physical_page >= first && p.physical_page <= last && p.printed_page)
    .map((p) => p.printed_page!);
}

function blockTexts(monograph: TruthMonograph, key: string): string[] {
  return truth.blocks
    .filter((b) => b.drug_id === monograph.drug_id && b.section_key === key)
    .flatMap((b) => [
      ...b.rows.flat(),
      ...(b.formula ? [b.formula.numerator, b.formula.denominator] : []),
    ]);
}

describe('the sample case file agrees with the sample book’s truth.json', () => {
  const cases = readCaseFile(SAMPLE_CASES);

  it('covers each answer form the sample book can produce', () => {
    expect(new Set(cases.map((c) => c.form))).toEqual(new Set(['answer', 'not_found']));
    expect(cases.some((c) => c.crop)).toBe(true);
    expect(cases.some((c) => c.history?.length)).toBe(true);
  });

  it.each(cases.filter((c) => c.form !== 'not_found').map((c) => [c.id, c] as const))(
    '%s: drug, section, printed pages, crop and strings are the book’s',
    (_id, testCase) => {
      const monograph = monographOf(testCase);
      expect(monograph, `a monograph titled ${testCase.drug_name}`).toBeDefined();
      const key = testCase.section_key!;
      const section = monograph!.sections.find((s) => s.key === key);
      expect(section, `${testCase.drug_name} has a section ${key}`).toBeDefined();
      const folios = sectionFolios(monograph!, key);
      for (const page of testCase.printed_pages ?? []) expect(folios).toContain(page);
      const blocks = blockTexts(monograph!, key);
      expect(testCase.crop, 'crop: true exactly when the section has a lifted block').toBe(
        blocks.length > 0,
      );
      for (const wanted of testCase.must_contain) {
        expect(normaliseText(section!.text)).toContain(normaliseText(wanted));
      }
      // A forbidden string of a crop case is the block's own content: what only the crop may show.
      if (testCase.crop) {
        for (const banned of testCase.must_not_contain) {
          expect(blocks.some((cell) => normaliseText(cell).includes(normaliseText(banned)))).toBe(
            true,
          );
        }
      }
    },
  );

  it('asks the not_found cases about no drug the book has', () => {
    const names = truth.monographs.flatMap((m) => [m.drug_name, m.inn, ...m.trade_names]);
    for (const testCase of cases.filter((c) => c.form === 'not_found')) {
      const question = foldDiacritics(normaliseText(testCase.question));
      for (const name of names) {
        expect(question).not.toContain(foldDiacritics(normaliseText(name)));
      }
    }
  });

  it('makes the deliberately wrong cases wrong by the truth, each in one named way', () => {
    const wrong = readCaseFile(WRONG_CASES);
    const page = wrong.find((c) => c.id.endsWith('-wrong-page'))!;
    const crop = wrong.find((c) => c.id.endsWith('-wrong-crop'))!;
    const right = wrong.find((c) => !c.id.includes('-wrong-'))!;
    expect(cases.map((c) => c.id)).toContain(right.id);
    const monograph = monographOf(page)!;
    expect(sectionFolios(monograph, page.section_key!)).not.toContain(page.printed_pages![0]);
    expect(crop.crop).toBe(true);
    expect(blockTexts(monographOf(crop)!, crop.section_key!)).toEqual([]);
  });
});
