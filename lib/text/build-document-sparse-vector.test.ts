import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasRealdata, realdataPath } from '@/lib/testing/realdata';
import { buildDocumentSparseVector } from './build-document-sparse-vector';
import { buildSparseVector } from './build-sparse-vector';
import { tokenizeVietnamese } from './tokenize-vietnamese';

/** The general path the fast one must equal, value for value. */
const reference = (text: string, avgDocLength: number) =>
  buildSparseVector(tokenizeVietnamese(text), { kind: 'document', avgDocLength });

describe('buildDocumentSparseVector', () => {
  it.each([
    ['Liều dùng: Trẻ em 5-10 mg/kg, liều dùng tối đa 1 000 mg.', 40],
    ['liều liệu lieu LIỀU; liều/liệu', 7],
    ['500mg 0,5 ml 2.5 g A12CA01 hoà hòa', 12],
    ['', 3],
    ['một', 1],
  ])('equals the general path on %j', (text, avgDocLength) => {
    expect(buildDocumentSparseVector(text, avgDocLength)).toEqual(reference(text, avgDocLength));
  });

  it('equals the general path on generated text', () => {
    const words = [
      'liều',
      'liệu',
      'lieu',
      'dùng',
      'dung',
      'trẻ',
      'em',
      '500',
      'mg',
      '1 000',
      'hoà',
    ];
    const gaps = [' ', ' - ', '/', ', ', ': ', '\n', ' (', ') '];
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...words), fc.constantFrom(...gaps)), { maxLength: 30 }),
        fc.integer({ min: 1, max: 400 }),
        (pairs, avgDocLength) => {
          const text = pairs.map(([w, g]) => w + g).join('');
          expect(buildDocumentSparseVector(text, avgDocLength)).toEqual(
            reference(text, avgDocLength),
          );
        },
      ),
      { numRuns: 500 },
    );
  });

  it('refuses a non-positive average length', () => {
    expect(() => buildDocumentSparseVector('liều', 0)).toThrow(/avgDocLength/);
  });

  const MARKDOWN = 'dtqg-markdown';
  describe.skipIf(!hasRealdata('buildDocumentSparseVector on the real book', MARKDOWN))(
    'on the real book',
    () => {
      it('equals the general path on every paragraph', () => {
        const dir = realdataPath(MARKDOWN);
        let paragraphs = 0;
        for (const name of readdirSync(dir)) {
          for (const paragraph of readFileSync(`${dir}/${name}`, 'utf8').split(/\n\n+/)) {
            paragraphs++;
            expect(buildDocumentSparseVector(paragraph, 180)).toEqual(reference(paragraph, 180));
          }
        }
        expect(paragraphs).toBeGreaterThan(1000);
      });
    },
  );
});
