import { describe, expect, it } from 'vitest';
import { blankMentions } from './blank-mentions';
import { readSubstance } from './read-substance';

describe('blankMentions', () => {
  it('blanks the drug names, keeping offsets, so the drug is no substance of its own', () => {
    const text = 'Sắt sulfat uống lúc nào?';
    const folded = 'Sat sulfat uong luc nao?';
    const [f, t] = blankMentions(folded, text, [
      { drug_id: 'sat_sulfat', matched: 'Sắt sulfat', start: 0, end: 10 } as never,
    ]);
    expect(f).toBe('           uong luc nao?');
    expect(t.length).toBe(text.length);
    expect(readSubstance(f, t)).toBeUndefined();
    expect(readSubstance(folded, text)?.name).toBe('sắt');
  });
});
