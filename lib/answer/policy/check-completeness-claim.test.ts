import { describe, expect, it } from 'vitest';
import { checkCompletenessClaim } from './check-completeness-claim';
import { makeChunk } from '@/lib/schema/testing/make-chunk';
import { ampRenal } from './testing/fixtures';

const saysAll = makeChunk({ source_text: 'Tất cả các thông tin về liều phải được kiểm tra lại.' });

describe('checkCompletenessClaim', () => {
  it.each([
    ['Đây là toàn bộ thông tin về liều.', [ampRenal], 'completeness_claim'],
    ['Câu trả lời này đầy đủ.', [ampRenal], 'completeness_claim'],
    ['Thông tin trên là đầy đủ.', [ampRenal], 'completeness_claim'],
    ['Không có bảng nào khác.', [ampRenal], 'completeness_claim'],
    ['Không cần xem bảng.', [ampRenal], 'completeness_claim'],
    ['Bảng không có gì thêm.', [ampRenal], 'completeness_claim'],
    ['Không còn thông tin nào khác.', [ampRenal], 'completeness_claim'],
    // Not claims.
    ['Khoảng cách giữa các lần dùng thuốc cần được kéo dài.', [ampRenal], null],
    ['Dùng liều đầy đủ cho người lớn.', [ampRenal], null],
    ['Nhu cầu natri có thể được bù đủ.', [ampRenal], null],
    // The book's own words are quoted, not claimed.
    ['Tất cả các thông tin về liều phải được kiểm tra lại.', [saysAll], null],
  ])('%s', (text, cited, rule) => {
    expect(checkCompletenessClaim(text, cited)?.rule ?? null).toBe(rule);
  });
});
