import { describe, expect, it } from 'vitest';
import type { UnderstoodQuery } from '@/lib/retrieval/understand-query';
import { toQuestionText } from './question-text';
import { readAllergies } from './read-allergies';

/** The reader needs only the question's drug mentions. */
const read = (question: string, drug?: string) => {
  const at = drug ? question.indexOf(drug) : -1;
  const mentions = at >= 0 ? [{ matched: drug!, start: at, end: at + drug!.length }] : [];
  return readAllergies(toQuestionText(question), { mentions } as unknown as UnderstoodQuery);
};

describe('readAllergies', () => {
  it.each<[string, string | undefined, string[], string[]]>([
    // question, drug typed, names read, names never read
    [
      'Dị ứng aspirin, dự phòng bằng clopidogrel liều bao nhiêu?',
      'clopidogrel',
      ['aspirin', 'salicylat'],
      ['clopidogrel'],
    ],
    [
      'Từng bị phản vệ (tụt HA, mề đay) khi truyền heparin, nay tiêm enoxaparin được không?',
      'enoxaparin',
      ['heparin'],
      ['enoxaparin'],
    ],
    [
      'Từng nổi mề đay, phù môi sau tiêm diphenhydramin, uống dimenhydrinat được không?',
      'dimenhydrinat',
      ['diphenhydramin', 'khang histamin'],
      [],
    ],
    ['Bn dị ứng clopidogrel, dùng được không?', 'clopidogrel', ['clopidogrel'], []],
    [
      'Patient has sulfa allergy, dùng furosemid được không?',
      'furosemid',
      ['sulfa'],
      ['furosemid'],
    ],
    [
      'Từng dị ứng gliclazid, dùng furosemid được không?',
      'furosemid',
      ['sulfamid chua dai thao duong'],
      [],
    ],
    [
      'Amoxicilin bị dị ứng penicilin dùng được không?',
      'Amoxicilin',
      ['penicilin'],
      ['amoxicilin'],
    ],
    [
      'Người dị ứng cephalosporin có dùng amoxicilin được không?',
      'amoxicilin',
      ['cephalosporin'],
      ['amoxicilin'],
    ],
    // a reaction told after the drug was taken, or without the word "dị ứng" (unseen batch 10)
    [
      'Năm ngoái uống Plavix 3 ngày thì nổi mề đay toàn thân, nay dùng clopidogrel được không?',
      'clopidogrel',
      ['plavix'],
      [],
    ],
    [
      'Từng phát ban, phù mặt khi uống minocyclin, cho doxycyclin được không?',
      'doxycyclin',
      ['minocyclin', 'tetracyclin'],
      ['doxycyclin'],
    ],
    // no allergy, no substance
    ['Liều clopidogrel sau đặt stent?', 'clopidogrel', [], ['clopidogrel']],
  ])('%s', (question, drug, read_, never) => {
    const names = read(question, drug).flat();
    for (const n of read_) expect(names).toContain(n);
    for (const n of never) expect(names).not.toContain(n);
  });
});
