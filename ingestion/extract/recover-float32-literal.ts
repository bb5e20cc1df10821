import type { Matrix } from './affine-matrix';

/**
 * The shortest decimal that rounds to the same 32-bit float as `value`: what the PDF wrote, when
 * pdf.js stored it as a Float32. pdf.js 5 keeps each `Tm` operand in a Float32Array, so a glyph
 * placed at x = 136.9695 reads back as 136.96949768066406 (measured on the 680-monograph sample:
 * every title and line box moved by up to 6e-5 pt against the text-content reading). Writers put
 * at most six or seven significant digits in a content stream, so the shortest round-tripping
 * decimal is the literal itself; a longer literal comes back within a Float32's own error. A value
 * that is not a Float32 (a double the caller computed) is returned as it is.
 */
export function recoverFloat32Literal(value: number): number {
  if (!Number.isFinite(value) || Math.fround(value) !== value || Number.isInteger(value))
    return value;
  const known = recovered.get(value);
  if (known !== undefined) return known;
  let literal = value;
  for (let digits = 1; digits <= 9; digits++) {
    const candidate = Number(value.toPrecision(digits));
    if (Math.fround(candidate) === value) {
      literal = candidate;
      break;
    }
  }
  // A book repeats its margins, baselines and sizes: the toPrecision search was 3% of an
  // extraction worker's time once every page's text items came from the operator list.
  if (recovered.size >= MAX_RECOVERED) recovered.clear();
  recovered.set(value, literal);
  return literal;
}

const recovered = new Map<number, number>();
const MAX_RECOVERED = 100_000;

/** A matrix operand as the PDF wrote it: each entry recovered when pdf.js stored it as Float32. */
export function recoverMatrixLiteral(m: ArrayLike<number>): Matrix {
  const exact = ArrayBuffer.isView(m) ? recoverFloat32Literal : (v: number) => v;
  return [exact(m[0]!), exact(m[1]!), exact(m[2]!), exact(m[3]!), exact(m[4]!), exact(m[5]!)];
}
