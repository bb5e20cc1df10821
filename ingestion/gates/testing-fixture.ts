import type { Chunk } from '@/lib/schema/chunk';
import { chunkSection } from '../chunk/chunk-section';
import type { SectionInput } from '../chunk/section-input';
import {
  FIXTURE_PRINTED_PAGE_OF,
  makeBlock,
  makeSectionInput,
} from '../chunk/testing/make-section-input';
import type { BlockCells } from './check-block-text-leak';
import { gateSectionOf } from './gate-section';
import type { RunGatesInput } from './run-gates';

function doses(count: number, offset = 0): string {
  return Array.from(
    { length: count },
    (_, i) =>
      `Ngày thứ ${i + offset + 1} dùng ${(i + offset + 1) * 5} mg/kg, chia ${(i % 3) + 2} lần, uống sau ăn.`,
  ).join(' ');
}

export const RENAL_CELLS = [
  ['Độ thanh thải creatinin (ml/phút)', 'Liều dùng'],
  ['> 50', '500 mg mỗi 12 giờ'],
  ['10 - 50', '250 mg mỗi 12 giờ'],
  ['< 10', 'Dùng chế phẩm khác có hàm lượng thấp hơn'],
];

/**
 * Test-only: a clean gate input — a multi-part dosing section with a lifted renal table and a
 * short indication section — that passes every gate. Tests corrupt a copy.
 */
export function cleanGateInput(): RunGatesInput & { inputs: SectionInput[]; chunks: Chunk[] } {
  const table = makeBlock('thuoc-mau-renal', { header_row: RENAL_CELLS[0] });
  const dosing = makeSectionInput(
    `Người lớn:\n${doses(50)}\nSuy thận: Giảm liều theo độ thanh thải creatinin như bảng sau:\nTrẻ em:\n${doses(40, 50)}`,
    { blocks: [table] },
  );
  const indications = makeSectionInput(
    'Nhiễm khuẩn đường tiết niệu. Viêm phổi mắc phải ở cộng đồng.',
    {
      section_key: 'chi_dinh',
      firstPage: 119,
    },
  );
  const inputs = [dosing, indications];
  const chunks = inputs.flatMap((input) => chunkSection(input, FIXTURE_PRINTED_PAGE_OF));
  const blockCells: BlockCells = { 'thuoc-mau-renal': RENAL_CELLS };
  return {
    inputs,
    chunks,
    sections: inputs.map(gateSectionOf),
    blocks: [table],
    blockCells,
    runningHeaders: ['105 Thuốc mẫu DTQGVN 2', 'DTQGVN 2 Thuốc mẫu 106'],
    monographPhysicalRange: [100, 200],
  };
}

/** A deep copy of `chunk` with `patch` applied. */
export function withChunk(chunk: Chunk, patch: Partial<Chunk>): Chunk {
  return { ...structuredClone(chunk), ...patch };
}
