/**
 * A number as written in the text. `value` is canonical ("0.425", "1000000", "1/100") so that
 * `0,5` (the book's decimal comma) and `0.5` compare equal; `ambiguous` marks a form whose
 * reading depends on the writer's convention, which only its identical spelling can ground.
 */
export type NumberToken = {
  raw: string;
  start: number;
  end: number;
  kind: 'integer' | 'decimal' | 'fraction' | 'word';
  value: string;
  ambiguous: boolean;
};

/**
 * One numeral, or numerator/denominator. The first alternative is the book's thousands notation
 * (`1 000 000`, `1 200`, with an optional decimal comma); the second any digit run with `.`/`,`
 * between digits. The lookbehind skips digits glued to a letter — `m2`, `K1`, `CYP3A4`, `HbA1c`
 * are names and exponents, not quantities — and a superscript after a letter (`mg/m²`, a
 * footnote mark `ngày¹`) is never a numeral at all: only ASCII digits start one.
 */
const NUMERAL = String.raw`\d{1,3}(?: \d{3})+(?!\d)(?:,\d+)?|\d+(?:[.,]\d+)*`;
/**
 * A power of the numeral before it: `10⁹` as extraction writes a raised exponent (issue 14), or
 * `10^9` typed. One number, `10^9`: read as two, `10⁹/l` → `10⁶/l` would still ground on the 10.
 */
const POWER = String.raw`\^(-?\d+)|([⁻]?[⁰¹²³⁴⁵⁶⁷⁸⁹]+)`;
const NUMBER = new RegExp(
  String.raw`(?<![\p{L}\p{M}\p{N}_])(${NUMERAL})(?:${POWER})?(?:/(${NUMERAL}))?(?![\p{N}])`,
  'gu',
);

const SUPERSCRIPT_DIGITS: Record<string, string> = {
  '⁰': '0',
  '¹': '1',
  '²': '2',
  '³': '3',
  '⁴': '4',
  '⁵': '5',
  '⁶': '6',
  '⁷': '7',
  '⁸': '8',
  '⁹': '9',
  '⁻': '-',
};

function exponentOf(caret: string | undefined, raised: string | undefined): string | null {
  if (caret !== undefined) return String(Number(caret));
  if (raised === undefined) return null;
  return String(Number([...raised].map((c) => SUPERSCRIPT_DIGITS[c] ?? '').join('')));
}

type Reading = { value: string; ambiguous: boolean; decimal: boolean };

function canonicalDecimal(intPart: string, fracPart: string): { value: string; decimal: boolean } {
  const int = intPart.replace(/^0+(?=\d)/, '');
  const frac = fracPart.replace(/0+$/, '');
  return frac.length === 0
    ? { value: int, decimal: false }
    : { value: `${int}.${frac}`, decimal: true };
}

/**
 * How a numeral reads, and whether that reading is certain. The book writes decimals with a
 * comma (`0,425`) and thousands with a space (`1 000`) or a dot (`1.000.000`). An answer may
 * be written in English convention. So `1.500` or `1,500` (one separator, exactly three digits
 * after, a non-zero group before) is 1.5 to one reader and 1500 to the other — a thousand-fold
 * dose error either way round. Such forms are `ambiguous`: grounded only by the same spelling.
 * A leading zero (`0,425`, `0.425`) cannot start a thousands group, so it is a decimal.
 */
