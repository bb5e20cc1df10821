export type SourceSentence = { text: string; start: number; end: number };

/**
 * Sentences of a chunk's source_text with their offsets, so a quote is always a verbatim slice.
 * A boundary is sentence punctuation followed by whitespace and no lowercase letter, or a line
 * break. A dot between
 * digits (`1.000`) or a decimal comma never splits; `:` does not either — a population label
 * and its dose ("Người lớn: 500 mg") stay one quote.
 *
 * Not ingestion's splitChunkSentences (ingestion/chunk/split-chunk-sentences.ts), which packs
 * chunks and splits at `:` before a capital: quotes must keep a label with its dose.
 */
export function splitSentences(text: string): SourceSentence[] {
  const sentences: SourceSentence[] = [];
  // Not before a lowercase word: the book's sentences open with a capital, so "Lỵ trực khuẩn
  // (S. flexneri hoặc S. sonnei):", "do P. falciparum" and "v.v. và" are one sentence. Measured
  // on unseen batches 38-42: a heading cut at "S." lost the label chain of every dose line
  // under it, and "Dự phòng sốt rét do P" was shown as a sentence.
  const boundary = /[.!?…](?=\s+(?!\p{Ll}))|\n/gu;
  let from = 0;
  const push = (end: number) => {
    const piece = text.slice(from, end);
    const lead = piece.length - piece.trimStart().length;
    const trimmed = piece.trim();
    if (trimmed.length > 0) {
      sentences.push({ text: trimmed, start: from + lead, end: from + lead + trimmed.length });
    }
  };
  for (const match of text.matchAll(boundary)) {
    const end = match[0] === '\n' ? match.index : match.index + match[0].length;
    push(end);
    from = match.index + match[0].length;
  }
  push(text.length);
  return sentences;
}
