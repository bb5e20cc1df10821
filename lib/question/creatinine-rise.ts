import { parseVnNumber } from '@/lib/text/parse-vn-number';

/**
 * A serum creatinine the question says rose ("creatinin tăng từ 1,0 lên 3,9 mg/dL trong 48 giờ",
 * "creatinine rose from 85 to 290 µmol/L"): a rise to 1.5 times the first value or more is an
 * acute kidney injury by the KDIGO definition, which the book calls "suy thận cấp". Measured on
 * first-set batches 91, 93 and 94 (stop 58, first runs): rhabdomyolysis, a hepatorenal syndrome
 * and an NSAID's injury, each told by its creatinine's rise, never met SPIRONOLACTON's "Suy thận
 * cấp, suy thận nặng, vô niệu".
 */
const NUM = String.raw`(\d+(?:[.,]\d+)?)`;
const RISE = new RegExp(
  String.raw`(?<![\p{L}])creatinine?(?:\s+(?:huyet\s+thanh|mau|serum|mao\s+mach))?\s+(?:(?:tang|rose|increased|went\s+up|has\s+risen|da\s+tang)\s+)?(?:tu|from)\s+${NUM}\s*(?:mg\s*\/\s*dl|(?:µ|u|micro)mol\s*\/\s*l)?\s+(?:(?:tang\s+)?(?:len|den)(?:\s+muc)?|to|->|→)\s+${NUM}`,
  'u',
);

/** The book's words for the injury a creatinine's rise tells, or none. */
export function readCreatinineRise(folded: string): { typed: string; book: readonly string[] }[] {
  const m = RISE.exec(folded);
  if (!m) return [];
  const from = parseVnNumber(m[1]!);
  const to = parseVnNumber(m[2]!);
  if (from === null || to === null || from <= 0 || to / from < 1.5) return [];
  return [{ typed: m[0], book: ['suy than cap'] }];
}
