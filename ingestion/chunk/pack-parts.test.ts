import { describe, expect, it } from 'vitest';
import { countTokens } from '@/lib/text/count-tokens';
import { reassembleSection } from '../gates/reassemble-section';
import { atomiseSection } from './atomise-section';
import { CHUNK_LIMITS, type ChunkLimits } from './chunk-limits';
import { isLabelPhrase } from './detect-label';
import { packParts, packSection, type Part } from './pack-parts';

const pack = (text: string, limits: ChunkLimits = CHUNK_LIMITS) =>
  packParts(text, atomiseSection(text, limits), limits);

/** `count` distinct dose sentences, ~20 tokens each. */
function doses(count: number, offset = 0): string {
  return Array.from(
    { length: count },
    (_, i) =>
      `Ngày thứ ${i + offset + 1} dùng ${(i + offset + 1) * 5} mg/kg, chia ${(i % 3) + 2} lần, uống sau ăn.`,
  ).join(' ');
}

function expectLossless(text: string, parts: Part[]): void {
  expect(
    reassembleSection(
      text,
      parts.map((p) => p.sourceText),
    ),
  ).toBe(text.trim());
}

describe('packParts', () => {
  it('keeps a section at or under the ceiling as one verbatim part', () => {
    const text = 'Người lớn:\nUống 500 mg mỗi 8 giờ.\nTrẻ em: 10 mg/kg mỗi 8 giờ.';
    expect(pack(text)).toEqual([
      expect.objectContaining({
        sourceText: text,
        text,
        contextLabels: [],
        oversized: false,
        tokens: countTokens(text),
      }),
    ]);
  });

  it('packs a long section into parts filled towards the target, under the ceiling, losslessly', () => {
    const text = `${doses(60)}\n${doses(60, 60)}`;
    expect(countTokens(text)).toBeGreaterThan(2 * CHUNK_LIMITS.target);
    const parts = pack(text);
    expect(parts.length).toBeGreaterThan(2);
    for (const part of parts) {
      expect(part.tokens).toBe(countTokens(part.text));
      expect(part.tokens).toBeLessThanOrEqual(CHUNK_LIMITS.ceiling);
      expect(part.oversized).toBe(false);
    }
    for (const part of parts.slice(0, -1))
      expect(part.tokens).toBeGreaterThan(CHUNK_LIMITS.target - 40);
    expectLossless(text, parts);
  });

  it('overlaps consecutive parts by whole atoms, at most OVERLAP tokens', () => {
    const text = doses(120);
    const atoms = atomiseSection(text);
    const parts = packParts(text, atoms);
    for (let i = 1; i < parts.length; i++) {
      const previous = parts[i - 1]!;
      const part = parts[i]!;
      expect(part.firstAtom).toBeGreaterThan(previous.firstAtom);
      expect(part.firstAtom).toBeLessThan(previous.endAtom); // there is an overlap of whole atoms
      const overlapTokens = atoms
        .slice(part.firstAtom, previous.endAtom)
        .reduce((sum, a) => sum + a.tokens, 0);
      expect(overlapTokens).toBeLessThanOrEqual(CHUNK_LIMITS.overlap);
      expect(
        previous.sourceText.endsWith(
          text.slice(atoms[part.firstAtom]!.start, atoms[previous.endAtom - 1]!.end),
        ),
      ).toBe(true);
    }
  });

  // Before this rule 38 chunks ended on "Người lớn:" with the dose in the next chunk. Sweep
  // the target so a boundary falls at every position of a label-dense text.
  it('never ends a part on a label, wherever the budget runs out (the 38-chunk defect)', () => {
    const paragraphs = Array.from({ length: 12 }, (_, i) =>
      i % 2 === 0
        ? `Người lớn:\nUống ${100 + i} mg mỗi 8 giờ, tối đa ${i + 3} g/ngày.`
        : `Trẻ em dưới ${i + 2} tuổi: Uống ${10 + i} mg/kg mỗi 8 giờ.\nSuy thận:`,
    );
    const text = `${paragraphs.join('\n')}\nGiảm nửa liều khi Clcr dưới 30 ml/phút.`;
    let boundaries = 0;
    for (let target = 12; target <= 80; target++) {
      const limits = { ceiling: target + 20, target, overlap: 6 };
      const parts = pack(text, limits);
      boundaries += parts.length - 1;
      for (const part of parts.slice(0, -1)) {
        expect(
          part.sourceText.endsWith(':'),
          `target ${target}: "${part.sourceText.slice(-40)}"`,
        ).toBe(false);
      }
      expectLossless(text, parts);
    }
    expect(boundaries).toBeGreaterThan(100);
  });

  it('carries a population label into a dose continuation that lost it', () => {
    const text = `Người lớn:\n${doses(80)}`;
    const parts = pack(text);
    expect(parts.length).toBeGreaterThan(1);
    expect(parts[0]!.contextLabels).toEqual([]);
    for (const part of parts.slice(1)) {
      expect(part.contextLabels).toEqual(['Người lớn:']);
      expect(part.text).toBe(`Người lớn:\n${part.sourceText}`);
      expect(part.sourceText.startsWith('Người lớn:')).toBe(false);
      expect(part.tokens).toBeLessThanOrEqual(CHUNK_LIMITS.ceiling);
    }
    expectLossless(text, parts);
  });

  it('carries the parent route with the population label', () => {
    const text = `Tiêm tĩnh mạch:\nNgười lớn:\n${doses(60)}\nTrẻ em:\n${doses(40, 60)}`;
    const parts = pack(text);
    const contexts = parts.map((part) => part.contextLabels);
    expect(contexts[1]).toEqual(['Tiêm tĩnh mạch:', 'Người lớn:']);
    // "Trẻ em:" is the peer of "Người lớn:", under the same route
    expect(contexts[contexts.length - 1]).toEqual(['Tiêm tĩnh mạch:', 'Trẻ em:']);
    expectLossless(text, parts);
  });

  it('does not repeat a label that is still inside the part (buffer or overlap)', () => {
    const limits = { ceiling: 80, target: 60, overlap: 20 };
    const text = 'Người lớn: Uống 500 mg.\nTrẻ em: 10 mg/kg.\n' + doses(6);
    for (const part of pack(text, limits)) {
      for (const label of part.contextLabels) expect(part.sourceText.includes(label)).toBe(false);
    }
  });

  it('keeps a step with its dose when a compound atom ends on the next step', () => {
    const steps = Array.from(
      { length: 10 },
      (_, i) =>
        `Bước ${i + 1}: Tăng lên ${(i + 1) * 2},5 mg (tối đa ${(i + 1) * 5} mg) Bước ${i + 2}:`,
    );
    const text = steps.join('\n');
    for (let target = 15; target <= 60; target += 3) {
      const parts = pack(text, { ceiling: target + 20, target, overlap: 5 });
      for (const part of parts.slice(1)) {
        // A continuation never opens on a dose whose step is neither in the part nor repeated.
        const first = atomiseSection(part.sourceText)[0]!;
        const opensWithDose = part.sourceText.slice(first.start, first.end).startsWith('Tăng lên');
        if (opensWithDose) expect(part.contextLabels.length, `target ${target}`).toBe(1);
      }
      for (const part of parts.slice(0, -1)) expect(part.sourceText.endsWith(':')).toBe(false);
      expectLossless(text, parts);
    }
  });

  it('splits a VORICONAZOL-sized interaction list into parts under the ceiling', () => {
    const names = Array.from({ length: 260 }, (_, i) => `thuốc chuyển hóa qua CYP3A4 số ${i + 1}`);
    const text = `Tương tác thuốc:\nVoriconazol làm tăng nồng độ ${names.join(', ')}.`;
    const parts = pack(text);
    expect(parts.length).toBeGreaterThan(2);
    for (const part of parts) {
      expect(part.oversized).toBe(false);
      expect(part.tokens).toBeLessThanOrEqual(CHUNK_LIMITS.ceiling);
    }
    for (const part of parts.slice(1)) expect(part.contextLabels).toEqual(['Tương tác thuốc:']);
    // Every name survives, none cut: a truncated list reads as "not listed".
    const joined = reassembleSection(
      text,
      parts.map((p) => p.sourceText),
    );
    expect(joined).toBe(text);
    for (const name of names) expect(joined).toContain(`${name},`.replace(/,$/, ''));
  });

  it('keeps one atom over the ceiling whole and flags it oversized (never cut mid-dose)', () => {
    const longDose = `Người lớn: Uống ${Array.from({ length: 200 }, (_, i) => `${i + 1} mg vào ngày thứ ${i + 1}`).join(' rồi ')}.`;
    expect(countTokens(longDose)).toBeGreaterThan(CHUNK_LIMITS.ceiling);
    expect(longDose.includes(', ')).toBe(false);
    const text = `${doses(10)}\n${longDose}\n${doses(10, 10)}`;
    const parts = pack(text);
    const oversized = parts.filter((part) => part.oversized);
    expect(oversized).toHaveLength(1);
    expect(oversized[0]!.sourceText).toBe(longDose);
    expect(
      parts.filter((part) => !part.oversized).every((part) => part.tokens <= CHUNK_LIMITS.ceiling),
    ).toBe(true);
    expectLossless(text, parts);
  });

  it('keeps a label with the oversized atom it introduces', () => {
    const longDose = `Uống ${Array.from({ length: 200 }, (_, i) => `${i + 1} mg vào ngày thứ ${i + 1}`).join(' rồi ')}.`;
    const text = `${doses(10)}\nNgười lớn:\n${longDose}`;
    const parts = pack(text);
    const last = parts[parts.length - 1]!;
    expect(last.oversized).toBe(true);
    expect(last.sourceText.startsWith('Người lớn:')).toBe(true);
    expect(parts.slice(0, -1).every((part) => !part.sourceText.endsWith('Người lớn:'))).toBe(true);
  });

  it('returns no part for an empty section', () => {
    expect(pack('  \n ')).toEqual([]);
  });

  it('ends parts only where the label detector agrees no label is left hanging', () => {
    const text = `Người lớn:\n${doses(40)}\nTrẻ em:\n${doses(40, 40)}\nNgười cao tuổi:\n${doses(40, 80)}`;
    for (const part of pack(text).slice(0, -1)) {
      const atoms = atomiseSection(part.sourceText);
      const last = atoms[atoms.length - 1]!;
      expect(isLabelPhrase(part.sourceText.slice(last.start, last.end))).toBe(false);
    }
  });
});

describe('packSection', () => {
  it.each([
    ['short section: verbatim, trimmed', '  Người lớn:\nUống 500 mg mỗi 8 giờ.\n'],
    [
      'long section: same parts as atomising and packing',
      `Người lớn:\n${doses(80)}\nTrẻ em:\n${doses(40, 80)}`,
    ],
    ['empty section', ' \n '],
  ])('%s', (_name, text) => {
    const expected = pack(text).map(({ firstAtom: _first, endAtom: _end, ...part }) => part);
    expect(packSection(text)).toEqual(expected);
  });
});
