import { describe, expect, it } from 'vitest';
import { makeAnswer, makeAttachment, makeCitation } from './testing/make-answer';
import { citesClearance, findClearanceFormula } from './find-clearance-formula';

const formula = makeAttachment({
  block_id: 'gentamicin__f1',
  kind: 'formula',
  shape: 'formula_2d',
  drug_name: 'GENTAMICIN',
});
const leadIn = makeCitation({
  drug_name: 'GENTAMICIN',
  quote:
    'Trước khi chỉnh liều gentamicin, ước tính độ thanh thải creatinin theo công thức Cockcroft-Gault:',
});

describe('findClearanceFormula', () => {
  it.each([
    ['a formula whose section names the clearance', [leadIn], [formula], 'gentamicin__f1'],
    ['a table is no formula', [leadIn], [{ ...formula, kind: 'table' as const }], null],
    [
      'a formula of a section that never names the clearance (dose by surface area)',
      [makeCitation({ drug_name: 'GENTAMICIN', quote: 'Liều trẻ em tính theo diện tích cơ thể:' })],
      [formula],
      null,
    ],
    ['another drug’s formula', [leadIn], [{ ...formula, drug_name: 'VANCOMYCIN' }], null],
  ])('%s', (_name, citations, attachments, expected) =>
    expect(findClearanceFormula(makeAnswer({ citations, attachments }))?.block_id ?? null).toBe(
      expected,
    ),
  );
});

describe('citesClearance', () => {
  it.each([
    ['a quote naming the clearance', makeAnswer({ citations: [leadIn] }), true],
    [
      'an answer line naming Clcr',
      makeAnswer({ answer: 'Clcr 30 - 50 ml/phút: 5 mg/kg [1].' }),
      true,
    ],
    ['a plain dose', makeAnswer(), false],
    [
      'a kidney value read from the question',
      makeAnswer({
        patient: {
          parameters: {
            renal: {
              measure: 'egfr',
              unit: 'ml/phút/1,73 m²',
              value: { min: 40, max: 40, min_inclusive: true, max_inclusive: true },
            },
          },
          unread: [],
        },
      }),
      true,
    ],
  ])('%s → %s', (_name, answer, expected) => expect(citesClearance(answer)).toBe(expected));
});
