import { describe, expect, it } from 'vitest';
import { isConditionHeading, isConditionLabel } from './is-condition-label';

describe('isConditionLabel', () => {
  it.each([
    ['Trẻ em dưới 12 tuổi', true],
    ['Suy thận:', true],
    ['Người cao tuổi', true],
    ['Van tim nhân tạo mức độ vừa và nặng', true],
    ['Với thuốc cản quang chứa iod', true],
    ['Bước 2', true],
    // ENOXAPARIN: a parenthesis qualifies the label without lengthening it
    ['Điều trị huyết khối cho trẻ em (tiêm dưới da)', true],
    // the measured defect: a lead-in before a formula taken as a label
    ['Độ thanh thải creatinin được tính theo công thức', false],
    ['Với trẻ em, liều mỗi lần của paracetamol tính theo cân nặng như sau', false],
    ['Liều amikacin cho người suy thận được tính theo độ thanh thải creatinin', false],
    ['', false],
    // a sentence that lists what follows, not a label over it
    ['Giảm natri huyết thường biểu hiện', false],
    ['Quá liều biểu hiện bằng', false],
  ])('%s → %s', (label, expected) => {
    expect(isConditionLabel(label)).toBe(expected);
  });
});

describe('isConditionHeading', () => {
  it.each([
    // ACETYLCYSTEIN (first-set batches 111-112): ten words, alone on its line
    ['Dự phòng giảm chức năng thận do thuốc cản quang', true, false],
    ['Điều trị khô mắt có tiết chất nhày bất thường', true, false],
    ['Trẻ em dưới 12 tuổi', true, true],
    ['Liều amikacin cho người suy thận được tính theo độ thanh thải creatinin', false, false],
    ['Một hai ba bốn năm sáu bảy tám chín mười mười một mười hai mười ba', false, false],
  ])('%s → heading %s, label %s', (label, heading, inline) => {
    expect(isConditionHeading(label)).toBe(heading);
    expect(isConditionLabel(label)).toBe(inline);
  });

  it('reads one argument, so Array.filter passes no word limit', () => {
    expect(['Thủy đậu', 'Người lớn'].filter(isConditionLabel)).toEqual(['Thủy đậu', 'Người lớn']);
  });
});
