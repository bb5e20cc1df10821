import { formatPages } from './format-page-ranges';

/**
 * One measured share as a refusal or gate message prints it: the figure, what it counts, the
 * limit it crossed and the pages it was measured on — "38.2% of letters are in tokens longer
 * than 24 letters, over the 5% ceiling, on page 4". Every verdict that rests on a share prints
 * it through here, so the figure can never say the opposite of the verdict. Measured defect
 * (issue 40): a text layer with no word spaces on one page of a long book was refused with
 * "0% of letters are in tokens longer than 24 letters on page 4" — a whole-book share rounded
 * to a whole percent, printed beside a verdict on one page.
 */
export interface MeasuredShare {
  /** What was counted, and the total it is a share of (of the pages named, when named). */
  part: number;
  whole: number;
  /** The rule's limit as a fraction (0.05 for 5%). */
  limit: number;
  /** A floor the share must stay above, or a ceiling it must stay under. */
  side: 'floor' | 'ceiling';
  /** What the share counts, after the figure: "of letters are in tokens longer than 24 letters". */
  what: string;
  /** 0-based physical pages the share was measured on. */
  pages?: readonly number[];
}

const MAX_DECIMALS = 6;

/**
 * A fraction as a percentage with one decimal, or more when one would round it onto its limit:
 * 0.0504 against a 5% ceiling is "5.04%", never "5.0%". A share exactly on its limit shows as
 * the limit. With no limit, one decimal.
 */
export function formatPercent(share: number, limit?: number): string {
  const percent = 100 * share;
  for (let decimals = 1; ; decimals++) {
    const shown = percent.toFixed(decimals);
    if (limit === undefined || decimals === MAX_DECIMALS) return `${shown}%`;
    const bound = Number((100 * limit).toFixed(decimals));
    if (percent === 100 * limit || Number(shown) !== bound) return `${shown}%`;
  }
}

/** A limit as written in the rule: 0.05 → "5%", 0.986 → "98.6%". */
export function formatLimit(limit: number): string {
  return `${Number((100 * limit).toFixed(MAX_DECIMALS - 2))}%`;
}

/** "38.2% of letters …, over the 5% ceiling, on page 4". */
export function formatShare(m: MeasuredShare): string {
  const share = m.whole > 0 ? m.part / m.whole : 0;
  const where = share > m.limit ? 'over' : share < m.limit ? 'under' : 'at';
  const pages = m.pages && m.pages.length > 0 ? `, on ${formatPages(m.pages)}` : '';
  return `${formatPercent(share, m.limit)} ${m.what}, ${where} the ${formatLimit(m.limit)} ${m.side}${pages}`;
}
