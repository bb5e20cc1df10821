import { describe, expect, it } from 'vitest';
import { coverQuestionWords } from './cover-question-words';

const line = (text: string) => ({ text, words: text.split(' '), labelWords: [] as string[] });

describe('coverQuestionWords', () => {
  const dose = line('tre em 8 mg kg lan 2 lan moi ngay');
  const measure = line('dung dung cu dong ban theo thuoc de bao dam lieu chinh xac');
  const other = line('nguoi lon thuong dung dang thuoc vien');
  const weights = new Map([
    ['dong', 2.5],
    ['dung cu', 3],
    ['lan', 0.3],
    ['ngay', 0.2],
    ['thuoc', 0.4],
  ]);

  it.each<[string, number, number, string[]]>([
    // the part left out is the line that holds its words (first-set batches 100 and 105)
    ['the measuring line after the dose', 2, 1, [measure.text]],
    // a line whose new words weigh less than the minimum is not shown
    ['nothing above the minimum', 2, 10, []],
    ['no room', 0, 1, []],
  ])('%s', (_name, room, minimum, expected) => {
    const out = coverQuestionWords([dose], [dose, measure, other], weights, room, minimum);
    expect(out.map((l) => l.text)).toEqual(expected);
  });

  it('asks eligibility of the line that would be added, and takes the next when refused', () => {
    const asked: string[] = [];
    const eligible = (l: typeof dose) => (asked.push(l.text), l !== measure);
    const out = coverQuestionWords([dose], [dose, measure, other], weights, 1, 0, eligible);
    expect(asked[0]).toBe(measure.text);
    expect(out.map((l) => l.text)).toEqual([other.text]);
  });

  it('counts a word once, across the shown lines', () => {
    const again = line('dong dung cu');
    expect(coverQuestionWords([dose, measure], [again], weights, 1, 0)).toEqual([]);
  });
});
