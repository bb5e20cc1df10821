import { findDoseTimeBands, MAY_HOLD_DOSE_TIME } from './find-dose-time-bands';
import type { BandQuantity, ValueInterval } from '@/lib/schema/patient-parameters';
import { foldDiacritics } from './fold-diacritics';
import { parseVnNumber, VN_NUMBER_SOURCE } from './parse-vn-number';

/**
 * Numeric bands as Vietnamese clinical text writes them, read by grammar — a number, a unit
 * that names the quantity, and the words around them that make it a range or a bound — so the
 * same reader serves the book's sentences and the clinician's question:
 *
 *   "30 - 50 ml/phút", "từ 25 - 50 ml/phút", "dưới 10 ml/phút", "Clcr< 20 ml/phút",
 *   "≥ 7 tuổi", "2 tuổi hoặc trên 2 tuổi", "3 tháng - 12 tuổi", "từ 40 kg trở lên",
 *   "> 21 kg - dưới 30 kg", "6 tuổi và trên 6 tuổi", "60 kg hoặc nhẹ hơn", "dưới một tháng tuổi",
 *   "Trẻ sơ sinh cho tới 3 tháng tuổi", "từ hai đến mười hai tuổi".
 *
 * Offsets are into the given text (NFC): folding Vietnamese keeps one character per character.
 */
export interface NumericBand {
  quantity: BandQuantity;
  interval: ValueInterval;
  start: number;
  end: number;
}

/**
 * A number written as words, folded: "một" … "chín", "mười", "mười hai", "mười lăm", "hai mươi",
 * "hai mươi mốt". Folding makes some of them other words ("sau" is "sáu" and "sau", "nam" is
 * "năm" and "nam"): the words are read back from the text with their marks (parseNumberWords).
 * No "năm" after "mười": "mười năm tuổi" is ten, as "mười lăm" is written for fifteen.
 */
const DIGIT_WORD = 'mot|hai|ba|bon|nam|sau|bay|tam|chin';
const NUM_WORDS = String.raw`(?<![\p{L}])(?:(?:(?:hai|ba|bon|nam|sau|bay|tam|chin)\s+muoi|muoi)(?:\s+(?:mot|hai|ba|bon|tu|lam|sau|bay|tam|chin))?|${DIGIT_WORD})(?![\p{L}])`;
const NUM = `(?:${VN_NUMBER_SOURCE}|${NUM_WORDS})`;
// Units, folded. A month/week/day count is an age only with "tuổi", or as the lower end of a
// range whose upper end is in tuổi ("3 tháng - 12 tuổi"); "3 tháng đầu thai kỳ" is not an age.
const RENAL = String.raw`ml\s*/\s*phut(?:\s*/\s*1[,.]73\s*m(?:²|2)?)?`;
const AGE = String.raw`(?:nam\s+)?tuoi|thang\s+tuoi|tuan\s+tuoi|ngay\s+tuoi`;
const AGE_PART = String.raw`thang|tuan|ngay|nam`;
/**
 * "năm" alone closes a range opened in months, weeks or days ("Trẻ em 1 tháng đến 2 năm"): read
 * only there (findNumericBands), as "năm" alone is also a duration ("trong 2 năm"). Measured on
 * unseen batch 11 (DIGOXIN): the band was not read, and "Trẻ em 1 tháng đến 2 năm: … 10
 * microgam/kg/ngày" was shown to an 8-year-old.
 */
