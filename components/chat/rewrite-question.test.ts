import { describe, expect, it } from 'vitest';
import type { PatientChipKey } from '@/lib/schema/answer-patient';
import { rewriteQuestion } from './rewrite-question';

const Q = 'Liều gentamicin cho bệnh nhân nam 75 tuổi, 60 kg, Clcr 30 ml/phút?';

describe('rewriteQuestion', () => {
  it.each<[string, string, PatientChipKey, string | null, string]>([
    [
      'edits the clearance',
      Q,
      'renal',
      'Clcr 50 ml/phút',
      'Liều gentamicin cho bệnh nhân nam 75 tuổi, 60 kg, Clcr 50 ml/phút?',
    ],
    [
      'removes the clearance',
      Q,
      'renal',
      null,
      'Liều gentamicin cho bệnh nhân nam 75 tuổi, 60 kg?',
    ],
    [
      'removes the weight between commas',
      Q,
      'weight_kg',
      null,
      'Liều gentamicin cho bệnh nhân nam 75 tuổi, Clcr 30 ml/phút?',
    ],
    [
      'edits the age',
      Q,
      'age_years',
      '80 tuổi',
      'Liều gentamicin cho bệnh nhân nam 80 tuổi, 60 kg, Clcr 30 ml/phút?',
    ],
    [
      'adds a value the question does not state, before its question mark',
      'Liều gentamicin cho người suy thận?',
      'renal',
      'Clcr 48,6 ml/phút',
      'Liều gentamicin cho người suy thận, Clcr 48,6 ml/phút?',
    ],
    [
      'adds to a question with no mark',
      'Liều vancomycin',
      'renal',
      'Clcr 20 ml/phút',
      'Liều vancomycin, Clcr 20 ml/phút',
    ],
    [
      'removing what is not there changes nothing',
      'Liều vancomycin?',
      'weight_kg',
      null,
      'Liều vancomycin?',
    ],
    [
      'removes a leading phrase',
      'Clcr 30 ml/phút, liều vancomycin?',
      'renal',
      null,
      'liều vancomycin?',
    ],
  ])('%s', (_name, question, param, replacement, expected) =>
    expect(rewriteQuestion(question, param, replacement)).toBe(expected),
  );
});
