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
    // how fast it goes in, "pha loãng" naming storage (unseen batch 51)
    [
      'Warfarin 50 mg đã pha loãng, tiêm TM thì đẩy thuốc trong bao lâu?',
      ['lieu_luong_va_cach_dung 1'],
    ],
    // whether food changes it: Dược lý, the dose section below (unseen batches 67 and 71)
    [
      'Uống warfarin lúc đói hay sau ăn thì tác dụng có khác nhau không?',
      ['duoc_ly_va_co_che_tac_dung 1', 'lieu_luong_va_cach_dung 0.8'],
    ],
    // days of doses missed, then taken again: the dose section over a can-use reading (unseen
    // batch 139)
    [
      'Đang uống warfarin 5 mg thì hết thuốc, bỏ mất 5 ngày. Tối nay uống lại luôn 5 mg được không?',
      ['lieu_luong_va_cach_dung 1'],
    ],
    // a pharmacology topic no cue names: Dược lý (unseen batch 139)
    [
      'After an IV bolus of warfarin, how quickly should I expect the INR to fall?',
      ['duoc_ly_va_co_che_tac_dung 1'],
    ],
    // stopping, no section cue at all
    [
      'Tôi uống warfarin đã 2 tháng, giờ muốn bỏ hẳn có được không?',
      ['than_trong 1', 'lieu_luong_va_cach_dung 0.8', 'huong_dan_xu_tri_adr 0.8'],
    ],
  ])('%s', (question, expected) => {
    expect(sectionsOf(question).slice(0, expected.length)).toEqual(expected);
  });

  it("asks one adverse effect of the ADR section, the patient's kidney value as context", () => {
    // unseen batch 32: eGFR 38 put the renal dose first over "có gây giảm bạch cầu không"
    expect(
      sectionsOf('Bn eGFR 38 uống warfarin 6 tháng. Warfarin có gây giảm bạch cầu không?')[0],
    ).toBe('tac_dung_khong_mong_muon 1');
    // the dose asked in words beside the effect keeps the dose section first
    expect(sectionsOf('Bn eGFR 38, warfarin có gây chảy máu không, liều bao nhiêu?')[0]).toMatch(
      /^lieu_luong_va_cach_dung /,
    );
  });

  it('asks what to do about an effect the patient has had of Hướng dẫn cách xử trí ADR', () => {
    // unseen batch 60: "liều đầu" told as the event's time put the dose section level with it
    expect(
      sectionsOf('BN uống warfarin liều đầu thì bị sưng lưỡi, khàn tiếng. Xử trí thế nào?'),
    ).toEqual([
      'huong_dan_xu_tri_adr 1',
      'than_trong 0.8',
      'qua_lieu_va_xu_tri 0.8',
      'tac_dung_khong_mong_muon 0.6',
      'lieu_luong_va_cach_dung 0.5',
    ]);
  });

  it('leaves a question whose cues already name a section that says it', () => {
    expect(sectionsOf('Cách ngừng thuốc warfarin thế nào?')[0]).toMatch(/^than_trong /);
  });

  it('leaves a question that asks no such topic', () => {
    expect(sectionsOf('Warfarin tương tác với paracetamol không?')[0]).toBe('tuong_tac_thuoc 1');
  });
});