const YEARS_AFTER_MONTHS = String.raw`nam(?![\p{L}])`;
// "mg/kg", "lít/kg" never match: the unit must follow the number; "kg/…" is a rate, not a weight.
const WEIGHT = String.raw`kg(?![\p{L}/])`;
const UNIT = `(?<unit>${RENAL}|${AGE}|${WEIGHT})`;
const LOW = String.raw`duoi|nho\s+hon|khong\s+(?:vuot\s+)?qua|toi\s+da|<=|=<|≤|<`;
// "Trẻ sơ sinh cho tới 3 tháng tuổi", "Đến 12 tuổi: …": "(cho) tới/đến" is an upper bound after a
// population or at a band's start; elsewhere it joins a range ("từ 1 tháng đến 12 tuổi", read as
// one by the range pattern) or is a dose's ("tăng dần liều cho tới 25 mg/lần", no band unit).
const POPULATION = String.raw`tre(?:\s+(?:em|nho|so\s+sinh))?|so\s+sinh|nhu\s+nhi|thieu\s+nien|nguoi(?:\s+(?:lon|benh))?|benh\s+nhan`;
// The context is looked behind from after the word, not before it: a look-behind at the head of
// an alternative runs at every position of every text. Measured in one run over the 110,978
// sentences of the 680-monograph book's chunks and the real book's text: 1,526 ms with the
// look-behind first, 462 ms after the word, the same bands for every sentence.
const UP_TO = String.raw`(?:cho\s+)?(?:den|toi)(?![\p{L}])(?<=(?:^|[:;,.(\n*_]|(?<![\p{L}])(?:${POPULATION}))\s*(?:cho\s+)?(?:den|toi))`;
// "60 kg hoặc nhẹ hơn" (≤ 60 kg), "50 ml/phút hoặc cao hơn" (≥ 50 ml/phút), inclusive.
const OR_LESS = String.raw`nhe|thap|it|nho`;
const OR_MORE = String.raw`lon|nang|cao|nhieu`;
const OR_LESS_TAIL = new RegExp(`^hoac (?:${OR_LESS}) hon$`, 'u');
// "vượt quá 50 ml/phút" (COLCHICIN, unseen batch 40: a clearance of 62 was told no band held).
const HIGH = String.raw`tren|lon\s+hon|vuot\s+qua|it\s+nhat|toi\s+thieu|tu|>=|=>|≥|>`;
/** A bound word starts a word ("từ", not the end of another); a symbol may touch a letter ("Clcr<"). */
const bound = (alternatives: string) =>
  alternatives
    .split('|')
    .map((w) => (/^[a-z]/.test(w) ? `(?<![\\p{L}])${w}` : w))
    .join('|');

const PATTERN = new RegExp(
  [
    // range: [từ|>|trên] A [unit] (-|đến|tới) [dưới|<] B unit
    String.raw`(?:(?<rlo>${bound(HIGH)})\s*)?(?<a>${NUM})\s*(?<aunit>${RENAL}|${AGE}|${AGE_PART}|${WEIGHT})?\s*(?:-|–|—|den|toi)\s*(?:(?<rhi>${bound(LOW)})\s*)?(?<b>${NUM})\s*(?<bunit>${RENAL}|${AGE}|${WEIGHT}|${YEARS_AFTER_MONTHS})`,
    // bound or point: [word] A unit [trở lên|trở xuống|hoặc trên (A unit)|và trên A unit]
    String.raw`(?:(?<word>${UP_TO}|${bound(LOW)}|${bound(HIGH)})\s*)?(?<v>${NUM})\s*${UNIT}(?<tail>\s+tro\s+(?:len|xuong)|\s+(?:hoac|va)\s+(?:tren|hon|lon\s+hon)(?:\s+${NUM}\s*(?:${AGE}|${WEIGHT}|${RENAL}))?|\s+hoac\s+(?:${OR_LESS}|${OR_MORE})\s+hon(?![\p{L}]))?`,
  ].join('|'),
  'gud',
);

/**
 * Heart rate and serum creatinine (issue 36 item 4): the same grammar over their own units, in
 * a pass of its own so the bands above are read exactly as before. A unit alone does not name
 * the quantity here, the words before the number do (bandOfContext): "lần/phút" is also a
 * breathing rate ("nhịp thở < 10 lần/phút"), "mg/dl" also a drug level or a glucose.
 * "/phút" alone follows a heart word in the real book ("Nhịp tim chậm < 50/phút").
 */
