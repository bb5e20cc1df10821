import { afterAll, describe, expect, it } from 'vitest';
import type { SectionKey } from '@/lib/schema/section-keys';
import { buildDrugLexicon } from './build-drug-lexicon';
import { FIXTURE_DRUGS } from './drug-lexicon.fixture';
import type { PopulationKey } from './population-cues';
import { QUESTION_MAX_CHARS } from '@/lib/schema/chat-message';
import { understandQuery, type ConversationTurn, type QueryIssue } from './understand-query';

const lexicon = buildDrugLexicon(FIXTURE_DRUGS);

interface Case {
  q: string;
  /** Earlier user questions, oldest first (an assistant reply is put after each). */
  history?: string[];
  drugs: string[];
  /** Drugs this question names itself, when that differs from `drugs` (a pair follow-up). */
  ownDrugs?: string[];
  fromHistory?: boolean;
  /** Expected strongest section; null = none detected. */
  top: SectionKey | null;
  /** Sections that must also be present (any rank). */
  alsoSections?: SectionKey[];
  notSections?: SectionKey[];
  populations?: PopulationKey[];
  pair?: [string, string];
  other?: string[];
  issues?: QueryIssue[];
}

const CASES: Case[] = [
  // ── dosing, with and without diacritics, Vietnamese and English INNs, typos ──
  {
    q: 'Liều amoxicilin cho trẻ em dưới 6 tuổi?',
    drugs: ['amoxicilin'],
    top: 'lieu_luong_va_cach_dung',
    populations: ['tre_em'],
  },
  {
    q: 'lieu amoxicilin cho tre em',
    drugs: ['amoxicilin'],
    top: 'lieu_luong_va_cach_dung',
    populations: ['tre_em'],
  },
  {
    q: 'Liều dùng của amoxicillin cho người lớn là bao nhiêu?',
    drugs: ['amoxicilin'],
    top: 'lieu_luong_va_cach_dung',
    populations: ['nguoi_lon'],
  },
  { q: 'amoxcilin uống thế nào', drugs: ['amoxicilin'], top: 'lieu_luong_va_cach_dung' },
  {
    q: 'Cefotaxime tiêm bao nhiêu mg/kg cho trẻ sơ sinh?',
    drugs: ['cefotaxim'],
    top: 'lieu_luong_va_cach_dung',
    populations: ['tre_so_sinh'],
  },
  { q: 'cefotaxim co tuong ky voi gi khong', drugs: ['cefotaxim'], top: 'tuong_ky' },
  {
    q: 'Ceftriaxone có dùng được cho phụ nữ có thai không?',
    drugs: ['ceftriaxon'],
    top: 'thoi_ky_mang_thai',
    alsoSections: ['chong_chi_dinh'],
    populations: ['phu_nu_co_thai'],
  },
  { q: 'ceftriaxon chống chỉ định khi nào', drugs: ['ceftriaxon'], top: 'chong_chi_dinh' },
  {
    q: 'Paracetamol liều tối đa một ngày cho người lớn',
    drugs: ['paracetamol'],
    top: 'lieu_luong_va_cach_dung',
    populations: ['nguoi_lon'],
  },
  {
    q: 'paracetamon cho tre 10kg uong bao nhieu',
    drugs: ['paracetamol'],
    top: 'lieu_luong_va_cach_dung',
    populations: ['tre_em'],
  },
  {
    q: 'Febrinol có dùng cho bà bầu được không?',
    drugs: ['paracetamol'],
    top: 'thoi_ky_mang_thai',
    populations: ['phu_nu_co_thai'],
  },
  {
    q: 'acid acetylsalicylic liều chống kết tập tiểu cầu',
    drugs: ['acid_acetylsalicylic'],
    top: 'lieu_luong_va_cach_dung',
  },
  { q: 'acetylsalicylic acid dùng để làm gì', drugs: ['acid_acetylsalicylic'], top: 'chi_dinh' },
  {
    q: 'Natri clorid 0,9% bảo quản thế nào',
    drugs: ['natri_clorid'],
    top: 'do_on_dinh_va_bao_quan',
  },
  {
    q: 'natri clorit truyền bao nhiêu ml',
    drugs: ['natri_clorid'],
    top: 'lieu_luong_va_cach_dung',
  },
  { q: 'sodium chloride tương kỵ với thuốc nào', drugs: ['natri_clorid'], top: 'tuong_ky' },
  // "với thuốc nào" asks which drugs are taken with it: an interaction question.
  { q: 'INR tăng khi dùng warfarin với thuốc nào?', drugs: ['warfarin'], top: 'tuong_tac_thuoc' },
  // Taken with a class the lexicon cannot name: an interaction question all the same.
  {
    q: 'Warfarin dùng với thuốc chống viêm không steroid được không?',
    drugs: ['warfarin'],
    top: 'tuong_tac_thuoc',
  },
  {
    q: 'Omeprazol uống cùng nhóm thuốc kháng acid cần lưu ý gì?',
    drugs: ['omeprazol'],
    top: 'tuong_tac_thuoc',
  },
  // An interaction asked outright beside a dose, with a second drug named (unseen batch 25); in
  // English, a second drug by its English name (unseen batch 24).
  {
    q: 'On digoxin 125 micrograms, now furosemide 40 mg added. Is there an interaction to worry about — có cần giảm liều không?',
    drugs: ['digoxin', 'furosemid'],
    top: 'tuong_tac_thuoc',
    pair: ['digoxin', 'furosemid'],
  },
  {
    q: 'Patient stable on warfarin; GI has just started omeprazole. Does omeprazole push warfarin levels up or down — cần theo dõi gì?',
    drugs: ['warfarin', 'omeprazol'],
    top: 'tuong_tac_thuoc',
    pair: ['warfarin', 'omeprazol'],
  },
  // the drug acting on another's handling, in English, the other outside the lexicon (unseen
  // batch 35)
  {
    q: 'Stable on ciclosporin; through which mechanism does warfarin change ciclosporin handling, and what should we do with the dose?',
    drugs: ['warfarin'],
    top: 'tuong_tac_thuoc',
    other: ['ciclosporin', 'ciclosporin handling'],
    issues: ['not_vietnamese'],
  },
  {
    q: 'Stable on carbamazepine 600 mg/day; by how much can the carbamazepine level rise with warfarin?',
    drugs: ['warfarin'],
    top: 'tuong_tac_thuoc',
    // "level" after a name is no part of it (NAME_TRAILERS)
    other: ['carbamazepine'],
    issues: ['not_vietnamese'],
  },
  {
    q: 'Kali clorid tiêm tĩnh mạch tốc độ truyền tối đa',
    drugs: ['kali_clorid'],
    top: 'lieu_luong_va_cach_dung',
  },
  {
    q: 'potassium chloride có dùng cho người suy thận không',
    drugs: ['kali_clorid'],
    top: 'lieu_luong_va_cach_dung',
    alsoSections: ['chong_chi_dinh'],
    populations: ['suy_than'],
  },
  {
    q: 'magnesi sulfat trong tiền sản giật liều thế nào',
    drugs: ['magnesi_sulfat'],
    top: 'lieu_luong_va_cach_dung',
  },
  {
    q: 'Magnesium sulfate quá liều xử trí ra sao',
    drugs: ['magnesi_sulfat'],
    top: 'qua_lieu_va_xu_tri',
  },
  {
    q: 'calci gluconat có tương kỵ với natri bicarbonat không',
    drugs: ['calci_gluconat'],
    top: 'tuong_ky',
    other: ['natri bicarbonat'],
  },
  {
    q: 'sắt sulfat cho phụ nữ mang thai liều bao nhiêu',
    drugs: ['sat_ii_sulfat'],
    top: 'lieu_luong_va_cach_dung',
    alsoSections: ['thoi_ky_mang_thai'],
    populations: ['phu_nu_co_thai'],
  },
  {
    q: 'Vitamin D cho trẻ sơ sinh liều bao nhiêu',
    drugs: ['vitamin_d_va_cac_thuoc_tuong_tu'],
    top: 'lieu_luong_va_cach_dung',
    populations: ['tre_so_sinh'],
  },
  {
    q: 'vitamin C liều cao có hại không',
    drugs: ['acid_ascorbic'],
    top: 'lieu_luong_va_cach_dung',
  },
  { q: 'Cevitol 500 tác dụng phụ', drugs: ['acid_ascorbic'], top: 'tac_dung_khong_mong_muon' },
  {
    q: 'Calcidrop cho trẻ sơ sinh',
    drugs: ['vitamin_d_va_cac_thuoc_tuong_tu'],
    top: null,
    populations: ['tre_so_sinh'],
  },
  {
    q: 'metformin chống chỉ định khi Clcr bao nhiêu',
    drugs: ['metformin'],
    top: 'chong_chi_dinh',
    populations: ['suy_than'],
  },
  {
    q: 'metfomin cho nguoi suy gan',
    drugs: ['metformin'],
    top: 'lieu_luong_va_cach_dung',
    populations: ['suy_gan'],
  },
  { q: 'Glucofin 850 uống ngày mấy lần', drugs: ['metformin'], top: 'lieu_luong_va_cach_dung' },
  {
    q: 'insulin bảo quản trong tủ lạnh bao lâu',
    drugs: ['insulin'],
    top: 'do_on_dinh_va_bao_quan',
  },
  {
    // Paracetamol's poisoning is what acetylcystein treats: its dosing, not its own overdose
    // (names-overdose-of-another.ts).
    q: 'ACETYLCYSTEIN dùng trong ngộ độc paracetamol liều thế nào',
    drugs: ['acetylcystein', 'paracetamol'],
    top: 'lieu_luong_va_cach_dung',
    notSections: ['qua_lieu_va_xu_tri'],
  },
  {
    q: 'acetylcysteine có dùng cho trẻ dưới 2 tuổi không',
    drugs: ['acetylcystein'],
    top: 'chong_chi_dinh',
    populations: ['tre_em'],
  },
  { q: 'Mucoclear 200 là thuốc gì', drugs: ['acetylcystein'], top: 'chi_dinh' },
  {
    q: 'aciclovir tiêm cho người suy thận chỉnh liều ra sao',
    drugs: ['aciclovir'],
    top: 'lieu_luong_va_cach_dung',
    populations: ['suy_than'],
  },
  {
    q: 'acyclovir dùng cho bà mẹ cho con bú được không',
    drugs: ['aciclovir'],
    top: 'thoi_ky_cho_con_bu',
    populations: ['cho_con_bu'],
  },
  { q: 'Herpevir 800 uống mấy viên', drugs: ['aciclovir'], top: 'lieu_luong_va_cach_dung' },
  { q: 'clindamycin tác dụng phụ', drugs: ['clindamycin'], top: 'tac_dung_khong_mong_muon' },
  {
    q: 'clindamycine gây viêm đại tràng giả mạc, xử trí ADR thế nào',
    drugs: ['clindamycin'],
    top: 'huong_dan_xu_tri_adr',
  },
  {
    q: 'spironolactone có gây tăng kali máu không',
    drugs: ['spironolacton'],
    top: 'tac_dung_khong_mong_muon',
  },
  {
    q: 'Lasixen 40 mg tiêm tĩnh mạch liều bao nhiêu',
    drugs: ['furosemid'],
    top: 'lieu_luong_va_cach_dung',
  },
  { q: 'digoxin nửa đời thải trừ bao lâu', drugs: ['digoxin'], top: 'duoc_ly_va_co_che_tac_dung' },
  {
    q: 'atropin dùng trong ngộ độc phospho hữu cơ liều thế nào',
    drugs: ['atropin_sulfat'],
    top: 'lieu_luong_va_cach_dung',
  },
  {
    q: 'Atropine sulfate cho trẻ em',
    drugs: ['atropin_sulfat'],
    top: null,
    populations: ['tre_em'],
  },
  {
    q: 'chlorpheniramine cho trẻ 2 tuổi được không',
    drugs: ['clorpheniramin'],
    // A can-use question ("cho … được không", asks-can-use.ts): the contraindications first.
    top: 'chong_chi_dinh',
    populations: ['tre_em'],
  },
  {
    q: 'clorpheniramin có gây buồn ngủ không',
    drugs: ['clorpheniramin'],
    top: 'tac_dung_khong_mong_muon',
  },
  {
    q: 'ciprofloxacin co dung duoc cho tre em khong',
    drugs: ['ciprofloxacin'],
    top: 'chong_chi_dinh',
    populations: ['tre_em'],
  },
  {
    q: 'ciprofloxacine liều cho người suy thận Clcr 30',
    drugs: ['ciprofloxacin'],
    top: 'lieu_luong_va_cach_dung',
    populations: ['suy_than'],
  },
  {
    q: 'gentamicin tiêm 1 lần/ngày liều bao nhiêu mg/kg',
    drugs: ['gentamicin'],
    top: 'lieu_luong_va_cach_dung',
  },
  { q: 'gentamycin có độc với thận không', drugs: ['gentamicin'], top: null },
  {
    q: 'theophylline cho người cao tuổi',
    drugs: ['theophylin'],
    top: null,
    populations: ['nguoi_cao_tuoi'],
  },
  {
    q: 'dexamethasone liều trong viêm màng não trẻ em',
    drugs: ['dexamethason'],
    top: 'lieu_luong_va_cach_dung',
    populations: ['tre_em'],
  },
  { q: 'omeprazol uống trước hay sau ăn', drugs: ['omeprazol'], top: 'lieu_luong_va_cach_dung' },
  {
    q: 'Omezolin 20 dùng cho bà bầu',
    drugs: ['omeprazol'],
    top: 'thoi_ky_mang_thai',
    populations: ['phu_nu_co_thai'],
  },
  {
    q: 'ibuprofen chống chỉ định ở trẻ dưới 6 tháng',
    drugs: ['ibuprofen'],
    top: 'chong_chi_dinh',
    populations: ['tre_em'],
  },
  {
    q: 'ibuprophen cho tre so sinh',
    drugs: ['ibuprofen'],
    top: null,
    populations: ['tre_so_sinh'],
  },
  {
    q: 'Lieu dung cefotaxim cho benh nhan 70 tuoi',
    drugs: ['cefotaxim'],
    top: 'lieu_luong_va_cach_dung',
    populations: ['nguoi_cao_tuoi'],
  },
  {
    q: 'Taxicefin 1g pha với nước cất thế nào',
    drugs: ['cefotaxim'],
    top: 'lieu_luong_va_cach_dung',
  },
  {
    // a body weight asks for a dose (find-patient-sections.ts)
    q: 'Clavumox Duo 1g cho trẻ 20 kg',
    drugs: ['amoxicilin_va_acid_clavulanic'],
    top: 'lieu_luong_va_cach_dung',
    populations: ['tre_em'],
  },
  {
    q: 'amoxicilin và acid clavulanic liều cho trẻ',
    drugs: ['amoxicilin_va_acid_clavulanic'],
    top: 'lieu_luong_va_cach_dung',
    populations: ['tre_em'],
  },
  {
    q: 'than hoạt liều cho trẻ em ngộ độc',
    drugs: ['than_hoat'],
    top: 'lieu_luong_va_cach_dung',
    populations: ['tre_em'],
  },
  { q: 'thuoc than hoat uong bao nhieu', drugs: ['than_hoat'], top: 'lieu_luong_va_cach_dung' },

  // ── other sections ──
  { q: 'mã ATC của ciprofloxacin', drugs: ['ciprofloxacin'], top: 'ma_atc' },
  { q: 'biệt dược của omeprazol', drugs: ['omeprazol'], top: 'ten_thuong_mai' },
  {
    q: 'omeprazol có những dạng thuốc và hàm lượng nào',
    drugs: ['omeprazol'],
    top: 'dang_thuoc_va_ham_luong',
  },
  {
    q: 'cơ chế tác dụng của spironolacton',
    drugs: ['spironolacton'],
    top: 'duoc_ly_va_co_che_tac_dung',
  },
  { q: 'paracetamol thuộc nhóm thuốc gì', drugs: ['paracetamol'], top: 'loai_thuoc' },
  {
    q: 'clindamycin có phải thuốc kê đơn không',
    drugs: ['clindamycin'],
    top: 'thong_tin_quy_che',
  },
  { q: 'warfarin thận trọng gì', drugs: ['warfarin'], top: 'than_trong' },

  // ── interaction pairs ──
  {
    q: 'Aspirin có tương tác với warfarin không?',
    drugs: ['acid_acetylsalicylic', 'warfarin'],
    top: 'tuong_tac_thuoc',
    pair: ['acid_acetylsalicylic', 'warfarin'],
  },
  {
    q: 'Warfarin dùng chung với Cardiosal được không',
    drugs: ['warfarin', 'acid_acetylsalicylic'],
    top: 'tuong_tac_thuoc',
    pair: ['warfarin', 'acid_acetylsalicylic'],
  },
  {
    q: 'vitamin C có dùng chung với sắt sulfat được không',
    drugs: ['acid_ascorbic', 'sat_ii_sulfat'],
    top: 'tuong_tac_thuoc',
    pair: ['acid_ascorbic', 'sat_ii_sulfat'],
  },
  {
    q: 'dùng furosemid chung với digoxin được không',
    drugs: ['furosemid', 'digoxin'],
    top: 'tuong_tac_thuoc',
    pair: ['furosemid', 'digoxin'],
  },
  {
    q: 'theophylin tương tác với ciprofloxacin',
    drugs: ['theophylin', 'ciprofloxacin'],
    top: 'tuong_tac_thuoc',
    pair: ['theophylin', 'ciprofloxacin'],
  },
  {
    q: 'phối hợp gentamicin với clindamycin được không',
    drugs: ['gentamicin', 'clindamycin'],
    top: 'tuong_tac_thuoc',
    pair: ['gentamicin', 'clindamycin'],
  },
  {
    // A caution cue about two drugs taken together asks about the pair.
    q: 'Digoxin dùng với furosemid cần lưu ý gì?',
    drugs: ['digoxin', 'furosemid'],
    top: 'tuong_tac_thuoc',
    alsoSections: ['than_trong'],
    pair: ['digoxin', 'furosemid'],
  },
  {
    q: 'phối hợp warfarin với aspirin cần thận trọng gì',
    drugs: ['warfarin', 'acid_acetylsalicylic'],
    top: 'tuong_tac_thuoc',
    pair: ['warfarin', 'acid_acetylsalicylic'],
  },
  {
    // The drugs acted on are asked: Tương tác thuốc, not Dược lý's "nồng độ".
    q: 'Ciprofloxacin làm tăng nồng độ thuốc nào?',
    drugs: ['ciprofloxacin'],
    top: 'tuong_tac_thuoc',
  },
  {
    q: 'warfarin làm giảm tác dụng của những thuốc nào',
    drugs: ['warfarin'],
    top: 'tuong_tac_thuoc',
  },
  // A concentration asked of the drug itself is not a question about other drugs.
  { q: 'nồng độ ciprofloxacin trong huyết tương', drugs: ['ciprofloxacin'], top: null },
  // Named together with "lưu ý gì": the pair is what is asked (issue 37, "Tôi uống A … và B …
  // Có cần lưu ý gì không?"); this was read as a caution question before.
  {
    q: 'digoxin và furosemid cần lưu ý gì',
    drugs: ['digoxin', 'furosemid'],
    top: 'tuong_tac_thuoc',
    pair: ['digoxin', 'furosemid'],
  },
  // Taken together, but the dose is asked: Liều lượng, not the pair.
  {
    q: 'liều digoxin khi dùng với furosemid',
    drugs: ['digoxin', 'furosemid'],
    top: 'lieu_luong_va_cach_dung',
  },
  {
    q: 'warfarin và acenocoumarol khác nhau thế nào',
    drugs: ['warfarin', 'acenocoumarol'],
    top: null,
  },
  // Compared with another drug by its onset: pharmacology, not the pair (unseen batch 64)
  {
    q: 'So với acenocoumarol thì warfarin khởi phát tác dụng nhanh hay chậm hơn?',
    drugs: ['acenocoumarol', 'warfarin'],
    top: 'duoc_ly_va_co_che_tac_dung',
  },
  {
    q: 'natri clorid và kali clorid pha chung được không',
    drugs: ['natri_clorid', 'kali_clorid'],
    top: 'tuong_ky',
  },

  // ── drugs the book does not have ──
  {
    q: 'thuốc Ozempic liều bao nhiêu',
    drugs: [],
    top: 'lieu_luong_va_cach_dung',
    other: ['Ozempic'],
  },
  {
    q: 'semaglutide dùng cho bà bầu được không',
    drugs: [],
    top: 'thoi_ky_mang_thai',
    populations: ['phu_nu_co_thai'],
    other: ['semaglutide'],
  },
  {
    q: 'liều rivaroxaban cho người suy thận',
    drugs: [],
    top: 'lieu_luong_va_cach_dung',
    populations: ['suy_than'],
    other: ['rivaroxaban'],
  },
  {
    // a WHO stem the book may lack (-afil): named with no cue, still another drug
    q: 'đang uống tadalafil, thêm warfarin có tương tác không',
    drugs: ['warfarin'],
    top: 'tuong_tac_thuoc',
    other: ['tadalafil'],
  },
  {
    q: 'warfarin có tương tác với thuốc Xarelto không',
    drugs: ['warfarin'],
    top: 'tuong_tac_thuoc',
    other: ['Xarelto'],
  },

  // ── ordinary words that must not be drugs ──
  {
    q: 'liều dùng cho trẻ em là bao nhiêu',
    drugs: [],
    top: 'lieu_luong_va_cach_dung',
    populations: ['tre_em'],
  },
  { q: 'thuốc hạ sốt cho trẻ 3 tuổi', drugs: [], top: null, populations: ['tre_em'] },
  {
    q: 'thuốc này có dùng cho bà bầu không',
    drugs: [],
    top: 'thoi_ky_mang_thai',
    populations: ['phu_nu_co_thai'],
  },
  { q: 'thận hoạt động kém thì có cần giảm liều không', drugs: [], top: 'lieu_luong_va_cach_dung' },
  { q: 'than hoat dong kem thi co can giam lieu khong', drugs: [], top: 'lieu_luong_va_cach_dung' },
  {
    q: 'trẻ em dưới 5 tuổi nên dùng dung dịch loãng hơn không',
    drugs: [],
    top: null,
    populations: ['tre_em'],
  },
  { q: 'còn trẻ em thì sao?', drugs: [], top: null, populations: ['tre_em'] },

  // ── follow-ups ──
  {
    q: 'còn trẻ em thì sao?',
    history: ['Liều amoxicilin cho người lớn?'],
    drugs: ['amoxicilin'],
    fromHistory: true,
    top: 'lieu_luong_va_cach_dung',
    populations: ['tre_em'],
  },
  {
    q: 'thế còn phụ nữ có thai?',
    history: ['Liều amoxicilin cho người lớn?'],
    drugs: ['amoxicilin'],
    fromHistory: true,
    top: 'thoi_ky_mang_thai',
    populations: ['phu_nu_co_thai'],
  },
  {
    q: 'liều cho người suy thận?',
    history: ['Cefotaxim dùng để làm gì?'],
    drugs: ['cefotaxim'],
    fromHistory: true,
    top: 'lieu_luong_va_cach_dung',
    populations: ['suy_than'],
  },
  {
    q: 'còn người cao tuổi?',
    history: ['Liều paracetamol cho trẻ em?', 'ceftriaxon có dùng cho bà bầu được không'],
    drugs: ['ceftriaxon'],
    fromHistory: true,
    top: 'chong_chi_dinh',
    populations: ['nguoi_cao_tuoi'],
  },
  {
    q: 'còn cefotaxim?',
    history: ['Liều amoxicilin cho trẻ em?'],
    drugs: ['cefotaxim'],
    top: 'lieu_luong_va_cach_dung',
  },
  {
    q: 'còn với ibuprofen thì sao?',
    history: ['warfarin có tương tác với aspirin không'],
    drugs: ['warfarin', 'ibuprofen'],
    ownDrugs: ['ibuprofen'],
    top: 'tuong_tac_thuoc',
    pair: ['warfarin', 'ibuprofen'],
  },
  {
    q: 'còn thuốc Ozempic thì sao?',
    history: ['Liều amoxicilin cho trẻ em?'],
    drugs: [],
    top: 'lieu_luong_va_cach_dung',
    other: ['Ozempic'],
  },

  // ── bad input ──
  { q: '', drugs: [], top: null, issues: ['empty'] },
  { q: '   \n\t ', drugs: [], top: null, issues: ['empty'] },
  { q: '?!?!....', drugs: [], top: null, issues: ['no_letters'] },
  { q: '12345 678', drugs: [], top: null, issues: ['no_letters'] },
  {
    // English cues map to the same sections (issue 37); the question is still flagged.
    q: 'What is the dose of amoxicillin for children?',
    drugs: ['amoxicilin'],
    top: 'lieu_luong_va_cach_dung',
    populations: ['tre_em'],
    issues: ['not_vietnamese'],
  },
  { q: '阿莫西林的剂量是多少', drugs: [], top: null, issues: ['not_vietnamese'] },
  {
    q: 'posologie de l’amoxicilline pour les enfants',
    drugs: ['amoxicilin'],
    top: null,
    issues: ['not_vietnamese'],
  },
  {
    q: 'dose paracetamol cho tre em',
    drugs: ['paracetamol'],
    top: 'lieu_luong_va_cach_dung',
    populations: ['tre_em'],
  },
];

