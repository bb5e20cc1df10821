import { describe, expect, it } from 'vitest';
import { buildDrugLexicon } from '@/lib/retrieval/build-drug-lexicon';
import { FIXTURE_DRUGS } from '@/lib/retrieval/drug-lexicon.fixture';
import { isAgeContextOutsideDoses, isContextAge, isInteractionContextAge } from './is-context-age';
import { readQuestion } from './read-question';

const lexicon = buildDrugLexicon(FIXTURE_DRUGS);

describe('isContextAge', () => {
  it.each([
    ['Bn 68 tuổi hẹp động mạch thận, dùng enalapril được không?', true],
    // a population named in words is asked, not context
    ['Người cao tuổi dùng enalapril được không?', false],
    ['Trẻ 5 tuổi dùng paracetamol được không?', false],
    // not a can-use question: the age asks the elderly's dose
    ['Bn 68 tuổi, liều enalapril bao nhiêu?', false],
  ])('%s → %s', (question, expected) => {
    expect(isContextAge(readQuestion(question, [], lexicon))).toBe(expected);
  });
});

describe('isInteractionContextAge', () => {
  it.each([
    // another drug the patient takes: the interaction holds whatever the adult's age
    ['Bn 68 tuổi đang uống warfarin, thêm paracetamol có cần lưu ý gì không?', true],
    // a drug the book lacks counts as the other drug too
    ['Bn 70 tuổi đang uống prazosin, thêm paracetamol có cần lưu ý gì không?', true],
    // no other drug named: an interaction word alone does not make the age context
    ['Bn 68 tuổi, paracetamol có tương tác gì không?', false],
    // a child's age is asked, not context
    ['Trẻ 5 tuổi đang uống warfarin, thêm paracetamol có cần lưu ý gì không?', false],
  ])('%s → %s', (question, expected) => {
    expect(isInteractionContextAge(readQuestion(question, [], lexicon))).toBe(expected);
  });
});

describe('isAgeContextOutsideDoses', () => {
  it.each([
    // an adverse effect asked of a 60-year-old (unseen batch 16)
    ['Bn nam 60t, paracetamol có gây tăng cholesterol máu không?', true],
    // "adult" in words beside the typed age is the same patient (unseen batch 20)
    ['A 66 yo on paracetamol: what adult therapeutic plasma range does the book give?', true],
    // a dose asked: the age may be the elderly's band
    ['Bn 80 tuổi, liều paracetamol bao nhiêu?', false],
    // the elderly named in words is asked, not context
    ['Người cao tuổi dùng paracetamol có gây buồn ngủ không?', false],
  ])('%s → %s', (question, expected) => {
    expect(isAgeContextOutsideDoses(readQuestion(question, [], lexicon))).toBe(expected);
  });
});