const HEART = String.raw`(?:(?:lan|nhip)\s*)?/\s*phut(?![\p{L}/])`;
const CREATININE_UNIT = String.raw`(?:mg\s*/\s*dl|mg\s*%|(?:micro|µ|μ|mc|u)\s*mol\s*/\s*l(?:it)?)(?![\p{L}])`;
const NEW_UNIT = `(?:${HEART}|${CREATININE_UNIT})`;
const NEW_PATTERN = new RegExp(
  [
    // "từ 1,6 2,5 mg/dl": a range whose dash the text lost (a glyph with no Unicode mapping, or a
    // conversion that dropped it). Only after "từ", the lower number first (checked below).
    // Measured on unseen batches 143 and 144 (first runs): COLISTIN's "Nồng độ creatinin từ 1,6
    // 2,5 mg/dl: …" was read as the point 2,5, and a creatinine of 2,0 or 2,1 met no line.
    String.raw`(?<![\p{L}])tu\s+(?<da>${VN_NUMBER_SOURCE})\s+(?<db>${VN_NUMBER_SOURCE})\s*(?<dunit>${NEW_UNIT})`,
    // range; "dưới 45 - 50 nhịp/phút" (the real book, a beta-blocker's Chống chỉ định) is a bound
    // whose limit the book leaves between 45 and 50: read as under the higher.
    String.raw`(?:(?<rlo>${bound(HIGH)}|${bound(LOW)})\s*)?(?<a>${VN_NUMBER_SOURCE})\s*(?:${NEW_UNIT})?\s*(?:-|–|—|den|toi)\s*(?:(?<rhi>${bound(LOW)})\s*)?(?<b>${VN_NUMBER_SOURCE})\s*(?<bunit>${NEW_UNIT})`,
    String.raw`(?:(?<word>${bound(LOW)}|${bound(HIGH)})\s*)?(?<v>${VN_NUMBER_SOURCE})\s*(?<unit>${NEW_UNIT})(?<tail>\s+tro\s+(?:len|xuong))?`,
  ].join('|'),
  'gud',
);

/**
 * The words that name a heart rate, the last of them before the number: "nhịp tim", "tần số
 * tim", "nhịp chậm/nhanh", "mạch" (not "tĩnh mạch", "động mạch", "mạch máu", "tim mạch"…).
 */
const HEART_WORD = String.raw`(?:nhip\s+tim|tan\s+so\s+tim|nhip\s+(?:cham|nhanh)|(?<![\p{L}])(?<!(?:tinh|dong|thoat|phu|tim|vi|huyet|than|mao|ket|mang)\s)mach(?!\s+mau))(?![\p{L}])`;
const HEART_BEFORE = new RegExp(String.raw`${HEART_WORD}(?<gap>[^.;\d]{0,25})$`, 'u');
/**
 * "creatinin huyết thanh", "creatinin máu", "nồng độ creatinin": a serum creatinine, never the
 * clearance ("độ thanh thải creatinin" bands in ml/phút, read above).
 */
const CREATININE_BEFORE = new RegExp(
  String.raw`(?<!thanh\s+thai\s+)(?<![\p{L}])creatinine?(?:\s+(?:huyet\s+thanh|huyet\s+tuong|trong\s+mau|mau))?(?![\p{L}])(?<gap>[^.;\d]{0,25})$`,
  'u',
);
/** Between a key and its number: a breathing word, or a change ("giảm 10 lần/phút"), is not a band. */
const NOT_A_VALUE = /(?<![\p{L}])(?:tho|ho\s+hap|giam|tang|them|xuong|len)(?![\p{L}])/u;
/** "> 1,5 mg/dl ở nam, > 1,4 mg/dl ở nữ": the second band goes on the first one's key. */
const CHAINED =
  /^[\s,;]*(?:(?:o\s+)?(?:nam|nu|phu\s+nu|dan\s+ong)(?:\s+gioi)?)?[\s,;]*(?:va|hoac)?\s*$/u;

/** µmol/l per mg/dl of creatinine (molar mass 113.12 g/mol): 88.4. */
export const CREATININE_UMOL_PER_MG_DL = 88.4;

function newQuantityOf(
  unit: string,
  before: string,
  chained: boolean,
): { quantity: BandQuantity; scale: number } | null {
  if (/phut$/.test(unit)) {
    const m = HEART_BEFORE.exec(before);
    if (!m || NOT_A_VALUE.test(m.groups!.gap!)) return null;
    return { quantity: 'heart_rate', scale: 1 };
  }
  const m = CREATININE_BEFORE.exec(before);
  if ((!m || NOT_A_VALUE.test(m.groups!.gap!)) && !chained) return null;
  return {
    quantity: 'serum_creatinine_mg_dl',
    scale: /mol/.test(unit) ? 1 / CREATININE_UMOL_PER_MG_DL : 1,
  };
}

