import { describe, expect, it } from 'vitest';
import { tidyCropPointers } from './tidy-crop-pointers';

describe('tidyCropPointers', () => {
  it.each([
    [
      'Liều dùng: Ở người suy thận, liều ciprofloxacin được điều chỉnh theo độ thanh thải creatinin như sau: nội dung này là bảng của sách, xem ảnh chụp bảng bên dưới; câu trả lời không chép lại số từ bảng [1].',
      'Liều dùng: Ở người suy thận, liều ciprofloxacin được điều chỉnh theo độ thanh thải creatinin như sau (bảng bên dưới) [1].',
    ],
    [
      'Trước khi chỉnh liều gentamicin, ước tính độ thanh thải creatinin theo công thức Cockcroft-Gault: nội dung này là công thức của sách, xem ảnh chụp công thức bên dưới; câu trả lời không chép lại số từ công thức [1].',
      'Trước khi chỉnh liều gentamicin, ước tính độ thanh thải creatinin theo công thức Cockcroft-Gault (công thức bên dưới) [1].',
    ],
    [
      'Bảng của sách trong mục Liều lượng và cách dùng có dòng ứng với độ thanh thải creatinin của người bệnh: xem ảnh chụp bảng bên dưới; câu trả lời không chép lại số từ bảng [2].',
      'Bảng của sách trong mục Liều lượng và cách dùng có dòng ứng với độ thanh thải creatinin của người bệnh (bảng bên dưới) [2].',
    ],
    [
      'Bảng ở trang 51 (CIPROFLOXACIN — Liều lượng và cách dùng): xem ảnh chụp từ sách [2].',
      'Bảng ở trang 51 (CIPROFLOXACIN — Liều lượng và cách dùng) [2].',
    ],
    // Any other line is left as it is, the locked dose's own picture line included.
    [
      'Liều cho “Suy thận” được hiển thị nguyên văn bằng ảnh chụp dòng sách bên cạnh, không chép lại số liều vì đoạn này đi kèm bảng hoặc công thức được tách riêng [2].',
      'Liều cho “Suy thận” được hiển thị nguyên văn bằng ảnh chụp dòng sách bên cạnh, không chép lại số liều vì đoạn này đi kèm bảng hoặc công thức được tách riêng [2].',
    ],
    [
      'Bảng ở trang 51 (X — Y): hãy mở sách ở trang này để xem [2].',
      'Bảng ở trang 51 (X — Y): hãy mở sách ở trang này để xem [2].',
    ],
  ])('%s', (line, shown) => expect(tidyCropPointers(line)).toBe(shown));
});
