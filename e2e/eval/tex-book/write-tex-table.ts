import { escapeTex } from './escape-tex';

/** No column narrower than this share of the table: a header of two words still fits. */
const MIN_SHARE = 0.14;

/**
 * Each column's share of the table's width: by how much text it holds (square-rooted, so one
 * long cell does not starve the others), never below MIN_SHARE. Sums to 1.
 */
export function columnShares(rows: readonly (readonly string[])[]): number[] {
  const columns = Math.max(...rows.map((r) => r.length));
  const weight = Array.from({ length: columns }, (_, c) =>
    Math.sqrt(
      Math.max(
        1,
        rows.reduce((n, r) => n + (r[c] ?? '').length, 0),
      ),
    ),
  );
  const total = weight.reduce((a, b) => a + b, 0);
  const raw = weight.map((w) => Math.max(MIN_SHARE, w / total));
  const sum = raw.reduce((a, b) => a + b, 0);
  return raw.map((s) => s / sum);
}

/**
 * A Markdown table (first row the header) as the preamble's row-stacked ruled table: column
 * widths as shares of the column's width less the rules, cells set ragged right (TeX still
 * hyphenates a long word in a narrow cell), the header in bold, each body row a
 * \dtRow so TeX can end a column between any two rows and repeat the header after it.
 */
export function writeTexTable(rows: readonly (readonly string[])[]): string {
  const [header, ...body] = rows;
  if (!header || body.length === 0)
    throw new Error('write-tex-table: a table needs a header row and a body row');
  const shares = columnShares(rows);
  const n = shares.length;
  const spec =
    '|' +
    shares
      .map(
        (s) =>
          `>{\\raggedright\\arraybackslash}p{\\dimexpr ${s.toFixed(4)}\\dtAvail-2\\tabcolsep\\relax}|`,
      )
      .join('');
  const cells = (row: readonly string[], bold: boolean) =>
    Array.from({ length: n }, (_, c) => {
      const text = escapeTex(row[c] ?? '');
      return bold && text ? `\\textbf{${text}}` : text;
    }).join(' & ');
  return [
    `\\dtTableBegin{${n + 1}}{${spec}}{${cells(header, true)}}`,
    ...body.map((row) => `\\dtRow{${cells(row, false)}}`),
    '\\dtTableEnd',
  ].join('\n');
}
