import { describe, expect, it } from 'vitest';
import { spellAsBookInn } from './spell-as-book-inn';

describe('spellAsBookInn', () => {
  it.each<[string, string[]]>([
    ['quinidine sulfate', ['quinidine sulfate', 'quinidin sulfat', 'quinidin']],
    ['omeprazole', ['omeprazole', 'omeprazol']],
    ['methoxyflurane', ['methoxyflurane', 'methoxyfluran']],
    ['voriconazole', ['voriconazole', 'voriconazol']],
    // already the book's spelling, or no silent "e": unchanged
    ['omeprazol', ['omeprazol']],
    ['warfarin', ['warfarin']],
    // a vowel before the "e", or a short word: left alone
    ['dextran 40', ['dextran 40', 'dextran']],
    ['ague', ['ague']],
  ])('%s', (term, want) => {
    expect(spellAsBookInn(term)).toEqual(want);
  });
});
