import { describe, expect, it } from 'vitest';
import { checkQuarantinedDose } from './check-quarantined-dose';
import { makeChunk } from '@/lib/schema/testing/make-chunk';
import { ampDosing, ampRenal } from './testing/fixtures';

const flaggedOnly = makeChunk({
  source_text: 'Người suy thận: giảm liều.',
  has_quarantined_content: true,
});

describe('checkQuarantinedDose', () => {
  it.each([
    [
      'the renal-table dose from the chunk that lost the table',
      'Clcr 30-50 ml/phút: 500 mg mỗi 12 giờ',
      [ampRenal],
      'quarantined_dose',
    ],
    [
      'a verbatim dose from it',
      'Ở người bệnh thẩm phân máu, dùng 1,5 - 3 g sau mỗi lần thẩm phân.',
      [ampRenal],
      'quarantined_dose',
    ],
    ['an interval alone', 'Dùng thuốc mỗi 12 giờ.', [ampRenal], 'quarantined_dose'],
    ['a frequency alone', 'Tiêm 2 lần/ngày.', [ampRenal], 'quarantined_dose'],
    ['a dose percentage', 'Giảm 50% liều.', [ampRenal], 'quarantined_dose'],
    [
      'a dose citing clean and quarantined chunks together',
      'Người lớn: 1,5 - 3 g.',
      [ampDosing, ampRenal],
      'quarantined_dose',
    ],
    ['a chunk with only the flag set', 'Uống 250 mg.', [flaggedOnly], 'quarantined_dose'],
    ['a dose from a clean chunk', 'Người lớn: 1,5 - 3 g, cách 6 giờ một lần.', [ampDosing], null],
    [
      'no dose from the quarantined chunk',
      'Khoảng cách giữa các lần dùng thuốc cần được kéo dài theo độ thanh thải creatinin.',
      [ampRenal],
      null,
    ],
    ['a kidney threshold is not a dose', 'Không dùng khi Clcr < 30 ml/phút.', [ampRenal], null],
  ])('%s', (_name, text, cited, rule) => {
    expect(checkQuarantinedDose(text, cited)?.rule ?? null).toBe(rule);
  });

  it('names the dose, the chunk and the blocks', () => {
    const reason = checkQuarantinedDose('500 mg mỗi 12 giờ', [ampRenal])?.reason ?? '';
    expect(reason).toContain('"500 mg"');
    expect(reason).toContain(ampRenal.chunk_id);
    expect(reason).toContain('ampicilin_va_sulbactam-t1');
  });
});
