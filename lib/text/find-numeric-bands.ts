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
// "mg/kg", "lít/kg" never match: the unit must follow the number; "kg/…" is a rate, not a weight.
const WEIGHT = String.raw`kg(?![\p{L}/])`;
const UNIT = `(?<unit>${RENAL}|${AGE}|${WEIGHT})`;
const LOW = String.raw`duoi|nho\s+hon|khong\s+qua|toi\s+da|<=|=<|≤|<`;
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
const HIGH = String.raw`tren|lon\s+hon|it\s+nhat|toi\s+thieu|tu|>=|=>|≥|>`;
/** A bound word starts a word ("từ", not the end of another); a symbol may touch a letter ("Clcr<"). */
const bound = (alternatives: string) =>
  alternatives
    .split('|')
    .map((w) => (/^[a-z]/.test(w) ? `(?<![\\p{L}])${w}` : w))
    .join('|');

const PATTERN = new RegExp(
  [
    // range: [từ|>|trên] A [unit] (-|đến|tới) [dưới|<] B unit
    String.raw`(?:(?<rlo>${bound(HIGH)})\s*)?(?<a>${NUM})\s*(?<aunit>${RENAL}|${AGE}|${AGE_PART}|${WEIGHT})?\s*(?:-|–|—|den|toi)\s*(?:(?<rhi>${bound(LOW)})\s*)?(?<b>${NUM})\s*${UNIT.replace('<unit>', '<bunit>')}`,
    // bound or point: [word] A unit [trở lên|trở xuống|hoặc trên (A unit)|và trên A unit]
    String.raw`(?:(?<word>${UP_TO}|${bound(LOW)}|${bound(HIGH)})\s*)?(?<v>${NUM})\s*${UNIT}(?<tail>\s+tro\s+(?:len|xuong)|\s+(?:hoac|va)\s+(?:tren|hon|lon\s+hon)(?:\s+${NUM}\s*(?:${AGE}|${WEIGHT}|${RENAL}))?|\s+hoac\s+(?:${OR_LESS}|${OR_MORE})\s+hon(?![\p{L}]))?`,
  ].join('|'),
  'gud',
);

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
const STRICT = /^(?:duoi|nho\s+hon|<|tren|lon\s+hon|>)$/u;

/** Every numeric band in `text`, left to right. */
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
    if (/(?:cho|moi)\s*$/u.test(folded.slice(Math.max(0, start - 5), start))) continue;
    if (g.b !== undefined) {
      const unit = g.bunit!;
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
    const word = g.word?.replace(/\s+/g, ' ');
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
    out.push({ quantity, interval, start, end });
  }
  return out;
}