/** Heart rate and serum creatinine bands, with the context rules of newQuantityOf. */
function findNewBands(text: string, folded: string): NumericBand[] {
  const out: NumericBand[] = [];
  let lastCreatinineEnd = -1;
  for (const m of folded.matchAll(NEW_PATTERN)) {
    const g = m.groups ?? {};
    const start = m.index;
    const end = start + m[0].length;
    if (start > 0 && /[\p{L}\d]/u.test(folded[start - 1]!) && /^\d/.test(m[0])) continue;
    // The key's words, back to the sentence's or clause's start.
    const before = folded.slice(Math.max(0, start - 60), start);
    const chained =
      lastCreatinineEnd >= 0 &&
      start - lastCreatinineEnd <= 30 &&
      CHAINED.test(folded.slice(lastCreatinineEnd, start));
    const unit = (g.dunit ?? g.bunit ?? g.unit)!;
    const kind = newQuantityOf(unit, before, chained);
    if (!kind) continue;
    if (kind.quantity === 'serum_creatinine_mg_dl') lastCreatinineEnd = end;
    const s = kind.scale;
    // A range, its dash printed or lost ("từ 1,6 2,5": no bound word, both ends inclusive).
    const high = g.b ?? g.db;
    if (high !== undefined) {
      const a = parseVnNumber((g.a ?? g.da)!);
      const b = parseVnNumber(high);
      if (a === null || b === null) continue;
      // Two numbers with no dash are a range only lower first.
      if (g.db !== undefined && a >= b) continue;
      const underBoth = g.rlo !== undefined && LOW_RE.test(g.rlo.replace(/\s+/g, ' '));
      out.push({
        quantity: kind.quantity,
        interval: underBoth
          ? { min: null, max: b * s, min_inclusive: false, max_inclusive: !STRICT.test(g.rlo!) }
          : {
              min: a * s,
              max: b * s,
              min_inclusive: !(g.rlo && STRICT.test(g.rlo)),
              max_inclusive: !(g.rhi && STRICT.test(g.rhi)),
            },
        start,
        end,
      });
      continue;
    }
    const raw = parseVnNumber(g.v!);
    if (raw === null) continue;
    const v = raw * s;
    const word = g.word?.replace(/\s+/g, ' ');
    const tail = g.tail?.trim().replace(/\s+/g, ' ') ?? '';
    let interval: ValueInterval;
    if (tail === 'tro len' || (word && !LOW_RE.test(word)))
      interval = {
        min: v,
        max: null,
        min_inclusive: !word || !STRICT.test(word),
        max_inclusive: false,
      };
    else if (tail === 'tro xuong' || word)
      interval = {
        min: null,
        max: v,
        min_inclusive: false,
        max_inclusive: !word || !STRICT.test(word),
      };
    else interval = { min: v, max: v, min_inclusive: true, max_inclusive: true };
    out.push({ quantity: kind.quantity, interval, start, end });
  }
  return out;
}

/**
 * Blood pressure (the real book, EPINEPHRIN: "thai phụ có huyết áp trên 130/80"; "Giảm huyết áp
 * nặng (huyết áp tâm thu < 90 mmHg)"). Named by "huyết áp" (or "HA") a few words before; a bound
 * or a range, never a point (the book's points are targets and changes: "hạ huyết áp tâm thu
 * xuống 100 mmHg", "huyết áp giảm 10 - 20 mmHg"). "A/B" reads A, the systolic: "trên 130/80"
 * is over either number in the clinic, an "or" a clause's conditions cannot state, and the
 * systolic is the one that decides it in nearly every patient. A diastolic band is read only
 * where the book names it ("huyết áp tâm trương > 110 mmHg").
 */
const BP_PATTERN = new RegExp(
  String.raw`(?<![\p{L}])(?<key>huyet\s+ap|ha)(?:\s+(?:tam\s+(?<which>thu|truong)|dong\s+mach))?(?![\p{L}])(?<gap>[^.;\d]{0,25}?)(?<band>(?:(?<word>${bound(LOW)}|${bound(HIGH)})\s*)?(?<a>\d{2,3})(?!\d)(?:\s*/\s*\d{2,3}(?!\d))?(?:\s*(?:-|–|—|den|toi)\s*(?:(?<rhi>${bound(LOW)})\s*)?(?<b>\d{2,3})(?!\d)(?:\s*/\s*\d{2,3}(?!\d))?)?(?:\s*(?<unit>mm\s*hg)(?![\p{L}]))?)`,
  'gdu',
);

