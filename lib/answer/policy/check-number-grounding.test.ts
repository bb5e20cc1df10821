import { describe, expect, it } from 'vitest';
import { checkNumberGrounding } from './check-number-grounding';
import { makeChunk } from '@/lib/schema/testing/make-chunk';
import {
  ampDosing,
  ampRenalDescriptor,
  clindamycinDosing,
  decimalCommaDosing,
  natriCloridDosing,
} from './testing/fixtures';

const labelled = makeChunk({
  drug_id: 'spironolacton',
  text: 'Người lớn: Bước 4: Liều duy trì 25 mg/ngày.',
  context_labels: ['Người lớn:', 'Bước 4:'],
  source_text: 'Liều duy trì 25 mg/ngày.',
});

/** The next part of an ADR section: its frequency heading was printed in the part before. */
const underHeading = makeChunk({
  drug_id: 'paracetamol',
  section_key: 'tac_dung_khong_mong_muon',
  source_text: 'Thần kinh: Run, mất ngủ.',
  sentences: [
    {
      start: 0,
      end: 24,
      kind: 'content',
      labels: ['Hiếm gặp, ADR < 1/1 000'],
    },
  ],
});

describe('checkNumberGrounding', () => {
  it.each([
    ['verbatim', 'Liều sulbactam không vượt quá 4 g/ngày.', [ampDosing], null],
    ['decimal comma kept', 'tiêm bắp 0,425 mg/kg', [decimalCommaDosing], null],
    ['a near number removed', 'tiêm bắp 0,42 mg/kg', [decimalCommaDosing], 'ungrounded_number'],
    ['thousands by space vs none', 'Dung dịch tiêm: 1000 ml.', [natriCloridDosing], null],
    ['a number from another chunk', 'Liều tối đa: 4,8 g/ngày.', [ampDosing], 'ungrounded_number'],
    [
      'the same number, from both cited chunks',
      'Liều tối đa: 4,8 g/ngày; sulbactam 4 g/ngày.',
      [ampDosing, clindamycinDosing],
      null,
    ],
    [
      'a daily total stated as a single dose',
      'Uống 1,8 g/lần.',
      [clindamycinDosing],
      'unit_mismatch',
    ],
    ['no numbers', 'Tiêm bắp sâu.', [ampDosing], null],
    [
      'a frequency the source states',
      'Liều uống 1 - 2 g, ba lần mỗi ngày.',
      [natriCloridDosing],
      null,
    ],
    [
      'a frequency whose count is only a dose elsewhere',
      'Liều uống 1 - 2 g, hai lần mỗi ngày.',
      [natriCloridDosing],
      'regimen_mismatch',
    ],
    [
      'context labels in text are not source',
      'Bước 4: 25 mg/ngày.',
      [labelled],
      'ungrounded_number',
    ],
    [
      'a label the stored sentence was read under is a source',
      'Hiếm gặp, ADR < 1/1 000: Thần kinh: Run, mất ngủ.',
      [underHeading],
      null,
    ],
    [
      'a number in no label and not in the source',
      'Hiếm gặp, ADR < 1/100: Thần kinh: Run, mất ngủ.',
      [underHeading],
      'ungrounded_number',
    ],
    [
      'descriptor text is not a source of numbers',
      'Bảng ở trang 205.',
      [ampRenalDescriptor],
      'ungrounded_number',
    ],
  ])('%s', (_name, text, cited, rule) => {
    expect(checkNumberGrounding(text, cited)?.rule ?? null).toBe(rule);
  });
});

describe('checkNumberGrounding: raised glyphs (issue 14)', () => {
  const surface = makeChunk({
    drug_id: 'mau',
    text: 'Trẻ em: Uống 8 - 30 mg/kg/ngày hoặc 300 - 900 mg/m² diện tích bề mặt cơ thể/ngày.',
    source_text:
      'Trẻ em: Uống 8 - 30 mg/kg/ngày hoặc 300 - 900 mg/m² diện tích bề mặt cơ thể/ngày.',
  });
  const counts = makeChunk({
    drug_id: 'mau',
    text: 'Ngừng thuốc khi bạch cầu trung tính dưới 1,5 × 10⁹/l.',
    source_text: 'Ngừng thuốc khi bạch cầu trung tính dưới 1,5 × 10⁹/l.',
  });
  it.each([
    [
      'the quote with its exponent',
      'Uống 300 - 900 mg/m² diện tích bề mặt cơ thể/ngày.',
      surface,
      null,
    ],
    [
      'the exponent is no dose: "2 mg" is not in the source',
      'Uống 2 mg/kg/ngày.',
      surface,
      'ungrounded_number',
    ],
    ['a power kept', 'Ngừng thuốc khi bạch cầu dưới 1,5 × 10⁹/l.', counts, null],
    ['a power changed', 'Ngừng thuốc khi bạch cầu dưới 1,5 × 10⁶/l.', counts, 'ungrounded_number'],
  ] as const)('%s', (_name, answer, chunk, rule) => {
    expect(checkNumberGrounding(answer, [chunk])?.rule ?? null).toBe(rule);
  });
});
