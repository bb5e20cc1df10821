import { describe, expect, it } from 'vitest';
import { readMarkdownTable } from './read-markdown-table';

describe('readMarkdownTable', () => {
  it('reads cells, keeps empty ones and drops the separator row', () => {
    expect(readMarkdownTable('| a | b |\n|---|:--|\n| 1 | |')).toEqual([
      ['a', 'b'],
      ['1', ''],
    ]);
  });
});
