import 'server-only';
import { foldWords } from '@/lib/text/fold-diacritics';

/**
 * "Vancomycin truyền trong bao lâu?" and "Kali clorid truyền tĩnh mạch tốc độ tối đa?" ask how
 * fast the drug goes in, and the book says it as a duration or a rate: "Thuốc tiêm phải truyền
 * tĩnh mạch chậm trong ít nhất 60 phút", "truyền trong ít nhất 15 phút", "không quá 10
 * mmol/giờ". Measured on the sample book: the first asked no section and led with Độ ổn định và
 * bảo quản; the second led with "Theo dõi nồng độ điện giải … khi truyền tĩnh mạch", which shares
 * more of the question's words than the line that answers. Both tests read folded text.
 */
// "bơm"/"đẩy" are how clinicians say an injection is pushed: "tiêm TM trực tiếp thì bơm trong bao
// lâu", "bơm nhanh trong 1 phút được không?" (unseen batch 4, COLISTIN and DIGOXIN: answered from
// Chống chỉ định and Thận trọng, the book's "tiêm trong vòng 3 - 5 phút" and "Không nên tiêm
// nhanh" absent).
// Not "tiêm thêm / tiếp bao lâu": how long the course goes on is the dose section's duration
// (unseen batch 14: "… có cần tiêm tiếp ở nhà không, tiêm thêm bao lâu" is no injection speed).
// In English: "300 mg IV over how many minutes?", "infusion rate", "how fast to push it"
// (first-set batch 154, first run: "sodium nitrite 300 mg IV over how many minutes?" asked no
// section, and its first line was the monograph's English name).
const ASKS_INFUSION_TIME =
  /(?<!\p{L})(?:over\s+how\s+many\s+(?:minutes|mins?|hours?)|(?:infuse|infused|run|push|pushed|given)\s+over\s+how\s+long|(?:infusion|injection)\s+(?:rate|time|duration|speed)|rate\s+of\s+(?:infusion|injection|administration)|how\s+fast\s+(?:to\s+|can\s+\w+\s+|should\s+\w+\s+)?(?:infuse|inject|push|give|run)|(?:truyen|tiem|bom|day)(?!\s+(?:them|tiep|nua)(?!\p{L}))(?:\s+[\p{L}]+){0,3}?\s+(?:trong\s+)?(?:bao\s+lau|may\s+(?:phut|gio))|toc\s+do|thoi\s+gian\s+(?:truyen|tiem)|(?:truyen|tiem|bom|day)\s+(?:thuoc\s+)?(?:nhanh|cham))(?!\p{L})/u;

const UNIT = String.raw`(?:phut|gio)`;
/** A duration or a rate said of an infusion or an injection. */
const STATES_INFUSION_TIME = new RegExp(
  String.raw`(?<!\p{L})(?:truyen|tiem|toc\s+do)(?!\p{L})[^.;]*?(?:(?:trong|qua|it\s+nhat|toi\s+thieu|khong\s+(?:qua|duoi|nhanh\s+hon))\s+(?:[\p{L}]+\s+){0,2}?\d[\d,.\s-]*${UNIT}|\d[\d,.\s-]*\s*[\p{L}]+\s*\/\s*${UNIT})`,
  'u',
);

export function asksInfusionTime(question: string, folded: string = foldWords(question)): boolean {
  return ASKS_INFUSION_TIME.test(folded);
}

export function statesInfusionTime(sentence: string): boolean {
  return STATES_INFUSION_TIME.test(foldWords(sentence));
}
