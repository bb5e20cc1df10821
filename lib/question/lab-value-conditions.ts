import { escapeRegExp } from '@/lib/text/escape-reg-exp';
import { parseVnNumber } from '@/lib/text/parse-vn-number';

/**
 * A laboratory value the question gives, read as the condition the formulary names in words.
 * The book's Chống chỉ định says "hạ kali huyết nặng", not "K+ < 3,5 mmol/l": a question that
 * types "K+ máu 2,2 mmol/l" never met that line. Measured on unseen real monographs (batch 5,
 * first run): furosemid for a heart-failure patient with K+ 2,2 mmol/l led with "Mẫn cảm với
 * furosemid …"; the hypokalaemia contraindication was not shown.
 *
 * One row per analyte: the names a question types it by (folded), the units it is read in
 * (a value with another unit, or with none where the row needs one, is not read), and the
 * reference limits beyond which the condition is named. The limits are the usual adult
 * reference intervals; the book's own wording ("nặng") decides severity, which the answer line
 * leaves to the reader: it quotes the sentence.
 */
export interface LabRow {
  analyte: string;
  /** Folded names, longest first. */
  names: readonly string[];
  /** Folded units accepted after the number; empty: none needed. */
  units: readonly string[];
  /** A unit's factor to the unit the limits are in (cells/mm³ ÷ 1000 = G/l). */
  scale?: Readonly<Record<string, number>>;
  /** Below this value: `lowBook`. */
  low?: { under: number; book: readonly string[] };
  /** Above this value: `highBook`. */
  high?: { over: number; book: readonly string[] };
  /**
   * The period typed between the name and the number ("nước tiểu 24h chỉ 50 ml"): with it, a
   * value in `periodUnit` is read as in the row's first unit.
   */
  period?: { typed: readonly string[]; unit: string };
  /** A row read with no unit keeps only values in this range (a count or a dose is outside it). */
  plausible?: readonly [number, number];
}

/**
 * An electrolyte out of its range is what the book calls "mất cân bằng điện giải" or "rối loạn
 * điện giải" (first-set batch 92, stop 58 first run: Mg 0,42 mmol/L never met ACETAZOLAMID's
 * "Giảm kali huyết, giảm natri huyết, mất cân bằng điện giải khác").
 */
export const ELECTROLYTE_PHRASES: readonly string[] = [
  'mat can bang dien giai',
  'roi loan dien giai',
];
const ELECTROLYTE = ELECTROLYTE_PHRASES;

/** A potassium's limits, read with a unit or, after a blood word, without one. */
const POTASSIUM_LIMITS: Pick<LabRow, 'low' | 'high'> = {
  low: { under: 3.5, book: ['ha kali', 'giam kali', ...ELECTROLYTE] },
  high: { over: 5.0, book: ['tang kali', ...ELECTROLYTE] },
};

/** What a low bicarbonate or a high lactate is: a metabolic acidosis, as the book names it. */
const METABOLIC_ACIDOSIS = ['toan chuyen hoa', 'nhiem toan chuyen hoa', 'nhiem acid chuyen hoa'];

const NEUTROPHIL_NAMES = [
  'bach cau da nhan trung tinh',
  'bach cau trung tinh',
  'neutrophils',
  'neutrophil',
  'bcdntt',
  'bctt',
  'neut',
  'anc',
];

/** An aminotransferase over the usual upper limit of normal (40 U/l): the book's "tăng enzym gan". */
const RAISED_AMINOTRANSFERASE = {
  over: 40,
  book: ['tang enzym gan', 'tang transaminase', 'tang aminotransferase'],
};

