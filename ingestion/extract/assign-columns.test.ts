import { describe, expect, it } from 'vitest';
import { assignColumns, findGutter } from './assign-columns';
import type { Segment, TextLine } from './extract-types';
import { buildLine } from './group-lines';
import { line, span } from './test-support/make-span';

/** Two columns of `rows` lines each: left from x0, right from x0 + colWidth + gap. */
function twoColumns(
  x0: number,
  colWidth: number,
  gap: number,
  rows: number,
  size = 10,
): TextLine[] {
  const chars = Math.floor(colWidth / (0.5 * size));
  const out: TextLine[] = [];
  for (let r = 0; r < rows; r++) {
    const y = 100 + r * size * 1.3;
    out.push(line('l'.repeat(chars), x0, y, size));
    out.push(line('r'.repeat(chars), x0 + colWidth + gap, y + 0.7, size));
  }
  return out;
}

describe('findGutter', () => {
  it.each([
    { x0: 42, colWidth: 240, gap: 16, size: 10 },
    { x0: 70, colWidth: 200, gap: 30, size: 9 },
    { x0: 20, colWidth: 300, gap: 9, size: 8 },
  ])(
    'finds the gutter of a $colWidth pt column pair at x0 $x0, gap $gap',
    ({ x0, colWidth, gap, size }) => {
      const chars = Math.floor(colWidth / (0.5 * size));
      const leftEnd = x0 + chars * 0.5 * size;
      const g = findGutter(twoColumns(x0, colWidth, gap, 20, size));
      expect(g).not.toBeNull();
      expect(g![0]).toBeCloseTo(leftEnd, 5);
      expect(g![1]).toBeCloseTo(x0 + colWidth + gap, 5);
    },
  );

  it('finds none on a one-column page', () => {
    const lines = Array.from({ length: 20 }, (_, r) =>
      line('x'.repeat(90 - (r % 3) * 10), 50, 100 + r * 13),
    );
    expect(findGutter(lines)).toBeNull();
  });

  it('finds none on a contents page with folios down the right edge', () => {
    const lines = Array.from({ length: 15 }, (_, r) => [
      line('Mục lục chương '.repeat(2), 50, 100 + r * 13),
      line(String(10 + r * 7), 520, 100 + r * 13),
    ]).flat();
    expect(findGutter(lines)).toBeNull();
  });

  it('still finds the gutter under a full-width title that crosses it', () => {
    const lines = [line('TIÊU ĐỀ VÙNG GIỮA TRANG', 200, 60, 14), ...twoColumns(42, 240, 16, 20)];
    expect(findGutter(lines)).not.toBeNull();
  });
});

describe('findGutter on lines that share baselines across columns', () => {
  it('finds the gutter when every left line shares its baseline with a right line', () => {
    // Grid-aligned columns: each row arrives as one line with spans on both sides.
    const lines = Array.from({ length: 20 }, (_, r) =>
      buildLine([span('l'.repeat(48), 42, 100 + r * 11), span('r'.repeat(48), 305, 100 + r * 11)]),
    );
    expect(findGutter(lines)).toEqual([282, 305]);
    const { lines: out } = assignColumns(lines);
    expect(out.filter((l) => l.column === 'left')).toHaveLength(20);
    expect(out.filter((l) => l.column === 'right')).toHaveLength(20);
  });
});

describe('assignColumns', () => {
  it('labels column lines left/right and a crossing title full', () => {
    const title = line('PHỤ LỤC', 250, 60, 14);
    const { lines } = assignColumns([title, ...twoColumns(42, 240, 16, 10)]);
    expect(lines.filter((l) => l.column === 'full').map((l) => l.text)).toEqual(['PHỤ LỤC']);
    expect(lines.filter((l) => l.column === 'left')).toHaveLength(10);
    expect(lines.filter((l) => l.column === 'right')).toHaveLength(10);
  });

  it('splits a line that only spans the gutter because two column lines share a baseline', () => {
    const merged = buildLine([span('cuối cột trái', 42, 300), span('đầu cột phải', 300, 300)]);
    const { lines } = assignColumns([...twoColumns(42, 240, 16, 10), merged]);
    const last = lines.filter((l) => l.baseline === 300);
    expect(last.map((l) => [l.text, l.column])).toEqual([
      ['cuối cột trái', 'left'],
      ['đầu cột phải', 'right'],
    ]);
  });

  it('reads the rows of a full-width ruled table as full width', () => {
    const rules: Segment[] = [0, 1, 2].map((k) => ({
      orientation: 'horizontal',
      bbox: [42, 400 + k * 18, 538, 400.6 + k * 18],
    }));
    const cells = [
      line('A', 46, 413),
      line('B', 350, 413),
      line('1', 46, 431),
      line('2', 350, 431),
    ];
    const { lines } = assignColumns([...twoColumns(42, 240, 16, 10), ...cells], rules);
    expect(lines.filter((l) => l.column === 'full').map((l) => l.text)).toEqual([
      'A',
      'B',
      '1',
      '2',
    ]);
  });

  it('keeps a column-wide table in its column', () => {
    const rules: Segment[] = [0, 1, 2].map((k) => ({
      orientation: 'horizontal',
      bbox: [42, 400 + k * 18, 280, 400.6 + k * 18],
    }));
    const cells = [line('A', 46, 413), line('B', 150, 413)];
    const { lines } = assignColumns([...twoColumns(42, 240, 16, 10), ...cells], rules);
    expect(lines.filter((l) => l.text === 'A' || l.text === 'B').map((l) => l.column)).toEqual([
      'left',
      'left',
    ]);
  });

  it('labels every line full on a one-column page', () => {
    const lines = Array.from({ length: 5 }, (_, r) => line('x'.repeat(90), 50, 100 + r * 13));
    const layout = assignColumns(lines);
    expect(layout.gutter).toBeNull();
    expect(layout.lines.every((l) => l.column === 'full')).toBe(true);
  });

  it("borrows a nearby page's gutter when the page is too thin to show its own", () => {
    const lines = [
      ...Array.from({ length: 30 }, (_, r) => line('l'.repeat(48), 42, 100 + r * 13)),
      line('cuối chuyên luận.', 298, 100),
    ];
    expect(assignColumns(lines).gutter).toBeNull();
    const layout = assignColumns(lines, [], { fallback: [282, 298] });
    expect(layout.gutter).toEqual([282, 298]);
    expect(layout.lines.find((l) => l.text === 'cuối chuyên luận.')?.column).toBe('right');
    expect(layout.lines.filter((l) => l.column === 'left')).toHaveLength(30);
  });

  it("does not borrow a gutter that the page's own text runs across", () => {
    const lines = Array.from({ length: 10 }, (_, r) => line('x'.repeat(90), 50, 100 + r * 13));
    expect(assignColumns(lines, [], { fallback: [282, 298] }).gutter).toBeNull();
  });
});
