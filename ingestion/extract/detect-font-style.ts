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

export function styleFromFontName(rawName: string): FontStyle {
  const name = stripSubsetTag(rawName);
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
