import { describe, expect, it } from 'vitest';
import { claimTokenSpan } from './claim-token-span';

describe('claimTokenSpan', () => {
  const cases: {
    name: string;
    taken: boolean[];
    span: { first: number; last: number };
    claimed: boolean;
    after: boolean[];
  }[] = [
    {
      name: 'claims a free span',
      taken: [false, false, false, false],
      span: { first: 1, last: 3 },
      claimed: true,
      after: [false, true, true, false],
    },
    {
      name: 'refuses a span overlapping a taken token, and marks nothing',
      taken: [false, false, true, false],
      span: { first: 0, last: 3 },
      claimed: false,
      after: [false, false, true, false],
    },
    {
      name: 'claims a span right next to a taken one',
      taken: [true, false, false],
      span: { first: 1, last: 3 },
      claimed: true,
      after: [true, true, true],
    },
  ];
  it.each(cases)('$name', ({ taken, span, claimed, after }) => {
    expect(claimTokenSpan(taken, span)).toBe(claimed);
    expect(taken).toEqual(after);
  });
});
