import type { Line, Span } from './extract-types';

/**
 * A hyphen that ends a line is text (join-line-text.ts: Vietnamese is not hyphenated across
 * lines, "NDC-" / "Metformin 500" is "NDC-Metformin 500"), unless the book itself shows it is a
 * typesetter's break. Measured defect (issue 40): TeX hyphenates a loanword at a line end on its
 * own ("crea-" / "tinin" and "cre-" / "atinin" in the header cells of two TeX-typeset renal
 * tables), and the text read "crea-tinin", which find and retrieval do not match against the
 * "creatinin" the book prints everywhere else.
 *
 * The book's own vocabulary decides, one book at a time: a line-end hyphen between letters is a
 * break when the word joined without it ("creatinin") occurs elsewhere in the book's lines and
 * the hyphenated form ("crea-tinin") does not; and, in a book whose vocabulary shows that it
 * breaks words, a word it prints only once is broken too where a typesetter would break it
 * (BREAK_HYPHEN_RULES). Such a hyphen becomes a soft hyphen (U+00AD),
 * which every join already reads as a break (no space, dropped): page text, chunks, table
 * cells, find's page lines and quotes. The line's box and glyph count are unchanged.
 */

const SOFT_HYPHEN = '\u00ad';
/** Letters (with their marks) right before a hyphen-minus or U+2010 that ends the line. */
const HEAD = /([\p{L}\p{M}]+)[-\u2010]$/u;
/** The letters that open the next line. */
const TAIL = /^([\p{L}\p{M}]+)/u;
/** Words, hyphenated compounds kept whole. */
const WORD = /[\p{L}\p{M}]+(?:[-\u2010][\p{L}\p{M}]+)*/gu;
/** Baselines within this fraction of the font size are one row (a cell beside, not below). */
const SAME_ROW = 0.5;
/** The next row down is at most this many font sizes below (body and cells: 1.2 to 1.5). */
const NEXT_ROW = 2;

const key = (word: string) => word.normalize('NFC').toLowerCase();

/** How the words of a line-end hyphen's two halves occur in the book's own lines. */
export interface HalvesSeen {
  /** The halves joined, as a word of its own ("creatinin"). */
  joined: boolean;
  /** The halves joined by a hyphen inside one line ("crea-tinin"). */
  hyphenated: boolean;
}

/** What the line end itself shows, and what the whole book shows, for one line-end hyphen. */
export interface HyphenFacts {
  seen: HalvesSeen;
  /** The book breaks words at line ends: bookHyphenates() over its vocabulary-decided hyphens. */
  bookHyphenates: boolean;
  /** The next line opens with a lower-case letter ("tein", not "Johnson" nor "Metformin"). */
  tailLowerCase: boolean;
  /** Letters before the hyphen ("glycopro": 8; "γ-aminobutyric"'s "γ": 1). */
  headLetters: number;
  /** The head is already the tail of a compound on its line ("2-oxo-", "alpha-2-delta-"). */
  headInCompound: boolean;
  /** The head opens a hyphenated compound inside a line elsewhere ("digoxigenin-mono…"). */
  headOpensCompound: boolean;
}

/**
 * The rows that decide, first match wins; no row matching keeps the hyphen. Measured defect
 * (issue 40, eval:tex-book): TeX hyphenates loanwords the book prints once ("glycopro-" /
 * "tein", "tamox-" / "ifen", brand names "Volder-" / "fen"), so the vocabulary rule (row 1)
 * could not see them and 45 of the TeX book's 55 kept line-end hyphens were TeX's breaks, read
 * as "glycopro-tein". A book that shows by its vocabulary that it breaks words (bookHyphenates)
 * breaks the rest too, except where a typesetter never breaks: before a capital, after one
 * letter (no pattern set allows a one-letter head), and inside a word that already has a
 * hyphen (TeX breaks such a word only at its hyphen).
 */
export const BREAK_HYPHEN_RULES: readonly {
  name: string;
  applies: (f: HyphenFacts) => boolean;
  isBreak: boolean;
}[] = [
  {
    name: "only the joined word is the book's",
    applies: (f) => f.seen.joined && !f.seen.hyphenated,
    isBreak: true,
  },
  { name: "the hyphenated word is the book's", applies: (f) => f.seen.hyphenated, isBreak: false },
  { name: 'the book does not break words', applies: (f) => !f.bookHyphenates, isBreak: false },
  { name: 'the next line opens with a capital', applies: (f) => !f.tailLowerCase, isBreak: false },
  { name: 'one letter before the hyphen', applies: (f) => f.headLetters < 2, isBreak: false },
  { name: 'the word already has a hyphen', applies: (f) => f.headInCompound, isBreak: false },
  {
    name: 'the head opens a compound elsewhere',
    applies: (f) => f.headOpensCompound,
    isBreak: false,
  },
  { name: 'the book breaks words', applies: () => true, isBreak: true },
];

/** The rule: the first row of BREAK_HYPHEN_RULES that applies. */
export function isBreakHyphen(facts: HyphenFacts): boolean {
  return BREAK_HYPHEN_RULES.find((rule) => rule.applies(facts))?.isBreak ?? false;
}

/**
 * Vocabulary-decided breaks this many and more, and more than twice the vocabulary-decided
 * hyphens: the book breaks words at line ends. The 680-monograph sample has no candidate at all;
 * the TeX book has 120 breaks to 0 hyphens.
 */
const MIN_BREAKS_SEEN = 5;

/** Whether the book breaks words, from the hyphens its vocabulary decides (rows 1 and 2). */
export function bookHyphenates(seen: readonly HalvesSeen[]): boolean {
  const breaks = seen.filter((s) => s.joined && !s.hyphenated).length;
  const hyphens = seen.filter((s) => s.hyphenated).length;
  return breaks >= MIN_BREAKS_SEEN && breaks > 2 * hyphens;
}

