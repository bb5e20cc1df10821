import { describe, expect, it } from 'vitest';
import { readPatientParameters } from '@/lib/retrieval/read-patient-parameters';
import { kidneyNormal, readRenalSeverity } from './renal-value-conditions';

describe('readRenalSeverity', () => {
  it.each<[string, string | undefined]>([
    ['Clcr 12 ml/phút dùng X?', 'giai_doan_cuoi'],
    ['Clcr 14,9 ml/phút dùng X?', 'giai_doan_cuoi'],
    ['Clcr 15 ml/phút dùng X?', 'nang'],
    ['eGFR 25 dùng X?', 'nang'],
    ['Clcr < 30 ml/phút dùng X?', 'nang'],
    ['Clcr 30 ml/phút dùng X?', 'vua'],
    ['eGFR 45 dùng X?', 'vua'],
    ['Clcr 59 ml/phút dùng X?', 'vua'],
    // mild or normal: no condition is read from the number
    ['Clcr 60 ml/phút dùng X?', undefined],
    ['Clcr 90 ml/phút dùng X?', undefined],
    // a range across two stages is staged at neither
    ['Clcr 20 - 40 ml/phút dùng X?', undefined],
    ['Suy thận dùng X?', undefined],
    // a serum creatinine from 4 mg/dl is severe (unseen batch 29); under it, nothing is read
    ['creatinin 6,2 mg/dl, vô niệu, X liều bao nhiêu?', 'nang'],
    ['creatinin 400 µmol/l, X liều bao nhiêu?', 'nang'],
    ['creatinin 1,8 mg/dl, X liều bao nhiêu?', undefined],
    // a clearance given decides over the serum creatinine
    ['creatinin 4,5 mg/dl, Clcr 35 ml/phút, X?', 'vua'],
  ])('%s', (question, severity) => {
    expect(readRenalSeverity(readPatientParameters(question))?.severity).toBe(severity);
  });
});

describe('kidneyNormal', () => {
  it.each<[string, boolean]>([
    ['CrCl 90 ml/min, colchicine?', true],
    ['eGFR 105, X?', true],
    ['Clcr 62 ml/phút, X?', false],
    ['Clcr 60 - 95 ml/phút, X?', false],
    ['X liều bao nhiêu?', false],
  ])('%s → %s', (question, normal) => {
    expect(kidneyNormal(readPatientParameters(question))).toBe(normal);
  });
});
