/**
 * `read` remembered per token string: a book repeats its words (the 680-monograph sample has
 * ~1.5 M tokens and few distinct ones), so the per-token readers run once per spelling. The
 * memory is cleared when it passes `cap` entries, so a book of unusual tokens cannot grow it
 * without bound.
 */
export function memoizeByToken<T>(read: (token: string) => T, cap = 200_000): (token: string) => T {
  const known = new Map<string, T>();
  return (token) => {
    const hit = known.get(token);
    if (hit !== undefined) return hit;
    const value = read(token);
    if (known.size > cap) known.clear();
    known.set(token, value);
    return value;
  };
}
