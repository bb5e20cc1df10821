import { findNumbers, type NumberToken } from './find-numbers';

/**
 * How often, or how far apart: "3 lần/ngày", "ngày uống 2 lần", "mỗi ngày 3 - 4 lần" (frequency
 * per period) and "cách 12 giờ một lần", "mỗi 8 giờ", "6 giờ/lần", "cứ 2 hoặc 3 ngày" (interval).
 */
export type Regimen = {
  kind: 'frequency' | 'interval';
  /** The count(s): 3 in "3 lần/ngày", 3 and 4 in "3 - 4 lần/ngày", 12 in "mỗi 12 giờ". */
  numbers: NumberToken[];
  /** Canonical: ngày, tuần, tháng, đêm, 24giờ for a frequency; giờ, ngày, tuần for an interval. */
  period: string;
  text: string;
  start: number;
  end: number;
};

const BEFORE = String.raw`(?<![\p{L}\p{M}\p{N}])`;
const AFTER = String.raw`(?![\p{L}\p{M}\p{N}])`;
const ONE_COUNT = String.raw`(?:\d+(?:[.,]\d+)?|một|hai|ba|bốn|năm|sáu|bảy|tám|chín|mười)`;
const COUNT = String.raw`${ONE_COUNT}(?: ?[-–] ?${ONE_COUNT}| hoặc ${ONE_COUNT})?`;
const ADMIN_VERB = String.raw`(?:(?:uống|tiêm|dùng|đặt|nhỏ|bôi|truyền|xịt|hít) )?`;

const PATTERNS: { kind: Regimen['kind']; pattern: RegExp }[] = [
  {
    kind: 'frequency',
    pattern: new RegExp(
      String.raw`${BEFORE}(?<count>${COUNT}) ?lần ?(?:/ ?|mỗi |một |trong (?:một )?|1 )(?<period>ngày|tuần|tháng|đêm|24 giờ)${AFTER}`,
      'giu',
    ),
  },
  {
    kind: 'frequency',
    pattern: new RegExp(
      String.raw`${BEFORE}(?:mỗi )?(?<period>ngày|tuần|tháng) ${ADMIN_VERB}(?<count>${COUNT}) ?lần${AFTER}`,
      'giu',
    ),
  },
  {
    kind: 'interval',
    pattern: new RegExp(
      String.raw`${BEFORE}(?:sau mỗi|mỗi|cách|cứ) (?<count>${COUNT}) ?(?<period>giờ|h|ngày|tuần)${AFTER}`,
      'giu',
    ),
  },
  {
    kind: 'interval',
    pattern: new RegExp(
      String.raw`${BEFORE}(?<count>${COUNT}) ?(?<period>giờ|h) ?(?:/ ?lần|một lần|1 lần)${AFTER}`,
      'giu',
    ),
  },
];

const PERIODS: Record<string, string> = { h: 'giờ', '24 giờ': '24giờ' };

function sameReading(a: Regimen, b: Regimen): boolean {
  return (
    a.kind === b.kind &&
    a.period === b.period &&
    a.start < b.end &&
    b.start < a.end &&
    a.numbers.map((n) => n.value).join() === b.numbers.map((n) => n.value).join()
  );
}

/**
 * Every frequency and interval in `text` (normalised), in order. Two forms reading the same
 * regimen over the same words ("cách 12 giờ" and "12 giờ một lần" in "cách 12 giờ một lần")
 * count once.
 */
export function findRegimens(text: string): Regimen[] {
  const found: Regimen[] = [];
  for (const { kind, pattern } of PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const count = match.groups?.count ?? '';
      const period = (match.groups?.period ?? '').toLocaleLowerCase('vi');
      // A bare number word ("ba") only reads as a number before a counting word; read it here.
      const numbers = findNumbers(`${count} lần`).filter((n) => n.end <= count.length);
      found.push({
        kind,
        numbers,
        period: PERIODS[period] ?? period,
        text: match[0],
        start: match.index,
        end: match.index + match[0].length,
      });
    }
  }
  const ordered = found.sort((a, b) => a.start - b.start || b.end - a.end);
  return ordered.filter((r, i) => !ordered.slice(0, i).some((earlier) => sameReading(earlier, r)));
}
