/**
 * Pharmacological classes the synthetic book writes from: sentence banks in our own words and
 * plausible dose wording per class. Placeholders: {name} the drug as written in running text
 * ("amoxicilin"), {Name} the same capitalised, {partner} another drug.
 *
 * Every dose here is a value a clinician would recognise as ordinary for the class; the book is
 * still marked "not for clinical use" on its cover.
 */

export const CLASS_KEYS = [
  'beta_lactam',
  'aminoglycoside',
  'fluoroquinolone',
  'macrolide',
  'antibacterial',
  'antifungal',
  'antiviral',
  'antiparasitic',
  'opioid',
  'analgesic',
  'anticoagulant',
  'antidiabetic',
  'antihypertensive',
  'diuretic',
  'cardiac',
  'lipid',
  'gastro',
  'corticosteroid',
  'respiratory',
  'cns',
  'electrolyte',
  'antineoplastic',
] as const;
export type ClassKey = (typeof CLASS_KEYS)[number];

export interface ClassProfile {
  labels: string[];
  antimicrobial: boolean;
  /** Dosage-form lines; {a} {b} {c} become strengths picked from `strengths`. */
  forms: string[];
  strengths: string[];
  mechanism: string[];
  effects: string[];
  indications: string[];
  contraindications: string[];
  cautions: string[];
  pregnancy: string[];
  lactation: string[];
  adrCommon: string[];
  adrUncommon: string[];
  adrRare: string[];
  adrManagement: string[];
  routeText: string[];
  adultDoses: string[];
  childDoses: string[];
  elderlyDoses: string[];
  /** Indications the dosing section breaks down by ("Nhiễm khuẩn đường hô hấp"). */
  doseIndications: string[];
  interactionPartners: string[];
  interactionEffects: string[];
  overdose: string[];
  storage: string[];
  incompatibility: string[];
  halfLife: string[];
  proteinBinding: string[];
  bioavailability: string[];
  elimination: string[];
  /** Usual child dose per kg per dose, for weight-band tables, and the usual hours between doses. */
  mgPerKg: number[];
  intervalHours: number;
  /** Titration steps (Bước 1 ... Bước n) some classes are dosed by. */
  steps?: string[];
}

const COMMON_STORAGE = [
  'Bảo quản ở nhiệt độ không quá 30 °C, tránh ánh sáng và ẩm.',
  'Để thuốc trong bao bì kín, nơi khô ráo, nhiệt độ từ 15 đến 30 °C.',
  'Bảo quản ở nhiệt độ phòng, tránh để đông lạnh dung dịch tiêm.',
];

const BETA_LACTAM: ClassProfile = {
  labels: [
    'Kháng sinh nhóm beta-lactam.',
    'Kháng sinh nhóm cephalosporin.',
    'Kháng sinh nhóm penicilin.',
  ],
  antimicrobial: true,
  forms: [
    'Viên nang: {a}, {b}.',
    'Viên nén bao phim: {b}, {c}.',
    'Bột pha hỗn dịch uống: gói {a}.',
    'Lọ bột pha tiêm: {b}, {c}.',
  ],
  strengths: ['125 mg', '250 mg', '500 mg', '1 g', '2 g'],
  mechanism: [
    '{Name} gắn vào các protein gắn penicilin (PBP) trên màng tế bào vi khuẩn, ức chế giai đoạn cuối của quá trình tổng hợp peptidoglycan và làm vách tế bào yếu đi.',
    'Vi khuẩn đang phân chia bị ly giải do áp lực thẩm thấu khi vách tế bào không còn được tổng hợp bình thường, vì vậy {name} có tác dụng diệt khuẩn.',
    'Tác dụng của {name} phụ thuộc vào thời gian nồng độ thuốc tự do vượt trên nồng độ ức chế tối thiểu (MIC) trong khoảng cách giữa hai liều.',
    'Giống các beta-lactam khác, {name} bị một số beta-lactamase của vi khuẩn thủy phân và mất hoạt tính.',
  ],
  effects: [
    'Phổ tác dụng gồm phần lớn cầu khuẩn Gram dương và một số trực khuẩn Gram âm đường ruột.',
    'Thuốc có tác dụng trên liên cầu, phế cầu nhạy cảm với penicilin, Haemophilus influenzae và Moraxella catarrhalis không sinh beta-lactamase.',
    'Tụ cầu kháng methicilin, Enterococcus faecium và Pseudomonas aeruginosa thường kháng thuốc.',
  ],
  indications: [
    'Nhiễm khuẩn đường hô hấp trên và dưới do vi khuẩn nhạy cảm, kể cả viêm phổi mắc phải tại cộng đồng.',
    'Nhiễm khuẩn đường tiết niệu không biến chứng và có biến chứng.',
    'Nhiễm khuẩn da và mô mềm.',
    'Viêm tai giữa cấp, viêm xoang cấp do vi khuẩn.',
    'Dự phòng nhiễm khuẩn trong phẫu thuật.',
  ],
  contraindications: [
    'Tiền sử dị ứng với penicilin hoặc cephalosporin.',
    'Tiền sử phản ứng phản vệ hoặc phù mạch với bất kỳ kháng sinh beta-lactam nào.',
  ],
  cautions: [
    'Trước khi bắt đầu điều trị cần hỏi kỹ tiền sử dị ứng với penicilin, cephalosporin và các dị nguyên khác.',
    'Có thể có dị ứng chéo giữa penicilin và cephalosporin ở khoảng 5 - 10% người bệnh.',
    'Dùng kéo dài có thể làm phát triển quá mức các vi khuẩn không nhạy cảm, trong đó có Clostridioides difficile.',
    'Cần điều chỉnh liều ở người suy thận vì thuốc thải trừ chủ yếu qua thận.',
  ],
  pregnancy: [
    'Chưa thấy bằng chứng gây hại cho thai trên các nghiên cứu ở động vật và kinh nghiệm lâm sàng. Chỉ dùng khi thật cần thiết.',
    'Thuốc qua nhau thai. Các dữ liệu hiện có không cho thấy tăng nguy cơ dị tật bẩm sinh.',
  ],
  lactation: [
    'Thuốc bài tiết vào sữa mẹ với lượng nhỏ, có thể gây tiêu chảy hoặc mẫn cảm ở trẻ bú mẹ. Cần theo dõi trẻ.',
    'Có thể dùng trong thời kỳ cho con bú nhưng phải theo dõi trẻ về tiêu chảy và phát ban.',
  ],
  adrCommon: ['Tiêu hóa: Tiêu chảy, buồn nôn, nôn.', 'Da: Ngoại ban, ngứa.'],
  adrUncommon: [
    'Máu: Tăng bạch cầu ưa eosin, giảm bạch cầu.',
    'Gan: Tăng nhẹ transaminase.',
    'Da: Mày đay.',
  ],
  adrRare: [
    'Toàn thân: Phản ứng phản vệ, phù Quincke.',
    'Tiêu hóa: Viêm đại tràng màng giả.',
    'Da: Hội chứng Stevens-Johnson, hoại tử biểu bì nhiễm độc.',
    'Thận: Viêm thận kẽ.',
  ],
  adrManagement: [
    'Ngừng thuốc ngay khi xuất hiện phản ứng dị ứng. Phản ứng phản vệ cần được cấp cứu bằng adrenalin, thở oxy, corticosteroid tiêm tĩnh mạch và thông khí hỗ trợ.',
    'Viêm đại tràng màng giả nhẹ thường hết khi ngừng thuốc; thể vừa và nặng cần bù nước, điện giải và dùng kháng sinh có tác dụng trên Clostridioides difficile.',
  ],
  routeText: [
    'Thuốc uống có thể dùng trước hoặc sau bữa ăn. Thuốc tiêm được tiêm tĩnh mạch chậm trong 3 - 5 phút hoặc truyền tĩnh mạch trong 20 - 30 phút.',
    'Uống thuốc với một cốc nước đầy. Dạng bột pha hỗn dịch phải lắc kỹ trước mỗi lần dùng.',
  ],
  adultDoses: [
    '500 mg/lần, cách 8 giờ một lần; nhiễm khuẩn nặng có thể tăng tới 1 g/lần, cách 8 giờ một lần.',
    '1 - 2 g/lần, cách 8 - 12 giờ một lần, tiêm tĩnh mạch; tối đa 12 g/ngày trong nhiễm khuẩn nặng.',
    '250 - 500 mg/lần, 2 lần mỗi ngày, trong 7 - 10 ngày.',
  ],
  childDoses: [
    '25 - 50 mg/kg/ngày, chia làm 3 lần; nhiễm khuẩn nặng tới 100 mg/kg/ngày.',
    '50 - 100 mg/kg/ngày, chia làm 2 - 4 lần, tiêm tĩnh mạch.',
    '20 mg/kg/ngày, chia làm 2 lần, trong 10 ngày.',
  ],
  elderlyDoses: ['Không cần điều chỉnh liều nếu chức năng thận bình thường.'],
  doseIndications: [
    'Viêm phổi mắc phải tại cộng đồng',
    'Nhiễm khuẩn đường tiết niệu',
    'Viêm tai giữa cấp',
    'Nhiễm khuẩn da và mô mềm',
    'Dự phòng nhiễm khuẩn phẫu thuật',
  ],
  interactionPartners: ['probenecid', 'allopurinol', 'methotrexat', 'warfarin', 'aminoglycosid'],
  interactionEffects: [
    '{Partner} làm giảm bài tiết {name} qua ống thận, làm tăng và kéo dài nồng độ {name} trong huyết tương.',
    'Dùng đồng thời {name} với {partner} làm tăng nguy cơ phát ban da.',
    '{Name} có thể làm giảm thanh thải {partner}, cần theo dõi độc tính khi phối hợp.',
  ],
  overdose: [
    'Quá liều có thể gây buồn nôn, nôn, tiêu chảy và rối loạn nước, điện giải; liều rất cao có thể gây co giật, nhất là ở người suy thận.',
    'Điều trị triệu chứng và hỗ trợ. Thẩm tách máu loại bỏ được một phần thuốc.',
  ],
  storage: COMMON_STORAGE,
  incompatibility: [
    'Không trộn lẫn {name} với aminoglycosid trong cùng bơm tiêm hoặc cùng chai dịch truyền vì hai thuốc làm bất hoạt lẫn nhau.',
    'Dung dịch {name} tương kỵ với dung dịch có pH kiềm như natri bicarbonat.',
  ],
  halfLife: ['1 - 1,5 giờ', '1 giờ', '6 - 8 giờ', '2 giờ'],
  proteinBinding: ['17 - 20%', '20%', '85 - 95%', '30 - 40%'],
  bioavailability: ['khoảng 90%', '80 - 90%', 'khoảng 50%'],
  elimination: [
    'Thuốc thải trừ chủ yếu qua nước tiểu dưới dạng không đổi nhờ lọc ở cầu thận và bài tiết ở ống thận.',
    'Khoảng 60% liều thải trừ qua nước tiểu trong 6 giờ đầu, phần còn lại thải qua mật.',
  ],
  mgPerKg: [15, 20, 25],
  intervalHours: 8,
};