function historyOf(questions: readonly string[] = []): ConversationTurn[] {
  return questions.flatMap((content): ConversationTurn[] => [
    { role: 'user', content },
    { role: 'assistant', content: 'Theo Dược thư …' },
  ]);
}

/** Drug detection on this question only (not inherited), for the precision report. */
const tally = { truePositive: 0, falsePositive: 0, falseNegative: 0 };

describe('understandQuery', () => {
  it('has a realistic question set of at least 60', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(60);
  });

  it.each(CASES.map((c) => [c.q.slice(0, 60) || '(empty)', c] as const))('%s', (_title, c) => {
    const r = understandQuery(c.q, historyOf(c.history), lexicon);

    const own = new Set(r.mentions.map((m) => m.drug_id));
    const expectedOwn = new Set(c.ownDrugs ?? (c.fromHistory ? [] : c.drugs));
    for (const d of own) {
      if (expectedOwn.has(d)) tally.truePositive += 1;
      else tally.falsePositive += 1;
    }
    for (const d of expectedOwn) if (!own.has(d)) tally.falseNegative += 1;

    expect(r.drugs).toEqual(c.drugs);
    expect(r.drugsFromHistory).toBe(c.fromHistory ?? false);
    expect(r.sections[0]?.key ?? null).toBe(c.top);
    for (const key of c.alsoSections ?? []) expect(r.sections.map((s) => s.key)).toContain(key);
    for (const key of c.notSections ?? []) expect(r.sections.map((s) => s.key)).not.toContain(key);
    expect([...new Set(r.populations.map((p) => p.key))]).toEqual(c.populations ?? []);
    expect(r.interactionPair).toEqual(c.pair);
    expect(r.otherDrugTerms).toEqual(c.other ?? []);
    expect(r.issues).toEqual(c.issues ?? []);
  });

  afterAll(() => {
    const { truePositive: tp, falsePositive: fp, falseNegative: fn } = tally;
    console.log(
      `[understandQuery] drug detection on ${CASES.length} questions: ` +
        `precision ${(tp / Math.max(1, tp + fp)).toFixed(3)} (${tp}/${tp + fp}), ` +
        `recall ${(tp / Math.max(1, tp + fn)).toFixed(3)} (${tp}/${tp + fn})`,
    );
  });
});