const DIRECTIVE = /(?<![\p{L}])(?:phai|can|nen|de|muc\s+tieu)\s+(?:ha|giam|dua)\s+$/u;

function findBloodPressureBands(text: string, folded: string): NumericBand[] {
  const out: NumericBand[] = [];
  const re = new RegExp(BP_PATTERN);
  for (let m = re.exec(folded); m; m = re.exec(folded)) {
    const g = m.groups ?? {};
    const keyAt = m.indices!.groups!.key!;
    // A key that is not one is passed over by its own words only: "hạ huyết áp (huyết áp tâm
    // thu < 90 mmHg)" still reads the second key.
    re.lastIndex = keyAt[1];
    // "HA" is the abbreviation only as capitals ("hạ" folds to "ha" too).
    if (g.key === 'ha' && text.slice(keyAt[0], keyAt[1]) !== 'HA') continue;
    if (NOT_A_VALUE.test(g.gap!)) continue;
    // "phải hạ huyết áp tâm thu dưới 100 mmHg": a target of treatment, not the patient's state.
    if (DIRECTIVE.test(folded.slice(Math.max(0, keyAt[0] - 20), keyAt[0]))) continue;
    const slashed = /\//.test(g.band!);
    if (!g.unit && !slashed && !g.which) continue;
    re.lastIndex = m.index + m[0].length;
    const a = Number(g.a);
    const at = m.indices!.groups!.band!;
    const quantity: BandQuantity = g.which === 'truong' ? 'diastolic_bp' : 'systolic_bp';
    const word = g.word?.replace(/\s+/g, ' ');
    let interval: ValueInterval;
    if (g.b !== undefined)
      interval = {
        min: a,
        max: Number(g.b),
        min_inclusive: !(word && STRICT.test(word)),
        max_inclusive: !(g.rhi && STRICT.test(g.rhi)),
      };
    else if (word && !LOW_RE.test(word))
      interval = { min: a, max: null, min_inclusive: !STRICT.test(word), max_inclusive: false };
    else if (word)
      interval = { min: null, max: a, min_inclusive: false, max_inclusive: !STRICT.test(word) };
    else continue;
    out.push({ quantity, interval, start: at[0], end: at[1] });
  }
  return out;
}

/**
 * INR bands, as the book's overdose management grades them: "INR < 5", "5 < INR < 8", "INR >
 * 8", "INR ≥ 9", "INR trên 20". Only a comparison is a band: a bare number after "INR" is a target
 * or a count ("duy trì INR 2 - 3", "xét nghiệm lại INR 2 - 3 ngày sau"), and so is a range after
 * "từ" ("INR từ 2 - 3 được khuyến cáo"), never the patient's state. Measured on first-set batch 77 (stop 57, first run): "… acenocoumarol, INR hôm nay 9,2,
 * không chảy máu. Xử trí thế nào?" was shown "INR < 5, ở mức điều trị …: Bỏ 1 lần uống thuốc", a
 * band that excludes the patient, and never "INR > 8, không có chảy máu: … 1 - 5 mg phytomenadiol".
 */
const CMP = String.raw`<=|>=|=<|=>|≤|≥|<|>`;
const INR_RANGE = new RegExp(
  String.raw`(?<a>${VN_NUMBER_SOURCE})\s*(?<lo>${CMP})\s*inr\s*(?<hi>${CMP})\s*(?<b>${VN_NUMBER_SOURCE})`,
  'gu',
);
const INR_BOUND = new RegExp(
  String.raw`(?<![\p{L}])inr\s*(?<word>${bound(LOW)}|${bound(HIGH)})\s*(?<v>${VN_NUMBER_SOURCE})(?![\d,.]?\d)(?!\s*(?:-|–|—|den|toi)\s*\d)(?!\s*(?:ngay|gio|tuan|lan)(?![\p{L}]))`,
  'gu',
);

