import { describe, expect, it } from 'vitest';
import { foldDiacritics } from '@/lib/text/fold-diacritics';
import { findEffectLead } from './find-effect-lead';

/** An ADR section as the book writes it: frequency lines first. */
const ADR = [
  'Thường gặp, ADR > 1/100',
  'Toàn thân: Đau đầu, chóng mặt, phù cổ chân.',
  'Da: Ban da, ngứa.',
  'Ít gặp, 1/1 000 < ADR < 1/100',
  'Thần kinh: Dị cảm, mất ngủ, tiếng ù trong tai.',
  'Hiếm gặp, ADR < 1/1 000',
  'Rụng tóc, tăng cân, giảm tiểu cầu.',
  'Tiêu hóa: Buồn nôn, tiêu chảy.',
  'Răng miệng: Phì đại lợi.',
  'Nội tiết và chuyển hóa: Tăng uric máu, goute.',
];

const effect = (phrase: string) => ({
  phrase,
  words: foldDiacritics(phrase).toLowerCase().split(/\s+/u),
});

describe('findEffectLead', () => {
  it.each<[string, number | null]>([
    ['rụng tóc', 6],
    ['Rụng tóc', 6],
    // as a patient describes it: an opening word and a count (unseen batch 8)
    ['sưng phù hai cổ chân', 1],
    ['sung phu hai co chan', 1],
    // a told effect with its qualifier after it (unseen batch 35): its first two words
    ['tiếng ù trong tai kéo dài', 4],
    ['rụng tóc từng mảng', 6],
    // two words left are no effect named: "cổ chân" alone names none
    ['đau cổ chân', null],
    // a row's name held in the patient's words (unseen batch 10)
    ['lợi sưng to trùm cả chân răng', 8],
    ['rung toc', 6],
    ['tăng cân', 6],
    ['giảm tiểu cầu', 6],
    // a synonym the book uses
    ['ù tai', 4],
    ['tê tay', 4],
    ['phù chân', 1],
    ['nhức đầu', 1],
    // one of the effect's parts
    ['mất ngủ và rụng tóc', 4],
    ['buồn nôn', 7],
    // not named: the answer says so
    ['loãng xương', null],
    ['ho khan', null],
    // typed without diacritics: compared folded, two-word synonyms still count
    ['te tay', 4],
    ['phu chan', 1],
    // the patient's word for the book's (unseen batch 14)
    ['gút', 9],
  ])('%s → sentence %s', (phrase, expected) => {
    expect(findEffectLead(ADR, effect(phrase))?.index ?? null).toBe(expected);
  });

  // gynaecomastia in the other word order (stop 56: "vú to ở nam" was said not named)
  it('finds "to vú đàn ông" for "vú to ở nam"', () => {
    const lines = ['Thường gặp, ADR > 1/100', 'Thông thường nhất là to vú đàn ông, hồi phục được.'];
    expect(findEffectLead(lines, effect('vú to ở nam'))?.index).toBe(1);
  });

  it('returns the sentence and the words that named it', () => {
    expect(findEffectLead(ADR, effect('ù tai'))).toEqual({
      index: 4,
      sentence: ADR[4],
      named: 'tiếng ù trong tai',
    });
  });

  // Several effects told: the sentence naming most of them, then the one naming the first given
  // (unseen batch 14: a codeine withdrawal against an earlier "Đỏ mặt, toát mồ hôi").
  it.each<[string[], string, number]>([
    [
      ['Loại khác: Đỏ mặt, toát mồ hôi.', 'Nghiện: bồn chồn, run, toát mồ hôi.'],
      'run, toát mồ hôi',
      1,
    ],
    [
      ['Loại khác: Đỏ mặt, toát mồ hôi.', 'Nghiện: bồn chồn, run, toát mồ hôi.'],
      'toát mồ hôi, đỏ mặt',
      0,
    ],
    [['Da: phát ban ở da.', 'Toàn thân: Ban ở mặt với cảm giác nóng bừng.'], 'đỏ mặt, phát ban', 1],
  ])('most effects named: %j, %s', (sentences, phrase, expected) => {
    expect(findEffectLead(sentences, effect(phrase))?.index).toBe(expected);
  });

  // a drop in plain words is the book's "hạ" or "giảm" (unseen batch 33, CLOZAPIN)
  it.each<[string, number | null]>([
    ['tụt thân nhiệt', 1],
    ['tut than nhiet', 1],
    ['tụt huyết áp', 0],
    ['tụt cân', null],
  ])('a drop: %s', (phrase, expected) => {
    const sentences = [
      'Tim mạch: hạ huyết áp, nhịp nhanh.',
      'Ít gặp: hội chứng an thần kinh ác tính, hạ thân nhiệt.',
    ];
    expect(findEffectLead(sentences, effect(phrase))?.index ?? null).toBe(expected);
  });

  it('no sentences, no lead', () => {
    expect(findEffectLead([], effect('rụng tóc'))).toBeNull();
    // whole words: "tê" is not inside "tế bào"; folded, the one-word "phù" would be "phụ"
    expect(findEffectLead(['Tế bào gan.'], effect('tê tay'))).toBeNull();
    expect(findEffectLead(['Tác dụng phụ hiếm gặp.'], effect('phu chan'))).toBeNull();
    expect(findEffectLead(['Tác dụng phụ hiếm gặp.'], effect('phù chân'))).toBeNull();
  });
});