export function readNumeral(raw: string): Reading {
  if (/^\d+$/.test(raw)) return { ...canonicalDecimal(raw, ''), ambiguous: false };

  const spaced = /^(\d{1,3}(?: \d{3})+)(?:,(\d+))?$/.exec(raw);
  if (spaced) {
    return { ...canonicalDecimal(spaced[1]!.replace(/ /g, ''), spaced[2] ?? ''), ambiguous: false };
  }

  const dots = (raw.match(/\./g) ?? []).length;
  const commas = (raw.match(/,/g) ?? []).length;

  if (dots + commas === 1) {
    const [intPart, fracPart] = raw.split(/[.,]/) as [string, string];
    const couldBeThousands = fracPart.length === 3 && /^[1-9]\d{0,2}$/.test(intPart);
    return { ...canonicalDecimal(intPart, fracPart), ambiguous: couldBeThousands };
  }
  // `1.000.000`: several dot groups cannot be a decimal.
  if (commas === 0 && /^[1-9]\d{0,2}(?:\.\d{3})+$/.test(raw)) {
    return { ...canonicalDecimal(raw.replace(/\./g, ''), ''), ambiguous: false };
  }
  // `1.000,5`: dot thousands with a decimal comma, the book's own combination.
  const dotThousandsComma = /^([1-9]\d{0,2}(?:\.\d{3})+),(\d+)$/.exec(raw);
  if (dotThousandsComma) {
    return {
      ...canonicalDecimal(dotThousandsComma[1]!.replace(/\./g, ''), dotThousandsComma[2]!),
      ambiguous: false,
    };
  }
  // `1,000.5`: English thousands with a decimal point; only one reading exists.
  const commaThousandsDot = /^([1-9]\d{0,2}(?:,\d{3})+)\.(\d+)$/.exec(raw);
  if (commaThousandsDot) {
    return {
      ...canonicalDecimal(commaThousandsDot[1]!.replace(/,/g, ''), commaThousandsDot[2]!),
      ambiguous: false,
    };
  }
  // `1,000,000` (English thousands or a list without spaces), `1.2.3` (numbering): in doubt.
  return { value: raw, ambiguous: true, decimal: false };
}

/**
 * Numbers written as words before a counting word: "hai lần mỗi ngày", "nửa viên", "cách 6 giờ
 * một lần". Without them "ba lần/ngày" passes grounding against a source that says "2 lần/ngày"
 * and escapes the dose check entirely. Only before a counting word: elsewhere "một" is the
 * article ("một số người bệnh") and "năm" the year.
 */
const WORD_VALUES: Record<string, string> = {
  'mười một': '11',
  'mười hai': '12',
  một: '1',
  hai: '2',
  ba: '3',
  bốn: '4',
  năm: '5',
  sáu: '6',
  bảy: '7',
  tám: '8',
  chín: '9',
  mười: '10',
  nửa: '0.5',
};
const COUNTING_WORDS = 'lần|viên|giọt|gói|ống|nang|liều|giờ|ngày|tuần|tháng';
const WORD_NUMBER = new RegExp(
  String.raw`(?<![\p{L}\p{M}])(${Object.keys(WORD_VALUES).join('|')})(?= (?:${COUNTING_WORDS})(?![\p{L}\p{M}]))`,
  'giu',
);

function findWordNumbers(text: string): NumberToken[] {
  return [...text.matchAll(WORD_NUMBER)].map((match) => ({
    raw: match[0],
    start: match.index,
    end: match.index + match[0].length,
    kind: 'word' as const,
    value: WORD_VALUES[match[0].toLocaleLowerCase('vi')]!,
    ambiguous: false,
  }));
}

/** Every number in `text` (which should be normalised: one kind of space), in order. */
export function findNumbers(text: string): NumberToken[] {
  return [...findNumerals(text), ...findWordNumbers(text)].sort((a, b) => a.start - b.start);
}

function findNumerals(text: string): NumberToken[] {
  const found: NumberToken[] = [];
  for (const match of text.matchAll(NUMBER)) {
    const start = match.index;
    const raw = match[0];
    const numerator = readNumeral(match[1]!);
    const exponent = exponentOf(match[2], match[3]);
    if (exponent !== null) numerator.value = `${numerator.value}^${exponent}`;
    const denominatorRaw = match[4];
    if (denominatorRaw === undefined) {
      found.push({
        raw,
        start,
        end: start + raw.length,
        kind: numerator.decimal ? 'decimal' : 'integer',
        value: numerator.value,
        ambiguous: numerator.ambiguous,
      });
      continue;
    }
    const denominator = readNumeral(denominatorRaw);
    found.push({
      raw,
      start,
      end: start + raw.length,
      kind: 'fraction',
      value: `${numerator.value}/${denominator.value}`,
      ambiguous: numerator.ambiguous || denominator.ambiguous,
    });
  }
  return found;
}

/**
 * Whether two written numbers say the same thing. Certain readings compare by value
 * (`0,5` = `0.5`, `1 000` = `1000`); an ambiguous spelling only matches itself.
 */
export function sameNumber(a: NumberToken, b: NumberToken): boolean {
  if (a.ambiguous || b.ambiguous) return a.raw === b.raw;
  return a.kind === 'fraction' || b.kind === 'fraction'
    ? a.kind === b.kind && a.value === b.value
    : a.value === b.value;
}