interface Candidate {
  page: number;
  line: number;
  joined: string;
  hyphenated: string;
  head: string;
  tailLowerCase: boolean;
  headInCompound: boolean;
}

/**
 * The line a line-end hyphen's word runs on to: a later line on the next row down that overlaps
 * it across (a table cell's next line; the column's next line), else the next line in reading
 * order off its row (the head of the next column), else the next page's first line.
 */
function continuation(pages: readonly { lines: readonly Line[] }[], p: number, i: number) {
  const lines = pages[p]!.lines;
  const line = lines[i]!;
  const size = (other: Line) => Math.min(other.font_size, line.font_size);
  const drop = (other: Line) => other.baseline - line.baseline;
  const offRow = (other: Line) => Math.abs(drop(other)) > SAME_ROW * size(other);
  const nextRowBelow = (other: Line) =>
    offRow(other) &&
    drop(other) > 0 &&
    drop(other) <= NEXT_ROW * size(other) &&
    Math.min(other.bbox[2], line.bbox[2]) - Math.max(other.bbox[0], line.bbox[0]) > 0;
  const later = lines.slice(i + 1);
  return (
    later.find(nextRowBelow) ??
    later.find(offRow) ??
    (later.length === 0 ? pages[p + 1]?.lines[0] : undefined)
  );
}

const HYPHEN_MINUS = 0x2d;
const HYPHEN = 0x2010;

/** Whether `text` ends in a hyphen, trailing white space aside. */
function endsWithHyphen(text: string): boolean {
  let k = text.length - 1;
  while (k >= 0 && /\s/u.test(text[k]!)) k--;
  const code = text.charCodeAt(k);
  return code === HYPHEN_MINUS || code === HYPHEN;
}

/** `text` with the hyphen that ends it (after any trailing space) made a soft hyphen. */
function softenEnd(text: string): string {
  const end = text.trimEnd().length - 1;
  return text.slice(0, end) + SOFT_HYPHEN + text.slice(end + 1);
}

function softenLine(line: Line): Line {
  const spans: Span[] = [...line.spans];
  const last = spans.findLastIndex((span) => /[-\u2010]$/u.test(span.text.trimEnd()));
  if (last >= 0) spans[last] = { ...spans[last]!, text: softenEnd(spans[last]!.text) };
  return { ...line, text: softenEnd(line.text), spans };
}

/**
 * The book's pages (reading order, whole book) with each line-end hyphen that the book shows to
 * be a break made a soft hyphen. A book with no line ending in a letter and a hyphen is returned
 * as it came, with no pass over its words.
 */
export function markBreakHyphens<P extends { lines: Line[] }>(pages: readonly P[]): P[] {
  const candidates: Candidate[] = [];
  // Asked of every line of the book (203,231 on the 680-monograph sample: 554 end in '-', none
  // after a letter): the last character first, the patterns only then.
  for (let p = 0; p < pages.length; p++) {
    const lines = pages[p]!.lines;
    for (let i = 0; i < lines.length; i++) {
      if (!endsWithHyphen(lines[i]!.text)) continue;
      const text = lines[i]!.text.trimEnd();
      const match = HEAD.exec(text);
      const head = match?.[1];
      if (!match || !head) continue;
      const tail = TAIL.exec(continuation(pages, p, i)?.text.trimStart() ?? '')?.[1];
      if (!tail) continue;
      candidates.push({
        page: p,
        line: i,
        joined: key(head + tail),
        hyphenated: key(`${head}-${tail}`),
        head: key(head),
        tailLowerCase: /^\p{Ll}/u.test(tail),
        headInCompound: /[-\u2010]$/u.test(text.slice(0, match.index)),
      });
    }
  }
  if (candidates.length === 0) return [...pages];

  const wanted = new Set(candidates.flatMap((c) => [c.joined, c.hyphenated]));
  const heads = new Set(candidates.map((c) => c.head));
  const found = new Set<string>();
  const compoundHeads = new Set<string>();
  for (const page of pages)
    for (const line of page.lines)
      for (const [word] of line.text.matchAll(WORD)) {
        const k = key(word).replace(/\u2010/gu, '-');
        if (wanted.has(k)) found.add(k);
        // A compound's hyphenated pairs: "crea-tinin" inside "crea-tinin-x" counts.
        const parts = k.split('-');
        for (let j = 0; j + 1 < parts.length; j++) {
          const pair = `${parts[j]}-${parts[j + 1]}`;
          if (wanted.has(pair)) found.add(pair);
          if (heads.has(parts[j]!)) compoundHeads.add(parts[j]!);
        }
      }

  const seenOf = (c: Candidate): HalvesSeen => ({
    joined: found.has(c.joined),
    hyphenated: found.has(c.hyphenated),
  });
  const hyphenates = bookHyphenates(candidates.map(seenOf));

  const breaks = new Set(
    candidates
      .filter((c) =>
        isBreakHyphen({
          seen: seenOf(c),
          bookHyphenates: hyphenates,
          tailLowerCase: c.tailLowerCase,
          headLetters: [...c.head].filter((ch) => /\p{L}/u.test(ch)).length,
          headInCompound: c.headInCompound,
          headOpensCompound: compoundHeads.has(c.head),
        }),
      )
      .map((c) => `${c.page}:${c.line}`),
  );
  if (breaks.size === 0) return [...pages];
  return pages.map((page, p) => ({
    ...page,
    lines: page.lines.map((line, i) => (breaks.has(`${p}:${i}`) ? softenLine(line) : line)),
  }));
}