export const LAB_ROWS: readonly LabRow[] = [
  {
    analyte: 'potassium',
    names: ['kali huyet thanh', 'kali huyet', 'kali mau', 'potassium', 'kali', 'k+', 'k'],
    units: ['mmol/l', 'meq/l', 'mmol'],
    ...POTASSIUM_LIMITS,
  },
  {
    // A lab report's "kali máu 4,0" often has no unit: the blood word says it is a level, and a
    // value outside a level's range is something else. Measured on first-set batch 91 (stop 58,
    // first run): "giữa các cơn kali máu 4,0" went unread, and the disease's "hạ kali" held.
    analyte: 'potassium',
    names: ['kali huyet thanh', 'kali huyet', 'kali trong mau', 'kali mau', 'k+ mau', 'k mau'],
    units: [],
    plausible: [1.5, 9],
    ...POTASSIUM_LIMITS,
  },
  {
    analyte: 'sodium',
    names: ['natri huyet thanh', 'natri huyet', 'natri mau', 'sodium', 'natri', 'na+', 'na'],
    units: ['mmol/l', 'meq/l', 'mmol'],
    low: { under: 135, book: ['ha natri', 'giam natri', ...ELECTROLYTE] },
    high: { over: 145, book: ['tang natri', ...ELECTROLYTE] },
  },
  {
    // A lab report's "natri máu 156" with no unit, as for potassium above. Measured on first-set
    // batch 123 (stop 63, first run): "xét nghiệm hôm qua natri máu 156" went unread, and NATRI
    // CLORID's "Người bệnh bị tăng natri huyết" did not lead salt tablets for a bedridden father.
    analyte: 'sodium',
    // "natri trong máu chỉ còn 124" as a relative repeats it (first-set batch 141, first run: not
    // read, and SPIRONOLACTON's "giảm natri huyết" did not lead a cirrhotic father's dose).
    names: [
      'natri huyet thanh',
      'natri huyet',
      'natri trong mau',
      'natri mau',
      'na+ mau',
      'na mau',
      // A panel's bare "Na 126" (first-set batch 146, first run: "XN: Na 126, K 4,0, …" went
      // unread, and SPIRONOLACTON's "giảm natri huyết" did not lead a cirrhotic's first dose).
      // Only a value a serum sodium can be (the range below): no dose or count is read.
      'na+',
      'na',
    ],
    units: [],
    plausible: [100, 190],
    low: { under: 135, book: ['ha natri', 'giam natri', ...ELECTROLYTE] },
    high: { over: 145, book: ['tang natri', ...ELECTROLYTE] },
  },
  {
    analyte: 'calcium',
    names: ['calci huyet', 'calci mau', 'canxi mau', 'calcium', 'calci', 'canxi', 'ca2+', 'ca++'],
    units: ['mmol/l'],
    low: { under: 2.1, book: ['ha calci', 'giam calci', ...ELECTROLYTE] },
    high: { over: 2.6, book: ['tang calci', ...ELECTROLYTE] },
  },
  {
    analyte: 'magnesium',
    // "Mg máu" as a lab report prints it; "mg" alone is a milligram.
    names: [
      'magnesi huyet',
      'magnesi mau',
      'mg mau',
      'mg huyet',
      'magnesium',
      'magnesi',
      'mg2+',
      'mg++',
    ],
    units: ['mmol/l'],
    low: { under: 0.7, book: ['ha magnesi', 'giam magnesi', ...ELECTROLYTE] },
  },
  {
    analyte: 'glucose',
    names: ['duong huyet', 'duong mau', 'glucose mau', 'glucose', 'glycemia'],
    units: ['mmol/l'],
    low: { under: 3.9, book: ['ha duong huyet', 'ha glucose'] },
  },
  {
    analyte: 'platelets',
    names: ['tieu cau', 'platelets', 'platelet', 'plt'],
    units: ['g/l', 'x10^9/l', 'x 10^9/l', '/mm3', '/ul', 'k/ul'],
    scale: { '/mm3': 0.001, '/ul': 0.001 },
    low: { under: 150, book: ['giam tieu cau'] },
  },
  {
    // The white cells as a report prints them ("BC 3 600/mm3", "WBC 3.2"), under 4 × 10⁹/L a
    // leukopenia, as the book names it. Measured on unseen batches 129-130 (first runs): two
    // counts on clozapine went unread, and "Ngừng ngay clozapin khi số lượng bạch cầu giảm
    // xuống dưới 3 000 …" was not shown. A unit is needed: "BC" alone is no count.
    analyte: 'leukocytes',
    names: ['so luong bach cau', 'bach cau', 'wbc', 'bc'],
    units: ['g/l', 'x10^9/l', 'x 10^9/l', '/mm3', '/ul'],
    scale: { '/mm3': 0.001, '/ul': 0.001 },
    low: { under: 4, book: ['giam bach cau'] },
  },
  {
    analyte: 'neutrophils',
    names: NEUTROPHIL_NAMES,
    units: ['g/l', 'x10^9/l', 'x 10^9/l', '/mm3', '/ul'],
    scale: { '/mm3': 0.001, '/ul': 0.001 },
    low: { under: 1.5, book: ['giam bach cau trung tinh'] },
  },
  {
    // Under 0.5 × 10⁹/L the neutropenia is agranulocytosis, as the book itself bands it
    // (CLOZAPIN's Thận trọng: "mất bạch cầu hạt (… bạch cầu đa nhân trung tính < 500 tế
    // bào/mm3)"). Measured (stop 61, a doctor's question): read at any count under 1.5, a count
    // of 1.2 × 10⁹/L led with CLOZAPIN's "… đang mắc hội chứng mất bạch cầu hạt nặng".
    analyte: 'neutrophils_agranulocytosis',
    names: NEUTROPHIL_NAMES,
    units: ['g/l', 'x10^9/l', 'x 10^9/l', '/mm3', '/ul'],
    scale: { '/mm3': 0.001, '/ul': 0.001 },
    low: { under: 0.5, book: ['mat bach cau hat'] },
  },
  {
    // A day's urine output: under 100 ml is anuria, under 400 ml oliguria (KDIGO's and the
    // usual adult definitions).
    analyte: 'urine_output',
    names: ['nuoc tieu', 'luong nuoc tieu', 'urine output', 'urine'],
    units: ['ml/24h', 'ml/24 h', 'ml/24 gio', 'ml/ngay', 'ml/day'],
    low: { under: 100, book: ['vo nieu'] },
    // Unseen batch 17 (first run): "… nuoc tieu 24h chi 50 ml" never met FUROSEMID's "Vô niệu".
    period: {
      typed: ['trong 24 gio', 'trong 24h', '24 gio', '24h', '24 h', 'ca ngay'],
      unit: 'ml',
    },
  },
  {
    // Hypercapnia and hypoxaemia are how a question states respiratory failure; the book names
    // the failure ("suy hô hấp nặng").
    analyte: 'paco2',
    names: ['paco2', 'pco2'],
    units: ['mmhg'],
    high: { over: 45, book: ['suy ho hap'] },
  },
  {
    // An INR far above the anticoagulant range (warfarin's target is 2 - 3; above 4.5 its
    // over-anticoagulation) is the coagulation disorder the book names. Measured on unseen batch
    // 34 (first run): "… tự ý uống gấp đôi liều …, INR 7,8, chảy máu chân răng … colchicin …
    // được không" never met COLCHICIN's "Bệnh tim nặng hoặc loạn đông máu". A ratio: no unit.
    analyte: 'inr',
    names: ['inr'],
    units: [],
    high: { over: 4.5, book: ['loan dong mau', 'roi loan dong mau'] },
  },
  {
    analyte: 'spo2',
    names: ['spo2', 'sao2'],
    units: ['%'],
    low: { under: 90, book: ['suy ho hap'] },
  },
  {
    // A left ventricle ejecting under 30% is severe left ventricular failure (the usual grading).
    // Measured on unseen batch 54 (first run): "… suy tim EF 20%, … sung huyết phổi rõ … diltiazem
    // uống … được không?" never met DILTIAZEM's "Suy thất trái nặng kèm theo sung huyết phổi".
    analyte: 'ejection_fraction',
    names: ['phan suat tong mau', 'lvef', 'ef'],
    units: ['%'],
    // "Bệnh tim nặng" too, as CLOZAPIN's Chống chỉ định prints it (unseen batch 116, first run: a
    // peripartum cardiomyopathy at EF 28% led with an interaction, "Mắc bệnh tim nặng" third).
    low: { under: 30, book: ['suy that trai nang', 'suy tim nang', 'benh tim nang'] },
  },
  {
    // A mean cell volume over 100 fL is a macrocytic anaemia, the book's "thiếu máu nguyên hồng
    // cầu khổng lồ" (usual adult limit). Measured on unseen batch 62 (first run): "… Hb 8,2 g/dl,
    // MCV 121 fL, folat huyết thanh rất thấp … cotrimoxazol … mấy ngày?" never met
    // COTRIMOXAZOL's "… thiếu máu nguyên hồng cầu khổng lồ do thiếu acid folic".
    analyte: 'mcv',
    names: ['the tich trung binh hong cau', 'mcv'],
    units: ['fl'],
    high: { over: 100, book: ['hong cau khong lo', 'thieu mau nguyen hong cau khong lo'] },
  },
  {
    // A TSH over 10 mU/l is hypothyroidism in the usual reading (first-set batch 85, stop 57,
    // first run: "… tự bỏ levothyroxin 6 tháng nay, TSH 62 mUI/L … natri nitroprusiat …?" never met
    // NATRI NITROPRUSIAT's "Nhược năng giáp chưa được điều trị ổn định").
    analyte: 'tsh',
    names: ['tsh'],
    // A bare "TSH 48" as the ward writes it (first-set batch 153, first run: "He stopped
    // levothyroxine 6 months ago, TSH 48, FT4 low" went unread, and the same contraindication did
    // not lead). TSH has one unit in practice; the plausible range keeps a dose or a count out.
    units: [],
    plausible: [0.01, 500],
    high: { over: 10, book: ['suy giap', 'nhuoc giap', 'nhuoc nang giap', 'thieu nang giap'] },
  },
  {
    // Blood ketones over 3 mmol/l are ketoacidosis (the usual diagnostic threshold with
    // hyperglycaemia). Measured on first-set batch 81 (stop 57, first run): "… glucose 28 mmol/L,
    // pH 7,15, ceton máu 5,2 mmol/L … thêm acarbose …?" never met ACARBOSE's "Đái tháo đường nhiễm
    // toan thể ceton".
    analyte: 'ketones',
    names: ['ceton mau', 'ceton', 'ketones', 'ketone', 'beta-hydroxybutyrate', 'bhb'],
    units: ['mmol/l'],
    high: { over: 3, book: ['nhiem toan the ceton', 'nhiem toan ceton', 'nhiem acid ceton'] },
  },
  {
    // A fibrinogen under 1.5 g/l is a coagulation disorder (the usual threshold for
    // hypofibrinogenaemia). Measured on first-set batches 79 and 80 (stop 57, first runs): "… tiểu
    // cầu 48 G/L, fibrinogen 0,9 g/L … natri clorid 20% vào buồng ối …?" never met NATRI CLORID's
    // "… tử cung tăng trương lực, rối loạn đông máu".
    analyte: 'fibrinogen',
    names: ['fibrinogen'],
    units: ['g/l'],
    low: { under: 1.5, book: ['roi loan dong mau', 'loan dong mau'] },
  },
  {
    // An aminotransferase over the usual upper limit of normal (40 U/l) is the book's "tăng enzym
    // gan". Measured on first-set batch 78 (stop 57, first run): "ALT 150 U/L, AST 120 U/L … Thêm
    // acarbose … được không?" never met ACARBOSE's "Những trường hợp suy gan, tăng enzym gan".
    analyte: 'alt',
    names: ['alat', 'sgpt', 'alt'],
    units: ['u/l', 'ui/l', 'iu/l', 'mui/l'],
    high: RAISED_AMINOTRANSFERASE,
  },
  {
    analyte: 'ast',
    names: ['asat', 'sgot', 'ast'],
    units: ['u/l', 'ui/l', 'iu/l', 'mui/l'],
    high: RAISED_AMINOTRANSFERASE,
  },
  {
    // A lab report's "ALT 128, AST 97" often has no unit: an aminotransferase name says it is an
    // activity, and a number outside an activity's range is something else ("ALT gấp 3 lần").
    // Measured on first-set batch 111 (first run): "… men gan ALT 128, AST 97, … cao gấp 3 lần …
    // Glucobay … uống được không?" never met ACARBOSE's "Những trường hợp suy gan, tăng enzym gan".
    analyte: 'aminotransferase',
    names: ['alat', 'sgpt', 'alt', 'asat', 'sgot', 'ast'],
    units: [],
    plausible: [5, 20_000],
    high: RAISED_AMINOTRANSFERASE,
  },
  {
    // A serum creatinine of 4 mg/dl (354 µmol/l) or more is severe kidney failure whatever the
    // patient's size (KDIGO's acute stage 3; chronic stages 4-5): the book's "suy thận nặng".
    // Lower values need the clearance the book bands by, and are left to the renal readers.
    // Measured on first-set batch 114 (first run): "creatinine up from 1.0 to 4.9 mg/dL …" never
    // met NATRI NITROPRUSIAT's "Suy gan, suy thận nặng" in a scleroderma renal crisis.
    analyte: 'creatinine',
    names: ['creatinin huyet thanh', 'creatinin mau', 'creatinine', 'creatinin'],
    units: ['mg/dl', 'µmol/l', 'umol/l', 'micromol/l'],
    scale: { 'µmol/l': 1 / 88.4, 'umol/l': 1 / 88.4, 'micromol/l': 1 / 88.4 },
    high: { over: 3.99, book: ['suy than nang'] },
  },
  {
    // A methaemoglobin fraction over the normal 2% is methaemoglobinaemia, "methemoglobin huyết".
    // Measured on first-set batch 78 (stop 57, first run): "… MetHb 38% do ngộ độc nitrit … Cho
    // natri nitrit liều này được không?" never met NATRI NITRIT's "Methemoglobin huyết do nhiễm
    // độc nitrat, nitrit".
    analyte: 'methemoglobin',
    names: ['methemoglobin', 'methaemoglobin', 'methb', 'met hb'],
    units: ['%'],
    high: { over: 2, book: ['methemoglobin huyet', 'methemoglobin mau'] },
  },
  {
    // A Glasgow coma score of 8 or less is coma (the usual threshold for it). Measured on unseen
    // batch 52 (first run): "… uống quá nhiều thuốc an thần, hiện GCS 8 điểm, thở chậm. … bắt đầu
    // lại clozapin …?" never met CLOZAPIN's "hôn mê hoặc ức chế mạnh hệ thần kinh trung ương".
    // A score: no unit.
    analyte: 'gcs',
    names: ['glasgow', 'gcs'],
    units: [],
    low: { under: 9, book: ['hon me'] },
  },
  {
    // A low bicarbonate is a metabolic acidosis (first-set batches 91-92, stop 58 first runs:
    // metformin's lactic acidosis, "pH 7.16, bicarbonate 9", never met ACEBUTOLOL's "toan chuyển
    // hóa").
    analyte: 'bicarbonate',
    names: ['bicarbonat', 'bicarbonate', 'hco3-', 'hco3'],
    units: ['mmol/l', 'meq/l'],
    low: { under: 18, book: METABOLIC_ACIDOSIS },
  },
  {
    // A blood lactate over 4 mmol/l is a lactic, so metabolic, acidosis (first-set batch 91: "pH
    // 7.16, bicarbonate 9, lactate 8.5 mmol/L" on metformin).
    analyte: 'lactate',
    names: ['lactat mau', 'lactat', 'lactate', 'acid lactic'],
    units: ['mmol/l'],
    high: { over: 4, book: METABOLIC_ACIDOSIS },
  },
  {
    // A body temperature over 39 °C is a high fever, one of the stresses ACARBOSE's Thận trọng
    // names ("khi bị một stress (như sốt cao, chấn thương, phẫu thuật...)"): measured on
    // first-set batch 88 (stop 58, first run), "… pneumonia, temperature 39.5 °C and glucose 18
    // mmol/L. Should we simply keep (or increase) the acarbose …?" never met it.
    analyte: 'temperature',
    names: ['nhiet do co the', 'than nhiet', 'nhiet do', 'temperature', 'temp', 'sot'],
    units: ['°c', 'º c', '° c', 'oc', 'do c', 'do'],
    high: { over: 38.9, book: ['sot cao'] },
  },
];

