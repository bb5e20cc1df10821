/**
 * Vocabulary shared by all classes, for sentences whose numbers and names vary so that long
 * sections stay free of repeats. All wording is ours.
 */

export const ORGANISMS = [
  'Staphylococcus aureus',
  'Streptococcus pneumoniae',
  'Streptococcus pyogenes',
  'Haemophilus influenzae',
  'Moraxella catarrhalis',
  'Escherichia coli',
  'Klebsiella pneumoniae',
  'Proteus mirabilis',
  'Enterobacter cloacae',
  'Pseudomonas aeruginosa',
  'Acinetobacter baumannii',
  'Enterococcus faecalis',
  'Neisseria gonorrhoeae',
  'Salmonella typhi',
  'Shigella flexneri',
  'Bacteroides fragilis',
  'Clostridium perfringens',
  'Listeria monocytogenes',
];

export const STUDY_DESIGNS = [
  'ngẫu nhiên có đối chứng',
  'mù đôi',
  'mở, đa trung tâm',
  'quan sát tiến cứu',
  'hồi cứu',
  'ngẫu nhiên, mù đôi, có đối chứng với placebo',
];

/** Study outcomes with the range of percentages that reads as plausible for each. */
export const STUDY_OUTCOMES: Array<[string, number, number]> = [
  ['tỷ lệ đáp ứng lâm sàng đạt', 55, 95],
  ['tỷ lệ khỏi bệnh hoàn toàn là', 40, 90],
  ['tỷ lệ người bệnh cải thiện triệu chứng là', 50, 92],
  ['tỷ lệ tái phát sau 6 tháng là', 4, 35],
  ['tỷ lệ phải ngừng thuốc vì tác dụng không mong muốn là', 1, 15],
];

export const STUDY_TAILS = [
  'so với nhóm dùng thuốc đối chứng',
  'sau khi kết thúc đợt điều trị',
  'và không khác biệt có ý nghĩa giữa các nhóm tuổi',
  'tương đương với phác đồ chuẩn',
  'cao hơn ở nhóm dùng liều cao',
];

export const POPULATIONS = [
  'người cao tuổi',
  'trẻ em từ 2 đến 12 tuổi',
  'người suy thận mức độ vừa',
  'người suy gan nhẹ',
  'người béo phì',
  'phụ nữ mang thai ba tháng cuối',
  'người bệnh nằm hồi sức tích cực',
  'trẻ sơ sinh đủ tháng',
  'người bệnh thẩm tách máu định kỳ',
];

export const GENERIC_CAUTIONS = [
  'Cần đánh giá lại sự cần thiết của việc điều trị sau mỗi đợt dùng thuốc.',
  'Không tự ý tăng liều hoặc kéo dài thời gian điều trị khi chưa có ý kiến của thầy thuốc.',
  'Thuốc có thể gây chóng mặt; người bệnh cần thận trọng khi lái xe hoặc vận hành máy móc.',
  'Một số chế phẩm có chứa lactose; người bệnh không dung nạp galactose di truyền không nên dùng.',
  'Dạng thuốc nước có chứa sucrose, cần tính đến khi dùng cho người đái tháo đường.',
  'Thận trọng ở người có tiền sử dị ứng nhiều thuốc.',
  'Cần theo dõi công thức máu định kỳ khi điều trị kéo dài.',
  'Cần theo dõi chức năng gan trước và trong khi điều trị.',
  'Người bệnh mất nước hoặc giảm thể tích tuần hoàn cần được bù dịch trước khi dùng thuốc.',
  'Ở người cao tuổi, chức năng thận thường giảm dù creatinin huyết thanh bình thường.',
  'Thông báo cho người bệnh các dấu hiệu cần ngừng thuốc và đến khám ngay.',
  'Dạng tiêm có chứa natri, cần tính đến ở người ăn chế độ hạn chế muối.',
  'Hiệu quả và độ an toàn ở trẻ sơ sinh chưa được xác định đầy đủ.',
  'Tránh dùng đồng thời nhiều thuốc có cùng độc tính trên một cơ quan.',
  'Cần thận trọng khi chuyển đổi giữa các chế phẩm có sinh khả dụng khác nhau.',
  'Người bệnh rối loạn chuyển hóa porphyrin cần được theo dõi chặt chẽ.',
];

