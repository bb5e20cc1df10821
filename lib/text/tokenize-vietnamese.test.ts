import { describe, expect, it } from 'vitest';
import { foldDiacritics } from './fold-diacritics';
import {
  countSyllables,
  EXACT_WEIGHT,
  FOLDED_PREFIX,
  FOLDED_WEIGHT,
  tokenizeVietnamese,
  type TokenRole,
} from './tokenize-vietnamese';

function termSet(text: string, role: TokenRole = 'document'): Set<string> {
  return new Set(tokenizeVietnamese(text, role).terms.map((t) => t.term));
}

function exactUnigrams(text: string): string[] {
  return tokenizeVietnamese(text)
    .terms.filter((t) => !t.term.startsWith(FOLDED_PREFIX) && !t.term.includes(' '))
    .map((t) => t.term);
}

describe('tokenizeVietnamese: syllables', () => {
  it.each([
    ['Liều dùng', ['liều', 'dùng']],
    ['LIỀU DÙNG CHO TRẺ EM', ['liều', 'dùng', 'cho', 'trẻ', 'em']],
    // NFD input (as some PDF text layers give it) tokenizes like NFC
    ['Liều dùng'.normalize('NFD'), ['liều', 'dùng']],
    // đ is a letter, not a separator
    ['Đái tháo đường', ['đái', 'tháo', 'đường']],
    // tone placement: both spellings of one word give one term
    ['điều hoà, điều hòa', ['điều', 'hòa', 'điều', 'hòa']],
    // decimal commas stay inside the number
    ['0,425 mg/kg', ['0,425', 'mg', 'kg']],
    // a decimal point is read as the book's decimal comma
    ['0.5 mg', ['0,5', 'mg']],
    // thousands groups printed with a space (or no-break/thin space) are one number
    ['1 000 ml; 2\u00a0000 000 IU', ['1000', 'ml', '2000000', 'iu']],
    ['1 000,5 ml', ['1000,5', 'ml']],
    // a decimal is not glued to a following group: "0,5 100" stays two numbers
    ['0,5 100 ml', ['0,5', '100', 'ml']],
    // a year (4 digits) is not a thousands head
    ['năm 2018 100 ca', ['năm', '2018', '100', 'ca']],
    // number glued to a unit splits like the book spells it
    ['500mg', ['500', 'mg']],
    // letters then digits stay whole (ATC codes)
    ['Mã ATC: A12CA01, B05CB01.', ['mã', 'atc', 'a12ca01', 'b05cb01']],
    // NFKC: superscript two is a digit two
    ['mg/m²', ['mg', 'm2']],
    ['', []],
    ['…; — () / -- ,', []],
  ])('%j → %j', (input, expected) => {
    expect(exactUnigrams(input)).toEqual(expected);
  });
});

describe('tokenizeVietnamese: bigrams', () => {
  it.each([
    ['Liều dùng cho trẻ em', ['liều dùng', 'dùng cho', 'cho trẻ', 'trẻ em'], []],
    // bigrams do not cross a colon, comma, semicolon or full stop
    [
      'Liều dùng: Trẻ em, người lớn.',
      ['liều dùng', 'trẻ em', 'người lớn'],
      ['dùng trẻ', 'em người'],
    ],
    // but do cross a hyphen, dash or slash
    ['10 mg/kg', ['10 mg', 'mg kg'], []],
    ['5–10 mg', ['5 10', '10 mg'], []],
    ['acid-base', ['acid base'], []],
    // a glued dose keeps its unit bigram
    ['500mg', ['500 mg'], []],
    // line breaks inside a sentence are whitespace
    ['suy\nthận', ['suy thận'], []],
  ])('%j', (input, present, absent) => {
    const terms = termSet(input);
    for (const bigram of present) {
      expect(terms).toContain(bigram);
      expect(terms).toContain(FOLDED_PREFIX + foldDiacritics(bigram));
    }
    for (const bigram of absent) expect(terms).not.toContain(bigram);
  });
});

