import { describe, expect, it } from 'vitest';
import { countTokens } from '@/lib/text/count-tokens';
import { atomiseSection } from './atomise-section';
import { CHUNK_LIMITS } from './chunk-limits';

const textsOf = (text: string) =>
  atomiseSection(text).map(({ start, end }) => text.slice(start, end));

/** A VORICONAZOL-shaped interaction sentence: one grammatical sentence, hundreds of names. */
function interactionList(items: number): string {
  const names = Array.from(
    { length: items },
    (_, i) => `thuốc ức chế CYP3A4 mẫu số ${i + 1} (liều 0,${i % 10}5 mg)`,
  );
  return `Không dùng đồng thời voriconazol với ${names.join(', ')}.`;
}

describe('atomiseSection', () => {
  it('keeps a short sentence with commas whole', () => {
    expect(textsOf('Uống 5 mg, ngày 2 lần, trong 7 ngày.')).toEqual([
      'Uống 5 mg, ngày 2 lần, trong 7 ngày.',
    ]);
  });

  it('splits a sentence over the target on its list commas, never on a decimal comma', () => {
    const text = interactionList(120);
    expect(countTokens(text)).toBeGreaterThan(CHUNK_LIMITS.ceiling);
    const atoms = atomiseSection(text);
    expect(atoms.length).toBe(120);
    for (const atom of atoms) expect(atom.tokens).toBeLessThan(CHUNK_LIMITS.target);
    // Each item keeps its decimal comma: "0,5" is never cut.
    expect(atoms.every(({ start, end }) => !/^\d/.test(text.slice(start, end)))).toBe(true);
    expect(text.slice(atoms[1]!.start, atoms[1]!.end)).toBe(
      'thuốc ức chế CYP3A4 mẫu số 2 (liều 0,15 mg),',
    );
  });

  it('splits a trailing label off a compound atom', () => {
    expect(textsOf('Bước 4: Tăng lên 7,5 mg (tối đa 15 mg) Bước 5:')).toEqual([
      'Bước 4:',
      'Tăng lên 7,5 mg (tối đa 15 mg)',
      'Bước 5:',
    ]);
  });

  it('annotates labels, sub-headings, paragraphs and what introduces the next atom', () => {
    const text =
      'Tiêm tĩnh mạch:\nNgười lớn: Uống 500 mg. Trẻ em: 250 mg.\nDược động học\nLiều như sau:';
    const atoms = atomiseSection(text).map((atom) => ({
      text: text.slice(atom.start, atom.end),
      label: atom.label ? text.slice(atom.label.start, atom.label.end) : null,
      labelOnly: atom.labelOnly,
      heading: atom.heading,
      introducesNext: atom.introducesNext,
      paragraph: atom.paragraph,
      paragraphEnd: atom.paragraphEnd,
    }));
    expect(atoms).toEqual([
      {
        text: 'Tiêm tĩnh mạch:',
        label: 'Tiêm tĩnh mạch:',
        labelOnly: true,
        heading: false,
        introducesNext: true,
        paragraph: 0,
        paragraphEnd: true,
      },
      {
        text: 'Người lớn:',
        label: 'Người lớn:',
        labelOnly: true,
        heading: false,
        introducesNext: true,
        paragraph: 1,
        paragraphEnd: false,
      },
      {
        text: 'Uống 500 mg.',
        label: null,
        labelOnly: false,
        heading: false,
        introducesNext: false,
        paragraph: 1,
        paragraphEnd: false,
      },
      {
        text: 'Trẻ em: 250 mg.',
        label: 'Trẻ em:',
        labelOnly: false,
        heading: false,
        introducesNext: false,
        paragraph: 1,
        paragraphEnd: true,
      },
      {
        text: 'Dược động học',
        label: null,
        labelOnly: false,
        heading: true,
        introducesNext: true,
        paragraph: 2,
        paragraphEnd: true,
      },
      {
        text: 'Liều như sau:',
        label: 'Liều như sau:',
        labelOnly: true,
        heading: false,
        introducesNext: true,
        paragraph: 3,
        paragraphEnd: true,
      },
    ]);
  });

  it('counts each atom with cl100k_base', () => {
    const text = 'Người lớn: 500 mg mỗi 8 giờ. Trẻ em: 10 mg/kg.';
    for (const atom of atomiseSection(text))
      expect(atom.tokens).toBe(countTokens(text.slice(atom.start, atom.end)));
  });
});