export const GENERIC_INTERACTIONS = [
  '{Partner} làm tăng nồng độ {name} trong huyết tương; cần theo dõi tác dụng không mong muốn.',
  '{Partner} làm giảm nồng độ {name}, có thể làm giảm hiệu quả điều trị.',
  'Dùng đồng thời {name} với {partner} làm tăng nguy cơ độc tính; tránh phối hợp nếu có thể.',
  '{Name} làm tăng tác dụng của {partner}; có thể cần giảm liều {partner}.',
  '{Name} có thể làm giảm hấp thu {partner} khi uống cùng lúc; nên uống cách nhau ít nhất 2 giờ.',
  'Phối hợp {name} với {partner} cần theo dõi chặt chẽ lâm sàng và xét nghiệm.',
  'Chưa có bằng chứng về tương tác có ý nghĩa lâm sàng giữa {name} và {partner}, nhưng vẫn nên theo dõi.',
  '{Partner} cảm ứng enzym gan, làm tăng chuyển hóa và giảm tác dụng của {name}.',
];

export const ADR_ORGANS: Array<[string, string[]]> = [
  [
    'Tiêu hóa',
    ['buồn nôn', 'nôn', 'tiêu chảy', 'đau bụng', 'táo bón', 'khó tiêu', 'chán ăn', 'đầy hơi'],
  ],
  ['Thần kinh', ['nhức đầu', 'chóng mặt', 'buồn ngủ', 'mất ngủ', 'dị cảm', 'run']],
  ['Da', ['ngứa', 'phát ban', 'mày đay', 'nhạy cảm với ánh sáng', 'ban đỏ']],
  ['Máu', ['giảm bạch cầu', 'giảm tiểu cầu', 'thiếu máu', 'tăng bạch cầu ưa eosin']],
  ['Gan', ['tăng transaminase', 'tăng bilirubin', 'vàng da ứ mật']],
  ['Thận', ['tăng creatinin huyết thanh', 'protein niệu', 'viêm thận kẽ']],
  ['Tim mạch', ['đánh trống ngực', 'hạ huyết áp', 'phù ngoại biên', 'nhịp tim nhanh']],
  ['Hô hấp', ['ho', 'khó thở', 'viêm mũi']],
  ['Cơ - xương', ['đau cơ', 'đau khớp', 'chuột rút']],
  ['Toàn thân', ['mệt mỏi', 'sốt', 'khó chịu']],
  ['Tâm thần', ['lo âu', 'lú lẫn', 'kích động']],
  ['Chuyển hóa', ['hạ kali máu', 'tăng glucose huyết', 'hạ natri máu']],
];

export const DOSE_DAYS = [3, 5, 7, 10, 14, 21, 28];
export const DOSE_HOURS = [6, 8, 12, 24];

export const MONITORED = [
  'chức năng thận',
  'chức năng gan',
  'công thức máu',
  'điện giải đồ',
  'huyết áp',
  'glucose huyết',
  'điện tâm đồ',
];

export const MONITOR_TIMES = [
  'mỗi tuần trong tháng đầu điều trị',
  'mỗi 3 tháng khi điều trị kéo dài',
  'trước mỗi đợt điều trị',
  'sau mỗi lần thay đổi liều',
  'trong 48 giờ đầu',
];

export const RISK_FACTORS = [
  'mất nước',
  'dùng đồng thời thuốc lợi tiểu',
  'tiền sử bệnh gan',
  'nghiện rượu',
  'suy dinh dưỡng',
  'dùng liều cao kéo dài',
  'có nhiều bệnh mắc kèm',
];

/** Caution templates ({pop}, {param}, {time}, {risk}, {name}) used in rotation so no one
 * structure dominates a long section. */
export const CAUTION_TEMPLATES = [
  'Ở {pop}, cần bắt đầu bằng liều thấp hơn và đánh giá lại đáp ứng trước khi tăng liều.',
  'Khi dùng {name} cho {pop}, cần theo dõi {param} {time}.',
  'Nguy cơ tác dụng không mong muốn tăng ở người bệnh {risk}; nên theo dõi {param} {time}.',
  'Với {pop}, chưa có đủ dữ liệu để khuyến cáo liều; chỉ dùng khi lợi ích vượt trội nguy cơ.',
  'Người bệnh {risk} cần được giải thích rõ các dấu hiệu phải báo ngay cho thầy thuốc.',
  'Nếu {param} thay đổi rõ rệt trong khi điều trị, cần giảm liều hoặc tạm ngừng {name}.',
];

