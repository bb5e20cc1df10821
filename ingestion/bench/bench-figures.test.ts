import { describe, expect, it } from 'vitest';
import { BENCH_JSON_PREFIX, readBenchFigures } from './bench-figures';

const line = (bench: string) =>
  `${BENCH_JSON_PREFIX}${JSON.stringify({ bench, figures: [{ name: 'p95', value: 5, unit: 'ms' }] })}`;

describe('readBenchFigures', () => {
  const cases = [
    { name: 'a line among human output', output: `p95 5 ms\n${line('a')}\ndone\n`, benches: ['a'] },
    { name: 'an indented line (a test reporter)', output: `   ${line('ui')}\n`, benches: ['ui'] },
    {
      name: 'two benches in one output',
      output: `${line('a')}\n${line('b')}`,
      benches: ['a', 'b'],
    },
    { name: 'no line at all', output: 'p95 5 ms\n', benches: [] },
    { name: 'a truncated line is skipped', output: `${line('a').slice(0, 30)}\n`, benches: [] },
    {
      name: 'a line of the wrong shape is skipped',
      output: `${BENCH_JSON_PREFIX}{"bench":"a","figures":[{"name":"x"}]}`,
      benches: [],
    },
  ];
  it.each(cases)('$name', ({ output, benches }) => {
    expect(readBenchFigures(output).map((r) => r.bench)).toEqual(benches);
  });
});