const AMINOGLYCOSIDE: ClassProfile = {
  labels: ['Kháng sinh nhóm aminoglycosid.'],
  antimicrobial: true,
  forms: ['Dung dịch tiêm: {a}/ml, {b}/2 ml.', 'Thuốc tra mắt: dung dịch 0,3%.'],
  strengths: ['40 mg', '80 mg', '250 mg', '500 mg'],
  mechanism: [
    '{Name} gắn vào tiểu đơn vị 30S của ribosom vi khuẩn, làm đọc sai mã di truyền và tạo ra các protein không có chức năng.',
    'Thuốc có tác dụng diệt khuẩn phụ thuộc nồng độ và có tác dụng hậu kháng sinh kéo dài, nên có thể dùng một lần mỗi ngày.',
    'Vận chuyển thuốc vào trong tế bào vi khuẩn cần oxy, vì vậy các vi khuẩn kỵ khí kháng tự nhiên với {name}.',
  ],
  effects: [
    'Phổ tác dụng chủ yếu trên trực khuẩn Gram âm hiếu khí như Escherichia coli, Klebsiella, Enterobacter, Proteus và Pseudomonas aeruginosa.',
    'Phối hợp với một beta-lactam hoặc vancomycin tạo tác dụng hiệp đồng trên enterococcus và liên cầu.',
  ],
  indications: [
    'Nhiễm khuẩn nặng do trực khuẩn Gram âm nhạy cảm: nhiễm khuẩn huyết, viêm phúc mạc, nhiễm khuẩn đường tiết niệu có biến chứng.',
    'Phối hợp với beta-lactam trong điều trị viêm nội tâm mạc do liên cầu hoặc enterococcus.',
    'Nhiễm khuẩn ở người bệnh giảm bạch cầu trung tính có sốt, phối hợp với kháng sinh khác.',
  ],
  contraindications: [
    'Quá mẫn với {name} hoặc với các aminoglycosid khác.',
    'Người bệnh nhược cơ.',
  ],
  cautions: [
    'Độc tính trên thận và thính giác liên quan đến nồng độ đáy cao và thời gian điều trị kéo dài; cần theo dõi nồng độ thuốc trong huyết thanh.',
    'Theo dõi chức năng thận, thính lực và chức năng tiền đình trong suốt đợt điều trị, nhất là ở người cao tuổi.',
    'Tránh phối hợp với các thuốc độc với thận hoặc thính giác khác.',
    'Thuốc có thể làm nặng thêm tình trạng yếu cơ ở người bệnh nhược cơ hoặc parkinson.',
  ],
  pregnancy: [
    'Aminoglycosid qua nhau thai và có thể gây điếc bẩm sinh không hồi phục. Chỉ dùng khi nhiễm khuẩn đe dọa tính mạng và không có thuốc thay thế.',
  ],
  lactation: [
    'Thuốc bài tiết vào sữa với lượng nhỏ và hấp thu kém qua đường tiêu hóa của trẻ. Có thể cho con bú.',
  ],
  adrCommon: ['Thận: Tăng creatinin huyết thanh, protein niệu.', 'Tai: Ù tai, giảm thính lực.'],
  adrUncommon: ['Thần kinh: Chóng mặt, mất thăng bằng.', 'Da: Phát ban.'],
  adrRare: ['Thần kinh - cơ: Phong bế thần kinh cơ, suy hô hấp.', 'Máu: Giảm tiểu cầu.'],
  adrManagement: [
    'Ngừng thuốc hoặc giảm liều khi có dấu hiệu độc với thận hoặc tai. Phong bế thần kinh cơ được xử trí bằng muối calci và hỗ trợ hô hấp.',
  ],
  routeText: ['Tiêm bắp hoặc truyền tĩnh mạch trong 30 - 60 phút. Không tiêm tĩnh mạch nhanh.'],
  adultDoses: [
    '5 - 7 mg/kg, một lần mỗi ngày, truyền tĩnh mạch.',
    '3 - 5 mg/kg/ngày, chia làm 3 lần, cách 8 giờ một lần.',
    '15 mg/kg/ngày, chia làm 2 lần; tối đa 1,5 g/ngày.',
  ],
  childDoses: ['6 - 7,5 mg/kg/ngày, chia làm 3 lần.', '15 - 20 mg/kg, một lần mỗi ngày.'],
  elderlyDoses: [
    'Giảm liều hoặc kéo dài khoảng cách dùng thuốc theo chức năng thận và nồng độ đáy.',
  ],
  doseIndications: [
    'Nhiễm khuẩn huyết',
    'Viêm nội tâm mạc',
    'Nhiễm khuẩn đường tiết niệu có biến chứng',
  ],
  interactionPartners: [
    'furosemid',
    'vancomycin',
    'amphotericin B',
    'ciclosporin',
    'cisplatin',
    'suxamethonium',
  ],
  interactionEffects: [
    'Dùng đồng thời {name} với {partner} làm tăng nguy cơ độc với thận và thính giác.',
    '{Partner} làm tăng tác dụng phong bế thần kinh cơ của {name}.',
  ],
  overdose: [
    'Quá liều gây độc cho thận, thính giác và có thể gây phong bế thần kinh cơ.',
    'Thẩm tách máu hoặc thẩm phân phúc mạc loại bỏ được thuốc. Ở trẻ sơ sinh có thể cân nhắc thay máu.',
  ],
  storage: COMMON_STORAGE,
  incompatibility: [
    'Không trộn {name} với penicilin hoặc cephalosporin trong cùng dịch truyền vì bị bất hoạt.',
  ],
  halfLife: ['2 - 3 giờ', '2 giờ', '2,5 giờ'],
  proteinBinding: ['dưới 10%', 'dưới 30%'],
  bioavailability: ['rất thấp khi uống'],
  elimination: ['Thuốc thải trừ gần như hoàn toàn qua lọc cầu thận dưới dạng không đổi.'],
  mgPerKg: [5, 7.5],
  intervalHours: 24,
};

const FLUOROQUINOLONE: ClassProfile = {
  labels: ['Kháng sinh nhóm quinolon.', 'Kháng sinh nhóm fluoroquinolon.'],
  antimicrobial: true,
  forms: [
    'Viên nén bao phim: {a}, {b}.',
    'Dung dịch truyền tĩnh mạch: {c}/100 ml.',
    'Thuốc nhỏ mắt: 0,3%.',
  ],
  strengths: ['250 mg', '500 mg', '750 mg', '200 mg', '400 mg'],
  mechanism: [
    '{Name} ức chế DNA gyrase và topoisomerase IV của vi khuẩn, làm gián đoạn quá trình sao chép và sửa chữa DNA.',
    'Thuốc có tác dụng diệt khuẩn phụ thuộc nồng độ; tỷ số AUC/MIC là thông số dự báo hiệu quả lâm sàng.',
  ],
  effects: [
    'Thuốc có tác dụng mạnh trên vi khuẩn Gram âm, kể cả Pseudomonas aeruginosa, và tác dụng vừa phải trên cầu khuẩn Gram dương.',
    'Kháng thuốc xuất hiện do đột biến gen mã hóa gyrase hoặc do tăng bơm tống thuốc, và tăng nhanh khi dùng rộng rãi.',
  ],
  indications: [
    'Nhiễm khuẩn đường tiết niệu có biến chứng, viêm thận - bể thận.',
    'Nhiễm khuẩn đường hô hấp dưới do vi khuẩn Gram âm nhạy cảm.',
    'Nhiễm khuẩn xương khớp, nhiễm khuẩn ổ bụng phối hợp với thuốc diệt vi khuẩn kỵ khí.',
    'Tiêu chảy nhiễm khuẩn nặng.',
  ],
  contraindications: [
    'Quá mẫn với {name} hoặc với các quinolon khác.',
    'Tiền sử viêm gân hoặc đứt gân liên quan đến quinolon.',
    'Trẻ em và thiếu niên đang phát triển, trừ các chỉ định đặc biệt.',
  ],
  cautions: [
    'Nguy cơ viêm gân và đứt gân tăng ở người trên 60 tuổi, người dùng corticosteroid và người ghép tạng.',
    'Thận trọng ở người có khoảng QT kéo dài hoặc đang dùng thuốc làm kéo dài khoảng QT.',
    'Thuốc có thể gây co giật; thận trọng ở người có tiền sử động kinh.',
    'Tránh phơi nắng kéo dài trong thời gian điều trị vì nguy cơ phản ứng nhạy cảm với ánh sáng.',
  ],
  pregnancy: ['Không nên dùng cho người mang thai vì thuốc gây bệnh khớp ở động vật non.'],
  lactation: ['Thuốc bài tiết vào sữa mẹ. Không nên cho con bú trong thời gian dùng thuốc.'],
  adrCommon: ['Tiêu hóa: Buồn nôn, tiêu chảy, đau bụng.', 'Thần kinh: Nhức đầu, chóng mặt.'],
  adrUncommon: ['Thần kinh: Mất ngủ, lo âu.', 'Da: Ngứa, phát ban, nhạy cảm với ánh sáng.'],
  adrRare: [
    'Cơ - xương: Viêm gân, đứt gân Achilles.',
    'Tim mạch: Kéo dài khoảng QT, xoắn đỉnh.',
    'Thần kinh: Bệnh thần kinh ngoại biên, co giật.',
  ],
  adrManagement: ['Ngừng thuốc ngay khi có đau hoặc viêm gân, và để gân được nghỉ ngơi.'],
  routeText: [
    'Uống thuốc cách xa thuốc kháng acid chứa nhôm, magnesi hoặc chế phẩm chứa sắt, kẽm ít nhất 2 giờ.',
  ],
  adultDoses: [
    '500 mg/lần, 2 lần mỗi ngày, trong 7 - 14 ngày.',
    '250 - 500 mg/lần, cách 12 giờ một lần.',
    '400 mg/lần, truyền tĩnh mạch cách 12 giờ một lần.',
    '750 mg, một lần mỗi ngày.',
  ],
  childDoses: ['10 mg/kg/lần, 2 lần mỗi ngày; tối đa 750 mg/lần.'],
  elderlyDoses: ['Dùng liều như người lớn, điều chỉnh theo độ thanh thải creatinin.'],
  doseIndications: [
    'Nhiễm khuẩn đường tiết niệu không biến chứng',
    'Viêm thận - bể thận',
    'Nhiễm khuẩn xương khớp',
  ],
  interactionPartners: [
    'theophylin',
    'warfarin',
    'nhôm hydroxyd',
    'sắt sulfat',
    'tizanidin',
    'amiodaron',
  ],
  interactionEffects: [
    '{Name} làm giảm chuyển hóa {partner}, có thể làm tăng nồng độ {partner} trong huyết tương.',
    '{Partner} làm giảm hấp thu {name} qua đường tiêu hóa; cần uống cách xa nhau ít nhất 2 giờ.',
    'Phối hợp {name} với {partner} làm tăng nguy cơ kéo dài khoảng QT.',
  ],
  overdose: [
    'Quá liều gây chóng mặt, lú lẫn, co giật và rối loạn nhịp tim.',
    'Rửa dạ dày nếu mới uống, bù nước đầy đủ và theo dõi điện tâm đồ.',
  ],
  storage: COMMON_STORAGE,
  incompatibility: ['Dung dịch truyền {name} tương kỵ với heparin, furosemid và dung dịch kiềm.'],
  halfLife: ['3 - 5 giờ', '6 - 8 giờ', '4 giờ'],
  proteinBinding: ['20 - 40%', '24 - 38%'],
  bioavailability: ['khoảng 70%', 'gần 100%'],
  elimination: ['Khoảng 40 - 50% liều uống thải trừ qua nước tiểu dưới dạng không đổi.'],
  mgPerKg: [10],
  intervalHours: 12,
};

const MACROLIDE: ClassProfile = {
  labels: ['Kháng sinh nhóm macrolid.'],
  antimicrobial: true,
  forms: ['Viên nén bao phim: {a}, {b}.', 'Cốm pha hỗn dịch uống: {c}/5 ml.'],
  strengths: ['250 mg', '500 mg', '125 mg'],
  mechanism: [
    '{Name} gắn vào tiểu đơn vị 50S của ribosom vi khuẩn và ức chế tổng hợp protein.',
    'Thuốc chủ yếu kìm khuẩn; ở nồng độ cao có thể diệt một số vi khuẩn nhạy cảm.',
  ],
  effects: [
    'Phổ tác dụng gồm liên cầu, phế cầu, Mycoplasma pneumoniae, Chlamydia, Legionella và Helicobacter pylori.',
    'Kháng thuốc do methyl hóa đích tác dụng trên ribosom hoặc do bơm tống thuốc ra ngoài tế bào.',
  ],
  indications: [
    'Nhiễm khuẩn đường hô hấp, kể cả viêm phổi không điển hình.',
    'Nhiễm khuẩn da và mô mềm ở người dị ứng penicilin.',
    'Phối hợp trong phác đồ diệt Helicobacter pylori.',
  ],
  contraindications: [
    'Quá mẫn với {name} hoặc các macrolid khác.',
    'Dùng đồng thời với các thuốc kéo dài khoảng QT được chuyển hóa qua CYP3A4.',
  ],
  cautions: [
    'Thận trọng ở người suy gan, người có khoảng QT kéo dài, hạ kali máu hoặc nhịp tim chậm.',
    'Thuốc ức chế CYP3A4 và có nhiều tương tác thuốc quan trọng.',
  ],
  pregnancy: ['Chỉ dùng khi lợi ích vượt trội nguy cơ; dữ liệu trên người mang thai còn hạn chế.'],
  lactation: ['Thuốc bài tiết vào sữa mẹ. Theo dõi trẻ bú mẹ về tiêu chảy và nấm miệng.'],
  adrCommon: ['Tiêu hóa: Buồn nôn, đau bụng, tiêu chảy, rối loạn vị giác.'],
  adrUncommon: ['Gan: Tăng enzym gan.', 'Thần kinh: Nhức đầu.'],
  adrRare: ['Tim mạch: Kéo dài khoảng QT, loạn nhịp thất.', 'Gan: Viêm gan ứ mật.'],
  adrManagement: ['Ngừng thuốc khi có biểu hiện viêm gan hoặc loạn nhịp tim và điều trị hỗ trợ.'],
  routeText: ['Có thể uống cùng hoặc không cùng thức ăn.'],
  adultDoses: [
    '250 - 500 mg/lần, 2 lần mỗi ngày, trong 7 - 14 ngày.',
    '500 mg, một lần mỗi ngày, trong 3 ngày.',
  ],
  childDoses: [
    '7,5 mg/kg/lần, 2 lần mỗi ngày; tối đa 500 mg/lần.',
    '10 mg/kg, một lần mỗi ngày, trong 3 ngày.',
  ],
  elderlyDoses: ['Không cần điều chỉnh liều.'],
  doseIndications: [
    'Viêm phổi mắc phải tại cộng đồng',
    'Diệt Helicobacter pylori',
    'Viêm họng do liên cầu',
  ],
  interactionPartners: [
    'simvastatin',
    'ergotamin',
    'colchicin',
    'digoxin',
    'carbamazepin',
    'midazolam',
  ],
  interactionEffects: [
    '{Name} ức chế CYP3A4 và làm tăng nồng độ {partner} trong huyết tương.',
    'Không phối hợp {name} với {partner} vì nguy cơ độc tính nghiêm trọng.',
  ],
  overdose: ['Quá liều gây rối loạn tiêu hóa nặng. Điều trị triệu chứng và hỗ trợ.'],
  storage: COMMON_STORAGE,
  incompatibility: ['Không có dữ liệu đầy đủ về tương kỵ.'],
  halfLife: ['3 - 7 giờ', '68 giờ', '1,5 - 2 giờ'],
  proteinBinding: ['42 - 72%', '7 - 51%'],
  bioavailability: ['khoảng 50%', 'khoảng 37%'],
  elimination: ['Thuốc chuyển hóa ở gan và thải trừ chủ yếu qua mật.'],
  mgPerKg: [7.5, 10],
  intervalHours: 12,
};

