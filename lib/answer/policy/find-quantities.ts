import { escapeRegExp } from '@/lib/text/escape-reg-exp';
import { findNumbers, type NumberToken } from './find-numbers';

/** A number with the unit that governs it: `500 mg/lần`, `0,425 mg/kg`, `1 000 000 đvqt`, `3%`. */
export type Quantity = {
  number: NumberToken;
  /** Canonical: lower case, synonyms merged, a trailing per-dose `/lần` dropped (normalizeUnit). */
  unit: string;
  /** As written, from just after the number (or after the last number of its range/list). */
  unitRaw: string;
  /** Offsets of the number … end of the unit. */
  start: number;
  end: number;
};

const WORD_END = String.raw`(?![\p{L}\p{M}\p{N}])`;

/**
 * What can stand after a number as its unit. Longest spellings first, each ending at a word
 * boundary, so `g` never eats `giờ`, `l` never eats `lần` and `ng` never eats `ngày`.
 */
const NUMERATOR_UNITS = [
  'đơn vị quốc tế',
  'đvqt',
  'đơn vị',
  'đv',
  'iu',
  'ui',
  'microgam',
  'micro gam',
  'microgram',
  'mcg',
  'µg',
  'μg',
  'ug',
  'nanogam',
  'nanogram',
  'ng',
  'picogam',
  'pg',
  'miligam',
  'mg',
  'kilogam',
  'kg',
  'gam',
  'gram',
  'g',
  'mililit',
  'ml',
  'microlit',
  'µl',
  'μl',
  'dl',
  'lít',
  'lit',
  'l',
  'milimol',
  'mmol',
  'micromol',
  'µmol',
  'μmol',
  'mol',
  'meq',
  'mosm',
  'nhát xịt',
  'nhát',
  'xịt',
  'viên',
  'gói',
  'ống',
  'nang',
  'giọt',
  'miếng',
  'lọ',
  'thìa',
];

/** What can follow `/` in a rate: `mg/kg/ngày`, `ml/phút/1,73 m2`, `microgam/ kg/ngày`. */
const DENOMINATOR_UNITS = [
  'kg thể trọng',
  'kg cân nặng',
  'kg',
  '1,73 m2',
  '1,73 m²',
  'm2',
  'm²',
  'm 2',
  '24 giờ',
  '24 h',
  'giờ',
  'h',
  'phút',
  'ngày',
  'lần',
  'liều',
  'tuần',
  'tháng',
  'mm3',
  'mm³',
  'ml',
  'µl',
  'μl',
  'dl',
  'lít',
  'lit',
  'l',
];

const MULTIPLIERS = ['triệu', 'nghìn', 'ngàn', 'tỷ'];

function alternation(words: string[]): string {
  return words.map(escapeRegExp).join('|');
}

/** Sticky: tried exactly at the end of a number. Percent needs no word boundary. */
const UNIT_AFTER_NUMBER = new RegExp(
  [
    String.raw` ?(?:(?:${alternation(MULTIPLIERS)}) )?`,
    String.raw`(?:%|(?:${alternation(NUMERATOR_UNITS)})${WORD_END})`,
    String.raw`(?: ?/ ?(?:${alternation(DENOMINATOR_UNITS)})${WORD_END})*`,
    // "4 - 10 mg cho 1 kg thể trọng" is the book's long form of mg/kg.
    String.raw`(?: (?:cho|trên) (?:mỗi )?1 ?kg(?: (?:thể trọng|cân nặng))?${WORD_END})?`,
  ].join(''),
  'iuy',
);

/** Between two numbers that share the unit after the last one: ranges and lists. */
const CONNECTOR = /^ ?(?:-|–|—|−|~|đến|tới|và|hoặc|hay|,) ?$/iu;

