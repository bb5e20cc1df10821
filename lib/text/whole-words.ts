/**
 * A pattern of alternatives matched as whole words of folded text: no letter touches either end
 * ("tm" in "tiêm TM", not in "atm"). The tables of lib/question (routes, the phases of a regimen)
 * are written as such bodies.
 */
export function wholeWords(body: string, flags = 'u'): RegExp {
  return new RegExp(`(?<![\\p{L}])(?:${body})(?![\\p{L}])`, flags);
}
