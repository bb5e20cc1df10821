import type { RankTable, RankTrace } from './rank-key';

/**
 * Sorts candidates by a ranking table: each candidate's key vector, compared key by key, higher
 * first; a tie on every key keeps the input order. When `trace` is given, every candidate's
 * vector is recorded in ranked order, so `npm run explain` can show why a line leads.
 */
export function rankByKeys<T extends C, C, Ctx>(
  table: RankTable<C, Ctx>,
  candidates: readonly T[],
  ctx: Ctx,
  trace?: { sink: RankTrace[]; label: (c: T) => string },
): T[] {
  const keys = table.keys.filter((k) => k.appliesWhen?.(ctx) ?? true);
  const scored = candidates.map((c, index) => ({
    c,
    index,
    vector: keys.map((k) => k.score(c, ctx)),
  }));
  scored.sort((a, b) => {
    for (let i = 0; i < keys.length; i++) {
      const d = b.vector[i]! - a.vector[i]!;
      if (d !== 0) return d;
    }
    return a.index - b.index;
  });
  if (trace)
    trace.sink.push({
      table: table.name,
      rows: scored.map((s) => ({
        label: trace.label(s.c),
        // +0: a negated book order of 0 prints as -0.
        vector: Object.fromEntries(keys.map((k, i) => [k.name, s.vector[i]! + 0])),
      })),
    });
  return scored.map((s) => s.c);
}