const ANTIBACTERIAL: ClassProfile = {
  labels: ['Kháng sinh.', 'Thuốc kháng khuẩn.', 'Thuốc chống lao.'],
  antimicrobial: true,
  forms: ['Viên nén: {a}, {b}.', 'Lọ bột pha tiêm: {c}.', 'Viên nang: {a}.'],
  strengths: ['100 mg', '150 mg', '300 mg', '500 mg', '1 g'],
  mechanism: [
    '{Name} ức chế một bước thiết yếu trong quá trình tổng hợp của vi khuẩn và làm vi khuẩn ngừng phát triển.',
    'Tác dụng diệt khuẩn hay kìm khuẩn phụ thuộc vào nồng độ thuốc tại ổ nhiễm khuẩn và loại vi khuẩn.',
  ],
  effects: [
    'Thuốc có tác dụng trên nhiều cầu khuẩn Gram dương, kể cả một số chủng tụ cầu kháng methicilin.',
    'Tỷ lệ kháng thuốc thay đổi theo vùng và theo thời gian; cần dựa vào kháng sinh đồ khi có thể.',
  ],
  indications: [
    'Nhiễm khuẩn nặng do vi khuẩn nhạy cảm khi các kháng sinh thông thường không có tác dụng.',
    'Nhiễm khuẩn xương khớp và nhiễm khuẩn da có biến chứng.',
    'Phối hợp trong điều trị lao theo phác đồ quốc gia.',
  ],
  contraindications: ['Quá mẫn với {name}.', 'Suy gan nặng.'],
  cautions: [
    'Theo dõi công thức máu và chức năng gan, thận khi điều trị kéo dài trên 10 ngày.',
    'Dùng kháng sinh phổ rộng kéo dài có thể gây bội nhiễm nấm hoặc vi khuẩn kháng thuốc.',
  ],
  pregnancy: ['Chỉ dùng khi thật cần thiết và dưới sự theo dõi chặt chẽ.'],
  lactation: ['Thuốc có thể bài tiết vào sữa mẹ; cân nhắc ngừng cho con bú.'],
  adrCommon: ['Tiêu hóa: Buồn nôn, nôn, tiêu chảy.', 'Da: Phát ban.'],
  adrUncommon: ['Máu: Giảm bạch cầu, giảm tiểu cầu.', 'Gan: Tăng transaminase.'],
  adrRare: ['Toàn thân: Sốc phản vệ.', 'Thần kinh: Viêm dây thần kinh thị giác.'],
  adrManagement: ['Ngừng thuốc khi có phản ứng nặng và điều trị triệu chứng.'],
  routeText: ['Thuốc tiêm phải truyền tĩnh mạch chậm trong ít nhất 60 phút.'],
  adultDoses: [
    '15 - 20 mg/kg/lần, cách 8 - 12 giờ một lần; tối đa 2 g/lần.',
    '600 mg/lần, 2 lần mỗi ngày.',
    '300 mg, một lần mỗi ngày, uống lúc đói.',
  ],
  childDoses: ['10 mg/kg/lần, cách 8 giờ một lần.', '10 - 15 mg/kg, một lần mỗi ngày.'],
  elderlyDoses: ['Điều chỉnh liều theo chức năng thận.'],
  doseIndications: ['Nhiễm khuẩn huyết', 'Viêm phổi bệnh viện', 'Lao phổi'],
  interactionPartners: [
    'rifampicin',
    'warfarin',
    'ciclosporin',
    'thuốc tránh thai đường uống',
    'phenytoin',
  ],
  interactionEffects: [
    '{Partner} có thể làm thay đổi nồng độ {name} trong máu; cần theo dõi đáp ứng lâm sàng.',
    'Dùng cùng {partner} làm tăng nguy cơ độc tính trên gan.',
  ],
  overdose: ['Không có thuốc giải độc đặc hiệu. Điều trị triệu chứng và hỗ trợ.'],
  storage: COMMON_STORAGE,
  incompatibility: ['Không pha lẫn {name} với các thuốc khác trong cùng dịch truyền.'],
  halfLife: ['4 - 6 giờ', '6 giờ', '2 - 3 giờ'],
  proteinBinding: ['30 - 55%', '10%', '80%'],
  bioavailability: ['khoảng 90%', 'kém khi uống'],
  elimination: ['Thuốc thải trừ chủ yếu qua thận dưới dạng không đổi.'],
  mgPerKg: [10, 15],
  intervalHours: 8,
};

const ANTIFUNGAL: ClassProfile = {
  labels: ['Thuốc chống nấm nhóm azol.', 'Thuốc chống nấm.'],
  antimicrobial: true,
  forms: ['Viên nang: {a}, {b}.', 'Dung dịch truyền tĩnh mạch: 2 mg/ml.', 'Kem bôi da: 1%.'],
  strengths: ['50 mg', '100 mg', '150 mg', '200 mg'],
  mechanism: [
    '{Name} ức chế enzym lanosterol 14-alpha-demethylase phụ thuộc cytochrom P450 của nấm, làm giảm tổng hợp ergosterol của màng tế bào nấm.',
    'Sự tích lũy các sterol bất thường làm thay đổi tính thấm của màng và ức chế sự phát triển của nấm.',
  ],
  effects: [
    'Thuốc có tác dụng trên Candida albicans, Cryptococcus neoformans và nhiều nấm da.',
    'Candida krusei kháng tự nhiên và Candida glabrata thường giảm nhạy cảm.',
  ],
  indications: [
    'Nấm Candida miệng - hầu, thực quản và âm đạo.',
    'Nấm Candida xâm lấn ở người không giảm bạch cầu trung tính.',
    'Viêm màng não do Cryptococcus và dự phòng tái phát ở người nhiễm HIV.',
  ],
  contraindications: ['Quá mẫn với {name} hoặc các thuốc chống nấm nhóm azol.'],
  cautions: [
    'Theo dõi chức năng gan; ngừng thuốc nếu có dấu hiệu tổn thương gan.',
    'Thận trọng ở người có yếu tố nguy cơ loạn nhịp tim.',
  ],
  pregnancy: [
    'Tránh dùng liều cao kéo dài trong ba tháng đầu thai kỳ vì có báo cáo dị tật bẩm sinh.',
  ],
  lactation: [
    'Thuốc vào sữa mẹ với nồng độ tương đương huyết tương; không khuyến cáo cho con bú khi dùng liều cao.',
  ],
  adrCommon: ['Tiêu hóa: Buồn nôn, đau bụng, tiêu chảy.', 'Thần kinh: Nhức đầu.'],
  adrUncommon: ['Gan: Tăng transaminase, tăng bilirubin.', 'Da: Phát ban.'],
  adrRare: ['Gan: Viêm gan, suy gan.', 'Tim mạch: Xoắn đỉnh.'],
  adrManagement: ['Ngừng thuốc khi có tổn thương gan hoặc phát ban kèm bọng nước.'],
  routeText: ['Uống một lần mỗi ngày, vào cùng một giờ.'],
  adultDoses: [
    '150 mg, uống một liều duy nhất.',
    '200 - 400 mg ngày đầu, sau đó 100 - 200 mg, một lần mỗi ngày.',
    '400 mg ngày đầu, sau đó 200 mg, một lần mỗi ngày.',
  ],
  childDoses: ['3 - 6 mg/kg, một lần mỗi ngày; tối đa 400 mg/ngày.'],
  elderlyDoses: ['Điều chỉnh theo độ thanh thải creatinin.'],
  doseIndications: ['Nấm Candida âm đạo', 'Nấm Candida thực quản', 'Viêm màng não do Cryptococcus'],
  interactionPartners: [
    'warfarin',
    'phenytoin',
    'ciclosporin',
    'rifampicin',
    'simvastatin',
    'midazolam',
  ],
  interactionEffects: [
    '{Name} ức chế chuyển hóa {partner} và làm tăng nồng độ thuốc này trong máu.',
    '{Partner} làm tăng chuyển hóa và giảm nồng độ {name}.',
  ],
  overdose: [
    'Quá liều có thể gây ảo giác và hành vi hoang tưởng. Thẩm tách máu làm giảm nồng độ thuốc.',
  ],
  storage: COMMON_STORAGE,
  incompatibility: ['Không trộn dung dịch truyền {name} với các thuốc khác.'],
  halfLife: ['30 giờ', '20 - 50 giờ', '6 giờ'],
  proteinBinding: ['11 - 12%', '99%'],
  bioavailability: ['trên 90%', 'khoảng 55%'],
  elimination: ['Khoảng 80% liều thải trừ qua nước tiểu dưới dạng không đổi.'],
  mgPerKg: [3, 6],
  intervalHours: 24,
};

const ANTIVIRAL: ClassProfile = {
  labels: ['Thuốc kháng virus.', 'Thuốc kháng retrovirus.'],
  antimicrobial: true,
  forms: ['Viên nén: {a}, {b}.', 'Dung dịch uống: 10 mg/ml.', 'Lọ bột pha tiêm: 250 mg, 500 mg.'],
  strengths: ['200 mg', '300 mg', '400 mg', '800 mg', '150 mg'],
  mechanism: [
    '{Name} được phosphoryl hóa trong tế bào thành dạng triphosphat có hoạt tính, cạnh tranh với nucleosid tự nhiên và ức chế DNA polymerase của virus.',
    'Khi gắn vào chuỗi DNA đang tổng hợp, chất chuyển hóa làm kết thúc chuỗi và ngăn virus nhân lên.',
  ],
  effects: [
    'Thuốc chỉ ức chế virus đang nhân lên, không diệt được virus ở trạng thái tiềm ẩn.',
    'Kháng thuốc xuất hiện do đột biến enzym của virus, nhất là ở người suy giảm miễn dịch điều trị kéo dài.',
  ],
  indications: [
    'Điều trị nhiễm virus Herpes simplex ở da, niêm mạc và sinh dục.',
    'Điều trị zona ở người lớn.',
    'Phối hợp với các thuốc kháng retrovirus khác trong điều trị nhiễm HIV.',
  ],
  contraindications: ['Quá mẫn với {name} hoặc thành phần của thuốc.'],
  cautions: [
    'Bảo đảm đủ nước cho người bệnh dùng liều cao đường tĩnh mạch để tránh lắng đọng tinh thể thuốc ở ống thận.',
    'Giảm liều ở người suy thận và người cao tuổi.',
  ],
  pregnancy: [
    'Dữ liệu từ sổ theo dõi thai nghén không cho thấy tăng nguy cơ dị tật. Chỉ dùng khi cần thiết.',
  ],
  lactation: ['Thuốc bài tiết vào sữa mẹ. Cân nhắc lợi ích và nguy cơ khi cho con bú.'],
  adrCommon: ['Tiêu hóa: Buồn nôn, nôn, tiêu chảy.', 'Thần kinh: Nhức đầu.'],
  adrUncommon: ['Da: Phát ban, ngứa, nhạy cảm với ánh sáng.', 'Thận: Tăng urê và creatinin máu.'],
  adrRare: ['Thần kinh: Lú lẫn, ảo giác, co giật.', 'Thận: Suy thận cấp.'],
  adrManagement: ['Giảm liều hoặc ngừng thuốc khi có rối loạn thần kinh hoặc suy thận.'],
  routeText: ['Truyền tĩnh mạch trong ít nhất 1 giờ để tránh tổn thương thận.'],
  adultDoses: [
    '200 mg/lần, 5 lần mỗi ngày, trong 5 - 10 ngày.',
    '800 mg/lần, 5 lần mỗi ngày, trong 7 ngày.',
    '5 - 10 mg/kg/lần, cách 8 giờ một lần, truyền tĩnh mạch.',
    '300 mg/lần, 2 lần mỗi ngày.',
  ],
  childDoses: [
    '10 - 20 mg/kg/lần, cách 8 giờ một lần.',
    '8 mg/kg/lần, 2 lần mỗi ngày; tối đa 300 mg/lần.',
  ],
  elderlyDoses: ['Cần bảo đảm đủ nước và điều chỉnh liều theo chức năng thận.'],
  doseIndications: ['Herpes sinh dục lần đầu', 'Zona', 'Viêm não do Herpes simplex'],
  interactionPartners: ['probenecid', 'ciclosporin', 'tacrolimus', 'zidovudin', 'mycophenolat'],
  interactionEffects: [
    '{Partner} làm giảm thải trừ {name} qua thận và làm tăng nồng độ thuốc trong huyết tương.',
    'Phối hợp {name} với {partner} làm tăng nguy cơ độc với thận.',
  ],
  overdose: [
    'Quá liều gây tăng creatinin huyết thanh, lú lẫn và co giật. Thẩm tách máu loại bỏ được thuốc.',
  ],
  storage: COMMON_STORAGE,
  incompatibility: ['Dung dịch {name} có pH kiềm, không pha cùng các dung dịch có tính acid.'],
  halfLife: ['2,5 - 3 giờ', '5 - 7 giờ', '1,5 giờ'],
  proteinBinding: ['9 - 33%', 'dưới 36%'],
  bioavailability: ['15 - 30%', 'khoảng 80%'],
  elimination: ['Thuốc thải trừ chủ yếu qua thận dưới dạng không đổi.'],
  mgPerKg: [10, 20],
  intervalHours: 8,
};

