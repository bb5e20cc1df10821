import { describe, expect, it } from 'vitest';
import { atomiseSection } from './atomise-section';
import { trackLabelContext } from './track-label-context';

/** The label chain governing the atom that starts with `atomStart`. */
function chainAt(text: string, atomStart: string): string[] {
  const atoms = atomiseSection(text);
  const index = atoms.findIndex((atom) => text.slice(atom.start, atom.end).startsWith(atomStart));
  if (index === -1) throw new Error(`no atom starts with ${atomStart}`);
  return (trackLabelContext(text, atoms)[index] ?? []).map((label) => label.text);
}

describe('trackLabelContext', () => {
  it.each<[string, string, string, string[]]>([
    ['no label', 'Uống 5 mg. Tiêm 2 mg.', 'Tiêm', []],
    [
      'inline label governs its dose',
      'Người lớn: Uống 500 mg. Ngày 2 lần.',
      'Ngày 2 lần',
      ['Người lớn:'],
    ],
    [
      'inline label governs later paragraphs',
      'Người lớn: 500 mg.\nUống sau ăn.',
      'Uống sau ăn',
      ['Người lớn:'],
    ],
    [
      'next inline label replaces it',
      'Người lớn: 500 mg.\nTrẻ em: 250 mg.\nUống sau ăn.',
      'Uống sau ăn',
      ['Trẻ em:'],
    ],
    [
      // CLINDAMYCIN (first-set batch 97): another route of the indication's dose
      'a route label after text in an indication’s paragraph nests in the indication',
      'Viêm miệng hầu: Uống 10 mg/kg/ngày. Tiêm tĩnh mạch: 15 mg/kg/ngày. Chia 3 lần.',
      'Chia 3 lần',
      ['Viêm miệng hầu:', 'Tiêm tĩnh mạch:'],
    ],
    [
      'parent route context: a scope directly above a scope nests',
      'Tiêm tĩnh mạch:\nNgười lớn:\n500 mg mỗi 8 giờ.',
      '500 mg',
      ['Tiêm tĩnh mạch:', 'Người lớn:'],
    ],
    [
      'parent route context over inline population labels',
      'Tiêm tĩnh mạch:\nNgười lớn: 500 mg mỗi 8 giờ.\nTrẻ em: 10 mg/kg mỗi 8 giờ.',
      'Trẻ em',
      ['Tiêm tĩnh mạch:', 'Trẻ em:'],
    ],
    [
      'a scope after content replaces the whole chain',
      'Uống:\nNgười lớn: 500 mg.\nTiêm tĩnh mạch:\n250 mg mỗi 12 giờ.',
      '250 mg',
      ['Tiêm tĩnh mạch:'],
    ],
    [
      // CLINDAMYCIN (first-set batch 107): the child's injection heading after the child's oral dose
      'a route heading after a route label is its peer under the same parents',
      'Trẻ em:\nUống: 8 mg/kg/ngày.\nTiêm bắp và tiêm tĩnh mạch:\nTrẻ trên 1 tháng tuổi: 20 mg/kg/ngày.',
      'Trẻ trên',
      ['Trẻ em:', 'Tiêm bắp và tiêm tĩnh mạch:', 'Trẻ trên 1 tháng tuổi:'],
    ],
    [
      'a route heading after a population label still replaces the chain',
      'Trẻ em:\nNgười lớn: 500 mg.\nTiêm tĩnh mạch:\n250 mg.',
      '250 mg',
      ['Tiêm tĩnh mạch:'],
    ],
    [
      'a label after the last sentence of a paragraph is a scope',
      'Giải độc quá liều paracetamol. Tiêm truyền tĩnh mạch:\nDùng dung dịch glucose 5%.',
      'Dùng dung dịch',
      ['Tiêm truyền tĩnh mạch:'],
    ],
    [
      // ENTECAVIR (stop 61, a doctor's question): the stopping rule's items had no label
      'a tail scope whose items had no label ends at a labelled paragraph',
      'Ít nhất phải 1 năm. Có thể ngừng điều trị:\nỞ người HBeAg dương tính, đến khi chuyển đổi.\nSuy thận: Phải điều chỉnh liều.',
      'Suy thận',
      ['Suy thận:'],
    ],
    [
      'a tail scope still governs its unlabelled items',
      'Ít nhất phải 1 năm. Có thể ngừng điều trị:\nỞ người HBeAg dương tính, đến khi chuyển đổi.\nỞ người HBeAg âm tính, đến khi âm tính.',
      'Ở người HBeAg âm',
      ['Có thể ngừng điều trị:'],
    ],
    [
      'a tail scope whose first item is labelled still governs its labelled items',
      'Liều tùy chỉ định. Tiêm tĩnh mạch:\nNgười lớn: 500 mg.\nTrẻ em: 10 mg/kg.',
      'Trẻ em',
      ['Tiêm tĩnh mạch:', 'Trẻ em:'],
    ],
    [
      'nested inline labels keep their parent (VZV)',
      'Nhiễm VZV: Ở người suy giảm miễn dịch: 10 mg/kg/lần; Ở phụ nữ mang thai: 15 mg/kg/lần.',
      'Ở phụ nữ',
      ['Nhiễm VZV:', 'Ở phụ nữ mang thai:'],
    ],
    [
      'a later bare label is the parent’s sibling (anthrax is not babesiosis)',
      'Bệnh than: Tiêm tĩnh mạch: 7,5 mg/kg/lần. Nhiễm ký sinh trùng babesia: Uống 20 mg/kg/ngày.',
      'Uống 20',
      ['Nhiễm ký sinh trùng babesia:'],
    ],
    [
      'a sub-heading resets the chain',
      'Các vi khuẩn sau thường kháng thuốc:\nEnterobacteriaceae.\nDược động học\nHấp thu 90% liều uống.',
      'Hấp thu',
      ['Dược động học'],
    ],
    [
      'compound atom: the trailing label governs what follows, not the dose before it',
      'Bước 4: Tăng lên 7,5 mg (tối đa 15 mg) Bước 5:\nTăng lên 10 mg.',
      'Tăng lên 10',
      ['Bước 5:'],
    ],
    [
      'a bare label on a scope’s line heads it (ACETAZOLAMID)',
      'Glôcôm cấp: liều 500 mg.\nCo giật (động kinh): Người lớn:\nUống 8 - 30 mg/kg/ngày.',
      'Uống 8',
      ['Co giật (động kinh):', 'Người lớn:'],
    ],
    [
      'the heading line keeps governing later paragraphs',
      'Co giật (động kinh): Người lớn:\nUống 8 - 30 mg/kg/ngày.\nKhi dùng cùng thuốc khác, 250 mg.',
      'Khi dùng',
      ['Co giật (động kinh):', 'Người lớn:'],
    ],
    [
      'an age heading after content is the peer of the age it contradicts',
      'Co giật (động kinh): Người lớn:\nUống 8 - 30 mg/kg/ngày.\nTrẻ em:\nGiống liều người lớn.',
      'Giống liều',
      ['Co giật (động kinh):', 'Trẻ em:'],
    ],
    [
      'an age heading keeps nothing when the age was the outermost label',
      'Người lớn:\nViêm phổi:\n500 mg.\nTrẻ em:\n10 mg/kg.',
      '10 mg/kg',
      ['Trẻ em:'],
    ],
    [
      'a band inside the age group is no peer: it replaces the chain after content',
      'Co giật: Trẻ em:\n10 mg/kg.\nTừ 12 - 18 tuổi:\n250 mg.',
      '250 mg',
      ['Từ 12 - 18 tuổi:'],
    ],
    [
      'a heading too long for a label ends the chain after content (ACETAZOLAMID)',
      'Glôcôm góc mở: Người lớn:\nUống 250 mg.\nTrẻ em:\nUống 8 mg/kg.\nGlôcôm thứ phát và trước phẫu thuật glôcôm góc đóng thứ phát ở người lớn:\nUống 250 mg/lần, 4 giờ/lần.',
      'Uống 250 mg/lần',
      [],
    ],
    [
      'an intro sentence of the same shape keeps the population above the lines after it',
      'Trẻ em:\nUống 8 mg/kg.\nỞ trẻ suy thận, liều thuốc được điều chỉnh theo độ thanh thải creatinin như sau:\nTrẻ nhỏ dùng nửa liều.',
      'Trẻ nhỏ',
      ['Trẻ em:'],
    ],
    [
      'a heading too long for a label printed directly under a scope nests (SPIRONOLACTON)',
      'Trẻ em:\nLợi tiểu khi phù trong suy tim, cổ trướng do xơ gan hoặc chống tăng huyết áp:\nTrẻ sơ sinh: Uống 1 mg/kg.',
      'Trẻ sơ sinh',
      ['Trẻ em:', 'Trẻ sơ sinh:'],
    ],
    [
      'a heading line of three labels',
      'Nhiễm HSV: Ở mắt: Trẻ em:\nTra thuốc mỡ 5 lần/ngày.',
      'Tra thuốc',
      ['Nhiễm HSV:', 'Ở mắt:', 'Trẻ em:'],
    ],
    [
      'a heading line printed directly under a scope nests in it',
      'Tiêm tĩnh mạch:\nCo giật: Người lớn:\n500 mg.',
      '500 mg',
      ['Tiêm tĩnh mạch:', 'Co giật:', 'Người lớn:'],
    ],
    [
      'a heading line printed after content replaces the chain',
      'Uống:\nNgười lớn: 500 mg.\nCo giật: Trẻ em:\n10 mg/kg.',
      '10 mg/kg',
      ['Co giật:', 'Trẻ em:'],
    ],
    [
      'labels after a sentence on the line: the sentence is content, the labels one heading',
      'Uống:\nNgười lớn: 500 mg. Co giật: Trẻ em:\n10 mg/kg.',
      '10 mg/kg',
      ['Co giật:', 'Trẻ em:'],
    ],
  ])('%s', (_name, text, atomStart, expected) => {
    expect(chainAt(text, atomStart)).toEqual(expected);
  });

  it('a compound atom keeps the dose with its own step', () => {
    expect(
      chainAt('Bước 4: Tăng lên 7,5 mg (tối đa 15 mg) Bước 5:\nTăng lên 10 mg.', 'Tăng lên 7,5'),
    ).toEqual(['Bước 4:']);
  });
});