export interface LabReading {
  analyte: string;
  /**
   * What was measured, as the book names it (folded): the row's first name of two words or
   * more ("bach cau da nhan trung tinh", "kali huyet thanh"), else its first.
   */
  measured: string;
  /** The value as typed ("k+ mau 2,2 mmol/l", folded). */
  typed: string;
  value: number;
  /** The book's phrases for the condition the value is in; empty when within limits. */
  book: readonly string[];
}

/**
 * A value as a lab report prints it: a count (a row with a per-volume unit) with its thousands
 * spaced ("BCĐNTT chỉ 1 400/mm3", as the book prints "1 500 tế bào/mm3"), or a plain or decimal
 * number; a concentration's two numbers are two readings ("Na 134 135" is no 134 135).
 * Measured on unseen batch 130 (first run): "số lượng tuyệt đối BCĐNTT chỉ 1 400/mm3" went
 * unread, and CLOZAPIN's "… giảm xuống dưới 1 500 tế bào/mm3" was not shown. Only a space between
 * groups: "1.400" may be an English decimal. The book's thresholds are read with it too
 * (read-lab-bands.ts).
 */
const PLAIN_NUMBER = String.raw`\d+(?:[.,]\d+)?`;
export const COUNT_NUMBER = String.raw`\d{1,3}(?: \d{3})+(?!\d)|${PLAIN_NUMBER}`;
/**
 * When the reading was taken, said between the name and its value ("Sodium this morning 134
 * mmol/L", "natri sáng nay 134 mmol/l"). Measured on first-set batch 127 (stop 63, first run):
 * that sodium went unread, and NATRI CLORID's hypertonic "… bình thường hoặc chỉ giảm nhẹ" did not
 * lead 3% saline.
 */
