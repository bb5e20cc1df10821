/**
 * Whether the drug named at `start` (an offset into the folded question) is the fluid another
 * drug is diluted in or run with: "clindamycin 600 mg pha 100 ml NaCl 0,9%", "in 250 ml dextrose
 * 5%", "hòa vào 50 ml glucose 5%". A volume or a diluting verb right before it makes it the
 * vehicle. Measured on first-set batch 149 (first run): "clindamycin 600 mg pha 100 ml NaCl 0,9%
 * IV q8h — minimum infusion time?" was read as a pair with NATRI CLORID and answered from NATRI
 * CLORID's Tương tác thuốc ("không nêu clindamycin"): an answer about another drug.
 */
const VEHICLE_BEFORE =
  /(?:(?<![\p{L}])(?:pha|hoa|dilute[ds]?|diluted\s+in|reconstituted\s+(?:in|with))(?:\s+(?:vao|trong|voi|bang|in|with|into))?(?:\s+(?:chai|tui|bag|of))?|\d+(?:[.,]\d+)?\s*ml(?:\s+(?:dung\s+dich|of))?)\s*$/u;

/** How far back the vehicle's verb or volume is looked for. */
const REACH = 28;

export function dilutedIn(folded: string, start: number): boolean {
  return VEHICLE_BEFORE.test(folded.slice(Math.max(0, start - REACH), start));
}
