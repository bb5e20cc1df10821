import { describe, expect, it } from 'vitest';
import type { SectionKey } from '@/lib/schema/section-keys';
import { countSentenceReads, readBookSentences } from './read-book-sentences';

const DOSES: SectionKey = 'lieu_luong_va_cach_dung';

/** Each sentence as "kind | labels | text", the way a pharmacist would check the reading. */
function read(text: string, options: { tableLifted?: boolean; sectionKey?: SectionKey } = {}) {
  return readBookSentences({
    text,
    sectionKey: options.sectionKey ?? DOSES,
    tableLifted: options.tableLifted ?? false,
    carried: [],
  }).map((s) => `${s.kind} | ${s.labels.join(' — ')} | ${text.slice(s.start, s.end)}`);
}

describe('readBookSentences', () => {
  it.each([
    [
      'a label alone on its line governs the paragraphs after it',
      'Người lớn:\nUống 500 mg/lần.\nNgày 2 lần.',
      [
        'label | Người lớn | Người lớn:',
        'content | Người lớn | Uống 500 mg/lần.',
        'content | Người lớn | Ngày 2 lần.',
      ],
    ],
    [
      // ENTECAVIR (stop 61, a doctor's question): "Suy thận:" is not a way to stop treatment
      'a label after a paragraph’s last sentence governs its unlabelled items, not a labelled paragraph after them',
      'Ít nhất phải 1 năm. Có thể ngừng điều trị:\nỞ người HBeAg dương tính, đến khi chuyển đổi.\nSuy thận: Phải điều chỉnh liều. Giảm liều bằng dung dịch uống.',
      [
        'content |  | Ít nhất phải 1 năm.',
        'label | Có thể ngừng điều trị | Có thể ngừng điều trị:',
        'content | Có thể ngừng điều trị | Ở người HBeAg dương tính, đến khi chuyển đổi.',
        'content |  | Suy thận: Phải điều chỉnh liều.',
        'content | Suy thận | Giảm liều bằng dung dịch uống.',
      ],
    ],
    [
      'a label after a paragraph’s last sentence whose first item is labelled governs its labelled items',
      'Liều tùy chỉ định. Tiêm tĩnh mạch:\nNgười lớn: 500 mg.\nTrẻ em: 10 mg/kg.',
      [
        'content |  | Liều tùy chỉ định.',
        'label | Tiêm tĩnh mạch | Tiêm tĩnh mạch:',
        'content | Tiêm tĩnh mạch | Người lớn: 500 mg.',
        'content | Tiêm tĩnh mạch | Trẻ em: 10 mg/kg.',
      ],
    ],
    [
      // CLOZAPIN (unseen batch 57): the kidney's label after an age heading is for every age;
      // ACETYLCYSTEIN (first-set batches 111-112): a heading of ten words governs its lines
      'a kidney label after an age heading is its peer; a long heading alone governs',
      'Liều dùng cho trẻ em từ 12 đến 18 tuổi:\nNgày đầu 12,5 mg.\nSuy thận: Không dùng khi suy thận nặng.\nDự phòng giảm chức năng thận do thuốc cản quang:\nUống 600 mg, 2 lần/ngày.',
      [
        'label | Liều dùng cho trẻ em từ 12 đến 18 tuổi | Liều dùng cho trẻ em từ 12 đến 18 tuổi:',
        'content | Liều dùng cho trẻ em từ 12 đến 18 tuổi | Ngày đầu 12,5 mg.',
        'content |  | Suy thận: Không dùng khi suy thận nặng.',
        'label | Dự phòng giảm chức năng thận do thuốc cản quang | Dự phòng giảm chức năng thận do thuốc cản quang:',
        'content | Dự phòng giảm chức năng thận do thuốc cản quang | Uống 600 mg, 2 lần/ngày.',
      ],
    ],
    [
      // CLINDAMYCIN (first-set batch 107): the child's injection heading after the child's oral
      // line; after a population's line the route heading still replaces the scope
      'a route heading after a line that opened with a route is its peer, under the same scope',
      'Trẻ em:\nUống: 8 mg/kg/ngày.\nTiêm bắp và tiêm tĩnh mạch:\nTrẻ trên 1 tháng tuổi: 20 mg/kg/ngày.\nNgười lớn:\nNgười cao tuổi: 100 mg.\nTiêm tĩnh mạch:\n250 mg.',
      [
        'label | Trẻ em | Trẻ em:',
        'content | Trẻ em | Uống: 8 mg/kg/ngày.',
        'label | Trẻ em — Tiêm bắp và tiêm tĩnh mạch | Tiêm bắp và tiêm tĩnh mạch:',
        'content | Trẻ em — Tiêm bắp và tiêm tĩnh mạch | Trẻ trên 1 tháng tuổi: 20 mg/kg/ngày.',
        'label | Người lớn | Người lớn:',
        'content | Người lớn | Người cao tuổi: 100 mg.',
        'label | Tiêm tĩnh mạch | Tiêm tĩnh mạch:',
        'content | Tiêm tĩnh mạch | 250 mg.',
      ],
    ],
    [
      // CLINDAMYCIN (first-set batch 97): the injection is the pharyngitis dose by another
      // route; an indication label in its place is a sibling
      'a route label after text in an indication’s paragraph is read under the indication',
      'Viêm miệng hầu: Uống 10 mg/kg/ngày. Tiêm tĩnh mạch: 15 mg/kg/ngày.\nBệnh than: Tiêm tĩnh mạch: 7,5 mg/kg. Babesia: Uống 20 mg/kg.',
      [
        'content |  | Viêm miệng hầu: Uống 10 mg/kg/ngày.',
        'content | Viêm miệng hầu | Tiêm tĩnh mạch: 15 mg/kg/ngày.',
        'content |  | Bệnh than: Tiêm tĩnh mạch: 7,5 mg/kg.',
        'content |  | Babesia: Uống 20 mg/kg.',
      ],
    ],
    [
      'an inline label governs its own paragraph only',
      'Thủy đậu: 800 mg/lần. Uống trong 5 ngày.\nCần uống nhiều nước.',
      [
        'content |  | Thủy đậu: 800 mg/lần.',
        'content | Thủy đậu | Uống trong 5 ngày.',
        'content |  | Cần uống nhiều nước.',
      ],
    ],
    [
      // ACICLOVIR: the under-2 chickenpox scheme is the indication's, printed on its first line
      'band paragraphs after an indication and its band are the indication’s',
      'Thủy đậu: Trên 2 tuổi: 20 mg/kg, 4 lần/ngày.\nHoặc dưới 2 tuổi: 200 mg/lần.\n2 - 5 tuổi: 400 mg/lần.\nTiêm truyền: 5 mg/kg.',
      [
        'content |  | Thủy đậu: Trên 2 tuổi: 20 mg/kg, 4 lần/ngày.',
        'content | Thủy đậu | Hoặc dưới 2 tuổi: 200 mg/lần.',
        'content | Thủy đậu | 2 - 5 tuổi: 400 mg/lần.',
        'content |  | Tiêm truyền: 5 mg/kg.',
      ],
    ],
    [
      // DOXYCYCLIN (unseen batch 35): a heading of 13 words but 59 characters governed nothing
      'an indication heading too long for a label governs the rest of its paragraph',
      'Điều trị viêm nội mạc tử cung, viêm phần phụ, viêm phúc mạc: Tiêm tĩnh mạch 100 mg, ngày 2 lần trong 4 ngày. Sau đó tiếp tục uống 100 mg, ngày 2 lần.\nĐiều trị bệnh rickettsia: Uống 100 mg ngày 2 lần.',
      [
        'content |  | Điều trị viêm nội mạc tử cung, viêm phần phụ, viêm phúc mạc: Tiêm tĩnh mạch 100 mg, ngày 2 lần trong 4 ngày.',
        'content | Điều trị viêm nội mạc tử cung, viêm phần phụ, viêm phúc mạc | Sau đó tiếp tục uống 100 mg, ngày 2 lần.',
        'content |  | Điều trị bệnh rickettsia: Uống 100 mg ngày 2 lần.',
      ],
    ],
    [
      // CODEIN (unseen batches 2 and 8): the pain doses answered a 14-year-old's cough
      'an indication paragraph that states no dose heads the age paragraphs after it',
      'Đau vừa: Liều như nhau ở người lớn và trẻ em trên 12 tuổi.\nNgười lớn: Uống 30 mg.\nHo khan: Thường dùng dạng sirô.\nNgười lớn và trẻ em từ 12 tuổi: 10 mg/lần.',
      [
        'content |  | Đau vừa: Liều như nhau ở người lớn và trẻ em trên 12 tuổi.',
        'content | Đau vừa | Người lớn: Uống 30 mg.',
        'content |  | Ho khan: Thường dùng dạng sirô.',
        'content | Ho khan | Người lớn và trẻ em từ 12 tuổi: 10 mg/lần.',
      ],
    ],
    [
      // ACEBUTOLOL: every elderly patient's line is no arrhythmia dose
      'an indication paragraph with its own dose is a peer of the population after it',
      'Loạn nhịp: Uống 200 mg/lần.\nNgười cao tuổi: Cần liều thấp hơn.',
      [
        'content |  | Loạn nhịp: Uống 200 mg/lần.',
        'content |  | Người cao tuổi: Cần liều thấp hơn.',
      ],
    ],
    [
      // CODEIN (unseen batch 8): "Người lớn: … Trẻ em 12 - 18 tuổi, … 30 - 60 mg" was an adult line
      'a sentence opening with another age group leaves the inline label before it',
      'Người lớn: Uống 30 mg. Trẻ em 12 - 18 tuổi, uống 30 - 60 mg. Tối đa 3 ngày.',
      [
        'content |  | Người lớn: Uống 30 mg.',
        'content |  | Trẻ em 12 - 18 tuổi, uống 30 - 60 mg.',
        'content |  | Tối đa 3 ngày.',
      ],
    ],
    [
      // CLOZAPIN (unseen batch 9): the suicide-risk course was read under no label
      'an indication heading too long for a label governs the rest of its paragraph',
      'Giảm nguy cơ tái phát các hành vi tự tử ở bệnh nhân tâm thần phân liệt hoặc loạn thần: Bắt đầu 12,5 mg. Kéo dài ít nhất 2 năm.\nSuy thận: Giảm liều.',
      [
        'content |  | Giảm nguy cơ tái phát các hành vi tự tử ở bệnh nhân tâm thần phân liệt hoặc loạn thần: Bắt đầu 12,5 mg.',
        'content | Giảm nguy cơ tái phát các hành vi tự tử ở bệnh nhân tâm thần phân liệt hoặc loạn thần | Kéo dài ít nhất 2 năm.',
        'content |  | Suy thận: Giảm liều.',
      ],
    ],
    [
      'an age heading replaces the age it contradicts',
      'Người lớn:\nUống 500 mg/lần.\nTrẻ em:\nUống 10 mg/kg.',
      [
        'label | Người lớn | Người lớn:',
        'content | Người lớn | Uống 500 mg/lần.',
        'label | Trẻ em | Trẻ em:',
        'content | Trẻ em | Uống 10 mg/kg.',
      ],
    ],
    [
      // ENOXAPARIN: the children's and the obese patients' doses were read under the renal heading
      'a sibling sub-heading ends the heading before it',
      'Liều dùng trong suy thận\nCần giảm liều ở người suy thận nặng.\nLiều dùng cho người béo phì: Liều dựa vào cân nặng hiện có.\nLiều dùng cho trẻ em: Chưa được xác định.',
      [
        'heading | Liều dùng trong suy thận | Liều dùng trong suy thận',
        'content | Liều dùng trong suy thận | Cần giảm liều ở người suy thận nặng.',
        'content |  | Liều dùng cho người béo phì: Liều dựa vào cân nặng hiện có.',
        'content |  | Liều dùng cho trẻ em: Chưa được xác định.',
      ],
    ],
    [
      // ENOXAPARIN (unseen batch 6): the children's prophylaxis doses were read under treatment
      'a sibling heading printed inside a paragraph heads the paragraphs after it',
      'Điều trị huyết khối cho trẻ em (tiêm dưới da):\nTrẻ 2 tháng - 18 tuổi: 1 mg/kg, ngày 2 lần. Dự phòng huyết khối cho trẻ em (tiêm dưới da): Trẻ sơ sinh: 750 microgam/kg.\nTrẻ 2 tháng - 18 tuổi: 500 microgam/kg.',
      [
        'label | Điều trị huyết khối cho trẻ em (tiêm dưới da) | Điều trị huyết khối cho trẻ em (tiêm dưới da):',
        'content | Điều trị huyết khối cho trẻ em (tiêm dưới da) | Trẻ 2 tháng - 18 tuổi: 1 mg/kg, ngày 2 lần.',
        'content |  | Dự phòng huyết khối cho trẻ em (tiêm dưới da): Trẻ sơ sinh: 750 microgam/kg.',
        'content | Dự phòng huyết khối cho trẻ em (tiêm dưới da) | Trẻ 2 tháng - 18 tuổi: 500 microgam/kg.',
      ],
    ],
    [
      'an ADR frequency band heads the effects under it',
      'Thường gặp, ADR > 1/100\nTiêu hóa: Buồn nôn.\nThần kinh: Nhức đầu.',
      [
        'heading | Thường gặp, ADR > 1/100 | Thường gặp, ADR > 1/100',
        'content | Thường gặp, ADR > 1/100 | Tiêu hóa: Buồn nôn.',
        'content | Thường gặp, ADR > 1/100 | Thần kinh: Nhức đầu.',
      ],
      'tac_dung_khong_mong_muon' as SectionKey,
    ],
    [
      // a bare non-age label in a section that lost a table may lead into the table
      'a bare label before a lifted table is kept as a possible lead-in',
      'Với người bệnh suy thận:\nLiều như sau:',
      ['content |  | Với người bệnh suy thận:', 'content |  | Liều như sau:'],
      DOSES,
      true,
    ],
  ])('%s', (_name, text, expected, sectionKey?: SectionKey, tableLifted?: boolean) => {
    expect(read(text, { sectionKey, tableLifted })).toEqual(expected);
  });

  it('a statement about the drug is no label; a form that names it is one (DIGOXIN, ACICLOVIR)', () => {
    const chains = (text: string, drugName: string) =>
      readBookSentences({ text, sectionKey: DOSES, tableLifted: false, carried: [], drugName }).map(
        (s) => s.labels.join(' — '),
      );
    expect(
      chains(
        'Digoxin thường dùng qua đường uống: Ngày uống 1 lần. Tiêm tĩnh mạch chậm.',
        'DIGOXIN',
      ),
    ).toEqual(['', '']);
    expect(chains('Thuốc mỡ aciclovir:\nBôi 5 lần mỗi ngày.', 'ACICLOVIR')).toEqual([
      'Thuốc mỡ aciclovir',
      'Thuốc mỡ aciclovir',
    ]);
  });

  describe('a section that lost a table, where the table sat is known', () => {
    const text =
      'Nhiễm khuẩn đường tiêu hóa:\nLỵ trực khuẩn (S. flexneri hoặc S. sonnei):\nTrẻ em: 8 mg/kg/ngày, trong 5 ngày.\nĐau thần kinh:\nCác lần sau:';
    const lines = (tableOffsets?: number[]) =>
      readBookSentences({
        text,
        sectionKey: DOSES,
        tableLifted: true,
        tableOffsets,
        carried: [],
      }).map((s) => `${s.kind} | ${s.labels.join(' — ')} | ${text.slice(s.start, s.end)}`);

    it('the headings before prose govern it; only the line before the table may lead into it', () => {
      // COTRIMOXAZOL (unseen batch 42): the Shigella heading governs the children's dose
      expect(lines([text.length])).toEqual([
        'label | Nhiễm khuẩn đường tiêu hóa | Nhiễm khuẩn đường tiêu hóa:',
        'label | Lỵ trực khuẩn (S. flexneri hoặc S. sonnei) | Lỵ trực khuẩn (S. flexneri hoặc S. sonnei):',
        'content | Lỵ trực khuẩn (S. flexneri hoặc S. sonnei) | Trẻ em: 8 mg/kg/ngày, trong 5 ngày.',
        'label | Đau thần kinh | Đau thần kinh:',
        // the line before the table: its lead-in, which governs nothing after it
        'content |  | Các lần sau:',
      ]);
    });

    it('not known (a chunk read alone): any label line may lead into the table', () => {
      expect(lines().slice(1, 3)).toEqual([
        'content |  | Lỵ trực khuẩn (S. flexneri hoặc S. sonnei):',
        'content |  | Trẻ em: 8 mg/kg/ngày, trong 5 ngày.',
      ]);
    });
  });

  it('offsets are verbatim slices of the text', () => {
    const text = 'Người lớn:\nUống 500 mg/lần. Ngày 2 lần.';
    for (const s of readBookSentences({ text, sectionKey: DOSES, tableLifted: false, carried: [] }))
      expect(text.slice(s.start, s.end).trim()).toBe(text.slice(s.start, s.end));
  });

  it('counts every text it reads', () => {
    const before = countSentenceReads();
    read('Uống 500 mg/lần.');
    expect(countSentenceReads()).toBe(before + 1);
  });
});
