import { describe, expect, it } from 'vitest';
import {
  BM25_B,
  BM25_K1,
  buildQuerySparseVector,
  buildSparseVector,
  type SparseVector,
} from './build-sparse-vector';
import { hashTerm } from './hash-term';
import { tokenizeVietnamese, type TokenizedText } from './tokenize-vietnamese';

function valueOf(vector: SparseVector, term: string): number | undefined {
  const at = vector.indices.indexOf(hashTerm(term));
  return at < 0 ? undefined : vector.values[at];
}

function docVector(text: string, avgDocLength = 10): SparseVector {
  return buildSparseVector(tokenizeVietnamese(text), { kind: 'document', avgDocLength });
}

function dot(a: SparseVector, b: SparseVector): number {
  const values = new Map(b.indices.map((index, i) => [index, b.values[i] ?? 0]));
  return a.indices.reduce(
    (sum, index, i) => sum + (a.values[i] ?? 0) * (values.get(index) ?? 0),
    0,
  );
}

function expectWellFormed(vector: SparseVector): void {
  expect(vector.values).toHaveLength(vector.indices.length);
  for (let i = 0; i < vector.indices.length; i += 1) {
    const index = vector.indices[i] ?? -1;
    expect(Number.isInteger(index) && index >= 0 && index < 2 ** 32).toBe(true);
    if (i > 0) expect(index).toBeGreaterThan(vector.indices[i - 1] ?? Infinity);
    expect(Number.isFinite(vector.values[i])).toBe(true);
  }
}

describe('buildSparseVector: which terms land in the vector', () => {
  it.each([
    // [label, text, terms that must be present]
    ['diacritics kept in the exact stream', 'Liều dùng', ['liều', 'dùng']],
    ['folded twins', 'Liều dùng', ['~lieu', '~dung', '~lieu dung']],
    ['bigrams', 'trẻ em dưới 12 tuổi', ['trẻ em', 'em dưới', '12 tuổi', '~tre em']],
    ['đ folds to d', 'đường uống', ['đường', '~duong', '~duong uong']],
    ['NFD input', 'Liều dùng'.normalize('NFD'), ['liều', 'liều dùng', '~lieu dung']],
    ['decimal comma', 'uống 0,425 mg', ['0,425', '0,425 mg', '~0,425 mg']],
    ['thousands with a space', '1 000 ml', ['1000', '1000 ml']],
  ])('%s', (_label, text, terms) => {
    const vector = docVector(text);
    expectWellFormed(vector);
    for (const term of terms) expect(valueOf(vector, term), term).toBeGreaterThan(0);
  });

  it.each([
    ['empty input', ''],
    ['punctuation only', '.,;:!? … — ()[]{} / -'],
  ])('%s gives an empty vector in both modes', (_label, text) => {
    expect(docVector(text)).toEqual({ indices: [], values: [] });
    expect(buildQuerySparseVector(text)).toEqual({ indices: [], values: [] });
  });

  it('NFD and NFC spellings give the same vector', () => {
    const text = 'Thời kỳ mang thai: không dùng.';
    expect(docVector(text.normalize('NFD'))).toEqual(docVector(text));
  });

  it('a decimal point in a question is the book decimal comma', () => {
    expect(buildQuerySparseVector('0.425 mg')).toEqual(buildQuerySparseVector('0,425 mg'));
  });
});

describe('buildSparseVector: values', () => {
  it('queries carry the stream weight once per distinct term', () => {
    const vector = buildQuerySparseVector('liều liều trẻ em');
    expect(valueOf(vector, 'liều')).toBe(1);
    expect(valueOf(vector, '~lieu')).toBe(0.5);
    expect(valueOf(vector, 'trẻ em')).toBe(1);
  });

  it.each([
    // [tf, document length / average length, expected saturated tf]
    [1, 1, 1],
    [2, 1, (2 * (BM25_K1 + 1)) / (2 + BM25_K1)],
    [1, 2, (BM25_K1 + 1) / (1 + BM25_K1 * (1 - BM25_B + BM25_B * 2))],
    [3, 0.5, (3 * (BM25_K1 + 1)) / (3 + BM25_K1 * (1 - BM25_B + BM25_B * 0.5))],
  ])('documents: tf=%i at dl/avgdl=%f → %f (BM25 k1=1.2, b=0.75)', (tf, ratio, expected) => {
    const tokens: TokenizedText = {
      terms: Array.from({ length: tf }, () => ({ term: 'x', weight: 1 })),
      syllableCount: 8 * ratio,
    };
    const vector = buildSparseVector(tokens, { kind: 'document', avgDocLength: 8 });
    expect(vector.values[0]).toBeCloseTo(expected, 10);
  });

  it('folded terms weigh half of exact ones in documents too', () => {
    const vector = docVector('liều dùng', 2);
    expect(valueOf(vector, '~lieu')).toBeCloseTo((valueOf(vector, 'liều') ?? 0) / 2, 10);
  });

  it('a query with exact diacritics scores the exact word above a word that folds alike', () => {
    const query = buildQuerySparseVector('liều dùng');
    const exact = docVector('Liều dùng cho người lớn');
    const lookalike = docVector('Tài liệu dùng cho người lớn');
    expect(dot(query, exact)).toBeGreaterThan(dot(query, lookalike));
  });

  it('a query without diacritics still finds the diacritic text, through the folded stream', () => {
    const query = buildQuerySparseVector('lieu dung tre em');
    const target = docVector('Liều dùng. Trẻ em: 10 mg/kg');
    const other = docVector('Dung dịch tiêm truyền tĩnh mạch');
    expect(dot(query, target)).toBeGreaterThan(0);
    expect(dot(query, target)).toBeGreaterThan(dot(query, other));
  });

  it('refuses a non-positive average document length', () => {
    const tokens = tokenizeVietnamese('liều dùng');
    expect(() => buildSparseVector(tokens, { kind: 'document', avgDocLength: 0 })).toThrow(
      /avgDocLength/,
    );
    expect(() => buildSparseVector(tokens, { kind: 'document', avgDocLength: NaN })).toThrow(
      /avgDocLength/,
    );
  });

  it('adds the values of terms whose hashes collide', () => {
    // Found by a birthday search over random strings; FNV-1a maps both to one index.
    const [a, b] = ['w1p4o9xu', 'w1kwmt6n'];
    expect(hashTerm(a)).toBe(hashTerm(b));
    const vector = buildSparseVector(
      {
        terms: [
          { term: a, weight: 1 },
          { term: b, weight: 0.5 },
        ],
        syllableCount: 2,
      },
      { kind: 'query' },
    );
    expect(vector).toEqual({ indices: [hashTerm(a)], values: [1.5] });
  });

  it('builds a 10,000-character section with bounded values', () => {
    const sentence = 'Trẻ em trên 12 tuổi: 0,5 g/lần, 2 lần/ngày; tối đa 1 000 mg. ';
    const text = sentence.repeat(Math.ceil(10_000 / sentence.length));
    const tokens = tokenizeVietnamese(text);
    const vector = buildSparseVector(tokens, {
      kind: 'document',
      avgDocLength: tokens.syllableCount,
    });
    expectWellFormed(vector);
    // Saturation: no value exceeds (k1 + 1) times the exact weight, however often a term occurs.
    expect(Math.max(...vector.values)).toBeLessThanOrEqual(BM25_K1 + 1);
    expect(valueOf(vector, '0,5 g')).toBeGreaterThan(2);
  });
});
