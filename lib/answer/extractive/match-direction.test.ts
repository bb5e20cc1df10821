import { describe, expect, it } from 'vitest';
import { matchDirection } from './match-direction';

const giamNongDo = { verb: 'giam' as const, target: 'nong do' };
const tangNongDo = { verb: 'tang' as const, target: 'nong do' };
const giamTacDung = { verb: 'giam' as const, target: 'tac dung' };

describe('matchDirection', () => {
  it.each([
    [
      'Clopidogrel làm giảm nồng độ metformin, có thể làm giảm hiệu quả điều trị.',
      giamNongDo,
      'metformin',
      'fits',
    ],
    [
      'Procainamid làm tăng nguy cơ nhiễm acid lactic khi dùng cùng metformin.',
      giamNongDo,
      'metformin',
      'silent',
    ],
    [
      'Levetiracetam làm tăng nồng độ fluconazol trong huyết tương.',
      giamNongDo,
      'fluconazol',
      'excludes',
    ],
    [
      'Benzathin benzylpenicilin làm tăng chuyển hóa và giảm nồng độ fluconazol.',
      giamNongDo,
      'fluconazol',
      'fits',
    ],
    // "Fluconazol làm tăng nồng độ thuốc nào?": the other drugs' level is asked
    [
      'Fluconazol ức chế chuyển hóa letrozol và làm tăng nồng độ thuốc này trong máu.',
      { ...tangNongDo, of: 'other' as const },
      'fluconazol',
      'fits',
    ],
    [
      'Levetiracetam làm tăng nồng độ fluconazol trong huyết tương.',
      { ...tangNongDo, of: 'other' as const },
      'fluconazol',
      'silent',
    ],
    [
      'Digoxin làm tăng tác dụng của quinin; có thể cần giảm liều quinin.',
      { verb: 'giam' as const, target: 'tac dung', of: 'other' as const },
      'digoxin',
      'excludes',
    ],
    // the partner's level, not the asked drug's
    [
      'Fluconazol ức chế chuyển hóa letrozol và làm tăng nồng độ thuốc này trong máu.',
      tangNongDo,
      'fluconazol',
      'silent',
    ],
    ['Midecamycin làm tăng nồng độ amlodipin trong huyết tương.', tangNongDo, 'amlodipin', 'fits'],
    [
      'Kanamycin cảm ứng enzym gan, làm tăng chuyển hóa và giảm tác dụng của amlodipin.',
      giamTacDung,
      'amlodipin',
      'fits',
    ],
    [
      'Mefloquin làm giảm bài tiết amoxicilin qua ống thận, làm tăng và kéo dài nồng độ amoxicilin.',
      tangNongDo,
      'amoxicilin',
      'fits',
    ],
  ])('%s', (sentence, direction, drug, verdict) => {
    expect(matchDirection(sentence, direction, drug)).toBe(verdict);
  });
});
