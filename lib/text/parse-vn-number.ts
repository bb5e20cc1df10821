/**
 * A number as Vietnamese clinical text writes it → its value: decimal comma ("2,5"), thousands
 * point ("1.000" is a thousand) or thin space ("2 000"), plain digits. Null when it is not one.
 * A point followed by other than exactly three digits is read as a decimal point ("0.5"),
 * because English-style decimals do occur in typed questions.
 */
export function parseVnNumber(raw: string): number | null {
  const text = raw.trim().replace(/[\u00a0\u202f\u2009 ]/g, ' ');
  if (!/^\d[\d.,\s]*$/.test(text) || /[.,]$/.test(text)) return null;
  let body = text;
  if (/^\d{1,3}(?:[ .]\d{3})+(?:,\d+)?$/.test(body)) body = body.replace(/[ .]/g, '');
  else if (/\s/.test(body)) return null;
  if (/^\d+,\d+$/.test(body)) return Number(body.replace(',', '.'));
  if (/^\d+\.\d+$/.test(body)) return Number(body);
  if (/^\d+$/.test(body)) return Number(body);
  return null;
}

/** The pattern of one number as parseVnNumber reads it (for building larger patterns). */
export const VN_NUMBER_SOURCE = String.raw`\d{1,3}(?:[ .]\d{3})+(?:,\d+)?(?!\d)|\d+(?:[,.]\d+)?`;