function findInrBands(folded: string): NumericBand[] {
  const out: NumericBand[] = [];
  for (const m of folded.matchAll(INR_RANGE)) {
    const g = m.groups!;
    const a = parseVnNumber(g.a!);
    const b = parseVnNumber(g.b!);
    // "5 < INR < 8" reads up; "8 > INR > 5" down.
    const up = LOW_RE.test(g.lo!);
    if (a === null || b === null || up !== LOW_RE.test(g.hi!)) continue;
    const [min, max] = up ? [a, b] : [b, a];
    const [minOp, maxOp] = up ? [g.lo!, g.hi!] : [g.hi!, g.lo!];
    out.push({
      quantity: 'inr',
      interval: {
        min,
        max,
        min_inclusive: !STRICT.test(minOp),
        max_inclusive: !STRICT.test(maxOp),
      },
      start: m.index,
      end: m.index + m[0].length,
    });
  }
  for (const m of folded.matchAll(INR_BOUND)) {
    const start = m.index;
    if (out.some((o) => o.start <= start && start < o.end)) continue;
    const g = m.groups!;
    const v = parseVnNumber(g.v!);
    if (v === null) continue;
    const less = LOW_RE.test(g.word!);
    const strict = STRICT.test(g.word!);
    out.push({
      quantity: 'inr',
      interval: less
        ? { min: null, max: v, min_inclusive: false, max_inclusive: !strict }
        : { min: v, max: null, min_inclusive: !strict, max_inclusive: false },
      start,
      end: start + m[0].length,
    });
  }
  return out;
}

const DIGIT_VALUE: Record<string, number> = {
  một: 1,
  hai: 2,
  ba: 3,
  bốn: 4,
  năm: 5,
  sáu: 6,
  bảy: 7,
  tám: 8,
  chín: 9,
};
/** The ones after "mười"/"mươi": "mười lăm" 15, "hai mươi mốt" 21, "hai mươi tư" 24. */
const ONES_VALUE: Record<string, number> = { ...DIGIT_VALUE, lăm: 5, mốt: 1, tư: 4 };

/** "mười hai" → 12, "hai mươi mốt" → 21, "sáu" → 6; null unless every word is a number word. */
function parseNumberWords(raw: string): number | null {
  const words = raw.normalize('NFC').toLowerCase().trim().split(/\s+/);
  let tens: number;
  let rest: string[];
  if (words[0] === 'mười') {
    tens = 10;
    rest = words.slice(1);
  } else if (words[1] === 'mươi' && (DIGIT_VALUE[words[0]!] ?? 0) >= 2) {
    tens = DIGIT_VALUE[words[0]!]! * 10;
    rest = words.slice(2);
  } else {
    return words.length === 1 ? (DIGIT_VALUE[words[0]!] ?? null) : null;
  }
  if (rest.length === 0) return tens;
  if (rest.length > 1 || rest[0] === 'năm') return null;
  const ones = ONES_VALUE[rest[0]!];
  // "mốt" and "tư" follow "mươi" only ("mười một", "mười bốn").
  if (ones === undefined || (tens === 10 && (rest[0] === 'mốt' || rest[0] === 'tư'))) return null;
  return tens + ones;
}

/** A number of the grammar, digits or words; words are read from the text, with their marks. */
function numberAt(text: string, m: RegExpMatchArray, group: string): number | null {
  const raw = m.groups?.[group];
  if (raw === undefined) return null;
  if (/^\d/.test(raw)) return parseVnNumber(raw);
  const at = m.indices?.groups?.[group];
  return at ? parseNumberWords(text.slice(at[0], at[1])) : null;
}

function quantityOf(unit: string): BandQuantity {
  if (/^ml/.test(unit)) return 'renal_function';
  if (/^kg/.test(unit)) return 'weight_kg';
  return 'age_years';
}

/** Years per unit of an age ("thang tuoi" → 1/12). */
function ageScale(unit: string | undefined): number {
  if (!unit) return 1;
  if (/^thang/.test(unit)) return 1 / 12;
  if (/^tuan/.test(unit)) return 7 / 365.25;
  if (/^ngay/.test(unit)) return 1 / 365.25;
  return 1;
}

