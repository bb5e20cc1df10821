import { describe, expect, it } from 'vitest';
import { detectFontStyle, stripSubsetTag, styleFromFontName } from './detect-font-style';
import { readFontProgramStyle } from './read-font-program-style';

/** A minimal sfnt with OS/2, head and post tables carrying the given style fields. */
function sfnt(o: {
  weight?: number;
  fsSelection?: number;
  macStyle?: number;
  italicAngle?: number;
}) {
  const tables: [string, Uint8Array][] = [];
  const os2 = new DataView(new ArrayBuffer(78));
  os2.setUint16(4, o.weight ?? 400);
  os2.setUint16(62, o.fsSelection ?? 0);
  tables.push(['OS/2', new Uint8Array(os2.buffer)]);
  const head = new DataView(new ArrayBuffer(54));
  head.setUint16(44, o.macStyle ?? 0);
  tables.push(['head', new Uint8Array(head.buffer)]);
  const post = new DataView(new ArrayBuffer(32));
  post.setInt32(4, Math.round((o.italicAngle ?? 0) * 65536));
  tables.push(['post', new Uint8Array(post.buffer)]);
  const headerSize = 12 + 16 * tables.length;
  const total = headerSize + tables.reduce((n, [, d]) => n + d.length, 0);
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  view.setUint32(0, 0x00010000);
  view.setUint16(4, tables.length);
  let offset = headerSize;
  tables.forEach(([tag, data], i) => {
    for (let k = 0; k < 4; k++) view.setUint8(12 + i * 16 + k, tag.charCodeAt(k));
    view.setUint32(12 + i * 16 + 8, offset);
    view.setUint32(12 + i * 16 + 12, data.length);
    out.set(data, offset);
    offset += data.length;
  });
  return out;
}

describe('styleFromFontName', () => {
  it.each([
    ['ABCDEF+NotoSerif-Bold', true, false],
    ['NotoSerif-Italic', false, true],
    ['DejaVuSerif-BoldItalic', true, true],
    ['TimesNewRomanPS-BoldItalicMT', true, true],
    ['TimesNewRomanPSMT', false, false],
    ['Arial,BoldItalic', true, true],
    ['Arial,Bold', true, false],
    ['MinionPro-SemiboldIt', true, true],
    ['MinionPro-It', false, true],
    ['Myriad-Bd', true, false],
    ['Helvetica-Oblique', false, true],
    ['Times-BI', true, true],
    ['VNI-Times-B', true, false],
    ['NotoSerif-Medium', false, false],
    ['Digital-Regular', false, false],
    ['Boldface-Regular', false, false],
    // TeX's one-word names (Berry's scheme): vntex, Computer Modern, EC, cm-super (issue 40)
    ['RBWFEL+VNBX10', true, false],
    ['JFRMFY+VNR10', false, false],
    ['ICXGSY+VNTI10', false, true],
    ['VNBXTI10', true, true],
    ['CMBX12', true, false],
    ['CMB10', true, false],
    ['CMR10', false, false],
    ['CMSL10', false, true],
    ['CMSSBX10', true, false],
    ['CMTT10', false, false],
    ['SFBX1200', true, false],
    ['SFRM1000', false, false],
    ['ECBI1000', true, true],
    ['CMMI10', false, true],
    ['CMSY10', false, false],
    ['F3', false, false],
  ])('%s → bold %s, italic %s', (name, bold, italic) => {
    expect(styleFromFontName(name)).toEqual({ bold, italic });
  });

  it('drops only a six-capital subset tag', () => {
    expect(stripSubsetTag('QWERTY+Foo-Bold')).toBe('Foo-Bold');
    expect(stripSubsetTag('Foo+Bar')).toBe('Foo+Bar');
  });
});

describe('readFontProgramStyle', () => {
  it.each([
    [{ weight: 700 }, true, false],
    [{ weight: 600 }, true, false],
    // pdfjs writes 500 into the OS/2 it synthesises: not evidence of anything.
    [{ weight: 500 }, false, false],
    [{ fsSelection: 1 << 5 }, true, false],
    [{ fsSelection: 1 }, false, true],
    [{ fsSelection: 1 << 9 }, false, true],
    [{ macStyle: 1 }, true, false],
    [{ macStyle: 2 }, false, true],
    [{ italicAngle: -12 }, false, true],
    [{ italicAngle: -0.2 }, false, false],
  ])('%j → bold %s, italic %s', (fields, bold, italic) => {
    const style = readFontProgramStyle(sfnt(fields));
    expect(style && { bold: style.bold, italic: style.italic }).toEqual({ bold, italic });
  });

  it('returns null for bytes that are not an sfnt (a bare CFF, garbage)', () => {
    expect(readFontProgramStyle(new Uint8Array([1, 0, 4, 2, 0, 0, 0, 0, 0, 0, 0, 0]))).toBeNull();
    expect(readFontProgramStyle(new Uint8Array(3))).toBeNull();
  });
});

describe('detectFontStyle', () => {
  it('finds bold in the program when the name says nothing', () => {
    expect(detectFontStyle('ABCDEF+F1', sfnt({ macStyle: 1 }))).toEqual({
      bold: true,
      italic: false,
    });
  });
  it('finds italic from the descriptor angle pdfjs writes into post', () => {
    expect(detectFontStyle('T3', sfnt({ italicAngle: -15 }))).toEqual({
      bold: false,
      italic: true,
    });
  });
  it('falls back to the name without a program', () => {
    expect(detectFontStyle('Times-Bold', null)).toEqual({ bold: true, italic: false });
  });
});
