import { describe, expect, it } from 'vitest';
import { readPatientParameters } from '@/lib/retrieval/read-patient-parameters';
import type { SectionKey } from '@/lib/schema/section-keys';
import { makeChunk } from '@/lib/schema/testing/make-chunk';
import { findHoldingLines, type HoldingTrace } from './find-holding-lines';

/** Sentences shaped as the real book prints them (ENOXAPARIN, DICLOFENAC, CODEIN …), paraphrased. */
const ci = (text: string, section: SectionKey = 'chong_chi_dinh', part = 0) =>
  makeChunk({ drug_id: 'x', section_key: section, part_index: part, source_text: text });

const BOOK = [
  ci(
    'Quá mẫn với thuốc. Suy thận nặng (Clcr < 30 ml/phút) trừ khi thẩm phân. Trẻ em dưới 12 tuổi. Ba tháng đầu thai kỳ. Suy gan nặng.',
  ),
  ci('Thận trọng ở người cao tuổi. Tránh dùng cho người có Clcr dưới 10 ml/phút.', 'than_trong'),
  ci('Không nên dùng trong thai kỳ. Thuốc qua nhau thai.', 'thoi_ky_mang_thai'),
  ci('Không cho con bú trong thời gian dùng thuốc. Thuốc vào sữa mẹ.', 'thoi_ky_cho_con_bu'),
];

describe('findHoldingLines', () => {
  it.each<[string, string[]]>([
    [
      'Liều X cho bệnh nhân Clcr 20 ml/phút?',
      ['Suy thận nặng (Clcr < 30 ml/phút) trừ khi thẩm phân.'],
    ],
    [
      'Liều X cho bệnh nhân Clcr 8 ml/phút?',
      [
        'Suy thận nặng (Clcr < 30 ml/phút) trừ khi thẩm phân.',
        'Tránh dùng cho người có Clcr dưới 10 ml/phút.',
      ],
    ],
    ['Liều X cho bệnh nhân Clcr 45 ml/phút?', []],
    ['eGFR 25 dùng X liều bao nhiêu?', ['Suy thận nặng (Clcr < 30 ml/phút) trừ khi thẩm phân.']],
    ['X liều cho trẻ 5 tuổi?', ['Trẻ em dưới 12 tuổi.']],
    ['X liều cho trẻ 14 tuổi?', []],
    [
      'Thai 8 tuần dùng X liều thế nào?',
      ['Ba tháng đầu thai kỳ.', 'Không nên dùng trong thai kỳ.'],
    ],
    ['Thai 30 tuần dùng X được không?', ['Không nên dùng trong thai kỳ.']],
    ['Mẹ đang cho con bú dùng X được không?', ['Không cho con bú trong thời gian dùng thuốc.']],
    ['Suy gan Child-Pugh C dùng X liều bao nhiêu?', ['Suy gan nặng.']],
    ['Liều X cho người lớn?', []],
  ])('%s', (question, expected) => {
    const lines = findHoldingLines(readPatientParameters(question), BOOK);
    expect(lines.map((l) => l.sentence.trim())).toEqual(expected);
  });

  it('reads no sentence for a patient with no value', () => {
    const trace: HoldingTrace[] = [];
    expect(findHoldingLines(readPatientParameters('Liều X?'), BOOK, trace)).toEqual([]);
    expect(trace).toEqual([]);
  });

  it('traces every sentence it read and the rule that fired', () => {
    const trace: HoldingTrace[] = [];
    findHoldingLines(readPatientParameters('Clcr 20 ml/phút dùng X?'), BOOK, trace);
    expect(trace.find((t) => t.fired)?.fired).toBe('band_holds_value');
    expect(trace.filter((t) => t.fired === null).length).toBeGreaterThan(5);
  });

  it('a label that excludes the patient keeps the band from holding', () => {
    const underChild = makeChunk({
      drug_id: 'x',
      section_key: 'chong_chi_dinh',
      source_text: 'Clcr < 30 ml/phút.',
      context_labels: ['Trẻ em:'],
    });
    expect(
      findHoldingLines(readPatientParameters('Người 70 tuổi Clcr 20 ml/phút'), [underChild]),
    ).toEqual([]);
  });
});
