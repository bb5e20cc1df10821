import { describe, expect, it } from 'vitest';
import { readPatientParameters } from '@/lib/retrieval/read-patient-parameters';
import { SCHEMA_VERSION, type Block } from '@/lib/schema/block';
import { makeChunk } from '@/lib/schema/testing/make-chunk';
import { readBandColumns } from '@/lib/text/read-band-columns';
import type { AnswerDraft } from '@/lib/answer/policy/answer-draft';
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
  const withRows = (draft: AnswerDraft, q: string) =>
    withTableRows(draft, rows(q), NO_BAND, readPatientParameters(q));

  it('withdraws the no-band line a row contradicts and points at the row', () => {
    const draft = { sentences: [{ text: `${NO_BAND} Các mức …`, cites: ['other'] }] };
    const out = withRows(draft, 'X cho người Clcr 40 ml/phút?');
    expect(out.sentences.map((s) => s.text)).toEqual([
      'Bảng của sách trong mục Liều lượng và cách dùng có dòng ứng với độ thanh thải creatinin của người bệnh: xem ảnh chụp bảng bên dưới; câu trả lời không chép lại số từ bảng.',
    ]);
  });

  it('adds nothing when a line already answers from the table', () => {
    const draft = {
      sentences: [{ text: 'Người suy thận: … như sau: bảng', cites: [chunk.chunk_id] }],
    };
    expect(withRows(draft, 'X cho người Clcr 40 ml/phút?')).toEqual(draft);
  });

  it.each<[string, string, boolean]>([
    [
      'a line that only says the dose follows the clearance',
      'Suy thận: Phải điều chỉnh liều dựa vào Clcr.',
      true,
    ],
    [
      'a line that states the band holding the patient',
      'Clcr 30 - 49 ml/phút: giảm liều một nửa.',
      false,
    ],
    ['a line that states another band', 'Clcr < 10 ml/phút: tránh dùng.', true],
    ['the lead-in to the table', 'Người suy thận: liều hiệu chỉnh theo Clcr như sau:', false],
  ])('points at the clearance row after %s: %s', (_, text, points) => {
    const draft = { sentences: [{ text, cites: [chunk.chunk_id] }] };
    const out = withRows(draft, 'X cho người Clcr 40 ml/phút?');
    expect(out.sentences.length).toBe(points ? 2 : 1);
  });

  it('says a row matched by an eGFR is read as a clearance the table bands by', () => {
    const draft = {
      sentences: [
        { text: 'Suy thận: Phải điều chỉnh liều dựa vào Clcr.', cites: [chunk.chunk_id] },
      ],
    };
    const out = withRows(draft, 'X cho người eGFR 40 ml/phút?');
    // after the line of the table's chunk, which reads first
    expect(out.sentences[0]!.text).toBe(draft.sentences[0]!.text);
    expect(out.sentences[1]!.text).toContain('bảng chia theo Clcr, không theo eGFR');
  });

  it('names a dialysis row by its words when no line names dialysis', () => {
    const draft = { sentences: [{ text: 'Dược lý …', cites: ['y'] }] };
    const out = withRows(draft, 'Chạy thận nhân tạo dùng X?');
    expect(out.sentences[0]!.text).toContain('có dòng “Thẩm phân máu”');
    expect(out.sentences[0]!.cites).toEqual([chunk.chunk_id]);
  });
});
