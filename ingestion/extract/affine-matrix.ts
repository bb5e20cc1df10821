/** A PDF affine matrix [a, b, c, d, e, f]: x' = a·x + c·y + e, y' = b·x + d·y + f. */
export type Matrix = [number, number, number, number, number, number];

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** The matrix that applies `inner` first, then `outer` (PDF's `cm`: CTM = cm × CTM). */
export function composeMatrix(outer: Matrix, inner: Matrix): Matrix {
  return [
    outer[0] * inner[0] + outer[2] * inner[1],
    outer[1] * inner[0] + outer[3] * inner[1],
    outer[0] * inner[2] + outer[2] * inner[3],
    outer[1] * inner[2] + outer[3] * inner[3],
    outer[0] * inner[4] + outer[2] * inner[5] + outer[4],
    outer[1] * inner[4] + outer[3] * inner[5] + outer[5],
  ];
}

export function applyMatrix(m: Matrix, x: number, y: number): [number, number] {
  return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
}

/** How much the matrix scales a length, on average over both axes (for line widths). */
export function matrixScale(m: Matrix): number {
  return Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2]));
}

export function isMatrix(value: unknown): value is Matrix {
  if (!(Array.isArray(value) || ArrayBuffer.isView(value))) return false;
  const list = value as ArrayLike<unknown>;
  if (list.length !== 6) return false;
  for (let i = 0; i < 6; i++) {
    const v = list[i];
    if (typeof v !== 'number' || !Number.isFinite(v)) return false;
  }
  return true;
}

export function toMatrix(value: ArrayLike<number>): Matrix {
  return [value[0]!, value[1]!, value[2]!, value[3]!, value[4]!, value[5]!];
}