const ANTIPARASITIC: ClassProfile = {
  labels: [
    'Thuốc kháng khuẩn kỵ khí và kháng động vật nguyên sinh.',
    'Thuốc trị giun sán.',
    'Thuốc chống sốt rét.',
  ],
  antimicrobial: true,
  forms: ['Viên nén: {a}, {b}.', 'Dung dịch truyền tĩnh mạch: 500 mg/100 ml.'],
  strengths: ['200 mg', '250 mg', '400 mg', '500 mg'],
  mechanism: [
    'Trong tế bào vi khuẩn kỵ khí và động vật nguyên sinh, nhóm nitro của {name} bị khử thành các chất trung gian gây tổn thương DNA.',
    'Thuốc ít tác dụng trên tế bào người và vi khuẩn hiếu khí vì các tế bào này không khử được nhóm nitro.',
  ],
  effects: [
    'Phổ tác dụng gồm Trichomonas vaginalis, Entamoeba histolytica, Giardia lamblia và phần lớn vi khuẩn kỵ khí bắt buộc.',
  ],
  indications: [
    'Bệnh do Trichomonas, lỵ amip cấp và áp xe gan do amip, bệnh do Giardia.',
    'Nhiễm khuẩn kỵ khí ổ bụng, phụ khoa, phối hợp với kháng sinh khác.',
    'Phối hợp trong phác đồ diệt Helicobacter pylori.',
  ],
  contraindications: [
    'Quá mẫn với {name} hoặc các dẫn chất nitroimidazol khác.',
    'Ba tháng đầu thai kỳ.',
  ],
  cautions: [
    'Không uống rượu trong khi điều trị và trong ít nhất 48 giờ sau liều cuối vì phản ứng giống disulfiram.',
    'Thận trọng ở người có bệnh thần kinh trung ương và người suy gan nặng.',
  ],
  pregnancy: [
    'Tránh dùng trong ba tháng đầu thai kỳ; các giai đoạn sau chỉ dùng khi thật cần thiết.',
  ],
  lactation: [
    'Thuốc bài tiết vào sữa mẹ. Ngừng cho con bú trong 12 - 24 giờ sau liều duy nhất liều cao.',
  ],
  adrCommon: ['Tiêu hóa: Buồn nôn, vị kim loại, chán ăn.'],
  adrUncommon: ['Thần kinh: Nhức đầu, chóng mặt.', 'Tiết niệu: Nước tiểu sẫm màu.'],
  adrRare: ['Thần kinh: Bệnh thần kinh ngoại biên, co giật.', 'Máu: Giảm bạch cầu.'],
  adrManagement: [
    'Ngừng thuốc nếu có dấu hiệu thần kinh như tê bì chân tay, mất điều hòa hoặc co giật.',
  ],
  routeText: ['Uống thuốc trong hoặc sau bữa ăn để giảm kích ứng tiêu hóa.'],
  adultDoses: [
    '2 g, uống một liều duy nhất; hoặc 500 mg/lần, 2 lần mỗi ngày, trong 7 ngày.',
    '500 mg/lần, cách 8 giờ một lần, truyền tĩnh mạch.',
    '400 mg, uống một liều duy nhất.',
  ],
  childDoses: [
    '7,5 mg/kg/lần, cách 8 giờ một lần.',
    '15 mg/kg/ngày, chia làm 3 lần, trong 7 ngày.',
  ],
  elderlyDoses: ['Theo dõi nồng độ thuốc ở người cao tuổi suy gan.'],
  doseIndications: ['Bệnh do Trichomonas', 'Lỵ amip cấp', 'Nhiễm khuẩn kỵ khí'],
  interactionPartners: ['warfarin', 'rượu', 'lithi', 'disulfiram', 'phenobarbital'],
  interactionEffects: [
    '{Name} làm tăng tác dụng của {partner}; cần giảm liều và theo dõi.',
    '{Partner} làm tăng chuyển hóa {name} ở gan và giảm tác dụng của thuốc.',
  ],
  overdose: ['Quá liều gây buồn nôn, nôn và mất điều hòa. Không có thuốc giải độc đặc hiệu.'],
  storage: COMMON_STORAGE,
  incompatibility: ['Không pha dung dịch {name} với dung dịch chứa nhôm.'],
  halfLife: ['8 giờ', '12 - 14 giờ'],
  proteinBinding: ['dưới 20%'],
  bioavailability: ['trên 90%'],
  elimination: ['Thuốc chuyển hóa ở gan và thải trừ chủ yếu qua nước tiểu.'],
  mgPerKg: [7.5, 10],
  intervalHours: 8,
};

const OPIOID: ClassProfile = {
  labels: ['Thuốc giảm đau nhóm opioid.'],
  antimicrobial: false,
  forms: ['Viên nén: {a}, {b}.', 'Viên giải phóng kéo dài: {c}.', 'Ống tiêm: {a}/ml.'],
  strengths: ['10 mg', '30 mg', '60 mg', '5 mg', '50 mg'],
  mechanism: [
    '{Name} là chất chủ vận thụ thể opioid mu ở hệ thần kinh trung ương, làm giảm dẫn truyền cảm giác đau và thay đổi cảm nhận đau.',
    'Thuốc gây an thần, ức chế hô hấp phụ thuộc liều, co đồng tử và giảm nhu động ruột.',
  ],
  effects: [
    'Dùng lặp lại gây dung nạp và lệ thuộc thuốc về thể chất; ngừng đột ngột gây hội chứng cai.',
  ],
  indications: [
    'Đau vừa đến nặng không đáp ứng với các thuốc giảm đau không opioid.',
    'Đau sau phẫu thuật và đau do ung thư.',
    'Khó thở do phù phổi cấp, phối hợp với các biện pháp khác.',
  ],
  contraindications: [
    'Suy hô hấp cấp, hen phế quản cấp nặng.',
    'Tắc ruột do liệt ruột.',
    'Đang dùng hoặc mới ngừng thuốc ức chế monoamin oxydase trong vòng 14 ngày.',
  ],
  cautions: [
    'Thận trọng ở người cao tuổi, người suy gan, suy thận, suy giáp và người có bệnh phổi mạn tính.',
    'Không uống rượu hoặc dùng thuốc ức chế thần kinh trung ương khác vì nguy cơ ức chế hô hấp.',
    'Giảm liều từ từ khi ngừng thuốc sau điều trị kéo dài để tránh hội chứng cai.',
  ],
  pregnancy: [
    'Dùng kéo dài trong thai kỳ gây hội chứng cai ở trẻ sơ sinh; dùng gần lúc sinh có thể gây ức chế hô hấp ở trẻ.',
  ],
  lactation: ['Thuốc bài tiết vào sữa mẹ. Theo dõi trẻ bú mẹ về tình trạng buồn ngủ và khó thở.'],
  adrCommon: ['Tiêu hóa: Táo bón, buồn nôn, nôn.', 'Thần kinh: Buồn ngủ, chóng mặt.'],
  adrUncommon: ['Tiết niệu: Bí tiểu.', 'Da: Ngứa, đỏ bừng.'],
  adrRare: ['Hô hấp: Ức chế hô hấp.', 'Tim mạch: Hạ huyết áp, nhịp tim chậm.'],
  adrManagement: [
    'Ức chế hô hấp được xử trí bằng naloxon tiêm tĩnh mạch kèm thông khí hỗ trợ. Táo bón cần được dự phòng bằng thuốc nhuận tràng ngay từ đầu.',
  ],
  routeText: ['Viên giải phóng kéo dài phải nuốt nguyên viên, không nhai hoặc nghiền.'],
  adultDoses: [
    '5 - 10 mg/lần, cách 4 giờ một lần khi cần, uống.',
    '2,5 - 10 mg/lần, tiêm tĩnh mạch chậm, cách 4 giờ một lần.',
    '50 - 100 mg/lần, cách 4 - 6 giờ một lần; tối đa 400 mg/ngày.',
  ],
  childDoses: ['0,1 - 0,2 mg/kg/lần, cách 4 giờ một lần; tối đa 15 mg/lần.'],
  elderlyDoses: ['Bắt đầu bằng liều thấp và tăng liều thận trọng.'],
  doseIndications: ['Đau cấp tính', 'Đau do ung thư', 'Đau sau phẫu thuật'],
  interactionPartners: [
    'diazepam',
    'rượu',
    'phenobarbital',
    'moclobemid',
    'gabapentin',
    'naltrexon',
  ],
  interactionEffects: [
    'Phối hợp {name} với {partner} làm tăng nguy cơ an thần sâu, ức chế hô hấp và tử vong.',
    '{Partner} đối kháng tác dụng giảm đau của {name} và có thể gây hội chứng cai.',
  ],
  overdose: [
    'Quá liều gây ngủ sâu, hôn mê, đồng tử co nhỏ như đầu đinh ghim, thở chậm và ngừng thở.',
    'Bảo đảm thông khí và tiêm tĩnh mạch naloxon 0,4 - 2 mg, nhắc lại sau 2 - 3 phút nếu cần.',
  ],
  storage: COMMON_STORAGE,
  incompatibility: ['Dung dịch {name} tương kỵ với aminophylin, natri bicarbonat và thiopental.'],
  halfLife: ['2 - 3 giờ', '3 - 4 giờ', '6 giờ'],
  proteinBinding: ['20 - 35%', '80%'],
  bioavailability: ['khoảng 25%', '60 - 70%'],
  elimination: ['Thuốc liên hợp ở gan và thải trừ qua nước tiểu dưới dạng chất chuyển hóa.'],
  mgPerKg: [0.1, 0.2],
  intervalHours: 4,
  steps: [
    'đánh giá mức độ đau và tiền sử dùng opioid.',
    'bắt đầu bằng liều thấp, uống cách 4 giờ một lần.',
    'tăng liều 25 - 50% mỗi ngày cho tới khi kiểm soát được đau.',
    'chuyển sang dạng giải phóng kéo dài với tổng liều tương đương.',
    'duy trì liều cứu hộ bằng khoảng 10% tổng liều ngày.',
  ],
};

