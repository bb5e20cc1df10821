/**
 * The phrase with one of its words left out, each way: the shortenings a writer makes of a long
 * name ("viêm đa khớp dạng thấp thiếu niên" → "viêm khớp dạng thấp thiếu niên", "glycosid trợ tim"
 * → "glycosid tim"). `keepEnds` leaves the first and last words in place: "chống đông máu" must
 * never become "đông máu".
 */
/**
 * A negation is never the word left out: "nhồi máu cơ tim không có ST chênh lên" without
 * "không" is the other infarction. Measured on unseen batch 11 (first run, CLOPIDOGREL): a
 * STEMI question named the NSTEMI label and led with its loading dose.
 */
const NEGATIONS = new Set(['khong', 'không', 'chua', 'chưa', 'non', 'no', 'not', 'without']);

export function leaveOneWordOut(phrase: string, keepEnds: boolean): string[] {
  const words = phrase.split(/\s+/).filter(Boolean);
  const from = keepEnds ? 1 : 0;
  const to = keepEnds ? words.length - 1 : words.length;
  const out: string[] = [];
  for (let i = from; i < to; i++) {
    if (NEGATIONS.has(words[i]!.toLowerCase())) continue;
    out.push([...words.slice(0, i), ...words.slice(i + 1)].join(' '));
  }
  return out;
}
