const LETTER_OR_MARK = /^[\p{L}\p{M}]$/u;

/** Whether the code point ending just before `at` (a surrogate pair read whole) is a letter or mark. */
function letterBefore(text: string, at: number): boolean {
  if (at <= 0) return false;
  const low = text.charCodeAt(at - 1);
  const start =
    low >= 0xdc00 && low <= 0xdfff && at >= 2 && isHigh(text.charCodeAt(at - 2)) ? at - 2 : at - 1;
  return LETTER_OR_MARK.test(String.fromCodePoint(text.codePointAt(start)!));
}

function letterAt(text: string, at: number): boolean {
  if (at >= text.length) return false;
  return LETTER_OR_MARK.test(String.fromCodePoint(text.codePointAt(at)!));
}

function isHigh(unit: number): boolean {
  return unit >= 0xd800 && unit <= 0xdbff;
}

/**
 * Every occurrence of `phrase` in `text` that no letter or mark touches on either side, each
 * replaced by one space, left to right — what
 * `text.replace(/(?<![\p{L}\p{M}])phrase(?![\p{L}\p{M}])/gu, ' ')` does, without compiling a
 * pattern. Why: the lead check ran that pattern for every drug name an answer retrieves, and
 * compiling a Unicode-property pattern costs 1–2 ms; each new drug paid it (3 ms per lead on
 * average over the bench:api questions, 680-monograph index). `phrase` starts and ends with a
 * letter or a space, never inside a surrogate pair (a drug name, a section name).
 */
export function blankBoundedPhrase(text: string, phrase: string): string {
  if (phrase.length === 0) return text;
  let out = '';
  let copied = 0;
  for (let at = text.indexOf(phrase); at >= 0; ) {
    const end = at + phrase.length;
    if (!letterBefore(text, at) && !letterAt(text, end)) {
      out += text.slice(copied, at) + ' ';
      copied = end;
      at = text.indexOf(phrase, end);
    } else {
      at = text.indexOf(phrase, at + 1);
    }
  }
  return copied === 0 ? text : out + text.slice(copied);
}
