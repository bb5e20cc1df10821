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
  ])('%s against "%s"', (question, sentence, said) => {
    const lines = findMeasureMismatches(readPatientParameters(question), [ci(sentence)]);
    expect(lines.length > 0).toBe(said);
    if (said) expect(lines[0]!.text.endsWith(sentence)).toBe(true);
  });
});
