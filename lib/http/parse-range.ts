/**
 * The one byte range a `Range: bytes=…` header asks for, clamped to the file. pdf.js asks for
 * one range at a time; a multi-range request is answered with the whole file (RFC 9110 lets a
 * server ignore Range), still streamed.
 */
export type RangeRequest =
  | { kind: 'none' }
  | { kind: 'range'; start: number; end: number }
  | { kind: 'unsatisfiable' };

export function parseRange(header: string | null, size: number): RangeRequest {
  if (!header) return { kind: 'none' };
  const match = /^\s*bytes\s*=\s*(.+)$/i.exec(header);
  if (!match) return { kind: 'none' };
  const specs = match[1]!.split(',');
  if (specs.length !== 1) return { kind: 'none' };
  const spec = /^\s*(\d*)\s*-\s*(\d*)\s*$/.exec(specs[0]!);
  if (!spec || (spec[1] === '' && spec[2] === '')) return { kind: 'none' };
  if (size === 0) return { kind: 'unsatisfiable' };
  if (spec[1] === '') {
    // bytes=-N: the last N bytes.
    const suffix = Number(spec[2]);
    if (suffix === 0) return { kind: 'unsatisfiable' };
    return { kind: 'range', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(spec[1]);
  const end = spec[2] === '' ? size - 1 : Math.min(Number(spec[2]), size - 1);
  if (start >= size || end < start) return { kind: 'unsatisfiable' };
  return { kind: 'range', start, end };
}