export const PHARMACOLOGY_TEMPLATES = [
  'Ở nồng độ điều trị, {name} ít ảnh hưởng đến {param}, nhưng khi dùng liều cao cần theo dõi {param} {time}.',
  'Trên mô hình động vật, tác dụng của {name} xuất hiện sau {h} giờ và kéo dài khoảng {h2} giờ sau một liều.',
  'Hiệu quả lâm sàng của {name} ở {pop} tương đương với người trưởng thành khi liều được tính theo cân nặng.',
  'Các chất chuyển hóa của {name} có hoạt tính yếu hơn chất mẹ và không góp phần đáng kể vào tác dụng điều trị.',
  'Tác dụng của {name} không khác biệt có ý nghĩa lâm sàng theo tuổi, giới hoặc chủng tộc.',
  'Không thấy hiện tượng dung nạp với tác dụng chính của {name} khi dùng liên tục trong {n} tháng.',
  'Nghiên cứu in vitro cho thấy {name} không ức chế đáng kể các isoenzym CYP1A2, CYP2C9, CYP2D6 và CYP3A4 ở nồng độ điều trị.',
  'Quan hệ giữa liều và tác dụng không tuyến tính: tăng gấp đôi liều chỉ làm tác dụng tăng thêm khoảng {p}%.',
  'Khi ngừng thuốc, tác dụng mất dần trong {h2} - {h3} giờ, tương ứng với khoảng bốn đến năm lần nửa đời thải trừ.',
  'Các dữ liệu tiền lâm sàng về độc tính liều nhắc lại và độc tính trên gen không cho thấy nguy cơ đặc biệt ở người.',
  'Ở liều gấp {n} lần liều điều trị, {name} gây giảm cân và thay đổi men gan trên chuột cống; các thay đổi hồi phục sau khi ngừng thuốc.',
  'Trên người tình nguyện khỏe mạnh, một liều duy nhất không làm thay đổi nhịp tim, huyết áp và khoảng QT.',
  'Tác dụng tối đa đạt được sau {d} ngày dùng thuốc đều đặn; đánh giá hiệu quả sớm hơn thời điểm này dễ dẫn đến tăng liều không cần thiết.',
  'Đáp ứng với {name} kém hơn ở người bệnh {risk}, có thể do thay đổi hấp thu và phân bố thuốc.',
];

export const ADR_TEMPLATES = [
  'Trong theo dõi sau khi lưu hành, đã có báo cáo {rare} trường hợp {sym} ở người bệnh dùng {name} liều cao trên {n} tuần.',
  'Tỷ lệ {sym} tăng theo liều và thường gặp hơn ở {pop}.',
  '{Sym} thường xuất hiện trong {n} ngày đầu và tự hết khi tiếp tục điều trị.',
  'Ở người bệnh {risk}, {sym} có thể nặng hơn và cần ngừng thuốc.',
  'Phần lớn các trường hợp {sym} gặp ở người bệnh dùng đồng thời nhiều thuốc, nên chưa xác định được vai trò riêng của {name}.',
  'Tần suất {sym} trong các thử nghiệm có đối chứng không khác biệt so với nhóm dùng placebo.',
  'Người bệnh cần được dặn báo ngay cho thầy thuốc nếu {sym} kéo dài quá {n} ngày.',
];

export const FORM_NOTES = [
  'Hàm lượng tính theo {name} dạng base.',
  'Tá dược gồm lactose, tinh bột ngô, magnesi stearat và các chất bao phim vừa đủ.',
  'Một số chế phẩm phối hợp {name} với thuốc khác theo tỷ lệ cố định.',
  'Dạng thuốc tiêm dùng cho người bệnh không uống được hoặc cần đạt nồng độ điều trị nhanh.',
  'Dung dịch sau khi pha có màu vàng nhạt; không dùng nếu dung dịch đục hoặc có tủa.',
];

export const CONTRAINDICATION_BANK = [
  'Người bệnh có tiền sử phản ứng da nặng khi dùng {name}.',
  'Dùng đồng thời với các thuốc có cùng cơ chế tác dụng.',
  'Suy gan nặng hoặc bệnh gan tiến triển.',
  'Người bệnh rối loạn chuyển hóa porphyrin cấp.',
  'Trẻ em dưới {age} tuổi, do chưa có dữ liệu về an toàn.',
];

export const PREGNANCY_BANK = [
  'Nghiên cứu trên động vật với liều gấp {n} lần liều dùng cho người không thấy tác dụng gây quái thai.',
  'Dữ liệu từ khoảng {k} trường hợp phơi nhiễm trong ba tháng đầu không cho thấy tăng tỷ lệ dị tật so với quần thể chung.',
  'Nếu người bệnh có thai trong khi điều trị, cần thông báo ngay cho thầy thuốc để cân nhắc tiếp tục hay ngừng thuốc.',
  'Dùng gần thời điểm sinh có thể gây tác dụng không mong muốn cho trẻ sơ sinh; cần theo dõi trẻ trong {h} giờ đầu.',
];

