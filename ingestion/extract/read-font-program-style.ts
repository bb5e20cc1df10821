/**
 * Weight and slant as the font program itself declares them, read from the sfnt tables of the
 * font pdfjs hands back (pdfjs turns every embedded font into TrueType/OpenType; for Type1/CFF
 * fonts it writes the descriptor's ItalicAngle into `post`, `head.macStyle` and OS/2).
 *
 * Why not names alone: a PDF can carry fonts named "F1" or "T3" with no style word at all, and
 * the book's own typesetting is not ours to guess. Why not OS/2 weight alone: pdfjs writes a
 * fixed weight of 500 into the OS/2 table it synthesises, so a weight below 600 proves nothing.
 */
export interface FontProgramStyle {
  /** OS/2 usWeightClass, or null when the font has no OS/2 table. */
  weight: number | null;
  bold: boolean;
  italic: boolean;
}

const OS2_WEIGHT_OFFSET = 4;
const OS2_FS_SELECTION_OFFSET = 62;
const HEAD_MAC_STYLE_OFFSET = 44;
const POST_ITALIC_ANGLE_OFFSET = 4;

const FS_SELECTION_ITALIC = 1 << 0;
const FS_SELECTION_BOLD = 1 << 5;
const FS_SELECTION_OBLIQUE = 1 << 9;
const MAC_STYLE_BOLD = 1 << 0;
const MAC_STYLE_ITALIC = 1 << 1;
/** usWeightClass 600 is "Semi-bold", the lightest weight a reader sees as bold. */
const BOLD_WEIGHT = 600;
/** Upright fonts sometimes carry a rounding-error angle; a real italic leans 8–20 degrees. */
const MIN_ITALIC_ANGLE = 1;

interface TableRecord {
  offset: number;
  length: number;
}

function readTables(view: DataView): Map<string, TableRecord> | null {
  if (view.byteLength < 12) return null;
  const version = view.getUint32(0);
  // 0x00010000 TrueType, 'OTTO' CFF-flavoured OpenType, 'true' old Apple TrueType.
  if (version !== 0x00010000 && version !== 0x4f54544f && version !== 0x74727565) return null;
  const count = view.getUint16(4);
  if (12 + count * 16 > view.byteLength) return null;
  const tables = new Map<string, TableRecord>();
  for (let i = 0; i < count; i++) {
    const at = 12 + i * 16;
    const tag = String.fromCharCode(
      view.getUint8(at),
      view.getUint8(at + 1),
      view.getUint8(at + 2),
      view.getUint8(at + 3),
    );
    const offset = view.getUint32(at + 8);
    const length = view.getUint32(at + 12);
    if (offset + length <= view.byteLength) tables.set(tag, { offset, length });
  }
  return tables;
}

export function readFontProgramStyle(program: Uint8Array): FontProgramStyle | null {
  const view = new DataView(program.buffer, program.byteOffset, program.byteLength);
  const tables = readTables(view);
  if (!tables) return null;

  let weight: number | null = null;
  let bold = false;
  let italic = false;

  const os2 = tables.get('OS/2');
  if (os2 && os2.length >= OS2_FS_SELECTION_OFFSET + 2) {
    weight = view.getUint16(os2.offset + OS2_WEIGHT_OFFSET);
    const fsSelection = view.getUint16(os2.offset + OS2_FS_SELECTION_OFFSET);
    if (weight >= BOLD_WEIGHT || fsSelection & FS_SELECTION_BOLD) bold = true;
    if (fsSelection & (FS_SELECTION_ITALIC | FS_SELECTION_OBLIQUE)) italic = true;
  }
  const head = tables.get('head');
  if (head && head.length >= HEAD_MAC_STYLE_OFFSET + 2) {
    const macStyle = view.getUint16(head.offset + HEAD_MAC_STYLE_OFFSET);
    if (macStyle & MAC_STYLE_BOLD) bold = true;
    if (macStyle & MAC_STYLE_ITALIC) italic = true;
  }
  const post = tables.get('post');
  if (post && post.length >= POST_ITALIC_ANGLE_OFFSET + 4) {
    const angle = view.getInt32(post.offset + POST_ITALIC_ANGLE_OFFSET) / 65536;
    if (Math.abs(angle) >= MIN_ITALIC_ANGLE) italic = true;
  }
  return { weight, bold, italic };
}
