import { describe, expect, it } from 'vitest';
import { foldLabel } from './fold-label';

describe('foldLabel', () => {
  it.each([
    ['Tiêm truyền (tĩnh mạch):', 'tiem truyen tinh mach'],
    ['ĐƠN TRỊ LIỆU', 'don tri lieu'],
    ['  Phun mù  hoặc nhỏ -- trực tiếp: ', 'phun mu hoac nho truc tiep'],
    [':', ''],
  ])('%s → %s', (label, folded) => {
    expect(foldLabel(label)).toBe(folded);
  });
});
