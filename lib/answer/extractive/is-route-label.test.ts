import { describe, expect, it } from 'vitest';
import { isRouteLabel } from './is-route-label';

describe('isRouteLabel', () => {
  it.each([
    ['Uống:', true],
    ['Uống', true],
    ['Phun mù hoặc nhỏ trực tiếp vào khí quản', true],
    ['Tiêm truyền tĩnh mạch', true],
    ['Tiêm bắp hoặc tiêm tĩnh mạch', true],
    ['Nhỏ mắt', true],
    ['Đặt âm đạo', true],
    ['Dùng ngoài', true],
    ['Đường tĩnh mạch', true],
    // Indications, populations, forms: not routes, though some share letters.
    ['Tiêu chất nhày', false],
    ['Ung thư vú', false],
    ['Nhồi máu cơ tim', false],
    ['Đau thắt ngực', false],
    ['Bỏng', false],
    ['Trẻ em', false],
    ['Suy thận', false],
    ['Thuốc mỡ aciclovir', false],
    ['Giải độc quá liều paracetamol', false],
    ['Uống thuốc cách xa bữa ăn ít nhất hai giờ rồi mới được ăn tiếp', false],
  ])('%s → %s', (label, expected) => {
    expect(isRouteLabel(label)).toBe(expected);
  });
});
