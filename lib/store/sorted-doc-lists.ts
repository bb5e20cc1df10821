/**
 * Ascending lists of point numbers: the payload index's lists (points are numbered in load
 * order, so each value's list is ascending) and the posting lists (likewise). A filtered
 * search reads the few points that pass the filter instead of every posting of every term.
 */

/** The points in any of `lists`, ascending, each once. */
export function unionSorted(lists: readonly ArrayLike<number>[]): Int32Array {
  if (lists.length === 1) return Int32Array.from(lists[0]!);
  const all = new Int32Array(lists.reduce((n, list) => n + list.length, 0));
  let n = 0;
  for (const list of lists) for (let i = 0; i < list.length; i++) all[n++] = list[i]!;
  all.sort();
  let kept = 0;
  for (let i = 0; i < all.length; i++)
    if (kept === 0 || all[i] !== all[kept - 1]) all[kept++] = all[i]!;
  return all.subarray(0, kept);
}

/** The position of `value` in the ascending `list[from, to)`, or -1. */
export function indexInRange(
  list: ArrayLike<number>,
  from: number,
  to: number,
  value: number,
): number {
  let lo = from;
  let hi = to - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const at = list[mid]!;
    if (at === value) return mid;
    if (at < value) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/**
 * Whether looking each of `candidates` points up in a posting list of `length` (a binary search
 * each) reads fewer entries than walking the list.
 */
export function cheaperToLookUp(candidates: number, length: number): boolean {
  return candidates * (Math.log2(length + 1) + 1) < length;
}
