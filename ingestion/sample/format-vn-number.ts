/**
 * Numbers as the book prints them: decimal comma ("0,425") and thousands grouped by a space
 * ("1 000 000"). Four-digit integers are grouped too ("1 200 mg"), as in the book.
 */
export function formatVnNumber(value: number, decimals?: number): string {
  if (!Number.isFinite(value)) throw new Error(`format-vn-number: not a finite number: ${value}`);
  const fixed = decimals === undefined ? trimmed(value) : value.toFixed(decimals);
  const negative = fixed.startsWith('-');
  const [intPart = '0', fracPart] = (negative ? fixed.slice(1) : fixed).split('.');
  const grouped = intPart.length > 3 ? intPart.replace(/\B(?=(\d{3})+(?!\d))/g, ' ') : intPart;
  return `${negative ? '-' : ''}${grouped}${fracPart ? `,${fracPart}` : ''}`;
}

/** Up to 3 decimals, trailing zeros dropped (0.5 -> "0.5", 2 -> "2"). */
function trimmed(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}
