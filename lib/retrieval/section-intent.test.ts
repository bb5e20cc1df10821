import { foldWords } from '@/lib/text/fold-diacritics';
import { describe, expect, it } from 'vitest';
import { SECTION_KEYS, type SectionKey } from '@/lib/schema/section-keys';
import { PATIENT_SECTION_KEYS } from './find-patient-sections';
import { readPatientParameters } from './read-patient-parameters';
import {
  detectSectionIntent,
  findSectionCues,
  isScheduleCue,
  SECTION_CUE_PHRASES,
} from './section-intent';

const top = (q: string) => detectSectionIntent(q)[0]?.key ?? null;
const keys = (q: string) => detectSectionIntent(q).map((s) => s.key);

describe('detectSectionIntent', () => {
  it.each<[string, SectionKey | null]>([
    ['liều amoxicilin cho trẻ', 'lieu_luong_va_cach_dung'],
    ['lieu dung amoxicilin', 'lieu_luong_va_cach_dung'],
    ['viên 500 uống bao nhiêu mg một ngày', 'lieu_luong_va_cach_dung'],
    ['dùng thế nào', 'lieu_luong_va_cach_dung'],
    ['cho trẻ nặng 15 kg dùng bao nhiêu', 'lieu_luong_va_cach_dung'],
    ['cach dung cua thuoc', 'lieu_luong_va_cach_dung'],
    // batch 4: how fast an injection is pushed
    ['tiêm tĩnh mạch bơm nhanh trong 1 phút được không', 'lieu_luong_va_cach_dung'],
    ['người suy thận', 'lieu_luong_va_cach_dung'],
    ['độ thanh thải creatinin 20 ml/phút', 'lieu_luong_va_cach_dung'],
    ['Clcr < 30', 'lieu_luong_va_cach_dung'],
    ['chống chỉ định', 'chong_chi_dinh'],
    // a syringe counted in digits, a bag named by its fluid, which bag (unseen batches 144, 22)
    ['rút furosemid chung 1 bơm tiêm với metoclopramid được không', 'tuong_ky'],
    ['pha 2 ống diazepam vào chai NaCl 0,9% để truyền có được không', 'tuong_ky'],
    ['pha colistin vào chai nào được', 'lieu_luong_va_cach_dung'],
    // prescribed, a story told; an indication asked (unseen batches 99 and 134)
    ['BN được chỉ định diclofenac, tiêm bắp liều thế nào?', 'lieu_luong_va_cach_dung'],
    ['Natri nitroprusiat có nằm trong chỉ định cho tình huống này không?', 'chi_dinh'],
    // a dose cue told as done (unseen batch 138)
    [
      'Đi loạng choạng, bác sĩ đã giảm liều rồi mà vẫn không đỡ thì xử trí thế nào?',
      'huong_dan_xu_tri_adr',
    ],
    ['chong chi dinh', 'chong_chi_dinh'],
    // what kind of molecule, and whether dialysis clears it (unseen batch 68)
    ['What chemical class does it belong to?', 'duoc_ly_va_co_che_tac_dung'],
    ['Is it removed by hemodialysis?', 'duoc_ly_va_co_che_tac_dung'],
    ['không được dùng khi nào', 'chong_chi_dinh'],
    ['chỉ định của thuốc', 'chi_dinh'],
    ['dùng để làm gì', 'chi_dinh'],
    ['thuoc dieu tri benh gi', 'chi_dinh'],
    ['có thai dùng được không', 'thoi_ky_mang_thai'],
    ['dang mang thai', 'thoi_ky_mang_thai'],
    ['bà bầu uống được không', 'thoi_ky_mang_thai'],
    ['đang cho con bú', 'thoi_ky_cho_con_bu'],
    ['nuoi con bang sua me', 'thoi_ky_cho_con_bu'],
    // Issue 9: the patient's parameters steer like the phrases did, in the clinicians' words.
    ['omeprazol có dùng được ở tam cá nguyệt thứ nhất không', 'thoi_ky_mang_thai'],
    ['thai 10 tuần uống được không', 'thoi_ky_mang_thai'],
    ['bà bầu 8 tuần thai', 'thoi_ky_mang_thai'],
    ['mẹ cho bé bú uống được không', 'thoi_ky_cho_con_bu'],
    ['bệnh nhân chạy thận nhân tạo dùng thế nào', 'lieu_luong_va_cach_dung'],
    ['người bệnh lọc máu chu kỳ', 'lieu_luong_va_cach_dung'],
    ['thẩm phân phúc mạc', 'lieu_luong_va_cach_dung'],
    ['child-pugh C dùng được không', 'chong_chi_dinh'],
    // The patient between "dùng" and "được … không" (asks-can-use.ts).
    ['fluconazol dùng được cho trẻ sơ sinh không', 'chong_chi_dinh'],
    ['dùng cho trẻ sơ sinh được không', 'chong_chi_dinh'],
    ['bà bầu dùng cho thai 10 tuần được không', 'thoi_ky_mang_thai'],
    ['có tương tác không', 'tuong_tac_thuoc'],
    ['dung chung voi', 'tuong_tac_thuoc'],
    ['phối hợp với', 'tuong_tac_thuoc'],
    ['tác dụng phụ', 'tac_dung_khong_mong_muon'],
    ['tac dung khong mong muon', 'tac_dung_khong_mong_muon'],
    ['ADR thường gặp', 'tac_dung_khong_mong_muon'],
    ['xử trí ADR', 'huong_dan_xu_tri_adr'],
    ['xu tri adr', 'huong_dan_xu_tri_adr'],
    ['quá liều', 'qua_lieu_va_xu_tri'],
    ['qua lieu', 'qua_lieu_va_xu_tri'],
    ['ngộ độc', 'qua_lieu_va_xu_tri'],
    ['bảo quản', 'do_on_dinh_va_bao_quan'],
    ['nhiệt độ bảo quản', 'do_on_dinh_va_bao_quan'],
    ['tương kỵ', 'tuong_ky'],
    ['tuong ki', 'tuong_ky'],
    ['thận trọng', 'than_trong'],
    ['than trong', 'than_trong'],
    ['cơ chế tác dụng', 'duoc_ly_va_co_che_tac_dung'],
    ['dược động học', 'duoc_ly_va_co_che_tac_dung'],
    ['nửa đời thải trừ', 'duoc_ly_va_co_che_tac_dung'],
    ['dạng thuốc', 'dang_thuoc_va_ham_luong'],
    ['hàm lượng', 'dang_thuoc_va_ham_luong'],
    ['viên bao nhiêu mg', 'dang_thuoc_va_ham_luong'],
    ['biệt dược', 'ten_thuong_mai'],
    ['ten thuong mai', 'ten_thuong_mai'],
    ['mã ATC', 'ma_atc'],
    ['thuộc nhóm nào', 'loai_thuoc'],
    ['thuộc loại nào', 'loai_thuoc'],
    // a thought of self-harm is no overdose (unseen batch 9)
    ['trầm cảm có ý nghĩ tự sát', null],
    ['uống cả lọ để tự tử', 'qua_lieu_va_xu_tri'],
    ['dùng loại nào là tốt nhất', 'dang_thuoc_va_ham_luong'],
    ['có dạng nào cho trẻ nhỏ', 'dang_thuoc_va_ham_luong'],
    ['loại thuốc gì', 'loai_thuoc'],
    // a drug leaking out of the vein (unseen batches 47-50)
    ['truyền adrenalin bị thoát mạch, xử trí thế nào', 'huong_dan_xu_tri_adr'],
    // drugs counted are no class asked (unseen batch 47)
    ['đã uống mấy loại thuốc không đỡ', null],
    ['đang dùng 3 loại thuốc', null],
    ['kê đơn', 'thong_tin_quy_che'],
    ['quy chế', 'thong_tin_quy_che'],
    ['qui che', 'thong_tin_quy_che'],
    // "bao nhiêu" alone asks an amount, which for a drug is its dose (a fallback: a cue that
    // names what is counted wins, and a contraindication threshold stays a contraindication).
    ['natri nitroprusiat truyền tốc độ bao nhiêu cho người 70 kg', 'lieu_luong_va_cach_dung'],
    ['thời gian bán thải bao nhiêu', 'duoc_ly_va_co_che_tac_dung'],
    // how it becomes active, where it binds or reaches (unseen batches 49 and 50)
    ['Is clopidogrel a prodrug that must be activated?', 'duoc_ly_va_co_che_tac_dung'],
    ['codein chuyển thành morphin nhờ enzym gan nào', 'duoc_ly_va_co_che_tac_dung'],
    ['thuốc có thấm vào dịch não tủy không', 'duoc_ly_va_co_che_tac_dung'],
    ['chống chỉ định khi Clcr bao nhiêu', 'chong_chi_dinh'],
    ['xin chào', null],
    ['', null],
  ])('%j → %s', (question, expected) => {
    expect(top(question)).toBe(expected);
  });

  it.each<[string, SectionKey]>([
    // the longer cue wins over the shorter one inside it
    ['chống chỉ định', 'chi_dinh'],
    ['quá liều', 'lieu_luong_va_cach_dung'],
    ['xử trí ADR', 'tac_dung_khong_mong_muon'],
    ['cơ chế tác dụng', 'tac_dung_khong_mong_muon'],
    ['viên bao nhiêu mg', 'lieu_luong_va_cach_dung'],
  ])('%j does not also mean %s', (question, absent) => {
    expect(keys(question)).not.toContain(absent);
  });

  it.each([
    // typed diacritics decide the word: "liệu" (therapy) is not "liều" (dose)
    'liệu pháp',
    // "thân" (body) is not "thận" (kidney)
    'suy thân',
    // "đang" (currently) is not "dạng" (form)
    'đang thuốc',
  ])('%j asks for nothing', (question) => {
    expect(detectSectionIntent(question)).toEqual([]);
  });

  // Issue 37: the sections clinicians mean, in their words and in English.
  it.each<[string, SectionKey | null]>([
    // an effect asked of the drug in English (unseen batch 26)
    [
      'Day 8 ALT 140 U/L. Can enoxaparin cause this, and is it usually transient?',
      'tac_dung_khong_mong_muon',
    ],
    ['Is this a recognised furosemide effect in children?', 'tac_dung_khong_mong_muon'],
    // an amount told asks no dose; a risk asked is a caution (unseen batch 25)
    [
      'The team plans enoxaparin 1 mg/kg q12h — is there a specific caution because of the endocarditis?',
      'than_trong',
    ],
    [
      'What specific risk does the monograph flag for furosemide in premature neonates?',
      'than_trong',
    ],
    ['Liều bao nhiêu mg/kg?', 'lieu_luong_va_cach_dung'],
    // overdose in plain words
    ['Bé uống nhầm 5 viên paracetamol có sao không?', 'qua_lieu_va_xu_tri'],
    ['Uống 10 viên một lúc có sao không?', 'qua_lieu_va_xu_tri'],
    ['uong 10 vien mot luc co sao khong', 'qua_lieu_va_xu_tri'],
    ['Lỡ uống gấp đôi liều thì sao?', 'qua_lieu_va_xu_tri'],
    ['Uống 2 lần liều có sao không?', 'qua_lieu_va_xu_tri'],
    ['Uống quá nhiều thuốc phải làm gì?', 'qua_lieu_va_xu_tri'],
    // the amount between the verb and the container (unseen batches 13, 14)
    ['Con gái tôi giận dỗi uống hết 1 vỉ diclofenac, giờ làm sao?', 'qua_lieu_va_xu_tri'],
    ['Bé uống trộm gần hết chai siro, cần làm gì ngay?', 'qua_lieu_va_xu_tri'],
    ['Bà uống nguyên vỉ thuốc huyết áp, có sao không?', 'qua_lieu_va_xu_tri'],
    // drawn up or run together (unseen batch 15)
    ['rut chung bom tiem voi thuoc khac co duoc khong', 'tuong_ky'],
    ['Bơm vào dây truyền đang chạy natri bicarbonat được không?', 'tuong_ky'],
    ['Ông uống cả lọ thuốc ngủ để tự tử, cấp cứu thế nào?', 'qua_lieu_va_xu_tri'],
    ['nuot het hop thuoc tu sat thi sao', 'qua_lieu_va_xu_tri'],
    ['Uống 7 viên một lúc, liều đó có thể chết người không?', 'qua_lieu_va_xu_tri'],
    ['Paracetamol overdose treatment', 'qua_lieu_va_xu_tri'],
    ['What is the antidote', 'qua_lieu_va_xu_tri'],
    // "uống" alone is no overdose: "is it harmful to take it" asks whether it may be used
    // (asks-can-use.ts, first-set batches 102 and 104); a missed dose is Cách dùng
    ['Uống thuốc có sao không?', 'chong_chi_dinh'],
    ['Quên uống có uống gấp đôi không?', 'lieu_luong_va_cach_dung'],
    ['Quên liều thì làm sao?', 'lieu_luong_va_cach_dung'],
    // a food, drink or smoke taken with it
    ['Uống với sữa được không?', 'tuong_tac_thuoc'],
    ['Uống với cà phê có sao không?', 'tuong_tac_thuoc'],
    ['Ăn bưởi được không?', 'tuong_tac_thuoc'],
    ['Uống với trà được không?', 'tuong_tac_thuoc'],
    ['Ăn rau xanh có sao không?', 'tuong_tac_thuoc'],
    ['Uống nước dừa được không?', 'tuong_tac_thuoc'],
    ['Atorvastatin and grapefruit juice', 'tuong_tac_thuoc'],
    // folded, those words are others: "buổi", "kiểm tra", "sửa", and milk is the child's
    ['Uống buổi tối hay sáng?', 'lieu_luong_va_cach_dung'],
    ['Dùng thuốc cần kiểm tra gì?', null],
    ['Có cần sửa liều không?', 'lieu_luong_va_cach_dung'],
    ['Mẹ uống thuốc, bé bú sữa mẹ được không?', 'thoi_ky_cho_con_bu'],
    // the drug passing into milk is the nursing mother's section, not milk as a food
    ['Thuốc có bài tiết vào sữa không?', 'thoi_ky_cho_con_bu'],
    // a diet rule
    ['Dùng warfarin phải kiêng ăn gì?', 'tuong_tac_thuoc'],
    ['Uống thuốc này kiêng gì?', 'tuong_tac_thuoc'],
    // timing and route
    ['Tiêm insulin buổi tối sau ăn có được không?', 'lieu_luong_va_cach_dung'],
    ['Uống trước hay sau ăn?', 'lieu_luong_va_cach_dung'],
    ['Đường dùng sai khi dùng insulin:', 'lieu_luong_va_cach_dung'],
    ['Có được bẻ đôi viên không?', 'lieu_luong_va_cach_dung'],
    ['Uống lúc bụng đói được không?', 'lieu_luong_va_cach_dung'],
    // the route alone in a can-use question stays a can-use question
    ['Có tiêm tĩnh mạch trực tiếp được không?', 'chong_chi_dinh'],
    // one adverse effect
    ['Ù tai có phải do furosemid?', 'tac_dung_khong_mong_muon'],
    ['Mờ mắt sau khi uống là do đâu?', 'tac_dung_khong_mong_muon'],
    ['Thuốc xịt có tác hại nào không?', 'tac_dung_khong_mong_muon'],
    // English
    ['Metformin use in pregnancy?', 'thoi_ky_mang_thai'],
    ['third trimester', 'thoi_ky_mang_thai'],
    ['amoxicillin in breastfeeding', 'thoi_ky_cho_con_bu'],
    ['lactation', 'thoi_ky_cho_con_bu'],
    ['dose in renal impairment', 'lieu_luong_va_cach_dung'],
    ['CrCl 30', 'lieu_luong_va_cach_dung'],
    ['renal failure', 'lieu_luong_va_cach_dung'],
    ['maximum dose for children', 'lieu_luong_va_cach_dung'],
    ['max dose', 'lieu_luong_va_cach_dung'],
    ['dosage', 'lieu_luong_va_cach_dung'],
    ['how to take omeprazole', 'lieu_luong_va_cach_dung'],
    ['administration', 'lieu_luong_va_cach_dung'],
    ['drug interactions', 'tuong_tac_thuoc'],
    ['contraindicated in eGFR 25?', 'chong_chi_dinh'],
    ['contraindications', 'chong_chi_dinh'],
    ['side effects', 'tac_dung_khong_mong_muon'],
    ['adverse effects', 'tac_dung_khong_mong_muon'],
    ['indications', 'chi_dinh'],
    // unseen batch 30: two infusions through one line by a three-way tap
    ['noi chac 3 cho 2 thuoc chay chung duoc khong', 'tuong_ky'],
    // unseen batch 28: whether the book lists it for a condition
    ['Is colchicine a listed option for the arthritis here?', 'chi_dinh'],
    ['is it indicated for sarcoid arthritis', 'chi_dinh'],
    ['mechanism of action', 'duoc_ly_va_co_che_tac_dung'],
    ['half-life', 'duoc_ly_va_co_che_tac_dung'],
    // how much longer it stays, the same line, a bottle opened (unseen batches 147-148)
    ['How much longer is the elimination in the elderly?', 'duoc_ly_va_co_che_tac_dung'],
    ['Push it ngay qua cùng đường đó không flush được không?', 'tuong_ky'],
    ['Lọ đã mở nắp rồi thì dùng được bao lâu?', 'do_on_dinh_va_bao_quan'],
    ['storage', 'do_on_dinh_va_bao_quan'],
    ['precautions', 'than_trong'],
    // a drug's toxicity, and whether dialysis removes it, in English (unseen batch 32)
    ['Is this gabapentin toxicity, and can dialysis remove the drug?', 'qua_lieu_va_xu_tri'],
    // when the level peaks, and keeping the vial at home (unseen batch 33)
    ['Uống vào khoảng bao lâu thì thuốc lên cao nhất trong máu?', 'duoc_ly_va_co_che_tac_dung'],
    ['How soon after each dose is the peak level reached?', 'duoc_ly_va_co_che_tac_dung'],
    // how much of a dose reaches the blood, whether it builds up (first-set batch 112)
    [
      'How much of each dose actually reaches the bloodstream, and does it accumulate?',
      'duoc_ly_va_co_che_tac_dung',
    ],
    ['Lọ chưa pha thì cất ở nhà thế nào cho khỏi hỏng ạ?', 'do_on_dinh_va_bao_quan'],
    // a child swallowing tablets, and the antibody fragments (unseen batch 34)
    ['Bé 2 tuổi nuốt khoảng 10 viên digoxin của ông, xử trí sao?', 'qua_lieu_va_xu_tri'],
    ['Viện có Fab kháng digoxin lọ 40 mg, cần mấy lọ?', 'qua_lieu_va_xu_tri'],
    // whether to stop the drug for an effect told (unseen batch 39), not the breastfeeding
    ['hom nay bi tieu chay, co nen uong tiep hay phai ngung thuoc?', 'than_trong'],
    // after the drug is stopped (unseen batch 38)
    ['Ngưng thuốc rồi thì bệnh có bùng lại không?', 'than_trong'],
    // addiction, an operation, an amount swallowed said as an estimate (unseen batch 37)
    ['Uống ngắn ngày như vậy có dễ nghiện không?', 'than_trong'],
    ['Must clopidogrel always be stopped before any operation?', 'than_trong'],
    ['uong khoang 25 vien, vao vien lo mo, phai theo doi nhung gi', 'qua_lieu_va_xu_tri'],
    // the sun, stopping the drug and how common an effect is (unseen batch 36)
    ['Uống thuốc này có cần kiêng nắng không?', 'than_trong'],
    ['Does the monograph say colistin should be stopped?', 'than_trong'],
    ['How common is drowsiness with diazepam?', 'tac_dung_khong_mong_muon'],
    ['Chai thuốc để chỗ nắng chiếu có sao không?', 'do_on_dinh_va_bao_quan'],
    // given by mistake, the antidote in plain words (unseen batch 36)
    ['Điều dưỡng tiêm nhầm 2 lần trong buổi sáng, giờ xử trí sao?', 'qua_lieu_va_xu_tri'],
    ['Thuốc giải là gì, tiêm đường nào?', 'qua_lieu_va_xu_tri'],
    // tablets swallowed and their decontamination, a skin reaction, in English (unseen batch 35)
    [
      'ED: 45 min after swallowing about 25 tablets of diazepam 5 mg; which decontamination measures?',
      'qua_lieu_va_xu_tri',
    ],
    ['Accidental ingestion by a toddler, what to do?', 'qua_lieu_va_xu_tri'],
    // a count in words (stop 57's doctor's questions)
    [
      'A 3-year-old swallowed about ten tablets an hour ago. What should we do?',
      'qua_lieu_va_xu_tri',
    ],
    ['How serious can cotrimoxazole skin reactions get?', 'tac_dung_khong_mong_muon'],
    // what to watch and have ready (unseen batch 32)
    ['Trước khi tiêm cần chuẩn bị, theo dõi những gì?', 'than_trong'],
    ['Nếu nghi bị chảy máu do thuốc thì bác sĩ sẽ cho thử máu những gì ạ?', 'than_trong'],
    // tests on a schedule (unseen batch 35)
    ['co can xet nghiem dem tieu cau dinh ky khong', 'than_trong'],
    ['Do we need to monitor potassium?', 'than_trong'],
    // how soon it acts, how long it lasts, how soon it wears off (unseen batch 32)
    [
      'uong xong bao lau thi bat dau phai di tieu nhieu, keo dai may tieng thi het',
      'duoc_ly_va_co_che_tac_dung',
    ],
    ['Thuốc này phải uống bao lâu mới thấy bớt?', 'duoc_ly_va_co_che_tac_dung'],
    [
      'Ngưng rồi thì khoảng mấy ngày sau máu mới đông lại bình thường?',
      'duoc_ly_va_co_che_tac_dung',
    ],
    ['How long until it works?', 'duoc_ly_va_co_che_tac_dung'],
    // beyond the allowed dose is a maximum asked, not an overdose (unseen batch 32)
    ['Uống 225 mg/ngày có quá liều cho phép không?', 'lieu_luong_va_cach_dung'],
    ['Một ngày tối đa được bao nhiêu viên?', 'lieu_luong_va_cach_dung'],
    ['Lỡ uống quá liều thì xử trí thế nào?', 'qua_lieu_va_xu_tri'],
    // stopping drink is the state treated, not alcohol taken (unseen batch 15)
    ['Severe alcohol withdrawal: diazepam IV mỗi lần bao nhiêu mg?', 'lieu_luong_va_cach_dung'],
    ['Hội chứng cai rượu dùng diazepam liều bao nhiêu?', 'lieu_luong_va_cach_dung'],
    ['Diazepam uống với rượu được không?', 'tuong_tac_thuoc'],
    // "thải trừ" is not "thai"
    ['thải trừ qua thận', 'duoc_ly_va_co_che_tac_dung'],
  ])('issue 37: %s → %s', (q, expected) => {
    expect(top(q)).toBe(expected);
  });

  it('reads "cất" (to keep) only as typed: folded it is "cắt" (to cut)', () => {
    expect(top('Có cắt đôi viên thuốc được không?')).not.toBe('do_on_dinh_va_bao_quan');
    expect(top('co cat doi vien thuoc duoc khong')).not.toBe('do_on_dinh_va_bao_quan');
  });

  it('leaves "bao lâu" alone (how long to take it) out of Dược lý', () => {
    expect(top('Uống thuốc này trong bao lâu?')).not.toBe('duoc_ly_va_co_che_tac_dung');
    expect(top('Điều trị kéo dài bao lâu?')).not.toBe('duoc_ly_va_co_che_tac_dung');
  });

  it('counts what telling sentences say of one section once, under the cue asked', () => {
    // unseen batch 26: two told dosing cues ("mấy lần", "buổi tối") outweighed the caution asked
    const q =
      'Bố tôi bị tai biến não mấy lần. Nhà định xin kê diazepam buổi tối. Người như bố tôi dùng thuốc này có cần lưu ý gì không?';
    const sections = detectSectionIntent(q, undefined, [], foldWords(q));
    expect(sections.map((s) => [s.key, s.weight])).toEqual([
      ['than_trong', 0.7],
      ['lieu_luong_va_cach_dung', 0.4],
    ]);
  });

  it('keeps a told poisoning whole when the asking sentence asks nothing of its own', () => {
    // unseen batch 35: the 7-year-old's age and weight put the dose section first
    const poisoned =
      'be trai 7 tuoi 22 kg uong nham khoang 8 vien thuoc cach day 1 gio. o tuyen huyen cham soc ban dau the nao, co can de be nam yen khong';
    const patient = readPatientParameters(poisoned);
    expect(detectSectionIntent(poisoned, patient, [], foldWords(poisoned))[0]?.key).toBe(
      'qua_lieu_va_xu_tri',
    );
    // a told dose stays damped: the asking sentence still has the say
    const told = 'Bố tôi uống thuốc ngày 2 lần. Thuốc này có cần lưu ý gì không?';
    expect(detectSectionIntent(told, undefined, [], foldWords(told))[0]?.key).toBe('than_trong');
  });

  it('reads an ingestion told as an event, however its amount is worded, as the overdose asked', () => {
    // stop 58's doctor's questions: "swallowed some of …" matched no amount cue
    const ingestion = (q: string) => detectSectionIntent(q, undefined, [], foldWords(q))[0]?.key;
    expect(
      ingestion("My 2-year-old swallowed some of grandma's diazepam tablets. What should we do?"),
    ).toBe('qua_lieu_va_xu_tri');
    expect(ingestion('Bé nuốt phải thuốc của bà, giờ phải làm sao?')).toBe('qua_lieu_va_xu_tri');
    // an instruction to swallow is no event
    expect(ingestion('Should the tablets be swallowed whole?')).not.toBe('qua_lieu_va_xu_tri');
    // unmarked, "tu tu" is slowly, unless a word of intent comes before it (first-set batch 98)
    expect(ingestion('Ha mot lan hay phai ha tu tu?')).not.toBe('qua_lieu_va_xu_tri');
    expect(ingestion('uong ca lo thuoc de tu tu, xu tri the nao')).toBe('qua_lieu_va_xu_tri');
  });

  it('reads a dose raised to an amount, and a course counted after a verb of use, as the dose asked', () => {
    // first-set batches 99 and 100
    // (the drug's name between is read through: findSectionCues' skip)
    const q = 'BS định tăng acarbose lên 100 mg x 3 lần/ngày, có tăng được không?';
    const name = { start: q.indexOf('acarbose'), end: q.indexOf('acarbose') + 8 };
    expect(detectSectionIntent(q, undefined, [name])[0]?.key).toBe('lieu_luong_va_cach_dung');
    expect(top('Em đang có bầu, viên đặt âm đạo clindamycin phải đặt mấy ngày?')).toBe(
      'lieu_luong_va_cach_dung',
    );
    // "mấy ngày" alone is how long before surgery, or until it acts
    expect(top('Ngừng clopidogrel trước mổ mấy ngày?')).not.toBe('lieu_luong_va_cach_dung');
  });

  it('marks the schedule cues (buổi tối, sau ăn) apart from the timing asked', () => {
    const hits = findSectionCues('uống buổi tối sau ăn, uống lúc nào?');
    expect(hits.map((h) => [h.phrase, isScheduleCue(h)])).toEqual([
      ['buổi tối', true],
      ['sau ăn', true],
      ['uống lúc nào', false],
    ]);
  });

  it('ranks several sections, strongest first, weights in (0, 1]', () => {
    const intent = detectSectionIntent('liều và chống chỉ định ở người suy thận');
    expect(intent.map((s) => s.key)).toEqual(['lieu_luong_va_cach_dung', 'chong_chi_dinh']);
    for (const s of intent) {
      expect(s.weight).toBeGreaterThan(0);
      expect(s.weight).toBeLessThanOrEqual(1);
    }
  });

  it('treats pregnancy as the patient when another section is asked for', () => {
    const intent = detectSectionIntent('liều sắt cho phụ nữ mang thai');
    expect(intent[0]?.key).toBe('lieu_luong_va_cach_dung');
    expect(intent.find((s) => s.key === 'thoi_ky_mang_thai')?.weight).toBeLessThan(1);
  });

  it('reports the cue phrases as typed', () => {
    expect(findSectionCues('Liều dùng và TƯƠNG TÁC').map((c) => c.phrase)).toEqual([
      'Liều dùng',
      'TƯƠNG TÁC',
    ]);
  });

  // The drug's span, as findDrugMentions gives it: a cue split by the drug name is read through.
  const drugSpan = (q: string, drug: string) => [
    { start: q.indexOf(drug), end: q.indexOf(drug) + drug.length },
  ];
  it.each<[string, string, SectionKey]>([
    ['Child-Pugh C dùng omeprazol được không?', 'omeprazol', 'chong_chi_dinh'],
    ['Trẻ 2 tuổi dùng ciprofloxacin được không?', 'ciprofloxacin', 'chong_chi_dinh'],
    // The words matched without reading through the drug keep their cue: not "dùng … trong
    // trường hợp nào" (an indication cue) over "không được dùng".
    ['không được dùng warfarin trong trường hợp nào', 'warfarin', 'chong_chi_dinh'],
  ])('reads a cue through the drug name: %s', (q, drug, key) => {
    expect(detectSectionIntent(q, undefined, drugSpan(q, drug))[0]?.key).toBe(key);
  });

  it('reads through a drug name only when asked to', () => {
    const q = 'Child-Pugh C dùng omeprazol được không?';
    expect(findSectionCues(q).map((c) => c.phrase)).not.toContain('dùng omeprazol được không');
    expect(findSectionCues(q, drugSpan(q, 'omeprazol')).map((c) => c.phrase)).toContain(
      'dùng omeprazol được không',
    );
  });

  it.each<[string, SectionKey[]]>([
    // A patient's cue ("suy gan" → Liều lượng) does not turn a can-use question into a dosing
    // one: Chống chỉ định and Thận trọng are read too (real book, SPIRONOLACTON).
    [
      'Spironolacton cho người suy gan được không?',
      ['chong_chi_dinh', 'lieu_luong_va_cach_dung', 'than_trong'],
    ],
    [
      'Acarbose cho người suy thận được không?',
      ['lieu_luong_va_cach_dung', 'chong_chi_dinh', 'than_trong'],
    ],
    // A cue of another section keeps the question its own: no contraindications added.
    ['Acarbose uống lúc nào được không?', ['lieu_luong_va_cach_dung']],
    ['Liều acarbose cho người suy gan?', ['lieu_luong_va_cach_dung']],
  ])('a can-use question: %s', (q, expected) => {
    expect(keys(q)).toEqual(expected);
  });

  it('has one entry per cue phrase and only real section keys', () => {
    const phrases = SECTION_CUE_PHRASES.map((c) => c.phrase);
    expect(new Set(phrases).size).toBe(phrases.length);
    for (const cue of SECTION_CUE_PHRASES) {
      for (const t of cue.value) expect(SECTION_KEYS).toContain(t.key);
    }
  });

  it('covers every section key', () => {
    const covered = new Set([
      ...SECTION_CUE_PHRASES.flatMap((c) => c.value.map((t) => t.key)),
      ...PATIENT_SECTION_KEYS,
    ]);
    expect([...covered].sort()).toEqual([...SECTION_KEYS].sort());
  });
});
