import { describe, expect, it } from 'vitest';
import { diffSnapshots, type SnapshotEntry } from './diff-snapshots';

const entry = (over: Partial<SnapshotEntry> = {}): SnapshotEntry => ({
  set: 'golden',
  id: 'a',
  question: 'Liều X?',
  answer: 'Theo Dược thư …:\n- Người lớn: 10 mg [1]',
  notices: [],
  citations: ['[1] x-lieu-p0'],
  attachments: [],
  ...over,
});

describe('diffSnapshots', () => {
  it.each([
    ['the same answer', [entry()], [entry()], 0, 'golden: 0 of 1 answers changed'],
    [
      'another first line',
      [entry()],
      [entry({ answer: 'Theo Dược thư …:\n- Trẻ em: 5 mg [1]' })],
      1,
      '~ golden/a (answer)',
    ],
    [
      'a notice added',
      [entry()],
      [entry({ notices: ['not_found: …'] })],
      1,
      '~ golden/a (notices)',
    ],
    [
      'a citation now locked',
      [entry()],
      [entry({ citations: ['[1] x-lieu-p0 (locked)'] })],
      1,
      '~ golden/a (citations)',
    ],
    ['a new question', [], [entry()], 1, '+ golden/a'],
    ['a question no longer asked', [entry()], [], 1, '- golden/a'],
  ])('%s', (_, old, fresh, changed, shown) => {
    const diff = diffSnapshots(old, fresh);
    expect(diff.changed).toBe(changed);
    expect(diff.report).toContain(shown);
  });
});
