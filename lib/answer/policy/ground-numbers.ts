import { findNumbers, sameNumber, type NumberToken } from './find-numbers';
import { findQuantities, type Quantity } from './find-quantities';
import { findRegimens, type Regimen } from './find-regimens';
import { memoizeByToken } from '@/lib/text/memoize-by-token';

/**
 * The readers, remembered per text. Every sentence of an answer is checked three ways against
 * its cited chunks, and the same few chunks are cited sentence after sentence: re-reading their
 * numbers was 2.8 ms of ~16 ms per answer (CPU profile, 600 answers on the 680-monograph index).
 * Pure readers, so a remembered reading is the reading; callers never change the arrays.
 */
const MAX_TEXTS = 1024;
const numbersIn = memoizeByToken(findNumbers, MAX_TEXTS);
const quantitiesIn = memoizeByToken(findQuantities, MAX_TEXTS);
const regimensIn = memoizeByToken(findRegimens, MAX_TEXTS);

/**
 * Numbers in `text` that no source states. Comparison is by reading (see readNumeral):
 * `0,425` = `0.425`, `1 000` = `1000`, an ambiguous `1.000` only = `1.000`.
 */
export function findUngroundedNumbers(text: string, sources: readonly string[]): NumberToken[] {
  const sourceNumbers = sources.flatMap((s) => numbersIn(s));
  return numbersIn(text).filter((n) => !sourceNumbers.some((s) => sameNumber(n, s)));
}

/**
 * Quantities whose number a source states, but never with this unit. Number grounding alone
 * passes "500 microgam" against a source that says "500 mg" — a thousand-fold error — and
 * "300 mg/kg" against "300 mg/kg/ngày". Only quantities whose number is grounded are returned;
 * the others are findUngroundedNumbers' to report.
 */
export function findUnitMismatches(text: string, sources: readonly string[]): Quantity[] {
  const sourceNumbers = sources.flatMap((s) => numbersIn(s));
  const sourceQuantities = sources.flatMap((s) => quantitiesIn(s));
  return quantitiesIn(text).filter(
    (q) =>
      sourceNumbers.some((s) => sameNumber(q.number, s)) &&
      !sourceQuantities.some((s) => s.unit === q.unit && sameNumber(q.number, s.number)),
  );
}

/**
 * Frequencies and intervals no source states. Number grounding passes "hai lần mỗi ngày"
 * against "1 - 2 g, 3 lần mỗi ngày" because a 2 is there — as grams. A regimen is grounded
 * only by a source regimen of the same kind and period whose counts include each of its counts.
 * Regimens with an ungrounded count are left to findUngroundedNumbers.
 */
export function findRegimenMismatches(text: string, sources: readonly string[]): Regimen[] {
  const sourceNumbers = sources.flatMap((s) => numbersIn(s));
  const sourceRegimens = sources.flatMap((s) => regimensIn(s));
  return regimensIn(text).filter(
    (r) =>
      r.numbers.every((n) => sourceNumbers.some((s) => sameNumber(n, s))) &&
      !sourceRegimens.some(
        (s) =>
          s.kind === r.kind &&
          s.period === r.period &&
          r.numbers.every((n) => s.numbers.some((m) => sameNumber(n, m))),
      ),
  );
}
