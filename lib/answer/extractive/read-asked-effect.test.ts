import { describe, expect, it } from 'vitest';
import { readAskedEffect } from './read-asked-effect';

describe('readAskedEffect', () => {
  it.each<[string, string | null, string[]]>([
    ['Spironolacton gây vú to ở nam xử trí thế nào?', 'vú to ở nam', ['vu', 'to', 'nam']],
    ['Furosemid gây hạ kali máu phải làm gì?', 'hạ kali máu', ['ha', 'kali', 'mau']],
    [
      'Bệnh nhân bị phát ban khi dùng amoxicilin thì xử trí sao?',
      'phát ban khi dùng amoxicilin',
      ['phat', 'ban', 'dung', 'amoxicilin'],
    ],
    [
      'Vancomycin gây hội chứng người đỏ xử trí thế nào?',
      'hội chứng người đỏ',
      ['hoi', 'chung', 'nguoi', 'do'],
    ],
    // no effect named between the verb and the asking words
    ['Digoxin quá liều xử trí thế nào?', null, []],
    ['Liều furosemid cho người lớn?', null, []],
    // one sentence: "bị hại" … "điều trị" two sentences apart is no effect (unseen batch 47)
    ['Hoang tưởng bị hại 4 năm. Cho diazepam để điều trị lâu dài được không?', null, []],
  ])('%s', (question, phrase, words) => {
    const effect = readAskedEffect(question);
    expect(effect?.phrase ?? null).toBe(phrase);
    if (phrase) expect(effect?.words).toEqual(words);
  });
});