const SYNONYMS: Record<string, string> = {
  microgam: 'µg',
  'micro gam': 'µg',
  microgram: 'µg',
  mcg: 'µg',
  μg: 'µg',
  ug: 'µg',
  µg: 'µg',
  nanogam: 'ng',
  nanogram: 'ng',
  picogam: 'pg',
  miligam: 'mg',
  kilogam: 'kg',
  'kg thể trọng': 'kg',
  'kg cân nặng': 'kg',
  gam: 'g',
  gram: 'g',
  mililit: 'ml',
  microlit: 'µl',
  μl: 'µl',
  lít: 'l',
  lit: 'l',
  milimol: 'mmol',
  micromol: 'µmol',
  μmol: 'µmol',
  'đơn vị quốc tế': 'iu',
  đvqt: 'iu',
  ui: 'iu',
  'đơn vị': 'đv',
  'nhát xịt': 'xịt',
  nhát: 'xịt',
  'm²': 'm2',
  'm 2': 'm2',
  '1,73 m2': '1.73m2',
  '1,73 m²': '1.73m2',
  '24 h': '24giờ',
  '24 giờ': '24giờ',
  h: 'giờ',
  'mm³': 'mm3',
};

/**
 * One spelling per unit, so `microgam/ kg/ngày` = `µg/kg/ngày` and `đvqt` = `IU`. A trailing
 * `/lần` or `/liều` is dropped: "500 mg/lần" and "500 mg" both state one dose of 500 mg. Nothing
 * else is merged — `/ngày` against `/lần` is a daily total against a single dose, and units of
 * different size (`g` against `mg`) are different units, not conversions.
 */
export function normalizeUnit(raw: string): string {
  let text = raw.toLocaleLowerCase('vi').replace(/\s+/g, ' ').trim();
  let multiplier = '';
  for (const m of MULTIPLIERS) {
    if (text.startsWith(`${m} `)) {
      multiplier = `${m} `;
      text = text.slice(m.length + 1);
    }
  }
  const perKg = / (?:cho|trên) (?:mỗi )?1 ?kg(?: (?:thể trọng|cân nặng))?$/u;
  const longPerKg = perKg.test(text);
  if (longPerKg) text = text.replace(perKg, '');
  const segments = text.split('/').map((s) => {
    const trimmed = s.trim();
    return SYNONYMS[trimmed] ?? trimmed;
  });
  if (longPerKg) segments.push('kg');
  while (segments.length >= 2 && ['lần', 'liều'].includes(segments[segments.length - 1]!)) {
    segments.pop();
  }
  return multiplier + segments.join('/');
}

/**
 * Every number that carries a unit. A unit after the last number of a range or list
 * (`250 - 500 mg`, `150, 300 và 600 mg`, `3 hoặc 5%`) governs each number of it, because a
 * clinician reads it so and a dose check that missed `250` in "250 - 500 mg" would be blind.
 */
export function findQuantities(text: string): Quantity[] {
  const numbers = findNumbers(text);
  const units: ({ unitRaw: string; end: number } | null)[] = numbers.map((n) => {
    UNIT_AFTER_NUMBER.lastIndex = n.end;
    const match = UNIT_AFTER_NUMBER.exec(text);
    if (!match || match[0].trim().length === 0) return null;
    return { unitRaw: match[0].trim(), end: n.end + match[0].length };
  });
  // Spread each unit leftwards over the numbers joined to it by a connector.
  for (let i = numbers.length - 1; i > 0; i -= 1) {
    const own = units[i];
    if (!own) continue;
    let j = i - 1;
    while (j >= 0 && units[j] === null) {
      const gap = text.slice(numbers[j]!.end, numbers[j + 1]!.start);
      if (!CONNECTOR.test(gap)) break;
      units[j] = own;
      j -= 1;
    }
  }
  const quantities: Quantity[] = [];
  numbers.forEach((number, i) => {
    const unit = units[i];
    if (!unit) return;
    quantities.push({
      number,
      unit: normalizeUnit(unit.unitRaw),
      unitRaw: unit.unitRaw,
      start: number.start,
      end: unit.end,
    });
  });
  return quantities;
}