const WHEN_TAKEN = String.raw`(?:(?:this|that)\s+(?:morning|afternoon|evening)|today|on\s+admission|(?:sang|chieu|toi|hom)\s+nay|hom\s+qua|(?:lan\s+)?gan\s+nhat|luc\s+vao\s+vien)`;

/**
 * "<name> [máu|huyết thanh|:|=|là] <number> <unit>", folded, a sample's kind or "vẫn" between
 * ("glucose mao mạch 2,9 mmol/L", "glucose vẫn 3,3": first-set batch 90, stop 58 first run, a
 * hypoglycaemic patient never met ACARBOSE's "Hạ đường huyết"); in English too, "ANC dropped to
 * 300/mm3", "platelets of 85" (unseen batch 72, first run: a past agranulocytosis told so never
 * met CLOZAPIN's "Tiền sử mất bạch cầu hạt"); the measure named after it ("absolute neutrophil
 * count of 1.2 x 10^9/L", stop 61, a doctor's question on CLOZAPIN: not read, and the answer led
 * with a pharmacokinetic line); a level risen "lên tới" a value (first-set batch 104,
 * first run: "kali máu lên tới 6,1" was not read, and SPIRONOLACTON's "tăng kali huyết" never led).
 */
function pattern(row: LabRow): RegExp {
  const names = row.names.map(escapeRegExp).join('|');
  const units = [...row.units, ...(row.period ? [row.period.unit] : [])]
    .map(escapeRegExp)
    .join('|');
  const period = row.period ? `(?:\\s*(${row.period.typed.map(escapeRegExp).join('|')}))?` : '()';
  return new RegExp(
    String.raw`(?<![\p{L}\p{N}])(?:${names})(?![\p{L}\p{N}])(?:\s+(?:count|counts|level|levels|concentration))?(?:\s+(?:tuyet\s+doi|absolute))?${period}\s*(?:mau|huyet thanh|huyet)?\s*(?:(?:mao mach|tinh mach|dong mach|luc doi|ngau nhien|capillary|fasting|random|bedside|o nha|tai nha|at home)\s+)?(?:${WHEN_TAKEN}\s+)?(?:(?:van|still)\s+)?(?:(?:tut|giam|tang|chi|ha)\s+)?(?:(?:co|con)\s+)?(?:(?:len|xuong)\s+)?(?:(?:toi|den|muc)\s+)?(?:(?:is|was|of|at|has|had)\s+)?(?:(?:dropped|fell|fallen|decreased|declined|rose|risen|increased|up|down)\s+)?(?:to\s+)?(?:con|la|=|:|~|tu|from)?\s*(${row.scale ? COUNT_NUMBER : PLAIN_NUMBER})(?:\s*[-–]\s*(\d+(?:[.,]\d+)?))?\s*(${units})?(?![\p{L}/])${row.units.length === 0 ? COUNT_AFTER : ''}`,
    'gu',
  );
}

