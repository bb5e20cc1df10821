import { describe, expect, it } from 'vitest';
import type { PatientParameters } from '@/lib/schema/patient-parameters';
import { checkBandExclusion } from './check-band-exclusion';

const at = (v: number) => ({ min: v, max: v, min_inclusive: true, max_inclusive: true });
const clcr40: PatientParameters = { renal: { measure: 'clcr', unit: 'ml/phút', value: at(40) } };
const child8: PatientParameters = { age_years: at(8) };
const week10: PatientParameters = { pregnancy: { trimester: 1, week: 10 } };

describe('checkBandExclusion', () => {
  it.each([
    ['10 - 29 ml/phút: 5 - 10 mg/kg, cách 24 giờ một lần.', clcr40, 'band_excludes_patient'],
    ['Độ thanh thải creatinin dưới 10 ml/phút: 2 mg/kg.', clcr40, 'band_excludes_patient'],
    ['Người lớn: 500 mg, cách 8 giờ một lần.', child8, 'band_excludes_patient'],
    ['Trẻ em dưới 12 tuổi: 3 - 6 mg/kg, một lần mỗi ngày.', child8, null],
    ['30 - 50 ml/phút: 5 - 10 mg/kg, cách 12 giờ một lần.', clcr40, null],
    // one clause fits: the claim stays (the policy does not cut claims)
    ['30 - 50 ml/phút: 5 mg; 10 - 29 ml/phút: 2 mg.', clcr40, null],
    ['Uống vào cùng một giờ mỗi ngày.', clcr40, null],
    ['10 - 29 ml/phút: 5 mg.', undefined, null],
    // a verdict for another part of the pregnancy stays; a dose for it does not (DOXYCYCLIN)
    ['Không dùng doxycyclin trong nửa cuối thai kỳ.', week10, null],
    ['Trong 3 tháng cuối thai kỳ: 5 mg/lần.', week10, 'band_excludes_patient'],
  ])('%s', (text, patient, rule) => {
    expect(checkBandExclusion(text, patient)?.rule ?? null).toBe(rule);
  });
});
