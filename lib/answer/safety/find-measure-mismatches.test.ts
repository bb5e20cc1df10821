import { describe, expect, it } from 'vitest';
import { readPatientParameters } from '@/lib/retrieval/read-patient-parameters';
import { makeChunk } from '@/lib/schema/testing/make-chunk';
import { findMeasureMismatches } from './find-measure-mismatches';

const ci = (text: string) =>
  makeChunk({ drug_id: 'x', section_key: 'chong_chi_dinh', source_text: text });

describe('findMeasureMismatches', () => {
  it.each<[string, string, boolean]>([
    ['X cho người creatinin huyết thanh 2 mg/dl?', 'Suy thận nặng (Clcr < 30 ml/phút).', true],
    ['X cho người Clcr 40 ml/phút?', 'Creatinin huyết thanh > 1,5 mg/dl ở nam.', true],
    ['X cho người Clcr 40 ml/phút?', 'Suy thận nặng (Clcr < 30 ml/phút).', false],
    ['X cho người creatinin huyết thanh 2 mg/dl?', 'Quá mẫn với thuốc.', false],
    ['Liều X?', 'Creatinin huyết thanh > 1,5 mg/dl ở nam.', false],
    // the same measure is matched (band_holds_value), never said to differ
    [
      'X cho người creatinin huyết thanh 2 mg/dl?',
      'Creatinin huyết thanh > 1,5 mg/dl ở nam.',
      false,
    ],
    ['X cho người creatinin máu 180 µmol/l?', 'Creatinin huyết thanh > 1,5 mg/dl.', false],
    // a patient with both values is matched by the serum creatinine band, not told it differs
    [
      'X cho người Clcr 40 ml/phút, creatinin 1,8 mg/dl?',
      'Creatinin huyết thanh > 1,5 mg/dl.',
      false,
    ],
    // a serum creatinine in µmol/l is still no clearance
    ['X cho người creatinin máu 180 µmol/l?', 'Suy thận nặng (Clcr < 30 ml/phút).', true],
    // no unit typed: the band cannot be matched, and the line says so
    ['X cho người creatinin máu 2,1?', 'Creatinin huyết thanh > 1,5 mg/dl.', true],
    ['X cho người creatinin máu 2,1?', 'Suy thận nặng (Clcr < 30 ml/phút).', true],
  ])('%s against "%s"', (question, sentence, said) => {
    const lines = findMeasureMismatches(readPatientParameters(question), [ci(sentence)]);
    expect(lines.length > 0).toBe(said);
    if (said) expect(lines[0]!.text.endsWith(sentence)).toBe(true);
  });
});
