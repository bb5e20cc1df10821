import { UNICODE_TO_TCVN3 } from '@/lib/text/tcvn3-encoding';
import { encodeVni } from '@/lib/text/vni-encoding';

/**
 * Text-layer defects a publisher's PDF carries while its pages look right (issue 10). Each one
 * rewrites what the embedded fonts say their glyphs are — the ToUnicode map, the font's name —
 * and never the glyphs drawn, so a defect book has the clean book's pictures and truth.json
 * (except `glued` and `no-word-spaces`, whose word gaps are narrower by construction; see
 * drawPages).
 */
export const TEXT_LAYER_DEFECTS = [
  'nfd',
  'marks-first',
  'pua',
  'no-unicode-font',
  'glued',
  'no-word-spaces',
  'ligatures',
  'tcvn3',
  'vni',
  'no-marks',
  'no-tones',
  'spacing-accents',
  'shifted-italic',
  'lookalikes',
] as const;
export type TextLayerDefect = (typeof TEXT_LAYER_DEFECTS)[number];

/** The word gap of the `glued` book, in em: under pdf.js's own in-run space threshold (0.102). */
export const GLUED_WORD_GAP_EM = 0.08;
/**
 * The word gap of the `no-word-spaces` book: none, words drawn touching, so no glyph gap parts
 * them again and the book is refused (issue 40: the refusal's figure must agree with it).
 */
export const NO_WORD_SPACE_GAP_EM = 0;

/** The slice of pdfkit's EmbeddedFont this rewrites; pdfkit's typings do not expose it. */
export interface EmbeddedFontInternals {
  /** Per glyph id, the code points its ToUnicode entry maps to. */
  unicode: number[][];
  font: { postscriptName: string };
  dictionary: { data: Record<string, unknown>; end: (...args: unknown[]) => unknown };
  embed: () => unknown;
}

const cps = (s: string): number[] => [...s].map((c) => c.codePointAt(0)!);
const str = (codePoints: readonly number[]): string => String.fromCodePoint(...codePoints);

/** Letters a legacy font drew from the Private Use Area: every ơ form, ệ and ữ (issue 10). */
const PUA_LETTERS = [...'ơờởỡớợƠỜỞỠỚỢệỆữỮ'];
const PUA_BASE = 0xf700;

const LIGATURES: Record<string, string> = {
  ff: '\ufb00',
  fi: '\ufb01',
  fl: '\ufb02',
  ffi: '\ufb03',
  ffl: '\ufb04',
  st: '\ufb06',
};

/** What one glyph's ToUnicode entry becomes under a defect (unchanged when it does not apply). */
export function rewriteGlyphUnicode(text: string, defect: TextLayerDefect): string {
  switch (defect) {
    case 'nfd':
      return text.normalize('NFD');
    case 'marks-first': {
      // A legacy font's mark glyph is typed, and mapped, before the letter it sits on.
      const decomposed = text.normalize('NFD');
      const base = decomposed.replace(/\p{M}/gu, '');
      const marks = decomposed.replace(/\P{M}/gu, '');
      return marks ? marks + base : text;
    }
    case 'pua': {
      const i = PUA_LETTERS.indexOf(text);
      return i < 0 ? text : String.fromCodePoint(PUA_BASE + i);
    }
    case 'ligatures':
      return LIGATURES[text] ?? text;
    case 'tcvn3': {
      if (text.length !== 1) return text;
      const code = UNICODE_TO_TCVN3.get(text);
      if (code !== undefined) return code;
      // A TCVN3 font has no other letters with diacritics: the book set those in another font
      // (a capitals ".Vn…H" face, Symbol). Keep them readable: the writer rewrites no more than
      // the encoding can carry.
      return text;
    }
    case 'vni':
      // One glyph's letter becomes the one or two characters a VNI font maps it to.
      return encodeVni(text);
    case 'no-marks':
      // A map that names each Vietnamese letter by its base letter: "người" reads "nguoi".
      return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'D');
    case 'no-tones':
      // A map that keeps ˆ ˘ and the horn but not the tone: "người" reads "ngươi".
      return text
        .normalize('NFD')
        .replace(/[\u0300\u0301\u0303\u0309\u0323]/gu, '')
        .normalize('NFC');
    case 'lookalikes':
      // Đ/đ and Ư/ư named by the letters they look like: "được điều trị" reads "ðƣợc ðiều trị".
      return text
        .replace(/Đ/g, '\u00d0')
        .replace(/đ/g, '\u00f0')
        .replace(/Ư/g, '\u01a2')
        .replace(/ư/g, '\u01a3');
    case 'shifted-italic':
      // A subset face whose ToUnicode was written from another font's cmap: each plain letter
      // names the one after it ("Herpes" reads "Ifsqft"). Applied to the italic faces only (below).
      return text.replace(/[a-yA-Y]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 1));
    case 'spacing-accents':
      // A map that names the tone and shape marks by their spacing accents (the glyph names
      // "grave", "acute", "tilde", "circumflex", "breve"): "người" reads "ngươ`i".
      return text
        .normalize('NFD')
        .replace(/[\u0300\u0301\u0303\u0302\u0306]/gu, (m) => SPACING_FORM[m]!)
        .normalize('NFC');
    default:
      return text;
  }
}

