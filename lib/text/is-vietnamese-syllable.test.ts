import { describe, expect, it } from 'vitest';
import { isNearVietnameseSyllable, isVietnameseSyllable } from './is-vietnamese-syllable';

describe('isVietnameseSyllable', () => {
  it.each([
    'lieu',
    'dung',
    'tre',
    'em',
    'nguoi',
    'nghieng',
    'khuyen',
    'thuong',
    'truong',
    'duoc',
    'khong',
    'than',
    'hoat',
    'suy',
    'quy',
    'gia',
    'bau',
    'sao',
    'a',
  ])('%s is a syllable', (word) => {
    expect(isVietnameseSyllable(word)).toBe(true);
  });

  it.each([
    'amoxicilin',
    'natri',
    'kali',
    'clorid',
    'cefotaxim',
    'insulin',
    'iod',
    'ziagen',
    'creatinin',
    'mg',
    'clcr',
    'dose',
    'what',
    'acc',
    'nghiengg',
    '',
  ])('%s is not a syllable', (word) => {
    expect(isVietnameseSyllable(word)).toBe(false);
  });
});

describe('isNearVietnameseSyllable', () => {
  it.each<[string, boolean]>([
    ['khongg', true],
    ['lieuf', true],
    ['nguoii', true],
    ['ozempic', false],
    ['semaglutide', false],
    ['xarelto', false],
  ])('%s → %s', (word, expected) => {
    expect(isNearVietnameseSyllable(word)).toBe(expected);
  });
});
