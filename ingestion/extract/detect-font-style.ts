import { readFontProgramStyle } from './read-font-program-style';

export interface FontStyle {
  bold: boolean;
  italic: boolean;
}

/** "ABCDEF+Times-Bold" → "Times-Bold": the six-letter tag only says the font was subset. */
export function stripSubsetTag(name: string): string {
  return name.replace(/^[A-Z]{6}\+/, '');
}

/**
 * Style words in a PostScript/TrueType name, across the naming habits of different foundries:
 * "TimesNewRomanPS-BoldItalicMT", "Arial,BoldItalic", "MinionPro-SemiboldIt", "Myriad-Bd",
 * "NotoSerif-Bold", "Times-BI". Matched as whole tokens so a family such as "Digit" or
 * "Boldface Sans" is not misread by a substring.
 */
const BOLD_TOKENS = new Set([
  'bold',
  'semibold',
  'demibold',
  'extrabold',
  'ultrabold',
  'demi',
  'black',
  'heavy',
  'bd',
  'blk',
  'hv',
]);
const ITALIC_TOKENS = new Set(['italic', 'oblique', 'it', 'ita', 'kursiv', 'slanted', 'inclined']);
/** One-letter style suffixes some Vietnamese-era fonts use ("VNI-Times-B", "Times-BI"). */
const BOLD_SUFFIXES = new Set(['b', 'bi', 'bd', 'bdit', 'bdi']);
const ITALIC_SUFFIXES = new Set(['i', 'it', 'bi', 'bdit', 'bdi']);

function nameTokens(name: string): string[] {
  return name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s\-_,+.]+/)
    .filter((t) => t.length > 0)
    .map((t) => t.toLowerCase());
}

/**
 * TeX's fonts are named by Karl Berry's scheme, in one word: a family prefix (Computer Modern
 * "CM", its Vietnamese vntex "VN", the T1 "EC", cm-super "SF", "TC"), an optional sans or
 * typewriter "SS"/"TT", weight and shape codes, then the design size: "CMBX10", "VNBX10",
 * "VNTI10", "SFBX1200", "CMSSBX10", "ECBI1000", "CMMIB10". Measured (issue 40): a TeX book
 * typeset with vntex named its bold VNBX10, read as no bold, so no monograph title was found.
 */
const TEX_NAME = /^(?:CM|VN|EC|SF|TC|EU)(SS|TT|MI)?([A-Z]*?)\d{1,4}$/;
const TEX_BOLD = /^(?:BX|B|SB|DB|EB|UB|BI)(?:TI|IT|SL|SI)?$|^(?:R|RM)?BX|^B$/;
const TEX_ITALIC = /(?:TI|IT|SL|SI|BI)$/;

function styleFromTexName(name: string): FontStyle | null {
  const m = TEX_NAME.exec(name);
  if (!m) return null;
  const code = m[2]!;
  return {
    bold: TEX_BOLD.test(code) || (m[1] === 'MI' && code === 'B'),
    italic: TEX_ITALIC.test(code) || m[1] === 'MI',
  };
}

export function styleFromFontName(rawName: string): FontStyle {
  const name = stripSubsetTag(rawName);
  const tex = styleFromTexName(name);
  if (tex) return tex;
  const tokens = nameTokens(name);
  let bold = tokens.some((t) => BOLD_TOKENS.has(t));
  let italic = tokens.some((t) => ITALIC_TOKENS.has(t));
  const cut = Math.max(name.lastIndexOf('-'), name.lastIndexOf(','));
  if (cut > 0) {
    const suffix = name.slice(cut + 1).toLowerCase();
    if (BOLD_SUFFIXES.has(suffix)) bold = true;
    if (ITALIC_SUFFIXES.has(suffix)) italic = true;
  }
  return { bold, italic };
}

/**
 * Bold/italic from the font's real name and from the style its program declares (OS/2,
 * head.macStyle, post.italicAngle — the latter carries the PDF descriptor's ItalicAngle).
 * Either source saying "bold" is enough: names can be opaque ("F3"), and programs can be
 * stripped by subsetting, but neither invents a style that is not there.
 */
export function detectFontStyle(name: string, program?: Uint8Array | null): FontStyle {
  const fromName = styleFromFontName(name);
  const fromProgram = program ? readFontProgramStyle(program) : null;
  return {
    bold: fromName.bold || (fromProgram?.bold ?? false),
    italic: fromName.italic || (fromProgram?.italic ?? false),
  };
}
