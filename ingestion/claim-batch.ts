/**
 * Takes the next batch off a cursor shared by threads (an Int32Array over a SharedArrayBuffer,
 * [next batch to take]): its first index, or null when none is left. Threads that take work this
 * way finish together however uneven the work is; the sparse vectors and the extraction's pages
 * are shared out so.
 */
export function claimBatch(cursor: Int32Array, batchSize: number, total: number): number | null {
  const first = Atomics.add(cursor, 0, 1) * batchSize;
  return first < total ? first : null;
}
