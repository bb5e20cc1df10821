import { describe, expect, it } from 'vitest';
import { foldDiacritics } from '@/lib/text/fold-diacritics';
import { namedAsMetabolite } from './named-as-metabolite';

describe('namedAsMetabolite', () => {
  it.each([
    ['Acebutolol và chất chuyển hóa diacetolol đạt nồng độ đỉnh khi nào?', 'diacetolol', true],
    ['Clozapine and its active metabolite norclozapine: half-lives?', 'norclozapine', true],
    ['Codein chuyển hóa thành morphin ở gan?', 'morphin', true],
    ['Chất chuyển hóa có hoạt tính của codein là morphin', 'morphin', true],
    // a second drug taken with it
    ['Đang uống acebutolol, thêm diacetolol được không?', 'diacetolol', false],
    ['Codein dùng cùng morphin có sao không?', 'morphin', false],
  ])('%s (%s) → %s', (q, name, expected) => {
    expect(namedAsMetabolite(foldDiacritics(q).toLowerCase(), name)).toBe(expected);
  });
});
