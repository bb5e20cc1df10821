import { describe, expect, it } from 'vitest';
import { buildDrugLexicon } from '@/lib/retrieval/build-drug-lexicon';
import { FIXTURE_DRUGS } from '@/lib/retrieval/drug-lexicon.fixture';
import { readQuestion } from './read-question';

const lexicon = buildDrugLexicon(FIXTURE_DRUGS);
const sectionsOf = (question: string) =>
  readQuestion(question, [], lexicon).understood.sections.map((s) => `${s.key} ${s.weight}`);

describe('sectionsForTopic (through readQuestion)', () => {
  it.each([
    // stopping, with a partner named: Thận trọng first, the interaction kept below the asked bar
    [
      'Đang uống paracetamol với warfarin, muốn tự bỏ warfarin có sao không?',
      [
        'than_trong 1',
        'lieu_luong_va_cach_dung 0.8',
        'huong_dan_xu_tri_adr 0.8',
        'tuong_tac_thuoc 0.5',
      ],
    ],
    // stopping, no section cue at all
    [
      'Tôi uống warfarin đã 2 tháng, giờ muốn bỏ hẳn có được không?',
      ['than_trong 1', 'lieu_luong_va_cach_dung 0.8', 'huong_dan_xu_tri_adr 0.8'],
    ],
  ])('%s', (question, expected) => {
    expect(sectionsOf(question).slice(0, expected.length)).toEqual(expected);
  });

  it('leaves a question whose cues already name a section that says it', () => {
    expect(sectionsOf('Cách ngừng thuốc warfarin thế nào?')[0]).toMatch(/^than_trong /);
  });

  it('leaves a question that asks no such topic', () => {
    expect(sectionsOf('Warfarin tương tác với paracetamol không?')[0]).toBe('tuong_tac_thuoc 1');
  });
});
