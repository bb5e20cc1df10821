import path from 'node:path';
import type { FontStyle } from '../content/content-types';
import type { BookLayout } from '../layout/assemble-book';
import type { TextMeasurer } from '../layout/measure-text';

/**
 * Refuses a laid-out book with a character its face has no glyph for: it would be drawn as a box
 * and read back as U+0000. `who` names the caller in the message (the sample book, the unseen
 * eval's book).
 */
export function checkGlyphs(
  layout: BookLayout,
  measure: TextMeasurer,
  files: Record<FontStyle, string>,
  who: string,
): void {
  // A bitmap per face over code units; surrogate pairs are checked as whole characters.
  const checked = new Map<FontStyle, Uint8Array>();
  for (const page of layout.pages) {
    for (const t of page.texts) {
      let seen = checked.get(t.style);
      if (!seen) {
        seen = new Uint8Array(65536);
        checked.set(t.style, seen);
      }
      for (let i = 0; i < t.text.length; i++) {
        const unit = t.text.charCodeAt(i);
        if (seen[unit]) continue;
        const ch = String.fromCodePoint(t.text.codePointAt(i) ?? unit);
        if (!measure.covers(ch, t.style)) {
          const cp = (ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0');
          throw new Error(
            `${who}: U+${cp} "${ch}" has no glyph in ${path.basename(files[t.style])} (physical page ${page.physical}, "${t.text.slice(0, 40)}")`,
          );
        }
        if (ch.length === 1) seen[unit] = 1;
      }
    }
  }
}