const SPACING_FORM: Record<string, string> = {
  '\u0300': '\u0060',
  '\u0301': '\u00b4',
  '\u0303': '\u02dc',
  '\u0302': '\u02c6',
  '\u0306': '\u02d8',
};

const TCVN3_NAMES: Record<string, string> = {
  Regular: '.VnTime',
  Bold: '.VnTimeB',
  Italic: '.VnTimeI',
  BoldItalic: '.VnTimeBI',
};

const styleOf = (postscriptName: string) =>
  /-(BoldItalic|Bold|Italic|Regular)$/.exec(postscriptName)?.[1] ?? 'Regular';

function tcvn3Name(postscriptName: string): string {
  return TCVN3_NAMES[styleOf(postscriptName)]!;
}

/** VNI's faces: "VNI-Times", "VNI-Times-Bold", … */
function vniName(postscriptName: string): string {
  const style = styleOf(postscriptName);
  return style === 'Regular' ? 'VNI-Times' : `VNI-Times-${style}`;
}

/**
 * Hooks each font's embed (pdfkit embeds fonts at doc.end()) so that its ToUnicode map and name
 * carry `defect`. `no-unicode-font` drops the ToUnicode map of the bold face only, as the
 * publisher's PDF in issue 10 did; `shifted-italic` rewrites the italic faces' maps only, so
 * their pages stay readable while every italic label is garbage. Call after drawing, before doc.end().
 */
export function applyTextLayerDefect(
  fonts: readonly EmbeddedFontInternals[],
  defect: TextLayerDefect,
): void {
  for (const font of fonts) {
    const embed = font.embed.bind(font);
    font.embed = () => {
      const name = font.font.postscriptName;
      if (defect === 'tcvn3' || defect === 'vni') {
        // fontkit's postscriptName is a getter; shadow it on this instance only.
        Object.defineProperty(font.font, 'postscriptName', {
          value: defect === 'tcvn3' ? tcvn3Name(name) : vniName(name),
        });
      }
      if (defect === 'no-unicode-font') {
        if (/Bold(?!Italic)/.test(name)) {
          const end = font.dictionary.end.bind(font.dictionary);
          font.dictionary.end = (...args: unknown[]) => {
            delete font.dictionary.data.ToUnicode;
            return end(...args);
          };
        }
      } else if (defect === 'shifted-italic') {
        if (/Italic/.test(name))
          font.unicode = font.unicode.map((codePoints, gid) =>
            gid === 0 || !codePoints
              ? codePoints
              : cps(rewriteGlyphUnicode(str(codePoints), defect)),
          );
      } else if (defect !== 'glued' && defect !== 'no-word-spaces') {
        // Glyph 0 (.notdef) keeps its entry.
        font.unicode = font.unicode.map((codePoints, gid) =>
          gid === 0 || !codePoints ? codePoints : cps(rewriteGlyphUnicode(str(codePoints), defect)),
        );
      }
      return embed();
    };
  }
}
