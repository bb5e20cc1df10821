/**
 * Marks tokens `first` to `last` (exclusive) as taken when none of them is yet, and says
 * whether it did: how a longer or better match keeps the tokens it covers from every match
 * considered after it (drug mentions, cue phrases).
 */
export function claimTokenSpan(
  taken: boolean[],
  span: { readonly first: number; readonly last: number },
): boolean {
  for (let i = span.first; i < span.last; i += 1) if (taken[i]) return false;
  for (let i = span.first; i < span.last; i += 1) taken[i] = true;
  return true;
}
