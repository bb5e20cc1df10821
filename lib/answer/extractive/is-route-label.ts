import { foldLabel } from './fold-label';

/**
 * First words (folded) of a heading that names how the drug is given: "Uống", "Tiêm truyền
 * tĩnh mạch", "Phun mù hoặc nhỏ trực tiếp vào khí quản", "Nhỏ mắt", "Bôi", "Đặt âm đạo".
 */
const ROUTE_OPENERS = [
  'uong',
  'tiem',
  'truyen',
  'phun',
  'nho',
  'boi',
  'dat',
  'hit',
  'xit',
  'khi dung',
  'ngam',
  'suc',
  'thut',
  'dan',
  'duong uong',
  'duong tiem',
  'duong tinh mach',
  'tinh mach',
  'tiem bap',
  'dung ngoai',
  'dung tai cho',
];

/** A route heading is a short phrase: longer text opening with "Uống …" is a sentence. */
const MAX_ROUTE_WORDS = 9;

/**
 * Whether a label names a route of administration rather than an indication. A route heads
 * the doses of the indication above it ("Tiêu chất nhày:" / "Phun mù …:" / "Uống:" / "Trẻ em: 2 -
 * 7 tuổi: 200 mg/lần …"): read as an indication, it replaced the one above it. Measured on the
 * real book (ACETYLCYSTEIN): "Acetylcystein liều tiêu chất nhày cho trẻ 3 tuổi?" led with the
 * paracetamol antidote's "Trẻ từ 1 - 18 tuổi: Cân nặng dưới 20 kg: …", the mucolytic child line
 * read under "Uống" alone.
 */
export function isRouteLabel(label: string): boolean {
  const folded = foldLabel(label);
  if (folded.length === 0 || folded.split(' ').length > MAX_ROUTE_WORDS) return false;
  return ROUTE_OPENERS.some((opener) => folded === opener || folded.startsWith(`${opener} `));
}
