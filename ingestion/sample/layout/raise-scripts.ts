import type { DrawText } from './draw-ops';
import type { TextMeasurer } from './measure-text';

/**
 * Superscripts and subscripts drawn the way word processors draw them: the plain digit at a
 * smaller size, raised or lowered off the baseline — not the Unicode "²" glyph at full size,
 * which any extractor reads back unchanged. So the sample book's text layer has the geometry
 * that made "mg/m²" come out as "mg/m" and a stray "2" (issue 14), and its truth (written from
 * the content, "m²") says what extraction must recover.
 *
 * Applied to prose lines as they are placed (tables and formulas keep the Unicode glyph):
 * positions are unchanged (each script advances
 * by the width of the Unicode glyph it replaces), so every box the truth records still holds.
 */

/** Word and LibreOffice set scripts at 58% of the size, raised 33% / lowered 14% of it. */
export const SCRIPT_SIZE = 0.58;
export const SUPER_RISE = 0.33;
export const SUB_DROP = 0.14;

const SUPER = '⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻⁼⁽⁾';
const SUB = '₀₁₂₃₄₅₆₇₈₉₊₋₌₍₎';
const PLAIN = '0123456789+-=()';

/** The plain character a Unicode script character stands for, and which way it is shifted. */
export function scriptOf(ch: string): { plain: string; kind: 'super' | 'sub' } | null {
  let i = SUPER.indexOf(ch);
  if (i >= 0) return { plain: PLAIN[i]!, kind: 'super' };
  i = SUB.indexOf(ch);
  if (i >= 0) return { plain: PLAIN[i]!, kind: 'sub' };
  return null;
}

/** The Unicode script form of plain text, where every character has one; else null. */
export function toUnicodeScript(plain: string, kind: 'super' | 'sub'): string | null {
  const table = kind === 'super' ? SUPER : SUB;
  let out = '';
  for (const ch of plain) {
    const i = PLAIN.indexOf(ch);
    if (i < 0) return null;
    out += table[i]!;
  }
  return out || null;
}

export function hasScript(text: string): boolean {
  for (const ch of text) if (scriptOf(ch)) return true;
  return false;
}

/** Splits one draw call into runs of plain text and runs of script characters. */
function pieces(text: string): { text: string; kind: 'super' | 'sub' | null }[] {
  const out: { text: string; kind: 'super' | 'sub' | null }[] = [];
  for (const ch of text) {
    const kind = scriptOf(ch)?.kind ?? null;
    const last = out[out.length - 1];
    if (last && last.kind === kind) last.text += ch;
    else out.push({ text: ch, kind });
  }
  return out;
}

const spaces = (text: string) => text.split(' ').length - 1;

/**
 * One draw call → the same text with each run of script characters drawn as plain characters at
 * SCRIPT_SIZE, shifted off the baseline. `y` of a DrawText is the top of its line box (pdfkit
 * puts the baseline at y + ascent × size), so the script's top is placed from the baseline.
 */
export function raiseScripts(t: DrawText, measure: TextMeasurer): DrawText[] {
  if (!hasScript(t.text)) return [t];
  const ascent = measure.ascent(t.style);
  const baseline = t.y + ascent * t.size;
  const small = t.size * SCRIPT_SIZE;
  const out: DrawText[] = [];
  let x = t.x;
  for (const piece of pieces(t.text)) {
    const advance = measure.width(piece.text, t.style, t.size) + spaces(piece.text) * t.wordSpacing;
    if (piece.kind === null) {
      // Spaces at a piece's ends are advanced over, not drawn: a word processor starts the text
      // after a script at the next word, so the gap stays a gap to an extractor.
      const text = piece.text.trim();
      const lead = piece.text.length - piece.text.trimStart().length;
      const space = measure.width(' ', t.style, t.size) + t.wordSpacing;
      if (text) out.push({ ...t, text, x: x + lead * space });
    } else {
      const plain = [...piece.text].map((c) => scriptOf(c)!.plain).join('');
      const shift = piece.kind === 'super' ? -SUPER_RISE * t.size : SUB_DROP * t.size;
      out.push({
        ...t,
        text: plain,
        size: small,
        x,
        y: baseline + shift - ascent * small,
        wordSpacing: 0,
      });
    }
    x += advance;
  }
  return out;
}