/** A unit-less number followed by a count's word is a count, not a level ("kali máu 3 lần"). */
const COUNT_AFTER = String.raw`(?!\s*(?:lan|ngay|gio|tuan|thang|nam|vien|ong|goi|ml|mg|g|kg)(?![\p{L}]))`;

const PATTERNS = new Map(LAB_ROWS.map((r) => [r, pattern(r)]));

function conditionOf(row: LabRow, value: number): readonly string[] {
  if (row.low && value < row.low.under) return row.low.book;
  if (row.high && value > row.high.over) return row.high.book;
  return [];
}

/** What follows a reading when the measure moved ("… tụt xuống 85 G/L"), in the row's units. */
function movedPattern(row: LabRow): RegExp {
  const units = row.units.map(escapeRegExp).join('|');
  return new RegExp(
    String.raw`^\s*(?:(?:tut|giam|tang|ha|roi)\s+)?(?:xuong|len|to)\s+(?:(?:con|den|toi|muc)\s+)?(\d+(?:[.,]\d+)?)\s*(${units})?(?![\p{L}/])`,
    'u',
  );
}

const MOVED_PATTERNS = new Map(LAB_ROWS.map((r) => [r, movedPattern(r)]));

/**
 * The value a measure moved to, right after the one it moved from ("tiểu cầu từ 240 G/L tụt
 * xuống 85 G/L"): the patient's value is the last. Measured on unseen batch 12: the platelets'
 * fall to 85 G/L was read as 240, within limits, and no "giảm tiểu cầu" line held.
 */