const ANALGESIC: ClassProfile = {
  labels: ['Thuốc chống viêm không steroid.', 'Thuốc giảm đau, hạ sốt.'],
  antimicrobial: false,
  forms: ['Viên nén: {a}, {b}.', 'Viên sủi: {b}.', 'Gói bột: {a}.', 'Dung dịch truyền: 10 mg/ml.'],
  strengths: ['100 mg', '200 mg', '325 mg', '400 mg', '500 mg'],
  mechanism: [
    '{Name} ức chế enzym cyclooxygenase, làm giảm tổng hợp prostaglandin ở mô viêm và ở vùng dưới đồi.',
    'Tác dụng giảm đau và hạ sốt xuất hiện nhanh; tác dụng chống viêm cần liều cao hơn và dùng đều đặn.',
  ],
  effects: [
    'Ức chế cyclooxygenase ở niêm mạc dạ dày và ở thận giải thích phần lớn tác dụng không mong muốn của thuốc.',
  ],
  indications: [
    'Đau nhẹ và vừa: đau đầu, đau răng, đau cơ, đau bụng kinh.',
    'Hạ sốt.',
    'Viêm khớp dạng thấp, thoái hóa khớp.',
  ],
  contraindications: [
    'Loét dạ dày - tá tràng tiến triển hoặc tiền sử xuất huyết tiêu hóa.',
    'Suy gan nặng, suy thận nặng, suy tim nặng.',
    'Tiền sử hen hoặc mày đay sau khi dùng acid acetylsalicylic hoặc thuốc chống viêm không steroid khác.',
  ],
  cautions: [
    'Dùng liều thấp nhất có hiệu quả trong thời gian ngắn nhất để giảm nguy cơ trên tim mạch và tiêu hóa.',
    'Thận trọng ở người cao tuổi, người mất nước, người đang dùng thuốc lợi tiểu hoặc thuốc ức chế enzym chuyển angiotensin.',
  ],
  pregnancy: [
    'Không dùng trong ba tháng cuối thai kỳ vì nguy cơ đóng sớm ống động mạch và giảm nước ối.',
  ],
  lactation: ['Thuốc bài tiết vào sữa với lượng rất nhỏ; có thể dùng ngắn ngày.'],
  adrCommon: ['Tiêu hóa: Đau thượng vị, buồn nôn, khó tiêu.'],
  adrUncommon: ['Thần kinh: Nhức đầu, chóng mặt.', 'Da: Phát ban, ngứa.'],
  adrRare: ['Tiêu hóa: Loét và xuất huyết tiêu hóa.', 'Thận: Suy thận cấp.', 'Gan: Viêm gan.'],
  adrManagement: [
    'Ngừng thuốc khi có xuất huyết tiêu hóa và điều trị bằng thuốc ức chế bơm proton.',
  ],
  routeText: ['Uống thuốc trong hoặc sau bữa ăn với nhiều nước.'],
  adultDoses: [
    '200 - 400 mg/lần, 3 - 4 lần mỗi ngày; tối đa 1 200 mg/ngày khi tự điều trị.',
    '500 mg - 1 g/lần, cách 4 - 6 giờ một lần; tối đa 4 g/ngày.',
    '50 mg/lần, 2 - 3 lần mỗi ngày.',
  ],
  childDoses: [
    '10 - 15 mg/kg/lần, cách 4 - 6 giờ một lần; tối đa 60 mg/kg/ngày.',
    '5 - 10 mg/kg/lần, 3 - 4 lần mỗi ngày.',
  ],
  elderlyDoses: [
    'Bắt đầu bằng liều thấp nhất, theo dõi chức năng thận và dấu hiệu xuất huyết tiêu hóa.',
  ],
  doseIndications: ['Đau nhẹ và vừa', 'Sốt', 'Viêm khớp dạng thấp'],
  interactionPartners: [
    'warfarin',
    'lithi',
    'methotrexat',
    'enalapril',
    'furosemid',
    'prednisolon',
  ],
  interactionEffects: [
    '{Name} làm giảm thải trừ {partner} qua thận và có thể làm tăng độc tính của {partner}.',
    'Phối hợp với {partner} làm tăng nguy cơ xuất huyết tiêu hóa.',
    '{Name} làm giảm tác dụng hạ huyết áp của {partner}.',
  ],
  overdose: [
    'Quá liều gây buồn nôn, đau thượng vị, ù tai, nhức đầu; nặng có thể gây co giật, suy thận và toan chuyển hóa.',
    'Cho uống than hoạt nếu đến sớm trong vòng 1 giờ và điều trị hỗ trợ.',
  ],
  storage: COMMON_STORAGE,
  incompatibility: ['Không có dữ liệu về tương kỵ.'],
  halfLife: ['2 giờ', '1 - 3 giờ', '15 - 20 giờ'],
  proteinBinding: ['trên 99%', '25%'],
  bioavailability: ['gần hoàn toàn', 'khoảng 80%'],
  elimination: ['Thuốc chuyển hóa ở gan và thải trừ qua nước tiểu dưới dạng liên hợp.'],
  mgPerKg: [10, 15],
  intervalHours: 6,
};

const ANTICOAGULANT: ClassProfile = {
  labels: ['Thuốc chống đông máu.', 'Thuốc chống kết tập tiểu cầu.'],
  antimicrobial: false,
  forms: ['Viên nén: {a}, {b}, {c}.', 'Bơm tiêm đóng sẵn: 40 mg/0,4 ml, 60 mg/0,6 ml.'],
  strengths: ['1 mg', '2 mg', '5 mg', '75 mg', '2,5 mg'],
  mechanism: [
    '{Name} ức chế sự hình thành hoặc tác dụng của các yếu tố đông máu, làm chậm quá trình tạo fibrin.',
    'Tác dụng chống đông không làm tan cục máu đông đã hình thành nhưng ngăn cục máu đông lan rộng.',
  ],
  effects: [
    'Đáp ứng với thuốc thay đổi nhiều giữa các người bệnh, phụ thuộc vào di truyền, chế độ ăn và các thuốc dùng kèm.',
  ],
  indications: [
    'Dự phòng và điều trị huyết khối tĩnh mạch sâu và nghẽn mạch phổi.',
    'Dự phòng nghẽn mạch do huyết khối ở người rung nhĩ hoặc có van tim nhân tạo.',
    'Dự phòng huyết khối sau nhồi máu cơ tim.',
  ],
  contraindications: [
    'Đang chảy máu hoặc có nguy cơ chảy máu cao.',
    'Mới phẫu thuật thần kinh hoặc mắt.',
    'Tăng huyết áp nặng chưa kiểm soát.',
  ],
  cautions: [
    'Theo dõi chặt chẽ các xét nghiệm đông máu, nhất là khi bắt đầu điều trị và khi thay đổi thuốc dùng kèm.',
    'Người cao tuổi có nguy cơ chảy máu cao hơn.',
    'Hướng dẫn người bệnh nhận biết dấu hiệu chảy máu và không tự ý dùng thêm thuốc khác.',
  ],
  pregnancy: [
    'Thuốc qua nhau thai và có thể gây dị tật hoặc chảy máu ở thai. Chống chỉ định trong thai kỳ, trừ trường hợp đặc biệt.',
  ],
  lactation: ['Lượng thuốc vào sữa rất ít; có thể cho con bú nhưng nên theo dõi trẻ.'],
  adrCommon: ['Máu: Chảy máu ở nhiều vị trí.'],
  adrUncommon: ['Tiêu hóa: Buồn nôn, tiêu chảy.', 'Da: Bầm tím.'],
  adrRare: ['Da: Hoại tử da.', 'Toàn thân: Phản ứng quá mẫn.'],
  adrManagement: [
    'Chảy máu nhẹ: giảm liều hoặc tạm ngừng thuốc. Chảy máu nặng: ngừng thuốc, dùng thuốc đối kháng đặc hiệu và truyền chế phẩm máu.',
  ],
  routeText: ['Uống vào cùng một giờ mỗi ngày.'],
  adultDoses: [
    'khởi đầu 5 mg/ngày trong 2 ngày, sau đó chỉnh liều theo INR; liều duy trì thường 2 - 10 mg/ngày.',
    '1 mg/kg/lần, tiêm dưới da cách 12 giờ một lần.',
    '75 mg, một lần mỗi ngày.',
  ],
  childDoses: ['0,2 mg/kg, một lần mỗi ngày vào ngày đầu; sau đó chỉnh theo INR.'],
  elderlyDoses: ['Khởi đầu bằng liều thấp hơn và theo dõi INR thường xuyên hơn.'],
  doseIndications: ['Huyết khối tĩnh mạch sâu', 'Rung nhĩ', 'Van tim nhân tạo'],
  interactionPartners: [
    'amiodaron',
    'fluconazol',
    'rifampicin',
    'carbamazepin',
    'acid acetylsalicylic',
    'ibuprofen',
  ],
  interactionEffects: [
    '{Partner} làm tăng tác dụng chống đông của {name} và nguy cơ chảy máu.',
    '{Partner} làm giảm tác dụng của {name}; cần tăng liều và theo dõi INR.',
  ],
  overdose: [
    'Quá liều biểu hiện bằng chảy máu. Điều trị bằng phytomenadion và phức hợp prothrombin tùy mức độ.',
  ],
  storage: COMMON_STORAGE,
  incompatibility: ['Không trộn {name} với các thuốc tiêm khác.'],
  halfLife: ['36 - 42 giờ', '4 - 7 giờ', '8 giờ'],
  proteinBinding: ['97 - 99%', 'khoảng 90%'],
  bioavailability: ['gần hoàn toàn', 'khoảng 100% khi tiêm dưới da'],
  elimination: [
    'Thuốc chuyển hóa ở gan và thải trừ chủ yếu qua nước tiểu dưới dạng chất chuyển hóa không hoạt tính.',
  ],
  mgPerKg: [0.1, 0.2],
  intervalHours: 24,
};

const ANTIDIABETIC: ClassProfile = {
  labels: ['Thuốc chống đái tháo đường.', 'Thuốc hạ glucose máu.'],
  antimicrobial: false,
  forms: ['Viên nén: {a}, {b}.', 'Viên giải phóng kéo dài: {c}.'],
  strengths: ['500 mg', '850 mg', '1 000 mg', '30 mg', '80 mg'],
  mechanism: [
    '{Name} làm giảm glucose huyết lúc đói và sau ăn ở người đái tháo đường typ 2.',
    'Thuốc làm tăng nhạy cảm của mô với insulin và giảm sản xuất glucose ở gan.',
  ],
  effects: ['Khi dùng đơn độc, thuốc ít gây hạ glucose huyết.'],
  indications: [
    'Đái tháo đường typ 2 không kiểm soát được bằng chế độ ăn và luyện tập.',
    'Phối hợp với insulin hoặc các thuốc hạ glucose máu khác khi đơn trị liệu không đủ.',
  ],
  contraindications: [
    'Đái tháo đường nhiễm toan ceton, tiền hôn mê đái tháo đường.',
    'Suy thận nặng.',
    'Các tình trạng có thể gây thiếu oxy mô: suy tim mất bù, suy hô hấp, sốc.',
  ],
  cautions: [
    'Kiểm tra chức năng thận trước khi điều trị và ít nhất mỗi năm một lần.',
    'Ngừng thuốc trước khi chụp X quang có tiêm thuốc cản quang chứa iod và trước phẫu thuật lớn.',
  ],
  pregnancy: ['Insulin được ưu tiên để kiểm soát glucose huyết trong thai kỳ.'],
  lactation: ['Thuốc vào sữa mẹ với lượng nhỏ. Cân nhắc khi cho con bú.'],
  adrCommon: ['Tiêu hóa: Buồn nôn, tiêu chảy, đau bụng, vị kim loại.'],
  adrUncommon: ['Máu: Giảm hấp thu vitamin B12 khi dùng kéo dài.'],
  adrRare: ['Chuyển hóa: Nhiễm acid lactic.', 'Da: Ban đỏ, ngứa.'],
  adrManagement: ['Nhiễm acid lactic là cấp cứu: ngừng thuốc và thẩm tách máu.'],
  routeText: ['Uống trong hoặc ngay sau bữa ăn để giảm tác dụng không mong muốn trên tiêu hóa.'],
  adultDoses: [
    'khởi đầu 500 mg, 1 - 2 lần mỗi ngày; tăng dần mỗi tuần, tối đa 2 000 - 3 000 mg/ngày.',
    '40 - 80 mg, một lần mỗi ngày, uống trước bữa sáng; tối đa 320 mg/ngày.',
  ],
  childDoses: ['Trẻ từ 10 tuổi: khởi đầu 500 mg, một lần mỗi ngày; tối đa 2 000 mg/ngày.'],
  elderlyDoses: ['Điều chỉnh liều theo chức năng thận.'],
  doseIndications: ['Đái tháo đường typ 2 đơn trị liệu', 'Phối hợp với insulin'],
  interactionPartners: [
    'thuốc cản quang chứa iod',
    'rượu',
    'cimetidin',
    'corticosteroid',
    'furosemid',
  ],
  interactionEffects: [
    '{Partner} làm tăng nguy cơ nhiễm acid lactic khi dùng cùng {name}.',
    '{Partner} làm tăng glucose huyết và có thể làm giảm hiệu quả của {name}.',
  ],
  overdose: [
    'Quá liều có thể gây hạ glucose huyết hoặc nhiễm acid lactic. Thẩm tách máu loại bỏ được thuốc.',
  ],
  storage: COMMON_STORAGE,
  incompatibility: ['Không áp dụng.'],
  halfLife: ['4 - 9 giờ', '10 - 12 giờ'],
  proteinBinding: ['không đáng kể', '94%'],
  bioavailability: ['50 - 60%', '80%'],
  elimination: ['Thuốc thải trừ qua nước tiểu dưới dạng không đổi.'],
  mgPerKg: [10],
  intervalHours: 12,
  steps: [
    'khởi đầu 500 mg, một lần mỗi ngày vào bữa tối.',
    'sau 1 tuần, tăng lên 500 mg, 2 lần mỗi ngày.',
    'sau 2 tuần, tăng lên 1 000 mg vào bữa tối và 500 mg vào bữa sáng.',
    'sau 3 tuần, dùng 1 000 mg, 2 lần mỗi ngày nếu dung nạp tốt.',
    'đánh giá lại HbA1c sau 3 tháng trước khi phối hợp thêm thuốc.',
  ],
};

