import { describe, expect, it } from 'vitest';
import { buildDrugLexicon } from '@/lib/retrieval/build-drug-lexicon';
import { FIXTURE_DRUGS } from '@/lib/retrieval/drug-lexicon.fixture';
import { isContextAge } from './is-context-age';
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
