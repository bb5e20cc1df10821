import { describe, expect, it } from 'vitest';
import type { DrugMention } from './drug-lexicon';
import { namesOverdoseOfAnother } from './names-overdose-of-another';

/** Mentions of the given names where they stand in the question, as the lexicon reports them. */
function mentionsOf(question: string, names: readonly string[]): DrugMention[] {
  return names
    .map((name) => {
      const start = question.toLowerCase().indexOf(name);
      return {
        drug_id: name,
        matched: name,
        start,
        end: start + name.length,
        how: 'exact' as const,
      };
    })
    .filter((m) => m.start >= 0)
    .sort((a, b) => a.start - b.start);
}

describe('namesOverdoseOfAnother', () => {
  it.each<[string, string[], string[], boolean]>([
    [
      'Acetylcystein quá liều paracetamol liều thế nào?',
      ['acetylcystein', 'paracetamol'],
      [],
      true,
    ],
    ['Naloxon dùng khi ngộ độc morphin liều bao nhiêu?', ['naloxon', 'morphin'], [], true],
    ['Atropin ngộ độc do phospho hữu cơ?', ['atropin'], ['phospho'], true],
    // a name the book has no monograph for still names the poison
    ['Acetylcystein quá liều paracetamol liều thế nào?', ['acetylcystein'], ['paracetamol'], true],
    // nor by the unknown-drug reader: a word no Vietnamese syllable spells
    ['Acetylcystein quá liều paracetamol liều thế nào?', ['acetylcystein'], [], true],
    // the drug's own overdose
    ['Quá liều acetylcystein xử trí thế nào?', ['acetylcystein'], [], false],
    ['Paracetamol quá liều thì dùng thuốc giải độc gì?', ['paracetamol'], [], false],
    ['Ngộ độc digoxin xử trí?', ['digoxin'], [], false],
    ['Quá liều cấp digoxin xử trí?', ['digoxin'], [], false],
    ['Ngộ độc thuốc digoxin?', ['digoxin'], [], false],
    ['Digoxin quá liều vitamin thì sao?', ['digoxin'], [], false],
    // a second drug named elsewhere is no poison
    ['Quá liều digoxin có dùng furosemid được không?', ['digoxin', 'furosemid'], [], false],
  ])('%s', (question, names, others, expected) => {
    expect(namesOverdoseOfAnother(question, mentionsOf(question, names), others)).toBe(expected);
  });
});
