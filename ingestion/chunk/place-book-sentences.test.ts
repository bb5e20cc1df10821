import { describe, expect, it } from 'vitest';
import { readBookSentences } from '@/lib/book/read-book-sentences';
import { placeBookSentences } from './place-book-sentences';

const TEXT =
  'Không nên phối hợp:\nCloramphenicol: Tăng tác dụng do giảm chuyển hóa.\nDiflunisal: Tăng tác dụng do cạnh tranh liên kết.';
const sentences = readBookSentences({
  text: TEXT,
  sectionKey: 'tuong_tac_thuoc',
  tableLifted: false,
  carried: [],
});

/** The part [start, end) of TEXT, its sentences as "labels | text". */
function place(start: number, end = TEXT.length): string[] {
  const part = TEXT.slice(start, end);
  return placeBookSentences(TEXT, sentences, { start, end }).map(
    (s) => `${s.labels.join(' — ')} | ${part.slice(s.start, s.end)}`,
  );
}

describe('placeBookSentences', () => {
  it.each([
    [
      'a part from the start keeps every sentence',
      0,
      [
        'Không nên phối hợp | Không nên phối hợp:',
        'Không nên phối hợp | Cloramphenicol: Tăng tác dụng do giảm chuyển hóa.',
        // a scope's second labelled paragraph keeps its innermost indication only
        ' | Diflunisal: Tăng tác dụng do cạnh tranh liên kết.',
      ],
    ],
    [
      'a part opening at a sentence keeps the section’s chain',
      TEXT.indexOf('Diflunisal'),
      [' | Diflunisal: Tăng tác dụng do cạnh tranh liên kết.'],
    ],
    [
      // ACENOCOUMAROL: the part after "Diflunisal:" lost the partner's name
      'a part cutting a sentence after its label keeps the label in the chain',
      TEXT.indexOf('Tăng tác dụng do cạnh'),
      ['Diflunisal | Tăng tác dụng do cạnh tranh liên kết.'],
    ],
  ])('%s', (_name, start, expected) => {
    expect(place(start)).toEqual(expected);
  });

  it('a part ending inside a sentence clips it there', () => {
    const end = TEXT.indexOf(' do giảm');
    expect(place(0, end).at(-1)).toBe('Không nên phối hợp | Cloramphenicol: Tăng tác dụng');
  });
});