describe('tokenizeVietnamese: folded stream', () => {
  it('adds a prefixed, diacritic-free twin of every unigram and bigram at a lower weight', () => {
    const { terms } = tokenizeVietnamese('Liều dùng trẻ em');
    const byTerm = new Map(terms.map((t) => [t.term, t.weight]));
    expect(byTerm.get('liều')).toBe(EXACT_WEIGHT);
    expect(byTerm.get('liều dùng')).toBe(EXACT_WEIGHT);
    expect(byTerm.get('~lieu')).toBe(FOLDED_WEIGHT);
    expect(byTerm.get('~lieu dung')).toBe(FOLDED_WEIGHT);
    expect(byTerm.get('~tre em')).toBe(FOLDED_WEIGHT);
    expect(FOLDED_WEIGHT).toBeLessThan(EXACT_WEIGHT);
  });

  it('folds đ to d', () => {
    expect(termSet('đường uống')).toContain('~duong uong');
  });

  it('emits a folded twin even for syllables without diacritics, so bare queries match them', () => {
    const terms = termSet('Abacavir 300 mg');
    expect(terms).toContain('abacavir');
    expect(terms).toContain('~abacavir');
    expect(terms).toContain('~300 mg');
  });

  it('a query typed with no diacritic at all uses the folded stream only', () => {
    const terms = termSet('lieu dung tre em', 'query');
    expect(terms).toEqual(
      new Set(['~lieu', '~dung', '~tre', '~em', '~lieu dung', '~dung tre', '~tre em']),
    );
  });

  it('a query with diacritics keeps both streams', () => {
    const terms = termSet('liều dùng trẻ em', 'query');
    expect(terms).toContain('liều dùng');
    expect(terms).toContain('~lieu dung');
  });

  it('a diacritic-free query meets the folded terms of the diacritic text', () => {
    const query = termSet('lieu dung tre em', 'query');
    const doc = termSet('Liều dùng. Trẻ em: 10 mg/kg');
    for (const term of ['~lieu', '~lieu dung', '~tre em']) {
      expect(query).toContain(term);
      expect(doc).toContain(term);
    }
  });
});

describe('tokenizeVietnamese: lengths and counts', () => {
  it('keeps one entry per occurrence and counts syllables', () => {
    const { terms, syllableCount } = tokenizeVietnamese('uống uống uống');
    expect(syllableCount).toBe(3);
    expect(terms.filter((t) => t.term === 'uống')).toHaveLength(3);
    expect(terms.filter((t) => t.term === 'uống uống')).toHaveLength(2);
  });

  it.each([
    'Liều dùng: 1 000 mg/ngày, 500mg.',
    '',
    'A12CA01; đường uống',
    '2 000 000 IU, 0,5 100 ml, 1\u00a0000\u202f000 g, 3 4',
    '10mg5ml ½ 2² 5mgkg',
  ])('countSyllables agrees with syllableCount for %j', (text) => {
    expect(countSyllables(text)).toBe(tokenizeVietnamese(text).syllableCount);
  });

  it('returns nothing for empty or punctuation-only input', () => {
    expect(tokenizeVietnamese('')).toEqual({ terms: [], syllableCount: 0 });
    expect(tokenizeVietnamese('.,;:!? … — ()[]{}', 'query')).toEqual({
      terms: [],
      syllableCount: 0,
    });
  });

  it('handles a 10,000-character section completely', () => {
    const sentence = 'Người lớn: uống 0,5 g mỗi 8 giờ, tối đa 1 000 mg/ngày. ';
    const sentences = Math.ceil(10_000 / sentence.length);
    const text = sentence.repeat(sentences);
    expect(text.length).toBeGreaterThanOrEqual(10_000);
    const { terms, syllableCount } = tokenizeVietnamese(text);
    // 13 syllables per sentence: "0,5" and "1 000" are one number each.
    expect(syllableCount).toBe(sentences * 13);
    expect(terms.filter((t) => t.term === '1000')).toHaveLength(sentences);
    expect(terms.filter((t) => t.term === '0,5 g')).toHaveLength(sentences);
    expect(terms.filter((t) => t.term === '~nguoi lon')).toHaveLength(sentences);
  });
});
