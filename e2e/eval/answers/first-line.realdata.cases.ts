/** The real-book first-line cases (first-line.realdata.test.ts), shared with the answer snapshot. */
export interface FirstLineCase {
  question: string;
  /** The book's words, one of which the first line states or quotes as a locked passage. */
  leads: string[];
  /** Lines that must not open the answer. */
  notFirst: string[];
  /** Lines that must not be shown at all (a band or population that excludes the patient). */
  never?: string[];
}

export const FIRST_LINE_CASES: FirstLineCase[] = [
  // dose for an adult
  {
    // led with "Người lớn — Phù: Liều dao động từ 25 - 200 mg/ngày" ("Liều ban đầu thông
    // thường" was read as an indication not asked, and the line was not shown)
    question: 'Liều spironolacton cho người lớn bị phù?',
    leads: ['Liều ban đầu thông thường: 100 mg/ngày uống 1 lần hoặc chia thành liều nhỏ'],
    notFirst: ['Liều dao động từ 25 - 200 mg/ngày'],
  },
  {
    // led with "Người lớn: Viêm màng ối: …": the general adult line sat under the "Trẻ em:"
    // before it (the conversion joined "Người lớn:" onto the paragraph above) and was excluded
    question: 'Liều clindamycin cho người lớn?',
    leads: ['Uống: 150 - 450 mg/lần, cách 6 - 8 giờ/lần'],
    notFirst: ['Viêm màng ối'],
  },
  {
    // led with "Trẻ > 16 tuổi có thể dùng liều như người lớn"
    question: 'Liều abacavir cho người lớn?',
    leads: ['Liều thường dùng là 600 mg, dùng một lần mỗi ngày'],
    notFirst: ['Trẻ > 16 tuổi'],
  },
  {
    // abstained: "Không mục nào trong chuyên luận ACEBUTOLOL nói về “người lớn”"
    question: 'Liều acebutolol cho người lớn tăng huyết áp?',
    leads: ['Tăng huyết áp: Liều uống khởi đầu thông thường là 400 mg'],
    notFirst: [],
  },
  {
    // led with "Liều ở người cao tuổi: Liều khởi đầu phải thấp hơn liều người lớn"
    question: 'Liều acenocoumarol cho người lớn?',
    leads: ['Liều uống thông thường: Trong ngày đầu là 4 mg/ngày'],
    notFirst: ['Liều ở người cao tuổi'],
  },
  {
    // led with "Người lớn: Khi acetazolamid dùng đồng thời với các thuốc chống động kinh …";
    // "Glôcôm góc mở: Người lớn:" was shown as a line of its own
    question: 'Acetazolamid liều cho người lớn bị glôcôm góc mở?',
    leads: ['Lần đầu tiên uống 250 mg/lần, ngày uống từ 1 - 4 lần'],
    notFirst: ['chống động kinh'],
  },
  {
    // a dose asked of no one: the adult's, under its "Người lớn:" heading
    question: 'Liều clindamycin tối đa mỗi ngày?',
    leads: ['Uống: 150 - 450 mg/lần, cách 6 - 8 giờ/lần; liều tối đa: 1,8 g/ngày'],
    notFirst: ['8 - 20 mg/kg/ngày'],
  },
  {
    question: 'Natri nitrit liều người lớn?',
    leads: ['Truyền tĩnh mạch 300 mg natri nitrit'],
    notFirst: ['Liều thường dùng cho trẻ em'],
  },
  // dose for a child of a given age or weight
  {
    // led with "Trẻ em: Lợi tiểu khi phù …:", then the neonate's "Trẻ sơ sinh: Uống 1 - 2
    // mg/kg/ngày …", which fitted a child of 5 under its "Trẻ em:" heading (the heading now
    // names the dose line's indication, in front of it)
    question: 'Spironolacton liều cho trẻ 5 tuổi?',
    leads: ['Từ 1 tháng đến 12 tuổi: Uống 1 - 3 mg/kg/ngày'],
    notFirst: ['Trẻ sơ sinh'],
    never: ['Trẻ sơ sinh: Uống 1 - 2 mg/kg/ngày', 'Từ 12 - 18 tuổi: 50 - 100 mg'],
  },
  {
    // led with the epilepsy section's "Trẻ em: Giống liều người lớn": the oedema section's
    // "Phù do suy tim …:" / "Người lớn:" … "Trẻ em:" lost its indication at "Người lớn:"
    question: 'Liều acetazolamid cho trẻ bị phù do suy tim?',
    leads: ['Uống hoặc tiêm tĩnh mạch 5 mg/kg/ngày'],
    notFirst: ['Giống liều người lớn'],
  },
  {
    // "Glôcôm thứ phát và trước phẫu thuật glôcôm góc đóng thứ phát ở người lớn:" is too long
    // for a label: the adult "Uống hoặc tiêm tĩnh mạch 250 mg/lần, 4 giờ/lần" under it was read
    // under "Glôcôm góc mở — Trẻ em", a child's dose
    question: 'Acetazolamid liều cho trẻ em bị glôcôm?',
    leads: ['Uống 8 - 30 mg/kg/ngày', 'Khi bị glôcôm cấp, tiêm tĩnh mạch 5 - 10 mg/kg'],
    notFirst: [],
    never: ['250 mg/lần, 4 giờ/lần'],
  },
  {
    // a weight alone names no section: "cho trẻ 10 kg" was answered from Thời kỳ cho con bú
    // and Liều lượng together
    // and a child's line leads with its indication: "Co giật (động kinh): Người lớn:" is one
    // heading, and the part that began under it had carried only "Người lớn:", so the child's
    // epilepsy line led as "Trẻ em: Giống liều người lớn", for no indication
    question: 'Acetazolamid cho trẻ 10 kg',
    leads: [
      'Co giật (động kinh) — Trẻ em: Giống liều người lớn',
      'Glôcôm góc mở — Trẻ em: Uống 8 - 30 mg/kg/ngày',
      'Phù do suy tim sung huyết hoặc do thuốc — Trẻ em: Uống hoặc tiêm tĩnh mạch 5 mg/kg/ngày',
    ],
    notFirst: ['bài tiết vào sữa mẹ'],
  },
  {
    // the same heading: the child's epilepsy line was shown under "Trẻ em" alone
    question: 'Liều acetazolamid cho trẻ bị động kinh',
    leads: ['Co giật (động kinh) — Trẻ em: Giống liều người lớn'],
    notFirst: [],
  },
  {
    // led with "Người lớn: Khi acetazolamid dùng đồng thời với các thuốc chống động kinh khác,
    // liều ban đầu 250 mg/ngày …", the epilepsy section's second adult line, for no indication
    question: 'Liều acetazolamid cho người lớn glôcôm thứ phát',
    leads: ['Uống hoặc tiêm tĩnh mạch 250 mg/lần, 4 giờ/lần'],
    notFirst: ['Lần đầu tiên uống 250 mg/lần', 'chống động kinh'],
  },
  {
    // led with the open-angle "Glôcôm góc mở — Người lớn: Lần đầu tiên uống 250 mg/lần, ngày
    // uống từ 1 - 4 lần": the secondary glaucoma dose sat under a heading too long for a label
    // and was read under none
    question: 'Liều acetazolamid cho người lớn bị glôcôm thứ phát',
    leads: ['Uống hoặc tiêm tĩnh mạch 250 mg/lần, 4 giờ/lần'],
    notFirst: ['Lần đầu tiên uống 250 mg/lần'],
  },
  {
    // led with "Glôcôm góc mở — Người lớn: Lần đầu tiên uống 250 mg/lần …": "phù" after "bị"
    // was not read as the patient's indication (three letters, under the reader's minimum of
    // four), so the oedema heading "Phù do suy tim sung huyết hoặc do thuốc:" named nothing asked
    question: 'Liều acetazolamid cho người lớn bị phù',
    leads: ['Uống hoặc tiêm tĩnh mạch 250 - 375 mg/ngày (5 mg/kg) vào buổi sáng'],
    notFirst: ['Lần đầu tiên uống 250 mg/lần', 'chống động kinh'],
  },
  {
    // led with "Glôcôm góc mở — Trẻ em: Uống 8 - 30 mg/kg/ngày …": an indication named after the
    // patient without "bị" was not read, so the oedema heading named nothing asked
    question: 'Acetazolamid liều cho trẻ em phù?',
    leads: ['Uống hoặc tiêm tĩnh mạch 5 mg/kg/ngày hoặc 150 mg/m2'],
    notFirst: ['Uống 8 - 30 mg/kg/ngày'],
  },
  {
    // led with "Vì người có cân nặng thấp … chỉ những người bệnh trên 60 kg mới nên dùng liều
    // cao …": the label "Nếu người bệnh có cân nặng trên 60 kg" was read as an indication
    question: 'Liều acarbose cho người nặng 80 kg?',
    leads: ['Nếu người bệnh có cân nặng trên 60 kg: 100 mg/lần'],
    notFirst: ['Vì người có cân nặng thấp'],
  },
  {
    // led with "Trẻ trên 3 tháng tuổi đến 12 tuổi là 8 mg/kg/lần …"
    question: 'Abacavir liều cho trẻ em 20 kg?',
    leads: ['Với trẻ cân nặng ≥ 14 kg - 21 kg'],
    notFirst: ['Trẻ trên 3 tháng tuổi đến 12 tuổi'],
  },
  {
    question: 'Clindamycin liều cho trẻ em?',
    leads: ['Uống: 8 - 20 mg/kg/ngày dạng hydroclorid'],
    notFirst: ['Bệnh than'],
  },
  {
    // every dosing part of ACICLOVIR lost a table: the dose is shown as the book's lines
    question: 'Liều aciclovir cho trẻ 4 tuổi bị thủy đậu?',
    leads: ['Trên 2 tuổi: 20 mg/kg', '2 - 5 tuổi: 400 mg/lần'],
    notFirst: ['3 tháng - 12 tuổi'],
  },
  {
    // led with the glaucoma child dose "Trẻ em: Uống 8 - 30 mg/kg/ngày …": the child's
    // epilepsy heading "Trẻ em:" dropped the indication it sits under
    question: 'Liều acetazolamid cho trẻ em bị động kinh?',
    leads: ['Giống liều người lớn'],
    notFirst: ['300 - 900 mg/m2'],
  },
  {
    // led with "Với người bệnh suy thận: nội dung này là bảng …", the oral table's lead-in
    question: 'Aciclovir Clcr 20 ml/phút tiêm truyền liều thế nào?',
    leads: ['Liều tiêm truyền tĩnh mạch ở người suy thận như sau'],
    notFirst: ['Với người bệnh suy thận'],
  },
  {
    // led with the intravenous dose for HSV in the immunocompromised (locked); the zona line,
    // "Zona: Người lớn, 800 mg/lần …" (a comma after the population), was never shown
    question: 'Liều aciclovir uống điều trị zona ở người lớn?',
    leads: ['Zona: Người lớn, 800 mg/lần, 5 lần/ngày'],
    notFirst: ['Nhiễm HSV ở người suy giảm miễn dịch', 'Nhiễm HSV ở mắt — Thủy đậu'],
  },
  {
    // led with "Thủy đậu: Uống trong 5 ngày", the tail of the over-2s' paragraph ("Thủy đậu:
    // Trên 2 tuổi: 20 mg/kg … . Uống trong 5 ngày."); an under-2s' line leads now (which one
    // depends on the chunk's carried labels, see the report)
    question: 'Liều aciclovir cho trẻ 1 tuổi bị thủy đậu?',
    leads: ['dưới 2 tuổi'],
    notFirst: ['Uống trong 5 ngày'],
  },
  {
    // led with the oral renal table's lead-in "Điều chỉnh liều uống ở người suy thận:"
    question: 'Aciclovir cho người suy thận thẩm phân máu dùng liều thế nào?',
    leads: ['Bổ sung 1 liều ngay sau mỗi lần thẩm phân máu'],
    // the table's lead-in alone, not the dialysis line shown under its heading (since the
    // heading governs it: a section that lost a table reads its headings, stop 53)
    notFirst: ['Điều chỉnh liều uống ở người suy thận: nội dung này là bảng'],
  },
  {
    // led with the under-2s' "Hoặc dưới 2 tuổi" (locked): "Trẻ sơ sinh cho tới 3 tháng tuổi:"
    // was read as the point 3 months, which no neonate is
    question: 'Liều aciclovir tiêm cho trẻ sơ sinh nhiễm HSV?',
    leads: ['Nhiễm HSV: 10 mg/kg/lần cách 8 giờ/lần'],
    notFirst: ['dưới 2 tuổi'],
  },
  {
    // "Dược thư không nêu mức nào chứa đúng giá trị …": "60 kg hoặc nhẹ hơn" was read as the
    // point 60 kg
    question: 'Acarbose liều cho người 50 kg?',
    leads: ['Nếu cân nặng người bệnh là 60 kg hoặc nhẹ hơn: 50 mg/lần'],
    notFirst: [],
    never: ['Nếu người bệnh có cân nặng trên 60 kg: 100 mg/lần'],
  },
  {
    // led with Thận trọng's "Trẻ em <16 tuổi khi dùng thuốc cần thường xuyên theo dõi …":
    // "dưới một tháng tuổi" (a number in words) was not read
    question: 'Clindamycin tiêm cho trẻ sơ sinh liều thế nào?',
    leads: ['Trẻ dưới một tháng tuổi: 15 - 20 mg/kg/ngày'],
    notFirst: [],
  },
  // the elderly
  {
    // led with "Người lớn: Phù: …"; the elderly line was read under "Trẻ em:" ("Trẻ em: Người
    // cao tuổi: …") and removed as a child's dose
    question: 'Người 70 tuổi dùng spironolacton liều thế nào?',
    leads: ['Người cao tuổi: Liều ban đầu 12,5 - 50 mg/ngày'],
    notFirst: ['Phù: Liều ban đầu thông thường'],
    never: ['Trẻ em: Người cao tuổi'],
  },
  // renal impairment with a Clcr value
  {
    question: 'Acetazolamid liều cho bệnh nhân suy thận Clcr 30 ml/phút?',
    leads: ['10 - 50 ml/phút: Dùng thuốc mỗi 12 giờ'],
    notFirst: [],
    never: ['Clcr < 10 ml/phút: Tránh sử dụng'],
  },
  {
    question: 'Acetazolamid Clcr 5 ml/phút dùng được không?',
    leads: ['Clcr < 10 ml/phút: Tránh sử dụng'],
    notFirst: [],
    never: ['10 - 50 ml/phút: Dùng thuốc mỗi 12 giờ'],
  },
  {
    question: 'Liều acebutolol cho người suy thận Clcr 30 ml/phút?',
    leads: ['giảm 50% khi mức lọc cầu thận từ 25 - 50 ml/phút'],
    notFirst: [],
    never: ['giảm 75% khi mức lọc cầu thận dưới 25'],
  },
  {
    // led with "Người cao tuổi: … điều chỉnh liều trong suy thận" (a line for the elderly that
    // mentions renal impairment) while Chống chỉ định says "suy thận nặng"
    question: 'Suy thận nặng có dùng spironolacton được không?',
    leads: ['Suy thận cấp, suy thận nặng, vô niệu'],
    notFirst: ['Người cao tuổi'],
  },
  // pregnancy and breastfeeding
  {
    // led with "Thuốc lợi tiểu thiazid và dẫn chất có thể đi qua hàng rào nhau thai …"
    question: 'Acetazolamid dùng cho phụ nữ có thai được không?',
    leads: ['acetazolamid không được sử dụng cho người mang thai'],
    notFirst: ['Thuốc lợi tiểu thiazid'],
  },
  {
    // led with "Đã có thống kê khoảng 4% dị dạng thai nhi …"
    question: 'Acenocoumarol dùng cho phụ nữ có thai được không?',
    leads: ['tránh dùng cho phụ nữ có thai'],
    notFirst: ['Đã có thống kê khoảng 4% dị dạng thai nhi'],
  },
  {
    question: 'Spironolacton có dùng được khi cho con bú không?',
    leads: ['có thể sử dụng cho người mẹ trong thời kỳ cho con bú'],
    notFirst: [],
  },
  {
    question: 'Abacavir cho con bú được không?',
    leads: ['Không dùng cho phụ nữ đang cho con bú'],
    notFirst: ['Thuốc và các chất chuyển hóa của thuốc có bài tiết qua sữa'],
  },
  // overdose and antidote
  {
    question: 'Spironolacton quá liều có thuốc giải độc không?',
    leads: ['Không có thuốc giải độc đặc hiệu'],
    notFirst: ['Lo lắng, lẫn lộn'],
  },
  {
    question: 'Acebutolol quá liều xử trí thế nào?',
    leads: ['Rửa dạ dày'],
    notFirst: ['Nhịp quá chậm, nghẽn nhĩ thất'],
  },
  {
    // led with "Giảm natri huyết thường biểu hiện: …", Hướng dẫn cách xử trí ADR's first line,
    // which names another effect
    question: 'Spironolacton tăng kali huyết phải làm gì?',
    leads: ['Nếu tăng kali huyết có thay đổi điện tâm đồ'],
    notFirst: ['Giảm natri huyết'],
  },
  // contraindication yes/no
  {
    question: 'Acetazolamid suy gan dùng được không?',
    leads: ['Suy gan, suy thận nặng, xơ gan'],
    notFirst: [],
  },
  {
    // abstained ("Không mục nào … nói về “trẻ em”"): the book names the child by an age band
    question: 'Acarbose có dùng cho trẻ em được không?',
    leads: ['người đái tháo đường typ 2 dưới 18 tuổi'],
    notFirst: [],
  },
  // interaction with a named drug
  {
    question: 'Acenocoumarol có tương tác với aspirin không?',
    leads: ['Aspirin (nhất là với liều cao trên 3 g/ngày) làm tăng tác dụng chống đông máu'],
    notFirst: [],
  },
  // how to take it
  {
    // led with the first day's dose, "Liều uống thông thường: Trong ngày đầu là 4 mg/ngày …"
    question: 'Acenocoumarol uống lúc nào trong ngày?',
    leads: ['uống một lần vào cùng một thời điểm mỗi ngày'],
    notFirst: ['Trong ngày đầu là 4 mg/ngày'],
  },
  {
    // led with "Suy tim: … giảm dẫn truyền nhĩ thất", read as a taper ("giảm dần")
    question: 'Acebutolol ngừng thuốc đột ngột có sao không?',
    leads: [
      'Khi ngừng thuốc, phải giảm liều từ từ',
      'Dừng thuốc đột ngột có thể làm tăng nặng bệnh',
    ],
    notFirst: ['giảm dẫn truyền'],
  },
  {
    question: 'Acetazolamid uống thế nào?',
    leads: ['Uống thuốc cùng thức ăn để giảm các kích ứng đường tiêu hóa'],
    notFirst: ['chống động kinh'],
  },
  {
    question: 'Spironolacton uống trước hay sau ăn?',
    leads: ['Nên uống thuốc với thức ăn'],
    notFirst: ['Liều ban đầu thông thường'],
  },
  // can it be used, for a patient or with a substance
  {
    // led with "Cách dùng: Tránh dùng các chế phẩm chứa nhiều kali" ("suy gan" read as a dose
    // question; Thận trọng, which names liver function, was never read)
    question: 'Spironolacton cho người suy gan được không?',
    leads: ['suy giảm chức năng thận, chức năng gan'],
    notFirst: ['Cách dùng'],
  },
  {
    // led with "Dị ứng với abacavir hoặc với một trong các thành phần của thuốc" (Chống chỉ
    // định; Tương tác thuốc was never read)
    question: 'Abacavir uống rượu được không?',
    leads: ['Không có tương tác lâm sàng giữa rượu và abacavir'],
    notFirst: ['Dị ứng với abacavir'],
  },
  {
    // the book writes alcohol "ethanol" here
    question: 'Spironolacton có dùng với rượu được không?',
    leads: ['Ethanol tương tác với spironolacton'],
    notFirst: [],
  },
  // an indication's heading and the next indication label
  {
    // led with "Liều cho “Nhiễm HSV ở mắt — Thủy đậu — Dưới 2 tuổi” …": the chickenpox doses
    // shown under the eye-infection heading printed before them
    question: 'Liều aciclovir cho trẻ dưới 1 tuổi bị thủy đậu?',
    // the chickenpox paragraph's own under-2 line, or the "Hoặc dưới 2 tuổi" scheme after it
    leads: ['Dưới 2 tuổi: dùng 1/2 liều người lớn', 'dưới 2 tuổi: 200 mg/lần, 4 lần mỗi ngày'],
    notFirst: [],
    never: ['Nhiễm HSV ở mắt — Thủy đậu'],
  },
  {
    // a scope's first labelled paragraph is its own: dropping "Tăng huyết áp" from "Đơn trị
    // liệu: …" led with the combination line ("Liệu pháp phối hợp: …")
    question: 'Spironolacton liều tăng huyết áp?',
    leads: ['Đơn trị liệu: Liều ban đầu uống 25 - 50 mg/ngày'],
    notFirst: ['Liệu pháp phối hợp'],
  },
  {
    // led with "Liệu pháp phối hợp: …" once the indication was read: "Liệu pháp" folds to the
    // "Liều" of a dose label, so only "Đơn trị liệu" counted as a heading the question did not name
    question: 'Liều spironolacton cho người lớn tăng huyết áp?',
    leads: ['Đơn trị liệu: Liều ban đầu uống 25 - 50 mg/ngày'],
    notFirst: ['Liệu pháp phối hợp', 'Phù'],
  },
  {
    // led with the newborn's "Trẻ sơ sinh: Uống 1 - 2 mg/kg/ngày" (its heading names "chống tăng
    // huyết áp") once "Liệu pháp phối hợp" was no dose label: "Đơn trị liệu" read as an indication
    question: 'Spironolacton liều điều trị tăng huyết áp?',
    leads: ['Đơn trị liệu: Liều ban đầu uống 25 - 50 mg/ngày'],
    notFirst: ['Liệu pháp phối hợp', 'Trẻ sơ sinh'],
  },
  {
    // led with the renal table's "Điều chỉnh liều uống ở người suy thận:" (an indication was
    // taken for a value the table bands)
    question: 'Aciclovir điều trị viêm giác mạc do HSV liều?',
    leads: ['Điều trị viêm giác mạc: 400 mg/lần ngày uống 5 lần'],
    notFirst: ['suy thận'],
  },
  // a dose section's headings printed without a colon
  {
    // led with "Trẻ em: Uống 500 - 1 000 mg/ngày …": the altitude dose read under the oedema
    // section's "Trẻ em:" above the heading "Chứng say núi"
    question: 'Acetazolamid liều chứng say núi?',
    leads: ['Uống 500 - 1 000 mg/ngày chia nhiều liều nhỏ'],
    notFirst: ['Trẻ em'],
  },
  {
    // led with "Trẻ em: Chú ý: Tăng liều không làm tăng tác dụng lợi tiểu …"
    question: 'Acetazolamid liệt chu kỳ liều?',
    leads: ['Uống 250 mg/lần, 2 - 3 lần/ngày'],
    notFirst: ['Chú ý'],
  },
  // a locked line that names most of the question, in a section whose every part lost a table
  {
    // led with "Ưống trong 5 - 10 ngày" (the ointment line was locked and left out; shown, it
    // carried the stale "Trẻ sơ sinh cho tới 3 tháng tuổi" over "Thuốc mỡ aciclovir:")
    question: 'Aciclovir thuốc mỡ bôi mấy lần một ngày?',
    leads: ['Bôi lên vị trí tổn thương cách 4 giờ một lần (5 đến 6 lần mỗi ngày)'],
    notFirst: ['Uống trong'],
    never: ['Trẻ sơ sinh cho tới 3 tháng tuổi — Cách dùng thuốc mỡ'],
  },
  // an ADR section's frequency bands
  {
    // led with "Đã có báo cáo về tác dụng phụ gây phù, ban đỏ …" (it shares "tác dụng phụ")
    question: 'Acarbose tác dụng phụ thường gặp?',
    leads: ['Tiêu hóa: Đầy bụng, phân nát'],
    notFirst: ['Đã có báo cáo'],
  },
  {
    question: 'Acarbose tác dụng phụ hiếm gặp?',
    leads: ['Gan: Vàng da, viêm gan'],
    notFirst: ['Đã có báo cáo'],
  },
  // an adverse effect whose management the book does not give
  {
    // led with "Khi phối hợp với một thuốc lợi tiểu thiazid …" (Hướng dẫn cách xử trí ADR is on
    // sodium and potassium; the book names "to vú đàn ông" only among the ADRs)
    question: 'Spironolacton gây vú to ở nam xử trí thế nào?',
    leads: ['không nêu cách xử trí “vú to ở nam”'],
    notFirst: ['Khi phối hợp với một thuốc lợi tiểu thiazid'],
  },
  {
    // led with the epilepsy section's "Trẻ em: Giống liều người lớn" (the label "Glôcôm góc mở"
    // holds the patient's indication but is not named whole by the question)
    question: 'Acetazolamid cho trẻ 20 kg bị glôcôm?',
    leads: ['Uống 8 - 30 mg/kg/ngày hoặc 300 - 900 mg/m'],
    notFirst: ['Giống liều người lớn'],
  },
  // answered right when first asked here; kept so a later rule cannot lose them
  {
    question: 'Clindamycin liều cho viêm màng ối?',
    leads: ['Tiêm tĩnh mạch 450 - 900 mg/lần'],
    notFirst: [],
  },
  {
    question: 'Acebutolol cho người suy thận chỉnh liều thế nào?',
    leads: ['Liều acebutolol cần giảm 50% khi mức lọc cầu thận từ 25 - 50 ml/phút'],
    notFirst: [],
  },
  {
    question: 'Clindamycin liều cho trẻ sơ sinh?',
    leads: ['Trẻ dưới một tháng tuổi: 15 - 20 mg/kg/ngày'],
    notFirst: [],
  },
  {
    question: 'Acebutolol liều tối đa mỗi ngày?',
    leads: ['tăng liều đến tối đa 1,2 g/ngày'],
    notFirst: [],
  },
  // an indication the dose section heads with a route under it ("Tiêu chất nhày:" / "Phun mù
  // …:" / "Uống:"), in a section that lost tables
  {
    // led with the paracetamol antidote's "Trẻ từ 1 - 18 tuổi: Cân nặng dưới 20 kg: …": the
    // mucolytic child line was read under "Uống" alone
    question: 'Acetylcystein liều tiêu chất nhày cho trẻ 3 tuổi?',
    leads: ['Trẻ em: 2 - 7 tuổi: 200 mg/lần, 2 lần/ngày'],
    notFirst: ['Cân nặng dưới 20 kg'],
  },
  {
    // the same, in the clinician's word: "long đờm" named no label the book prints
    question: 'Acetylcystein liều long đờm cho trẻ 3 tuổi?',
    leads: ['Trẻ em: 2 - 7 tuổi: 200 mg/lần, 2 lần/ngày'],
    notFirst: ['Cân nặng dưới 20 kg'],
  },
  {
    question: 'Acetylcystein long đờm cho người lớn uống bao nhiêu?',
    leads: ['Người lớn: Uống một liều đơn 600 mg/ngày hoặc uống 200 mg/lần x 3 lần/ngày'],
    notFirst: ['Tổng liều dùng được truyền 3 giai đoạn'],
  },
  {
    question: 'Acetylcystein cho trẻ dưới 2 tuổi được không?',
    leads: ['Trẻ em < 2 tuổi với chỉ định tiêu chất nhày'],
    notFirst: [],
  },
  {
    question: 'Natri nitrit dùng để làm gì?',
    leads: ['Điều trị ngộ độc cyanid'],
    notFirst: [],
  },
  {
    question: 'Acenocoumarol uống rượu được không?',
    leads: ['rượu, thuốc chống tập kết tiểu cầu'],
    notFirst: [],
  },
  // a direction asked, the monograph naming its own drug by class ("thuốc uống chống đông máu")
  {
    // led with "Dược thư không tách riêng các thuốc làm tăng tác dụng …": "Aspirin … làm tăng
    // tác dụng chống đông máu" was read as acting on another drug
    question: 'Acenocoumarol thuốc nào làm tăng tác dụng?',
    leads: ['Aspirin (nhất là với liều cao trên 3 g/ngày) làm tăng tác dụng chống đông máu'],
    notFirst: ['không tách riêng'],
  },
  {
    // showed "Cloramphenicol: Tăng tác dụng của thuốc uống chống đông máu …" second, under a
    // gap line that said the lines below name no direction
    question: 'Acenocoumarol thuốc nào làm giảm tác dụng?',
    leads: ['Dược thư không tách riêng các thuốc làm giảm tác dụng của ACENOCOUMAROL'],
    notFirst: [],
    never: ['Cloramphenicol: Tăng tác dụng', 'Diflunisal: Tăng tác dụng'],
  },
  {
    // led with "Chống chỉ định phối hợp [1]", the severity heading over the aspirin line
    question: 'Thuốc nào làm tăng tác dụng chống đông của acenocoumarol?',
    leads: ['Aspirin (nhất là với liều cao trên 3 g/ngày)'],
    notFirst: [],
  },
  // an antidote the book names by what it reverses
  {
    // led with "Xử trí quá liều thường căn cứ vào INR và các dấu hiệu chảy máu …"
    question: 'Thuốc giải độc acenocoumarol?',
    leads: ['Dùng vitamin K để hiệu chỉnh tác dụng của thuốc chống đông máu'],
    notFirst: ['Không nên dùng kèm yếu tố VIIa'],
  },
  {
    // said "Không tìm thấy": the heading of ten words was no label, and the state to prevent
    // was read as a renal patient whom no section names (first-set batches 111-112); the gap
    // line that no section speaks of the value comes first, the contrast-prophylaxis dose
    // passage second
    question:
      'BN eGFR 38 dùng acetylcystein dự phòng suy giảm chức năng thận do thuốc cản quang liều thế nào?',
    leads: ['các câu dưới đây là liều sách ghi cho chỉ định được hỏi'],
    notFirst: ['Tiêu chất nhày', 'Các triệu chứng khác bao gồm'],
  },
  {
    // led with the HIV patients' renal table (a doctor's question, stop 65): a table's lead-in
    // said for a second condition the question does not name comes after the general one
    question:
      'Ông 80 tuổi Clcr 9 ml/phút, không chạy thận, bị zona, aciclovir đường uống liều sao?',
    leads: ['Với người bệnh suy thận'],
    notFirst: ['kèm nhiễm HIV', 'Liều tiêm truyền tĩnh mạch ở người suy thận'],
  },
  {
    question:
      'Bệnh nhân nam 72 tuổi, Clcr 8 ml/phút, chưa lọc máu, bị zona. Aciclovir uống liều bao nhiêu?',
    leads: ['Với người bệnh suy thận'],
    notFirst: ['kèm nhiễm HIV'],
  },
  // contraindications told in other words (first-set batches 141-142, first runs), each held here
  // in words of its own
  {
    // a relative repeats the sodium "trong máu": read no value, and the dose led
    question: 'Mẹ tôi xơ gan, bác sĩ bảo natri trong máu còn 121. Uống spironolacton được không?',
    leads: ['giảm natri huyết'],
    notFirst: ['Liều ban đầu'],
  },
  {
    // methaemoglobin measured: NATRI NITRIT's contraindication, not the cyanide dose
    question:
      'Trẻ 6 tuổi ăn phải xúc xích nhiều muối diêm, tím tái, MetHb 28%. Tiêm natri nitrit được không?',
    leads: ['Methemoglobin huyết do nhiễm độc nitrat, nitrit'],
    notFirst: ['Truyền tĩnh mạch 300 mg natri nitrit'],
  },
  {
    // an adrenal mass told as "khối" with raised metanephrines: a phaeochromocytoma
    question:
      'BN có khối tuyến thượng thận trái 3 cm, metanephrin máu tăng cao, chưa mổ. Dùng acebutolol hạ áp được không?',
    leads: ['u tủy thượng thận chưa điều trị'],
    notFirst: ['Tăng huyết áp: Liều uống'],
  },
  {
    // "là đỡ" is no "là do": the Addison's disease told is read against Chống chỉ định
    question:
      'Em bị bệnh Addison, uống hydrocortison hằng ngày. Người quen bảo uống spironolacton cho đỡ mụn là đỡ ngay. Em uống được không?',
    leads: ["bệnh Addison's"],
    notFirst: [],
  },
  {
    // an English bound on the clearance ("below 10")
    question:
      'Patient on haemodialysis, creatinine clearance below 10 mL/min: how is oral acetazolamide adjusted?',
    leads: ['Clcr < 10 ml/phút: Tránh sử dụng', 'Suy gan, suy thận nặng'],
    notFirst: ['Người cao tuổi'],
  },
  {
    // a teenager's age ("15t") read beside an overdose asks no dose: the antidote line first
    question:
      'Cháu gái 15t uống nhầm hết vỉ spironolacton của ông, có thuốc giải độc không, xử trí sao?',
    leads: ['Không có thuốc giải độc đặc hiệu'],
    notFirst: ['Từ 12 - 18 tuổi'],
  },
  {
    // dialysis said in English is the patient's: the line on dosing after it
    question: 'Patient on dialysis 3 times a week, oral aciclovir for zoster: what dose?',
    leads: ['Bổ sung 1 liều ngay sau mỗi lần thẩm phân máu'],
    notFirst: ['kèm nhiễm HIV'],
  },
  {
    // the hours since a birth, inside the window Chống chỉ định prints
    question:
      'Sản phụ sinh thường cách đây 10 giờ, huyết khối tĩnh mạch sâu chân phải, acenocoumarol khởi đầu bao nhiêu?',
    leads: ['Không dùng acenocoumarol trong vòng 48 giờ sau khi sinh'],
    notFirst: [],
  },
  {
    // sight lost to tobacco, in the family's words: the contraindication, though no dose section
    question:
      'Cụ ông 70 tuổi bị giảm thị lực do thuốc lá, natri nitroprusiat truyền khởi đầu liều bao nhiêu?',
    leads: ['Người bị giảm thị lực do thuốc lá'],
    notFirst: [],
  },
  {
    // a septic shock is no cerebral insufficiency ("thế nào và" is no adenoidectomy either)
    question:
      'Sốc nhiễm trùng, cung lượng tim cao, sức cản mạch thấp: natri nitroprusiat pha thế nào và truyền tốc độ bao nhiêu?',
    leads: ['Suy tim có cung lượng tim cao'],
    notFirst: ['suy tuần hoàn não'],
  },
  {
    // "Child C" as the ward writes it
    question: 'xo gan Child C, rung nhi moi phat hien, acenocoumarol bat dau may mg?',
    leads: ['Suy gan nặng, đặc biệt khi thời gian prothrombin đã bị kéo dài'],
    notFirst: [],
  },
  {
    // an English case line's age and sex ("52M") make the question a patient's: the safety
    // sections are read (stop 69, first-set batch 154)
    question: '52M, MetHb 41% after drinking nitrate-rich water. Sodium nitrite 300 mg IV dose?',
    leads: ['Methemoglobin huyết do nhiễm độc nitrat, nitrit'],
    notFirst: [],
  },
  {
    // an antidote kit on the shelf is where the drug comes from, no antidote asked (batch 153)
    question:
      'Trẻ 8 tuổi ăn nhầm muối diêm, tím tái, MetHb 30%. Trạm có hộp giải độc cyanid, tiêm natri nitrit bao nhiêu?',
    leads: ['Methemoglobin huyết do nhiễm độc nitrat, nitrit'],
    notFirst: [],
  },
  {
    // a bare TSH, and an infusion's starting rate asked in English (batch 153)
    question:
      'Hypertensive emergency, 61M, off his thyroxine for a year, TSH 35. Nitroprusside starting rate?',
    leads: ['Nhược năng giáp chưa được điều trị ổn định'],
    notFirst: [],
  },
  {
    // "sưng húp mí mắt" after a cream is an allergy to the drug (batch 154)
    question:
      'Năm ngoái bôi kem aciclovir bị sưng húp mí mắt phải đi cấp cứu. Nay bị zona, uống aciclovir mấy viên?',
    leads: ['Chống chỉ định dùng aciclovir cho người bệnh mẫn cảm với thuốc'],
    notFirst: [],
  },
  {
    // "SJS" after co-trimoxazole (batch 154)
    question: 'Tiền sử SJS do Bactrim, đi leo núi uống acetazolamid phòng say núi liều bao nhiêu?',
    leads: ['Quá mẫn với các sulfonamid'],
    notFirst: [],
  },
  {
    // leg ischaemia at rest with a toe ulcer is the severe peripheral disorder (batch 154)
    question:
      'Ông 75 tuổi tắc động mạch chân, đau chân cả khi nằm nghỉ, hoại tử đầu ngón chân 2. Acebutolol liều đầu?',
    leads: ['rối loạn tuần hoàn ngoại vi nặng'],
    notFirst: [],
  },
  {
    // "mới 1 tuổi rưỡi" is the child's age now, a year and a half (batch 154)
    question: 'Bé mới 1 tuổi rưỡi ho có đờm, cho uống acetylcystein gói 100 mg ngày mấy gói?',
    leads: ['Trẻ em < 2 tuổi với chỉ định tiêu chất nhày'],
    notFirst: [],
  },
  {
    // "Day-14 boy": a newborn's day of life (batch 154)
    question: 'Day-14 boy, 3.2 kg, neonatal HSV skin disease. IV aciclovir dose per kg?',
    leads: ['Nhiễm HSV'],
    notFirst: [],
  },
  {
    // a dialysis patient's line on dialysis, with an age read from "70F" (batch 146 again)
    question: '70F on haemodialysis, herpes zoster, oral aciclovir: anything extra after dialysis?',
    leads: ['Bổ sung 1 liều ngay sau mỗi lần thẩm phân máu'],
    notFirst: [],
  },
  {
    // today's weight beside last month's (batch 154)
    question:
      'Bé HIV trước đây 28 kg uống abacavir nửa viên sáng 1 viên tối; nay cân lại được 32 kg thì uống thế nào?',
    leads: ['Với trẻ cân nặng ≥ 30 kg'],
    notFirst: [],
  },
  {
    // a measure raised, asked in English, beside the patient's states (batch 154): the ADR line,
    // not Thận trọng for the cirrhosis told
    question:
      '58F with cirrhosis and gout on spironolactone 50 mg. Can spironolactone increase uric acid?',
    leads: ['tăng acid uric huyết'],
    notFirst: [],
  },
  {
    // an INR far over the range with vitamin K asked is the overdose's table (batches 153, 157)
    question:
      'On acenocoumarol for a mechanical valve, INR 7.4 today, no bleeding at all. Give vitamin K?',
    leads: [
      '5 < INR < 8, không có biểu hiện chảy máu',
      'Nếu đã dừng thuốc chống đông nhưng không dùng vitamin K',
    ],
    notFirst: [],
  },
  {
    // raised liver enzymes told in words (batch 158)
    question: 'Bố tôi bị tăng men gan do rượu, bác sĩ cho acarbose, uống liều khởi đầu thế nào?',
    leads: ['Những trường hợp suy gan, tăng enzym gan'],
    notFirst: [],
  },
  {
    // the drug given "as an antidote" asks its dose, not its antidote (batch 157)
    question:
      'Trẻ 5 tuổi MetHb 30% do nước giếng nhiễm nitrat, định tiêm natri nitrit làm thuốc giải độc, liều bao nhiêu?',
    leads: ['Methemoglobin huyết do nhiễm độc nitrat, nitrit'],
    notFirst: [],
  },
  {
    // a man's breasts grown, in the family's words (batch 157)
    question: 'Bố tôi uống spironolacton lâu ngày thấy ngực to lên, có phải do thuốc không?',
    leads: ['to vú đàn ông'],
    notFirst: [],
  },
];