const ANTIHYPERTENSIVE: ClassProfile = {
  labels: [
    'Thuốc chẹn kênh calci, chống tăng huyết áp.',
    'Thuốc ức chế enzym chuyển angiotensin.',
    'Thuốc chẹn thụ thể beta-adrenergic.',
  ],
  antimicrobial: false,
  forms: ['Viên nén: {a}, {b}, {c}.'],
  strengths: ['2,5 mg', '5 mg', '10 mg', '20 mg', '50 mg'],
  mechanism: [
    '{Name} làm giảm sức cản mạch ngoại vi và hạ huyết áp từ từ.',
    'Tác dụng hạ huyết áp kéo dài, cho phép dùng một lần mỗi ngày.',
  ],
  effects: ['Thuốc không làm thay đổi đáng kể chuyển hóa lipid và glucose.'],
  indications: [
    'Tăng huyết áp.',
    'Đau thắt ngực ổn định.',
    'Suy tim mạn tính, phối hợp với các thuốc khác.',
  ],
  contraindications: ['Quá mẫn với {name}.', 'Sốc tim, hạ huyết áp nặng.'],
  cautions: [
    'Thận trọng ở người suy gan, người hẹp van động mạch chủ nặng.',
    'Theo dõi huyết áp và nhịp tim khi bắt đầu điều trị và khi tăng liều.',
  ],
  pregnancy: ['Không nên dùng trong thai kỳ, trừ khi không có thuốc thay thế an toàn hơn.'],
  lactation: ['Thuốc vào sữa mẹ với lượng nhỏ. Theo dõi trẻ bú mẹ.'],
  adrCommon: [
    'Tim mạch: Phù cổ chân, đỏ bừng mặt, đánh trống ngực.',
    'Thần kinh: Nhức đầu, chóng mặt.',
  ],
  adrUncommon: ['Tiêu hóa: Buồn nôn, táo bón.', 'Cơ - xương: Chuột rút.'],
  adrRare: ['Tim mạch: Hạ huyết áp tư thế.', 'Miệng: Tăng sản lợi.'],
  adrManagement: [
    'Phù cổ chân thường giảm khi giảm liều hoặc phối hợp với thuốc ức chế enzym chuyển.',
  ],
  routeText: ['Uống một lần mỗi ngày, vào cùng một giờ.'],
  adultDoses: [
    'khởi đầu 5 mg, một lần mỗi ngày; tối đa 10 mg/ngày.',
    'khởi đầu 2,5 - 5 mg/ngày; liều duy trì 10 - 20 mg/ngày, uống 1 - 2 lần.',
    '25 - 50 mg, một lần mỗi ngày; tối đa 100 mg/ngày.',
  ],
  childDoses: ['0,1 mg/kg, một lần mỗi ngày; tối đa 0,6 mg/kg/ngày.'],
  elderlyDoses: ['Bắt đầu bằng liều thấp nhất và tăng liều chậm.'],
  doseIndications: ['Tăng huyết áp', 'Đau thắt ngực', 'Suy tim mạn'],
  interactionPartners: [
    'simvastatin',
    'diltiazem',
    'rifampicin',
    'kali clorid',
    'spironolacton',
    'lithi',
  ],
  interactionEffects: [
    'Phối hợp {name} với {partner} làm tăng tác dụng hạ huyết áp.',
    '{Partner} làm thay đổi nồng độ {name} trong máu; cần điều chỉnh liều.',
  ],
  overdose: ['Quá liều gây hạ huyết áp nặng và nhịp tim nhanh phản xạ. Điều trị hỗ trợ tuần hoàn.'],
  storage: COMMON_STORAGE,
  incompatibility: ['Không áp dụng.'],
  halfLife: ['35 - 50 giờ', '11 giờ', '6 - 7 giờ'],
  proteinBinding: ['97,5%', '50 - 60%'],
  bioavailability: ['64 - 90%', 'khoảng 60%'],
  elimination: ['Thuốc chuyển hóa mạnh ở gan; chất chuyển hóa thải trừ qua nước tiểu.'],
  mgPerKg: [0.1],
  intervalHours: 24,
  steps: [
    'bắt đầu bằng liều thấp nhất, một lần mỗi ngày.',
    'đánh giá huyết áp sau 2 - 4 tuần.',
    'tăng gấp đôi liều nếu chưa đạt huyết áp mục tiêu.',
    'phối hợp thêm thuốc lợi tiểu thiazid nếu vẫn chưa đạt mục tiêu.',
    'theo dõi kali và creatinin huyết thanh sau mỗi lần chỉnh liều.',
  ],
};

const DIURETIC: ClassProfile = {
  labels: ['Thuốc lợi tiểu quai.', 'Thuốc lợi tiểu.'],
  antimicrobial: false,
  forms: ['Viên nén: {a}, {b}.', 'Ống tiêm: 20 mg/2 ml.'],
  strengths: ['20 mg', '40 mg', '25 mg', '50 mg'],
  mechanism: [
    '{Name} ức chế tái hấp thu natri và clorid ở ống thận, làm tăng thải nước và điện giải.',
    'Tác dụng lợi tiểu xuất hiện nhanh sau khi tiêm tĩnh mạch và kéo dài khoảng 2 giờ.',
  ],
  effects: ['Thuốc vẫn có tác dụng khi mức lọc cầu thận giảm nhiều.'],
  indications: [
    'Phù do suy tim, xơ gan, bệnh thận.',
    'Phù phổi cấp.',
    'Tăng huyết áp, phối hợp với thuốc khác.',
  ],
  contraindications: [
    'Vô niệu.',
    'Mất nước, giảm thể tích máu.',
    'Hạ kali máu nặng, hạ natri máu nặng.',
  ],
  cautions: [
    'Theo dõi điện giải, nhất là kali, natri và magnesi huyết thanh.',
    'Thận trọng ở người phì đại tuyến tiền liệt vì nguy cơ bí tiểu cấp.',
  ],
  pregnancy: ['Chỉ dùng khi thật cần thiết vì có thể làm giảm tưới máu nhau thai.'],
  lactation: ['Thuốc vào sữa mẹ và có thể ức chế tiết sữa.'],
  adrCommon: ['Chuyển hóa: Hạ kali máu, hạ natri máu, tăng acid uric máu.'],
  adrUncommon: ['Tim mạch: Hạ huyết áp tư thế.', 'Tai: Ù tai.'],
  adrRare: ['Tai: Điếc khi tiêm nhanh liều cao.', 'Da: Phản ứng da bọng nước.'],
  adrManagement: ['Bổ sung kali và điều chỉnh liều theo điện giải đồ.'],
  routeText: ['Uống vào buổi sáng để tránh tiểu đêm. Tiêm tĩnh mạch chậm trong 1 - 2 phút.'],
  adultDoses: [
    '20 - 40 mg, một lần mỗi ngày vào buổi sáng; tăng dần khi cần.',
    '20 - 40 mg, tiêm tĩnh mạch chậm; nhắc lại sau 2 giờ nếu cần.',
  ],
  childDoses: ['1 - 2 mg/kg/lần; tối đa 6 mg/kg/ngày.'],
  elderlyDoses: ['Bắt đầu bằng liều thấp và theo dõi điện giải.'],
  doseIndications: ['Phù do suy tim', 'Phù phổi cấp', 'Tăng huyết áp'],
  interactionPartners: ['gentamicin', 'lithi', 'digoxin', 'ibuprofen', 'amiodaron'],
  interactionEffects: [
    'Hạ kali máu do {name} làm tăng độc tính của {partner}.',
    '{Partner} làm giảm tác dụng lợi tiểu của {name}.',
  ],
  overdose: [
    'Quá liều gây mất nước, giảm thể tích máu, hạ huyết áp và rối loạn điện giải. Bù nước và điện giải.',
  ],
  storage: COMMON_STORAGE,
  incompatibility: ['Dung dịch tiêm {name} có pH kiềm, tương kỵ với dung dịch acid.'],
  halfLife: ['30 - 120 phút', '1 - 1,5 giờ'],
  proteinBinding: ['91 - 99%'],
  bioavailability: ['60 - 70%'],
  elimination: ['Thuốc thải trừ qua nước tiểu, phần lớn dưới dạng không đổi.'],
  mgPerKg: [1, 2],
  intervalHours: 12,
};

const CARDIAC: ClassProfile = {
  labels: ['Glycosid tim.', 'Thuốc chống loạn nhịp.', 'Thuốc trợ tim.'],
  antimicrobial: false,
  forms: ['Viên nén: {a}, {b}.', 'Ống tiêm: 0,5 mg/2 ml.'],
  strengths: ['0,125 mg', '0,25 mg', '100 mg', '200 mg'],
  mechanism: [
    '{Name} làm thay đổi dòng ion qua màng tế bào cơ tim và ảnh hưởng đến co bóp và dẫn truyền.',
    'Khoảng điều trị hẹp; nồng độ trong huyết thanh cần được theo dõi.',
  ],
  effects: ['Tác dụng trên tim tăng khi kali máu giảm.'],
  indications: [
    'Rung nhĩ hoặc cuồng nhĩ để kiểm soát tần số thất.',
    'Suy tim có triệu chứng.',
    'Loạn nhịp nhanh trên thất.',
  ],
  contraindications: [
    'Blốc nhĩ thất độ II và III chưa đặt máy tạo nhịp.',
    'Nhịp nhanh thất, rung thất.',
  ],
  cautions: [
    'Theo dõi nồng độ thuốc, kali máu và chức năng thận.',
    'Thận trọng ở người cao tuổi, suy thận, suy giáp.',
  ],
  pregnancy: ['Chỉ dùng khi thật cần thiết và theo dõi nồng độ thuốc.'],
  lactation: ['Thuốc vào sữa mẹ với lượng nhỏ; có thể cho con bú.'],
  adrCommon: ['Tiêu hóa: Chán ăn, buồn nôn.', 'Tim mạch: Nhịp chậm.'],
  adrUncommon: ['Thần kinh: Lú lẫn, rối loạn thị giác.'],
  adrRare: ['Tim mạch: Loạn nhịp nặng.', 'Nội tiết: Vú to ở nam.'],
  adrManagement: [
    'Ngừng thuốc khi có dấu hiệu ngộ độc, điều chỉnh kali máu và theo dõi điện tâm đồ liên tục.',
  ],
  routeText: ['Uống vào cùng một giờ mỗi ngày.'],
  adultDoses: [
    '0,125 - 0,25 mg, một lần mỗi ngày.',
    '200 mg/lần, 3 lần mỗi ngày trong 1 tuần, sau đó 200 mg/ngày.',
  ],
  childDoses: ['5 - 10 microgam/kg/ngày, chia làm 2 lần.'],
  elderlyDoses: ['Dùng liều thấp hơn vì thanh thải thuốc giảm.'],
  doseIndications: ['Rung nhĩ', 'Suy tim', 'Nhịp nhanh trên thất'],
  interactionPartners: ['amiodaron', 'verapamil', 'clarithromycin', 'furosemid', 'spironolacton'],
  interactionEffects: [
    '{Partner} làm tăng nồng độ {name} trong huyết thanh; cần giảm liều {name}.',
    'Hạ kali máu do {partner} làm tăng độc tính của {name}.',
  ],
  overdose: [
    'Ngộ độc gây loạn nhịp, buồn nôn, rối loạn thị giác. Dùng kháng thể đặc hiệu khi ngộ độc nặng.',
  ],
  storage: COMMON_STORAGE,
  incompatibility: ['Không trộn {name} với các thuốc khác trong cùng bơm tiêm.'],
  halfLife: ['36 - 48 giờ', '40 - 55 ngày'],
  proteinBinding: ['20 - 30%', '96%'],
  bioavailability: ['60 - 80%', '30 - 65%'],
  elimination: ['Thuốc thải trừ chủ yếu qua thận dưới dạng không đổi.'],
  mgPerKg: [0.01],
  intervalHours: 12,
};

