import { describe, expect, it } from 'vitest';
import { namesTreatedCondition, readTreatedCondition } from './read-treated-condition';

describe('readTreatedCondition', () => {
  it.each<[string, string | null]>([
    ['Điều trị brucella', 'brucella'],
    ['Điều trị bệnh lỵ trực khuẩn', 'ly truc khuan'],
    ['Trị nhiễm Chlamydia', 'nhiem chlamydia'],
    ['Chữa bệnh zona thần kinh', 'zona than kinh'],
    ['Phẫu thuật đục thủy tinh thể', 'duc thuy tinh the'],
    // one Vietnamese syllable is too common a word to name a disease alone
    ['Điều trị phù', null],
    ['Điều trị nhiễm', null],
    // prevention is another indication
    ['Phòng sốt rét ở người lớn', null],
    ['Dự phòng huyết khối', null],
    // no treatment verb
    ['Người lớn', null],
    ['Tăng huyết áp', null],
    ['Điều trị', null],
  ])('%s → %s', (label, expected) => {
    expect(readTreatedCondition(label)).toBe(expected);
  });
});

describe('namesTreatedCondition', () => {
  it.each<[string, string, boolean]>([
    ['benh brucella nguoi lon, doxycyclin uong lieu bao nhieu', 'Điều trị brucella', true],
    ['tre 6 tuoi du phong huyet khoi bang enoxaparin', 'Điều trị huyết khối tĩnh mạch', false],
    ['tre 6 tuoi huyet khoi tinh mach sau, enoxaparin', 'Điều trị huyết khối tĩnh mạch', true],
    ['phu nguoi lon', 'Điều trị phù', false],
    ['nguoi lon sot ret', 'Phòng sốt rét', false],
  ])('%s / %s → %s', (asked, label, expected) => {
    expect(namesTreatedCondition(asked, label)).toBe(expected);
  });
});
