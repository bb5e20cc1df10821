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

  // The asked drug named by its class (its Loại thuốc line, read-class-phrases.ts).
  const anticoagulant = ['chong dong mau', 'khang vitamin k'];
  it.each([
    [
      'Cloramphenicol: Tăng tác dụng của thuốc uống chống đông máu do làm giảm chuyển hóa thuốc này tại gan.',
      giamTacDung,
      anticoagulant,
      'excludes',
    ],
    [
      'Aspirin (nhất là với liều cao trên 3 g/ngày) làm tăng tác dụng chống đông máu và nguy cơ chảy máu.',
      { verb: 'tang' as const, target: 'tac dung' },
      anticoagulant,
      'fits',
    ],
    // without the class, the same line is read as acting on another drug
    ['Cloramphenicol: Tăng tác dụng của thuốc uống chống đông máu.', giamTacDung, [], 'silent'],
    // others of the class are not the asked drug
    [
      'Rifampicin làm giảm tác dụng của các thuốc kháng vitamin K khác.',
      giamTacDung,
      anticoagulant,
      'silent',
    ],
    // another class is another drug
    [
      'Fluconazol làm tăng tác dụng của thuốc hạ glucose máu sulfonylurê.',
      { verb: 'tang' as const, target: 'tac dung' },
      ['chong nam'],
      'silent',
    ],
  ])('%s (by class)', (sentence, direction, classes, verdict) => {
    expect(matchDirection(sentence, direction, 'acenocoumarol', classes)).toBe(verdict);
  });
});
