/** Qdrant's RRF constant is configurable (its default is 2); both stores use 60 and say so. */
export const RRF_K = 60;

export interface FusedItem<T> {
  item: T;
  score: number;
}

/**
 * Reciprocal rank fusion, exactly as Qdrant computes it (`rrf_scoring`, weight 1):
 * score(d) = Σ over rankings of 1 / (k + position), position 0-based.
 *
 * Rankings are best-first. An item counted once per ranking (its first position). Ties keep
 * the order in which items were first met (ranking by ranking, best first), so the result is
 * deterministic where Qdrant's order is unspecified.
 */
export function fuseRrf<T>(rankings: readonly (readonly T[])[], k: number = RRF_K): FusedItem<T>[] {
  if (!(Number.isFinite(k) && k > 0)) throw new Error(`fuseRrf: k must be positive, got ${k}`);
  const scores = new Map<T, number>();
  for (const ranking of rankings) {
    const seen = new Set<T>();
    ranking.forEach((item, position) => {
      if (seen.has(item)) return;
      seen.add(item);
      scores.set(item, (scores.get(item) ?? 0) + 1 / (k + position));
    });
  }
  return [...scores.entries()]
    .map(([item, score], order) => ({ item, score, order }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({ item, score }) => ({ item, score }));
}
