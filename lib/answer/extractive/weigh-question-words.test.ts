import { describe, expect, it } from 'vitest';
import { weighLine, weighQuestionWords } from './weigh-question-words';

const line = (words: string, labels = '') => ({
  words: words.split(' ').filter(Boolean),
  labelWords: labels.split(' ').filter(Boolean),
});

const LINES = [
  line('lieu nguoi lon 200 mg ngay dau'),
  line('phong sot ret nguoi lon uong 100 mg ngay'),
  line('uong 100 mg ngay 2 lan trong 14 21 ngay', 'dieu tri benh lyme'),
  line('chlamydia uong 100 mg ngay 2 lan 7 ngay'),
];
const TERMS = new Set(['lyme', 'ngay', 'mg', 'nguoi', 'lon', 'benh', 'bao', 'nhieu']);

describe('weighQuestionWords', () => {
  const weights = weighQuestionWords(TERMS, LINES);

  it.each<[string, number]>([
    // in one line of four: ln(1 + 4)
    ['lyme', Math.log(5)],
    // in every line: ln(2)
    ['ngay', Math.log(2)],
    ['mg', Math.log(2)],
    // in two lines
    ['nguoi', Math.log(3)],
  ])('%s weighs %f', (w, want) => {
    expect(weights.get(w)).toBeCloseTo(want, 6);
  });

  it('leaves out the words no line holds', () => {
    expect(weights.has('bao')).toBe(false);
    expect(weights.has('nhieu')).toBe(false);
  });

  it('ranks the line holding the rare word, in its labels, first', () => {
    const scores = LINES.map((l) => weighLine(weights, l));
    expect(scores.indexOf(Math.max(...scores))).toBe(2);
  });

  it('counts a word once however often the line repeats it', () => {
    expect(weighLine(weights, line('ngay ngay ngay'))).toBeCloseTo(Math.log(2), 6);
  });

  it('weighs a word pair the question and the line share, in its order', () => {
    const lines = [
      line('dieu tri benh lyme sot coxiella burnetii uong 100 mg'),
      line('sau tiep tuc uong 100 mg de hoan thanh tri lieu'),
      line('phong sot ret nguoi lon uong 100 mg'),
    ];
    const terms = new Set(['sot', 'coxiella', 'burnetii', 'de', 'sau']);
    const pairs = new Set(['sot coxiella', 'coxiella burnetii', 'burnetii sau']);
    const withPairs = weighQuestionWords(terms, lines, pairs);
    expect(withPairs.get('coxiella burnetii')).toBeCloseTo(2 * Math.log(4), 6);
    expect(withPairs.has('burnetii sau')).toBe(false);
    const plain = weighQuestionWords(terms, lines);
    const gain = (i: number) => weighLine(withPairs, lines[i]!) - weighLine(plain, lines[i]!);
    expect(gain(0)).toBeCloseTo(4 * Math.log(4), 6);
    expect(gain(1)).toBe(0);
    // the words weigh as without the pairs, and a line read without them is weighed as before
    for (const w of terms) expect(withPairs.get(w)).toBe(plain.get(w));
    for (const l of lines) expect(weighLine(withPairs, l, false)).toBe(weighLine(plain, l));
  });
});
