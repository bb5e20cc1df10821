import { parseVnNumber, VN_NUMBER_SOURCE } from '@/lib/text/parse-vn-number';
import type { ValueInterval } from '@/lib/schema/patient-parameters';

/**
 * How long ago the dose was given, as the book bands a remedy by it (folded text): "nếu đã dùng
 * thuốc này trong 8 giờ trước đó" (up to 8 hours), "Nếu đã dùng enoxaparin quá 8 giờ trước đó"
 * (more than 8), "quá 12 giờ". Only after "đã dùng / đã tiêm / đã uống" within the clause: a
 * duration of anything else ("truyền trong 8 giờ") is no time since the dose.
 *
 * Measured at stop 69: ENOXAPARIN's protamine lines are two bands of one quantity, and "Quá liều
 * enoxaparin, mũi tiêm cách đây 10 giờ, protamin dùng bao nhiêu?" (unseen batch 2) was shown the
 * 8-hour line ("phải cho 1 mg protamin sulfat để trung hòa 1 mg enoxaparin") for 10 hours.
 */
const GIVEN = String.raw`da\s+(?:dung|tiem|uong)`;
/** Whether a sentence may hold a dose-time band: the band reader's cheap gate (find-numeric-bands.ts). */
export const MAY_HOLD_DOSE_TIME = new RegExp(GIVEN, 'u');
const DOSE_TIME = new RegExp(
  String.raw`(?<![\p{L}])${GIVEN}(?:\s+[\p{L}]+){0,4}?\s+(?<word>trong(?:\s+vong)?|qua|hon|tren)\s+(?<v>${VN_NUMBER_SOURCE})\s*(?:gio|tieng)(?![\p{L}])`,
  'gu',
);

export interface DoseTimeBand {
  interval: ValueInterval;
  start: number;
  end: number;
}

export function findDoseTimeBands(folded: string): DoseTimeBand[] {
  const out: DoseTimeBand[] = [];
  for (const m of folded.matchAll(DOSE_TIME)) {
    const v = parseVnNumber(m.groups!.v!);
    if (v === null) continue;
    const within = m.groups!.word!.startsWith('trong');
    out.push({
      interval: within
        ? { min: null, max: v, min_inclusive: false, max_inclusive: true }
        : { min: v, max: null, min_inclusive: false, max_inclusive: false },
      start: m.index,
      end: m.index + m[0].length,
    });
  }
  return out;
}

/**
 * How long ago the patient's dose was given, as a question tells it: "mũi tiêm cách đây 10 giờ",
 * "tiêm lúc 8 giờ sáng, giờ đã 6 tiếng", "given 3 hours ago", "about 3 hours ago". The last
 * dose's time: read only beside a word of giving or of the overdose.
 */
const SINCE = [
  new RegExp(
    String.raw`(?<![\p{L}])(?:cach\s+day|duoc)\s+(?:khoang\s+|gan\s+|hon\s+)?(?<v>${VN_NUMBER_SOURCE})\s*(?:gio|tieng|h)(?![\p{L}])`,
    'u',
  ),
  new RegExp(
    String.raw`(?<![\p{L}\d])(?:about\s+|around\s+|~\s*)?(?<v>${VN_NUMBER_SOURCE})\s*(?:hours?|hrs?|h|gio|tieng)\s+(?:ago|truoc)(?![\p{L}])`,
    'u',
  ),
];
const GIVING =
  /(?<![\p{L}])(?:tiem|uong|dung|truyen|mui|lieu|qua\s+lieu|nham|gave|given|injected|took|dose|overdose)(?![\p{L}])/u;

export function readHoursSinceDose(folded: string): ValueInterval | undefined {
  if (!GIVING.test(folded)) return undefined;
  for (const re of SINCE) {
    const m = re.exec(folded);
    const v = m ? parseVnNumber(m.groups!.v!) : null;
    if (v !== null) return { min: v, max: v, min_inclusive: true, max_inclusive: true };
  }
  return undefined;
}
