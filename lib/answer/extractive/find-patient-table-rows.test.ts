import { describe, expect, it } from 'vitest';
import { readPatientParameters } from '@/lib/retrieval/read-patient-parameters';
import { SCHEMA_VERSION, type Block } from '@/lib/schema/block';
import { makeChunk } from '@/lib/schema/testing/make-chunk';
import { readBandColumns } from '@/lib/text/read-band-columns';
import { findPatientTableRows, withTableRows } from './find-patient-table-rows';

/** GABAPENTIN's renal table, as the real book prints it (paraphrased doses). */
const block: Block = {
  block_id: 'x__t1',
  drug_id: 'x',
  drug_name: 'X',
  section_key: 'lieu_luong_va_cach_dung',
  kind: 'table',
  shape: 'simple_table',
  physical_page: 120,
  printed_page: 104,
  bbox: [40, 100, 500, 300],
  regions: [{ physical_page: 120, bbox: [40, 100, 500, 300] }],
  header_row: ['Độ thanh thải creatinin (ml/phút)', 'Liều dùng'],
  band_columns: readBandColumns([
    ['Độ thanh thải creatinin (ml/phút)', 'Liều dùng'],
    ['50 - 79', 'a'],
    ['30 - 49', 'b'],
    ['< 15', 'c'],
    ['Thẩm phân máu', 'd'],
  ]),
  quarantined: true,
  schema_version: SCHEMA_VERSION,
};
const chunk = makeChunk({
  drug_id: 'x',
  source_text: 'Người suy thận: liều hiệu chỉnh theo Clcr như sau:',
  attachments: [
    {
      block_id: block.block_id,
      kind: 'table',
      shape: 'simple_table',
      physical_page: 120,
      printed_page: 104,
      bbox: block.bbox,
      quarantined: true,
      header_row: block.header_row,
    },
  ],
});
const blocks = new Map([[block.block_id, block]]);

describe('findPatientTableRows', () => {
  it.each<[string, string | null]>([
    ['Bệnh nhân chạy thận nhân tạo dùng X thế nào?', 'Thẩm phân máu'],
    ['X cho người Clcr 40 ml/phút?', '30 - 49'],
    ['X cho người Clcr 10 ml/phút?', '< 15'],
    ['X cho người Clcr 20 ml/phút?', null],
    ['Thẩm phân phúc mạc dùng X được không?', null],
    ['Liều X cho người lớn?', null],
  ])('%s', (question, cell) => {
    const rows = findPatientTableRows(readPatientParameters(question), [chunk], blocks);
    expect(rows[0]?.cell ?? null).toBe(cell);
  });
});

describe('withTableRows', () => {
  const NO_BAND = 'Không mức nào.';
  const rows = (q: string) => findPatientTableRows(readPatientParameters(q), [chunk], blocks);

  it('withdraws the no-band line a row contradicts and points at the row', () => {
    const draft = { sentences: [{ text: `${NO_BAND} Các mức …`, cites: ['other'] }] };
    const out = withTableRows(draft, rows('X cho người Clcr 40 ml/phút?'), NO_BAND);
    expect(out.sentences.map((s) => s.text)).toEqual([
      'Bảng của sách trong mục Liều lượng và cách dùng có dòng ứng với độ thanh thải creatinin của người bệnh: xem ảnh chụp bảng bên dưới; câu trả lời không chép lại số từ bảng.',
    ]);
  });

  it('adds nothing when a line already answers from the table', () => {
    const draft = {
      sentences: [{ text: 'Người suy thận: … như sau: bảng', cites: [chunk.chunk_id] }],
    };
    expect(withTableRows(draft, rows('X cho người Clcr 40 ml/phút?'), NO_BAND)).toEqual(draft);
  });

  it('names a dialysis row by its words when no line names dialysis', () => {
    const draft = { sentences: [{ text: 'Dược lý …', cites: ['y'] }] };
    const out = withTableRows(draft, rows('Chạy thận nhân tạo dùng X?'), NO_BAND);
    expect(out.sentences[0]!.text).toContain('có dòng “Thẩm phân máu”');
    expect(out.sentences[0]!.cites).toEqual([chunk.chunk_id]);
  });
});
