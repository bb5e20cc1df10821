/**
 * Rejoins a section's prose parts (source_text, in part order) without their overlaps,
 * locating each in `sectionText`. A part starts at or before the previous part's end
 * (overlap) or after a gap of whitespace only: a part never begins or ends in whitespace, so
 * the paragraph break or space between two parts is the section's own separator and is taken
 * from it. Returns null when a part cannot be placed that way: content would be lost,
 * duplicated or out of order.
 */
export function reassembleSection(
  sectionText: string,
  sourceTexts: readonly string[],
): string | null {
  let rejoined = '';
  let cursor = 0;
  let previousStart = -1;
  for (const [index, part] of sourceTexts.entries()) {
    const at = sectionText.indexOf(part, previousStart + 1);
    if (at === -1 || part.length === 0) return null;
    if (index === 0) {
      if (sectionText.slice(0, at).trim().length > 0) return null;
      rejoined = part;
    } else if (at > cursor) {
      const gap = sectionText.slice(cursor, at);
      if (gap.trim().length > 0) return null;
      rejoined += gap + part;
    } else {
      const overlap = cursor - at;
      if (overlap > part.length) return null; // contained in the previous part: no progress
      rejoined += part.slice(overlap);
    }
    cursor = Math.max(cursor, at + part.length);
    previousStart = at;
  }
  return rejoined;
}
