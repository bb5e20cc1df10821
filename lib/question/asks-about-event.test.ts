import { describe, expect, it } from 'vitest';
import { buildDrugLexicon } from '@/lib/retrieval/build-drug-lexicon';
import { FIXTURE_DRUGS } from '@/lib/retrieval/drug-lexicon.fixture';
import { asksAboutEvent } from './asks-about-event';
import { readQuestion } from './read-question';

const lexicon = buildDrugLexicon(FIXTURE_DRUGS);

describe('asksAboutEvent', () => {
  it.each<[string, boolean]>([
    ['Digoxin quá liều xử trí thế nào?', true],
    ['Furosemid gây hạ kali máu phải làm gì?', true],
    // "điều trị" with no effect named is the patient's care, not an adverse effect's management
    // (unseen batch 8: the bleeding contraindication was never read)
    ['Bn vỡ lách điều trị bảo tồn, Hb tụt, dùng warfarin được không?', false],
    ['Liều warfarin cho người lớn?', false],
    // whether the drug may be given is the patient's question, unless an overdose is told
    // (first-set batches 87-88; unseen batch 47)
    ['Ong đốt sốc phản vệ, HA 70/40, truyền natri clorid 0,9% được không?', false],
    ['Uống 30 viên digoxin tự tử, mạch 40, tiêm atropin được không?', true],
    ['Bé nuốt 6 viên paracetamol, cho uống than hoạt được không?', true],
    // an antidote kit opened for a patient, asked as can-use (first-set batch 95)
    ['Trẻ MetHb 33%, bác sĩ định mở bộ giải độc tiêm natri clorid, tiêm cho bé được không?', false],
    // what was swallowed is another drug, and the asked one is weighed as the remedy (first-set
    // batch 97)
    ['Uống cả lọ isosorbid dinitrat tự tử, MetHb 36%, tiêm natri clorid được không?', false],
    // what was swallowed is no medicine (first-set batch 141)
    [
      'Uống nhầm nước pha phân bón kali nitrat, MetHb 36%, đề xuất tiêm natri clorid. Có đúng không?',
      false,
    ],
    // an ingestion told, its management asked in other words (first-set batch 114)
    [
      'Em gái 16 tuổi nuốt hết 10 viên warfarin của mẹ, giờ đau bụng. Cho ăn cháo đường có nên không?',
      true,
    ],
  ])('%s → %s', (question, expected) => {
    expect(asksAboutEvent(readQuestion(question, [], lexicon))).toBe(expected);
  });
});
