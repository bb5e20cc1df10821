import { describe, expect, it } from 'vitest';
import type { Chunk } from '@/lib/schema/chunk';
import { checkBlockTextLeak, findLeak } from './check-block-text-leak';
import { cleanGateInput, RENAL_CELLS, withChunk } from './testing-fixture';

const { chunks, blockCells } = cleanGateInput();
const prose = chunks.find((c) => c.chunk_kind === 'prose' && c.attachments.length > 0)!;
const withText = (text: string): Chunk[] => [withChunk(prose, { text })];

describe('block_text_leaked_into_chunk_text', () => {
  it.each<[string, string, number]>([
    ['clean prose', prose.text, 0],
    ['a linearised table', `Liều dùng: > 50 500 mg mỗi 12 giờ 10 - 50 250 mg mỗi 12 giờ.`, 1],
    [
      'the header run, wrapped across lines',
      'Độ thanh thải creatinin\n(ml/phút) Liều dùng > 50 thì dùng đủ liều.',
      1,
    ],
    [
      'a distinctive textual body cell alone',
      'Nếu Clcr dưới 10: Dùng chế phẩm khác có hàm lượng thấp hơn.',
      1,
    ],
    // A dose number that is also in prose must not fail the build.
    ['a dose cell restated in prose', 'Liều thông thường 500 mg mỗi 12 giờ, uống sau ăn.', 0],
    ['a threshold cell in prose', 'Khi Clcr < 10 ml/phút thì tránh dùng.', 0],
    [
      'a header cell in prose',
      'Điều chỉnh liều theo độ thanh thải creatinin (ml/phút) của người bệnh.',
      0,
    ],
    [
      'a header cell as typed in prose',
      'Độ thanh thải creatinin (ml/phút) cần được đo trước khi dùng.',
      0,
    ],
    [
      'a cell glued inside a longer word is not a match',
      'Dùng chế phẩm khác có hàm lượng thấp hơnnữa.',
      0,
    ],
  ])('%s', (_name, text, count) => {
    expect(checkBlockTextLeak(withText(text), blockCells).count).toBe(count);
  });

  it('does not take a short row label restated in prose for a leak (680-book false alarm)', () => {
    const rows = [
      ['Thông số', 'Giá trị'],
      ['Thể tích phân bố', '0,7 lít/kg'],
      ['Nửa đời thải trừ', '6 - 8 giờ'],
    ];
    expect(
      findLeak(' Thể tích phân bố của thuốc lớn, thuốc gắn mạnh với protein. ', rows),
    ).toBeNull();
    expect(
      findLeak(' Thể tích phân bố 0,7 lít/kg Nửa đời thải trừ 6 - 8 giờ ', rows),
    ).not.toBeNull();
  });

  it('checks prose chunks only: a descriptor may carry the header row', () => {
    const descriptor = chunks.find((c) => c.chunk_kind === 'block_descriptor')!;
    expect(descriptor.text).toContain('Độ thanh thải creatinin (ml/phút) | Liều dùng');
    expect(checkBlockTextLeak([descriptor], blockCells).count).toBe(0);
  });

  it('ignores blocks with no extracted cells and chunks that do not attach the block', () => {
    expect(checkBlockTextLeak(withText('> 50 500 mg mỗi 12 giờ 10 - 50'), {}).count).toBe(0);
    expect(
      checkBlockTextLeak(
        [withChunk(prose, { text: '> 50 500 mg mỗi 12 giờ 10 - 50', attachments: [] })],
        blockCells,
      ).count,
    ).toBe(0);
  });
});

describe('findLeak', () => {
  it('describes the evidence', () => {
    expect(findLeak(' Dùng: > 50 500 mg mỗi 12 giờ 10 - 50 ', RENAL_CELLS)).toBe(
      'run of 3 cells "> 50 500 mg mỗi 12 giờ 10 - 50"',
    );
  });

  it('needs a run long enough to be evidence', () => {
    expect(findLeak(' a 1 2 3 b ', [['1', '2', '3']])).toBeNull();
  });
});
