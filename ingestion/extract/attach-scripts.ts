import type { Segment, Span } from './extract-types';
import { countBelow } from './sorted-bounds';

/**
 * Raised and lowered glyphs — superscripts, subscripts, footnote marks — found by geometry and
 * given to the span they belong to, wherever they sit in the line (start, middle, end).
 *
 * Measured defect (issue 14, a LibreOffice-typeset book of real Dược thư text): the raised "2"
 * of "mg/m²" at the end of a line sorted as a line of its own above, so the chunk read
 * "Trẻ em:\n2 Uống 8 - 30 mg/kg/ngày hoặc 300 - 900 mg/m diện tích" — the unit lost its
 * exponent and a stray "2" stood before a dose. Rows grouped by baseline first and scripts
 * re-attached row by row cannot be relied on: a raised glyph may open a row of its own, or be
 * claimed by the wrong row, before any script rule runs. So scripts are decided span by span,
 * before rows exist, and then ride with their base.
 *
 * Every threshold is a fraction of the base's font size.
 */

/** A script is at most this fraction of its base's size (Word and LibreOffice set them at ~58%). */
const MAX_SIZE_RATIO = 0.85;
/** ...sits this far above or below the base's baseline at least (the usual shift is 0.14–0.33 em)... */
const MIN_SHIFT = 0.1;
/** ...with its centre inside the base's height, and touches it: at most this gap (× size) away. */
const MAX_GAP = 0.6;
/**
 * A script is a mark, not a phrase: an exponent ("2", "-1"), an index ("cr", "12", "1/2"), a
 * footnote mark. A longer or spaced run set small and high beside larger text is the numerator
 * of an inline fraction, and reading it into the line would linearise the formula — the very
 * defect ADR 0006 quarantines ("Clcr = 72 x creatinin").
 */
const MAX_SCRIPT_CHARS = 4;
/** Spans that overlap the base in x by more than this (× the smaller size) are stacked, not scripts. */
const MAX_OVERLAP = 0.25;

export type ScriptKind = 'super' | 'sub';

export interface ScriptLink {
  base: Span;
  kind: ScriptKind;
}

const SUPERSCRIPTS: Record<string, string> = {
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
  '+': '⁺',
  '-': '⁻',
  '−': '⁻',
  '=': '⁼',
  '(': '⁽',
  ')': '⁾',
};
const SUBSCRIPTS: Record<string, string> = {
  '0': '₀',
  '1': '₁',
  '2': '₂',
  '3': '₃',
  '4': '₄',
  '5': '₅',
  '6': '₆',
  '7': '₇',
  '8': '₈',
  '9': '₉',
  '+': '₊',
  '-': '₋',
  '−': '₋',
  '=': '₌',
  '(': '₍',
  ')': '₎',
};

/**
 * The script's text as the reader means it: Unicode superscript/subscript characters where every
 * character has one ("m²", "10⁹/l", "B₁₂"); otherwise the glyphs unchanged, which then read right
 * after their base ("Cl" + lowered "cr" → "Clcr"), never as a separate number. Letters are left
 * as letters: the modifier-letter forms (ᵃ, ᵣ) are phonetic symbols, not what the book means.
 */
export function toScriptText(text: string, kind: ScriptKind): string {
  const table = kind === 'super' ? SUPERSCRIPTS : SUBSCRIPTS;
  const chars = [...text];
  if (chars.length === 0 || !chars.every((c) => c in table)) return text;
  return chars.map((c) => table[c]!).join('');
}

function xGap(a: Span, b: Span): number {
  return Math.max(a.bbox[0] - b.bbox[2], b.bbox[0] - a.bbox[2]);
}

function xOverlap(a: Span, b: Span): number {
  return Math.min(a.bbox[2], b.bbox[2]) - Math.max(a.bbox[0], b.bbox[0]);
}

function rulingBetween(verticals: readonly Segment[], a: Span, b: Span): boolean {
  const [left, right] = a.bbox[0] <= b.bbox[0] ? [a, b] : [b, a];
  const y = (a.bbox[1] + a.bbox[3] + b.bbox[1] + b.bbox[3]) / 4;
  return verticals.some((r) => {
    const x = (r.bbox[0] + r.bbox[2]) / 2;
    return x >= left.bbox[2] - 0.5 && x <= right.bbox[0] + 0.5 && r.bbox[1] <= y && r.bbox[3] >= y;
  });
}

/** How `script` relates to `base`, or null when it is not a script of it. */
export function scriptKind(
  script: Span,
  base: Span,
  verticals: readonly Segment[] = [],
): ScriptKind | null {
  if (script === base || script.size > MAX_SIZE_RATIO * base.size) return null;
  const mark = script.text.trim();
  if (mark.length > MAX_SCRIPT_CHARS || /\s/.test(mark)) return null;
  const shift = base.baseline - script.baseline;
  if (Math.abs(shift) < MIN_SHIFT * base.size) return null;
  const centre = (script.bbox[1] + script.bbox[3]) / 2;
  if (centre < base.bbox[1] || centre > base.bbox[3]) return null;
  if (xOverlap(script, base) > MAX_OVERLAP * script.size) return null;
  if (xGap(script, base) > MAX_GAP * base.size) return null;
  if (rulingBetween(verticals, script, base)) return null;
  return shift > 0 ? 'super' : 'sub';
}

/**
 * Every script span on a page with the span it belongs to. The base is the nearest qualifying
 * span in x, the one before it on a tie (a script follows its base far more often than it leads
 * it). A script of a script ("e" raised over a raised "x") follows the chain to its root, so it
 * joins the same line. Spans are compared only with spans near them in y.
 */
export function findScripts(
  spans: readonly Span[],
  verticals: readonly Segment[] = [],
): Map<Span, ScriptLink> {
  const byTop = [...spans].sort((a, b) => a.bbox[1] - b.bbox[1]);
  const tops = byTop.map((s) => s.bbox[1]);
  const links = new Map<Span, ScriptLink>();
  const maxHeight = Math.max(0, ...spans.map((s) => s.bbox[3] - s.bbox[1]));
  for (const script of spans) {
    let best: { base: Span; kind: ScriptKind; gap: number; before: boolean } | null = null;
    const centre = (script.bbox[1] + script.bbox[3]) / 2;
    // A base's box holds the script's centre: its top lies within one span height above it.
    for (let i = countBelow(tops, centre - maxHeight); i < byTop.length; i++) {
      const base = byTop[i]!;
      if (base.bbox[1] > centre) break;
      const kind = scriptKind(script, base, verticals);
      if (!kind) continue;
      const gap = Math.max(0, xGap(script, base));
      const before = base.bbox[0] < script.bbox[0];
      if (!best || gap < best.gap - 1e-6 || (Math.abs(gap - best.gap) <= 1e-6 && before))
        best = { base, kind, gap, before };
    }
    if (best) links.set(script, { base: best.base, kind: best.kind });
  }
  return links;
}

/** The span a script ultimately belongs to (a base that is not itself a script). */
export function rootBase(span: Span, links: ReadonlyMap<Span, ScriptLink>): Span {
  let current = span;
  for (let hops = 0; hops < 8; hops++) {
    const link = links.get(current);
    if (!link) return current;
    current = link.base;
  }
  return current;
}