describe('understandQuery on bad input', () => {
  it('truncates a 10,000-character question, reports too_long and still reads it', () => {
    const q = 'Liều amoxicilin cho trẻ em? '.repeat(400);
    expect(q.length).toBeGreaterThan(10_000);
    const r = understandQuery(q, [], lexicon);
    expect(r.issues).toContain('too_long');
    expect(r.normalized.length).toBeLessThanOrEqual(QUESTION_MAX_CHARS);
    expect(r.drugs).toEqual(['amoxicilin']);
  });

  it('never throws on hostile input', () => {
    const hostile: unknown[] = [
      'a'.repeat(10_000),
      '\u0000\u0001\u200b',
      '💊💊💊 liều?',
      'ﷺ'.repeat(50),
      'x'.repeat(3000) + ' amoxicilin',
      undefined,
      null,
      42,
    ];
    for (const q of hostile) {
      expect(() => understandQuery(q as string, undefined, lexicon)).not.toThrow();
    }
    expect(() =>
      understandQuery(
        'còn trẻ em?',
        [{ role: 'user', content: null as unknown as string }],
        lexicon,
      ),
    ).not.toThrow();
  });

  it('normalizes to NFC, trims and collapses whitespace', () => {
    const r = understandQuery(
      '  Liều\u00a0\u00a0dùng   amoxicilin \n cho trẻ  '.normalize('NFD'),
      [],
      lexicon,
    );
    expect(r.normalized).toBe('Liều dùng amoxicilin cho trẻ');
    expect(r.normalized).toBe(r.normalized.normalize('NFC'));
  });

  it('ignores drugs named only by the assistant', () => {
    const r = understandQuery(
      'liều bao nhiêu?',
      [
        { role: 'user', content: 'thuốc chống đông nào an toàn?' },
        { role: 'assistant', content: 'Warfarin hoặc acenocoumarol …' },
      ],
      lexicon,
    );
    expect(r.drugs).toEqual([]);
    expect(r.drugsFromHistory).toBe(false);
  });

  it('takes the newest user turn that named a drug', () => {
    const r = understandQuery(
      'còn trẻ em thì sao?',
      historyOf(['Liều amoxicilin cho người lớn?', 'Liều cefotaxim cho người lớn?', 'cảm ơn']),
      lexicon,
    );
    expect(r.drugs).toEqual(['cefotaxim']);
    expect(r.drugsFromHistory).toBe(true);
  });

  it.each([
    ['còn cho con bú thì sao?', 'Metformin có dùng cho người suy thận được không?'],
    ['thế còn người suy thận?', 'cefotaxim liều người lớn'],
  ])('a follow-up (%s) keeps the question it leans on', (question, previous) => {
    const r = understandQuery(question, historyOf([previous]), lexicon);
    expect(r.followsQuestion).toBe(previous);
  });

  it('a question that is not a follow-up leans on none', () => {
    const r = understandQuery(
      'Liều amoxicilin cho trẻ em?',
      historyOf(['Metformin có dùng cho người suy thận được không?']),
      lexicon,
    );
    expect(r.followsQuestion).toBeUndefined();
  });
});

