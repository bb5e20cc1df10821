import { describe, expect, it } from 'vitest';
import { countSpacedLetters } from './count-spaced-letters';

describe('countSpacedLetters', () => {
  it.each([
    ['a tracked region title as pdf.js reads it', 'C Á C C H U Y Ê N L U Ậ N T H U Ố C', 18],
    ['a tracked drug name', 'A C I C L O V I R', 9],
    ['decomposed marks stay with their letter', 'L U A\u0323\u0302 N', 4],
    ['three one-letter words are text', 'nhóm A B C', 0],
    ['a list with commas', 'vitamin A, D, E, K', 0],
    ['one-letter syllables in prose', 'ở đây ý kiến ở trên', 0],
    ['clean prose', 'Người lớn uống một viên mỗi ngày', 0],
    ['two runs in one text', 'A C I D X - T H U Ố C', 10],
  ])('%s: %d', (_, text, letters) => {
    expect(countSpacedLetters(text)).toBe(letters);
  });
});