const LIPID: ClassProfile = {
  labels: ['Thuốc hạ lipid máu nhóm statin.', 'Thuốc điều chỉnh rối loạn lipid máu.'],
  antimicrobial: false,
  forms: ['Viên nén bao phim: {a}, {b}, {c}.'],
  strengths: ['10 mg', '20 mg', '40 mg', '80 mg'],
  mechanism: [
    '{Name} ức chế cạnh tranh HMG-CoA reductase, enzym xúc tác bước sớm trong quá trình tổng hợp cholesterol ở gan.',
    'Giảm cholesterol trong tế bào gan làm tăng số lượng thụ thể LDL và tăng thu nhận LDL từ huyết tương.',
  ],
  effects: ['Thuốc làm giảm LDL-cholesterol 30 - 50% tùy liều và làm giảm biến cố tim mạch.'],
  indications: [
    'Tăng cholesterol máu nguyên phát.',
    'Dự phòng biến cố tim mạch ở người có nguy cơ cao.',
  ],
  contraindications: [
    'Bệnh gan tiến triển hoặc tăng transaminase kéo dài không rõ nguyên nhân.',
    'Người mang thai và cho con bú.',
  ],
  cautions: [
    'Hỏi người bệnh về đau cơ, yếu cơ; định lượng creatin kinase khi có triệu chứng.',
    'Nguy cơ bệnh cơ tăng khi phối hợp với thuốc ức chế mạnh CYP3A4.',
  ],
  pregnancy: ['Chống chỉ định vì cholesterol cần cho sự phát triển của thai.'],
  lactation: ['Không cho con bú trong thời gian dùng thuốc.'],
  adrCommon: ['Cơ - xương: Đau cơ, đau khớp.', 'Tiêu hóa: Táo bón, đầy hơi.'],
  adrUncommon: ['Gan: Tăng transaminase.'],
  adrRare: ['Cơ: Tiêu cơ vân.', 'Gan: Viêm gan.'],
  adrManagement: [
    'Ngừng thuốc nếu creatin kinase tăng trên 5 lần giới hạn trên hoặc nghi tiêu cơ vân.',
  ],
  routeText: ['Uống một lần mỗi ngày, có thể vào bất kỳ lúc nào trong ngày.'],
  adultDoses: [
    'khởi đầu 10 - 20 mg, một lần mỗi ngày; tối đa 80 mg/ngày.',
    '5 - 10 mg, một lần mỗi ngày; tối đa 40 mg/ngày.',
  ],
  childDoses: ['Trẻ từ 10 tuổi: khởi đầu 10 mg, một lần mỗi ngày.'],
  elderlyDoses: ['Không cần điều chỉnh liều.'],
  doseIndications: ['Tăng cholesterol máu', 'Dự phòng biến cố tim mạch'],
  interactionPartners: ['clarithromycin', 'itraconazol', 'gemfibrozil', 'ciclosporin', 'diltiazem'],
  interactionEffects: [
    '{Partner} làm tăng nồng độ {name} và nguy cơ tiêu cơ vân.',
    'Không phối hợp {name} với {partner}.',
  ],
  overdose: [
    'Không có điều trị đặc hiệu; điều trị triệu chứng và theo dõi chức năng gan, creatin kinase.',
  ],
  storage: COMMON_STORAGE,
  incompatibility: ['Không áp dụng.'],
  halfLife: ['14 giờ', '19 giờ', '2 giờ'],
  proteinBinding: ['trên 98%', '88%'],
  bioavailability: ['khoảng 12%', '20%'],
  elimination: ['Thuốc thải trừ chủ yếu qua mật.'],
  mgPerKg: [0.2],
  intervalHours: 24,
};

const GASTRO: ClassProfile = {
  labels: ['Thuốc ức chế bơm proton.', 'Thuốc chống nôn.', 'Thuốc kháng thụ thể histamin H2.'],
  antimicrobial: false,
  forms: ['Viên nang tan trong ruột: {a}, {b}.', 'Lọ bột pha tiêm: 40 mg.'],
  strengths: ['10 mg', '20 mg', '40 mg', '150 mg'],
  mechanism: [
    '{Name} ức chế bài tiết acid dạ dày do tác động lên giai đoạn cuối của quá trình tạo acid ở tế bào viền.',
    'Tác dụng tăng dần trong vài ngày đầu và kéo dài khoảng 24 giờ sau một liều.',
  ],
  effects: [
    'Giảm acid dạ dày tạo điều kiện cho liền vết loét và tăng hiệu quả của kháng sinh diệt Helicobacter pylori.',
  ],
  indications: [
    'Loét dạ dày - tá tràng.',
    'Bệnh trào ngược dạ dày - thực quản.',
    'Hội chứng Zollinger-Ellison.',
    'Phòng loét do thuốc chống viêm không steroid.',
  ],
  contraindications: ['Quá mẫn với {name} hoặc các dẫn chất benzimidazol.'],
  cautions: [
    'Loại trừ ung thư dạ dày trước khi điều trị vì thuốc có thể che lấp triệu chứng.',
    'Dùng kéo dài làm tăng nguy cơ gãy xương, hạ magnesi máu và nhiễm khuẩn tiêu hóa.',
  ],
  pregnancy: ['Các dữ liệu hiện có không cho thấy nguy cơ gây dị tật.'],
  lactation: ['Thuốc vào sữa mẹ với lượng nhỏ.'],
  adrCommon: ['Thần kinh: Nhức đầu.', 'Tiêu hóa: Tiêu chảy, đau bụng, đầy hơi.'],
  adrUncommon: ['Da: Phát ban, ngứa.', 'Gan: Tăng enzym gan.'],
  adrRare: ['Chuyển hóa: Hạ magnesi máu.', 'Thận: Viêm thận kẽ.'],
  adrManagement: ['Ngừng thuốc nếu có phản ứng quá mẫn hoặc viêm thận kẽ.'],
  routeText: ['Uống trước bữa ăn sáng, nuốt nguyên viên.'],
  adultDoses: [
    '20 mg, một lần mỗi ngày, trong 4 - 8 tuần.',
    '40 mg, một lần mỗi ngày; hội chứng Zollinger-Ellison có thể dùng tới 120 mg/ngày.',
  ],
  childDoses: ['Trẻ từ 1 tuổi, cân nặng 10 - 20 kg: 10 mg, một lần mỗi ngày.'],
  elderlyDoses: ['Không cần điều chỉnh liều.'],
  doseIndications: ['Loét tá tràng', 'Trào ngược dạ dày - thực quản', 'Diệt Helicobacter pylori'],
  interactionPartners: ['clopidogrel', 'ketoconazol', 'methotrexat', 'atazanavir', 'diazepam'],
  interactionEffects: [
    '{Name} làm giảm hấp thu {partner} do làm tăng pH dạ dày.',
    '{Name} ức chế CYP2C19 và làm thay đổi nồng độ {partner}.',
  ],
  overdose: ['Quá liều thường dung nạp tốt. Điều trị triệu chứng.'],
  storage: COMMON_STORAGE,
  incompatibility: ['Dung dịch tiêm chỉ pha với natri clorid 0,9% hoặc glucose 5%.'],
  halfLife: ['0,5 - 1 giờ', '1 - 2 giờ'],
  proteinBinding: ['95%', '97%'],
  bioavailability: ['30 - 40%', 'khoảng 60%'],
  elimination: ['Thuốc chuyển hóa hoàn toàn ở gan; chất chuyển hóa thải qua nước tiểu.'],
  mgPerKg: [1],
  intervalHours: 24,
};

const CORTICOSTEROID: ClassProfile = {
  labels: ['Corticosteroid.', 'Glucocorticoid.'],
  antimicrobial: false,
  forms: ['Viên nén: {a}, {b}.', 'Lọ bột pha tiêm: 40 mg, 125 mg.'],
  strengths: ['4 mg', '5 mg', '16 mg', '20 mg'],
  mechanism: [
    '{Name} gắn với thụ thể glucocorticoid trong tế bào, điều hòa phiên mã nhiều gen liên quan đến viêm và miễn dịch.',
    'Thuốc ức chế giải phóng các chất trung gian gây viêm và làm giảm di chuyển bạch cầu đến ổ viêm.',
  ],
  effects: ['Dùng kéo dài gây ức chế trục dưới đồi - tuyến yên - thượng thận.'],
  indications: [
    'Bệnh viêm và dị ứng: hen phế quản nặng, viêm khớp dạng thấp, lupus ban đỏ hệ thống.',
    'Hội chứng thận hư.',
    'Phối hợp trong điều trị một số bệnh máu ác tính.',
  ],
  contraindications: [
    'Nhiễm khuẩn, nhiễm nấm toàn thân chưa được điều trị.',
    'Tiêm vắc xin sống khi đang dùng liều ức chế miễn dịch.',
  ],
  cautions: [
    'Ngừng thuốc từ từ sau điều trị kéo dài để tránh suy thượng thận cấp.',
    'Theo dõi glucose huyết, huyết áp, mật độ xương và nhãn áp khi dùng kéo dài.',
  ],
  pregnancy: [
    'Dùng liều cao kéo dài có thể làm chậm phát triển thai. Cân nhắc lợi ích và nguy cơ.',
  ],
  lactation: ['Lượng thuốc vào sữa nhỏ; liều trên 40 mg/ngày cần theo dõi trẻ.'],
  adrCommon: [
    'Chuyển hóa: Tăng glucose huyết, giữ natri và nước.',
    'Tâm thần: Mất ngủ, kích động.',
  ],
  adrUncommon: ['Cơ - xương: Loãng xương, yếu cơ.', 'Tiêu hóa: Loét dạ dày.'],
  adrRare: ['Mắt: Đục thủy tinh thể, glôcôm.', 'Xương: Hoại tử vô khuẩn chỏm xương đùi.'],
  adrManagement: [
    'Dùng liều thấp nhất có hiệu quả và cách ngày khi có thể để giảm tác dụng không mong muốn.',
  ],
  routeText: ['Uống một lần vào buổi sáng, sau bữa ăn.'],
  adultDoses: [
    '5 - 60 mg/ngày tùy bệnh, uống một lần vào buổi sáng.',
    '1 mg/kg/ngày; tối đa 60 mg/ngày.',
  ],
  childDoses: ['1 - 2 mg/kg/ngày; tối đa 60 mg/ngày.'],
  elderlyDoses: ['Dùng liều thấp nhất và theo dõi mật độ xương.'],
  doseIndications: ['Hen phế quản cấp', 'Hội chứng thận hư', 'Viêm khớp dạng thấp'],
  interactionPartners: [
    'rifampicin',
    'phenytoin',
    'ketoconazol',
    'thuốc chống viêm không steroid',
    'insulin',
  ],
  interactionEffects: [
    '{Partner} làm tăng chuyển hóa {name}; cần tăng liều.',
    'Phối hợp {name} với {partner} làm tăng nguy cơ loét dạ dày.',
  ],
  overdose: ['Quá liều cấp hiếm gây nguy hiểm. Dùng kéo dài liều cao gây hội chứng dạng Cushing.'],
  storage: COMMON_STORAGE,
  incompatibility: ['Không trộn với các thuốc khác trong cùng dịch truyền.'],
  halfLife: ['2 - 4 giờ', '18 - 36 giờ (tác dụng sinh học)'],
  proteinBinding: ['70 - 90%'],
  bioavailability: ['khoảng 80%'],
  elimination: ['Thuốc chuyển hóa ở gan và thải trừ qua nước tiểu.'],
  mgPerKg: [1, 2],
  intervalHours: 24,
  steps: [
    'dùng liều tấn công trong 1 - 2 tuần.',
    'giảm 5 - 10 mg mỗi tuần khi bệnh đã ổn định.',
    'khi đạt 10 mg/ngày, giảm 1 - 2,5 mg mỗi 2 - 4 tuần.',
    'chuyển sang dùng cách ngày nếu có thể.',
    'đánh giá chức năng thượng thận trước khi ngừng hẳn.',
  ],
};

const RESPIRATORY: ClassProfile = {
  labels: ['Thuốc giãn phế quản.', 'Thuốc kháng histamin H1.', 'Thuốc long đờm.'],
  antimicrobial: false,
  forms: [
    'Viên nén: {a}, {b}.',
    'Bình xịt định liều: 100 microgam/liều.',
    'Dung dịch khí dung: 2,5 mg/2,5 ml.',
  ],
  strengths: ['2 mg', '4 mg', '10 mg', '200 mg'],
  mechanism: [
    '{Name} kích thích thụ thể beta2 ở cơ trơn phế quản, làm tăng AMP vòng và gây giãn phế quản.',
    'Tác dụng xuất hiện nhanh sau khi hít và kéo dài 4 - 6 giờ.',
  ],
  effects: ['Dùng đường hít cho tác dụng tại chỗ với liều thấp và ít tác dụng toàn thân.'],
  indications: [
    'Cắt cơn hen phế quản.',
    'Dự phòng co thắt phế quản do gắng sức.',
    'Bệnh phổi tắc nghẽn mạn tính.',
  ],
  contraindications: ['Quá mẫn với {name}.'],
  cautions: [
    'Thận trọng ở người cường giáp, bệnh tim thiếu máu cục bộ, loạn nhịp tim.',
    'Dùng liều cao có thể gây hạ kali máu.',
  ],
  pregnancy: ['Có thể dùng khi cần thiết để kiểm soát hen.'],
  lactation: ['Có thể dùng trong thời kỳ cho con bú.'],
  adrCommon: ['Thần kinh: Run tay, nhức đầu.', 'Tim mạch: Nhịp tim nhanh.'],
  adrUncommon: ['Cơ: Chuột rút.'],
  adrRare: ['Chuyển hóa: Hạ kali máu.', 'Hô hấp: Co thắt phế quản nghịch thường.'],
  adrManagement: [
    'Ngừng thuốc nếu xuất hiện co thắt phế quản nghịch thường và dùng thuốc khác thay thế.',
  ],
  routeText: ['Lắc kỹ bình xịt và hướng dẫn người bệnh kỹ thuật hít đúng.'],
  adultDoses: [
    '100 - 200 microgam/lần khi cần; tối đa 800 microgam/ngày.',
    '2,5 - 5 mg/lần khí dung, tối đa 4 lần mỗi ngày.',
  ],
  childDoses: ['100 microgam/lần, tăng đến 200 microgam khi cần.', '0,15 mg/kg/lần khí dung.'],
  elderlyDoses: ['Bắt đầu bằng liều thấp.'],
  doseIndications: ['Cơn hen cấp', 'Dự phòng co thắt phế quản do gắng sức'],
  interactionPartners: ['propranolol', 'theophylin', 'furosemid', 'digoxin'],
  interactionEffects: [
    '{Partner} đối kháng tác dụng giãn phế quản của {name}.',
    'Phối hợp {name} với {partner} làm tăng nguy cơ hạ kali máu.',
  ],
  overdose: ['Quá liều gây nhịp nhanh, run, hạ kali máu. Điều trị triệu chứng.'],
  storage: COMMON_STORAGE,
  incompatibility: ['Không áp dụng.'],
  halfLife: ['4 - 6 giờ'],
  proteinBinding: ['10%'],
  bioavailability: ['khoảng 50%'],
  elimination: ['Thuốc thải trừ qua nước tiểu.'],
  mgPerKg: [0.15],
  intervalHours: 6,
};

