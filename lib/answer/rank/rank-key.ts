/**
 * One row of a ranking table: a named key that scores a candidate, higher first. A table is an
 * ordered list of keys, compared lexicographically (rankByKeys): the first key that differs
 * decides. `reason` says why the row exists and where it sits — the measured defect it fixes.
 */
export interface RankKey<C, Ctx> {
  name: string;
  /** The key is skipped (scores 0 for every candidate) when the question does not call for it. */
  appliesWhen?: (ctx: Ctx) => boolean;
  score: (c: C, ctx: Ctx) => number;
  reason: string;
}

/** A ranking table: its name (for the trace) and its rows, most decisive first. */
export interface RankTable<C, Ctx> {
  name: string;
  keys: readonly RankKey<C, Ctx>[];
}

/** One candidate's row of the trace: its key vector, in the table's key order. */
export interface RankTraceRow {
  label: string;
  vector: Record<string, number>;
}

export interface RankTrace {
  table: string;
  rows: RankTraceRow[];
}
