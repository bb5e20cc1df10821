import { describe, expect, it } from 'vitest';
import { checkCitations } from './check-citations';
import { ALL_CHUNKS, ampDosing, ampRenalDescriptor } from './testing/fixtures';

const retrieved = new Map(ALL_CHUNKS.map((c) => [c.chunk_id, c]));

describe('checkCitations', () => {
  it.each([
    ['one retrieved chunk', [ampDosing.chunk_id], null],
    [
      'a retrieved descriptor (rule 2 judges it, not this rule)',
      [ampRenalDescriptor.chunk_id],
      null,
    ],
    ['no citation', [], 'uncited'],
    ['an id nobody retrieved', ['aciclovir__lieu_luong_va_cach_dung__9'], 'unknown_citation'],
    ['one known and one unknown', [ampDosing.chunk_id, 'x'], 'unknown_citation'],
    ['a near miss of a real id', [ampDosing.chunk_id.toUpperCase()], 'unknown_citation'],
  ])('%s', (_name, cites, rule) => {
    expect(checkCitations(cites, retrieved)?.rule ?? null).toBe(rule);
  });

  it('names the unknown ids for developers', () => {
    expect(checkCitations(['ghost_1', ampDosing.chunk_id], retrieved)?.reason).toContain('ghost_1');
  });
});