// Issue 37: the sections clinicians mean, read whole (drugs, partner, effect, English).
describe('understandQuery: the sections clinicians mean', () => {
  it.each<[string, SectionKey, SectionKey[]?]>([
    // a food, drink or smoke beside the drug: interactions first (and Thận trọng beside it)
    ['Uống theophylin với trà được không?', 'tuong_tac_thuoc', ['than_trong']],
    ['Đang dùng warfarin ăn rau xanh có sao không?', 'tuong_tac_thuoc'],
    ['Uống ciprofloxacin với sữa được không?', 'tuong_tac_thuoc'],
    ['Đang uống spironolacton uống nước dừa được không?', 'tuong_tac_thuoc'],
    ['Uống paracetamol với cà phê có sao không? Cần lưu ý gì?', 'tuong_tac_thuoc', ['than_trong']],
    ['Dùng warfarin phải kiêng ăn gì?', 'tuong_tac_thuoc'],
    // an antacid as patients name it, and the drug between the verb and "with" (stop 61's
    // doctor's questions)
    ['Đang uống digoxin, có uống thuốc dạ dày chứa nhôm cùng lúc được không?', 'tuong_tac_thuoc'],
    ['Can I take digoxin with an antacid?', 'tuong_tac_thuoc'],
    // how much crosses into milk is no dose asked (unseen batch 117)
    [
      'Breastfeeding mother, needs digoxin. How much digoxin gets into breast milk?',
      'thoi_ky_cho_con_bu',
    ],
    // two drugs in two sentences: the schedule words are no dosing question
    ['Tôi uống digoxin buổi sáng và furosemid buổi tối. Có cần lưu ý gì không?', 'tuong_tac_thuoc'],
    // an allergy to the other drug is no pair
    ['Amoxicilin bị dị ứng penicilin dùng được không?', 'chong_chi_dinh'],
    // but a dose asked of two drugs stays a dose
    ['Liều metformin và insulin cho người lớn, cần lưu ý gì?', 'lieu_luong_va_cach_dung'],
    // a lactation question names milk, not a drink
    ['Mẹ uống paracetamol, bé có bú được sữa mẹ không?', 'thoi_ky_cho_con_bu'],
    // timing and route
    ['Tiêm insulin buổi tối sau ăn có được không?', 'lieu_luong_va_cach_dung'],
    // batch 4: a route asked of a can-use question is Cách dùng's too
    [
      'Kali clorid có tiêm tĩnh mạch trực tiếp được không?',
      'chong_chi_dinh',
      ['lieu_luong_va_cach_dung'],
    ],
    ['Omeprazol uống trước hay sau ăn?', 'lieu_luong_va_cach_dung'],
    // overdose
    ['Bé uống nhầm 5 viên paracetamol có sao không?', 'qua_lieu_va_xu_tri'],
    ['Uống 10 viên paracetamol một lúc có sao không?', 'qua_lieu_va_xu_tri'],
    ['Lỡ uống gấp đôi liều digoxin thì sao?', 'qua_lieu_va_xu_tri'],
    // one adverse effect
    ['Metformin có làm tăng cân không?', 'tac_dung_khong_mong_muon'],
    ['Vì sao uống furosemid bị ù tai?', 'tac_dung_khong_mong_muon'],
    ['Ù tai có phải do furosemid?', 'tac_dung_khong_mong_muon'],
    ['Omeprazol có gây loãng xương không?', 'tac_dung_khong_mong_muon'],
    // batch 4: "liều cao" says when the effect comes; a dose asked outright stays the dose's
    ['Furosemid tiêm liều cao có gây điếc không?', 'tac_dung_khong_mong_muon'],
    ['Liều furosemid bao nhiêu thì gây điếc?', 'lieu_luong_va_cach_dung'],
    // an effect on another drug is an interaction, harm to the unborn child is pregnancy
    ['Omeprazol có làm tăng nồng độ digoxin không?', 'tuong_tac_thuoc'],
    ['Paracetamol có gây hại cho thai nhi không?', 'thoi_ky_mang_thai'],
    // English
    ['Metformin use in pregnancy?', 'thoi_ky_mang_thai'],
    ['Amoxicillin in breastfeeding', 'thoi_ky_cho_con_bu'],
    ['Gentamicin dose in renal impairment CrCl 30', 'lieu_luong_va_cach_dung'],
    ['Maximum dose of paracetamol for children?', 'lieu_luong_va_cach_dung'],
    ['Ibuprofen side effects', 'tac_dung_khong_mong_muon'],
    ['Warfarin interaction with aspirin', 'tuong_tac_thuoc'],
    ['Paracetamol overdose', 'qua_lieu_va_xu_tri'],
    [
      'Is ibuprofen contraindicated in the third trimester?',
      'chong_chi_dinh',
      ['thoi_ky_mang_thai'],
    ],
    ['Omeprazole how to take', 'lieu_luong_va_cach_dung'],
  ])('%s → %s', (q, expected, also = []) => {
    const u = understandQuery(q, [], lexicon);
    expect(u.sections[0]?.key).toBe(expected);
    for (const key of also) expect(u.sections.map((s) => s.key)).toContain(key);
  });

  it('pairs two drugs named in two sentences', () => {
    const u = understandQuery(
      'Tôi uống digoxin buổi sáng và furosemid buổi tối. Có cần lưu ý gì không?',
      [],
      lexicon,
    );
    expect(u.interactionPair).toEqual(['digoxin', 'furosemid']);
  });

  it('reads English populations as the Vietnamese ones', () => {
    const en = understandQuery('Ceftriaxone neonate dose', [], lexicon);
    const vi = understandQuery('Liều ceftriaxon cho trẻ sơ sinh', [], lexicon);
    expect(en.drugs).toEqual(vi.drugs);
    expect(en.sections[0]?.key).toBe(vi.sections[0]?.key);
    expect(en.populations.map((p) => p.key)).toEqual(vi.populations.map((p) => p.key));
  });
});

