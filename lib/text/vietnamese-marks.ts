/**
 * The combining marks of Vietnamese spelling (NFD), as character classes: the five tones
 * (grave, acute, tilde, hook above, dot below) and the three shape marks (circumflex, breve,
 * horn) that make ă â ê ô ơ ư. A letter carries at most one of each. One list for every reader
 * of the marks (syllable judge, spelling reader, tone placement, the mark repairs).
 */
export const TONE_MARKS = '\u0300\u0301\u0303\u0309\u0323';
export const SHAPE_MARKS = '\u0302\u0306\u031b';

const TONE_SET = new Set(TONE_MARKS);

export function isToneMark(ch: string): boolean {
  return TONE_SET.has(ch);
}