const LOW_RE = new RegExp(`^(?:${LOW})$`, 'u');
const STRICT = /^(?:duoi|nho\s+hon|<|tren|lon\s+hon|vuot\s+qua|>)$/u;

/** Every numeric band in `text`, left to right. */
/**
 * "trẻ", "trẻ em", "trẻ nhỏ" right before an age band, with no adult named before it; "ít nhất"
 * may stand between (COTRIMOXAZOL: "Trẻ em ít nhất từ 2 tháng tuổi trở lên: 8 mg trimethoprim
 * …/kg/ngày" fitted a 30-year-old and led his dose, unseen batch 41).
 */
const CHILD_BEFORE = /(?<![\p{L}])tre(?:\s+(?:em|nho))?\s+(?:it\s+nhat\s+)?(?:co\s+|tu\s+)?$/u;

/**
 * An age band opened only from below, said of children ("cho trẻ trên 10 tuổi"), ends where
 * childhood does (18 years): the book's next line is the adult's. Measured on unseen batch 9
 * (COLCHICIN): "… 1,5 mg/ngày cho trẻ trên 10 tuổi" fitted a 25-year-old and stood before the
 * adult "Dự phòng lâu dài: Uống 1 - 2 mg/ngày". "Người lớn và trẻ em trên 12 tuổi" names the
 * adult, and stays open.
 */
function childCapped(
  folded: string,
  start: number,
  quantity: BandQuantity,
  interval: ValueInterval,
): ValueInterval {
  if (quantity !== 'age_years' || interval.max !== null || (interval.min ?? 0) >= 18)
    return interval;
  const before = folded.slice(Math.max(0, start - 40), start);
  if (!CHILD_BEFORE.test(before) || /nguoi\s+lon/.test(before)) return interval;
  return { ...interval, max: 18, max_inclusive: false };
}

/**
 * A child's age in months, weeks or days with no "tuổi", bounded right after the child's word:
 * "trẻ < 24 tháng", "trẻ sơ sinh dưới 4 tuần". The bound and the child word together say it is an
 * age, where "3 tháng đầu" alone is not. Measured on unseen batch 26 (first run, CLOPIDOGREL):
 * "Nghiên cứu cho thấy trẻ < 24 tháng dùng 0,2 mg/kg/ngày …" was shown to a 5-year-old.
 */
const CHILD_MONTHS = new RegExp(
  String.raw`(?<![\p{L}])(?:tre(?:\s+(?:em|nho|so\s+sinh))?|so\s+sinh|nhu\s+nhi)\s*(?<word>${bound(LOW)}|${bound(HIGH)})\s*(?<v>\d+)\s*(?<unit>thang|tuan|ngay)(?![\p{L}])(?!\s+tuoi)`,
  'gud',
);

function findChildMonthBands(text: string, folded: string): NumericBand[] {
  const out: NumericBand[] = [];
  for (const m of folded.matchAll(CHILD_MONTHS)) {
    const g = m.groups!;
    const at = m.indices?.groups?.word;
    const raw = Number(g.v);
    if (!at || !Number.isFinite(raw)) continue;
    const v = raw * ageScale(g.unit!);
    const strict = STRICT.test(g.word!);
    const interval: ValueInterval = LOW_RE.test(g.word!)
      ? { min: null, max: v, min_inclusive: false, max_inclusive: !strict }
      : { min: v, max: null, min_inclusive: !strict, max_inclusive: false };
    out.push({ quantity: 'age_years', interval, start: at[0], end: m.index + m[0].length });
  }
  return out;
}

