/**
 * Text as LaTeX source that prints it unchanged under T5 (Vietnamese) encoding. TeX's specials
 * are escaped; the few characters T5 has no glyph for (≥, ≤, ×, ±, γ, °, º, …: every one the 18
 * monographs print) are set from math or the text companion font; and the T5 ligatures a Markdown
 * text can spell by accident ("--" an en dash, "<<" a guillemet, "''" a closing quote) are broken
 * with an empty group, so TeX's own ligatures stay only where the fonts put them (fi, fl, ff).
 */
const SPECIALS: Record<string, string> = {
  '\\': '\\textbackslash{}',
  '{': '\\{',
  '}': '\\}',
  $: '\\$',
  '&': '\\&',
  '#': '\\#',
  '^': '\\textasciicircum{}',
  _: '\\_',
  '%': '\\%',
  '~': '\\textasciitilde{}',
  '"': '\\textquotedbl{}',
  '|': '\\textbar{}',
  '≥': '$\\geq$',
  '≤': '$\\leq$',
  '×': '$\\times$',
  '±': '$\\pm$',
  γ: '$\\gamma$',
  '°': '$^{\\circ}$',
  º: '\\textsuperscript{o}',
  '…': '\\ldots{}',
};

/** Pairs that T5 fonts turn into another glyph when typed side by side. */
const LIGATURE_PAIRS = new Set(['--', '<<', '>>', "''", '``', ',,', '!`', '?`']);

export function escapeTex(text: string): string {
  let out = '';
  let previous = '';
  for (const ch of text.normalize('NFC')) {
    if (LIGATURE_PAIRS.has(previous + ch)) out += '{}';
    out += SPECIALS[ch] ?? ch;
    previous = ch;
  }
  return out;
}
