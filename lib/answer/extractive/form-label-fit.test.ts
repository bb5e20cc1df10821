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
  ])('%s', (_name, question, labels, expected) => {
    expect(formLabelFit(labels, askedDosageForms(question))).toBe(expected);
  });

  it('tells the forms by their marks: powder is no foam, poor appetite no cream', () => {
    expect(askedDosageForms('thuốc bột pha hỗn dịch')).toEqual(new Set(['suspension']));
    expect(askedDosageForms('bn kém ăn')).toEqual(new Set());
    expect(askedDosageForms('dang bot')).toEqual(new Set());
  });
});
