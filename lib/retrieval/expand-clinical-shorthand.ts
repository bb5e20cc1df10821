import { ENGLISH_CLINICAL_TERMS } from './english-clinical-terms';
import { addBookSymptomWords } from './plain-symptom-terms';
import { foldDiacritics } from '@/lib/text/fold-diacritics';
/**
 * The shorthand clinicians type in a hurry, spelled out before any rule reads the question:
 * "PNCT dùng omeprazol đc ko" is "phụ nữ có thai dùng omeprazol được không". Measured: that
 * question named no population and no can-use cue and was answered from Chống chỉ định
 * ("Quá mẫn với omeprazol …") instead of Thời kỳ mang thai. Only whole words, and only forms
 * that mean nothing else in a drug question ("k" is not here: it is also potassium).
 */
const SHORTHAND: ReadonlyMap<string, string> = new Map([
  ['bn', 'bệnh nhân'],
  ['pnct', 'phụ nữ có thai'],
  ['pncb', 'phụ nữ cho con bú'],
  ['đc', 'được'],
  ['dc', 'được'],
  ['ko', 'không'],
  ['khg', 'không'],
  ['hok', 'không'],
  ['tdkmm', 'tác dụng không mong muốn'],
  ['tdp', 'tác dụng phụ'],
  // The English class name, as the book never writes it: "Ciprofloxacin uống cách antacid bao
  // lâu?" read antacid as an unknown partner and led with "Với atenolol: …" while Cách dùng
  // says "Uống thuốc cách xa thuốc kháng acid … ít nhất 2 giờ".
  ['antacid', 'thuốc kháng acid'],
  // The airway tube, as clinicians write it (unseen batch 10: adrenaline "via the endotracheal
  // tube" found no line on "qua ống nội khí quản").
  ['nkq', 'nội khí quản'],
  ['endotracheal', 'endotracheal nội khí quản'],
]);

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * A clinician's word for an indication the book names otherwise: the book's words are added
 * after it (the clinician's stay, for a monograph that uses them). Measured on the real book
 * (ACETYLCYSTEIN, whose doses sit under "Tiêu chất nhày:"): "Acetylcystein liều long đờm cho trẻ
 * 3 tuổi?" named no label and led with the paracetamol antidote's child line.
 */
const BOOK_WORDS: readonly [RegExp, string][] = [
  // Scrub typhus, a rickettsial disease, as clinicians name it: the book doses "Điều trị bệnh
  // rickettsia:" (unseen batch 56, first run: "… sốt mò có vết loét … Doxycyclin uống liều bao
  // nhiêu" led with the malaria prophylaxis lines).
  [/(?<![\p{L}])sốt\s+mò(?![\p{L}])(?!\s+bệnh rickettsia)/giu, 'bệnh rickettsia'],
  // A dry mouth as the ADR management line says it ("Nếu khô mồm, có thể ngậm kẹo …"): unseen
  // batch 152 (first run), "khô miệng khó chịu quá, có mẹo gì cho đỡ không?" led with the ADR list.
  [/(?<![\p{L}])khô\s+miệng(?![\p{L}])(?!\s+khô mồm)/giu, 'khô mồm'],
  // A bite by a named animal, as the book heads it ("Vết thương do bị động vật cắn"): first-set
  // batches 101, 124 (read again at stop 69): "bị chó nhà hàng xóm cắn ở bắp chân … clindamycin
  // … uống kèm thuốc nào khác" named no label, the 300 mg line with its fluoroquinolone left out.
  // With its marks only: folded, "cho … can" is "cho … cần" (give … need).
  [
    /(?<![\p{L}])(?:(?:chó|mèo|chuột|khỉ)(?:\s+[\p{L}]+){0,4}?\s+cắn|(?:dog|cat|animal)\s+bites?|bitten\s+by\s+(?:a|the|his|her)\s+(?:\w+\s+)?(?:dog|cat))(?![\p{L}])(?!\s+động vật cắn)/giu,
    'động vật cắn',
  ],
  // The leg's arteries, as clinicians name their disease: the book doses "bệnh lý động mạch
  // ngoại biên" (unseen batch 60, first run: "… bệnh động mạch chi dưới, ABI 0,6, đau cách hồi …
  // clopidogrel liều bao nhiêu" led with the acute coronary syndrome's renal line).
  [
    /(?<![\p{L}])(?:bệnh\s+)?(?:động\s+mạch|đm)\s+(?:chi\s+dưới|ngoại\s+vi)(?![\p{L}])(?!\s+bệnh lý động mạch ngoại biên)/giu,
    'bệnh lý động mạch ngoại biên',
  ],
  // A raised calcium as patients say it ("tăng calci máu", with or without diacritics), as the
  // book heads it ("Điều trị tăng calci huyết"): unseen batch 58 (first run), "Bé 8 tuổi tăng
  // calci máu … furosemid tiêm …" named no label. Not potassium or sodium: their levels are
  // adverse effects a question echoes as typed ("hạ kali máu").
  [/(?<![\p{L}])t[ăa]ng\s+calci\s+m[áa]u(?![\p{L}])(?!\s+tăng calci huyết)/giu, 'tăng calci huyết'],
  [/(?<![\p{L}])(?:long|loãng|tiêu)\s+đờm(?![\p{L}])(?!\s+tiêu chất nhày)/giu, 'tiêu chất nhày'],
  // Altitude sickness by its usual names, as the book heads it ("Chứng say núi"): first-set
  // batches 87-88 (stop 58, first runs), "… đi trekking lên 4.000 m … uống acetazolamid trước để
  // khỏi say độ cao" led with the glaucoma dose.
  [
    /(?<![\p{L}])(?:say\s+độ\s+cao|bệnh\s+(?:do\s+)?độ\s+cao)(?![\p{L}])(?!\s+say núi)/giu,
    'say núi',
  ],
  // Primary aldosteronism by its other names, as the book heads it ("Tăng aldosteron tiên phát"):
  // first-set batch 88 (first run), "adenoma thượng thận trái tiết aldosteron (hội chứng Conn) …
  // chờ mổ dùng spironolacton liều bao nhiêu" led with the heart failure line.
  [
    /(?<![\p{L}])(?:cường\s+aldosteron\s+(?:nguyên|tiên)\s+phát|hội\s+chứng\s+conn|(?:u|adenoma)(?:\s+tuyến)?\s+thượng\s+thận(?:\s+(?:trái|phải))?\s+tiết\s+aldosteron)(?![\p{L}])(?!\s+tăng aldosteron tiên phát)/giu,
    'tăng aldosteron tiên phát',
  ],
  // Periodontitis in the usual word order ("viêm nha chu", with or without diacritics), as the
  // book heads it ("Điều trị nha chu viêm"): unseen batch 70 (first run), "Doxycyclin liều thấp
  // điều trị viêm nha chu …" led with the malaria lines.
  [/(?<![\p{L}])vi[êe]m\s+nha\s+chu(?![\p{L}])(?!\s+nha chu viêm)/giu, 'nha chu viêm'],
  // The eosinophil as the lab report names it ("bạch cầu ưa acid", with or without diacritics,
  // or "eosinophil"), as the book does ("bạch cầu ái toan"): unseen batches 63 and 65 (first
  // runs), "… bach cau ua acid 4 600/mm3 … Xu tri the nao" met no "Nếu số lượng bạch cầu ái
  // toan tăng > 4 000 …" line.
  [
    /(?<![\p{L}])(?:b[ạa]ch\s+c[ầa]u\s+[ưu]a\s+acid|eosinophils?)(?![\p{L}])(?!\s+bạch cầu ái toan)/giu,
    'bạch cầu ái toan',
  ],
  // Stop 68, from unseen batches 147-148's first runs, each the book's words for what a ward or a
  // family says: an antacid by its contents or a common brand
  // ("Maalox (nhôm + magie)"; GABAPENTIN's "Thuốc kháng acid chứa nhôm và magnesi …" never
  // led), a suppository ("viên đạn", "nhét hậu môn"; DIMENHYDRINAT's "Đặt trực tràng" line came
  // third), drinking plenty ("uống nhiều nước"; COTRIMOXAZOL's "… uống đủ nước để tránh thuốc kết
  // tinh thành sỏi" never led), a blood level drawn ("draw a digoxin level"; DIGOXIN's "… phải
  // lấy mẫu máu ít nhất 6 - 8 giờ sau liều" never led).
  [
    /(?<![\p{L}])(?:maalox|phosphalugel|gaviscon|(?:nh[ôo]m)\s*(?:\+|v[àa])\s*(?:magi[eê]|magnesi))(?![\p{L}])(?!\s+thuốc kháng acid)/giu,
    'thuốc kháng acid chứa nhôm và magnesi',
  ],
  [
    /(?<![\p{L}])(?:vi[êe]n\s+[đd][ạa]n|nh[ée]t\s+h[ậa]u\s+m[ôo]n|[đd][úu]t\s+h[ậa]u\s+m[ôo]n|[đd][ặa]t\s+h[ậa]u\s+m[ôo]n|suppositor(?:y|ies))(?![\p{L}])(?!\s+đặt trực tràng)/giu,
    'đặt trực tràng',
  ],
  [
    /(?<![\p{L}])(?:u[ốo]ng\s+(?:nhi[ềe]u|[đd][ủu])\s+n[ưu][ớo]c|drink\s+(?:plenty|lots)\s+of\s+(?:water|fluids?)|fluid\s+intake)(?![\p{L}])(?!\s+uống đủ nước)/giu,
    'uống đủ nước',
  ],
  [
    /(?<![\p{L}])(?:(?:draw|check|take|send)\s+(?:a\s+|the\s+)?(?:[\p{L}-]+\s+)?(?:level|sample)|blood\s+sample|l[ấa]y\s+m[áa]u\s+(?:x[ée]t\s+nghi[ệe]m|[đd][ịi]nh\s+l[ưu][ợo]ng))(?![\p{L}])(?!\s+lấy mẫu máu)/giu,
    'lấy mẫu máu định lượng nồng độ',
  ],
  // The routes' English initials, as typed in capitals ("im" is Vietnamese, "im lặng"): "can
  // digoxin be given IM instead?" retrieved no line saying "tiêm bắp" (unseen batch 8).
  [/(?<![\p{L}])IM(?![\p{L}])(?!\s+tiêm bắp)/gu, 'tiêm bắp'],
  [/(?<![\p{L}])(?:SC|SQ)(?![\p{L}])(?!\s+tiêm dưới da)/gu, 'tiêm dưới da'],
  // An infarction without ST elevation is the one the book, in the older terms, calls "không có
  // sóng Q" (with unstable angina): measured on unseen batch 23, "NMCT không ST chênh lên (không
  // sóng Q) … enoxaparin liều bao nhiêu?" weighed the ST-elevation line heaviest.
  [
    /(?<![\p{L}])không\s+(?:có\s+)?ST\s+chênh(?:\s+(?:lên|cao))?(?![\p{L}])(?!\s+không có sóng Q)/giu,
    'không có sóng Q',
  ],
];

/**
 * Diagnoses as clinicians write them, in capitals (folded, most are Vietnamese words: "THA" is
 * "tha"), with the book's words added after them so a dose label that names the diagnosis is
 * named. Measured on unseen batch 11 (first run, CLOPIDOGREL): "NMCT ST chênh lên …, clopidogrel
 * nạp liều bao nhiêu" named no "Nhồi máu cơ tim có ST chênh lên:" line and led with the other
 * infarction's loading dose. Standard Vietnamese clinical abbreviations; the patient-condition
 * reader keeps its own table (condition-names.ts) for Chống chỉ định.
 */
const DIAGNOSES: readonly [string, string][] = [
  ['NMCT', 'nhồi máu cơ tim'],
  ['STEMI', 'nhồi máu cơ tim có ST chênh lên'],
  ['NSTEMI', 'nhồi máu cơ tim không có ST chênh lên không có sóng Q'],
  ['HCVC', 'hội chứng mạch vành cấp'],
  ['ĐTN', 'đau thắt ngực'],
  ['THA', 'tăng huyết áp'],
  ['ĐTĐ', 'đái tháo đường'],
  ['TBMMN', 'tai biến mạch máu não'],
  ['BPTNMT', 'bệnh phổi tắc nghẽn mạn tính'],
  ['XHTH', 'xuất huyết tiêu hóa'],
  ['TTPL', 'tâm thần phân liệt'],
  ['NKTN', 'nhiễm khuẩn tiết niệu'],
  ['VPBV', 'viêm phổi bệnh viện'],
  ['VPMPCĐ', 'viêm phổi mắc phải tại cộng đồng'],
  ['RN', 'rung nhĩ'],
  ['HKTMS', 'huyết khối tĩnh mạch sâu'],
  // More of the standard Vietnamese notes' initials (first-set batch 131, first run: "Dự phòng
  // VNTMNK bằng clindamycin tiêm TM" named no "Dự phòng viêm nội tâm mạc nhiễm khuẩn" label).
  // The book says endocarditis both ways: "viêm nội tâm mạc" and "viêm màng trong tim".
  ['VNTMNK', 'viêm nội tâm mạc nhiễm khuẩn viêm màng trong tim'],
  ['VNTM', 'viêm nội tâm mạc viêm màng trong tim'],
  ['VGB', 'viêm gan B'],
  ['VGC', 'viêm gan C'],
  ['NKH', 'nhiễm khuẩn huyết'],
  ['VMN', 'viêm màng não'],
  ['STM', 'suy thận mạn'],
  ['STC', 'suy thận cấp'],
  ['BTM', 'bệnh thận mạn'],
  ['HCTH', 'hội chứng thận hư'],
  ['XHN', 'xuất huyết não'],
  ['NMN', 'nhồi máu não'],
  // The English initials clinicians type in Vietnamese notes too.
  ['DVT', 'huyết khối tĩnh mạch sâu'],
  ['VTE', 'huyết khối tĩnh mạch'],
  ['AF', 'rung nhĩ'],
  ['UTI', 'nhiễm khuẩn đường tiết niệu'],
  ['HTN', 'tăng huyết áp'],
  ['CHF', 'suy tim sung huyết'],
  ['PCI', 'can thiệp động mạch vành qua da'],
  ['CKD', 'bệnh thận mạn suy thận'],
];
/**
 * The initials, folded: a diagnosis, never a drug's name. Measured on unseen batch 55 (first run):
 * a question naming no drug, "… 118 kg, NMCT ST chênh lên cấp … tiêm dưới da 1 mg/kg …", was told
 * that the book has no monograph or trade name "NMCT" instead of being asked which drug.
 */
export const DIAGNOSIS_INITIALS: ReadonlySet<string> = new Set(
  DIAGNOSES.map(([initials]) => foldDiacritics(initials).toLowerCase()),
);

const DIAGNOSIS_WORDS: readonly [RegExp, string][] = DIAGNOSES.map(([initials, book]) => [
  new RegExp(String.raw`(?<![\p{L}])${initials}(?![\p{L}])(?!\s+${book})`, 'gu'),
  book,
]);

/** An English negation a few words before a term ("no known …", "without …", "denies …"). */
const ENGLISH_NEGATED =
  /(?<![\p{L}])(?:no|not|without|denies|denied|negative\s+for|free\s+of)(?:\s+[\p{L}-]+){0,4}\s*$/iu;
const ANY_ENGLISH = new RegExp(
  String.raw`(?<![\p{L}])(?:${ENGLISH_CLINICAL_TERMS.map(([english]) => english).join('|')})(?![\p{L}])`,
  'iu',
);
const ENGLISH_WORDS: readonly [RegExp, string][] = ENGLISH_CLINICAL_TERMS.map(([english, book]) => [
  new RegExp(String.raw`(?<![\p{L}])(?:${english})(?![\p{L}])(?!\s+${book})`, 'giu'),
  book,
]);

/**
 * An age as clinicians write it in a case line, "nam 62t", "bé 4t": "t" glued to the number is
 * "tuổi", the person typed with or without diacritics ("bn nu 30t": unseen batch 21 read no age
 * and showed a child's line). Measured on unseen batches 10 and 11: "BN nam 78t nặng 110 kg STEMI …" read no age, and
 * the "người bệnh trên 75 tuổi" line of ENOXAPARIN did not fit. Glued, after a person or a comma
 * only: "2 t" and "x 2t" are left alone. "bé trai 11t", "bé gái 9t" (unseen batch 143, first run:
 * no age read, and a trip's "3 tuần" taken for the boy's age).
 */
const AGE_T =
  /(?<=(?:^|[,;]\s+|\(\s*|(?<![\p{L}])(?:nam|nữ|nu|trai|gái|gai|sp|sản phụ|san phu|bệnh nhân|bé|be|trẻ|tre|cháu|chau|ông|ong|bà|ba|cụ|cu|anh|chị|chi|em|cô|co|chú|chu|người|nguoi|con|mẹ|me|bố|bo|pt|patient)\s+))(\d{1,3})t(?![\p{L}\d])/giu;

/**
 * An age in English ("14 yo girl", "72-year-old", "5 years old"). Measured on unseen batch 12:
 * "14 yo girl with supraventricular tachycardia … maintenance dose?" read no age and was shown
 * the 5 - 10-year-olds' line.
 */
const AGE_EN =
  /(?<![\p{L}\d,.])(\d{1,3})\s*(?:-?\s*years?\s*-?\s*old|y\/o|y\.o\.|yo|yrs?\s+old)(?![\p{L}])/giu;

/**
 * An infant's age in English ("6 weeks old", "3-month-old", "10 days old"): measured on unseen
 * batch 22, "term-born baby boy now 6 weeks old, … IV colistimethate?" read no age, and
 * COLISTIN's "Trẻ em dưới 2 tháng tuổi" never led.
 */
const AGE_EN_SMALL =
  /(?<![\p{L}\d,.])(\d{1,3})\s*-?\s*(weeks?|months?|days?)\s*-?\s*old(?![\p{L}])/giu;
const SMALL_UNIT: Record<string, string> = { week: 'tuần', month: 'tháng', day: 'ngày' };

/**
 * A newborn's day of life as the ward writes it: "Day-20 girl", "day 12 of life", "DOL 5". Not a
 * day of an illness or a course ("shingles day 2", "day 10 of treatment"): only before a baby's
 * word or "of life". Measured on first-set batch 154 (first run): "Day-20 girl, 3.5 kg … HSV …
 * Acyclovir IV: how many mg/kg per dose?" read no age, and the neonates' line never led.
 */
const DAY_OF_LIFE =
  /(?<![\p{L}\d])(?:day[\s-]*(\d{1,2})(?=\s*(?:-?\s*old\s+)?(?:girl|boy|baby|infant|neonate|newborn|of\s+life)(?![\p{L}]))|dol[\s-]*(\d{1,2}))(?![\p{L}\d])/giu;

export function expandClinicalShorthand(text: string): string {
  const expanded = text
    .replace(WORD, (word) => SHORTHAND.get(word.toLowerCase()) ?? word)
    .replace(AGE_T, '$1 tuổi')
    .replace(AGE_EN, '$1 tuổi')
    .replace(DAY_OF_LIFE, (said: string, a?: string, b?: string) => `${said} ${a ?? b} ngày tuổi`)
    .replace(
      AGE_EN_SMALL,
      (_m, n: string, unit: string) =>
        `${n} ${SMALL_UNIT[unit.toLowerCase().replace(/s$/, '')]} tuổi`,
    );
  // One test of every English term first: most questions hold none, and a hundred replacements
  // each question were about 2% of an answer's CPU (profile of answer-cpu, 600 answers).
  const out = addBookSymptomWords(
    [...BOOK_WORDS, ...DIAGNOSIS_WORDS].reduce(
      (text, [pattern, book]) => text.replace(pattern, (said) => `${said} ${book}`),
      expanded,
    ),
  );
  if (!ANY_ENGLISH.test(out)) return out;
  // A term the question negates gains no Vietnamese words: "no known hypertension or heart
  // disease" read "tăng huyết áp" with no negation before it, and ADRENALIN's contraindication
  // held for a patient without it (unseen batch 20).
  return ENGLISH_WORDS.reduce(
    (text, [pattern, book]) =>
      text.replace(pattern, (said: string, at: number, whole: string) =>
        ENGLISH_NEGATED.test(whole.slice(Math.max(0, at - 48), at)) ? said : `${said} ${book}`,
      ),
    out,
  );
}
