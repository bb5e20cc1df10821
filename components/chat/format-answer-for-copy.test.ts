import { describe, expect, it } from 'vitest';
import { makeAnswer, makeAttachment, makeCitation } from './testing/make-answer';
import { formatAnswerForCopy } from './format-answer-for-copy';

describe('formatAnswerForCopy', () => {
  it('is the answer alone when nothing is cited (not found)', () => {
    const text = formatAnswerForCopy(
      makeAnswer({ answer: 'Không tìm thấy thông tin này trong Dược thư.', citations: [] }),
    );
    expect(text).toBe('Không tìm thấy thông tin này trong Dược thư.');
  });

  it('lists citations by marker with printed and PDF pages', () => {
    const text = formatAnswerForCopy(
      makeAnswer({
        answer: 'A [1]. B [2].',
        citations: [
          makeCitation({
            marker: 2,
            printed_page_range: [124, 125],
            source_page_range: [133, 134],
          }),
          makeCitation({ marker: 1 }),
        ],
      }),
    );
    expect(text.split('\n')).toEqual([
      'A [1]. B [2].',
      '',
      'Nguồn (Dược thư Quốc gia Việt Nam):',
      '[1] Amoxicilin · Liều lượng và cách dùng · tr. 123 (trang PDF 133)',
      '[2] Amoxicilin · Liều lượng và cách dùng · tr. 124–125 (trang PDF 134)',
    ]);
  });

  it('keeps the quarantine caveat and names the table to look at', () => {
    const text = formatAnswerForCopy(
      makeAnswer({
        attachments: [makeAttachment()],
        notices: [{ code: 'quarantined_content', message: 'Có một bảng ở trang 204.' }],
      }),
    );
    expect(text).toContain('Lưu ý:\n- Có một bảng ở trang 204.');
    expect(text).toContain(
      'Bảng/công thức cần xem trong sách:\n- Bảng — trang in 204 (Ciprofloxacin — Liều lượng và cách dùng; trang PDF 214)',
    );
  });
});
