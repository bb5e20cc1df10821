import { describe, expect, it } from 'vitest';
import { splitAnswerMarkers, type AnswerSegment } from './split-answer-markers';

const t = (text: string): AnswerSegment => ({ kind: 'text', text });
const m = (marker: number): AnswerSegment => ({ kind: 'marker', marker });

describe('splitAnswerMarkers', () => {
  it.each<[string, string, AnswerSegment[]]>([
    [
      'no marker',
      'Không tìm thấy thông tin này trong Dược thư.',
      [t('Không tìm thấy thông tin này trong Dược thư.')],
    ],
    ['empty line', '', []],
    [
      'one marker before the full stop',
      'Uống 500 mg mỗi 8 giờ [1].',
      [t('Uống 500 mg mỗi 8 giờ '), m(1), t('.')],
    ],
    [
      'two adjacent markers',
      'Uống 250 mg/lần [1][2].',
      [t('Uống 250 mg/lần '), m(1), m(2), t('.')],
    ],
    ['marker at the very start', '[3] xem bảng', [m(3), t(' xem bảng')]],
    ['marker at the end', 'Bảng ở trang 205 [12]', [t('Bảng ở trang 205 '), m(12)]],
    [
      'brackets that are not markers stay text',
      'Liều [a] và [1-2] và [ 1 ]',
      [t('Liều [a] và [1-2] và [ 1 ]')],
    ],
    ['four digits is not a marker', 'năm [2018]', [t('năm [2018]')]],
  ])('%s', (_name, line, expected) => {
    expect(splitAnswerMarkers(line)).toEqual(expected);
  });
});
