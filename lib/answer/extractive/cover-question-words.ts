import { pairsOf, type WordedLine } from './weigh-question-words';

/**
 * The lines that say what the picked lines leave out of the question: a question asked in parts
 * ("how much, how often, and what do we measure it with?", "liều khởi đầu bao nhiêu, và liều tối
 * ưu trong khoảng nào?") is answered part by part. After the lines that lead, each further line
 * is the one holding most weight of the question's words no shown line holds yet (the weights of
 * weighQuestionWords: a word few lines hold weighs most), while that weight is at least
 * `minimum`, for at most `room` lines. Measured on first-set batches 97–106 (after their fixes):
 * 15 of 50 dose answers without the fact had one of its two parts and not the other ("… đong
 * bằng gì cho đúng?" was answered with the child's dose, "dùng dụng cụ đong bán theo thuốc"
 * never shown; "… có được chia 2 lần/ngày không?" with the renal reduction only).
 */
export function coverQuestionWords<L extends WordedLine>(
  shown: readonly L[],
  pool: readonly L[],
  weights: ReadonlyMap<string, number>,
  room: number,
  minimum: number,
  /** Whether a line may be added; asked only of the line that would be, most gain first. */
  eligible: (line: L) => boolean = () => true,
): L[] {
  const covered = new Set<string>();
  const cover = (line: WordedLine) => {
    for (const w of [...line.words, ...line.labelWords, ...pairsOf(line)]) covered.add(w);
  };
  shown.forEach(cover);
  const out: L[] = [];
  const refused = new Set<L>();
  const left = pool.filter((l) => !shown.includes(l));
  while (out.length < room) {
    const ranked = left
      .filter((l) => !out.includes(l) && !refused.has(l))
      .map((line) => ({ line, gain: uncoveredWeight(line, weights, covered) }))
      .filter((x) => x.gain > minimum)
      .sort((a, b) => b.gain - a.gain);
    let best: L | undefined;
    for (const { line } of ranked) {
      if (eligible(line)) {
        best = line;
        break;
      }
      refused.add(line);
    }
    if (!best) break;
    out.push(best);
    cover(best);
  }
  return out;
}

/**
 * The syllables that make a question a question, not what it is about ("thế nào", "phải làm gì",
 * "có … không"), with those of asking for management ("xử trí", "xử lý") or a cause ("gây"), which
 * the section answers whole: folded, a line's "có thể" is "thế" too. Measured on the answer snapshot
 * (stop 60): "warfarin gây chảy máu nặng xử trí thế nào" added "Thuốc có thể gây chóng mặt; …
 * lái xe" by "gây" and "thể" alone.
 */
const QUESTION_FORM: ReadonlySet<string> = new Set(
  'the nao gi sao lam bao nhieu khong ko duoc co can phai nen thi la nhu vay a gay xu tri ly'.split(
    ' ',
  ),
);

/** Whether a word or pair says only how the question asks. */
const formOnly = (w: string) => w.split(' ').every((x) => QUESTION_FORM.has(x));

function uncoveredWeight(
  line: WordedLine,
  weights: ReadonlyMap<string, number>,
  covered: ReadonlySet<string>,
): number {
  // A line that holds no weighed word not yet shown adds no part of the question (a pair of two
  // words already shown is no new part): most lines end here, before any pair is built.
  const holds = (w: string) => weights.has(w) && !covered.has(w) && !formOnly(w);
  if (!line.words.some(holds) && !line.labelWords.some(holds)) return 0;
  const seen = new Set<string>();
  let total = 0;
  for (const w of [...line.words, ...line.labelWords, ...pairsOf(line)]) {
    if (seen.has(w) || covered.has(w) || formOnly(w)) continue;
    seen.add(w);
    total += weights.get(w) ?? 0;
  }
  return total;
}
