import { describe, expect, it } from 'vitest';
import { isStepLabel } from './is-step-label';

describe('isStepLabel', () => {
  it.each<[string, boolean]>([
    ['Ngày thứ hai', true],
    ['Ngày đầu tiên:', true],
    ['Ngày thứ 3', true],
    ['Tuần 2', true],
    ['Bước 1', true],
    // an indication, a population or a longer heading is no step
    ['Ngày hội chẩn', false],
    ['Động kinh cục bộ', false],
    ['Trẻ em 6 - 12 tuổi', false],
    ['Ngày đầu tiên sau phẫu thuật', false],
  ])('%s → %s', (label, expected) => {
    expect(isStepLabel(label)).toBe(expected);
  });
});
