import { describe, expect, it } from 'vitest';
import { askedDosageForms, formLabelFit } from './form-label-fit';

describe('formLabelFit', () => {
  it.each<[string, string, string, number]>([
    // CLINDAMYCIN (first-set batches 95-96): the foam asked, the gel's label another form
    ['foam asked, foam label', 'clindamycin dạng bọt (foam) bôi mặt', 'Dạng thuốc bọt', 1],
    [
      'foam asked, gel label',
      'clindamycin dạng bọt (foam) bôi mặt',
      'Trị trứng cá — Gel, gạc, dung dịch',
      -1,
    ],
    ['English foam, no marks', 'clindamycin dang bot (foam) boi mat', 'Dạng thuốc bọt', 1],
    ['no form asked', 'clindamycin trị mụn bôi mấy lần', 'Gel, gạc, dung dịch', 0],
    ['form asked, the label names none', 'aciclovir kem bôi mấy lần', 'Người lớn', 0],
    ['slow release asked', 'diltiazem viên giải phóng chậm liều', 'Viên nén giải phóng chậm', 1],
    // DILTIAZEM (unseen batches 137-138): the product, not only its release
    ['SR tablet asked, SR tablet', 'a sustained-release tablet', 'Viên nén giải phóng chậm', 1],
    ['SR tablet asked, SR capsule', 'a sustained-release tablet', 'Nang giải phóng chậm', -1],
    ['SR capsule asked, SR tablet', 'extended-release capsules', 'Viên nén giải phóng chậm', -1],
    ['plain tablet asked, SR tablet', 'diltiazem viên nén thường', 'Viên nén giải phóng chậm', -1],
    ['plain tablet asked, plain tablet', 'diltiazem viên nén thường', 'Viên nén thông thường', 1],
  ])('%s', (_name, question, labels, expected) => {
    expect(formLabelFit(labels, askedDosageForms(question))).toBe(expected);
  });

  it('tells the forms by their marks: powder is no foam, poor appetite no cream', () => {
    expect(askedDosageForms('thuốc bột pha hỗn dịch')).toEqual(new Set(['suspension']));
    expect(askedDosageForms('bn kém ăn')).toEqual(new Set());
    expect(askedDosageForms('dang bot')).toEqual(new Set());
    // a cyst is no capsule
    expect(askedDosageForms('hội chứng buồng trứng đa nang')).toEqual(new Set());
  });
});
