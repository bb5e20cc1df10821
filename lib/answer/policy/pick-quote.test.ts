import { describe, expect, it } from 'vitest';
import { pickQuote } from './pick-quote';
import { ampDosing, ampRenal, ampRenalDescriptor, clindamycinDosing } from './testing/fixtures';

describe('pickQuote', () => {
  it.each([
    [
      'a verbatim claim quotes itself',
      ampDosing,
      ['Liều sulbactam không vượt quá 4 g/ngày.'],
      'Liều sulbactam không vượt quá 4 g/ngày.',
    ],
    [
      'a paraphrase quotes the source sentence sharing its numbers and words',
      clindamycinDosing,
      ['Tối đa 4,8 g/ngày trong nhiễm khuẩn nặng.'],
      'Tiêm bắp và tiêm tĩnh mạch: 0,6 - 1,2 g/ngày, chia làm 2 - 4 lần; trong nhiễm khuẩn nặng có thể dùng 2,7 g/ngày và liều tối đa là 4,8 g/ngày cho những trường hợp nguy hiểm đến tính mạng.',
    ],
    ['a descriptor never lends its text', ampRenalDescriptor, ['x'], ''],
    ['a chunk cited only by a caption has no quote', ampDosing, [], ''],
    [
      'a chunk that lost a table never lends a dose-bearing sentence',
      ampRenal,
      ['Thẩm phân máu: kéo dài khoảng cách dùng thuốc.'],
      'Khoảng cách giữa các lần dùng thuốc cần được kéo dài theo độ thanh thải creatinin.',
    ],
    ['nothing in common → no quote', ampDosing, ['Zzz.'], ''],
  ])('%s', (_name, chunk, claims, expected) => {
    const quote = pickQuote(chunk, claims);
    expect(quote).toBe(expected);
    expect(chunk.source_text.includes(quote) || chunk.chunk_kind === 'block_descriptor').toBe(true);
  });
});
