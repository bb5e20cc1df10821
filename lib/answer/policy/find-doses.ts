import { findQuantities, type Quantity } from './find-quantities';
import { findRegimens } from './find-regimens';

export type DoseKind = 'amount' | 'rate' | 'percent' | 'proportion' | 'frequency' | 'interval';

/** A stated dose: an amount, a rate, a dose percentage, or how often / how far apart. */
export type DoseMention = {
  kind: DoseKind;
  text: string;
  start: number;
  end: number;
};

/** What is given: mass, volume, units, amount of substance, dosage-form counts. Not `kg`. */
const DOSE_NUMERATORS = new Set([
  'mg',
  'g',
  'µg',
  'ng',
  'pg',
  'ml',
  'µl',
  'l',
  'iu',
  'đv',
  'mmol',
  'µmol',
  'mol',
  'meq',
  'mosm',
  'xịt',
  'viên',
  'gói',
  'ống',
  'nang',
  'giọt',
  'miếng',
  'lọ',
  'thìa',
]);

const VOLUME_DENOMINATORS = new Set(['ml', 'l', 'µl', 'dl']);

/**
 * Renal-function values read as doses would remove every "Clcr 30 - 50 ml/phút" label with its
 * dose, and worse, let a dose check ignore the unit entirely. ml/phút after a clearance word
 * (in the same clause) is a patient's kidney, not a dose.
 */
const CLEARANCE_CUE = /cl ?cr|thanh thải|lọc cầu thận|mlct|e?gfr/iu;

/** A concentration measured in the patient (serum, urine, milk) is a lab value, not a dose. */
const LAB_CUE =
  /huyết tương|huyết thanh|trong máu|(?:kali|natri|calci|magnesi|glucose|đường) huyết|nước tiểu|dịch não tủy|sữa|nồng độ đỉnh/iu;

/**
 * A percentage is a dose when it is a strength or a dose change ("dung dịch 3%", "giảm 50%
 * liều", "75% liều"), not when it is an incidence ("ADR > 10%"). Over-inclusion only removes
 * sentences from chunks that lost a table, which then show the crop: the safe direction.
 */
const PERCENT_CUE =
  /liều|dung dịch|kem|thuốc mỡ|mỡ|gel|nhỏ mắt|nhỏ mũi|thuốc tiêm|tiêm|truyền|uống|bôi|pha|giảm|tăng|nồng độ|hàm lượng/iu;

const NOT_LETTER_BEFORE = String.raw`(?<![\p{L}\p{M}\p{N}])`;
const NOT_LETTER_AFTER = String.raw`(?![\p{L}\p{M}\p{N}])`;

/** "1/2 liều người lớn", "nửa liều", "gấp đôi liều", "giảm một nửa": a dose stated as a share. */
const PROPORTION = new RegExp(
  [
    String.raw`${NOT_LETTER_BEFORE}(?:một nửa|nửa|gấp đôi|gấp (?:hai|ba|bốn|\d+) lần|\d+/\d+) liều${NOT_LETTER_AFTER}`,
    String.raw`${NOT_LETTER_BEFORE}giảm (?:một )?nửa${NOT_LETTER_AFTER}`,
  ].join('|'),
  'giu',
);

/** The clause before `index`: back to the last `.`, `;`, `:` or line break. */
function clauseBefore(text: string, index: number, maxChars: number): string {
  const window = text.slice(Math.max(0, index - maxChars), index);
  const cut = Math.max(
    window.lastIndexOf('.'),
    window.lastIndexOf(';'),
    window.lastIndexOf(':'),
    window.lastIndexOf('\n'),
  );
  return window.slice(cut + 1);
}

/** The clause after `index`, up to the next `.`, `;`, `:` or line break. */
function clauseAfter(text: string, index: number, maxChars: number): string {
  const window = text.slice(index, index + maxChars);
  const stops = ['. ', ';', ':', '\n'].map((s) => window.indexOf(s)).filter((i) => i >= 0);
  return stops.length === 0 ? window : window.slice(0, Math.min(...stops));
}

function classifyQuantity(text: string, q: Quantity): DoseKind | null {
  const unit = q.unit.replace(/^(?:triệu|nghìn|ngàn|tỷ) /u, '');
  const [numerator = '', ...denominators] = unit.split('/');
  if (numerator === '%') {
    const context = clauseBefore(text, q.start, 60) + ' ' + clauseAfter(text, q.end, 40);
    return PERCENT_CUE.test(context) ? 'percent' : null;
  }
  if (!DOSE_NUMERATORS.has(numerator)) return null;
  if (denominators.length === 0) return 'amount';
  // Per decilitre and per mm3 are how the book reports lab results, never doses.
  if (denominators.includes('dl') || denominators.includes('mm3')) return null;
  if (denominators.includes('1.73m2')) return null;
  const before = clauseBefore(text, q.start, 80);
  if (numerator === 'ml' && denominators[0] === 'phút' && CLEARANCE_CUE.test(before)) return null;
  if (VOLUME_DENOMINATORS.has(denominators[0]!) && LAB_CUE.test(before)) return null;
  return 'rate';
}

/**
 * Every dose stated in `text` (normalised), in order. Deliberately generous: it decides which
 * sentences may not come from a chunk that lost a table, and a false alarm there costs one
 * sentence while a miss can state a dose the table contradicts.
 */
export function findDoses(text: string): DoseMention[] {
  const mentions: DoseMention[] = [];
  for (const q of findQuantities(text)) {
    const kind = classifyQuantity(text, q);
    if (kind) mentions.push({ kind, text: text.slice(q.start, q.end), start: q.start, end: q.end });
  }
  for (const match of text.matchAll(PROPORTION)) {
    const end = match.index + match[0].length;
    mentions.push({ kind: 'proportion', text: match[0], start: match.index, end });
  }
  for (const r of findRegimens(text)) {
    mentions.push({ kind: r.kind, text: r.text, start: r.start, end: r.end });
  }
  return mentions.sort((a, b) => a.start - b.start || a.end - b.end);
}
