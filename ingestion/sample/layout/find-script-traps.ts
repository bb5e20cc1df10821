import type { TrapKind } from '@/lib/schema/sample-truth';
import type { PlacedLine } from './column-flow';
import { hasScript } from './raise-scripts';

export interface ScriptTrap {
  kind: Extract<TrapKind, 'script_at_line_start' | 'script_mid_line' | 'script_at_line_end'>;
  physical: number;
  /** The word as the reader means it, script included ("mg/m²", "10⁹/l", "¹"). */
  detail: string;
}

/**
 * Where each word carrying a superscript/subscript fell in its drawn line: first word, last
 * word or between. Extraction must keep the script in its word at all three (issue 14: a
 * raised "2" at a line end left its unit).
 */
export function findScriptTraps(lines: readonly PlacedLine[]): ScriptTrap[] {
  const traps: ScriptTrap[] = [];
  for (const line of lines) {
    const words = line.text.split(' ').filter(Boolean);
    words.forEach((word, i) => {
      if (!hasScript(word)) return;
      // A word alone on its line ends it: the raised glyph is the line's last (issue 14's case).
      const kind =
        i === words.length - 1
          ? 'script_at_line_end'
          : i === 0
            ? 'script_at_line_start'
            : 'script_mid_line';
      traps.push({ kind, physical: line.physical, detail: word });
    });
  }
  return traps;
}
