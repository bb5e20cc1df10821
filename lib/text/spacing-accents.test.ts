import { describe, expect, it } from 'vitest';
import {
  composeSpacingAccent,
  composeSpacingAccents,
  countSpacingAccents,
  hasSpacingAccent,
  isVietnameseVowelLetter,
} from './spacing-accents';

describe('composeSpacingAccent', () => {
  it.each([
    ['ơ', '`', 'ờ'],
    ['a', '´', 'á'],
    ['a', 'ˆ', 'â'],
    ['â', '˜', 'ẫ'],
    ['a', '˘', 'ă'],
    ['ạ', 'ˆ', 'ậ'],
    ['ả', 'ˆ', 'ẩ'],
    ['E', 'ˋ', 'È'],
    ['y', 'ˊ', 'ý'],
    // Not a Vietnamese letter: a prime or a symbol, never a lost tone.
    ['N', '´', null],
    ['n', '`', null],
    ['u', 'ˆ', null],
    ['o', '˘', null],
    // A letter carries one tone.
    ['ờ', '´', null],
    ['á', '`', null],
    ['ab', '´', null],
    ['a', 'x', null],
  ])('%s + %s → %s', (letter, accent, composed) => {
    expect(composeSpacingAccent(letter, accent)).toBe(composed);
  });
});

describe('composeSpacingAccents', () => {
  it.each([
    ['tones after their letter', 'ngươ`i lơ´n', 'người lớn'],
    ['shape then tone', 'liê`u dươ´i aˆ`m', 'liều dưới ầm'],
    ['a tone typed first at a word start', '´ap dụng', 'áp dụng'],
    ['a prime after a digit', '3´-azido 5´-nucleotidase', '3´-azido 5´-nucleotidase'],
    ['a prime after a consonant', 'N,N´-dimethyl', 'N,N´-dimethyl'],
    ['a lone backtick', 'dùng ` ký hiệu', 'dùng ` ký hiệu'],
    ['clean text', 'Người lớn: 500 mg', 'Người lớn: 500 mg'],
  ])('%s', (_, text, repaired) => {
    expect(composeSpacingAccents(text)).toBe(repaired);
  });
});

describe('countSpacingAccents', () => {
  it.each([
    ['ngươ`i lơ´n', 2],
    ['liê`u aˆ`m', 3],
    ['´ap', 1],
    ['3´-azido N,N´-dimethyl ` `', 0],
    ['Người lớn', 0],
  ])('%s: %d', (text, count) => {
    expect(countSpacingAccents(text)).toBe(count);
  });
});

describe('isVietnameseVowelLetter', () => {
  it.each([
    ['ầ', true],
    ['ự', true],
    ['Ỹ', true],
    ['ó', true],
    ['ń', false],
    ['ǘ', false],
    ['x', false],
  ])('%s: %s', (letter, yes) => {
    expect(isVietnameseVowelLetter(letter)).toBe(yes);
  });
});

it('hasSpacingAccent finds any of them, and nothing in clean text', () => {
  expect(hasSpacingAccent('ngươ`i')).toBe(true);
  expect(hasSpacingAccent('3´')).toBe(true);
  expect(hasSpacingAccent('Người lớn ~ 10^9/l')).toBe(false);
});