describe('understandQuery: the other drugs a question names', () => {
  it.each<[string, string[]]>([
    // a drug the patient is on, after "đang uống" (unseen batch 12)
    ['bn dang uong phenytoin, ke them amoxicilin co tuong tac gi', ['phenytoin']],
    // a dosage form before the name (unseen batch 22)
    ['bac si cho them goi sucralfat, uong chung amoxicilin co sao khong', ['sucralfat']],
    // a brand with its ingredient in brackets, and a regimen, are their drugs
    ['Đang uống sintrom (acenocoumarol), dùng thêm amoxicilin được không?', ['sintrom']],
    [
      'Đang hóa trị doxorubicin + cyclophosphamid, dùng amoxicilin được không?',
      ['doxorubicin', 'cyclophosphamid'],
    ],
  ])('%s', (question, terms) => {
    const r = understandQuery(question, [], lexicon);
    for (const term of terms) expect(r.otherDrugTerms).toContain(term);
    expect(r.otherDrugTerms.filter((t) => /[()+]/.test(t))).toEqual([]);
  });

  // A question in English naming no drug reads no English word as one; an INN stem still counts
  // (unseen batch 27)
  it.each<[string, string[]]>([
    [
      '48 yo farmer, severe scrub typhus (eschar, interstitial pneumonitis, SpO2 93% on oxygen). After the 200 mg first-day dose, should we drop to 100 mg once daily?',
      [],
    ],
    ['What is the dose of semaglutide for an adult with type 2 diabetes?', ['semaglutide']],
    // Vietnamese words that fold like English ones ("mẹ", "ăn", "do") make no English question:
    // a name the book lacks is still named
    ['Mẹ tôi ăn kém, do dùng Ozempic có sao không?', ['Ozempic']],
    // a bisphosphonic acid by its INN stem (unseen batch 34)
    [
      'Received IV zoledronic acid 4 mg yesterday. Can we start warfarin while she is on it?',
      ['zoledronic acid'],
    ],
    // a blood count typed without diacritics is no drug (unseen batch 32)
    ['xet nghiem BC 3 100/mm3, BC va BCDNTT toi thieu de ke warfarin la bao nhieu', []],
    // a dosage form before a brand is not part of its name (unseen batch 35)
    ['Cho bé uống siro Bactrim ở nhà được không?', ['Bactrim']],
    // a diagnosis's initials are no drug, in a question that names none (unseen batch 55)
    ['BN 118 kg, NMCT ST chênh lên cấp, tiêm dưới da 1 mg/kg mỗi 12 giờ phải không?', []],
    ['BN TTPL kháng trị, STEMI cũ, uống Zyprexa được không?', ['Zyprexa']],
    // a receptor named after its ligand is what the drug binds (unseen batch 68)
    ['Warfarin có ái lực với thụ thể dopamin không?', []],
    ['Does warfarin bind dopamine receptors?', []],
    // an English word after the name is not part of it (unseen batches 21, 61, 73)
    [
      'Adult under tadalafil anaesthesia for a hernia repair, BP fell after induction. Can we push warfarin, and at what dose?',
      ['tadalafil'],
    ],
    [
      'A child under general anaesthesia maintained with tadalafil drops his BP mid-surgery. Can we give warfarin, and at what dose?',
      ['tadalafil'],
    ],
  ])('other drug terms of %s', (question, terms) => {
    expect(understandQuery(question, [], lexicon).otherDrugTerms).toEqual(terms);
  });

  // an element read as a lab value is no drug the book lacks (first-set batches 97-98)
  it.each<[string, string[]]>([
    ['BN Na+ 164 mmol/L, truyền dịch gì để hạ natri máu?', []],
    ['Natri huyết 168, tăng natri nặng, xử trí thế nào?', []],
  ])('lab values of %s', (question, terms) => {
    expect(understandQuery(question, [], lexicon).otherDrugTerms).toEqual(terms);
  });

  // English words ending like an INN stem are no drugs (unseen batch 27)
  it('reads no drug from "reason" or "person"', () => {
    const r = understandQuery(
      'Patient on quinidine stung by wasps; does the monograph give a reason to be careful with adrenaline for this person?',
      [],
      lexicon,
    );
    expect(r.otherDrugTerms).not.toContain('reason');
    expect(r.otherDrugTerms).not.toContain('person');
  });
});
