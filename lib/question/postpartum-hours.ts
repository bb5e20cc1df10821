import { parseVnNumber } from '@/lib/text/parse-vn-number';

/**
 * How long ago the patient gave birth ("sinh thường cách đây 30 giờ", "vaginal delivery 30 hours
 * ago", "sau sinh 2 ngày"), as the book's postpartum windows that hold it ("Không dùng
 * acenocoumarol trong vòng 48 giờ sau khi sinh"): one phrase per usual window the time falls in.
 * Measured at stop 57 and on first-set batch 93 (stop 58, first run): a delivery 20 and 30 hours
 * ago never met ACENOCOUMAROL's 48-hour contraindication.
 */
const NUM = String.raw`(\d+(?:[.,]\d+)?)`;
const UNIT = String.raw`(gio|h|hours?|ngay|days?)`;
const BIRTH = String.raw`(?:sinh|de|mo\s+lay\s+thai|delivery|delivered|gave\s+birth|birth)`;
const SINCE = [
  new RegExp(
    String.raw`(?<![\p{L}])${BIRTH}(?:\s+[\p{L}]+){0,3}?\s+(?:cach\s+day|duoc|da\s+duoc)\s+${NUM}\s*${UNIT}(?![\p{L}])`,
    'u',
  ),
  new RegExp(
    String.raw`(?<![\p{L}])${BIRTH}(?:\s+[\p{L}]+){0,3}?\s+${NUM}\s*${UNIT}\s+(?:truoc|ago)(?![\p{L}])`,
    'u',
  ),
  new RegExp(
    String.raw`(?<![\p{L}])${NUM}\s*${UNIT}\s+(?:sau\s+(?:khi\s+)?(?:sinh|de)|postpartum|post[-\s]partum|after\s+(?:delivery|birth))(?![\p{L}])`,
    'u',
  ),
  new RegExp(
    String.raw`(?<![\p{L}])(?:sau\s+(?:sinh|de)|postpartum)\s+${NUM}\s*${UNIT}(?![\p{L}])`,
    'u',
  ),
];
const WINDOWS_HOURS = [24, 48, 72];
const WINDOWS_DAYS = [1, 2, 3, 7, 14, 42];

export function readPostpartum(folded: string): { typed: string; book: readonly string[] }[] {
  for (const re of SINCE) {
    const m = re.exec(folded);
    if (!m) continue;
    const n = parseVnNumber(m[1]!);
    if (n === null) continue;
    const hours = /^(?:ngay|day)/.test(m[2]!) ? n * 24 : n;
    const book = [
      ...WINDOWS_HOURS.filter((w) => w >= hours).flatMap((w) => [
        `${w} gio sau khi sinh`,
        `${w} gio sau sinh`,
        `${w} gio sau de`,
      ]),
      ...WINDOWS_DAYS.filter((d) => d * 24 >= hours).flatMap((d) => [
        `${d} ngay sau khi sinh`,
        `${d} ngay sau sinh`,
      ]),
    ];
    return book.length > 0 ? [{ typed: m[0], book }] : [];
  }
  return [];
}