function movedTo(
  after: string,
  row: LabRow,
): { number: string; unit: string | undefined; said: string } | null {
  const m = MOVED_PATTERNS.get(row)!.exec(after);
  return m ? { number: m[1]!, unit: m[2], said: m[0] } : null;
}

/**
 * Every laboratory value of the folded question with its unit, as the condition it falls in.
 * A number with no unit is not read: "K 4" is not a potassium (a grade, a count).
 */
export function readLabValues(folded: string): LabReading[] {
  const out: LabReading[] = [];
  for (const row of LAB_ROWS) {
    const re = PATTERNS.get(row)!;
    re.lastIndex = 0;
    for (let m = re.exec(folded); m; m = re.exec(folded)) {
      const [, period, number, rangeEnd, unit] = m;
      const now = movedTo(folded.slice(re.lastIndex), row);
      // The unit may come only after the value it moved to ("từ 0,9 lên 1,9 mg/dl").
      if (!unit && !now?.unit && row.units.length > 0) continue;
      // A bare period unit counts only after the period ("24h … 50 ml").
      if (row.period && unit === row.period.unit && !period) continue;
      const typed = parseVnNumber(now?.number ?? number!);
      if (typed === null || !Number.isFinite(typed)) continue;
      const at = now?.unit ?? unit;
      const scale = (at && row.scale?.[at]) || 1;
      const value = typed * scale;
      if (row.plausible && (value < row.plausible[0] || value > row.plausible[1])) continue;
      // The unit-less row reads what a row with units read already: once.
      if (out.some((r) => r.analyte === row.analyte && r.value === value)) continue;
      const said = now ? m[0] + now.said : m[0];
      // A range read over several measures ("đường máu chỉ 2,6 - 2,8 mmol/L") names a condition
      // only when both ends are in it (first-set batch 112, first run: the range was not read,
      // and a patient with hypoglycaemia after a gastric bypass was not led by ACARBOSE's "Hạ
      // đường huyết").
      const end = !now && rangeEnd ? parseVnNumber(rangeEnd) : null;
      const book = conditionOf(row, value);
      const bothEnds =
        end === null || !Number.isFinite(end)
          ? book
          : conditionOf(row, end * scale) === book
            ? book
            : [];
      const measured = row.names.find((n) => n.includes(' ')) ?? row.names[0]!;
      out.push({ analyte: row.analyte, measured, typed: said.trim(), value, book: bothEnds });
    }
  }
  return out;
}