export function findNumericBands(
  text: string,
  /** foldDiacritics(text), when the caller has it already. */
  folded: string = foldDiacritics(text.normalize('NFC')),
): NumericBand[] {
  if (folded.length !== text.length) return [];
  const out: NumericBand[] = [];
  for (const m of folded.matchAll(PATTERN)) {
    const g = m.groups ?? {};
    const start = m.index;
    const end = start + m[0].length;
    // A number glued to a letter before it is part of a name ("HbA1c", "B12"), not a band.
    if (start > 0 && /[\p{L}\d]/u.test(folded[start - 1]!) && /^\d/.test(m[0])) continue;
    // "10 mg cho 1 kg thể trọng", "mỗi kg": a per-weight rate, not a weight band.
    // Not "mới" (only, just) typed with its marks: "bé mới 3 tuổi" is the child's age (first-set
    // batch 154, first run: "cháu mới 1 tuổi rưỡi" read no age).
    if (
      /(?:cho|moi)\s*$/u.test(folded.slice(Math.max(0, start - 5), start)) &&
      !/mới\s*$/iu.test(text.slice(Math.max(0, start - 5), start))
    )
      continue;
    if (g.b !== undefined) {
      const unit = g.bunit!;
      if (unit === 'nam' && !/^(?:thang|tuan|ngay)/.test(g.aunit ?? '')) continue;
      const quantity = quantityOf(unit);
      const a = numberAt(text, m, 'a');
      const b = numberAt(text, m, 'b');
      if (a === null || b === null) continue;
      const aScale = quantity === 'age_years' ? ageScale(g.aunit ?? unit) : 1;
      const bScale = quantity === 'age_years' ? ageScale(unit) : 1;
      out.push({
        quantity,
        interval: {
          min: a * aScale,
          max: b * bScale,
          min_inclusive: !(g.rlo && STRICT.test(g.rlo)),
          max_inclusive: !(g.rhi && STRICT.test(g.rhi)),
        },
        start,
        end,
      });
      continue;
    }
    const unit = g.unit!;
    const quantity = quantityOf(unit);
    const raw = numberAt(text, m, 'v');
    if (raw === null) continue;
    const v = raw * (quantity === 'age_years' ? ageScale(unit) : 1);
    // Folded, "tôi" (I) is "tới" (up to): "Tôi 35 tuổi …" is the writer's own age, not "≤ 35".
    // Measured on first-set batch 154 (first run): read as up to 35 years, no band was the
    // patient's.
    const pronoun = /^(?:cho\s+)?tôi(?![\p{L}])/iu.test(text.slice(start, start + 8));
    const word = pronoun ? undefined : g.word?.replace(/\s+/g, ' ');
    const tail = g.tail?.trim().replace(/\s+/g, ' ') ?? '';
    const orLess = OR_LESS_TAIL.test(tail);
    const upTo = word !== undefined && /^(?:cho )?(?:den|toi)$/.test(word);
    let interval: ValueInterval;
    if (!orLess && (/tro len|hoac|va/.test(tail) || (word && !upTo && !LOW_RE.test(word)))) {
      interval = {
        min: v,
        max: null,
        min_inclusive: !word || !STRICT.test(word) || /hoac|va/.test(tail),
        max_inclusive: false,
      };
    } else if (orLess || upTo || tail === 'tro xuong' || (word && LOW_RE.test(word))) {
      interval = {
        min: null,
        max: v,
        min_inclusive: false,
        max_inclusive: !word || !STRICT.test(word) || orLess,
      };
    } else {
      interval = { min: v, max: v, min_inclusive: true, max_inclusive: true };
    }
    out.push({ quantity, interval: childCapped(folded, start, quantity, interval), start, end });
  }
  if (!/\d/.test(folded)) return out;
  // Most sentences name none of these: the passes run only where their key words can be (the
  // band reader runs on every sentence of every candidate chunk).
  const more = [
    ...(/creatinin/.test(folded) || (/\/\s*phut/.test(folded) && /tim|mach|nhip/.test(folded))
      ? findNewBands(text, folded)
      : []),
    ...(/huyet\s+ap|(?<![\p{L}])ha(?![\p{L}])/u.test(folded)
      ? findBloodPressureBands(text, folded)
      : []),
    ...(/thang|tuan|ngay/.test(folded) ? findChildMonthBands(text, folded) : []),
    ...(/inr/.test(folded) ? findInrBands(folded) : []),
    ...(MAY_HOLD_DOSE_TIME.test(folded)
      ? findDoseTimeBands(folded).map((b) => ({ quantity: 'hours_since_dose' as const, ...b }))
      : []),
  ];
  if (more.length === 0) return out;
  // A band of the first pass keeps its text: the passes never read the same words twice.
  const free = more.filter((b) => !out.some((o) => o.start < b.end && b.start < o.end));
  return [...out, ...free].sort((a, b) => a.start - b.start);
}
