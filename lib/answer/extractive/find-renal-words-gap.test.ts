import { describe, expect, it } from 'vitest';
import type { Chunk } from '@/lib/schema/chunk';
import type { PatientParameters } from '@/lib/schema/patient-parameters';
import { makeAttachment, makeChunk } from '@/lib/schema/testing/make-chunk';
import { findRenalWordsGap, RENAL_WORDS_GAP } from './find-renal-words-gap';

const egfr35: PatientParameters = {
  renal: {
    measure: 'egfr',
    unit: null,
    value: { min: 35, max: 35, min_inclusive: true, max_inclusive: true },
  },
};
const words = 'Suy thận cấp, suy thận nặng, vô niệu, tăng kali huyết.';
const wordsChunk = makeChunk({ section_key: 'chong_chi_dinh', source_text: words });
const bandChunk = makeChunk({
  section_key: 'lieu_luong_va_cach_dung',
  source_text: 'Người suy thận: Độ thanh thải creatinin 10 - 29 ml/phút: 200 mg mỗi 12 giờ.',
});
const lockedChunk = makeChunk({
  section_key: 'lieu_luong_va_cach_dung',
  source_text: 'Liều ở người suy thận như sau:',
  attachments: [makeAttachment({ block_id: 'x__t1', quarantined: true })],
});

describe('findRenalWordsGap', () => {
  it.each<{
    name: string;
    patient: PatientParameters;
    shown: string[];
    readable: Chunk[];
    gap: string | null;
  }>([
    {
      name: 'a kidney value, lines that name renal impairment only in words: said first',
      patient: egfr35,
      shown: [words],
      readable: [wordsChunk],
      gap: RENAL_WORDS_GAP,
    },
    {
      name: 'a chunk the answer could read bands clearance by number: no gap',
      patient: egfr35,
      shown: [words],
      readable: [wordsChunk, bandChunk],
      gap: null,
    },
    {
      name: 'a chunk lost a table (its crop holds the bands): no gap',
      patient: egfr35,
      shown: [words],
      readable: [wordsChunk, lockedChunk],
      gap: null,
    },
    {
      name: 'no kidney value in the question: no gap',
      patient: {},
      shown: [words],
      readable: [wordsChunk],
      gap: null,
    },
    {
      name: 'no shown line names renal impairment: no gap (nothing to misread)',
      patient: egfr35,
      shown: ['Tăng kali huyết, bệnh Addison.'],
      readable: [wordsChunk],
      gap: null,
    },
    {
      name: 'nothing shown: no gap',
      patient: egfr35,
      shown: [],
      readable: [wordsChunk],
      gap: null,
    },
  ])('$name', ({ patient, shown, readable, gap }) => {
    expect(findRenalWordsGap(patient, shown, readable)).toBe(gap);
  });
});