const CNS: ClassProfile = {
  labels: [
    'Thuốc chống động kinh.',
    'Thuốc an thần, gây ngủ.',
    'Thuốc chống trầm cảm.',
    'Thuốc chống loạn thần.',
  ],
  antimicrobial: false,
  forms: ['Viên nén: {a}, {b}.', 'Viên giải phóng kéo dài: {c}.'],
  strengths: ['5 mg', '10 mg', '100 mg', '200 mg', '500 mg'],
  mechanism: [
    '{Name} tác động lên dẫn truyền thần kinh ở hệ thần kinh trung ương.',
    'Thuốc làm ổn định màng tế bào thần kinh và giảm lan truyền xung động bất thường.',
  ],
  effects: ['Tác dụng đầy đủ có thể cần vài tuần điều trị.'],
  indications: ['Động kinh cục bộ và toàn thể.', 'Đau do thần kinh.', 'Rối loạn lưỡng cực.'],
  contraindications: ['Quá mẫn với {name}.', 'Suy gan nặng.'],
  cautions: [
    'Không ngừng thuốc đột ngột vì nguy cơ co giật tái phát.',
    'Theo dõi ý định tự sát, nhất là khi bắt đầu điều trị.',
    'Thuốc có thể làm giảm khả năng lái xe và vận hành máy.',
  ],
  pregnancy: [
    'Một số thuốc nhóm này gây dị tật ống thần kinh. Cần tư vấn trước khi có thai và bổ sung acid folic.',
  ],
  lactation: ['Thuốc vào sữa mẹ. Theo dõi trẻ về tình trạng buồn ngủ.'],
  adrCommon: ['Thần kinh: Buồn ngủ, chóng mặt, mất điều hòa.'],
  adrUncommon: ['Da: Phát ban.', 'Tiêu hóa: Buồn nôn.'],
  adrRare: ['Da: Hội chứng Stevens-Johnson.', 'Máu: Giảm bạch cầu hạt.'],
  adrManagement: ['Ngừng thuốc ngay khi phát ban kèm sốt hoặc tổn thương niêm mạc.'],
  routeText: ['Uống thuốc vào cùng một giờ mỗi ngày.'],
  adultDoses: [
    'khởi đầu 100 - 200 mg, 1 - 2 lần mỗi ngày; tăng dần tới 800 - 1 200 mg/ngày.',
    '5 - 10 mg/lần, 2 - 3 lần mỗi ngày.',
  ],
  childDoses: ['10 - 20 mg/kg/ngày, chia làm 2 - 3 lần.'],
  elderlyDoses: ['Bắt đầu bằng nửa liều người lớn.'],
  doseIndications: ['Động kinh', 'Đau dây thần kinh sinh ba', 'Rối loạn lưỡng cực'],
  interactionPartners: [
    'acid valproic',
    'carbamazepin',
    'erythromycin',
    'thuốc tránh thai đường uống',
    'rượu',
  ],
  interactionEffects: [
    '{Partner} làm thay đổi nồng độ {name} trong máu; cần theo dõi nồng độ thuốc.',
    '{Name} cảm ứng enzym gan và làm giảm hiệu quả của {partner}.',
  ],
  overdose: [
    'Quá liều gây ngủ lịm, hôn mê, co giật. Điều trị hỗ trợ, theo dõi hô hấp và tim mạch.',
  ],
  storage: COMMON_STORAGE,
  incompatibility: ['Không áp dụng.'],
  halfLife: ['12 - 17 giờ', '20 - 50 giờ'],
  proteinBinding: ['75%', '90%'],
  bioavailability: ['khoảng 85%'],
  elimination: ['Thuốc chuyển hóa ở gan; chất chuyển hóa thải qua nước tiểu.'],
  mgPerKg: [5, 10],
  intervalHours: 12,
  steps: [
    'khởi đầu bằng liều thấp, 1 - 2 lần mỗi ngày.',
    'tăng liều mỗi tuần theo đáp ứng và dung nạp.',
    'đạt liều duy trì sau 2 - 4 tuần.',
    'định lượng nồng độ thuốc khi nghi ngờ không tuân thủ hoặc ngộ độc.',
    'khi ngừng thuốc, giảm liều từ từ trong ít nhất 4 tuần.',
  ],
};

const ELECTROLYTE: ClassProfile = {
  labels: ['Chất điện giải.', 'Vitamin.', 'Khoáng chất.'],
  antimicrobial: false,
  forms: [
    'Viên giải phóng kéo dài: {a}.',
    'Ống tiêm: 10% (10 ml).',
    'Dung dịch tiêm truyền: 0,9%.',
  ],
  strengths: ['500 mg', '600 mg', '1 g'],
  mechanism: [
    '{Name} bổ sung một ion hoặc vitamin cần thiết cho nhiều quá trình sinh lý của tế bào.',
    'Thiếu hụt gây rối loạn dẫn truyền thần kinh - cơ và chức năng tim.',
  ],
  effects: ['Nồng độ huyết thanh được điều hòa chặt chẽ bởi thận.'],
  indications: ['Điều trị và dự phòng thiếu hụt.', 'Bổ sung khi nuôi dưỡng ngoài đường tiêu hóa.'],
  contraindications: ['Tăng nồng độ huyết thanh của chính ion được bổ sung.', 'Suy thận nặng.'],
  cautions: [
    'Theo dõi nồng độ điện giải và điện tâm đồ khi truyền tĩnh mạch.',
    'Không tiêm tĩnh mạch nhanh dung dịch đậm đặc.',
  ],
  pregnancy: ['Có thể dùng khi có chỉ định.'],
  lactation: ['Có thể dùng khi cho con bú.'],
  adrCommon: ['Tiêu hóa: Buồn nôn, đau bụng.'],
  adrUncommon: ['Tại chỗ: Đau, viêm tĩnh mạch nơi tiêm.'],
  adrRare: ['Tim mạch: Loạn nhịp khi truyền quá nhanh.'],
  adrManagement: ['Ngừng truyền và kiểm tra nồng độ điện giải.'],
  routeText: [
    'Viên giải phóng kéo dài phải uống nguyên viên với nhiều nước, trong hoặc sau bữa ăn.',
  ],
  adultDoses: [
    '600 mg - 1,2 g/lần, 2 - 3 lần mỗi ngày.',
    'truyền tĩnh mạch 10 - 20 mmol/giờ; tối đa 200 mmol/ngày.',
  ],
  childDoses: ['1 - 2 mmol/kg/ngày, chia làm nhiều lần.'],
  elderlyDoses: ['Theo dõi chức năng thận.'],
  doseIndications: ['Thiếu hụt nhẹ', 'Thiếu hụt nặng'],
  interactionPartners: ['spironolacton', 'enalapril', 'ciclosporin', 'digoxin'],
  interactionEffects: ['Phối hợp {name} với {partner} làm tăng nguy cơ rối loạn điện giải.'],
  overdose: ['Quá liều gây rối loạn nhịp tim. Ngừng thuốc và điều trị cấp cứu.'],
  storage: COMMON_STORAGE,
  incompatibility: ['Không trộn với dung dịch chứa phosphat hoặc bicarbonat.'],
  halfLife: ['không áp dụng'],
  proteinBinding: ['không đáng kể'],
  bioavailability: ['tốt'],
  elimination: ['Thải trừ chủ yếu qua thận.'],
  mgPerKg: [1],
  intervalHours: 8,
};

const ANTINEOPLASTIC: ClassProfile = {
  labels: ['Thuốc chống ung thư.', 'Thuốc ức chế miễn dịch.'],
  antimicrobial: false,
  forms: ['Viên nén: {a}.', 'Lọ bột pha tiêm: {b}.', 'Dung dịch đậm đặc pha truyền: 10 mg/ml.'],
  strengths: ['2,5 mg', '50 mg', '100 mg', '500 mg'],
  mechanism: [
    '{Name} ức chế tổng hợp DNA hoặc phân chia tế bào, tác động mạnh trên tế bào tăng sinh nhanh.',
    'Thuốc gây độc cả cho tế bào bình thường tăng sinh nhanh như tủy xương và niêm mạc tiêu hóa.',
  ],
  effects: ['Hiệu quả và độc tính phụ thuộc liều và lịch dùng thuốc.'],
  indications: [
    'Một số bệnh ung thư theo phác đồ chuyên khoa.',
    'Bệnh tự miễn nặng không đáp ứng điều trị thông thường.',
  ],
  contraindications: ['Suy tủy nặng.', 'Người mang thai và cho con bú.'],
  cautions: [
    'Chỉ dùng dưới sự giám sát của thầy thuốc có kinh nghiệm điều trị ung thư.',
    'Theo dõi công thức máu, chức năng gan và thận trước mỗi đợt điều trị.',
  ],
  pregnancy: ['Chống chỉ định; thuốc gây độc cho thai.'],
  lactation: ['Không cho con bú trong thời gian điều trị.'],
  adrCommon: [
    'Máu: Giảm bạch cầu, giảm tiểu cầu, thiếu máu.',
    'Tiêu hóa: Buồn nôn, nôn, viêm niêm mạc miệng.',
  ],
  adrUncommon: ['Da: Rụng tóc.', 'Gan: Tăng enzym gan.'],
  adrRare: ['Phổi: Viêm phổi kẽ.', 'Thận: Suy thận.'],
  adrManagement: ['Giảm liều hoặc hoãn đợt điều trị khi giảm bạch cầu hoặc tiểu cầu.'],
  routeText: ['Pha và dùng theo hướng dẫn an toàn với thuốc độc tế bào.'],
  adultDoses: ['7,5 - 15 mg, một lần mỗi tuần.', '500 mg/m², truyền tĩnh mạch mỗi 3 tuần.'],
  childDoses: ['Liều tính theo diện tích da, theo phác đồ chuyên khoa.'],
  elderlyDoses: ['Giảm liều theo chức năng thận.'],
  doseIndications: ['Viêm khớp dạng thấp', 'Bệnh bạch cầu cấp'],
  interactionPartners: [
    'co-trimoxazol',
    'thuốc chống viêm không steroid',
    'omeprazol',
    'probenecid',
  ],
  interactionEffects: ['{Partner} làm tăng độc tính của {name} trên tủy xương.'],
  overdose: ['Quá liều gây suy tủy và viêm niêm mạc nặng. Dùng thuốc giải độc đặc hiệu nếu có.'],
  storage: COMMON_STORAGE,
  incompatibility: ['Không trộn với các thuốc khác.'],
  halfLife: ['3 - 10 giờ'],
  proteinBinding: ['50%'],
  bioavailability: ['thay đổi'],
  elimination: ['Thải trừ chủ yếu qua thận.'],
  mgPerKg: [1],
  intervalHours: 24,
};

export const CLASS_PROFILES: Record<ClassKey, ClassProfile> = {
  beta_lactam: BETA_LACTAM,
  aminoglycoside: AMINOGLYCOSIDE,
  fluoroquinolone: FLUOROQUINOLONE,
  macrolide: MACROLIDE,
  antibacterial: ANTIBACTERIAL,
  antifungal: ANTIFUNGAL,
  antiviral: ANTIVIRAL,
  antiparasitic: ANTIPARASITIC,
  opioid: OPIOID,
  analgesic: ANALGESIC,
  anticoagulant: ANTICOAGULANT,
  antidiabetic: ANTIDIABETIC,
  antihypertensive: ANTIHYPERTENSIVE,
  diuretic: DIURETIC,
  cardiac: CARDIAC,
  lipid: LIPID,
  gastro: GASTRO,
  corticosteroid: CORTICOSTEROID,
  respiratory: RESPIRATORY,
  cns: CNS,
  electrolyte: ELECTROLYTE,
  antineoplastic: ANTINEOPLASTIC,
};
