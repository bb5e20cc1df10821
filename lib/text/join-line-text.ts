/**
 * How two printed lines of one paragraph (or one table cell) join into text. Vietnamese is
 * written in separate syllables and is not hyphenated across lines, so a hyphen that ends a
 * line is part of the text — a brand name or a code broken after its own hyphen ("NDC-" /
 * "Metformin 500") — and the next line follows it with no space: "NDC-Metformin 500". Measured
 * defect (issue 40): on two LibreOffice-typeset books the lines were joined by a space, and the
 * section text read "NDC- Metformin 500". A soft hyphen (U+00AD) only marks where a typesetter
 * may break a word: it is never text, and a line ending in one ends mid-word.
 */
const SOFT_HYPHEN = '\u00ad';
/** A hyphen-minus or U+2010 HYPHEN right after a printed character: " -" is a dash, not this. */
const LINE_END_HYPHEN = /\S[-\u2010]$/u;

/** What goes between `line` and the next line of the same paragraph: nothing after a hyphen. */
export function lineSeparator(line: string): '' | ' ' {
  const end = line.trimEnd();
  return end.endsWith(SOFT_HYPHEN) || LINE_END_HYPHEN.test(end) ? '' : ' ';
}

/** `text` without its soft hyphens (the same string when it has none). */
export function dropSoftHyphens(text: string): string {
  return text.includes(SOFT_HYPHEN) ? text.replaceAll(SOFT_HYPHEN, '') : text;
}

/** Lines of one paragraph as one text: `lineSeparator` between them, soft hyphens dropped. */
export function joinLineText(lines: readonly string[]): string {
  let text = '';
  lines.forEach((line, i) => {
    if (i > 0) text += lineSeparator(lines[i - 1]!);
    text += dropSoftHyphens(line);
  });
  return text;
}
