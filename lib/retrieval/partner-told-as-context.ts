/**
 * A second drug told as the patient's background ("đang dùng metformin 1000 mg x 2 lần/ngày",
 * "on metformin 1 g twice daily"), while the sentence that asks names the drug asked and not the
 * second one, asks whether the drug may be used for this patient, not how the two interact.
 * Measured on first-set batches 98, 102 and 103 (first runs): "… đang dùng metformin … viêm túi
 * thừa đại tràng sigma cấp … BS muốn thêm acarbose … Thêm được không?" and "… sa đì … kê thêm
 * acarbose … cùng metformin. Bố tôi bị sa đì như vậy thì uống acarbose có sao không?" were
 * answered with the one line "Phần Tương tác thuốc của ACARBOSE … không nêu metformin", and
 * Chống chỉ định's "Viêm nhiễm đường ruột …" and Thận trọng's "(thoát vị)" were never read.
 * The medication stays a condition of the patient: its interaction lines are still shown when
 * the asked drug's Tương tác thuốc names it (the safety lines).
 *
 * The sentence that asks is the last one; when it names no drug ("Thêm được không?"), the one
 * before it too. A sentence that says the two are taken together ("uống chung", "together
 * with", "hai thuốc") asks the pair.
 */
const SENTENCE_END = /[.?!]+(?=\s|$)|\n+/gu;

const ASKS_THE_PAIR =
  /(?<![\p{L}])(?:chung|cung\s+luc|cung\s+voi|dong\s+thoi|phoi\s+hop|ket\s+hop|hai\s+thuoc|2\s+thuoc|tuong\s+tac|together|combin(?:e|ed|ation)|interact(?:s|ion|ions)?|both|with\s+(?:it|them|this|that))(?![\p{L}])/u;

export interface Span {
  start: number;
  end: number;
}

/** The offsets of the sentence that asks (the last; the one before too when it names no drug). */
export function askingSpan(text: string, drugStarts: readonly number[]): Span {
  const ends = [0, ...[...text.matchAll(SENTENCE_END)].map((m) => m.index + m[0].length)];
  const starts = ends.filter((e) => /\p{L}/u.test(text.slice(e)));
  const last = starts[starts.length - 1] ?? 0;
  const names = (from: number) => drugStarts.some((s) => s >= from);
  const previous = starts[starts.length - 2];
  return { start: !names(last) && previous !== undefined ? previous : last, end: text.length };
}

/** Which of the two drugs the sentence that asks names, and that sentence's text. */
function namedWhereAsked(
  folded: string,
  askedStarts: readonly number[],
  partnerStarts: readonly number[],
): { asked: boolean; partner: boolean; asking: string } | null {
  if (askedStarts.length === 0 || partnerStarts.length === 0) return null;
  const span = askingSpan(folded, [...askedStarts, ...partnerStarts]);
  const inSpan = (s: number) => s >= span.start && s < span.end;
  return {
    asked: askedStarts.some(inSpan),
    partner: partnerStarts.some(inSpan),
    asking: folded.slice(span.start, span.end),
  };
}

export function partnerToldAsContext(
  folded: string,
  askedStarts: readonly number[],
  partnerStarts: readonly number[],
): boolean {
  const at = namedWhereAsked(folded, askedStarts, partnerStarts);
  return at !== null && at.asked && !at.partner && !ASKS_THE_PAIR.test(at.asking);
}

/**
 * The converse: the sentence that asks names the second drug and not the drug asked ("Đang uống
 * acenocoumarol … Kê celecoxib … thì có ổn không?"): whether the second may be added is the
 * pair's question, however it asks. Measured on first-set batch 82 once "ổn không" was read as a
 * can-use question (stop 60): the pair's "Không nên phối hợp: Các thuốc chống viêm không steroid,
 * kể cả loại ức chế chọn lọc COX-2" gave way to the ADR section.
 */
export function partnerAskedAbout(
  folded: string,
  askedStarts: readonly number[],
  partnerStarts: readonly number[],
): boolean {
  const at = namedWhereAsked(folded, askedStarts, partnerStarts);
  return at !== null && at.partner && !at.asked;
}
