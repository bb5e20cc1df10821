/**
 * The first line answers whatever the heading shapes above the dose, and wherever the packer cut
 * the section. A dose section shaped like the real book's ACETAZOLAMID (written here, not copied):
 * an indication and its first age printed on one line ("Động kinh cơn vắng: Người lớn:"), the
 * other age after content ("Trẻ em:"), and a heading too long for a label that ends on its
 * population. Answered once whole and once cut into small parts, so that parts begin under the
 * headings and carry them as context labels.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChunkLimits } from '@/ingestion/chunk/chunk-limits';
import {
  FIXTURE_PRINTED_PAGE_OF,
  makeSectionInput,
} from '@/ingestion/chunk/testing/make-section-input';
import { answerQuestion } from '@/lib/answer/answer-question';
import { openSectionsAnswerDeps, type SectionsAnswerDeps } from './open-sections-answer-deps';
import { citedLines, fold } from './score-answer';

const DOSES = [
  'Uống sau bữa ăn để giảm kích ứng dạ dày.',
  'Glôcôm góc mở: Người lớn:',
  'Uống 50 - 100 mg/lần, ngày 2 - 3 lần.',
  'Trẻ em:',
  'Uống 2 - 5 mg/kg/ngày, chia 2 - 3 lần.',
  'Tăng nhãn áp sau phẫu thuật đục thủy tinh thể và glôcôm cấp góc đóng ở người lớn:',
  'Uống 100 mg/lần, 8 giờ/lần, tối đa 3 ngày.',
  'Động kinh cơn vắng: Người lớn:',
  'Uống 4 - 10 mg/kg/ngày chia 2 lần, liều tối đa 600 mg/ngày.',
  'Khi phối hợp với thuốc chống động kinh khác, bắt đầu bằng 100 mg/ngày rồi tăng dần.',
  'Trẻ em:',
  'Như liều người lớn. Tổng liều không quá 400 mg/ngày.',
].join('\n');

const DRUG = { drug_id: 'methazolamid', drug_name: 'METHAZOLAMID' };

/** Small enough that most headings open a part of their own. */
const SMALL_PARTS: ChunkLimits = { ceiling: 70, target: 50, overlap: 0 };

/** [question, the words the first line holds, words never shown] */
const CASES: [string, string, string[]][] = [
  [
    'Liều methazolamid cho trẻ bị động kinh cơn vắng?',
    'Động kinh cơn vắng — Trẻ em: Như liều người lớn',
    [],
  ],
  [
    'Liều methazolamid cho người lớn bị động kinh cơn vắng?',
    'Động kinh cơn vắng — Người lớn: Uống 4 - 10 mg/kg/ngày',
    [],
  ],
  [
    'Liều methazolamid cho trẻ em bị glôcôm?',
    'Glôcôm góc mở — Trẻ em: Uống 2 - 5 mg/kg/ngày',
    // the long heading's adult dose is no child's
    ['8 giờ/lần'],
  ],
  [
    'Liều methazolamid cho người lớn bị glôcôm cấp góc đóng?',
    'ở người lớn: Uống 100 mg/lần, 8 giờ/lần',
    [],
  ],
  [
    // no "bị": the question names one of the indications the long heading lists
    'Methazolamid liều người lớn tăng nhãn áp sau phẫu thuật đục thủy tinh thể?',
    'ở người lớn: Uống 100 mg/lần, 8 giờ/lần',
    [],
  ],
];

describe.each<[string, ChunkLimits | undefined]>([
  ['the section whole', undefined],
  ['the section cut into small parts', SMALL_PARTS],
])('the first line under the book’s heading shapes: %s', (_name, limits) => {
  let opened: SectionsAnswerDeps;

  beforeAll(async () => {
    opened = await openSectionsAnswerDeps(
      [
        makeSectionInput(DOSES, DRUG),
        makeSectionInput('Methazolamid.', { ...DRUG, section_key: 'ten_chung_quoc_te' }),
      ],
      FIXTURE_PRINTED_PAGE_OF,
      limits,
    );
  });
  afterAll(() => opened?.dispose());

  it('cuts where the cases need it', () => {
    const dosing = opened.chunks.filter((c) => c.section_key === 'lieu_luong_va_cach_dung');
    if (!limits) {
      expect(dosing).toHaveLength(1);
      return;
    }
    // parts open under the one-line heading and at the later age heading, carrying the chain
    const opening = (start: string) => dosing.find((c) => c.source_text.startsWith(start));
    expect(opening('Khi phối hợp')?.context_labels).toEqual(['Động kinh cơn vắng:', 'Người lớn:']);
    expect(opening('Trẻ em:\nNhư liều')?.context_labels).toEqual(['Động kinh cơn vắng:']);
    expect(opening('Trẻ em:\nUống 2 - 5')?.context_labels).toEqual(['Glôcôm góc mở:']);
  });

  it.each(CASES)('%s', async (question, leads, never) => {
    const a = await answerQuestion(question, [], opened.deps);
    const first = citedLines(a.answer)[0]?.text ?? '(none)';
    expect(first, a.answer).toContain(fold(leads));
    for (const wrong of never) expect(fold(a.answer)).not.toContain(fold(wrong));
  });
});