export const LACTATION_BANK = [
  'Tỷ số nồng độ thuốc trong sữa so với huyết tương khoảng {r}.',
  'Lượng thuốc trẻ nhận qua sữa ước tính dưới {p}% liều tính theo cân nặng của mẹ.',
  'Nên cho trẻ bú ngay trước khi người mẹ dùng liều tiếp theo để giảm lượng thuốc trẻ nhận được.',
];

export const ADR_MANAGEMENT_BANK = [
  'Phần lớn tác dụng không mong muốn nhẹ và tự hết; không cần ngừng thuốc.',
  'Uống thuốc trong bữa ăn giúp giảm buồn nôn và khó chịu ở dạ dày.',
  'Khi có phản ứng quá mẫn, ngừng thuốc và điều trị bằng thuốc kháng histamin hoặc corticosteroid tùy mức độ.',
  'Theo dõi {param} {time} ở người bệnh có nguy cơ cao.',
];

export const OVERDOSE_BANK = [
  'Nếu người bệnh đến trong vòng {h} giờ sau khi uống, có thể cho uống than hoạt.',
  'Theo dõi dấu hiệu sinh tồn, {param} và cân bằng nước, điện giải trong ít nhất {h2} giờ.',
  'Không có thuốc giải độc đặc hiệu; điều trị triệu chứng và hỗ trợ chức năng sống.',
  'Thẩm tách máu {dial} loại bỏ được thuốc do thuốc {bind}.',
  'Liên hệ trung tâm chống độc khi nghi ngờ ngộ độc nặng hoặc uống cùng nhiều thuốc khác.',
];

export const STORAGE_BANK = [
  'Giữ thuốc trong bao bì gốc cho đến khi dùng.',
  'Dung dịch đã pha ổn định trong {h} giờ ở nhiệt độ phòng và {d} ngày trong tủ lạnh (2 - 8 °C).',
  'Không để đông lạnh. Để xa tầm tay trẻ em.',
  'Hỗn dịch sau khi pha dùng trong vòng {d} ngày; lắc kỹ trước khi dùng.',
];

export const INCOMPATIBILITY_BANK = [
  'Không pha {name} chung với các thuốc khác trong cùng bơm tiêm hoặc cùng đường truyền nếu chưa có dữ liệu về tương hợp.',
  'Dung dịch {name} tương hợp với natri clorid 0,9% và glucose 5% trong {h} giờ ở nhiệt độ phòng.',
];

export const INDICATION_TEMPLATES = [
  '{Indication} ở {pop}, khi các thuốc khác không dùng được.',
  'Có thể cân nhắc dùng {name} cho {pop} khi đã thất bại với ít nhất một phác đồ khác.',
  'Không dùng {name} để điều trị thường quy {dose} mức độ nhẹ.',
  'Phối hợp với các biện pháp không dùng thuốc trong {dose} kéo dài.',
  'Dự phòng tái phát {dose} ở người bệnh đã đáp ứng với đợt điều trị trước.',
];

/** Infection sites an antimicrobial's dosing section breaks down by, beyond its class list. */
export const INFECTION_SITES = [
  'Viêm phổi bệnh viện',
  'Nhiễm khuẩn ổ bụng',
  'Viêm màng não do vi khuẩn',
  'Nhiễm khuẩn xương khớp',
  'Viêm nội tâm mạc nhiễm khuẩn',
  'Nhiễm khuẩn huyết',
  'Nhiễm khuẩn đường mật',
  'Viêm xoang cấp',
  'Viêm bàng quang không biến chứng',
  'Viêm tuyến tiền liệt',
  'Nhiễm khuẩn vết mổ',
  'Nhiễm khuẩn ở người bệnh giảm bạch cầu trung tính',
];

export const EXTRA_CAUTION_TEMPLATES = [
  'Cần giải thích cho người bệnh {risk} về nguy cơ và cách nhận biết sớm tác dụng không mong muốn.',
  'Trước khi dùng {name} kéo dài, nên kiểm tra {param} để có giá trị ban đầu so sánh.',
  'Thận trọng khi dùng {name} cho {pop}; nếu có thể, chọn thuốc có dữ liệu an toàn đầy đủ hơn.',
  'Ở người bệnh {risk}, khoảng cách giữa các lần kiểm tra {param} nên rút ngắn.',
  'Không nên bắt đầu điều trị bằng {name} khi {param} bất thường chưa rõ nguyên nhân.',
];
