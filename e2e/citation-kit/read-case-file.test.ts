import { describe, expect, it } from 'vitest';
import { formatCaseFileError, parseCaseFile } from './read-case-file';

const GOOD = {
  id: 'vanco-renal',
  question: 'Liều vancomycin ở người suy thận?',
  drug_name: 'Vancomycin',
  section_key: 'lieu_luong_va_cach_dung',
  printed_pages: ['57'],
  crop: true,
};
const NOT_FOUND = { id: 'absent', question: 'Liều zyntraxumab?', form: 'not_found', crop: false };

function line(value: unknown): string {
  return JSON.stringify(value);
}

describe('parseCaseFile', () => {
  it('reads cases, skips blank lines and applies the defaults', () => {
    const result = parseCaseFile(`${line(GOOD)}\n\n${line(NOT_FOUND)}\n`);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.cases.map((c) => c.id)).toEqual(['vanco-renal', 'absent']);
    expect(result.cases[0]).toMatchObject({
      form: 'answer',
      must_contain: [],
      must_not_contain: [],
    });
    expect(result.cases[1]?.form).toBe('not_found');
  });

  it.each([
    ['not JSON', '{"id": "x",', 1, '(line)', /not JSON/],
    ['an array', '[1, 2]', 1, '(line)', /one JSON object/],
    [
      'an unknown field',
      line({ ...GOOD, must_contains: ['x'] }),
      1,
      'must_contains',
      /unknown field/,
    ],
    ['a numeric folio', line({ ...GOOD, printed_pages: [57] }), 1, 'printed_pages[0]', /strings/],
    ['no question', line({ ...GOOD, question: ' ' }), 1, 'question', /.+/],
    ['a bad section key', line({ ...GOOD, section_key: 'lieu_dung' }), 1, 'section_key', /.+/],
    ['a bad form', line({ ...GOOD, form: 'table' }), 1, 'form', /.+/],
    ['no drug on an answer', line({ ...GOOD, drug_name: undefined }), 1, 'drug_name', /required/],
    ['no pages on an answer', line({ ...GOOD, printed_pages: [] }), 1, 'printed_pages', /.+/],
    [
      'a page on not_found',
      line({ ...NOT_FOUND, printed_pages: ['3'] }),
      1,
      'printed_pages',
      /absent/,
    ],
    ['a crop on not_found', line({ ...NOT_FOUND, crop: true }), 1, 'crop', /no crop/],
    [
      'crop_only without crop',
      line({ ...GOOD, form: 'crop_only', crop: false }),
      1,
      'crop',
      /true/,
    ],
    ['no crop field', line({ ...GOOD, crop: undefined }), 1, 'crop', /.+/],
    [
      'a bad history role',
      line({ ...GOOD, history: [{ role: 'system', content: 'x' }] }),
      1,
      'history[0].role',
      /.+/,
    ],
    ['an id with a space', line({ ...GOOD, id: 'a b' }), 1, 'id', /letters/],
    ['a duplicate id', `${line(GOOD)}\n${line(GOOD)}`, 2, 'id', /line 1/],
    ['an empty file', '\n\n', 1, '(file)', /empty/],
  ])('names the line and field of %s', (_name, text, lineNo, field, message) => {
    const result = parseCaseFile(text);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toContainEqual(
      expect.objectContaining({ line: lineNo, field, message: expect.stringMatching(message) }),
    );
  });

  it('reports every defect of the file, not just the first, and yields no cases', () => {
    const result = parseCaseFile(
      [
        line(GOOD),
        line({ ...GOOD, id: 'b', crop: 'yes' }),
        'oops',
        line({ ...NOT_FOUND, x: 1 }),
      ].join('\n'),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => `${e.line}:${e.field}`)).toEqual(['2:crop', '3:(line)', '4:x']);
  });

  it('formats an error as file:line: field: message', () => {
    expect(formatCaseFileError('c.jsonl', { line: 3, field: 'crop', message: 'bad' })).toBe(
      'c.jsonl:3: crop: bad',
    );
  });
});
